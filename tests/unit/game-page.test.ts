// Rules behind the game page: box-score columns, order and totals, the
// headline of a result, and the team leaders of a preview.
import { describe, expect, it } from "vitest";
import {
  boxScoreTotals,
  notPlayedLabel,
  orderBoxScore,
  type BoxScoreLine,
} from "~/domain/games/box-score";
import { matchupTitle, scoreHeadline } from "~/domain/games/summary";
import type { StatLine } from "~/domain/stats/leaders";
import { teamAllTimeLeaders, teamSeasonLeaders } from "~/domain/stats/team-leaders";
import type { GameStat, TeamRef } from "~/domain/types";
import { game, stat } from "./fixtures";
import { trackedStatKeys } from "~/domain/league";

const line = (
  playerId: string,
  lastName: string,
  overrides: Partial<GameStat> = {},
): BoxScoreLine => ({
  ...stat({ playerId, ...overrides }),
  firstName: "Pat",
  lastName,
  jerseyNumber: null,
});

describe("box score", () => {
  it("has blocks and steals columns only for games that recorded them", () => {
    expect(trackedStatKeys(true)).toEqual(["points", "rebounds", "assists", "blocks", "steals"]);
    expect(trackedStatKeys(false)).toEqual(["points", "rebounds", "assists"]);
  });

  it.each([
    ["played", null],
    ["dnp", "DNP"],
    ["no-stats", "No stats"],
    ["forfeit", "Forfeit"],
  ] as const)("reads status %s as %s", (status, label) => {
    expect(notPlayedLabel(status)).toBe(label);
  });

  it("lists players who played by points, then the others by name", () => {
    const ordered = orderBoxScore([
      line("a", "Walsh", { status: "dnp" }),
      line("b", "Burke", { points: 4 }),
      line("c", "Doyle", { points: 12 }),
      line("d", "Ahern", { status: "dnp" }),
      line("e", "Casey", { points: 4 }),
    ]);
    expect(ordered.map((l) => l.playerId)).toEqual(["c", "b", "e", "d", "a"]);
  });

  it("totals only the lines of players who played", () => {
    const totals = boxScoreTotals([
      stat({ points: 10, rebounds: 3, assists: 1, blocks: 2, steals: 0 }),
      stat({ points: 7, rebounds: 5, assists: 4, blocks: 0, steals: 3 }),
      // A DNP row carries no numbers, even if something slipped in.
      stat({ points: 9, status: "dnp" }),
    ]);
    expect(totals).toEqual({ points: 17, rebounds: 8, assists: 5, blocks: 2, steals: 3 });
  });
});

describe("game titles", () => {
  const teams = new Map<string, TeamRef>([
    ["home", { id: "home", name: "Shamrocks", abbreviation: "SHAM", color: "#1f6f43" }],
    ["away", { id: "away", name: "Broadway Bulldogs", abbreviation: "BULL", color: "#8b1a1a" }],
  ]);

  it("names the away team first", () => {
    expect(matchupTitle(game(), teams)).toBe("Broadway Bulldogs at Shamrocks");
    const tbd = game({ homeTeamId: null, awayTeamId: null, homePlaceholder: "Winner 1vs8" });
    expect(matchupTitle(tbd, teams)).toBe("TBD at Winner 1vs8");
  });

  it("leads a result with the winner", () => {
    const homeWin = game({ winnerId: "home", homeScore: 66, awayScore: 65, status: "completed" });
    expect(scoreHeadline(homeWin, teams)).toBe("Shamrocks 66, Broadway Bulldogs 65");
    const awayWin = game({ winnerId: "away", homeScore: 50, awayScore: 61, status: "completed" });
    expect(scoreHeadline(awayWin, teams)).toBe("Broadway Bulldogs 61, Shamrocks 50");
    expect(scoreHeadline(game(), teams)).toBeNull();
  });
});

describe("team leaders of a preview", () => {
  const played = (playerId: string, teamId: string, points: number, n: number): StatLine[] =>
    Array.from({ length: n }, (_, i) => ({
      ...stat({ gameId: `${playerId}-${teamId}-${i}`, playerId, teamId, points }),
      tracksBlocksSteals: true,
    }));
  const roster = new Set(["p1", "p2", "p3", "p4"]);

  it("ranks the roster's lines for this team only, top 3 with ties", () => {
    const lines = [
      ...played("p1", "t1", 20, 5),
      ...played("p1", "t2", 40, 5), // his games for another team do not count this season
      ...played("p2", "t1", 15, 5),
      ...played("p3", "t1", 15, 5),
      ...played("p4", "t1", 10, 5),
      ...played("outsider", "t1", 30, 5), // not on the roster (left the team)
    ];
    const points = teamSeasonLeaders(lines, "t1", roster, 10).points;
    expect(points.map((r) => [r.playerId, r.value, r.label])).toEqual([
      ["p1", 20, "1"],
      ["p2", 15, "T2"],
      ["p3", 15, "T2"],
    ]);
  });

  it("skips players under five games once the season has more than 40 games", () => {
    const lines = [...played("p1", "t1", 30, 4), ...played("p2", "t1", 10, 5)];
    expect(teamSeasonLeaders(lines, "t1", roster, 41).points.map((r) => r.playerId)).toEqual([
      "p2",
    ]);
    expect(teamSeasonLeaders(lines, "t1", roster, 40).points.map((r) => r.playerId)).toEqual([
      "p1",
      "p2",
    ]);
  });

  it("counts every team a roster player ever played for all-time", () => {
    const lines = [...played("p1", "t2", 30, 5), ...played("p1", "t1", 10, 5)];
    const points = teamAllTimeLeaders(lines, roster).points;
    expect(points).toHaveLength(1);
    expect(points[0]).toMatchObject({ playerId: "p1", value: 20, gamesPlayed: 10 });
  });

  it("leaves out all-time a player who is not on the roster now, however good", () => {
    const lines = [...played("p1", "t1", 10, 5), ...played("outsider", "t1", 30, 5)];
    expect(teamAllTimeLeaders(lines, roster).points.map((r) => r.playerId)).toEqual(["p1"]);
  });
});
