import { describe, expect, it } from "vitest";
import {
  computeAllTimeLeaders,
  computeLeaders,
  formatStatValue,
  gameLeaders,
  leadersVisible,
  perGame,
  type StatLine,
} from "~/domain/stats/leaders";
import type { GameStat } from "~/domain/types";
import { stat } from "./fixtures";

/** `games` played lines for one player, each with the given numbers. */
function lines(
  playerId: string,
  games: number,
  numbers: Partial<GameStat> = {},
  tracksBlocksSteals = true,
): StatLine[] {
  return Array.from({ length: games }, (_, i) => ({
    ...stat({ gameId: `${playerId}-g${i}`, playerId, teamId: "t1", ...numbers }),
    tracksBlocksSteals,
  }));
}

const season = { top: 10, completedGames: 10 };

describe("perGame and formatStatValue", () => {
  it.each([
    [37, 3, 12.3],
    [10, 4, 2.5],
    [1, 8, 0.1], // 0.125 rounds half up
    [5, 0, 0],
    [0, 3, 0],
  ])("perGame(%s, %s) = %s", (total, games, value) => {
    expect(perGame(total, games)).toBe(value);
  });

  it.each([
    [12.3, "12.3"],
    [8, "8.0"],
    [0, "0.0"],
  ])("formatStatValue(%s) = %s", (n, text) => {
    expect(formatStatValue(n)).toBe(text);
  });
});

describe("computeLeaders", () => {
  it("ranks by per-game value, with total and games", () => {
    const all = [...lines("a", 2, { points: 10 }), ...lines("b", 3, { points: 20 })];
    const { points } = computeLeaders(all, season);
    expect(points).toEqual([
      {
        playerId: "b",
        teamId: "t1",
        stat: "points",
        value: 20,
        total: 60,
        gamesPlayed: 3,
        rank: 1,
        label: "1",
      },
      {
        playerId: "a",
        teamId: "t1",
        stat: "points",
        value: 10,
        total: 20,
        gamesPlayed: 2,
        rank: 2,
        label: "2",
      },
    ]);
  });

  it("counts only 'played' lines as games", () => {
    const all = [
      ...lines("a", 2, { points: 10 }),
      ...lines("a", 3, { status: "dnp" }),
      ...lines("a", 1, { status: "forfeit" }),
      ...lines("a", 1, { status: "no-stats" }),
    ];
    expect(computeLeaders(all, season).points[0]).toMatchObject({ value: 10, gamesPlayed: 2 });
  });

  it("shares ranks on equal rounded values (1, T2, T2, 4), ordered by playerId", () => {
    const all = [
      ...lines("d", 1, { rebounds: 5 }),
      ...lines("c", 1, { rebounds: 8 }),
      ...lines("b", 1, { rebounds: 8 }),
      ...lines("a", 1, { rebounds: 9 }),
    ];
    const rows = computeLeaders(all, season).rebounds;
    expect(rows.map((r) => [r.playerId, r.rank, r.label])).toEqual([
      ["a", 1, "1"],
      ["b", 2, "T2"],
      ["c", 2, "T2"],
      ["d", 4, "4"],
    ]);
  });

  it("treats values equal after rounding as a tie", () => {
    // 7 in 3 games (2.33…) and 23 in 10 games (2.3) both show as 2.3.
    const all = [...lines("x", 3, { assists: 0 }), ...lines("y", 10, { assists: 0 })];
    all[0]!.assists = 7;
    all[3]!.assists = 23;
    const rows = computeLeaders(all, season).assists;
    expect(rows.map((r) => r.label)).toEqual(["T1", "T1"]);
  });

  it("keeps rows with rank <= top, including everyone tied at the cut", () => {
    const all = [
      ...lines("a", 1, { points: 30 }),
      ...lines("b", 1, { points: 20 }),
      ...lines("c", 1, { points: 20 }),
      ...lines("d", 1, { points: 10 }),
    ];
    expect(computeLeaders(all, { top: 2, completedGames: 10 }).points.map((r) => r.label)).toEqual([
      "1",
      "T2",
      "T2",
    ]);
    expect(
      computeLeaders(all, { top: 1, completedGames: 10 }).points.map((r) => r.playerId),
    ).toEqual(["a"]);
  });

  it("skips zero values", () => {
    const rows = computeLeaders(lines("a", 2, { points: 4 }), season);
    expect(rows.points).toHaveLength(1);
    expect(rows.rebounds).toEqual([]);
  });

  it.each([
    { completedGames: 40, games: 4, listed: true },
    { completedGames: 41, games: 4, listed: false },
    { completedGames: 41, games: 5, listed: true },
    { completedGames: 100, games: 5, listed: true },
  ])(
    "a player with $games games in a $completedGames-game season is listed: $listed",
    ({ completedGames, games, listed }) => {
      const rows = computeLeaders(lines("a", games, { points: 10 }), { top: 10, completedGames });
      expect(rows.points.length > 0).toBe(listed);
    },
  );

  it("averages blocks and steals over tracked games only", () => {
    const all = [
      ...lines("a", 4, { points: 10, blocks: 9, steals: 9 }, false), // before tracking: ignored
      ...lines("a", 2, { points: 10, blocks: 3, steals: 1 }, true),
    ];
    const leaders = computeLeaders(all, season);
    expect(leaders.points[0]).toMatchObject({ value: 10, gamesPlayed: 6, total: 60 });
    expect(leaders.blocks[0]).toMatchObject({ value: 3, gamesPlayed: 2, total: 6 });
    expect(leaders.steals[0]).toMatchObject({ value: 1, gamesPlayed: 2, total: 2 });
  });

  it("applies the minimum to tracked games for blocks and steals", () => {
    const all = [
      ...lines("a", 4, { points: 10, blocks: 2 }, false),
      ...lines("a", 2, { points: 10, blocks: 2 }, true),
    ];
    const leaders = computeLeaders(all, { top: 10, completedGames: 50 });
    expect(leaders.points).toHaveLength(1);
    expect(leaders.blocks).toEqual([]);
  });

  it("shows the team of the player's latest line", () => {
    const all = [
      ...lines("a", 2, { points: 10, teamId: "old" }),
      ...lines("a", 1, { points: 10, teamId: "new" }),
    ];
    expect(computeLeaders(all, season).points[0]?.teamId).toBe("new");
  });
});

