// Property-based tests of the standings rules (docs/league-rules.md#standings)
// over generated leagues. The reference checks below are written from the rules
// text, not from app/domain/stats/standings.ts: records and head-to-head are counted
// again here from the games, and win percentages are compared as exact fractions.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  computeStandings,
  conferenceStandings,
  formatWinPct,
  type StandingRow,
} from "~/domain/stats/standings";
import type { Conference, Game, SeasonTeam } from "~/domain/types";
import { game } from "./fixtures";

const RUNS = 200;

// Team names in a pool unrelated to the ids, so neither id nor input order
// can stand in for "alphabetically by name".
const NAME_POOL = [
  "Saints",
  "Shamrocks",
  "Celtics",
  "Friars",
  "Crusaders",
  "Rovers",
  "Gaels",
  "Knights",
  "Hawks",
  "Pilgrims",
  "Monks",
  "Angels",
  "Harbor",
  "Dorchester",
  "Broadway",
  "Castle Island",
  "Gate of Heaven",
  "St. Brigid",
  "St. Monica",
  "Old Colony",
  "Mary Ellen",
  "Patriots",
];

/** A game between two of the league's teams, as the fields the rules read. */
interface GameSpec {
  kind: "result" | "forfeit" | "scheduled" | "postponed" | "live";
  playoff: boolean;
  home: number;
  awayOffset: number;
  homeScore: number;
  awayScore: number;
  forfeitHomeWins: boolean;
  /** Hours after the season's start; a small range, so some games share a time. */
  hour: number;
}

interface League {
  teams: SeasonTeam[];
  /** Completed games with a winner: regular season and playoffs. */
  decided: Game[];
  /** Scheduled, postponed and live games: no winner, no effect. */
  undecided: Game[];
}

const score = fc.oneof(fc.integer({ min: 35, max: 90 }), fc.integer({ min: 0, max: 3 }));

const noise = fc.constantFrom("scheduled" as const, "postponed" as const, "live" as const);

/** A game of any kind; about 1 in 4 is a playoff game. */
const gameSpec: fc.Arbitrary<GameSpec> = fc.record({
  kind: fc.oneof(
    { weight: 6, arbitrary: fc.constant("result" as const) },
    { weight: 1, arbitrary: fc.constant("forfeit" as const) },
    { weight: 2, arbitrary: noise },
  ),
  playoff: fc.boolean().chain((p) => (p ? fc.boolean() : fc.constant(false))),
  home: fc.nat(),
  awayOffset: fc.nat(),
  homeScore: score,
  awayScore: score,
  forfeitHomeWins: fc.boolean(),
  hour: fc.integer({ min: 0, max: 400 }),
});

/** A regular-season result or forfeit: every one counts. */
const countedSpec: fc.Arbitrary<GameSpec> = gameSpec.map((spec) => ({
  ...spec,
  kind: spec.kind === "forfeit" ? "forfeit" : "result",
  playoff: false,
}));

const SEASON_START = Date.UTC(2025, 5, 1, 12);

function buildGame(spec: GameSpec, index: number, teams: SeasonTeam[]): Game {
  const n = teams.length;
  const home = teams[spec.home % n]!.id;
  const away = teams[(spec.home + 1 + (spec.awayOffset % (n - 1))) % n]!.id;
  const base = {
    id: `g${String(index).padStart(3, "0")}`,
    type: spec.playoff ? ("playoff" as const) : ("regular_season" as const),
    startsAt: new Date(SEASON_START + spec.hour * 3_600_000),
    homeTeamId: home,
    awayTeamId: away,
  };
  switch (spec.kind) {
    case "result":
      return game({
        ...base,
        status: "completed",
        homeScore: spec.homeScore,
        awayScore: spec.awayScore,
        winnerId: spec.homeScore >= spec.awayScore ? home : away,
      });
    case "forfeit":
      // A forfeit is a completed game whose winner the scores need not show.
      return game({
        ...base,
        status: "completed",
        homeScore: spec.homeScore,
        awayScore: spec.awayScore,
        winnerId: spec.forfeitHomeWins ? home : away,
      });
    case "live":
      return game({
        ...base,
        status: "live",
        homeScore: spec.homeScore,
        awayScore: spec.awayScore,
      });
    default:
      return game({ ...base, status: spec.kind });
  }
}

