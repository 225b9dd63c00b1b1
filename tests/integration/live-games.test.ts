// Live games (docs/league-rules.md#live-games) on a real database: start,
// taps stored once in the order applied, undo, abandon, finish through the
// normal result save; the pages that show them; and the hub that streams the
// events to spectators, also from a second instance (PostgreSQL).
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Viewer } from "~/auth/viewer.server";
import { latestAuditEntries } from "~/data/audit.server";
import { loadGameForEntry, saveGameResult } from "~/data/game-results.server";
import {
  abandonLiveGame,
  LiveRefused,
  liveStates,
  recordLiveTaps,
  startLiveGame,
} from "~/data/live-events.server";
import { openDatabase } from "~/db/connection.server";
import { games, liveEvents } from "~/db/schema";
import { generateDemoLeague } from "~/demo/generate";
import { parseGameEntry, statField } from "~/domain/games/entry";
import { liveScore, type LiveEvent, type LiveTap } from "~/domain/live/game";
import { liveStartQuestion } from "~/domain/live/start";
import { formatGameDay, formatGameTime } from "~/domain/time/league-time";
import { loadGameEntryPage } from "~/pages/admin-game.server";
import { handleLiveAction } from "~/pages/admin-game-live.server";
import { loadGamePage } from "~/pages/game.server";
import { homePageWithLive } from "~/pages/home.server";
import { loadSeasonPage } from "~/pages/season.server";
import { LiveHub } from "~/server/live-hub.server";
import { databaseKinds, type TestDatabase } from "../support/databases";

const NOW = new Date("2026-11-22T17:00:00Z");
const ADMIN = "admin@example.org";
const admin: Viewer = { userId: "u", email: ADMIN, name: "Admin", isAdmin: true, player: null };

let tapCount = 0;
function tap(teamId: string, points: 1 | 2 | 3, playerId: string | null = null): LiveTap {
  tapCount += 1;
  return {
    id: `tap-${process.pid}-${tapCount}`,
    kind: "score",
    teamId,
    playerId,
    points,
    undoes: null,
  };
}

/** A hub's stream as text: every SSE message's data, parsed. */
function collector() {
  const messages: LiveEvent[] = [];
  let closed = false;
  return {
    messages,
    sink: {
      write(text: string) {
        for (const line of text.split("\n")) {
          if (line.startsWith("data: ")) messages.push(JSON.parse(line.slice(6)) as LiveEvent);
        }
        return !closed;
      },
      close() {
        closed = true;
      },
    },
    async until(count: number, timeoutMs = 5_000) {
      const start = Date.now();
      while (messages.length < count) {
        if (Date.now() - start > timeoutMs) {
          throw new Error(`got ${messages.length} of ${count} messages`);
        }
        await new Promise((r) => setTimeout(r, 10));
      }
    },
  };
}

