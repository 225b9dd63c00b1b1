// The home page's data, end to end through the query modules and the league
// engine, on a freshly migrated database loaded with the demo league.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seasonGames, seasonStatLines, statStatusesByGame } from "~/data/games.server";
import { playerRefs } from "~/data/players.server";
import { currentSeason, listSeasons, seasonTeamsOf } from "~/data/seasons.server";
import { generateDemoLeague } from "~/demo/generate";
import { loadDemoLeague } from "~/demo/load.server";
import { STAT_KEYS } from "~/domain/league";
import { loadHomePage } from "~/pages/home.server";
import { databaseKinds, type TestDatabase } from "../support/databases";

const NOW = new Date("2026-11-22T17:00:00Z");

describe.each(databaseKinds)("home page data on $name", ({ open }) => {
  let t: TestDatabase;
  const league = generateDemoLeague({ now: NOW });

  beforeAll(async () => {
    t = await open("demo");
  });
  afterAll(() => t?.dispose());

  it("finds the current season, its teams and games", async () => {
    const season = await currentSeason(t.db);
    expect(season?.id).toBe(4);
    expect((await listSeasons(t.db)).map((s) => s.id)).toEqual([1, 2, 3, 4]);
    const teams = await seasonTeamsOf(t.db, 4);
    expect(teams).toHaveLength(16);
    expect(teams.filter((x) => x.conference === "east")).toHaveLength(8);
    const games = await seasonGames(t.db, 4);
    expect(games).toHaveLength(league.games.filter((g) => g.seasonId === 4).length);
    // Ordered by start time, and dates come back as real instants.
    for (let i = 1; i < games.length; i++) {
      expect(games[i]!.startsAt.getTime()).toBeGreaterThanOrEqual(games[i - 1]!.startsAt.getTime());
    }
  });

  it("reads stat lines of completed games only, marked for blocks and steals", async () => {
    const season = (await currentSeason(t.db))!;
    const lines = await seasonStatLines(t.db, 4, season.blocksStealsAfter);
    const completed = new Set(
      league.games.filter((g) => g.seasonId === 4 && g.status === "completed").map((g) => g.id),
    );
    expect(lines.length).toBe(league.gameStats.filter((s) => completed.has(s.gameId)).length);
    expect(lines.every((l) => l.tracksBlocksSteals)).toBe(true);
    const season1 = (await listSeasons(t.db))[0]!;
    const early = await seasonStatLines(t.db, 1, season1.blocksStealsAfter);
    expect(early.every((l) => !l.tracksBlocksSteals)).toBe(true);
  });

  it("groups stat statuses by game and names players", async () => {
    const forfeit = league.gameStats.find((s) => s.status === "forfeit")!;
    const byGame = await statStatusesByGame(t.db, [forfeit.gameId]);
    expect(byGame.get(forfeit.gameId)!.every((s) => s.status === "forfeit")).toBe(true);
    expect((await statStatusesByGame(t.db, [])).size).toBe(0);
    const names = await playerRefs(t.db, [forfeit.playerId, forfeit.playerId]);
    expect(names.size).toBe(1);
  });

  it("builds the home page: recent scores, upcoming games, standings and leaders", async () => {
    const home = await loadHomePage(t.db, NOW);
    if (!home.season) throw new Error("no season");
    expect(home.hasGames).toBe(true);
    // Sunday noon: this weekend's results under their days, today first, each day from 8 AM.
    const played = (day: string) =>
      league.games
        .filter((g) => g.seasonId === 4 && g.status === "completed")
        .filter((g) => g.startsAt!.toISOString().startsWith(day))
        .map((g) => ({ id: g.id!, startsAt: g.startsAt! }))
        .sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime() || (a.id < b.id ? -1 : 1))
        .map((g) => g.id);
    expect(home.recentScores.map((d) => [d.label, d.items.map((c) => c.id)])).toEqual([
      ["Sunday, November 22", played("2026-11-22")],
      ["Saturday, November 21", played("2026-11-21")],
    ]);
    expect(home.recentScores.flatMap((d) => d.items)).toHaveLength(8);
    for (const card of home.recentScores.flatMap((d) => d.items))
      expect(["final", "forfeit", "no-stats"]).toContain(card.display);
    const upcoming = home.upcoming.flatMap((d) => d.items);
    expect(home.upcoming.map((d) => d.label)).toEqual([
      "Monday, November 23",
      "Saturday, November 28",
      "Sunday, November 29",
    ]);
    expect(upcoming.every((c) => c.display === "upcoming")).toBe(true);
    expect(home.upcomingDays).toBe(7);
    expect(home.previousSeasonId).toBeNull();
    expect(home.bracket).toBeNull();
    expect(home.standings.league).toHaveLength(16);
    expect(home.standings.conferences.map((c) => c.label)).toEqual([
      "Western Conference",
      "Eastern Conference",
    ]);
    expect(home.leaders).not.toBeNull();
    for (const key of STAT_KEYS) expect(home.leaders![key].length).toBeGreaterThan(0);
    expect(home.leaders!.points[0]!.name).toMatch(/\S+ \S+/);
  });
});

describe.each(databaseKinds)("home page on a quiet week on $name", ({ open }) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await open("demo");
  });
  afterAll(() => t?.dispose());

  it("still shows the last game day's results when it was more than a week ago", async () => {
    // The demo league has no result after Sunday 22 November: ten days later
    // that day's results are still the latest, and Saturday's have left.
    const home = await loadHomePage(t.db, new Date("2026-12-02T17:00:00Z"));
    if (!home.season) throw new Error("no season");
    expect(home.recentScores.map((d) => d.label)).toEqual(["Sunday, November 22"]);
    expect(home.recentScores[0]!.items).toHaveLength(4);
  });
});

describe.each(databaseKinds)("home page during the playoffs on $name", ({ open }) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await open();
    await loadDemoLeague(t.db, generateDemoLeague({ now: NOW, phase: "playoffs" }));
  });
  afterAll(() => t?.dispose());

  it("shows the bracket and looks two days ahead", async () => {
    const home = await loadHomePage(t.db, NOW);
    if (!home.season) throw new Error("no season");
    expect(home.upcomingDays).toBe(2);
    expect(home.bracket?.map((r) => r.label)).toEqual([
      "First Round",
      "Conference Semifinal",
      "Conference Final",
      "Final",
    ]);
    const first = home.bracket![0]!;
    expect(first.groups.map((g) => g.label)).toEqual(["Eastern Conference", "Western Conference"]);
    expect(first.groups.flatMap((g) => g.games)).toHaveLength(8);
    // Winners of the first round have moved into the semifinals.
    const semis = home.bracket![1]!.groups.flatMap((g) => g.games);
    expect(semis.every((g) => g.home.teamId && g.away.teamId)).toBe(true);
  });
});

describe.each(databaseKinds)("home page of an empty league on $name", ({ open }) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await open();
  });
  afterAll(() => t?.dispose());

  it("has no season to show", async () => {
    expect((await loadHomePage(t.db, NOW)).season).toBeNull();
  });
});
