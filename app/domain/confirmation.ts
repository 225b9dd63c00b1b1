// Consequences said before they happen (docs/league-rules.md#seasons): an
// action that changes much at once (Publish, Make current, Close season,
// opening signups while another season's are open, Delete game, Gym closed)
// first shows a question with what it will do, and its Yes carries the key of
// what the question showed. A question is written from one model, the facts
// it states, by one function (`words`, given to askQuestion), and its key is a digest
// of that same model: a fact the question states cannot be left out of its
// key. The write builds the question again with the same function from what
// is stored, under the season's lock, and compares the keys: a Yes to a
// question whose facts have since changed (another admin made a season
// current, reopened signups, added a game, moved one) is stale and refused.

/** A question asked before an action with consequences, as the page shows it and its Yes posts it. */
export interface Question {
  /** "Make season 5 current?" */
  title: string;
  /** What it will do, in a sentence or two. */
  text: string;
  /** The action's intent and the fields its Yes posts (`shown`, the key, among them). */
  intent: string;
  fields: Record<string, string>;
  yes: string;
}

/** Why this Yes must be refused (none given, or given to other facts), or null. */
export function confirmationRefusal(
  given: FormDataEntryValue | null | undefined,
  key: string,
  question: string,
): string | null {
  if (typeof given !== "string" || given === "") {
    return `${question} needs a yes first: answer the question on the page.`;
  }
  if (given !== key) {
    return `${question}: what the question showed has changed since. Read it again and answer it.`;
  }
  return null;
}

/**
 * The question `words` writes from `model`, with its key (the digest of the
 * model) among the fields its Yes posts, as `shown`. `words` reads nothing
 * but the model, so every fact the question states is one the key covers.
 * The page and the write both call this with the same `words`: the page on
 * what it read, the write on what it finds under the season's lock.
 */
export function askQuestion<M>(
  model: M,
  words: (model: M) => Question,
): Question & { key: string } {
  const key = questionKey(model);
  const question = words(model);
  return { ...question, fields: { ...question.fields, shown: key }, key };
}

/**
 * What a page shows of `model` before an action (a game before its Delete, a
 * plan before Gym closed), written by `words` from the model alone, with the
 * key its form posts: the same digest a question's Yes carries.
 */
export function shownWithKey<M, S extends object>(
  model: M,
  words: (model: M) => S,
): S & { key: string } {
  return { ...words(model), key: questionKey(model) };
}

/**
 * The digest of a question's model: its facts as canonical JSON (object keys
 * sorted, dates as ISO strings), hashed with 64-bit FNV-1a. A fingerprint,
 * not a secret: the Yes is an admin's own answer, and the key only tells a
 * stale one from a fresh one.
 */
export function questionKey(model: unknown): string {
  return fnv1a64(new TextEncoder().encode(canonicalJson(model)));
}

/** JSON with every object's keys in order, so equal facts give equal text. */
export function canonicalJson(value: unknown): string {
  return (
    JSON.stringify(value, (_name, v: unknown) =>
      v !== null && typeof v === "object" && !Array.isArray(v)
        ? Object.fromEntries(
            Object.entries(v as Record<string, unknown>).sort(([a], [b]) =>
              a < b ? -1 : a > b ? 1 : 0,
            ),
          )
        : v,
    ) ?? "null"
  );
}

const FNV_OFFSET = 0xcbf29ce484222325n;
const FNV_PRIME = 0x100000001b3n;
const SIXTY_FOUR_BITS = (1n << 64n) - 1n;

function fnv1a64(bytes: Uint8Array): string {
  let hash = FNV_OFFSET;
  for (const byte of bytes) {
    hash ^= BigInt(byte);
    hash = (hash * FNV_PRIME) & SIXTY_FOUR_BITS;
  }
  return hash.toString(16).padStart(16, "0");
}
