// Live scoring on real server processes (docs/league-rules.md#live-games):
// a spectator's Server-Sent Events stream gets each tap, a reconnect with
// Last-Event-ID misses nothing, a stopping server ends its streams instead of
// waiting on them, and (with TEST_DATABASE_URL) a tap saved through one
// instance reaches a stream held by another. Then the limits (issue 26 §1):
// streams per client, a stream's lifetime, unknown games, no `.data` twin,
// and a bounded catch-up for a client far behind.
import { request } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TEST_AUTH_SECRET } from "../support/app";
import { emptyDatabase, seedDemoLeague, type EmptyDatabase } from "./postgres";
import { signIn, startServer, type RunningServer } from "./server";
import { httpFetch } from "../support/http-client";

const BASE_URL = process.env.TEST_DATABASE_URL;

interface Message {
  id: number;
  data: { id: string; kind: string; gameId: string; seq: number };
}

/**
 * A spectator's stream, read as the browser's EventSource would: `lastId` is
 * the last `id:` it was sent (with data or without), what a reconnect sends.
 * `from` is the local address it connects from (a client of its own).
 */
function follow(url: string, lastEventId?: number, from?: string) {
  const messages: Message[] = [];
  let lastId: number | undefined;
  let retry: number | undefined;
  let ended = false;
  let body = "";
  const headers: Record<string, string> = { Accept: "text/event-stream" };
  if (lastEventId !== undefined) headers["Last-Event-ID"] = String(lastEventId);
  let status = 0;
  let opened!: () => void;
  const open = new Promise<void>((resolve) => (opened = resolve));
  const req = request(url, { headers, agent: false, localAddress: from }, (res) => {
    status = res.statusCode ?? 0;
    opened();
    let buffer = "";
    res.setEncoding("utf8");
    res.on("data", (chunk: string) => {
      buffer += chunk;
      body += chunk;
      let end: number;
      while ((end = buffer.indexOf("\n\n")) >= 0) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const id = /^id: (\d+)$/m.exec(block)?.[1];
        const data = /^data: (.*)$/m.exec(block)?.[1];
        const retryMs = /^retry: (\d+)$/m.exec(block)?.[1];
        if (id) lastId = Number(id);
        if (retryMs) retry = Number(retryMs);
        if (id && data)
          messages.push({ id: Number(id), data: JSON.parse(data) as Message["data"] });
      }
    });
    res.on("end", () => (ended = true));
    res.on("close", () => (ended = true));
  });
  req.on("error", () => (ended = true));
  req.end();
  return {
    messages,
    open,
    get status() {
      return status;
    },
    get ended() {
      return ended;
    },
    get lastId() {
      return lastId;
    },
    get retry() {
      return retry;
    },
    /** What a refused stream answered. */
    get body() {
      return body;
    },
    close: () => req.destroy(),
    async until(count: number) {
      await expect.poll(() => messages.length, { timeout: 5_000, interval: 20 }).toBe(count);
    },
  };
}

async function upcomingGame(server: RunningServer, cookie: string) {
  const exported = (await (
    await httpFetch(`${server.url}/admin/data.json`, { headers: { Cookie: cookie } })
  ).json()) as {
    tables: {
      games: {
        id: string;
        status: string;
        season_id: number;
        home_team_id: string | null;
        away_team_id: string | null;
        starts_at: string;
      }[];
    };
  };
  return exported.tables.games.find(
    (g) =>
      g.status === "scheduled" &&
      g.season_id === 4 &&
      g.home_team_id &&
      g.away_team_id &&
      g.starts_at > "2026-11-22T17:00:00",
  )!;
}

let tapCount = 0;
async function post(
  server: RunningServer,
  cookie: string,
  gameId: string,
  fields: Record<string, string>,
) {
  return httpFetch(`${server.url}/admin/games/${gameId}/live`, {
    method: "POST",
    redirect: "manual",
    headers: { Origin: server.url, Cookie: cookie, Accept: "application/json" },
    body: new URLSearchParams(fields),
  });
}
async function tapOn(server: RunningServer, cookie: string, gameId: string, teamId: string) {
  tapCount += 1;
  const id = `sys-tap-${process.pid}-${tapCount}`;
  const answer = await post(server, cookie, gameId, {
    intent: "taps",
    taps: JSON.stringify([{ id, kind: "score", teamId, points: 2 }]),
  });
  expect(answer.status).toBe(200);
  return id;
}

