// A box score adds up (app/domain/games/entry.ts boxScoreMismatches): a
// result whose played lines make each team's score passes; any other is named
// team by team, unless it is a forfeit, a game without stats, or the admin
// said the stat sheet is incomplete.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { boxScoreMismatches, type GameResult, type SavedStatLine } from "~/domain/games/entry";
import { uncreditedPoints } from "~/domain/live/game";

const GAME = { homeTeamId: "home", awayTeamId: "away" };
const NAMES: Record<string, string> = { home: "Saints", away: "Shamrocks" };
const line = (teamId: string, points: number, status: SavedStatLine["status"] = "played") => ({
  playerId: `${teamId}-${points}-${Math.random()}`,
  teamId,
  status,
  values: { points, rebounds: 0, assists: 0, blocks: 0, steals: 0 },
});
const result = (lines: SavedStatLine[], extra: Partial<GameResult> = {}): GameResult => {
  const sum = (teamId: string) =>
    lines
      .filter((l) => l.teamId === teamId && l.status === "played")
      .reduce((s, l) => s + l.values.points, 0);
  return {
    homeScore: sum("home"),
    awayScore: sum("away"),
    winnerId: "home",
    stats: lines,
    ...extra,
  };
};
const points = fc.array(fc.nat(40), { minLength: 1, maxLength: 10 });

describe("a box score that adds up", () => {
  it("passes whenever each team's players' points make its score", () => {
    fc.assert(
      fc.property(points, points, (home, away) => {
        const lines = [...home.map((p) => line("home", p)), ...away.map((p) => line("away", p))];
        expect(boxScoreMismatches(result(lines), GAME, (id) => NAMES[id]!)).toEqual([]);
      }),
    );
  });

  it("names each team whose score differs, with both totals", () => {
    fc.assert(
      fc.property(points, points, fc.integer({ min: 1, max: 50 }), (home, away, off) => {
        const lines = [...home.map((p) => line("home", p)), ...away.map((p) => line("away", p))];
        const fair = result(lines);
        const wrong = { ...fair, homeScore: fair.homeScore + off };
        expect(boxScoreMismatches(wrong, GAME, (id) => NAMES[id]!)).toEqual([
          `Saints: the players' points add up to ${fair.homeScore}; the score says ${fair.homeScore + off}.`,
        ]);
        // Said incomplete, or a forfeit, or without stats: no check.
        expect(
          boxScoreMismatches({ ...wrong, statsIncomplete: true }, GAME, (id) => NAMES[id]!),
        ).toEqual([]);
        for (const status of ["forfeit", "no-stats"] as const) {
          const flagged = { ...wrong, stats: [...lines, line("away", 0, status)] };
          expect(boxScoreMismatches(flagged, GAME, (id) => NAMES[id]!)).toEqual([]);
        }
      }),
    );
  });

  it("counts the live points tapped for a team alone", () => {
    const basket = (teamId: string, playerId: string | null, points: number) => ({
      id: `${teamId}${playerId}${points}`,
      teamId,
      playerId,
      points,
      at: new Date(0),
    });
    const baskets = [
      basket("home", null, 3),
      basket("home", "p1", 2),
      basket("away", null, 1),
      basket("home", null, 2),
    ];
    expect(uncreditedPoints(baskets as never, "home")).toBe(5);
    expect(uncreditedPoints(baskets as never, "away")).toBe(1);
  });
});