function leagueOf(
  minTeams: number,
  games: (n: number) => fc.Arbitrary<GameSpec[]>,
): fc.Arbitrary<League> {
  return fc
    .integer({ min: minTeams, max: 20 })
    .chain((n) =>
      fc.record({
        names: fc.shuffledSubarray(NAME_POOL, { minLength: n, maxLength: n }),
        conferences: fc.array(fc.constantFrom<Conference>("east", "west"), {
          minLength: n,
          maxLength: n,
        }),
        seeds: fc.array(fc.option(fc.integer({ min: 1, max: 8 })), {
          minLength: n,
          maxLength: n,
        }),
        games: games(n),
      }),
    )
    .map(({ names, conferences, seeds, games }) => {
      const teams: SeasonTeam[] = names.map((name, i) => ({
        id: `t${i}`,
        name,
        abbreviation: name.slice(0, 3).toUpperCase(),
        color: "#14233f",
        conference: conferences[i]!,
        seed: seeds[i]!,
      }));
      const built = games.map((spec, i) => buildGame(spec, i, teams));
      return {
        teams,
        decided: built.filter((g) => g.status === "completed"),
        undecided: built.filter((g) => g.status !== "completed"),
      };
    });
}

/**
 * Leagues of 2-20 teams with games of every kind, up to six a team; or, half
 * the time, 12-20 teams with two or three counted games a team, where groups
 * tied on record across both conferences, which a conference table must
 * re-break among its own teams, are common (about one league in ten).
 */
const league: fc.Arbitrary<League> = fc.oneof(
  leagueOf(2, (n) => fc.array(gameSpec, { maxLength: Math.min(80, n * 6) })),
  leagueOf(12, (n) => fc.array(countedSpec, { minLength: n, maxLength: Math.floor(1.5 * n) })),
);

/** Every game of a league, in generated order. */
const allGames = (l: League) => [...l.decided, ...l.undecided];

// ---- The reference: the rules text, counted again from the games ----

/** A fraction with a positive denominator, compared exactly by cross-multiplying. */
interface Frac {
  num: number;
  den: number;
}
const frac = (wins: number, games: number): Frac =>
  games === 0 ? { num: 0, den: 1 } : { num: wins, den: games };
/** Positive when a > b. */
const cmpFrac = (a: Frac, b: Frac) => a.num * b.den - b.num * a.den;

/** Games that count: completed regular-season games whose winner is one of the two teams. */
function counted(games: Game[]): Game[] {
  return games.filter(
    (g) =>
      g.type === "regular_season" &&
      g.status === "completed" &&
      g.winnerId !== null &&
      (g.winnerId === g.homeTeamId || g.winnerId === g.awayTeamId),
  );
}

interface RefRecord {
  wins: number;
  losses: number;
  pointsFor: number;
  pointsAgainst: number;
  /** Counted games of the team, newest first (ties in time unresolved). */
  results: { won: boolean; at: number }[];
}

function refRecord(teamId: string, games: Game[]): RefRecord {
  const rec: RefRecord = { wins: 0, losses: 0, pointsFor: 0, pointsAgainst: 0, results: [] };
  for (const g of counted(games)) {
    const home = g.homeTeamId === teamId;
    if (!home && g.awayTeamId !== teamId) continue;
    const won = g.winnerId === teamId;
    if (won) rec.wins++;
    else rec.losses++;
    rec.pointsFor += (home ? g.homeScore : g.awayScore) ?? 0;
    rec.pointsAgainst += (home ? g.awayScore : g.homeScore) ?? 0;
    rec.results.push({ won, at: g.startsAt.getTime() });
  }
  rec.results.sort((a, b) => b.at - a.at);
  return rec;
}

/** Win pct of `teamId` over counted games among `group` only; .500 if it met none of them. */
function headToHead(teamId: string, group: Set<string>, games: Game[]): Frac {
  let wins = 0;
  let played = 0;
  for (const g of counted(games)) {
    if (!group.has(g.homeTeamId ?? "") || !group.has(g.awayTeamId ?? "")) continue;
    if (g.homeTeamId !== teamId && g.awayTeamId !== teamId) continue;
    played++;
    if (g.winnerId === teamId) wins++;
  }
  return played === 0 ? { num: 1, den: 2 } : { num: wins, den: played };
}

const recordFrac = (r: StandingRow) => frac(r.wins, r.gamesPlayed);
/** Positive when a ranks ahead of b on record alone (rules 1-3). */
const cmpRecord = (a: StandingRow, b: StandingRow) =>
  cmpFrac(recordFrac(a), recordFrac(b)) || b.losses - a.losses || a.gamesPlayed - b.gamesPlayed;

/** '' or nW / nL with 1 <= n <= games played. */
function streakShapeOk(row: StandingRow): boolean {
  if (row.streak === "") return row.gamesPlayed === 0;
  const match = /^([1-9]\d*)[WL]$/.exec(row.streak);
  return match !== null && Number(match[1]) <= row.gamesPlayed;
}

/**
 * Asserts the rows are in the rule's order: by record (1-3), and inside each
 * group tied on all three, by head-to-head among the whole group (4), point
 * differential (5), name (6). Broken rules are collected and asserted once
 * (an `expect` per pair per run would cost more than the rules themselves).
 */