describe("computeAllTimeLeaders", () => {
  it("always applies the minimum-games rule and keeps the top 20", () => {
    const all = [
      ...lines("few", 4, { points: 50 }),
      ...Array.from({ length: 25 }, (_, i) =>
        lines(`p${String(i).padStart(2, "0")}`, 5, { points: 10 + i }),
      ).flat(),
    ];
    const { points } = computeAllTimeLeaders(all);
    expect(points).toHaveLength(20);
    expect(points.some((r) => r.playerId === "few")).toBe(false);
    expect(points[0]).toMatchObject({ playerId: "p24", value: 34, label: "1" });
    expect(computeAllTimeLeaders(all, 3).points).toHaveLength(3);
  });
});

describe("gameLeaders", () => {
  it("ranks raw values, top 3 with ties, skipping zeros and non-played lines", () => {
    const rows = gameLeaders([
      stat({ playerId: "a", points: 20, steals: 2 }),
      stat({ playerId: "b", points: 15 }),
      stat({ playerId: "c", points: 15 }),
      stat({ playerId: "d", points: 12 }),
      stat({ playerId: "e", points: 0 }),
      stat({ playerId: "f", status: "dnp" }),
    ]);
    expect(rows.points.map((r) => [r.playerId, r.value, r.label])).toEqual([
      ["a", 20, "1"],
      ["b", 15, "T2"],
      ["c", 15, "T2"],
    ]);
    expect(rows.steals.map((r) => r.playerId)).toEqual(["a"]);
    expect(rows.blocks).toEqual([]);
    expect(rows.points[0]).toMatchObject({ total: 20, gamesPlayed: 1 });
  });
});

describe("leadersVisible", () => {
  it.each([
    [32, 16, false],
    [33, 16, true],
    [0, 0, false],
  ])("%s completed games, %s teams → %s", (completed, teams, visible) => {
    expect(leadersVisible(completed, teams)).toBe(visible);
  });
});
