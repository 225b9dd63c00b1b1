import { describe, expect, it } from "vitest";
import {
  allTimeLeadersFromTotals,
  averageOf,
  careerAverages,
  formatGameLogResult,
  gameLogCell,
  gameLogResult,
  gameLogResultParts,
  opponentId,
  opponentPrefix,
  type CareerLine,
} from "~/domain/stats/career";
import { computeAllTimeLeaders, type PlayerTotals, type StatLine } from "~/domain/stats/leaders";
import { STAT_KEYS } from "~/domain/league";
import { formatHeight } from "~/domain/people/choices";

function line(overrides: Partial<CareerLine> = {}): CareerLine {
  return {
    seasonId: 1,
    teamId: "tigers",
    status: "played",
    points: 0,
    rebounds: 0,
    assists: 0,
    blocks: 0,
    steals: 0,
    tracksBlocksSteals: true,
    ...overrides,
  };
}

describe("careerAverages", () => {
  it("computes the career row from game rows, not by averaging season averages", () => {
    // Season 1: one game of 30 points. Season 2: three games of 10 points.
    // Averaging the season averages would give (30 + 10) / 2 = 20.0;
    // the career is really 60 points over 4 games = 15.0.
    const lines = [
      line({ seasonId: 1, points: 30 }),
      line({ seasonId: 2, points: 10 }),
      line({ seasonId: 2, points: 10 }),
      line({ seasonId: 2, points: 10 }),
    ];
    const { seasons, all } = careerAverages(lines);
    expect(seasons.map((s) => [s.season, s.gamesPlayed, s.perGame.points])).toEqual([
      [1, 1, 30],
      [2, 3, 10],
    ]);
    expect(all.season).toBe("all");
    expect(all.gamesPlayed).toBe(4);
    expect(all.totals.points).toBe(60);
    expect(all.perGame.points).toBe(15);
  });

  it("rounds per-game values to one decimal from the totals", () => {
    const { all } = careerAverages([
      line({ rebounds: 1 }),
      line({ rebounds: 1 }),
      line({ rebounds: 0 }),
    ]);
    expect(all.perGame.rebounds).toBe(0.7);
  });

  it("averages blocks and steals only over games that recorded them", () => {
    const lines = [
      // Before tracking began: zeros that mean "not recorded".
      line({ seasonId: 2, points: 8, tracksBlocksSteals: false }),
      line({ seasonId: 2, points: 8, tracksBlocksSteals: false }),
      line({ seasonId: 2, points: 8, blocks: 2, steals: 1, tracksBlocksSteals: true }),
      line({ seasonId: 3, points: 8, blocks: 1, steals: 3, tracksBlocksSteals: true }),
    ];
    const { seasons, all } = careerAverages(lines);
    const season2 = seasons[0]!;
    expect(season2.gamesPlayed).toBe(3);
    expect(season2.trackedGames).toBe(1);
    expect(season2.perGame.blocks).toBe(2);
    expect(season2.perGame.steals).toBe(1);
    expect(all.gamesPlayed).toBe(4);
    expect(all.trackedGames).toBe(2);
    expect(all.perGame.points).toBe(8);
    // 3 blocks over 2 tracked games, not over all 4 games played.
    expect(all.perGame.blocks).toBe(1.5);
    expect(all.perGame.steals).toBe(2);
  });

  it("leaves blocks and steals empty for a season that never recorded them", () => {
    const row = averageOf(1, [
      line({ points: 10, blocks: 9, tracksBlocksSteals: false }),
      line({ points: 12, tracksBlocksSteals: false }),
    ]);
    expect(row.perGame.points).toBe(11);
    expect(row.perGame.blocks).toBeNull();
    expect(row.perGame.steals).toBeNull();
    // Stray numbers in untracked games are not added up.
    expect(row.totals.blocks).toBe(0);
  });

  it("does not count DNP, forfeit or no-stats rows as games played", () => {
    const lines = [
      line({ points: 20 }),
      line({ status: "dnp" }),
      line({ status: "forfeit" }),
      line({ status: "no-stats" }),
      line({ points: 10 }),
    ];
    const { all } = careerAverages(lines);
    expect(all.gamesPlayed).toBe(2);
    expect(all.perGame.points).toBe(15);
  });

  it("gives no averages to a season without a game played, but keeps its team", () => {
    const { seasons, all } = careerAverages([line({ seasonId: 4, status: "dnp", teamId: "owls" })]);
    expect(seasons[0]!.gamesPlayed).toBe(0);
    expect(seasons[0]!.teamIds).toEqual(["owls"]);
    expect(Object.values(seasons[0]!.perGame)).toEqual([null, null, null, null, null]);
    expect(all.perGame.points).toBeNull();
  });

  it("lists seasons oldest first and every team of a season in order of appearance", () => {
    const { seasons, all } = careerAverages([
      line({ seasonId: 3, teamId: "owls" }),
      line({ seasonId: 1, teamId: "tigers" }),
      line({ seasonId: 3, teamId: "bears" }),
      line({ seasonId: 3, teamId: "owls" }),
    ]);
    expect(seasons.map((s) => s.season)).toEqual([1, 3]);
    expect(seasons[1]!.teamIds).toEqual(["owls", "bears"]);
    expect(all.teamIds).toEqual(["owls", "tigers", "bears"]);
  });

  it("is empty for a player without games", () => {
    const { seasons, all } = careerAverages([]);
    expect(seasons).toEqual([]);
    expect(all.gamesPlayed).toBe(0);
  });
});

