// How text a person typed is shown (docs/security.md#input): isolated, so that
// nothing inside it can reorder the text around it.
//
// The name rule (typed-name.ts) refuses bidi controls in names typed today,
// but rows stored before it, imported data, comments and prayer intentions may
// still hold them: an unterminated U+202E (RIGHT-TO-LEFT OVERRIDE) in a first
// name reverses the rest of its line on a page, in a title or in an email
// ("Sign Ann\u202Eevil up" reads "Sign Ann pu live"). Pages, titles, meta tags, charts,
// emails and files all take their text from here, so the one rule holds for
// every way a stored text leaves the site, HTML or not (U+2068…U+2069 are
// to plain text what <bdi> is to HTML).
// Pure: no I/O.

const LRE = "\u202A";
const RLE = "\u202B";
const PDF = "\u202C";
const LRO = "\u202D";
const RLO = "\u202E";
const LRI = "\u2066";
const RLI = "\u2067";
/** FIRST STRONG ISOLATE: opens an isolate whose direction is its text's own. */
export const FSI = "\u2068";
/** POP DIRECTIONAL ISOLATE: closes the innermost isolate still open. */
export const PDI = "\u2069";

/**
 * Every character that steers the bidirectional algorithm: the embeddings,
 * overrides and isolates and their closers, and the marks (LRM, RLM, ALM).
 * Text without any of them is shown exactly as stored.
 */
const BIDI_CONTROL = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/u;

const OPENS_EMBEDDING = new Set([LRE, RLE, LRO, RLO]);
const OPENS_ISOLATE = new Set([LRI, RLI, FSI]);

/**
 * The text with its embeddings and isolates well nested: a closer with
 * nothing of its kind open is dropped, a PDI first closes the embeddings
 * opened inside its isolate (as the bidi algorithm does), and whatever is
 * still open at the end is closed there. Well-formed text is unchanged.
 */
export function balancedBidi(text: string): string {
  if (!BIDI_CONTROL.test(text)) return text;
  const open: ("embedding" | "isolate")[] = [];
  let out = "";
  for (const character of text) {
    if (OPENS_EMBEDDING.has(character)) open.push("embedding");
    else if (OPENS_ISOLATE.has(character)) open.push("isolate");
    else if (character === PDF) {
      // Inside an isolate, a PDF only closes an embedding opened in that isolate.
      if (open.at(-1) !== "embedding") continue;
      open.pop();
    } else if (character === PDI) {
      if (!open.includes("isolate")) continue;
      while (open.pop() === "embedding") out += PDF;
    }
    out += character;
  }
  while (open.length > 0) out += open.pop() === "embedding" ? PDF : PDI;
  return out;
}

/** Where the bidi algorithm starts a new paragraph (class B): each line is isolated on its own. */
// eslint-disable-next-line no-control-regex -- U+001C–U+001E end a paragraph too (bidi class B)
const PARAGRAPH_SEPARATOR = /(\r\n|[\n\r\u001C-\u001E\u0085\u2029])/u;

/**
 * A stored text as every page, title, chart, email and file shows it: as
 * stored when it has no bidi control (nearly always), else each line
 * balanced and wrapped in FSI…PDI, so that nothing inside can reach past its
 * end and its direction does not bend the text beside it.
 */
export function shownText(text: string): string {
  if (!BIDI_CONTROL.test(text)) return text;
  return text
    .split(PARAGRAPH_SEPARATOR)
    .map((part, i) =>
      i % 2 === 1 || !BIDI_CONTROL.test(part) ? part : FSI + balancedBidi(part) + PDI,
    )
    .join("");
}

/** shownText for an optional text (a prayer intention without a name). */
export function shownTextOrNull(text: string | null): string | null {
  return text === null ? null : shownText(text);
}
