// A game being scored live shows LIVE and its running score on every page that
// shows it (docs/league-rules.md#live-games): /schedule (its team and season
// views too) and both teams' pages hold it first, under "Live Now", apart
// from Results and Upcoming, with the state its stored taps add up to. On a
// game day every page listing that day's games (home too) follows the stream
// from before tip-off, and the stream carries the start, each basket and the
// final with its result; on a quiet day no page follows it.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { saveGameResult } from "~/data/game-results.server";
import {
  latestLiveSeq,
  liveEventsSince,
  recordLiveTaps,
  startLiveGame,
} from "~/data/live-events.server";
import { generateDemoLeague } from "~/demo/generate";
import { liveScore } from "~/domain/live/game";
import { leagueDay } from "~/domain/time/days";
import { loadSchedulePage } from "~/pages/schedule.server";
import { homePageWithLive } from "~/pages/home.server";
import { loadTeamPage } from "~/pages/team.server";
import { leagueDate } from "~/domain/time/league-time";
import type { ScheduleRequest } from "~/pages/schedule.server";
import type { LiveFeedView } from "~/views/live";
import { databaseKinds, type TestDatabase } from "../support/databases";

// The demo league is made as of this moment (Sun, Nov 22, noon in Boston).
const NOW = new Date("2026-11-22T17:00:00Z");
const ADMIN = "admin@example.org";

describe.each(databaseKinds)("live games on /schedule and team pages on $name", ({ open }) => {
  let t: TestDatabase;
  const league = generateDemoLeague({ now: NOW });
  const game = league.games
    .filter((g) => g.seasonId === 4 && leagueDay(g.startsAt) === "2026-11-23")
    .sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime())[0]!;
  // Ten minutes after tip-off: without its own group it would sit among the results.
  const during = new Date(game.startsAt.getTime() + 10 * 60_000);

  beforeAll(async () => {
    t = await open("demo");
    await startLiveGame(t.db, game.id, ADMIN, during);
    const basket = (n: number, teamId: string, points: 2 | 3) =>
      ({
        id: `everywhere-${process.pid}-${n}`,
        kind: "score",
        teamId,
        playerId: null,
        points,
        undoes: null,
      }) as const;
    await recordLiveTaps(
      t.db,
      game.id,
      [basket(1, game.homeTeamId!, 2), basket(2, game.awayTeamId!, 3)],
      ADMIN,
      during,
    );
  });
  afterAll(() => t?.dispose());

  /** The running score the page was drawn with, away–home. */
  function scoreIn(feed: LiveFeedView | null) {
    const view = feed?.games.find((g) => g.gameId === game.id);
    expect(view).toBeDefined();
    const score = liveScore(view!.state.baskets, view!.homeTeamId);
    return `${score.away}–${score.home}`;
  }

  it.each([
    ["/schedule", { seasonId: null, teamId: null }],
    ["/schedule/teams/{home}", { seasonId: null, teamId: game.homeTeamId! }],
    ["/schedule/seasons/4/teams/{away}", { seasonId: 4, teamId: game.awayTeamId! }],
    ["/schedule/seasons/4", { seasonId: 4, teamId: null }],
  ] satisfies [string, ScheduleRequest][])(
    "%s: the game first, LIVE, with its score, in neither Results nor Upcoming",
    async (_, req) => {
      const page = (await loadSchedulePage(t.db, req, during))!;
      expect(page.liveNow.map((c) => [c.id, c.display])).toEqual([[game.id, "live"]]);
      expect(scoreIn(page.live)).toBe("3–2");
      expect(page.live!.streamUrl).toMatch(/^\/live\?after=\d+$/);
      const elsewhere = [
        ...page.upcomingDays.flatMap((d) => d.items),
        ...page.results.months.flatMap((m) => m.items.flatMap((d) => d.items)),
      ];
      expect(elsewhere.map((c) => c.id)).not.toContain(game.id);
    },
  );

  it("a schedule with no live game follows no stream", async () => {
    const page = (await loadSchedulePage(t.db, { seasonId: 3, teamId: null }, during))!;
    expect(page.liveNow).toEqual([]);
    expect(page.live).toBeNull();
  });

  it.each([
    ["home", game.homeTeamId!],
    ["away", game.awayTeamId!],
  ])("the %s team's page: the game under Live Now with its score", async (_, teamId) => {
    const page = (await loadTeamPage(t.db, teamId, during))!;
    const current = page.current!;
    expect(current.liveNow.map((c) => [c.id, c.display])).toEqual([[game.id, "live"]]);
    expect(scoreIn(current.live)).toBe("3–2");
    expect(current.lastGame?.id).not.toBe(game.id);
    expect(current.nextGame?.id).not.toBe(game.id);
  });
});

