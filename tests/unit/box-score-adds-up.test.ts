// A box score adds up (app/domain/games/entry.ts boxScoreMismatches): a
// result whose played lines make each team's score passes; any other is named
// team by team, unless it is a forfeit, a game without stats, or the admin
// said the stat sheet is incomplete.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { boxScoreMismatches, type GameResult, type SavedStatLine } from "~/domain/games/entry";
import { pointsTally, tallyWords, typedPointsTally, wholeNumber } from "~/domain/games/tally";

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
/** What a refusal says of `n` points left to credit (below 0: credited beyond the score). */
const off = (n: number) =>
  n > 0
    ? `${n} ${n === 1 ? "point" : "points"} not credited to a player`
    : `${-n} ${n === -1 ? "point" : "points"} more than the score`;

describe("a box score that adds up", () => {
  it("passes whenever each team's players' points make its score", () => {
    fc.assert(
      fc.property(points, points, (home, away) => {
        const lines = [...home.map((p) => line("home", p)), ...away.map((p) => line("away", p))];
        expect(boxScoreMismatches(result(lines), GAME, (id) => NAMES[id]!)).toEqual([]);
      }),
    );
  });

  it("names each team whose score differs, too high or too low, away first, with both totals", () => {
    const seen = new Set<string>();
    fc.assert(
      fc.property(
        points,
        points,
        fc.integer({ min: -50, max: 50 }),
        fc.integer({ min: -50, max: 50 }),
        (home, away, homeOff, awayOff) => {
          const lines = [...home.map((p) => line("home", p)), ...away.map((p) => line("away", p))];
          const fair = result(lines);
          const homeScore = Math.max(0, fair.homeScore + homeOff);
          const awayScore = Math.max(0, fair.awayScore + awayOff);
          const expected: string[] = [];
          if (awayScore !== fair.awayScore) {
            seen.add(awayScore > fair.awayScore ? "away too high" : "away too low");
            expected.push(
              `Shamrocks: the players' points add up to ${fair.awayScore}; the score says ${awayScore} (${off(awayScore - fair.awayScore)}).`,
            );
          }
          if (homeScore !== fair.homeScore) {
            seen.add(homeScore > fair.homeScore ? "home too high" : "home too low");
            expected.push(
              `Saints: the players' points add up to ${fair.homeScore}; the score says ${homeScore} (${off(homeScore - fair.homeScore)}).`,
            );
          }
          const wrong = { ...fair, homeScore, awayScore };
          expect(boxScoreMismatches(wrong, GAME, (id) => NAMES[id]!)).toEqual(expected);
        },
      ),
      { seed: 3 },
    );
    expect([...seen].sort()).toEqual([
      "away too high",
      "away too low",
      "home too high",
      "home too low",
    ]);
  });

  it("is not checked for a forfeit, a game without stats or lines, or a sheet said incomplete; is checked otherwise", () => {
    const lines = [line("home", 10), line("home", 8), line("away", 12)];
    const names = (id: string) => NAMES[id]!;
    // Away 12 scored, the score says 20: the same wrong result in every case below.
    const wrong = { ...result(lines), awayScore: 20 };
    const said = [
      "Shamrocks: the players' points add up to 12; the score says 20 (8 points not credited to a player).",
    ];
    expect(boxScoreMismatches(wrong, GAME, names)).toEqual(said);
    // The sheet said incomplete, or not.
    expect(boxScoreMismatches({ ...wrong, statsIncomplete: true }, GAME, names)).toEqual([]);
    expect(boxScoreMismatches({ ...wrong, statsIncomplete: false }, GAME, names)).toEqual(said);
    // A forfeit or a No Stats line, on either team: not a box score.
    for (const status of ["forfeit", "no-stats"] as const) {
      for (const team of ["home", "away"]) {
        const flagged = { ...wrong, stats: [...lines, line(team, 0, status)] };
        expect(boxScoreMismatches(flagged, GAME, names), `${status} ${team}`).toEqual([]);
      }
    }
    // A line that did not play is no exemption, and its points do not count.
    const dnp = { ...wrong, stats: [...lines, line("away", 8, "dnp")] };
    expect(boxScoreMismatches(dnp, GAME, names)).toEqual(said);
    // No line played at all (nothing entered): nothing to add up.
    const blank = { ...wrong, stats: lines.map((l) => ({ ...l, status: "dnp" as const })) };
    expect(boxScoreMismatches(blank, GAME, names)).toEqual([]);
    expect(boxScoreMismatches({ ...wrong, stats: [] }, GAME, names)).toEqual([]);
    // One played line is enough to check: the other team's missing points count as 0.
    const one = { ...wrong, stats: [line("home", 18)] };
    expect(boxScoreMismatches(one, GAME, names)).toEqual([
      "Shamrocks: the players' points add up to 0; the score says 20 (20 points not credited to a player).",
    ]);
  });
});

