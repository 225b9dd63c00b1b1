// The one text rule for typed names (docs/league-rules.md#names), over
// arbitrary text: normalizing is idempotent and leaves one plain space between
// words; what it keeps is refused exactly when a control or format character
// remains; and a name's key is the key of every spacing, width or case variant.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  checkTypedName,
  normalizeTypedName,
  notTextCharacterIn,
  typedNameKey,
} from "~/domain/people/typed-name";

const RUNS = 3000;

/** Spaces a keyboard, a word processor or a copy from a web page can produce. */
const SPACES = [" ", "\u00a0", "\u2002", "\u2003", "\u2009", "\u202f", "\u3000", "\t", "\n"];
/**
 * Characters that are not text: bidi controls, zero-width characters, controls
 * that are not line breaks (a tab or a line break is a space, like U+0085).
 */
const NOT_TEXT = [
  "\u202e",
  "\u202d",
  "\u2066",
  "\u2069",
  "\u200b",
  "\u200d",
  "\ufeff",
  "\u0000",
  "\u001b",
  "\u007f",
];

/** Any text, with the interesting characters mixed in far more often than chance would. */
const anyText = fc
  .array(
    fc.oneof(
      fc.string({ unit: "binary", maxLength: 4 }),
      fc.constantFrom(...SPACES, "\u0085", "\u2028"),
      fc.constantFrom(...NOT_TEXT),
      fc.constantFrom("Ｆ", "ａ", "ﬁ", "é", "e\u0301", "ß", "Σ", "ς", "İ", "ǅ", "①", "½"),
    ),
    { maxLength: 12 },
  )
  .map((parts) => parts.join(""));

/** Names as people write them: letters of several scripts, digits, ' - . and single spaces. */
const name = fc
  .array(
    fc.string({
      unit: fc.constantFrom(
        ..."abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789'-.&",
        ..."éèñüöçÉÑÜßøåłœ",
        ..."αβγδεσςΣΩ",
        ..."абвгдежЖЯ",
      ),
      minLength: 1,
      maxLength: 8,
    }),
    { minLength: 1, maxLength: 4 },
  )
  .map((words) => words.join(" "));

/** Printable ASCII as its full-width form (U+FF01..U+FF5E), as an East Asian keyboard types it. */
const fullWidth = (c: string) =>
  c >= "!" && c <= "~" ? String.fromCodePoint(c.codePointAt(0)! + 0xfee0) : c;

/** The same name spelled differently: each character's case and width, each space, the ends. */
const variantOf = (original: string) =>
  fc
    .tuple(
      fc.array(fc.constantFrom("same", "upper", "lower", "wide") as fc.Arbitrary<string>, {
        minLength: original.length,
        maxLength: original.length,
      }),
      fc.array(fc.array(fc.constantFrom(...SPACES), { minLength: 1, maxLength: 3 }), {
        minLength: original.length,
        maxLength: original.length,
      }),
      fc.array(fc.constantFrom(...SPACES), { maxLength: 3 }),
      fc.array(fc.constantFrom(...SPACES), { maxLength: 3 }),
    )
    .map(([changes, spaces, before, after]) => {
      const body = Array.from(original)
        .map((c, i) => {
          if (c === " ") return spaces[i]!.join("");
          const change = changes[i];
          if (change === "upper") return c.toUpperCase();
          if (change === "lower") return c.toLowerCase();
          if (change === "wide") return fullWidth(c);
          return c;
        })
        .join("");
      return before.join("") + body + after.join("");
    });

describe("normalizing a typed name", () => {
  it("is idempotent", () => {
    fc.assert(
      fc.property(anyText, (text) => {
        const once = normalizeTypedName(text);
        expect(normalizeTypedName(once)).toBe(once);
      }),
      { numRuns: RUNS },
    );
  });

  it("leaves plain single spaces between words, none at the ends, and NFKC text", () => {
    fc.assert(
      fc.property(anyText, (text) => {
        const out = normalizeTypedName(text);
        expect(out).not.toMatch(/^ | $| {2}/);
        expect(out.replace(/ /g, "")).not.toMatch(/\p{White_Space}/u);
        expect(out.normalize("NFKC")).toBe(out);
      }),
      { numRuns: RUNS },
    );
  });

  it("is refused exactly when a control or format character remains, and what it accepts has none", () => {
    fc.assert(
      fc.property(anyText, (text) => {
        const checked = checkTypedName(text, "the name");
        const remains = /[\p{Cc}\p{Cf}\p{Cs}]/u.test(normalizeTypedName(text));
        expect(checked.ok).toBe(!remains);
        if (checked.ok) {
          expect(checked.name).not.toMatch(/[\p{Cc}\p{Cf}]/u);
          expect(notTextCharacterIn(checked.name)).toBeNull();
        } else {
          expect(checked.message).toMatch(
            /^Remove the invisible character U\+[0-9A-F]{4,6} from the name/,
          );
        }
      }),
      { numRuns: RUNS },
    );
  });

  it("refuses any name with a bidi control or zero-width character in it", () => {
    fc.assert(
      fc.property(name, fc.constantFrom(...NOT_TEXT), fc.nat(), (typed, bad, at) => {
        const i = at % (typed.length + 1);
        const hostile = typed.slice(0, i) + bad + typed.slice(i);
        expect(checkTypedName(hostile, "the name").ok).toBe(false);
      }),
      { numRuns: RUNS },
    );
  });
});

describe("the key two names are compared by", () => {
  it("is the same for every spacing, width or case variant of a name", () => {
    fc.assert(
      fc.property(
        name.chain((original) => fc.tuple(fc.constant(original), variantOf(original))),
        ([original, variant]) => {
          expect(typedNameKey(variant)).toBe(typedNameKey(original));
        },
      ),
      { numRuns: RUNS },
    );
  });

  it("is the key of the normalized name, and idempotent", () => {
    fc.assert(
      fc.property(anyText, (text) => {
        const key = typedNameKey(text);
        expect(typedNameKey(normalizeTypedName(text))).toBe(key);
        expect(typedNameKey(key)).toBe(key);
      }),
      { numRuns: RUNS },
    );
  });

  it("tells the issue's two seasons apart from none of their spellings", () => {
    const key = typedNameKey("Fall 2026");
    for (const spelling of ["Fall\u00a02026", "fall 2026", " FALL  2026 ", "Ｆａｌｌ\u30002026"]) {
      expect(typedNameKey(spelling)).toBe(key);
    }
    expect(typedNameKey("Fall 2027")).not.toBe(key);
    expect(typedNameKey("Straße")).toBe(typedNameKey("STRASSE"));
  });
});
