// A game being scored live shows LIVE and its running score on every page that
// shows it (docs/league-rules.md#live-games): /schedule (its team and season
// views too) and both teams' pages hold it first, under "Live Now", apart
// from Results and Upcoming, with the state its stored taps add up to.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { recordLiveTaps, startLiveGame } from "~/data/live-events.server";
import { generateDemoLeague } from "~/demo/generate";
import { liveScore } from "~/domain/live/game";
import { leagueDay } from "~/domain/time/days";
import { loadSchedulePage } from "~/pages/schedule.server";
import { loadTeamPage } from "~/pages/team.server";
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
