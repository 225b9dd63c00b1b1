// Property-based tests of season leaders (docs/league-rules.md#leaders-and-records)
// over generated stat lines. Games, totals and ranks are counted again here from
// the lines, without the module's helpers.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  LEADER_MIN_GAMES,
  LEADER_MIN_SEASON_GAMES,
  LEADERS_TOP_SEASON,
  STAT_KEYS,
} from "~/domain/league";
import {
  computeLeaders,
  type LeaderCandidate,
  leaderMinimumApplies,
  type LeaderRow,
  leadersFromTotals,
  rankLeaders,
  type StatLine,
  totalsFromLines,
} from "~/domain/stats/leaders";
import type { StatKey, StatStatus } from "~/domain/types";

const RUNS = 200;

interface Season {
  lines: StatLine[];
  playerIds: string[];
  top: number;
  completedGames: number;
}

/** Mostly small numbers, so equal totals and equal averages (ties) are common. */
const statValue = fc.oneof(fc.integer({ min: 0, max: 40 }), fc.integer({ min: 0, max: 3 }));

const lineSpec = fc.record({
  status: fc.oneof(
    { weight: 5, arbitrary: fc.constant<StatStatus>("played") },
    { weight: 1, arbitrary: fc.constantFrom<StatStatus>("dnp", "forfeit", "no-stats") },
  ),
  team: fc.constantFrom("t1", "t2", "t3"),
  points: statValue,
  rebounds: statValue,
  assists: statValue,
  blocks: statValue,
  steals: statValue,
});

/**
 * 1-14 players over 1-12 games, each game tracking blocks and steals or not;
 * each player has a line in some of the games (any status, any numbers: lines
 * that are not 'played', and blocks/steals of untracked games, must not count).
 * Lines are in game order.
 */
const season: fc.Arbitrary<Season> = fc
  .record({
    players: fc.integer({ min: 1, max: 14 }),
    games: fc.integer({ min: 1, max: 12 }),
  })
  .chain(({ players, games }) =>
    fc.record({
      // Ids in a random order, so playerId order is not the generation order.
      playerIds: fc.shuffledSubarray(
        Array.from({ length: 14 }, (_, i) => `p${String.fromCharCode(97 + i)}`),
        { minLength: players, maxLength: players },
      ),
      tracks: fc.array(fc.boolean(), { minLength: games, maxLength: games }),
      sheets: fc.array(
        fc.array(fc.option(lineSpec, { freq: 4 }), { minLength: players, maxLength: players }),
        {
          minLength: games,
          maxLength: games,
        },
      ),
      top: fc.integer({ min: 1, max: LEADERS_TOP_SEASON }),
      completedGames: fc.integer({ min: 0, max: 2 * LEADER_MIN_SEASON_GAMES }),
    }),
  )
  .map(({ playerIds, tracks, sheets, top, completedGames }) => {
    const lines: StatLine[] = [];
    sheets.forEach((sheet, g) => {
      sheet.forEach((spec, p) => {
        if (spec === null) return;
        const { team, ...numbers } = spec;
        lines.push({
          gameId: `g${g}`,
          playerId: playerIds[p]!,
          teamId: team,
          ...numbers,
          tracksBlocksSteals: tracks[g]!,
        });
      });
    });
    return { lines, playerIds, top, completedGames };
  });

// ---- The reference, from the rules text ----

const isBlocksOrSteals = (stat: StatKey) => stat === "blocks" || stat === "steals";

/** The games a player's average of `stat` is over, and the stat's total over them. */
function refCount(lines: StatLine[], playerId: string, stat: StatKey) {
  const counted = lines.filter(
    (l) =>
      l.playerId === playerId &&
      l.status === "played" &&
      (!isBlocksOrSteals(stat) || l.tracksBlocksSteals),
  );
  return { games: counted.length, total: counted.reduce((sum, l) => sum + l[stat], 0) };
}

/** Every player the table may list: his average, before the zero filter and the cut. */
function refCandidates(s: Season, stat: StatKey, minimum: boolean) {
  return s.playerIds
    .map((playerId) => {
      const { games, total } = refCount(s.lines, playerId, stat);
      const value = games === 0 ? 0 : Math.round((total * 10) / games) / 10;
      return { playerId, games, total, value };
    })
    .filter((c) => !minimum || c.games >= LEADER_MIN_GAMES);
}

/**
 * Asserts the labels, ranks, order, zero filter and cut of one table. The
 * rules are checked row by row into a list of broken ones, asserted once:
 * thousands of `expect`s per run would cost more than the rules themselves.
 */
