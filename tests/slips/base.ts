// Slips in the loose base files of app/domain: the questions' keys, record ids,
// numbers, HTML escaping, CSV formula neutralising, stored text as it is shown
// (bidi controls isolated), the league's constants.
import type { Slip } from "./slip";

const CONFIRMATION = "app/domain/confirmation.ts";
const IDS = "app/domain/ids.ts";
const NUMBERS = "app/domain/numbers.ts";
const HTML = "app/domain/html-text.ts";
const CSV = "app/domain/csv-text.ts";
const LEAGUE = "app/domain/league.ts";
const SHOWN_TEXT = "app/domain/shown-text.ts";

export const slips: Slip[] = [
  {
    file: CONFIRMATION,
    slip: "a stale Yes (given to other facts) is accepted",
    find: "  if (given !== key) {",
    replace: "  if (given !== key && given === undefined) {",
  },
  {
    file: CONFIRMATION,
    slip: "an empty Yes is taken as an answer",
    find: 'if (typeof given !== "string" || given === "") {',
    replace: 'if (typeof given !== "string") {',
  },
  {
    file: CONFIRMATION,
    slip: "the key digests the question's words, not its model (a reshuffled draft of the same days keeps its key)",
    find: "  const key = questionKey(model);\n  const question = words(model);",
    replace: "  const question = words(model);\n  const key = questionKey(question.title);",
  },
  {
    file: CONFIRMATION,
    slip: "the Yes posts another field than the key",
    find: "fields: { ...question.fields, shown: key }",
    replace: "fields: { ...question.fields, shown: question.intent }",
  },
  {
    file: CONFIRMATION,
    slip: "the key depends on the order the facts were written in (keys not sorted)",
    find: "            Object.entries(v as Record<string, unknown>).sort(([a], [b]) =>\n              a < b ? -1 : a > b ? 1 : 0,\n            ),",
    replace: "            Object.entries(v as Record<string, unknown>),",
  },
  {
    file: CONFIRMATION,
    slip: "the digest drops its multiply (facts in another order collide)",
    find: "    hash = (hash * FNV_PRIME) & SIXTY_FOUR_BITS;",
    replace: "    hash = hash & SIXTY_FOUR_BITS;",
  },
  {
    file: CONFIRMATION,
    slip: "what a page shows before Delete or Gym closed keyed alike for every game",
    find: "  return { ...words(model), key: questionKey(model) };",
    replace: "  return { ...words(model), key: questionKey(null) };",
  },
  {
    file: IDS,
    slip: "a record id may contain a dot (path segments such as ..)",
    find: "export const RECORD_ID = /^[A-Za-z0-9_-]{1,64}$/;",
    replace: "export const RECORD_ID = /^[A-Za-z0-9_.-]{1,64}$/;",
  },
  {
    file: IDS,
    slip: "a record id may be 65 characters (off by one in the length)",
    find: "export const RECORD_ID = /^[A-Za-z0-9_-]{1,64}$/;",
    replace: "export const RECORD_ID = /^[A-Za-z0-9_-]{1,65}$/;",
  },
  {
    file: IDS,
    slip: "a record id is not anchored at its end (anything after a valid start passes)",
    find: "export const RECORD_ID = /^[A-Za-z0-9_-]{1,64}$/;",
    replace: "export const RECORD_ID = /^[A-Za-z0-9_-]{1,64}/;",
  },
  {
    file: IDS,
    slip: "the empty text is a record id",
    find: "export const RECORD_ID = /^[A-Za-z0-9_-]{1,64}$/;",
    replace: "export const RECORD_ID = /^[A-Za-z0-9_-]{0,64}$/;",
  },
  {
    file: NUMBERS,
    slip: "thousands grouped from the left (1000000 reads 100,0000)",
    find: String.raw`.replace(/\B(?=(\d{3})+$)/g, ",")`,
    replace: String.raw`.replace(/\B(?=(\d{3})+)/g, ",")`,
  },
  {
    file: NUMBERS,
    slip: "a fraction kept (rounded instead of truncated)",
    find: "String(Math.trunc(n))",
    replace: "String(Math.round(n))",
  },
  {
    file: HTML,
    slip: "the apostrophe is not escaped (ends a single-quoted attribute)",
    find: "/[&<>\"']/g",
    replace: '/[&<>"]/g',
  },
  {
    file: HTML,
    slip: "the ampersand is not escaped",
    find: "/[&<>\"']/g",
    replace: "/[<>\"']/g",
  },
  {
    file: HTML,
    slip: "only the first character that needs it is escaped (no g flag)",
    find: "/[&<>\"']/g",
    replace: "/[&<>\"']/",
  },
  {
    file: CSV,
    slip: "a cell starting with @ runs as a formula",
    find: String.raw`if (!/^[=+\-@\t\r]/.test(cell)) return cell;`,
    replace: String.raw`if (!/^[=+\-\t\r]/.test(cell)) return cell;`,
  },
  {
    file: CSV,
    slip: "a cell starting with a tab runs as a formula",
    find: String.raw`if (!/^[=+\-@\t\r]/.test(cell)) return cell;`,
    replace: String.raw`if (!/^[=+\-@\r]/.test(cell)) return cell;`,
  },
  {
    file: CSV,
    slip: "a phone-like start lets a formula through (the phone check is not anchored at the end)",
    find: String.raw`if (/^[+-]?[\d\s().-]+$/.test(cell)) return cell;`,
    replace: String.raw`if (/^[+-]?[\d\s().-]+/.test(cell)) return cell;`,
  },
  {
    file: CSV,
    slip: "a formula starting with = passes as a phone number",
    find: String.raw`if (/^[+-]?[\d\s().-]+$/.test(cell)) return cell;`,
    replace: String.raw`if (/^[=+-]?[\d\s().-]+$/.test(cell)) return cell;`,
  },
  {
    file: CSV,
    slip: "formulas not neutralised in the CSV rows (toCsv skips the check)",
    find: "rows.map((row) => row.map((cell) => shownText(neutralizeFormula(cell)))),",
    replace: "rows.map((row) => row.map((cell) => shownText(cell))),",
  },
  {
    file: CSV,
    slip: "CSV cells not isolated (a stored U+202E reorders the rest of the line)",
    find: "rows.map((row) => row.map((cell) => shownText(neutralizeFormula(cell)))),",
    replace: "rows.map((row) => row.map((cell) => neutralizeFormula(cell))),",
  },
  {
    file: LEAGUE,
    slip: "an inherited name such as constructor counts as a league gym",
    find: "return Object.hasOwn(LOCATIONS, code);",
    replace: "return code in LOCATIONS;",
  },
  {
    file: LEAGUE,
    slip: "a sheet without blocks and steals still lists them",
    find: "return STAT_KEYS.filter((k) => tracksBlocksSteals || !isBlocksOrSteals(k));",
    replace: 'return STAT_KEYS.filter((k) => tracksBlocksSteals || k !== "blocks");',
  },
  {
    file: NUMBERS,
    slip: "'11st' (the teens' exception dropped)",
    find: "tens >= 11 && tens <= 13",
    replace: "tens >= 11 && tens <= 12",
  },
  {
    file: NUMBERS,
    slip: "'111th' read as '111st' (the teens read from n, not n % 100)",
    find: "const tens = n % 100;",
    replace: "const tens = n;",
  },
  {
    file: SHOWN_TEXT,
    slip: "an override left open at the end of a text (nothing closed at the end)",
    find: 'while (open.length > 0) out += open.pop() === "embedding" ? PDF : PDI;',
    replace: "",
  },
  {
    file: SHOWN_TEXT,
    slip: "a stray PDI kept (it closes the isolate around the text early)",
    find: 'if (!open.includes("isolate")) continue;',
    replace: "",
  },
  {
    file: SHOWN_TEXT,
    slip: "a PDF closes an embedding outside the isolate it is in",
    find: 'if (open.at(-1) !== "embedding") continue;',
    replace: "if (open.length === 0) continue;",
  },
  {
    file: SHOWN_TEXT,
    slip: "the embeddings inside an isolate not closed before its PDI",
    find: 'while (open.pop() === "embedding") out += PDF;',
    replace: 'while (open.pop() === "embedding");',
  },
  {
    file: SHOWN_TEXT,
    slip: "the marks (RLM, LRM, ALM) not counted as bidi controls (a text with one not isolated)",
    find: "const BIDI_CONTROL = /[\\u061C\\u200E\\u200F\\u202A-\\u202E\\u2066-\\u2069]/u;",
    replace: "const BIDI_CONTROL = /[\\u202A-\\u202E\\u2066-\\u2069]/u;",
  },
  {
    file: SHOWN_TEXT,
    slip: "the whole text isolated once, across its lines (an isolate does not outlive a paragraph)",
    find: "    .split(PARAGRAPH_SEPARATOR)",
    replace: "    .split(/(?!)/u)",
  },
];