function expectRuleOrder(rows: StandingRow[], games: Game[]) {
  const broken: string[] = [];
  for (let i = 0; i + 1 < rows.length; i++) {
    const a = rows[i]!;
    const b = rows[i + 1]!;
    const pair = `${a.name} (${i + 1}) before ${b.name}`;
    const byRecord = cmpRecord(a, b);
    if (byRecord < 0) broken.push(`${pair}: worse record`);
    if (byRecord !== 0) continue;
    // a and b tie on record: their whole tied group decides head-to-head.
    const group = new Set(rows.filter((r) => cmpRecord(r, a) === 0).map((r) => r.teamId));
    const h2h = cmpFrac(headToHead(a.teamId, group, games), headToHead(b.teamId, group, games));
    if (h2h < 0) broken.push(`${pair}: worse head-to-head among ${[...group].join(", ")}`);
    if (h2h !== 0) continue;
    if (a.pointDiff < b.pointDiff) broken.push(`${pair}: worse point differential`);
    if (a.pointDiff !== b.pointDiff) continue;
    if (a.name.localeCompare(b.name) >= 0) broken.push(`${pair}: name not first alphabetically`);
  }
  expect(broken).toEqual([]);
}

/**
 * Asserts each row's numbers are the team's record counted again from the
 * games; the streak exactly where no two of the team's counted games share a
 * start time (the order of same-time games is not a rule), else its shape.
 */
function expectRecords(rows: StandingRow[], teams: SeasonTeam[], games: Game[]) {
  expect(rows.map((r) => r.teamId).sort()).toEqual(teams.map((t) => t.id).sort());
  const expected = rows.map((row) => {
    const team = teams.find((t) => t.id === row.teamId)!;
    const ref = refRecord(row.teamId, games);
    const gamesPlayed = ref.wins + ref.losses;
    let streak = streakShapeOk(row) ? row.streak : "(a streak of another shape)";
    if (new Set(ref.results.map((r) => r.at)).size === gamesPlayed && gamesPlayed > 0) {
      const latest = ref.results[0]!.won;
      let n = 0;
      while (n < gamesPlayed && ref.results[n]!.won === latest) n++;
      streak = `${n}${latest ? "W" : "L"}`;
    }
    return {
      teamId: team.id,
      name: team.name,
      abbreviation: team.abbreviation,
      color: team.color,
      conference: team.conference,
      seed: team.seed,
      place: row.place,
      wins: ref.wins,
      losses: ref.losses,
      gamesPlayed,
      winPct: gamesPlayed === 0 ? 0 : ref.wins / gamesPlayed,
      pointsFor: ref.pointsFor,
      pointsAgainst: ref.pointsAgainst,
      pointDiff: ref.pointsFor - ref.pointsAgainst,
      streak,
    };
  });
  expect(rows).toEqual(expected);
}

/** Places 1..n in row order. */
function expectPlaces(rows: StandingRow[]) {
  expect(rows.map((r) => r.place)).toEqual(rows.map((_, i) => i + 1));
}

/** The same league with its teams and games in another order. */
const shuffled = <T>(items: T[]) =>
  fc.shuffledSubarray(items, { minLength: items.length, maxLength: items.length });

// ---- Properties ----

