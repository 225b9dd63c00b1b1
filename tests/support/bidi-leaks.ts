// Whether a shown text can reorder what is around it (docs/security.md#input):
// read here from Unicode's rules, independently of app/domain/shown-text.ts.
// A text is closed when every embedding, override and isolate it opens is
// closed inside it, and every closer in it closes something it opened itself.

const EMBEDDINGS = new Set(["\u202A", "\u202B", "\u202D", "\u202E"]);
const ISOLATES = new Set(["\u2066", "\u2067", "\u2068"]);
const PDF = "\u202C";
const PDI = "\u2069";
const CONTROL = /[\u202A-\u202E\u2066-\u2069]/u;

/** Why `text` is not closed ("U+202E left open"), or null when it is. */
export function bidiLeak(text: string): string | null {
  if (!CONTROL.test(text)) return null;
  const open: string[] = [];
  const name = (c: string) => `U+${c.codePointAt(0)!.toString(16).toUpperCase()}`;
  for (const c of text) {
    if (EMBEDDINGS.has(c) || ISOLATES.has(c)) open.push(c);
    else if (c === PDF) {
      if (!EMBEDDINGS.has(open.at(-1) ?? "")) return `U+202C closes nothing of its own`;
      open.pop();
    } else if (c === PDI) {
      const at = open.findLastIndex((o) => ISOLATES.has(o));
      if (at < 0) return `U+2069 closes nothing of its own`;
      open.length = at;
    }
  }
  return open.length ? `${open.map(name).join(", ")} left open` : null;
}

/** Whether `text` holds any embedding, override or isolate (a hostile text reached it). */
export function hasBidiControl(text: string): boolean {
  return CONTROL.test(text);
}
