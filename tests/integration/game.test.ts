// The game page's view model, end to end through the query modules and the
// league rules, for every display state the demo league contains.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { generateDemoLeague, type DemoLeague } from "~/demo/generate";
import { loadDemoLeague } from "~/demo/load.server";
import { forfeitMessage } from "~/domain/games/state";
import { LEADER_MIN_GAMES } from "~/domain/league";
import { loadGamePage } from "~/pages/game.server";
import type { GamePageData } from "~/views/game";
import { databaseKinds, type TestDatabase } from "../support/databases";

const NOW = new Date("2026-11-22T17:00:00Z");

type GameRow = DemoLeague["games"][number];

/** The demo's games by what the page should show, found from the raw rows. */
function gamesByState(league: DemoLeague) {
  const linesOf = (g: GameRow) => league.gameStats.filter((s) => s.gameId === g.id);
  const decided = league.games.filter((g) => g.winnerId);
  const final = (seasonId: number) =>
    decided.find(
      (g) =>
        g.seasonId === seasonId &&
        g.type === "regular_season" &&
        linesOf(g).some((s) => s.status === "dnp") &&
        linesOf(g).every((s) => s.status === "played" || s.status === "dnp"),
    )!;
  return {
    linesOf,
    finalSeason1: final(1),
    finalSeason4: final(4),
    forfeit: decided.find((g) => linesOf(g).some((s) => s.status === "forfeit"))!,
    noStats: decided.find((g) => linesOf(g).every((s) => s.status === "no-stats"))!,
    postponed: league.games.find((g) => g.status === "postponed")!,
    upcoming: league.games.find(
      (g) => g.seasonId === 4 && g.status === "scheduled" && g.startsAt! > NOW,
    )!,
    season3Final: league.games.find((g) => g.seasonId === 3 && g.playoffRound === "final")!,
  };
}

