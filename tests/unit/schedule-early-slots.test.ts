// The earliest time's fairness, the search itself
// (app/domain/season-schedule/early-slots.ts and early-exact.ts): rounds built by
// hand, where the answer is known from counting, fed to chooseEarlyGames without
// the generator around it.
import { describe, expect, it } from "vitest";
import { SeededRandom } from "~/domain/season-schedule/calendar";
import { chooseEarlyGames } from "~/domain/season-schedule/early-slots";
import type { EarlyRound } from "~/domain/season-schedule/types";

describe("chooseEarlyGames when no fair split exists", () => {
  // 26 teams in one group: A = 0 … 23 and B = 24, 25. Rounds, in this order:
  //   2 rounds with B's one game, at the earliest time (so B must play there twice);
  //   11 rounds of the same 12 games of A (0–1, 2–3, … 22–23), 1 of them early;
  //   1 round of 12 other games of A (1–2, 3–4, … 23–0), 1 of them early.
  // 14 early games: 28 places for 26 teams, so every team 1 (q) and 2 teams 2. B takes
  // both places above q, so each A team needs exactly 1: the 11 like rounds must pick 11
  // different games, leaving one pair x–(x+1) of A at 0, and the last round has no game
  // between those two. No split exists, yet each team on its own can still reach q, so
  // the quick checks pass, the swap search finds nothing, and the exact search must prove
  // it. It can, cheaply, only if it drops every choice that puts a third or fourth team
  // above q (about 50,000 steps); keeping them, it wanders through the ways of playing
  // a pair of A early twice (millions) and runs out of budget, and the admin would be
  // told that another seed may help.
  const m = 12;
  const alike = Array.from({ length: m }, (_, i) => [2 * i, 2 * i + 1] as const);
  const other = Array.from({ length: m }, (_, i) => [2 * i + 1, (2 * i + 2) % (2 * m)] as const);
  const b = [2 * m, 2 * m + 1] as const;
  const rounds: EarlyRound[] = [
    { games: [b], early: 1 },
    { games: [b], early: 1 },
    ...Array.from({ length: m - 1 }, () => ({ games: alike, early: 1 })),
    { games: other, early: 1 },
  ];
  const groupOf = new Array<number>(2 * m + 2).fill(0);

  it("proves it (every choice was tried) instead of giving up", () => {
    for (const seed of [1, 2, 3]) {
      expect(chooseEarlyGames(groupOf, rounds, new SeededRandom(seed))).toEqual({
        ok: false,
        obstacle: { kind: "exhausted" },
        places: 28,
        teams: 26,
      });
    }
  });

  it("finds the split once the last round holds the missing pair's game", () => {
    // The same rounds with the last one a copy of the others: each of the 12 rounds of
    // A picks a different game. The answer is then unique: B at 2, every A team at 1.
    const fair = [...rounds.slice(0, -1), { games: alike, early: 1 }];
    const result = chooseEarlyGames(groupOf, fair, new SeededRandom(1));
    expect(result.ok && result.counts).toEqual([...new Array<number>(2 * m).fill(1), 2, 2]);
  });
});