function expectRanking(rows: LeaderRow[], all: { playerId: string; value: number }[], top: number) {
  const positive = all.filter((c) => c.value > 0);
  const rankOf = (value: number) => 1 + positive.filter((c) => c.value > value).length;
  // Exactly the positive candidates whose competition rank makes the cut, tied ones included.
  expect(rows.map((r) => r.playerId).sort()).toEqual(
    positive
      .filter((c) => rankOf(c.value) <= top)
      .map((c) => c.playerId)
      .sort(),
  );
  const broken: string[] = [];
  const check = (ok: boolean, rule: string, row: LeaderRow) => {
    if (!ok) broken.push(`${rule}: ${JSON.stringify(row)}`);
  };
  rows.forEach((row, i) => {
    check(row.value > 0, "no zero values", row);
    check(row.rank <= top, "rank <= top", row);
    // Competition ranks (1, 2, 2, 4): one more than the number of higher values.
    check(row.rank === rankOf(row.value), "competition rank among all candidates", row);
    check(
      row.rank === 1 + rows.filter((r) => r.value > row.value).length,
      "competition rank in the table",
      row,
    );
    const prev = rows[i - 1];
    if (prev) {
      check(prev.value >= row.value, "values in descending order", row);
      if (prev.value === row.value) {
        check(prev.playerId.localeCompare(row.playerId) < 0, "equal values by playerId", row);
      }
    }
    const others = rows.filter((r) => r !== row && r.value === row.value);
    if (row.label.startsWith("T")) {
      check(row.label === `T${row.rank}`, "T label carries the rank", row);
      check(others.length > 0, "a T row shares its value", row);
      check(
        others.every((r) => r.rank === row.rank && r.label === row.label),
        "rows of equal value share rank and label",
        row,
      );
    } else {
      check(row.label === `${row.rank}`, "label is the rank", row);
      check(others.length === 0, "a row without T shares its value with no one", row);
    }
  });
  expect(broken).toEqual([]);
}

// ---- Properties ----

describe("leaderMinimumApplies", () => {
  it("applies exactly when the season has more than LEADER_MIN_SEASON_GAMES completed games", () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.constantFrom(LEADER_MIN_SEASON_GAMES, LEADER_MIN_SEASON_GAMES + 1),
          fc.integer({ min: 0, max: 500 }),
        ),
        (completed) => {
          expect(leaderMinimumApplies(completed)).toBe(completed > LEADER_MIN_SEASON_GAMES);
        },
      ),
    );
  });
});