describe("live streams on one server (embedded database)", () => {
  let server: RunningServer;
  let admin: string;
  beforeAll(async () => {
    server = await startServer();
    admin = await signIn(server, "admin@example.org");
  });
  afterAll(() => server?.stop());

  it("streams each tap, and a reconnect with Last-Event-ID gets exactly what it missed", async () => {
    const game = await upcomingGame(server, admin);
    const spectator = follow(`${server.url}/games/${game.id}/live`);
    await spectator.open;
    expect(spectator.status).toBe(200);
    expect((await post(server, admin, game.id, { intent: "start", confirmed: "yes" })).status).toBe(
      200,
    );
    const first = await tapOn(server, admin, game.id, game.home_team_id!);
    await spectator.until(2);
    expect(spectator.messages.map((m) => m.data.kind)).toEqual(["start", "score"]);
    expect(spectator.messages[1]?.data.id).toBe(first);

    // The phone loses its connection; three baskets go in meanwhile.
    spectator.close();
    const missed = [
      await tapOn(server, admin, game.id, game.away_team_id!),
      await tapOn(server, admin, game.id, game.home_team_id!),
      await tapOn(server, admin, game.id, game.away_team_id!),
    ];
    const back = follow(`${server.url}/games/${game.id}/live`, spectator.messages[1]!.id);
    await back.until(3);
    expect(back.messages.map((m) => m.data.id)).toEqual(missed);
    back.close();
  });

  it("a bad game id is a 404, and the stream is never compressed or cached", async () => {
    expect((await httpFetch(`${server.url}/games/${"x".repeat(300)}/live`)).status).toBe(404);
    const stream = await httpFetch(`${server.url}/live`, {
      headers: { "Accept-Encoding": "gzip" },
    });
    expect(stream.headers.get("content-type")).toMatch(/^text\/event-stream/);
    expect(stream.headers.get("content-encoding")).toBeNull();
    expect(stream.headers.get("cache-control")).toContain("no-cache");
    await stream.body?.cancel();
  });

  // Last: it stops this file's server.
  it("a stopping server ends its streams at once instead of waiting on them", async () => {
    const stopping = server;
    const streams = Array.from({ length: 5 }, () => follow(`${stopping.url}/live`));
    await Promise.all(streams.map((s) => s.open));
    const exited = new Promise<number | null>((resolve) =>
      stopping.process.once("exit", (code) => resolve(code)),
    );
    stopping.process.kill("SIGTERM");
    // It keeps accepting for 3 s, then ends the streams and stops with 0. Had
    // it waited on them instead, its 10 s grace would have run out: it exits
    // with 1 then (app/server/lifecycle.server.ts).
    expect(await exited).toBe(0);
    expect(streams.every((s) => s.ended)).toBe(true);
  });
});

/** `count` baskets in one post (a post takes at most 200). */
async function manyTaps(
  server: RunningServer,
  cookie: string,
  gameId: string,
  teamId: string,
  count: number,
) {
  const taps = Array.from({ length: count }, () => {
    tapCount += 1;
    return { id: `sys-tap-${process.pid}-${tapCount}`, kind: "score", teamId, points: 1 };
  });
  const answer = await post(server, cookie, gameId, { intent: "taps", taps: JSON.stringify(taps) });
  expect(answer.status).toBe(200);
}

/** The newest event's seq, as a stream that starts now is told when its lifetime ends. */
async function latestSeq(server: RunningServer, gameId: string): Promise<number> {
  const probe = follow(`${server.url}/games/${gameId}/live?after=0`, undefined, "127.0.0.9");
  await expect.poll(() => probe.lastId, { timeout: 5_000, interval: 20 }).toBeDefined();
  // Events the hub had not yet read when it told the probe to reload follow it.
  await new Promise((resolve) => setTimeout(resolve, 300));
  probe.close();
  return probe.lastId!;
}

