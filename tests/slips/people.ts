// Slips in the people rules (app/domain/people/): docs/league-rules.md#names and #players.
import type { Slip } from "./slip";

const TYPED_NAME = "app/domain/people/typed-name.ts";
const FIELDS = "app/domain/people/fields.ts";
const FORM = "app/domain/people/form.ts";
const NAME = "app/domain/people/name.ts";
const LOGIN = "app/domain/people/login.ts";

export const slips: Slip[] = [
  {
    file: TYPED_NAME,
    slip: "names not NFKC-normalised (full-width letters and no-break spaces kept)",
    find: 'return typed.normalize("NFKC").replace(WHITESPACE_RUN, " ")',
    replace: 'return typed.replace(WHITESPACE_RUN, " ")',
  },
  {
    file: TYPED_NAME,
    slip: "runs of spaces inside a name not collapsed",
    find: "const WHITESPACE_RUN = /\\p{White_Space}+/gu;",
    replace: "const WHITESPACE_RUN = /\\p{White_Space}/gu;",
  },
  {
    file: TYPED_NAME,
    slip: "only a leading space trimmed, not a trailing one",
    find: '.replace(/^ | $/g, "")',
    replace: '.replace(/^ /g, "")',
  },
  {
    file: TYPED_NAME,
    slip: "format characters (U+202E, U+200B) accepted: only controls refused",
    find: "const NOT_TEXT = /[\\p{Cc}\\p{Cf}\\p{Cs}]/u;",
    replace: "const NOT_TEXT = /[\\p{Cc}\\p{Cs}]/u;",
  },
  {
    file: TYPED_NAME,
    slip: "names compared case-sensitively",
    find: 'return normalizeTypedName(name).toUpperCase().toLowerCase().normalize("NFKC");',
    replace: "return normalizeTypedName(name);",
  },
  {
    file: TYPED_NAME,
    slip: "an import takes a name with an invisible character",
    find: "return character === null\n    ? { ok: true, name }",
    replace: "return true\n    ? { ok: true, name }",
  },
  {
    file: FIELDS,
    slip: "emails not lower-cased",
    find: "return raw.trim().toLowerCase();",
    replace: "return raw.trim();",
  },
  {
    file: FIELDS,
    slip: "emails not trimmed",
    find: "return raw.trim().toLowerCase();",
    replace: "return raw.toLowerCase();",
  },
  {
    file: FIELDS,
    slip: "a phone with 6 digits accepted (comparison flipped to >)",
    find: '(v) => v.replace(/\\D/g, "").length >= PHONE_MIN_DIGITS,',
    replace: '(v) => v.replace(/\\D/g, "").length > PHONE_MIN_DIGITS - 2,',
  },
  {
    file: FIELDS,
    slip: "two emails differing only in case do not clash",
    find: "const email = normalizeEmail(player.email);",
    replace: "const email = player.email;",
  },
  {
    file: FORM,
    slip: "a birthday in 2007 is saved (comparison flipped)",
    find: "if (year >= BIRTHDAY_SAVED_BEFORE_YEAR) return null;",
    replace: "if (year > BIRTHDAY_SAVED_BEFORE_YEAR) return null;",
  },
  {
    file: FORM,
    slip: "a birthday's month read off by one (checked against the next month's length: April 31 accepted)",
    find: "const date = new Date(Date.UTC(year, month - 1, day));\n  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day;",
    replace:
      "const date = new Date(Date.UTC(year, month, day));\n  return date.getUTCMonth() === month && date.getUTCDate() === day;",
  },
  {
    file: FORM,
    slip: "a birthday the year list cannot show still fills the form",
    find: "year !== null && month !== null && day !== null && BIRTHDAY_YEARS.includes(year);",
    replace: "year !== null && month !== null && day !== null;",
  },
  {
    file: NAME,
    slip: "namesakes compared case-sensitively (Cougill and COUGILL shown alone)",
    find: "const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();",
    replace: "const same = (a: string, b: string) => a === b;",
  },
  {
    file: NAME,
    slip: "a shared initial still shortened (two 'J. Cougill')",
    find: "return sameInitial.length === 1",
    replace: "return sameInitial.length >= 1",
  },
  {
    file: NAME,
    slip: "a full name shown as stored (a U+202E in the first name reverses the last)",
    find: "return `${shownText(player.firstName)} ${shownText(player.lastName)}`;",
    replace: "return `${player.firstName} ${player.lastName}`;",
  },
  {
    file: NAME,
    slip: "namesakes compared case-sensitively ('pierre barros' beside 'Pierre Barros')",
    find: "const key = label.toLowerCase();",
    replace: "const key = label;",
  },
  {
    file: NAME,
    slip: "the team never said: namesakes with one number stay alike",
    find: "if (level >= 2 && p.teamName)",
    replace: "if (level >= 4 && p.teamName)",
  },
  {
    file: NAME,
    slip: "every player goes one step further, not only those still alike",
    find: "if (counts.get(label.toLowerCase())! > 1 && levels[i]! < LAST_LEVEL) {",
    replace:
      "if (counts.get(fullName(players[i]!).toLowerCase())! > 0 && levels[i]! < LAST_LEVEL) {",
  },
  {
    file: LOGIN,
    slip: "the login email not normalised (a plain string)",
    find: "  email: playerFields.email,",
    replace: "  email: z.string().min(1),",
  },
];
