// The player's fields, one rule each (docs/league-rules.md#players): names,
// email, phone, age, height, jersey number and jersey size. The signup form
// (NewPlayerSchema in ~/domain/signups/signup), the player edit form (playerFormSchema in
// ./form, the player himself and admins) and both imports check these
// same schemas; an email is stored as normalizeEmail leaves it, which the
// database checks too (players_email_normalized_chk, unique players_email_idx).
// Pure. The phone's checks are refinements, not a regex, so conform copies no
// pattern attribute onto its input.
import { z } from "zod";
import { HEIGHT_FEET, HEIGHT_INCHES, JERSEY_SIZES } from "./choices";
import { typedNameSchema } from "./typed-name";
import { fullName } from "./name";
import { shownText } from "~/domain/shown-text";

export const NAME_MAX = 60;
export const EMAIL_MAX = 254;
export const PHONE_MAX = 30;
export const PHONE_MIN_DIGITS = 7;
export const AGE_MIN = 16;
export const AGE_MAX = 99;
export const JERSEY_MIN = 0;
export const JERSEY_MAX = 99;

/**
 * An email as the league stores and looks it up: trimmed and in lower case.
 * Every entry point (signup, player edit, import, sign-in, ADMIN_EMAILS) goes
 * through this, so the plain column can be unique.
 */
export function normalizeEmail(raw: string): string {
  return raw.trim().toLowerCase();
}

/** A typed name (./typed-name): normalized, no invisible characters, 1 to 60 characters. */
const name = (label: string) =>
  typedNameSchema(`the ${label}`, `Enter a ${label}.`)
    .min(1, `Enter a ${label}.`)
    .max(NAME_MAX, `Use at most ${NAME_MAX} characters.`);

/** Digits with the usual separators. */
const PHONE_CHARS = /^[0-9+().\-\s]+$/;

/** A whole number in [min, max]; "abc", 1.5 and out-of-range values get one message. */
const wholeNumber = (label: string, min: number, max: number) => {
  const message = `Enter ${label} between ${min} and ${max}.`;
  return (
    z
      .number({ error: (issue) => (issue.input === undefined ? `Enter ${label}.` : message) })
      // A refine, not .int(): zod's int check aborts the whole object, which would
      // hide the edit form's birthday message until this one is fixed.
      .refine((n) => Number.isInteger(n) && n >= min && n <= max, message)
  );
};

const choice = (values: readonly number[], message: string) =>
  z.number({ error: message }).refine((n) => values.includes(n), message);

/** Each field's one rule, with its messages. */
export const playerFields = {
  firstName: name("first name"),
  lastName: name("last name"),
  /** Valid, at most 254 characters, stored trimmed and in lower case. */
  email: z
    .string({ error: "Enter an email address." })
    .overwrite(normalizeEmail)
    .min(1, { error: "Enter an email address.", abort: true })
    .max(EMAIL_MAX, { error: `Use at most ${EMAIL_MAX} characters.`, abort: true })
    .pipe(z.email("Enter an email address like name@example.org.")),
  /** At most 30 characters of digits, spaces and + ( ) - ., with at least 7 digits. */
  phone: z
    .string({ error: "Enter a phone number." })
    .trim()
    .min(1, { error: "Enter a phone number.", abort: true })
    .max(PHONE_MAX, { error: `Use at most ${PHONE_MAX} characters.`, abort: true })
    .refine((v) => PHONE_CHARS.test(v), {
      error: "Use digits, spaces and + ( ) - . only.",
      abort: true,
    })
    .refine(
      (v) => v.replace(/\D/g, "").length >= PHONE_MIN_DIGITS,
      `Enter a phone number with at least ${PHONE_MIN_DIGITS} digits.`,
    ),
  age: wholeNumber("an age", AGE_MIN, AGE_MAX),
  heightFeet: choice(HEIGHT_FEET, "Choose 5, 6 or 7 feet."),
  heightInches: choice(HEIGHT_INCHES, "Choose 0 to 11 inches."),
  jerseyNumber: wholeNumber("a jersey number", JERSEY_MIN, JERSEY_MAX),
  jerseySize: z.enum(JERSEY_SIZES, { error: "Choose a jersey size." }),
};

