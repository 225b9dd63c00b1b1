// The server's pushes reach a push service of the test's own (an https server
// on 127.0.0.1 whose certificate this process trusts through
// NODE_EXTRA_CA_CERTS, allowed through PUSH_ALLOWED_ORIGINS), on the demo
// league: each news of a game (live, final, moved, postponed, cancelled) goes
// to the devices following either team and no other, once, encrypted for the
// device (decrypted here with its private key) and signed with the server's
// VAPID key (its JWT checked); a gone device (410) is deleted; a push service
// that is down loses nothing; an endpoint no longer allowed is not contacted;
// two workers on one database send each push once. On PGlite, and on
// PostgreSQL with TEST_DATABASE_URL.
import { and, asc, eq, like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { queueLivePushes } from "~/data/game-pushes.server";
import { saveGameResult } from "~/data/game-results.server";
import { gameAvailability } from "~/data/availability.server";
import { queueReminders } from "~/data/availability-emails.server";
import { postponeGame, rescheduleGame } from "~/data/game-schedule.server";
import { startLiveGame } from "~/data/live-events.server";
import { queuePushToFollowers } from "~/data/push-deliveries.server";
import { saveSubscription, subscriptionById } from "~/data/push-subscriptions.server";
import { deleteSeasonGame } from "~/data/schedule-changes.server";
import { games, pushDeliveries, seasons, teams, vapidKeys } from "~/db/schema";
import { FIRST_RETRY_MS } from "~/domain/alerts/outbox";
import { shownGame } from "~/domain/schedule/changes";
import type { Game } from "~/domain/types";
import { createPushWorker } from "~/push/push-worker.server";
import { pushPublicKey, vapidKeys as vapidIdentity } from "~/push/vapid.server";
import { startApp, TEST_NOW, type TestApp } from "../support/app";
import {
  startPushService,
  testDevice,
  vapidClaims,
  type PushService,
  type TestDevice,
} from "../support/push-service";

process.env.LOG_LEVEL = "silent";
const T0 = new Date(TEST_NOW);
const ADMIN = "admin@example.org";
const later = (ms: number) => new Date(T0.getTime() + ms);

let app: TestApp;
let service: PushService;
/** The device of each team (following it alone), one following two teams, one following none. */
const byTeam = new Map<string, TestDevice>();
let both: TestDevice;
let none: TestDevice;
let bothTeams: string[];
let upcoming: Game[];

async function follow(device: TestDevice, teamIds: string[], playerId: string | null = null) {
  return saveSubscription(app.db, { ...device, teamIds, playerId, at: T0 });
}

/** The pushes the service got since `from`, decrypted, as [device id, message]. */
function readSince(from: number) {
  const all = [...byTeam.values(), both, none];
  return service.received.slice(from).map((push) => {
    const device = all.find((d) => d.id === push.device)!;
    return { device: device.id, message: device.read(push.body) as Record<string, string>, push };
  });
}

/** The devices that should get news of this game: its teams' and the one following both. */
function followersOf(game: Pick<Game, "homeTeamId" | "awayTeamId">): string[] {
  const ids = [game.homeTeamId!, game.awayTeamId!].map((t) => byTeam.get(t)!.id);
  if (bothTeams.some((t) => t === game.homeTeamId || t === game.awayTeamId)) ids.push(both.id);
  return ids.sort();
}

beforeAll(async () => {
  service = await startPushService(inject("pushServiceTls"));
  process.env.PUSH_ALLOWED_ORIGINS = service.origin;
  delete process.env.VAPID_PUBLIC_KEY;
  delete process.env.VAPID_PRIVATE_KEY;
  app = await startApp();
  const [current] = await app.db.select().from(seasons).where(eq(seasons.isCurrent, true));
  upcoming = (await app.db
    .select()
    .from(games)
    .where(
      and(
        eq(games.seasonId, current!.id),
        eq(games.status, "scheduled"),
        eq(games.type, "regular_season"),
      ),
    )
    .orderBy(asc(games.startsAt))) as Game[];
  upcoming = upcoming.filter((g) => g.startsAt > T0 && g.homeTeamId && g.awayTeamId);
  const teamIds = [...new Set(upcoming.flatMap((g) => [g.homeTeamId!, g.awayTeamId!]))];
  for (const teamId of teamIds) {
    const device = testDevice(service.origin);
    byTeam.set(teamId, device);
    await follow(device, [teamId]);
  }
  both = testDevice(service.origin);
  bothTeams = [upcoming[0]!.homeTeamId!, upcoming[1]!.awayTeamId!];
  await follow(both, bothTeams);
  none = testDevice(service.origin);
  await follow(none, []);
}, 120_000);

afterAll(async () => {
  await service?.close();
});

/** Every test's events are queued before this moment, so a worker on it finds them due. */
const DUE = later(3_600_000);
const worker = (now = () => DUE) => createPushWorker({ db: app.db, now, pollMs: 10 });

describe("pushes of a game's news", () => {
  it("live, final, moved, postponed, cancelled: each to the followers of either team, once, encrypted and signed", async () => {
    const [liveGame, moved, postponed, cancelled] = upcoming as [Game, Game, Game, Game];
    const from = service.received.length;
    await startLiveGame(app.db, liveGame.id, ADMIN, later(1));
    await saveGameResult(
      app.db,
      liveGame.id,
      {
        homeScore: 40,
        awayScore: 38,
        winnerId: liveGame.homeTeamId!,
        stats: [],
        statsIncomplete: true,
      },
      ADMIN,
      later(2),
    );
    await rescheduleGame(
      app.db,
      moved.id,
      { startsAt: new Date(moved.startsAt.getTime() + 3600_000), location: moved.location },
      ADMIN,
      later(3),
    );
    await postponeGame(app.db, postponed.id, ADMIN, later(4));
    const names = new Map((await app.db.select().from(teams)).map((t) => [t.id, t.name]));
    await deleteSeasonGame(
      app.db,
      cancelled.id,
      { actorEmail: ADMIN, at: later(5) },
      shownGame(cancelled, (id) => names.get(id)).key,
    );

    const round = await worker().sendDue();
    expect(round).toMatchObject({ retry: 0, failed: 0, gone: 0 });
    const got = readSince(from);
    expect(got.length).toBe(round.sent);

    const publicKey = await pushPublicKey(app.db);
    const { subject } = await vapidIdentity(app.db);
    const nowSeconds = Date.now() / 1000;
    for (const { push } of got) {
      const claims = vapidClaims(String(push.headers.authorization), publicKey);
      expect(claims.aud).toBe(service.origin);
      expect(claims.sub).toBe(subject);
      expect(claims.exp).toBeGreaterThan(nowSeconds);
      expect(claims.exp).toBeLessThanOrEqual(nowSeconds + 24 * 3600);
      expect(push.headers["content-encoding"]).toBe("aes128gcm");
    }

    const kinds = [
      ["live", liveGame, `game-${liveGame.id}-live`],
      ["final", liveGame, `game-${liveGame.id}-final`],
      ["moved", moved, `game-${moved.id}-schedule`],
      ["postponed", postponed, `game-${postponed.id}-schedule`],
      ["cancelled", cancelled, `game-${cancelled.id}-schedule`],
    ] as const;
    for (const [kind, game, tag] of kinds) {
      const pushes = got.filter((g) => g.message.tag === tag);
      expect(pushes.map((p) => p.device).sort(), kind).toEqual(followersOf(game));
      expect(pushes.some((p) => p.device === none.id)).toBe(false);
    }
    const live = got.find((g) => g.message.tag === `game-${liveGame.id}-live`)!;
    const home = names.get(liveGame.homeTeamId!)!;
    const away = names.get(liveGame.awayTeamId!)!;
    expect(live.message).toMatchObject({
      title: `${away} vs ${home} is live`,
      url: `/games/${liveGame.id}`,
    });
    expect(live.push.headers).toMatchObject({ ttl: "900", urgency: "high" });
    const final = got.find((g) => g.message.tag === `game-${liveGame.id}-final`)!;
    expect(final.message.title).toBe(`Final: ${away} 38 at ${home} 40`);
    expect(final.push.headers).toMatchObject({ urgency: "normal" });
    const cancel = got.find((g) => g.message.tag === `game-${cancelled.id}-schedule`)!;
    expect(cancel.message.url).toBe("/schedule");
    expect(Number(cancel.push.headers.ttl)).toBeGreaterThan(0);

    // Nothing is sent twice: a second round finds nothing, and queueing an
    // event again (its transaction run twice) adds nothing.
    expect((await worker().sendDue()).claimed).toBe(0);
    const [again] = await app.db
      .select()
      .from(pushDeliveries)
      .where(like(pushDeliveries.eventKey, `live:${liveGame.id}:%`))
      .limit(1);
    const notice = {
      eventKey: again!.eventKey,
      message: again!.payload,
      ttlSeconds: 60,
      urgency: "normal" as const,
    };
    const sides = [liveGame.homeTeamId, liveGame.awayTeamId];
    expect(await queuePushToFollowers(app.db, notice, sides, T0)).toBe(0);
  });

  it("the availability reminder reaches the devices a silent rostered player saved while signed in", async () => {
    const game = upcoming[9]!;
    const [side] = await gameAvailability(app.db, game);
    const silent = side!.members.find((m) => m.answer === null)!;
    const answered = testDevice(service.origin);
    const his = testDevice(service.origin);
    await follow(his, [], silent.playerId);
    await follow(answered, [], null);
    const from = service.received.length;
    const at = new Date(game.startsAt.getTime() - 48 * 3600_000);
    await app.db.transaction((tx) => queueReminders(tx, game, at));
    await worker(() => new Date(Math.max(at.getTime(), DUE.getTime()))).sendDue();
    const got = service.received.slice(from);
    expect(got.map((p) => p.device)).toEqual([his.id]);
    const message = his.read(got[0]!.body) as Record<string, string>;
    expect(message).toMatchObject({ url: `/games/${game.id}`, tag: `game-${game.id}-reminder` });
    expect(message.title).toMatch(/^Are you in\? /);
    expect(got[0]!.headers.urgency).toBe("normal");
  });

  it("pushes are queued in the change's transaction: rolled back, nothing is queued", async () => {
    const game = upcoming[5]!;
    const count = async () => (await app.db.select().from(pushDeliveries)).length;
    const before = await count();
    await expect(
      app.db.transaction(async (tx) => {
        expect(await queueLivePushes(tx, game, later(10))).toBe(followersOf(game).length);
        throw new Error("the change failed after its pushes were queued");
      }),
    ).rejects.toThrow("the change failed");
    expect(await count()).toBe(before);
    // A start refused before it changes anything (a game with a result) queues nothing either.
    await expect(startLiveGame(app.db, upcoming[0]!.id, ADMIN, later(11))).rejects.toThrow(
      /already has a result/,
    );
    expect(await count()).toBe(before);
  });

  it("two workers on one database send each push once", async () => {
    const game = upcoming[6]!;
    const extra = Array.from({ length: 60 }, () => testDevice(service.origin));
    for (const device of extra) await follow(device, [game.homeTeamId!]);
    const from = service.received.length;
    await startLiveGame(app.db, game.id, ADMIN, later(20));
    const [a, b] = [worker(), worker()].map((w) => w);
    const small = createPushWorker({ db: app.db, now: () => DUE, batchSize: 7 });
    const rounds = await Promise.all([a!.sendDue(), b!.sendDue(), small.sendDue()]);
    const got = readSinceWith(from, extra);
    const devices = got.map((g) => g.device);
    expect(new Set(devices).size).toBe(devices.length);
    expect(devices.length).toBe(followersOf(game).length + extra.length);
    expect(rounds.reduce((n, r) => n + r.sent, 0)).toBe(devices.length);
  });

  it("a push service's 410 deletes the subscription and its waiting pushes", async () => {
    const gone = testDevice(service.origin);
    const teamId = upcoming[7]!.homeTeamId!;
    const { id } = await follow(gone, [teamId]);
    service.answer((device) => (device === gone.id ? 410 : 201));
    try {
      await queuePushToFollowers(app.db, notice("gone-1"), [teamId], T0);
      await queuePushToFollowers(app.db, notice("gone-2"), [teamId], T0);
      const round = await createPushWorker({
        db: app.db,
        now: () => DUE,
        batchSize: 1000,
        concurrency: 1,
      }).sendDue();
      // Both its pushes were in the batch, and each was answered 410.
      expect(round.gone).toBe(2);
      expect(await subscriptionById(app.db, id)).toBeNull();
      expect(
        await app.db.select().from(pushDeliveries).where(eq(pushDeliveries.subscriptionId, id)),
      ).toEqual([]);
    } finally {
      service.answer(() => 201);
    }
  });

  it("a push service down (refusing connections, then answering 500) loses nothing: tried again later", async () => {
    const teamId = upcoming[7]!.awayTeamId!;
    const device = byTeam.get(teamId)!;
    const port = Number(new URL(service.origin).port);
    await worker().sendDue(); // the earlier tests' pushes are out of the way
    await service.close();
    await queuePushToFollowers(app.db, notice("down-1"), [teamId], T0);
    let clock = DUE;
    const w = createPushWorker({ db: app.db, now: () => clock });
    const refused = await w.sendDue();
    expect(refused.retry).toBeGreaterThan(0);
    expect(refused.sent).toBe(0);
    const waiting = await app.db
      .select()
      .from(pushDeliveries)
      .where(eq(pushDeliveries.eventKey, "test:down-1"));
    expect(waiting.every((row) => row.status === "pending" && row.attempts === 1)).toBe(true);
    expect(waiting[0]!.nextAttemptAt.getTime()).toBe(DUE.getTime() + FIRST_RETRY_MS);
    // Not due before its back-off.
    expect((await w.sendDue()).claimed).toBe(0);

    service = await startPushService(inject("pushServiceTls"), port);
    service.answer(() => 500);
    clock = new Date(DUE.getTime() + FIRST_RETRY_MS);
    expect((await w.sendDue()).retry).toBe(waiting.length);
    service.answer(() => 201);
    clock = new Date(DUE.getTime() + 3 * FIRST_RETRY_MS);
    const from = service.received.length;
    expect((await w.sendDue()).sent).toBe(waiting.length);
    const got = readSince(from);
    expect(got.map((g) => g.device)).toContain(device.id);
    expect(got.every((g) => g.message.title === "down-1")).toBe(true);
    await w.stop();
  });

  it("an endpoint no longer allowed is never contacted: its push fails at once", async () => {
    const elsewhere = await startPushService(inject("pushServiceTls"));
    try {
      const stray = testDevice(elsewhere.origin); // 127.0.0.1 on a port not listed
      const teamId = upcoming[8]!.homeTeamId!;
      const { id } = await saveSubscription(app.db, {
        ...stray,
        teamIds: [teamId],
        playerId: null,
        at: T0,
      });
      await queuePushToFollowers(app.db, notice("stray"), [teamId], T0);
      const round = await worker().sendDue();
      expect(round.failed).toBe(1);
      expect(elsewhere.received).toEqual([]);
      const [row] = await app.db
        .select()
        .from(pushDeliveries)
        .where(eq(pushDeliveries.subscriptionId, id));
      expect(row).toMatchObject({ status: "failed" });
      expect(row!.lastError).toMatch(/^Not sent: The push endpoint/);
    } finally {
      await elsewhere.close();
    }
  });

  it("makes the VAPID key pair once: callers at the same moment all get the one stored", async () => {
    await app.db.delete(vapidKeys);
    const keys = await Promise.all(Array.from({ length: 6 }, () => vapidIdentity(app.db)));
    expect(new Set(keys.map((k) => k.publicKey)).size).toBe(1);
    expect(await app.db.select().from(vapidKeys)).toHaveLength(1);
    expect(await pushPublicKey(app.db)).toBe(keys[0]!.publicKey);
  });
});

function notice(title: string) {
  return {
    eventKey: `test:${title}`,
    message: { title, body: "", url: "/", tag: `test-${title}` },
    ttlSeconds: 60,
    urgency: "normal" as const,
  };
}

function readSinceWith(from: number, extra: TestDevice[]) {
  const all = [...byTeam.values(), both, none, ...extra];
  return service.received.slice(from).map((push) => {
    const device = all.find((d) => d.id === push.device)!;
    return { device: device.id, message: device.read(push.body) };
  });
}
