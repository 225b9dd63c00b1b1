// A swipe across the playoff bracket: which round it moves to. Expected rounds
// are written by hand; the property checks every swipe against the rule in
// words and counts that each kind of swipe was met.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { roundAfterSwipe } from "~/domain/playoffs/swipe";

describe("roundAfterSwipe", () => {
  it("moves one round left to the next and right to the previous, past 10 px", () => {
    expect(roundAfterSwipe(0, 4, -60, 0)).toBe(1);
    expect(roundAfterSwipe(1, 4, 60, 5)).toBe(0);
    expect(roundAfterSwipe(2, 4, -11, 0)).toBe(3);
    expect(roundAfterSwipe(2, 4, 11, -3)).toBe(1);
  });

  it("does nothing for 10 px or less, a mostly vertical swipe, or past either end", () => {
    expect(roundAfterSwipe(0, 4, -10, 0)).toBeNull();
    expect(roundAfterSwipe(0, 4, -8, 0)).toBeNull();
    expect(roundAfterSwipe(1, 4, 10, 0)).toBeNull();
    expect(roundAfterSwipe(1, 4, -40, 41)).toBeNull();
    expect(roundAfterSwipe(1, 4, 40, -41)).toBeNull();
    expect(roundAfterSwipe(0, 4, 60, 0)).toBeNull();
    expect(roundAfterSwipe(3, 4, -60, 0)).toBeNull();
    expect(roundAfterSwipe(0, 1, -60, 0)).toBeNull();
  });

  it("moves at most one round, only for a long, mostly horizontal swipe, and stays in the bracket", () => {
    const met = { next: 0, previous: 0, short: 0, vertical: 0, end: 0 };
    fc.assert(
      fc.property(
        fc
          .integer({ min: 1, max: 6 })
          .chain((count) =>
            fc.tuple(
              fc.constant(count),
              fc.integer({ min: 0, max: count - 1 }),
              fc.integer({ min: -400, max: 400 }),
              fc.integer({ min: -400, max: 400 }),
            ),
          ),
        ([count, index, dx, dy]) => {
          const to = roundAfterSwipe(index, count, dx, dy);
          const counts = Math.abs(dx) > 10 && Math.abs(dx) >= Math.abs(dy);
          const wanted = dx < 0 ? index + 1 : index - 1;
          if (!counts) {
            met[Math.abs(dx) <= 10 ? "short" : "vertical"]++;
            expect(to).toBeNull();
          } else if (wanted < 0 || wanted >= count) {
            met.end++;
            expect(to).toBeNull();
          } else {
            met[dx < 0 ? "next" : "previous"]++;
            expect(to).toBe(wanted);
          }
        },
      ),
      { numRuns: 2_000 },
    );
    for (const [kind, n] of Object.entries(met))
      expect(n, `${kind} swipes met`).toBeGreaterThan(20);
  });
});