describe("live stream limits (issue 26 §1)", () => {
  const PER_CLIENT = 3;
  const LIFETIME_S = 3;
  let server: RunningServer;
  let admin: string;
  let game: Awaited<ReturnType<typeof upcomingGame>>;
  beforeAll(async () => {
    server = await startServer({
      LIVE_STREAMS_PER_CLIENT: String(PER_CLIENT),
      LIVE_STREAM_SECONDS: String(LIFETIME_S),
    });
    admin = await signIn(server, "admin@example.org");
    game = await upcomingGame(server, admin);
    expect((await post(server, admin, game.id, { intent: "start", confirmed: "yes" })).status).toBe(
      200,
    );
  });
  afterAll(() => server?.stop());

  it("one client holds at most its share of streams (429), while another client still gets its own", async () => {
    const mine = Array.from({ length: PER_CLIENT }, (_, i) =>
      follow(`${server.url}/${i % 2 ? "live" : `games/${game.id}/live`}`, undefined, "127.0.0.2"),
    );
    await Promise.all(mine.map((s) => s.open));
    expect(mine.map((s) => s.status)).toEqual(mine.map(() => 200));

    const extra = follow(`${server.url}/games/${game.id}/live`, undefined, "127.0.0.2");
    await extra.open;
    expect(extra.status).toBe(429);
    await expect.poll(() => extra.ended, { timeout: 2_000 }).toBe(true);
    expect(extra.body).toMatch(/^Too many live streams from your address/);
    expect(extra.body.length).toBeLessThan(200);

    const other = follow(`${server.url}/games/${game.id}/live`, undefined, "127.0.0.3");
    await other.open;
    expect(other.status).toBe(200);

    // A stream closed gives its place back.
    mine[0]!.close();
    await expect
      .poll(
        async () => {
          const again = follow(`${server.url}/live`, undefined, "127.0.0.2");
          await again.open;
          again.close();
          return again.status;
        },
        { timeout: 2_000, interval: 50 },
      )
      .toBe(200);
    for (const s of [...mine, other]) s.close();
  });

  it("the 429 says when to try again", async () => {
    const held = Array.from({ length: PER_CLIENT }, () =>
      follow(`${server.url}/live`, undefined, "127.0.0.5"),
    );
    await Promise.all(held.map((s) => s.open));
    const answer = await new Promise<{ status: number; headers: Record<string, unknown> }>(
      (resolve, reject) => {
        const req = request(
          `${server.url}/live`,
          { agent: false, localAddress: "127.0.0.5" },
          (res) => {
            res.resume();
            resolve({ status: res.statusCode ?? 0, headers: res.headers });
          },
        );
        req.on("error", reject);
        req.end();
      },
    );
    expect(answer.status).toBe(429);
    expect(Number(answer.headers["retry-after"])).toBeGreaterThan(0);
    expect(answer.headers["content-type"]).toMatch(/^text\/plain/);
    for (const s of held) s.close();
  });

  it("a stream ends when its lifetime is up, and the reconnect (Last-Event-ID) misses nothing", async () => {
    const spectator = follow(`${server.url}/games/${game.id}/live`, undefined, "127.0.0.4");
    await spectator.open;
    const opened = Date.now();
    await expect.poll(() => spectator.retry, { timeout: 2_000 }).toBeGreaterThan(0);
    const seen = await tapOn(server, admin, game.id, game.home_team_id!);
    await spectator.until(1);
    expect(spectator.messages[0]?.data.id).toBe(seen);

    await expect.poll(() => spectator.ended, { timeout: LIFETIME_S * 1000 + 2_000 }).toBe(true);
    const lasted = Date.now() - opened;
    expect(lasted).toBeGreaterThan(LIFETIME_S * 1000 * 0.85);
    // Its last words name the last event it sent: where the browser resumes.
    expect(spectator.lastId).toBe(spectator.messages[0]!.id);

    // Baskets while the browser waits its `retry:` before reconnecting.
    const missed = [
      await tapOn(server, admin, game.id, game.away_team_id!),
      await tapOn(server, admin, game.id, game.home_team_id!),
    ];
    const back = follow(`${server.url}/games/${game.id}/live`, spectator.lastId, "127.0.0.4");
    await back.until(2);
    expect(back.messages.map((m) => m.data.id)).toEqual(missed);
    const later = await tapOn(server, admin, game.id, game.away_team_id!);
    await back.until(3);
    expect(back.messages[2]?.data.id).toBe(later);
    back.close();
  });

  it("a game that does not exist has no stream (404)", async () => {
    const answer = await httpFetch(`${server.url}/games/no-such-game-0000/live`, {
      headers: { Accept: "text/event-stream" },
      signal: AbortSignal.timeout(5_000),
    });
    expect(answer.status).toBe(404);
    expect(answer.headers.get("content-type")).toMatch(/^text\/plain/);
    expect(await answer.text()).toBe("No such game.");
  });

  it("a stream has no .data address: 404 at once, never a hanging answer", async () => {
    for (const address of [
      "/live.data",
      "/LIVE.data",
      "/live/.data",
      `/games/${game.id}/live.data`,
      `/games/${game.id}/live.data?_routes=routes%2Fgame-live`,
      "/games/no-such-game-0000/live.data",
    ]) {
      // A hanging answer is cut at 5 s (a 404 takes milliseconds) and fails here.
      const answer = await httpFetch(`${server.url}${address}`, {
        signal: AbortSignal.timeout(5_000),
      });
      await answer.text();
      expect(answer.status, address).toBe(404);
    }
    // The game page's own data is still there.
    const page = await httpFetch(`${server.url}/games/${game.id}.data`);
    expect(page.status).toBe(200);
    await page.text();
  });

  it("a client far behind is told to reload (one bounded read), one close behind gets what it missed", async () => {
    const before = await latestSeq(server, game.id);
    // 300 baskets: more than a stream replays (200).
    await manyTaps(server, admin, game.id, game.home_team_id!, 150);
    await manyTaps(server, admin, game.id, game.away_team_id!, 150);
    const latest = await latestSeq(server, game.id);
    expect(latest - before).toBe(300);

    const far = follow(`${server.url}/games/${game.id}/live`, before, "127.0.0.6");
    await far.until(1);
    expect(far.messages[0]?.data.kind).toBe("resync");
    expect(far.messages[0]?.id).toBe(latest);
    // Then new events only, right after.
    const next = await tapOn(server, admin, game.id, game.home_team_id!);
    await far.until(2);
    expect(far.messages[1]?.data.id).toBe(next);
    const mark = far.messages[1]!.id;
    far.close();

    // Five baskets behind: replayed, in order.
    await manyTaps(server, admin, game.id, game.away_team_id!, 5);
    const near = follow(`${server.url}/games/${game.id}/live`, mark, "127.0.0.6");
    await near.until(5);
    expect(near.messages.map((m) => m.data.kind)).toEqual(Array(5).fill("score"));
    const ids = near.messages.map((m) => m.id);
    expect(ids[0]).toBeGreaterThan(mark);
    expect([...ids].sort((x, y) => x - y)).toEqual(ids);
    expect(ids.at(-1)).toBe(await latestSeq(server, game.id));
    near.close();
  });
});

