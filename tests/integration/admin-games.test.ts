// Game day and the game list for the courtside admin
// (docs/league-rules.md#game-day) on the demo league: /admin opens with
// today's games or the next game day's, /admin/games lists the days nearest
// first and keeps one team's games; a live game shows its running score.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seasonGames } from "~/data/games.server";
import { recordLiveTaps, startLiveGame } from "~/data/live-events.server";
import { generateDemoLeague } from "~/demo/generate";
import { leagueDay } from "~/domain/time/days";
import { formatGameDay, formatGameTime, leagueDate } from "~/domain/time/league-time";
import { loadAdminDashboard } from "~/pages/admin.server";
import { loadAdminGames } from "~/pages/admin-games.server";
import { handleGameEntry, loadGameEntryPage } from "~/pages/admin-game.server";
import type { FormReply } from "~/form-reply";
import { databaseKinds, type TestDatabase } from "../support/databases";

// The demo league is made as of this moment (Sun, Nov 22, noon in Boston).
const NOW = new Date("2026-11-22T17:00:00Z");
const ADMIN = "admin@example.org";

describe.each(databaseKinds)("admin game day and game list on $name", ({ open }) => {
  let t: TestDatabase;
  const league = generateDemoLeague({ now: NOW });
  const season4 = league.games.filter((g) => g.seasonId === 4);
  const onDay = (day: string) =>
    season4
      .filter((g) => leagueDay(g.startsAt) === day)
      .sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime() || (a.id < b.id ? -1 : 1));
  const teamName = (id: string | null | undefined) =>
    league.teams.find((team) => team.id === id)!.name;

  beforeAll(async () => {
    t = await open("demo");
  });
  afterAll(() => t?.dispose());

  it("/admin opens with today's games: finals with their scores", async () => {
    const today = onDay("2026-11-22");
    expect(today.length).toBeGreaterThan(0);
    const { gameDay } = await loadAdminDashboard(t.db, NOW);
    expect(gameDay).toMatchObject({ label: "Sun, Nov 22", today: true });
    expect(gameDay!.games.map((g) => g.id)).toEqual(today.map((g) => g.id));
    const [first] = today;
    expect(gameDay!.games[0]).toEqual({
      id: first!.id,
      matchup: `${teamName(first!.awayTeamId)} at ${teamName(first!.homeTeamId)}`,
      day: "Sun, Nov 22",
      time: formatGameTime(first!.startsAt),
      gym: expect.any(String),
      playoff: false,
      state: "final",
      score: `${first!.awayScore}–${first!.homeScore}`,
      canScore: true,
    });
  });

  it("with no game today, the next game day, named, with its games to come", async () => {
    const tuesday = leagueDate(2026, 11, 24, 12);
    const next = season4
      .filter((g) => g.startsAt > tuesday && g.status !== "postponed")
      .sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime())[0]!;
    const { gameDay } = await loadAdminDashboard(t.db, tuesday);
    expect(gameDay).toMatchObject({ label: formatGameDay(next.startsAt), today: false });
    expect(gameDay!.games.map((g) => g.id)).toEqual(
      onDay(leagueDay(next.startsAt)).map((g) => g.id),
    );
    expect(gameDay!.games.every((g) => g.state === "upcoming" && g.score === null)).toBe(true);
  });

  it("/admin/games: today first, then the days to come, then the played days latest first", async () => {
    const page = await loadAdminGames(t.db, null, NOW);
    expect(page.season).toMatchObject({ id: 4 });
    const days = [...page.upcoming, ...page.played];
    expect(days.flatMap((d) => d.games).length).toBe(season4.length);
    expect(page.upcoming[0]).toMatchObject({ label: "Sun, Nov 22", today: true });
    expect(page.upcoming[1]?.label).toBe(formatGameDay(onDay("2026-11-23")[0]!.startsAt));
    expect(page.played[0]?.label).toBe("Sat, Nov 21");
    const starts = (label: string) => days.find((d) => d.label === label)!;
    expect(starts("Sat, Nov 21").games.every((g) => g.state === "final")).toBe(true);
    // The demo's postponed game reads so and keeps its day.
    const postponed = season4.find((g) => g.status === "postponed")!;
    const row = days.flatMap((d) => d.games).find((g) => g.id === postponed.id);
    expect(row).toMatchObject({ state: "postponed", day: formatGameDay(postponed.startsAt) });
    // The picker offers the season's teams by name.
    expect(page.teams.length).toBe(
      new Set(season4.flatMap((g) => [g.homeTeamId, g.awayTeamId]).filter(Boolean)).size,
    );
    const names = page.teams.map((team) => team.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
  });

  it("?season=N lists that season's games, the seasons newest first in the picker; an unknown one is a 404", async () => {
    const page = await loadAdminGames(t.db, null, NOW, 3);
    expect(page.season).toMatchObject({ id: 3 });
    const season3 = (await seasonGames(t.db, 3)).length;
    expect(season3).toBeGreaterThan(0);
    expect([...page.upcoming, ...page.played].flatMap((d) => d.games).length).toBe(season3);
    expect(page.upcoming).toEqual([]);
    expect(page.seasons.map((s) => s.id)).toEqual([4, 3, 2, 1]);
    await expect(loadAdminGames(t.db, null, NOW, 99)).rejects.toMatchObject({
      init: { status: 404 },
    });
  });

  it("?team= keeps one team's games; an unknown team shows them all", async () => {
    const teamId = season4[0]!.homeTeamId!;
    const page = await loadAdminGames(t.db, teamId, NOW);
    expect(page.teamId).toBe(teamId);
    const shown = [...page.upcoming, ...page.played].flatMap((d) => d.games);
    const theirs = season4.filter((g) => g.homeTeamId === teamId || g.awayTeamId === teamId);
    expect(shown.map((g) => g.id).sort()).toEqual(theirs.map((g) => g.id).sort());
    expect(shown.every((g) => g.matchup.includes(teamName(teamId)))).toBe(true);

    const unknown = await loadAdminGames(t.db, "no-such-team", NOW);
    expect(unknown.teamId).toBeNull();
    expect([...unknown.upcoming, ...unknown.played].flatMap((d) => d.games).length).toBe(
      season4.length,
    );
  });

  it("a game being scored live shows Live and its running score on both pages", async () => {
    const game = onDay("2026-11-23")[0]!;
    const morning = leagueDate(2026, 11, 23, 6);
    await startLiveGame(t.db, game.id, ADMIN, morning);
    const basket = (id: string, teamId: string, points: 2 | 3) =>
      ({ id, kind: "score", teamId, playerId: null, points, undoes: null }) as const;
    await recordLiveTaps(
      t.db,
      game.id,
      [
        basket(`gd-${process.pid}-1`, game.homeTeamId!, 2),
        basket(`gd-${process.pid}-2`, game.awayTeamId!, 3),
        basket(`gd-${process.pid}-3`, game.awayTeamId!, 2),
      ],
      ADMIN,
      morning,
    );
    const { gameDay } = await loadAdminDashboard(t.db, morning);
    expect(gameDay).toMatchObject({ today: true, label: formatGameDay(game.startsAt) });
    expect(gameDay!.games.find((g) => g.id === game.id)).toMatchObject({
      state: "live",
      score: "5–2",
    });
    const list = await loadAdminGames(t.db, null, morning);
    const row = list.upcoming[0]!.games.find((g) => g.id === game.id);
    expect(row).toMatchObject({ state: "live", score: "5–2" });
  });

  it("a refused save sends back what was typed in the game's boxes (cut short), nothing else", async () => {
    const game = onDay("2026-11-28").find((g) => g.homeTeamId && g.awayTeamId)!;
    const page = await loadGameEntryPage(t.db, game.id, NOW);
    const player = page.home.players[0]!;
    const points = Object.keys(player.values).find((name) => name.endsWith(":points"))!;
    const form = new FormData();
    form.set("intent", "save");
    form.set("awayScore", "abc");
    form.set("homeScore", "4".repeat(500));
    form.set("forfeit", "on");
    form.set(points, "12");
    form.set("stat:not-on-a-roster:points", "9");
    form.set("junk", "x");
    const viewer = { userId: "u", email: ADMIN, name: "Admin", isAdmin: true, player: null };
    const answer = (await handleGameEntry(t.db, game.id, viewer, form)) as unknown as {
      data: FormReply;
      init: { status: number };
    };
    expect(answer.init.status).toBe(400);
    expect(answer.data.result.error?.[""]).toEqual([
      "Nothing was saved: fix the boxes marked above.",
    ]);
    expect(answer.data.result.initialValue).toEqual({
      awayScore: "abc",
      homeScore: "4".repeat(40),
      forfeit: "on",
      [points]: "12",
    });
  });
});