describe.each(databaseKinds)("game page data on $name", ({ open }) => {
  let t: TestDatabase;
  const league = generateDemoLeague({ now: NOW });
  const found = gamesByState(league);
  const teamName = (id: string | null | undefined) => league.teams.find((x) => x.id === id)!.name;
  const page = async (id: string) => {
    const data = await loadGamePage(t.db, id);
    if (!data) throw new Error(`no game ${id}`);
    return data;
  };

  beforeAll(async () => {
    t = await open("demo");
  });
  afterAll(() => t?.dispose());

  it("shows a final: score, winner, leaders and box scores whose totals equal the score", async () => {
    const g = found.finalSeason4;
    const data = await page(g.id!);
    expect(data.display).toBe("final");
    expect(data.title).toBe(`${teamName(g.awayTeamId)} at ${teamName(g.homeTeamId)}`);
    expect([data.away.score, data.home.score]).toEqual([g.awayScore, g.homeScore]);
    expect(data.home.won).toBe(g.winnerId === g.homeTeamId);
    expect(data.away.won).toBe(g.winnerId === g.awayTeamId);
    expect(data.statKeys).toEqual(["points", "rebounds", "assists", "blocks", "steals"]);

    const final = data.final!;
    expect(final.boxScores.map((b) => b.teamId)).toEqual([g.awayTeamId, g.homeTeamId]);
    for (const box of final.boxScores) {
      const score = box.teamId === g.homeTeamId ? g.homeScore : g.awayScore;
      expect(box.totals.points).toBe(score);
      const rows = found.linesOf(g).filter((s) => s.teamId === box.teamId);
      expect(box.lines).toHaveLength(rows.length);
      const expected = rows.filter((s) => s.status === "played");
      expect(box.totals.rebounds).toBe(expected.reduce((n, s) => n + s.rebounds!, 0));
      // Players who played come first; DNP rows come last.
      const statuses = box.lines.map((l) => l.status);
      expect(statuses).toEqual(
        [...statuses].sort((a, b) => (a === "played" ? -1 : b === "played" ? 1 : 0)),
      );
      for (const line of box.lines) expect(line.name).toMatch(/\S+ \S+/);
    }
    expect(final.boxScores.flatMap((b) => b.lines).some((l) => l.status === "dnp")).toBe(true);

    // Game leaders: the top scorer of the game, at most 3 rows unless tied.
    const points = final.leaders.find((l) => l.stat === "points")!.rows;
    const best = Math.max(...found.linesOf(g).map((s) => s.points ?? 0));
    expect(Number(points[0]!.value)).toBe(best);
    expect(points[0]!.label).toMatch(/^T?1$/);
    expect(points.filter((r) => !r.label.startsWith("T")).length).toBeLessThanOrEqual(3);
    expect(final.leaders.map((l) => l.stat)).toEqual(data.statKeys);

    expect(data.headline).toContain(
      `${teamName(g.winnerId)} ${Math.max(g.homeScore!, g.awayScore!)}`,
    );
    expect(data.season.isCurrent).toBe(true);
    expect(data.links.allGames).toBe("/schedule");
    expect(data.links.teams.map((l) => l.href)).toEqual([
      `/schedule/teams/${g.awayTeamId}`,
      `/schedule/teams/${g.homeTeamId}`,
    ]);
    expect(data.preview).toBeNull();
  });

  it("leaves blocks and steals out of a season-1 game", async () => {
    const data = await page(found.finalSeason1.id!);
    expect(data.display).toBe("final");
    expect(data.statKeys).toEqual(["points", "rebounds", "assists"]);
    expect(data.final!.leaders.map((l) => l.stat)).toEqual(["points", "rebounds", "assists"]);
    // An earlier season links to that season's schedule.
    expect(data.links.allGames).toBe("/schedule/seasons/1");
    expect(data.season.isCurrent).toBe(false);
  });

  it("names the team that forfeited", async () => {
    const g = found.forfeit;
    const data = await page(g.id!);
    const loser = g.winnerId === g.homeTeamId ? g.awayTeamId : g.homeTeamId;
    expect(data.display).toBe("forfeit");
    expect(data.forfeitText).toBe(forfeitMessage(teamName(loser)));
    expect(data.final).toBeNull();
  });

  it("keeps the final score of a game without stats", async () => {
    const g = found.noStats;
    const data = await page(g.id!);
    expect(data.display).toBe("no-stats");
    expect([data.away.score, data.home.score]).toEqual([g.awayScore, g.homeScore]);
    expect(data.final).toBeNull();
  });

  it("shows a postponed game's day", async () => {
    const data = await page(found.postponed.id!);
    expect(data.display).toBe("postponed");
    expect(data.day).toMatch(/^[A-Z][a-z]{2}, [A-Z][a-z]{2} \d{1,2}$/);
    expect(data.preview).toBeNull();
  });

  it("previews a game to come: records and both rosters' season and all-time leaders", async () => {
    const g = found.upcoming;
    const data = await page(g.id!);
    expect(data.display).toBe("upcoming");
    const season4 = league.games.filter((x) => x.seasonId === 4 && x.status === "completed");
    for (const [side, teamId] of [
      [data.away, g.awayTeamId],
      [data.home, g.homeTeamId],
    ] as const) {
      const mine = season4.filter((x) => x.homeTeamId === teamId || x.awayTeamId === teamId);
      const wins = mine.filter((x) => x.winnerId === teamId).length;
      expect(side.record).toBe(`${wins}-${mine.length - wins}`);
    }

    const preview = data.preview!;
    expect(preview.map((p) => p.teamId)).toEqual([g.awayTeamId, g.homeTeamId]);
    const completedIds = new Set(season4.map((x) => x.id));
    for (const team of preview) {
      const roster = new Set(
        league.seasonRosters
          .filter((r) => r.seasonId === 4 && r.teamId === team.teamId)
          .map((r) => r.playerId),
      );
      // The best scorer per game among the roster's lines for this team this season.
      const perPlayer = new Map<string, number[]>();
      for (const s of league.gameStats) {
        if (!completedIds.has(s.gameId) || s.teamId !== team.teamId || s.status !== "played")
          continue;
        if (!roster.has(s.playerId)) continue;
        perPlayer.set(s.playerId, [...(perPlayer.get(s.playerId) ?? []), s.points ?? 0]);
      }
      const averages = [...perPlayer.values()]
        .filter((pts) => pts.length >= LEADER_MIN_GAMES)
        .map((pts) => Math.round((pts.reduce((a, b) => a + b, 0) * 10) / pts.length) / 10);
      const seasonPoints = team.season.find((l) => l.stat === "points")!.rows;
      expect(Number(seasonPoints[0]!.value)).toBe(Math.max(...averages));

      for (const view of [team.season, team.allTime]) {
        expect(view.map((l) => l.stat)).toEqual(data.statKeys);
        for (const { rows } of view) {
          expect(rows.length).toBeGreaterThan(0);
          for (const row of rows) expect(roster.has(row.playerId)).toBe(true);
        }
      }
    }
    expect(data.final).toBeNull();
  });

  it("labels a playoff game of an earlier season", async () => {
    const data = await page(found.season3Final.id!);
    expect(data.playoff).toMatchObject({ round: "final", label: "Final" });
    expect(data.links.allGames).toBe("/schedule/seasons/3");
  });

  it("has nothing for an unknown game", async () => {
    expect(await loadGamePage(t.db, "no-such-game")).toBeNull();
  });
});

describe.each(databaseKinds)("game page during the playoffs on $name", ({ open }) => {
  let t: TestDatabase;
  const league = generateDemoLeague({ now: NOW, phase: "playoffs" });

  beforeAll(async () => {
    t = await open();
    await loadDemoLeague(t.db, league);
  });
  afterAll(() => t?.dispose());

  it("shows placeholders until the bracket is set", async () => {
    const g = league.games.find((x) => x.type === "playoff" && !x.homeTeamId && !x.awayTeamId)!;
    const data = (await loadGamePage(t.db, g.id!)) as GamePageData;
    expect(data.display).toBe("upcoming");
    expect(data.home.name).toBe(g.homePlaceholder ?? "TBD");
    expect(data.away.name).toBe(g.awayPlaceholder ?? "TBD");
    expect(data.home.teamId).toBeNull();
    expect(data.preview).toEqual([]);
    expect(data.playoff?.round).toBe(g.playoffRound);
    expect(data.season.isCurrent).toBe(true);
    expect(data.navTitle).toBe("Game");
  });
});