describe.skipIf(!BASE_URL)("live streams across two servers on one PostgreSQL", () => {
  let database: EmptyDatabase;
  let a: RunningServer;
  let b: RunningServer;
  beforeAll(async () => {
    database = await emptyDatabase(BASE_URL!, "live");
    const env = { DATABASE_URL: database.url, BETTER_AUTH_SECRET: TEST_AUTH_SECRET };
    [a, b] = await Promise.all([startServer(env), startServer(env)]);
    await seedDemoLeague(env);
  });
  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await database?.drop();
  });

  it("a tap saved through one server reaches spectators on the other, in order, once", async () => {
    const admin = await signIn(a, "admin@example.org");
    const game = await upcomingGame(a, admin);
    const onB = follow(`${b.url}/games/${game.id}/live`);
    const everythingOnB = follow(`${b.url}/live`);
    await Promise.all([onB.open, everythingOnB.open]);
    expect((await post(a, admin, game.id, { intent: "start", confirmed: "yes" })).status).toBe(200);
    const taps: string[] = [];
    for (let i = 0; i < 5; i++) {
      taps.push(await tapOn(i % 2 === 0 ? a : b, admin, game.id, game.home_team_id!));
    }
    await onB.until(6);
    await everythingOnB.until(6);
    expect(onB.messages.slice(1).map((m) => m.data.id)).toEqual(taps);
    const ids = onB.messages.map((m) => m.id);
    expect([...ids].sort((x, y) => x - y)).toEqual(ids);
    // The game page on either server shows the same running score.
    for (const server of [a, b]) {
      const page = await (await httpFetch(`${server.url}/games/${game.id}`)).text();
      expect(page).toContain("LIVE");
      expect(page).toMatch(/Score <\/span>10</);
    }
    onB.close();
    everythingOnB.close();
  });
});