// The running total under each team's name on the result form, and the
// refusal's figures: one tally (app/domain/games/tally.ts).
describe("a team's points tally", () => {
  const box = fc.oneof(fc.nat(60).map(String), fc.constantFrom("", " ", "abc", "-3", "2.5", " 7 "));

  it("credited and left to credit make the score, whatever was typed in the boxes", () => {
    fc.assert(
      fc.property(fc.nat(300), fc.array(box, { maxLength: 15 }), (score, boxes) => {
        const tally = typedPointsTally(String(score), boxes);
        // A box counts when it holds a whole number; blank or anything else counts as 0.
        const counted = boxes.reduce((sum, b) => sum + (/^\s*\d+\s*$/.test(b) ? Number(b) : 0), 0);
        expect(tally.credited).toBe(counted);
        expect(tally.score).toBe(score);
        expect(tally.credited + tally.uncredited!).toBe(score);
      }),
    );
  });

  it("says what is left, never contradicting the refusal of a box score that does not add up", () => {
    fc.assert(
      fc.property(
        fc.nat(120),
        fc.array(fc.nat(40), { minLength: 1, maxLength: 12 }),
        (score, pts) => {
          const tally = pointsTally(score, pts);
          const { total, rest } = tallyWords(tally);
          expect(total).toBe(`Players' points: ${tally.credited} of ${score}`);
          const lines = pts.map((p) => line("away", p));
          const mismatches = boxScoreMismatches(
            { homeScore: 0, awayScore: score, winnerId: "home", stats: lines },
            GAME,
            (id) => NAMES[id]!,
          );
          if (tally.uncredited === 0) {
            expect(rest).toBe("Every point credited to a player");
            expect(mismatches).toEqual([]);
          } else {
            expect(rest).toBe(off(tally.uncredited!));
            expect(mismatches).toEqual([
              `Shamrocks: the players' points add up to ${tally.credited}; the score says ${score} (${rest}).`,
            ]);
          }
        },
      ),
    );
  });

  it("reads boxes as the form does, and says only the total while the score is blank", () => {
    expect(["", "  ", "abc", "-1", "1e2", "4.0"].map(wholeNumber)).toEqual([
      null,
      null,
      null,
      null,
      null,
      null,
    ]);
    expect([" 17 ", "0", "048"].map(wholeNumber)).toEqual([17, 0, 48]);
    const typing = typedPointsTally("", ["17", ""]);
    expect(typing).toEqual({ credited: 17, score: null, uncredited: null });
    expect(tallyWords(typing)).toEqual({ total: "Players' points: 17", rest: null });
    expect(tallyWords(typedPointsTally("48", ["17", "", "abc"]))).toEqual({
      total: "Players' points: 17 of 48",
      rest: "31 points not credited to a player",
    });
    expect(tallyWords(typedPointsTally("48", ["47"])).rest).toBe(
      "1 point not credited to a player",
    );
    expect(tallyWords(typedPointsTally("48", ["50"])).rest).toBe("2 points more than the score");
  });
});