describe("computeLeaders over generated seasons", () => {
  it("6. with the minimum, every listed player has 5 played games (5 tracked games for blocks and steals)", () => {
    fc.assert(
      fc.property(season, (s) => {
        const applies = leaderMinimumApplies(s.completedGames);
        const leaders = computeLeaders(s.lines, { top: s.top, completedGames: s.completedGames });
        for (const stat of STAT_KEYS) {
          const games = leaders[stat].map((row) => refCount(s.lines, row.playerId, stat).games);
          expect(leaders[stat].map((row) => row.gamesPlayed)).toEqual(games);
          if (applies) expect(games.filter((g) => g < LEADER_MIN_GAMES)).toEqual([]);
        }
      }),
      { numRuns: RUNS },
    );
  });

  it("6b. with a table long enough for everyone, the listed players are exactly those the rule allows", () => {
    // Without the minimum, players with fewer games appear whenever their average is above 0.
    fc.assert(
      fc.property(season, fc.boolean(), (s, applies) => {
        const completedGames = applies ? LEADER_MIN_SEASON_GAMES + 1 : LEADER_MIN_SEASON_GAMES;
        const leaders = computeLeaders(s.lines, { top: s.playerIds.length, completedGames });
        for (const stat of STAT_KEYS) {
          const allowed = refCandidates(s, stat, applies).filter((c) => c.value > 0);
          expect(leaders[stat].map((r) => r.playerId).sort()).toEqual(
            allowed.map((c) => c.playerId).sort(),
          );
        }
      }),
      { numRuns: RUNS },
    );
  });

  it("6c. the generator makes both kinds of player: some listed with fewer than 5 games when the minimum does not apply", () => {
    const samples = fc.sample(season, { numRuns: RUNS, seed: 7 });
    const short = samples.filter((s) =>
      computeLeaders(s.lines, { top: 100, completedGames: 0 }).points.some(
        (r) => r.gamesPlayed < LEADER_MIN_GAMES,
      ),
    );
    const long = samples.filter((s) =>
      computeLeaders(s.lines, { top: 100, completedGames: 100 }).blocks.some(
        (r) => r.gamesPlayed >= LEADER_MIN_GAMES,
      ),
    );
    expect(short.length).toBeGreaterThan(RUNS / 4);
    expect(long.length).toBeGreaterThan(RUNS / 10);
  });

  it("7. T labels stand on equal values; competition ranks; no zeros; rank <= top; ties at the cut kept", () => {
    fc.assert(
      fc.property(season, (s) => {
        const applies = leaderMinimumApplies(s.completedGames);
        const leaders = computeLeaders(s.lines, { top: s.top, completedGames: s.completedGames });
        for (const stat of STAT_KEYS) {
          expectRanking(leaders[stat], refCandidates(s, stat, applies), s.top);
          expect(leaders[stat].every((r) => r.stat === stat)).toBe(true);
        }
      }),
      { numRuns: RUNS },
    );
  });

  it("8. each value is round(total * 10 / games) / 10 over the player's counted games; team of his latest line", () => {
    fc.assert(
      fc.property(season, (s) => {
        const leaders = computeLeaders(s.lines, { top: s.top, completedGames: s.completedGames });
        for (const stat of STAT_KEYS) {
          const rows = leaders[stat];
          expect(
            rows.map(({ playerId, teamId, value, total, gamesPlayed }) => ({
              playerId,
              teamId,
              value,
              total,
              gamesPlayed,
            })),
          ).toEqual(
            rows.map(({ playerId }) => {
              const { games, total } = refCount(s.lines, playerId, stat);
              const latest = s.lines.filter((l) => l.playerId === playerId).at(-1)!;
              return {
                playerId,
                teamId: latest.teamId,
                value: Math.round((total * 10) / games) / 10,
                total,
                gamesPlayed: games,
              };
            }),
          );
        }
      }),
      { numRuns: RUNS },
    );
  });

  it("computeLeaders = leadersFromTotals(totalsFromLines(lines)) with the season's minimum rule", () => {
    fc.assert(
      fc.property(season, (s) => {
        expect(computeLeaders(s.lines, { top: s.top, completedGames: s.completedGames })).toEqual(
          leadersFromTotals(totalsFromLines(s.lines), {
            top: s.top,
            enforceMinimum: s.completedGames > LEADER_MIN_SEASON_GAMES,
          }),
        );
      }),
      { numRuns: 100 },
    );
  });
});

describe("totalsFromLines over generated seasons", () => {
  it("sums played lines only, blocks and steals over tracked games only", () => {
    fc.assert(
      fc.property(season, (s) => {
        const totals = totalsFromLines(s.lines);
        const withPlayed = s.playerIds.filter((p) =>
          s.lines.some((l) => l.playerId === p && l.status === "played"),
        );
        expect(totals.map((t) => t.playerId).sort()).toEqual(withPlayed.sort());
        expect(totals.map(({ teamId: _, ...counts }) => counts)).toEqual(
          totals.map(({ playerId }) => ({
            playerId,
            gamesPlayed: refCount(s.lines, playerId, "points").games,
            trackedGames: refCount(s.lines, playerId, "blocks").games,
            totals: Object.fromEntries(
              STAT_KEYS.map((stat) => [stat, refCount(s.lines, playerId, stat).total]),
            ),
          })),
        );
      }),
      { numRuns: 100 },
    );
  });
});

describe("rankLeaders over arbitrary candidates", () => {
  /** Averages with one decimal from a small range: many ties, some zeros. */
  const candidates: fc.Arbitrary<LeaderCandidate[]> = fc.uniqueArray(
    fc.record({
      playerId: fc.string({ minLength: 1, maxLength: 3 }),
      teamId: fc.constant("t"),
      value: fc.integer({ min: 0, max: 30 }).map((n) => n / 10),
      total: fc.nat(100),
      gamesPlayed: fc.integer({ min: 1, max: 20 }),
    }),
    { selector: (c) => c.playerId, maxLength: 30 },
  );

  it("7. ranks, labels, zeros and the cut hold for any candidates and any top", () => {
    fc.assert(
      fc.property(candidates, fc.integer({ min: 1, max: 25 }), (cands, top) => {
        const rows = rankLeaders("points", cands, top);
        expectRanking(rows, cands, top);
        for (const row of rows) {
          const source = cands.find((c) => c.playerId === row.playerId)!;
          expect(row).toEqual({ ...source, stat: "points", rank: row.rank, label: row.label });
        }
      }),
      { numRuns: RUNS },
    );
  });
});
