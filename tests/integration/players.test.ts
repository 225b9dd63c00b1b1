// Player, records and season pages, end to end through the query modules and
// the league rules, on a fresh database loaded with the demo league. Expected
// numbers are computed straight from the generated rows, not through our code.
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seasonStatLines } from "~/data/games.server";
import {
  allPlayedStatLines,
  careerTotals,
  playerGameRows,
  seasonPlayerTotals,
} from "~/data/stats.server";
import { gameStats } from "~/db/schema";
import { generateDemoLeague } from "~/demo/generate";
import { tracksBlocksSteals } from "~/domain/games/state";
import {
  computeAllTimeLeaders,
  computeLeaders,
  formatStatValue,
  perGame,
  totalsFromLines,
} from "~/domain/stats/leaders";
import { LEADERS_TOP_ALL_TIME, STAT_KEYS } from "~/domain/league";
import { computeStandings } from "~/domain/stats/standings";
import type { Game, GameStat, SeasonTeam } from "~/domain/types";
import { defaultPlayerId, loadPlayerPage, withOpenSeasonLogs } from "~/pages/player.server";
import { loadRecordsPage } from "~/pages/records.server";
import { loadSeasonPage } from "~/pages/season.server";
import { loadSeasonsPage } from "~/pages/seasons.server";
import { databaseKinds, type TestDatabase } from "../support/databases";

const NOW = new Date("2026-11-22T17:00:00Z");
const league = generateDemoLeague({ now: NOW });
const games = league.games as Game[];
const gamesById = new Map(games.map((g) => [g.id, g]));
const seasonsById = new Map(league.seasons.map((s) => [s.id, s]));
const pat = league.players.find((p) => p.email === "player@example.org")!;

/** A generated stat row with its game, and whether that game tracked blocks and steals. */
function withGame(s: (typeof league.gameStats)[number]) {
  const game = gamesById.get(s.gameId)!;
  const season = seasonsById.get(game.seasonId)!;
  return {
    ...(s as GameStat),
    game,
    tracked: tracksBlocksSteals(game.startsAt, season.blocksStealsAfter ?? null),
  };
}
const completedRows = league.gameStats.map(withGame).filter((r) => r.game.status === "completed");

function seasonTeams(seasonId: number): SeasonTeam[] {
  return league.seasonTeams
    .filter((st) => st.seasonId === seasonId)
    .map((st) => {
      const team = league.teams.find((t) => t.id === st.teamId)!;
      return {
        id: team.id,
        name: team.name,
        abbreviation: team.abbreviation,
        color: team.color!,
        conference: st.conference,
        seed: st.seed ?? null,
      };
    });
}

