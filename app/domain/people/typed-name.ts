// The one text rule for every name a person types (docs/league-rules.md#names):
// seasons, teams and their abbreviations, players' first and last names, the
// name on a prayer intention; forms and imports alike.
//
// Two names that only look different are the same name: "Fall\u00a02026"
// (a no-break space), "Ｆａｌｌ 2026" (full-width letters) and "fall  2026" all
// read "Fall 2026" on a page, so they are stored as one spelling and compared
// by one key. Characters that are not text at all (controls, and format
// characters such as U+202E, which reverses the text after it, or U+200B,
// which is invisible) are refused rather than dropped silently: the person
// sees what was wrong with what he pasted.
// Pure: no I/O; the same rule runs in the browser's form check.
import { z } from "zod";

/**
 * Every Unicode space, tab and line break (the White_Space property). Not
 * JavaScript's \s: that also counts U+FEFF, a format character we refuse.
 */
const WHITESPACE_RUN = /\p{White_Space}+/gu;
/** Controls (Cc), format characters (Cf: bidi overrides and isolates, zero-width) and lone surrogates (Cs). */
const NOT_TEXT = /[\p{Cc}\p{Cf}\p{Cs}]/u;

/**
 * A typed name as the league stores it: Unicode NFKC (full-width letters,
 * ligatures and the no-break space become their plain forms), every run of
 * whitespace one space, no space at either end. Idempotent.
 */
export function normalizeTypedName(typed: string): string {
  // Not String#trim: it also drops U+FEFF, which must be refused, not hidden.
  return typed.normalize("NFKC").replace(WHITESPACE_RUN, " ").replace(/^ | $/g, "");
}

/**
 * The first character of a normalized name that is not text (a control or
 * format character), as U+XXXX, or null when there is none.
 */
export function notTextCharacterIn(name: string): string | null {
  const found = NOT_TEXT.exec(name)?.[0];
  if (found === undefined) return null;
  const code = found.codePointAt(0)!.toString(16).toUpperCase().padStart(4, "0");
  return `U+${code}`;
}

/** The sentence a name with such a character gets, naming the field ("the season's name"). */
export function notTextMessage(field: string, character: string): string {
  return `Remove the invisible character ${character} from ${field}: names take letters, digits, spaces and punctuation only.`;
}

/**
 * What two names are compared by when they must differ (two seasons, two
 * teams): the normalized name, case-folded. Upper then lower case folds what
 * lower case alone leaves apart ("ß" and "SS", a final "ς" and "σ").
 */
export function typedNameKey(name: string): string {
  return normalizeTypedName(name).toUpperCase().toLowerCase().normalize("NFKC");
}

export type TypedNameCheck = { ok: true; name: string } | { ok: false; message: string };

/** The rule on one value outside a form (an import): the name to store, or why not. */
export function checkTypedName(typed: string, field: string): TypedNameCheck {
  const name = normalizeTypedName(typed);
  const character = notTextCharacterIn(name);
  return character === null
    ? { ok: true, name }
    : { ok: false, message: notTextMessage(field, character) };
}

/**
 * A zod string for a typed name, normalized before any other check so that
 * lengths count what is stored. Forms chain their own .min/.max on it.
 * `field` names the field in the refusal: "the season's name".
 */
export function typedNameSchema(field: string, required: string) {
  return z
    .string({ error: required })
    .overwrite(normalizeTypedName)
    .refine((name) => notTextCharacterIn(name) === null, {
      error: (issue) =>
        notTextMessage(field, notTextCharacterIn(String(issue.input)) ?? "character"),
      abort: true,
    });
}

/** The first of `names` whose key is the key of `name`, if any (the caller leaves out the row being edited). */
export function sameTypedName<T>(
  name: string,
  others: readonly T[],
  nameOf: (other: T) => string,
): T | undefined {
  const key = typedNameKey(name);
  return others.find((other) => typedNameKey(nameOf(other)) === key);
}