describe("game log", () => {
  const game = {
    homeTeamId: "tigers",
    awayTeamId: "owls",
    homeScore: 66,
    awayScore: 65,
    winnerId: "tigers",
  };

  it("reads the result from the player's side, his team's score first", () => {
    expect(gameLogResult(line({ teamId: "tigers" }), game)).toBe("W 66-65");
    expect(gameLogResult(line({ teamId: "owls" }), game)).toBe("L 65-66");
  });

  it.each([
    ["forfeit", "Forfeit"],
    ["no-stats", "No stats"],
    ["dnp", "DNP"],
  ] as const)("gives the team's result of a %s row, marked", (status, mark) => {
    // Home side and away side, winner and loser.
    expect(gameLogResult(line({ status, teamId: "tigers" }), game)).toBe(`W 66-65 · ${mark}`);
    expect(gameLogResult(line({ status, teamId: "owls" }), game)).toBe(`L 65-66 · ${mark}`);
    const awayWin = { ...game, homeScore: 52, awayScore: 77, winnerId: "owls" };
    expect(gameLogResult(line({ status, teamId: "owls" }), awayWin)).toBe(`W 77-52 · ${mark}`);
    expect(gameLogResult(line({ status, teamId: "tigers" }), awayWin)).toBe(`L 52-77 · ${mark}`);
  });

  it("counts a forfeit as a W or an L, in parts the page can style", () => {
    const forfeit = { ...game, homeScore: 20, awayScore: 0 };
    expect(gameLogResultParts(line({ status: "forfeit", teamId: "tigers" }), forfeit)).toEqual({
      letter: "W",
      score: "20-0",
      mark: "Forfeit",
    });
    expect(gameLogResultParts(line({ status: "forfeit", teamId: "owls" }), forfeit)).toEqual({
      letter: "L",
      score: "0-20",
      mark: "Forfeit",
    });
    expect(gameLogResultParts(line({ teamId: "tigers" }), game)).toEqual({
      letter: "W",
      score: "66-65",
      mark: null,
    });
  });

  it("splits the cell into the outcome and the mark, and formats them with a '·'", () => {
    const dnp = gameLogResultParts(line({ status: "dnp", teamId: "owls" }), game);
    expect(gameLogCell(dnp)).toEqual({ outcome: "L 65-66", mark: "DNP" });
    expect(formatGameLogResult(dnp)).toBe("L 65-66 · DNP");
    const played = gameLogResultParts(line({ teamId: "owls" }), game);
    expect(gameLogCell(played)).toEqual({ outcome: "L 65-66", mark: null });
    expect(formatGameLogResult(played)).toBe("L 65-66");
  });

  it("keeps the letter when the scores are missing", () => {
    const noScores = { ...game, homeScore: null, awayScore: null };
    expect(gameLogResult(line({ status: "forfeit", teamId: "owls" }), noScores)).toBe(
      "L · Forfeit",
    );
    expect(gameLogResult(line({ teamId: "tigers" }), noScores)).toBe("W");
  });

  it("says only the mark when his team's side cannot be told", () => {
    // His line's team is on neither side (a slot without a team, or bad data).
    const openSlot = { ...game, awayTeamId: null, winnerId: "tigers" };
    expect(gameLogResultParts(line({ status: "dnp", teamId: "owls" }), openSlot)).toEqual({
      letter: null,
      score: null,
      mark: "DNP",
    });
    expect(gameLogResult(line({ status: "dnp", teamId: "owls" }), openSlot)).toBe("DNP");
    expect(gameLogResult(line({ teamId: "owls" }), openSlot)).toBe("–");
    // A winner that is neither team is no W and no L.
    expect(gameLogResult(line({ status: "no-stats" }), { ...game, winnerId: "bears" })).toBe(
      "No stats",
    );
  });

  it("shows a dash for an undecided game", () => {
    expect(gameLogResult(line(), { ...game, winnerId: null })).toBe("–");
    expect(gameLogResult(line({ status: "dnp" }), { ...game, winnerId: null })).toBe("DNP");
  });

  it("prefixes the opponent with vs at home and @ away", () => {
    expect(opponentPrefix("tigers", game)).toBe("vs");
    expect(opponentPrefix("owls", game)).toBe("@");
    expect(opponentId("tigers", game)).toBe("owls");
    expect(opponentId("owls", game)).toBe("tigers");
  });
});