describe.each(databaseKinds)("a game day's pages before tip-off on $name", ({ open }) => {
  let t: TestDatabase;
  const league = generateDemoLeague({ now: NOW });
  // Sat, Nov 28: four games, none begun at 7:30 AM.
  const today = league.games
    .filter((g) => g.seasonId === 4 && leagueDay(g.startsAt) === "2026-11-28")
    .sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime() || a.id.localeCompare(b.id));
  const morning = leagueDate(2026, 11, 28, 7, 30);
  const midnight = leagueDate(2026, 11, 29);
  const playing = new Set(today.flatMap((g) => [g.homeTeamId!, g.awayTeamId!]));
  const idle = league.teams.find((team) => !playing.has(team.id))!;
  const first = today[0]!;
  const ids = (feed: LiveFeedView | null) => (feed?.games.map((g) => g.gameId) ?? []).sort();

  beforeAll(async () => {
    t = await open("demo");
  });
  afterAll(() => t?.dispose());

  // First: the home page is kept by league version, and the clock runs forward.
  it("on a quiet day (the day before, its games all played) no page follows it, until the game day's midnight", async () => {
    const saturdayEve = leagueDate(2026, 11, 27, 20);
    const schedule = (await loadSchedulePage(t.db, { seasonId: null, teamId: null }, saturdayEve))!;
    expect(schedule.live).toBeNull();
    expect(schedule.changesAt).toEqual(leagueDate(2026, 11, 28));
    expect((await loadTeamPage(t.db, first.homeTeamId!, saturdayEve))!.current!.live).toBeNull();
    expect((await homePageWithLive(t.db, saturdayEve)).live).toBeNull();
  });

  it("/schedule and its views follow the stream: today's games, not started, until midnight", async () => {
    expect(today).toHaveLength(4);
    for (const req of [
      { seasonId: null, teamId: null },
      { seasonId: 4, teamId: null },
      { seasonId: null, teamId: first.homeTeamId! },
      { seasonId: 4, teamId: first.awayTeamId! },
    ] satisfies ScheduleRequest[]) {
      const page = (await loadSchedulePage(t.db, req, morning))!;
      const expected = today.filter(
        (g) => req.teamId === null || g.homeTeamId === req.teamId || g.awayTeamId === req.teamId,
      );
      expect(ids(page.live)).toEqual(expected.map((g) => g.id).sort());
      expect(page.live!.streamUrl).toMatch(/^\/live\?after=\d+$/);
      expect(page.live!.games.every((g) => g.state.phase === "not-started")).toBe(true);
      expect(page.changesAt!.getTime()).toBeLessThanOrEqual(midnight.getTime());
    }
  });

  it("a playing team's page and home follow it; an idle team's page does not", async () => {
    const team = (await loadTeamPage(t.db, first.homeTeamId!, morning))!;
    expect(ids(team.current!.live)).toEqual([first.id]);
    expect((await loadTeamPage(t.db, idle.id, morning))!.current!.live).toBeNull();
    const home = await homePageWithLive(t.db, morning);
    expect(ids(home.live)).toEqual(today.map((g) => g.id).sort());
  });

  it("the stream carries the start, each basket and the final with its result; a sheet typed in is a final too", async () => {
    const after = await latestLiveSeq(t.db);
    const tipOff = new Date(first.startsAt.getTime() + 60_000);
    await startLiveGame(t.db, first.id, ADMIN, tipOff);
    await recordLiveTaps(
      t.db,
      first.id,
      [
        {
          id: `tipoff-${process.pid}-1`,
          kind: "score",
          teamId: first.homeTeamId!,
          playerId: null,
          points: 2,
          undoes: null,
        },
      ],
      ADMIN,
      tipOff,
    );
    const result = { homeScore: 40, awayScore: 37, winnerId: first.homeTeamId!, stats: [] };
    await saveGameResult(t.db, first.id, { ...result, statsIncomplete: true }, ADMIN, tipOff);
    // Another of today's games, its sheet typed in without live scoring.
    const second = today[1]!;
    const typed = { homeScore: 30, awayScore: 33, winnerId: second.awayTeamId!, stats: [] };
    await saveGameResult(t.db, second.id, { ...typed, statsIncomplete: true }, ADMIN, tipOff);
    // A corrected result is not news: no second final.
    await saveGameResult(
      t.db,
      second.id,
      { ...typed, homeScore: 31, statsIncomplete: true },
      ADMIN,
      tipOff,
    );

    const events = await liveEventsSince(t.db, after, { limit: 100 });
    expect(events.map((e) => [e.gameId, e.kind])).toEqual([
      [first.id, "start"],
      [first.id, "score"],
      [first.id, "final"],
      [second.id, "final"],
    ]);
    expect(events[2]!.final).toEqual({ home: 40, away: 37, winnerId: first.homeTeamId });
    // Read as saved now (the correction included).
    expect(events[3]!.final).toEqual({ home: 31, away: 33, winnerId: second.awayTeamId });
    expect(events[0]!.final).toBeUndefined();
  });
});
