// How stored text is shown (app/domain/shown-text.ts,
// docs/security.md#input): for any text, what is shown leaves the bidi
// algorithm's state exactly as it found it, whatever was open before it, so
// nothing inside can reorder what follows; text without bidi controls is shown
// as stored. The state is modelled here from Unicode's own rules (UAX #9,
// rules X1–X8: the directional status stack, its depth limit of 125 and the
// overflow counters), not from the code under test.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { balancedBidi, FSI, PDI, shownText } from "~/domain/shown-text";

const LRE = "\u202A";
const RLE = "\u202B";
const PDF = "\u202C";
const LRO = "\u202D";
const RLO = "\u202E";
const LRI = "\u2066";
const RLI = "\u2067";
const MARKS = ["\u200E", "\u200F", "\u061C"];
const OPENERS = [LRE, RLE, LRO, RLO, LRI, RLI, FSI];
const CONTROLS = [...OPENERS, PDF, PDI, ...MARKS];
const MAX_DEPTH = 125;

/** UAX #9's state after X1–X8 have read some text: the stack and its counters. */
interface BidiState {
  /** Each entry: its embedding level and whether an isolate initiator pushed it. */
  stack: { level: number; isolate: boolean }[];
  overflowIsolates: number;
  overflowEmbeddings: number;
  validIsolates: number;
}

function start(): BidiState {
  return {
    stack: [{ level: 0, isolate: false }],
    overflowIsolates: 0,
    overflowEmbeddings: 0,
    validIsolates: 0,
  };
}

/** Rules X2–X7 (FSI taken as LRI: its direction does not change the stack's shape). */
function read(state: BidiState, text: string): BidiState {
  const s = { ...state, stack: [...state.stack] };
  for (const c of text) {
    const top = s.stack.at(-1)!;
    const rtl = c === RLE || c === RLO || c === RLI;
    const isolate = c === LRI || c === RLI || c === FSI;
    if (OPENERS.includes(c)) {
      const level = rtl ? (top.level + 1) | 1 : (top.level + 2) & ~1;
      if (level <= MAX_DEPTH && s.overflowIsolates === 0 && s.overflowEmbeddings === 0) {
        if (isolate) s.validIsolates++;
        s.stack.push({ level, isolate });
      } else if (isolate) s.overflowIsolates++;
      else if (s.overflowIsolates === 0) s.overflowEmbeddings++;
    } else if (c === PDI) {
      if (s.overflowIsolates > 0) s.overflowIsolates--;
      else if (s.validIsolates > 0) {
        s.overflowEmbeddings = 0;
        while (!s.stack.at(-1)!.isolate) s.stack.pop();
        s.stack.pop();
        s.validIsolates--;
      }
    } else if (c === PDF) {
      if (s.overflowIsolates > 0) continue;
      if (s.overflowEmbeddings > 0) s.overflowEmbeddings--;
      else if (!top.isolate && s.stack.length >= 2) s.stack.pop();
    }
  }
  return s;
}

const character = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...CONTROLS) },
  { weight: 2, arbitrary: fc.constantFrom("A", "n", " ", "-", "7", "\u05D0", "\u0627") },
  { weight: 1, arbitrary: fc.string({ unit: "grapheme", maxLength: 2 }) },
);
const hostile = fc.array(character, { maxLength: 40 }).map((cs) => cs.join(""));
/** What the page had open before the text: any openers, up to past the depth limit. */
const before = fc.array(fc.constantFrom(...OPENERS), { maxLength: 130 }).map((cs) => cs.join(""));

describe("shownText", () => {
  it("leaves the bidi state as it found it, whatever the text and whatever was open", () => {
    fc.assert(
      fc.property(before, hostile, (opened, text) => {
        const at = read(start(), opened);
        expect(read(at, shownText(text))).toEqual(at);
        expect(read(at, balancedBidi(text))).toEqual(at);
      }),
      { numRuns: 2000 },
    );
  });

  it("shows text without bidi controls exactly as stored", () => {
    const plain = fc
      .string({ unit: "grapheme", maxLength: 30 })
      .filter((t) => !CONTROLS.some((c) => t.includes(c)));
    fc.assert(
      fc.property(plain, (text) => {
        expect(shownText(text)).toBe(text);
        expect(balancedBidi(text)).toBe(text);
      }),
    );
  });

  it("keeps every character that is not a bidi control, in order", () => {
    fc.assert(
      fc.property(hostile, (text) => {
        const strip = (t: string) => [...t].filter((c) => !CONTROLS.includes(c)).join("");
        expect(strip(shownText(text))).toBe(strip(text));
      }),
    );
  });

  it("is idempotent once balanced, and keeps well-nested text as it is", () => {
    fc.assert(
      fc.property(hostile, (text) => {
        const balanced = balancedBidi(text);
        expect(balancedBidi(balanced)).toBe(balanced);
      }),
    );
    expect(balancedBidi(`a${RLO}b${PDF}c${LRI}d${PDI}`)).toBe(`a${RLO}b${PDF}c${LRI}d${PDI}`);
  });

  it.each([
    ["an unterminated override", `Ann${RLO}evil`, `${FSI}Ann${RLO}evil${PDF}${PDI}`],
    ["a stray closer of an isolate", `Ann${PDI}${RLO}x`, `${FSI}Ann${RLO}x${PDF}${PDI}`],
    ["a stray PDF", `${PDF}Lee`, `${FSI}Lee${PDI}`],
    [
      "an embedding left open in an isolate",
      `${LRI}a${RLE}b${PDI}`,
      `${FSI}${LRI}a${RLE}b${PDF}${PDI}${PDI}`,
    ],
    ["a mark alone", `Lee\u200F`, `${FSI}Lee\u200F${PDI}`],
    [
      "each line on its own",
      `a${RLO}\nb\r\nc${RLO}`,
      `${FSI}a${RLO}${PDF}${PDI}\nb\r\n${FSI}c${RLO}${PDF}${PDI}`,
    ],
  ])("%s is closed and isolated", (_, stored, shown) => {
    expect(shownText(stored)).toBe(shown);
  });

  it("holds past the depth limit: 200 overrides opened, none closed", () => {
    const text = RLO.repeat(100) + LRI.repeat(100) + "x";
    for (const opened of ["", LRE.repeat(120)]) {
      const at = read(start(), opened);
      expect(read(at, shownText(text))).toEqual(at);
    }
  });
});