describe("formatHeight", () => {
  it("writes feet and inches", () => {
    expect(formatHeight(6, 1)).toBe(`6'1"`);
    expect(formatHeight(5, null)).toBe(`5'0"`);
    expect(formatHeight(null, 4)).toBeNull();
  });
});

describe("allTimeLeadersFromTotals", () => {
  function statLine(playerId: string, overrides: Partial<StatLine> = {}): StatLine {
    return {
      gameId: "g",
      playerId,
      teamId: "t",
      points: 0,
      rebounds: 0,
      assists: 0,
      blocks: 0,
      steals: 0,
      status: "played",
      tracksBlocksSteals: true,
      ...overrides,
    };
  }

  /** What careerTotals() adds up in SQL, done by hand. */
  function totalsOf(lines: StatLine[]): PlayerTotals[] {
    const byPlayer = new Map<string, PlayerTotals>();
    for (const l of lines) {
      if (l.status !== "played") continue;
      const c = byPlayer.get(l.playerId) ?? {
        playerId: l.playerId,
        teamId: "",
        gamesPlayed: 0,
        trackedGames: 0,
        totals: { points: 0, rebounds: 0, assists: 0, blocks: 0, steals: 0 },
      };
      c.gamesPlayed++;
      c.totals.points += l.points;
      c.totals.rebounds += l.rebounds;
      c.totals.assists += l.assists;
      if (l.tracksBlocksSteals) {
        c.trackedGames++;
        c.totals.blocks += l.blocks;
        c.totals.steals += l.steals;
      }
      byPlayer.set(l.playerId, c);
    }
    return [...byPlayer.values()];
  }

  it("ranks exactly like computeAllTimeLeaders over the lines", () => {
    // 30 players with 0-12 games each, some before tracking, some sat out:
    // a mix that exercises the 5-game minimum, tracked denominators and ties.
    const lines: StatLine[] = [];
    let seed = 7;
    const next = (n: number) => {
      seed = (seed * 16807) % 2147483647; // Park-Miller: exact in doubles
      return seed % n;
    };
    for (let p = 0; p < 30; p++) {
      const games = next(13);
      for (let g = 0; g < games; g++) {
        lines.push(
          statLine(`p${p}`, {
            points: next(25),
            rebounds: next(12),
            assists: next(8),
            blocks: next(4),
            steals: next(4),
            tracksBlocksSteals: g % 3 !== 0,
            status: next(10) === 0 ? "dnp" : "played",
          }),
        );
      }
    }
    const expected = computeAllTimeLeaders(lines, 20);
    const actual = allTimeLeadersFromTotals(totalsOf(lines), 20);
    for (const stat of STAT_KEYS) {
      const strip = (rows: typeof expected.points) =>
        rows.map(({ teamId: _teamId, ...rest }) => rest);
      expect(strip(actual[stat]), stat).toEqual(strip(expected[stat]));
      expect(actual[stat].length).toBeGreaterThan(0);
    }
  });

  it("labels shared values as ties and skips careers under five games", () => {
    const careers: PlayerTotals[] = [
      {
        playerId: "a",
        teamId: "",
        gamesPlayed: 5,
        trackedGames: 5,
        totals: { points: 50, rebounds: 5, assists: 0, blocks: 0, steals: 0 },
      },
      {
        playerId: "b",
        teamId: "",
        gamesPlayed: 10,
        trackedGames: 0,
        totals: { points: 100, rebounds: 20, assists: 0, blocks: 0, steals: 0 },
      },
      {
        playerId: "c",
        teamId: "",
        gamesPlayed: 4,
        trackedGames: 4,
        totals: { points: 80, rebounds: 40, assists: 0, blocks: 8, steals: 0 },
      },
    ];
    const leaders = allTimeLeadersFromTotals(careers);
    expect(leaders.points.map((l) => [l.playerId, l.label, l.value])).toEqual([
      ["a", "T1", 10],
      ["b", "T1", 10],
    ]);
    expect(leaders.rebounds.map((l) => l.label)).toEqual(["1", "2"]);
    // b never had blocks recorded, and c has too few games.
    expect(leaders.blocks).toEqual([]);
  });
});