describe("computeStandings over generated leagues", () => {
  it("1. rows follow the rule: record, then head-to-head among the whole tied group, differential, name", () => {
    fc.assert(
      fc.property(league, (l) => {
        const games = allGames(l);
        const rows = computeStandings(l.teams, games);
        expectRecords(rows, l.teams, games);
        expectRuleOrder(rows, games);
      }),
      { numRuns: RUNS },
    );
  });

  it("1b. the generator reaches every tie-break: head-to-head, point differential and name decide", () => {
    // Guards the generator, so that property 1 exercises each rule: counts the
    // leagues where some pair tied on record is decided by each later rule.
    const decidedBy = { headToHead: 0, pointDiff: 0, name: 0 };
    for (const l of fc.sample(league, { numRuns: RUNS, seed: 42 })) {
      const games = allGames(l);
      const rows = computeStandings(l.teams, games);
      const seen = new Set<keyof typeof decidedBy>();
      rows.forEach((b, i) => {
        const a = rows[i - 1];
        if (!a || cmpRecord(a, b) !== 0 || a.gamesPlayed === 0) return;
        const group = new Set(rows.filter((r) => cmpRecord(r, a) === 0).map((r) => r.teamId));
        if (cmpFrac(headToHead(a.teamId, group, games), headToHead(b.teamId, group, games)) !== 0) {
          seen.add("headToHead");
        } else seen.add(a.pointDiff !== b.pointDiff ? "pointDiff" : "name");
      });
      for (const rule of seen) decidedBy[rule]++;
    }
    // With seed 42: 46, 135 and 12 of 200.
    expect(decidedBy.headToHead).toBeGreaterThan(RUNS / 10);
    expect(decidedBy.pointDiff).toBeGreaterThan(RUNS / 4);
    expect(decidedBy.name).toBeGreaterThan(RUNS / 50);
  });

  it("2. shuffling the games and the teams changes nothing", () => {
    fc.assert(
      fc.property(
        league.chain((l) => fc.tuple(fc.constant(l), shuffled(l.teams), shuffled(allGames(l)))),
        ([l, teams, games]) => {
          expect(computeStandings(teams, games)).toEqual(computeStandings(l.teams, allGames(l)));
          expect(conferenceStandings(teams, games)).toEqual(
            conferenceStandings(l.teams, allGames(l)),
          );
        },
      ),
      { numRuns: RUNS },
    );
  });

  it("4. wins = losses = counted league games; playoff, scheduled, postponed and live games change nothing", () => {
    fc.assert(
      fc.property(league, (l) => {
        const games = allGames(l);
        const rows = computeStandings(l.teams, games);
        const wins = rows.reduce((sum, r) => sum + r.wins, 0);
        const losses = rows.reduce((sum, r) => sum + r.losses, 0);
        const ids = new Set(l.teams.map((t) => t.id));
        const leagueResults = counted(games).filter(
          (g) => ids.has(g.homeTeamId ?? "") && ids.has(g.awayTeamId ?? ""),
        ).length;
        expect(wins).toBe(leagueResults);
        expect(losses).toBe(leagueResults);

        const regularDecided = l.decided.filter((g) => g.type === "regular_season");
        expect(computeStandings(l.teams, regularDecided)).toEqual(rows);
        expect(conferenceStandings(l.teams, regularDecided)).toEqual(
          conferenceStandings(l.teams, games),
        );
      }),
      { numRuns: RUNS },
    );
  });

  it("5. places 1..n, games played = wins + losses, differential = for - against, streak shape", () => {
    fc.assert(
      fc.property(league, (l) => {
        const rows = computeStandings(l.teams, allGames(l));
        expectPlaces(rows);
        const broken = rows.filter(
          (r) =>
            r.gamesPlayed !== r.wins + r.losses ||
            r.pointDiff !== r.pointsFor - r.pointsAgainst ||
            !streakShapeOk(r),
        );
        expect(broken).toEqual([]);
      }),
      { numRuns: RUNS },
    );
  });
});

describe("conferenceStandings over generated leagues", () => {
  it("3. each table is computeStandings of that conference's teams with all games; West then East", () => {
    fc.assert(
      fc.property(league, (l) => {
        const games = allGames(l);
        const tables = conferenceStandings(l.teams, games);
        expect(tables.map((t) => [t.conference, t.label])).toEqual([
          ["west", "Western Conference"],
          ["east", "Eastern Conference"],
        ]);
        for (const table of tables) {
          const own = l.teams.filter((t) => t.conference === table.conference);
          expect(table.rows).toEqual(computeStandings(own, games));
          expectPlaces(table.rows);
          expect(table.rows.every((r) => r.conference === table.conference)).toBe(true);
          // The rule holds inside the table, ties re-broken among its own teams.
          expectRecords(table.rows, own, games);
          expectRuleOrder(table.rows, games);
        }
        const listed = tables.flatMap((t) => t.rows.map((r) => r.teamId));
        expect(listed.sort()).toEqual(l.teams.map((t) => t.id).sort());
      }),
      { numRuns: RUNS },
    );
  });
});

describe("formatWinPct", () => {
  /** Three decimals, halves rounded up, counted in integers. */
  function refPct(wins: number, games: number): string {
    if (games === 0) return ".000";
    const thousandths = Math.floor((2000 * wins + games) / (2 * games));
    return thousandths === 1000 ? "1.000" : `.${String(thousandths).padStart(3, "0")}`;
  }

  it("prints wins/games with three decimals and no leading zero (records up to 79 games)", () => {
    // From 80 games on, a few exact halves (3/80 = .0375) are not exact in
    // binary and toFixed rounds them down (.037); no team plays that many.
    fc.assert(
      fc.property(
        fc
          .integer({ min: 0, max: 79 })
          .chain((g) => fc.tuple(fc.integer({ min: 0, max: g }), fc.constant(g))),
        ([wins, games]) => {
          const pct = games === 0 ? 0 : wins / games;
          expect(formatWinPct(pct)).toBe(refPct(wins, games));
        },
      ),
      { numRuns: RUNS },
    );
  });

  it("formats every standings row's win percentage", () => {
    fc.assert(
      fc.property(league, (l) => {
        const rows = computeStandings(l.teams, allGames(l));
        expect(rows.map((r) => formatWinPct(r.winPct))).toEqual(
          rows.map((r) => refPct(r.wins, r.gamesPlayed)),
        );
      }),
      { numRuns: 50 },
    );
  });
});