describe.each(databaseKinds)("player, records and season pages on $name", ({ open }) => {
  let t: TestDatabase;

  beforeAll(async () => {
    t = await open("demo");
  });
  afterAll(() => t?.dispose());

  it("shows Pat Murphy's seasons 1-4 and a career row of totals over games", async () => {
    const page = await loadPlayerPage(t.db, pat.id);
    if (!page) throw new Error("Pat Murphy not found");
    expect(page.player.name).toBe("Pat Murphy");
    expect(page.player.height).toBe(`${pat.heightFeet}'${pat.heightInches}"`);
    expect(page.player.jerseyNumber).toBe(pat.jerseyNumber);
    expect(page.player.team?.current).toBe(true);
    expect(page.averages.map((a) => a.season)).toEqual([1, 2, 3, 4]);

    const mine = completedRows.filter((r) => r.playerId === pat.id);
    const played = mine.filter((r) => r.status === "played");
    const tracked = played.filter((r) => r.tracked);
    // Pat sat out or lost stats in some games: those are not games played.
    expect(played.length).toBeLessThan(mine.length);
    const sum = (rows: typeof mine, key: (typeof STAT_KEYS)[number]) =>
      rows.reduce((n, r) => n + r[key], 0);
    expect(page.career.season).toBe("all");
    expect(page.career.gamesPlayed).toBe(played.length);
    for (const key of ["points", "rebounds", "assists"] as const) {
      expect(page.career.perGame[key], key).toBe(
        formatStatValue(perGame(sum(played, key), played.length)),
      );
    }
    for (const key of ["blocks", "steals"] as const) {
      expect(page.career.perGame[key], key).toBe(
        formatStatValue(perGame(sum(tracked, key), tracked.length)),
      );
    }
    // Season 1 (2023) never recorded blocks and steals.
    expect(page.averages[0]!.perGame.blocks).toBe("–");
    expect(page.averages.reduce((n, a) => n + a.gamesPlayed, 0)).toBe(played.length);

    // Game logs: newest season first, every row of every completed game.
    expect(page.gameLogs.map((s) => s.seasonId)).toEqual([4, 3, 2, 1]);
    const logged = page.gameLogs.flatMap((s) => s.games);
    expect(logged).toHaveLength(mine.length);
    // Every row shows his team's result and score, whatever his status; a row
    // without numbers says why after a '·' (forfeits are a W or an L too).
    const marks = { played: null, forfeit: "Forfeit", "no-stats": "No stats", dnp: "DNP" };
    for (const r of mine) {
      const home = r.game.homeTeamId === r.teamId;
      const [own, other] = home
        ? [r.game.homeScore, r.game.awayScore]
        : [r.game.awayScore, r.game.homeScore];
      const outcome = `${r.game.winnerId === r.teamId ? "W" : "L"} ${own}-${other}`;
      const row = logged.find((g) => g.gameId === r.gameId)!;
      expect(row.result, r.gameId).toBe(
        marks[r.status] ? `${outcome} · ${marks[r.status]}` : outcome,
      );
      expect(row.outcome).toBe(outcome);
      expect(row.mark).toBe(marks[r.status]);
      expect(row.won).toBe(r.game.winnerId === r.teamId);
    }
    // Pat has a forfeit and games without stats among them; someone else sat one out.
    expect(mine.map((r) => r.status)).toEqual(expect.arrayContaining(["forfeit", "no-stats"]));
    const forfeit = mine.find((r) => r.status === "forfeit")!;
    expect(logged.find((g) => g.gameId === forfeit.gameId)?.result).toMatch(
      /^[WL] \d+-\d+ · Forfeit$/,
    );
    const dnp = completedRows.find((r) => r.status === "dnp")!;
    const dnpPage = (await loadPlayerPage(t.db, dnp.playerId))!;
    const dnpRow = dnpPage.gameLogs.flatMap((s) => s.games).find((g) => g.gameId === dnp.gameId)!;
    expect(dnpRow.result).toMatch(/^[WL] \d+-\d+ · DNP$/);
    expect(dnpRow.won).toBe(dnp.game.winnerId === dnp.teamId);
    const win = played.find((r) => r.game.winnerId === r.teamId)!;
    const winRow = logged.find((g) => g.gameId === win.gameId)!;
    expect(winRow.result).toMatch(/^W \d+-\d+$/);
    expect(winRow.stats.points).toBe(String(win.points));
    expect(["vs", "@"]).toContain(winRow.prefix);
    expect(page.description).toContain("Pat Murphy");
  });

  it("sends the rows of one season's game logs: the newest, or the one asked for", async () => {
    const page = (await loadPlayerPage(t.db, pat.id))!;
    const at = (query: string) =>
      withOpenSeasonLogs(page, new URLSearchParams(query).get("games")).gameLogs;
    const counts = page.gameLogs.map((s) => s.games.length);
    for (const [query, open] of [
      ["", 4],
      ["?games=2", 2],
      ["?games=99", 4],
      ["?games=x", 4],
    ] as const) {
      const logs = at(query);
      expect(
        logs.map((s) => s.gameCount),
        query,
      ).toEqual(counts);
      expect(
        logs.filter((s) => s.games !== null).map((s) => s.seasonId),
        query,
      ).toEqual([open]);
      expect(logs.find((s) => s.seasonId === open)!.games).toEqual(
        page.gameLogs.find((s) => s.seasonId === open)!.games,
      );
    }
  });

  it("returns nothing for an unknown player, and reads a player's rows in game order", async () => {
    expect(await loadPlayerPage(t.db, "no-such-player")).toBeNull();
    const rows = await playerGameRows(t.db, pat.id);
    for (let i = 1; i < rows.length; i++) {
      expect(rows[i]!.startsAt.getTime()).toBeGreaterThanOrEqual(rows[i - 1]!.startsAt.getTime());
    }
    expect(rows.every((r) => r.opponentAbbreviation && r.opponentId !== r.teamId)).toBe(true);
  });

  it("shows the current season's points leader on /players", async () => {
    const lines = completedRows
      .filter((r) => r.game.seasonId === 4)
      .map((r) => ({ ...r, tracksBlocksSteals: r.tracked }));
    const completedGames = games.filter((g) => g.seasonId === 4 && g.status === "completed").length;
    const leader = computeLeaders(lines, { top: 1, completedGames }).points[0]!;
    expect(await defaultPlayerId(t.db)).toBe(leader.playerId);
  });

  it("ranks all-time records like computeAllTimeLeaders over every line, with T ties", async () => {
    const lines = completedRows.map((r) => ({ ...r, tracksBlocksSteals: r.tracked }));
    const expected = computeAllTimeLeaders(lines, LEADERS_TOP_ALL_TIME);
    const records = await loadRecordsPage(t.db);
    expect(records.tables.map((x) => x.stat)).toEqual([...STAT_KEYS]);
    let ties = 0;
    for (const table of records.tables) {
      const want = expected[table.stat];
      expect(table.rows.map((r) => [r.playerId, r.label, r.value, r.gamesPlayed])).toEqual(
        want.map((l) => [l.playerId, l.label, l.value, l.gamesPlayed]),
      );
      expect(table.rows.length).toBeGreaterThan(0);
      expect(table.rows.filter((r) => !r.label.startsWith("T")).length).toBeLessThanOrEqual(20);
      for (const row of table.rows.filter((r) => r.label.startsWith("T"))) {
        ties++;
        const shared = table.rows.filter((r) => r.value === row.value);
        expect(shared.length).toBeGreaterThan(1);
        expect(shared.every((r) => r.label === row.label)).toBe(true);
      }
    }
    // The demo league has at least one tie somewhere in the top 20s.
    expect(ties).toBeGreaterThan(0);
    expect(records.tables[0]!.rows[0]!.name).toMatch(/\S+ \S+/);
  });

  it("adds up career totals in SQL exactly as the line-by-line rule does", async () => {
    const lines = await allPlayedStatLines(t.db);
    const careers = await careerTotals(t.db);
    expect(careers.reduce((n, c) => n + c.gamesPlayed, 0)).toBe(lines.length);
    expect(careers.reduce((n, c) => n + c.trackedGames, 0)).toBe(
      lines.filter((l) => l.tracksBlocksSteals).length,
    );
    for (const key of STAT_KEYS) {
      const counted =
        key === "blocks" || key === "steals" ? lines.filter((l) => l.tracksBlocksSteals) : lines;
      expect(careers.reduce((n, c) => n + c.totals[key], 0)).toBe(
        counted.reduce((n, l) => n + l[key], 0),
      );
    }
  });

  it("adds up each season's totals in SQL exactly as the line-by-line rule does", async () => {
    const byPlayer = <T extends { playerId: string }>(rows: T[]) =>
      [...rows].sort((a, b) => (a.playerId < b.playerId ? -1 : 1));
    let players = 0;
    for (const season of league.seasons) {
      const lines = await seasonStatLines(t.db, season.id, season.blocksStealsAfter ?? null);
      const fromSql = await seasonPlayerTotals(t.db, season.id);
      expect(byPlayer(fromSql), `season ${season.id}`).toEqual(byPlayer(totalsFromLines(lines)));
      players += fromSql.length;
    }
    expect(players).toBeGreaterThan(100);
  });

  it("agrees on a traded player's latest team and ignores numbers on a line not played", async () => {
    const season = league.seasons.at(-1)!;
    const played = completedRows
      .filter((r) => r.game.seasonId === season.id && r.status === "played")
      .sort((a, b) => a.game.startsAt.getTime() - b.game.startsAt.getTime());
    const playerId = played.find(
      (r) => played.filter((o) => o.playerId === r.playerId).length >= 3,
    )!.playerId;
    const own = played.filter((r) => r.playerId === playerId);
    const first = own[0]!;
    const last = own.at(-1)!;
    const newTeam = seasonTeams(season.id).find((team) => team.id !== last.teamId)!.id;
    const lineOf = (gameId: string) =>
      and(eq(gameStats.gameId, gameId), eq(gameStats.playerId, playerId));
    let checked = false;
    // Changed inside a transaction that is rolled back: the other tests keep the demo league.
    await t.db
      .transaction(async (tx) => {
        await tx.update(gameStats).set({ teamId: newTeam }).where(lineOf(last.gameId));
        await tx
          .update(gameStats)
          .set({ status: "dnp", points: 30, rebounds: 9, blocks: 3, steals: 2 })
          .where(lineOf(first.gameId));
        const lines = await seasonStatLines(tx, season.id, season.blocksStealsAfter ?? null);
        const fromSql = await seasonPlayerTotals(tx, season.id);
        const fromLines = totalsFromLines(lines);
        const his = fromSql.find((p) => p.playerId === playerId)!;
        expect(his.teamId).toBe(newTeam);
        expect(his.gamesPlayed).toBe(own.length - 1);
        expect(his).toEqual(fromLines.find((p) => p.playerId === playerId));
        checked = true;
        tx.rollback();
      })
      .catch((error: unknown) => {
        if (!checked) throw error;
      });
    expect(checked).toBe(true);
  });

  it("computes each season's standings from its games", async () => {
    for (const seasonId of [1, 2, 3, 4]) {
      const page = await loadSeasonPage(t.db, seasonId);
      if (!page) throw new Error(`season ${seasonId} missing`);
      const expected = computeStandings(
        seasonTeams(seasonId),
        games.filter((g) => g.seasonId === seasonId),
      );
      expect(page.standings.league).toEqual(expected);
      expect(page.standings.conferences.map((c) => c.rows.length)).toEqual([8, 8]);
      expect(page.leaders).not.toBeNull();
      for (const key of STAT_KEYS) {
        if (seasonId > 1 || (key !== "blocks" && key !== "steals")) {
          expect(page.leaders![key].length, `${seasonId} ${key}`).toBeGreaterThan(0);
        }
      }
    }
  });

  it("shows the playoff results and champion of a completed season", async () => {
    const page = (await loadSeasonPage(t.db, 3))!;
    expect(page.season.status).toBe("Completed");
    expect(page.playoffs.map((r) => r.label)).toEqual([
      "First Round",
      "Conference Semifinal",
      "Conference Final",
      "Final",
    ]);
    const final = games.find((g) => g.seasonId === 3 && g.playoffRound === "final")!;
    expect(page.champion?.id).toBe(final.winnerId);
    expect(page.previous).toBe(2);
    expect(page.next).toBe(4);
    expect((await loadSeasonPage(t.db, 4))!.season.status).toBe("Current");
    expect(await loadSeasonPage(t.db, 99)).toBeNull();
  });

  it("lists the seasons newest first with their status", async () => {
    const { seasons } = await loadSeasonsPage(t.db);
    expect(seasons.map((s) => [s.id, s.status])).toEqual([
      [4, "Current"],
      [3, "Completed"],
      [2, "Completed"],
      [1, "Completed"],
    ]);
  });
});

describe.each(databaseKinds)(
  "player, records and season pages of an empty league on $name",
  ({ open }) => {
    let t: TestDatabase;
    beforeAll(async () => {
      t = await open();
    });
    afterAll(() => t?.dispose());

    it("has no default player, empty records and no seasons", async () => {
      expect(await defaultPlayerId(t.db)).toBeNull();
      const records = await loadRecordsPage(t.db);
      expect(records.tables.map((x) => x.rows.length)).toEqual([0, 0, 0, 0, 0]);
      expect((await loadSeasonsPage(t.db)).seasons).toEqual([]);
      expect(await loadSeasonPage(t.db, 1)).toBeNull();
    });
  },
);