/** Every player field, each required: the forms pick from this and add their own. */
export const PlayerFieldsSchema = z.object(playerFields);

/**
 * A player record as stored or imported: the same rules, but a field whose
 * column may be null (old records never gave it) may be null. Names and email
 * are always required.
 */
export const StoredPlayerFieldsSchema = z.object({
  firstName: playerFields.firstName,
  lastName: playerFields.lastName,
  email: playerFields.email,
  phone: playerFields.phone.nullable(),
  age: playerFields.age.nullable(),
  heightFeet: playerFields.heightFeet.nullable(),
  heightInches: playerFields.heightInches.nullable(),
  jerseyNumber: playerFields.jerseyNumber.nullable(),
  jerseySize: playerFields.jerseySize.nullable(),
});
export type StoredPlayerRuleFields = z.output<typeof StoredPlayerFieldsSchema>;
export type PlayerFieldName = keyof StoredPlayerRuleFields;

export const PLAYER_FIELD_NAMES = Object.keys(
  StoredPlayerFieldsSchema.shape,
) as readonly PlayerFieldName[];

export type StoredPlayerCheck =
  | { ok: true; values: StoredPlayerRuleFields }
  | { ok: false; field: PlayerFieldName; value: unknown; message: string };

/**
 * A stored or imported player's fields against the rules: the values to store
 * (names and phone trimmed, email normalized), or the first field that breaks
 * a rule, with its value and the rule's message. A missing field counts as
 * null.
 */
export function checkStoredPlayer(
  record: Partial<Record<PlayerFieldName, unknown>>,
): StoredPlayerCheck {
  const input = Object.fromEntries(PLAYER_FIELD_NAMES.map((f) => [f, record[f] ?? null]));
  const result = StoredPlayerFieldsSchema.safeParse(input);
  if (result.success) return { ok: true, values: result.data };
  const issue = result.error.issues[0]!;
  const field = issue.path[0] as PlayerFieldName;
  return { ok: false, field, value: input[field], message: issue.message };
}

/** A value as an import's message shows it: JSON, cut short. */
function shown(value: unknown): string {
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 60 ? `${text.slice(0, 57)}...` : text;
}

/**
 * What an import says about a player who breaks a field rule, naming him
 * when his names themselves pass: '12 for Pat Murphy breaks the player
 * rules: Enter an age between 16 and 99' (the caller adds where and the
 * final period).
 */
export function playerRuleProblem(
  breach: { field: PlayerFieldName; value: unknown; message: string },
  player: { firstName?: unknown; lastName?: unknown },
): string {
  const named =
    breach.field !== "firstName" && breach.field !== "lastName"
      ? ` for ${shownText(String(player.firstName).trim())} ${shownText(String(player.lastName).trim())}`
      : "";
  return `${shown(breach.value)}${named} breaks the player rules: ${breach.message.replace(/\.$/, "")}`;
}

export interface EmailOwner {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
}

/**
 * The first two players whose emails are the same once normalized (in the
 * given order: the later one second), or null when every email is its own.
 */
export function emailClash<T extends { email: string }>(players: readonly T[]): [T, T] | null {
  const seen = new Map<string, T>();
  for (const player of players) {
    const email = normalizeEmail(player.email);
    const earlier = seen.get(email);
    if (earlier) return [earlier, player];
    seen.set(email, player);
  }
  return null;
}

/**
 * Two players an import cannot both keep, named as the migration names them
 * (drizzle/0006_one_rulebook.sql), without a final period.
 */
export function emailClashProblem(first: EmailOwner, second: EmailOwner): string {
  const who = (p: EmailOwner) => `${fullName(p)} (${p.id}, ${shownText(p.email)})`;
  return `players ${who(first)} and ${who(second)} have the same email once it is trimmed and lower-cased; emails are unique`;
}