describe.each(databaseKinds)("live games on $name", ({ name, open }) => {
  let t: TestDatabase;
  const league = generateDemoLeague({ now: NOW });
  const upcoming = league.games.filter(
    (g) =>
      g.seasonId === 4 &&
      g.status === "scheduled" &&
      g.homeTeamId &&
      g.awayTeamId &&
      g.startsAt > NOW,
  );
  const [first, second, third] = upcoming as [
    (typeof upcoming)[number],
    (typeof upcoming)[number],
    (typeof upcoming)[number],
  ];
  const rosterOf = (teamId: string) =>
    league.seasonRosters
      .filter((r) => r.seasonId === 4 && r.teamId === teamId)
      .map((r) => r.playerId);

  beforeAll(async () => {
    t = await open("demo");
  });
  afterAll(() => t?.dispose());

  it("starts a game: live, audited, and starting again changes nothing", async () => {
    await startLiveGame(t.db, first.id, ADMIN, NOW);
    await startLiveGame(t.db, first.id, ADMIN, NOW);
    const [row] = await t.db.select().from(games).where(eq(games.id, first.id));
    expect(row?.status).toBe("live");
    const starts = await t.db.select().from(liveEvents).where(eq(liveEvents.gameId, first.id));
    expect(starts.map((e) => e.kind)).toEqual(["start"]);
    const [audit] = await latestAuditEntries(t.db, 1);
    expect(audit).toMatchObject({ action: "start-live", entityId: first.id });
  });

  it("a start must be confirmed: refused (400) and nothing written without it", async () => {
    const status = async () =>
      (await t.db.select().from(games).where(eq(games.id, third.id)))[0]?.status;
    const events = async () =>
      (await t.db.select().from(liveEvents).where(eq(liveEvents.gameId, third.id))).length;
    const [statusBefore, eventsBefore] = [await status(), await events()];
    const start = (fields: Record<string, string>, answer: "json" | "page") => {
      const form = new FormData();
      for (const [k, v] of Object.entries({ intent: "start", ...fields })) form.set(k, v);
      return handleLiveAction(t.db, third.id, admin, form, answer);
    };
    const json = await start({}, "json");
    expect(json.status).toBe(400);
    expect(((await json.json()) as { message: string }).message).toMatch(/not started: confirm/);
    const page = await start({ confirmed: "on" }, "page");
    expect(page.status).toBe(400);
    expect(await page.text()).toMatch(/not started: confirm/);
    expect([await status(), await events()]).toEqual([statusBefore, eventsBefore]);

    const confirmed = await start({ confirmed: "yes" }, "page");
    expect(confirmed.status).toBe(302);
    expect(confirmed.headers.get("Location")).toBe(`/admin/games/${third.id}#live-scorer`);
    expect(await status()).toBe("live");
    await abandonLiveGame(t.db, third.id, ADMIN, NOW);
  });

  it("the admin's game page asks first, saying how early a start is", async () => {
    const later = upcoming.at(-1)!;
    const page = await loadGameEntryPage(t.db, later.id, NOW);
    expect(page.game.startQuestion).toEqual(liveStartQuestion(later.startsAt, NOW));
    expect(page.game.startQuestion.early).toBe(true);
    expect(page.game.startQuestion.text).toContain(
      `(${formatGameDay(later.startsAt)}, ${formatGameTime(later.startsAt)}). Start live scoring now?`,
    );
    const soon = await loadGameEntryPage(t.db, later.id, new Date(later.startsAt.getTime() - 1));
    expect(soon.game.startQuestion.early).toBe(false);
  });

  it("stores each tap once, whatever how often it is sent, and adds them up", async () => {
    const home = first.homeTeamId!;
    const away = first.awayTeamId!;
    const scorer = rosterOf(home)[0]!;
    const batch = [tap(home, 2, scorer), tap(away, 3), tap(home, 1)];
    expect(await recordLiveTaps(t.db, first.id, batch, ADMIN, NOW)).toEqual({ stored: 3 });
    // The phone did not hear the answer and sends the same queue again, plus one more.
    const more = [...batch, tap(away, 2)];
    expect(await recordLiveTaps(t.db, first.id, more, ADMIN, NOW)).toEqual({ stored: 1 });
    const state = (await liveStates(t.db, [first.id])).get(first.id)!;
    expect(liveScore(state.baskets, home)).toEqual({ home: 3, away: 5 });
    expect(state.baskets.find((b) => b.playerId === scorer)?.playerName).toBeTruthy();
  });

  it("an undo without a basket named takes back the team's latest; an undo of nothing is dropped", async () => {
    const home = first.homeTeamId!;
    const undo = (id: string): LiveTap => ({ ...tap(home, 1), id, kind: "undo", points: null });
    await recordLiveTaps(t.db, first.id, [undo(`undo-${process.pid}-1`)], ADMIN, NOW);
    let state = (await liveStates(t.db, [first.id])).get(first.id)!;
    // The home team's latest (its 1), though the away team's 2 came after it.
    expect(liveScore(state.baskets, home)).toEqual({ home: 2, away: 5 });
    // Two more undos: the first takes the 2, the second finds nothing and is not stored.
    const { stored } = await recordLiveTaps(
      t.db,
      first.id,
      [undo(`undo-${process.pid}-2`), undo(`undo-${process.pid}-3`)],
      ADMIN,
      NOW,
    );
    expect(stored).toBe(1);
    state = (await liveStates(t.db, [first.id])).get(first.id)!;
    expect(liveScore(state.baskets, home)).toEqual({ home: 0, away: 5 });
  });

  it("an undo for one team naming the other team's basket is refused (409) and changes nothing", async () => {
    const home = first.homeTeamId!;
    const away = first.awayTeamId!;
    const awayThree = tap(away, 3);
    const homeTwo = tap(home, 2);
    await recordLiveTaps(t.db, first.id, [awayThree, homeTwo], ADMIN, NOW);
    const events = async () => (await t.db.select().from(liveEvents)).length;
    const score = async () =>
      liveScore((await liveStates(t.db, [first.id])).get(first.id)!.baskets, home);
    const [eventsBefore, scoreBefore] = [await events(), await score()];
    const homeUndo = (id: string): LiveTap => ({
      id,
      kind: "undo",
      teamId: home,
      playerId: null,
      points: null,
      undoes: awayThree.id,
    });

    // Alone, and with a good tap before it in the same post: nothing of the post is stored.
    const alone = recordLiveTaps(t.db, first.id, [homeUndo(`cross-${process.pid}-1`)], ADMIN, NOW);
    await expect(alone).rejects.toMatchObject({ status: 409, message: /other team/ });
    const mixed = [tap(home, 1), homeUndo(`cross-${process.pid}-2`)];
    await expect(recordLiveTaps(t.db, first.id, mixed, ADMIN, NOW)).rejects.toBeInstanceOf(
      LiveRefused,
    );
    // Through the scorer's post: a 409 the phone shows, word for word.
    const posted = new FormData();
    posted.set("intent", "taps");
    posted.set("taps", JSON.stringify([homeUndo(`cross-${process.pid}-3`)]));
    const answer = await handleLiveAction(t.db, first.id, admin, posted, "json");
    expect(answer.status).toBe(409);
    expect(((await answer.json()) as { message: string }).message).toMatch(
      /names a basket of the other team: nothing was taken back/,
    );
    expect(await events()).toBe(eventsBefore);
    expect(await score()).toEqual(scoreBefore);

    // The away team's Undo takes back its own 3, not the home 2 that came after it.
    const awayUndo = { ...homeUndo(`cross-${process.pid}-4`), teamId: away, undoes: null };
    expect(await recordLiveTaps(t.db, first.id, [awayUndo], ADMIN, NOW)).toEqual({ stored: 1 });
    expect(await score()).toEqual({ home: scoreBefore.home, away: scoreBefore.away - 3 });
  });

  it("two scorers tapping at once: every tap counts, in one order", async () => {
    const home = first.homeTeamId!;
    const away = first.awayTeamId!;
    const before = liveScore((await liveStates(t.db, [first.id])).get(first.id)!.baskets, home);
    const a = Array.from({ length: 10 }, () => tap(home, 2));
    const b = Array.from({ length: 10 }, () => tap(away, 3));
    await Promise.all([
      ...a.map((x) => recordLiveTaps(t.db, first.id, [x], "one@example.org", NOW)),
      ...b.map((x) => recordLiveTaps(t.db, first.id, [x], "two@example.org", NOW)),
    ]);
    const after = liveScore((await liveStates(t.db, [first.id])).get(first.id)!.baskets, home);
    expect(after).toEqual({ home: before.home + 20, away: before.away + 30 });
    const seqs = (await t.db.select({ seq: liveEvents.seq }).from(liveEvents)).map((r) => r.seq);
    expect(new Set(seqs).size).toBe(seqs.length);
  });

  it("refuses taps for a game that is not live, writing nothing", async () => {
    const count = async () => (await t.db.select().from(liveEvents)).length;
    const before = await count();
    await expect(
      recordLiveTaps(t.db, second.id, [tap(second.homeTeamId!, 2)], ADMIN, NOW),
    ).rejects.toBeInstanceOf(LiveRefused);
    expect(await count()).toBe(before);
  });

  it("the game page and the home page show the running score", async () => {
    const page = (await loadGamePage(t.db, first.id))!;
    const state = (await liveStates(t.db, [first.id])).get(first.id)!;
    const tally = liveScore(state.baskets, first.homeTeamId ?? null);
    expect(page.display).toBe("live");
    expect([page.away.score, page.home.score]).toEqual([tally.away, tally.home]);
    expect(page.live?.games[0]?.state.baskets).toHaveLength(state.baskets.length);
    expect(page.live?.streamUrl).toMatch(new RegExp(`^/games/${first.id}/live\\?after=\\d+$`));

    const home = await homePageWithLive(t.db, NOW);
    expect(home.season && home.liveNow.map((c) => c.id)).toEqual([first.id]);
    expect(home.live?.games[0]?.state.seq).toBe(state.seq);
    const upcoming = home.season ? home.upcoming.flatMap((d) => d.items) : [];
    expect(upcoming.some((c) => c.id === first.id)).toBe(false);
  });

  it("the scorer's posts: JSON answers for the script, redirects for plain forms", async () => {
    const form = (fields: Record<string, string>) => {
      const f = new FormData();
      for (const [k, v] of Object.entries(fields)) f.set(k, v);
      return f;
    };
    const ok = await handleLiveAction(
      t.db,
      first.id,
      admin,
      form({ intent: "taps", taps: JSON.stringify([tap(first.homeTeamId!, 3)]) }),
      "json",
    );
    expect(ok.status).toBe(200);
    expect(await ok.json()).toMatchObject({ stored: 1 });

    const bad = await handleLiveAction(
      t.db,
      first.id,
      admin,
      form({ intent: "taps", taps: '[{"id":"x"}]' }),
      "json",
    );
    expect(bad.status).toBe(400);

    const notLive = await handleLiveAction(
      t.db,
      second.id,
      admin,
      form({ intent: "taps", taps: JSON.stringify([tap(second.homeTeamId!, 3)]) }),
      "json",
    );
    expect(notLive.status).toBe(409);
    expect(((await notLive.json()) as { message: string }).message).toMatch(/not being scored/);

    // Without a script: one button, its id made when the page was drawn.
    const plain = form({
      intent: "tap",
      tapId: `plain-${process.pid}-0001`,
      tap: `${first.awayTeamId}:2`,
      player: "",
    });
    const redirect = await handleLiveAction(t.db, first.id, admin, plain, "page");
    expect(redirect.status).toBe(302);
    // Back to the page opened on its scorer (the buttons on screen, not the page's header).
    expect(redirect.headers.get("Location")).toBe(`/admin/games/${first.id}#live-scorer`);
    const refused = await handleLiveAction(
      t.db,
      second.id,
      admin,
      form({ intent: "tap", tapId: `plain-${process.pid}-0002`, tap: `${second.awayTeamId}:2` }),
      "page",
    );
    expect(refused.headers.get("Location")).toBe(`/admin/games/${second.id}?refused=not-live`);
  });

  it("Finish: the result form is prefilled from the live score, and the save ends the live game", async () => {
    const scorer = rosterOf(first.homeTeamId!)[1]!;
    await recordLiveTaps(t.db, first.id, [tap(first.homeTeamId!, 3, scorer)], ADMIN, NOW);
    const state = (await liveStates(t.db, [first.id])).get(first.id)!;
    const tally = liveScore(state.baskets, first.homeTeamId ?? null);
    const page = await loadGameEntryPage(t.db, first.id);
    expect([page.game.awayScore, page.game.homeScore]).toEqual([tally.away, tally.home]);
    const credited = page.home.players.find((p) => p.playerId === scorer)!;
    expect(credited.values[statField(scorer, "points")]).toBe("3");
    // The scorer's chips: each player's whole last name, told apart within his team.
    for (const side of [page.away, page.home]) {
      expect(new Set(side.players.map((p) => p.chipName)).size).toBe(side.players.length);
      for (const p of side.players) expect(p.chipName.endsWith(p.lastName)).toBe(true);
    }
    expect(page.live?.tapId).toMatch(/^[0-9a-f-]{36}$/);

    const entry = (await loadGameForEntry(t.db, first.id))!;
    const values: Record<string, string> = {
      homeScore: String(page.game.homeScore),
      awayScore: String(page.game.awayScore),
    };
    for (const side of [page.away, page.home]) {
      for (const p of side.players) Object.assign(values, p.values);
    }
    const parsed = parseGameEntry(
      values,
      {
        homeTeamId: entry.game.homeTeamId!,
        awayTeamId: entry.game.awayTeamId!,
        startsAt: entry.game.startsAt,
        blocksStealsAfter: entry.blocksStealsAfter,
      },
      entry.players,
    );
    if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors));
    const standingsBefore = (await loadSeasonPage(t.db, 4))!.standings.league;
    await saveGameResult(t.db, first.id, parsed.result, ADMIN, NOW);

    const final = (await loadGamePage(t.db, first.id))!;
    expect(final.display).toBe("final");
    expect([final.away.score, final.home.score]).toEqual([tally.away, tally.home]);
    expect((await liveStates(t.db, [first.id])).get(first.id)?.phase).toBe("final");
    const standingsAfter = (await loadSeasonPage(t.db, 4))!.standings.league;
    const games = (rows: typeof standingsBefore) =>
      rows.reduce((sum, r) => sum + r.wins + r.losses, 0);
    expect(games(standingsAfter)).toBe(games(standingsBefore) + 2);
  });

  it("abandon: back to upcoming, and a new start begins at 0–0", async () => {
    await startLiveGame(t.db, third.id, ADMIN, NOW);
    await recordLiveTaps(t.db, third.id, [tap(third.homeTeamId!, 3)], ADMIN, NOW);
    await abandonLiveGame(t.db, third.id, ADMIN, NOW);
    expect((await loadGamePage(t.db, third.id))!.display).toBe("upcoming");
    expect((await liveStates(t.db, [third.id])).get(third.id)?.phase).toBe("abandoned");
    await startLiveGame(t.db, third.id, ADMIN, NOW);
    const restarted = (await liveStates(t.db, [third.id])).get(third.id)!;
    expect(restarted).toMatchObject({ phase: "live", baskets: [] });
    await abandonLiveGame(t.db, third.id, ADMIN, NOW);
  });

  it("a game with a result cannot start", async () => {
    await expect(startLiveGame(t.db, first.id, ADMIN, NOW)).rejects.toThrow(/already has a result/);
  });

  describe("the hub", () => {
    it("streams new events to the streams that follow that game, each once, in order", async () => {
      const hub = new LiveHub(t.db);
      await hub.start(t.listen);
      try {
        const mine = collector();
        const other = collector();
        const all = collector();
        await hub.open(second.id, null, mine.sink);
        await hub.open(third.id, null, other.sink);
        await hub.open(null, null, all.sink);
        await startLiveGame(t.db, second.id, ADMIN, NOW);
        const taps = [tap(second.homeTeamId!, 2), tap(second.awayTeamId!, 3)];
        await recordLiveTaps(t.db, second.id, taps, ADMIN, NOW);
        await recordLiveTaps(t.db, second.id, taps, ADMIN, NOW); // again: nothing new
        await mine.until(3);
        await all.until(3);
        expect(mine.messages.map((m) => m.kind)).toEqual(["start", "score", "score"]);
        expect(mine.messages.slice(1).map((m) => m.id)).toEqual(taps.map((x) => x.id));
        const seqs = mine.messages.map((m) => m.seq);
        expect([...seqs].sort((x, y) => x - y)).toEqual(seqs);
        // A later event as the marker instead of a wait: the hub hands out
        // events in order, so a repeat or a stray would come before it.
        const marker = tap(second.homeTeamId!, 1);
        await recordLiveTaps(t.db, second.id, [marker], ADMIN, NOW);
        await mine.until(4);
        await all.until(4);
        expect(mine.messages.slice(3).map((m) => m.id)).toEqual([marker.id]);
        expect(all.messages.map((m) => m.id)).toEqual(mine.messages.map((m) => m.id));
        expect(other.messages).toHaveLength(0);
      } finally {
        await hub.stop();
      }
    });

    it("a stream that resumes after an event gets what it missed, then new ones, without repeats", async () => {
      const hub = new LiveHub(t.db);
      await hub.start(t.listen);
      try {
        const missed = [tap(second.homeTeamId!, 1), tap(second.homeTeamId!, 2)];
        const seen = collector();
        await hub.open(second.id, null, seen.sink);
        await recordLiveTaps(t.db, second.id, missed, ADMIN, NOW);
        await seen.until(2);
        const lastBefore = seen.messages[0]!.seq; // it saw the first, then "lost" its connection
        const resumed = collector();
        await hub.open(second.id, lastBefore, resumed.sink);
        const fresh = tap(second.awayTeamId!, 3);
        await recordLiveTaps(t.db, second.id, [fresh], ADMIN, NOW);
        // A later event as the marker instead of a wait (events come in order).
        const marker = tap(second.homeTeamId!, 1);
        await recordLiveTaps(t.db, second.id, [marker], ADMIN, NOW);
        await resumed.until(3);
        expect(resumed.messages.map((m) => m.id)).toEqual([missed[1]!.id, fresh.id, marker.id]);
      } finally {
        await hub.stop();
      }
    });

    // PGlite has one process owning the database: no other instance to reach.
    it.skipIf(name !== "PostgreSQL")(
      "on PostgreSQL, a tap saved through one instance reaches streams on another",
      async () => {
        expect(t.url).toBeDefined();
        const other = await openDatabase({ url: t.url! });
        const hub = new LiveHub(other.db);
        await hub.start(other.listen);
        try {
          const spectator = collector();
          await hub.open(second.id, null, spectator.sink);
          const x = tap(second.awayTeamId!, 2);
          await recordLiveTaps(t.db, second.id, [x], ADMIN, NOW);
          // Within `until`'s 5 s: the delay itself is `npm run bench -- live`'s figure.
          await spectator.until(1);
          expect(spectator.messages[0]?.id).toBe(x.id);
        } finally {
          await hub.stop();
          await other.close();
        }
      },
    );
  });
});
