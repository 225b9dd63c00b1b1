// Live scoring on real server processes (docs/league-rules.md#live-games):
// a spectator's Server-Sent Events stream gets each tap, a reconnect with
// Last-Event-ID misses nothing, a stopping server ends its streams instead of
// waiting on them, and (with TEST_DATABASE_URL) a tap saved through one
// instance reaches a stream held by another.
import { request } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TEST_AUTH_SECRET } from "../support/app";
import { emptyDatabase, seedDemoLeague, type EmptyDatabase } from "./postgres";
import { signIn, startServer, type RunningServer } from "./server";

const BASE_URL = process.env.TEST_DATABASE_URL;

interface Message {
  id: number;
  data: { id: string; kind: string; gameId: string; seq: number };
}

/** A spectator's stream, read as the browser's EventSource would. */
function follow(url: string, lastEventId?: number) {
  const messages: Message[] = [];
  let ended = false;
  const headers: Record<string, string> = { Accept: "text/event-stream" };
  if (lastEventId !== undefined) headers["Last-Event-ID"] = String(lastEventId);
  let status = 0;
  let opened!: () => void;
  const open = new Promise<void>((resolve) => (opened = resolve));
  const req = request(url, { headers, agent: false }, (res) => {
    status = res.statusCode ?? 0;
    opened();
    let buffer = "";
    res.setEncoding("utf8");
    res.on("data", (chunk: string) => {
      buffer += chunk;
      let end: number;
      while ((end = buffer.indexOf("\n\n")) >= 0) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const id = /^id: (\d+)$/m.exec(block)?.[1];
        const data = /^data: (.*)$/m.exec(block)?.[1];
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
    close: () => req.destroy(),
    async until(count: number) {
      await expect.poll(() => messages.length, { timeout: 5_000, interval: 20 }).toBe(count);
    },
  };
}

async function upcomingGame(server: RunningServer, cookie: string) {
  const exported = (await (
    await fetch(`${server.url}/admin/data.json`, { headers: { Cookie: cookie } })
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
  return fetch(`${server.url}/admin/games/${gameId}/live`, {
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
    expect((await fetch(`${server.url}/games/${"x".repeat(300)}/live`)).status).toBe(404);
    const stream = await fetch(`${server.url}/live`, { headers: { "Accept-Encoding": "gzip" } });
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
    const started = Date.now();
    stopping.process.kill("SIGTERM");
    expect(await exited).toBe(0);
    // It keeps accepting for 3 s, then ends the streams and stops: well
    // before the 10 s it would otherwise wait for connections to finish.
    expect(Date.now() - started).toBeLessThan(7_000);
    expect(streams.every((s) => s.ended)).toBe(true);
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
      const page = await (await fetch(`${server.url}/games/${game.id}`)).text();
      expect(page).toContain("LIVE");
      expect(page).toMatch(/Score <\/span>10</);
    }
    onB.close();
    everythingOnB.close();
  });
});
