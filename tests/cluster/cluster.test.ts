// The production recipe of deploy/, end to end on loopback: one PostgreSQL,
// three app instances (TRUST_PROXY=loopback) and Caddy running
// deploy/Caddyfile in front. Through the proxy: a session works on every
// instance, a saved result reads back from each, a rate limit holds across
// instances and keys on the real client address; then every instance is
// restarted in turn under load without a single failed request.
import { existsSync } from "node:fs";
import { request as httpRequest } from "node:http";
import autocannon from "autocannon";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TEST_AUTH_SECRET } from "../support/app";
import { emptyDatabase, seedDemoLeague, type EmptyDatabase } from "../system/postgres";
import { freePort, signIn, startServer, type RunningServer } from "../system/server";
import { CADDY, startCaddy, type RunningCaddy } from "./caddy";
import { httpFetch } from "../support/http-client";

const BASE_URL = process.env.TEST_DATABASE_URL;
const PER_EMAIL_PASSWORD_LIMIT = 10; // limits.passwordPerEmail in app/auth/rate-limit.server.ts
const PAGES = ["/", "/schedule", "/seasons/4", "/records", "/teams", "/draft"];

let database: EmptyDatabase;
let instanceEnv: Record<string, string>;
let instances: RunningServer[] = [];
let proxy: RunningCaddy;

beforeAll(async () => {
  if (!BASE_URL || !existsSync(CADDY)) {
    throw new Error(
      `The cluster test needs PostgreSQL (TEST_DATABASE_URL) and Caddy (${CADDY}): apt-get install postgresql caddy.`,
    );
  }
  database = await emptyDatabase(BASE_URL, "cluster");
  const ports = await Promise.all([1, 2, 3].map(() => freePort()));
  const proxyPort = await freePort();
  instanceEnv = {
    DATABASE_URL: database.url,
    BETTER_AUTH_SECRET: TEST_AUTH_SECRET,
    TRUST_PROXY: "loopback",
    // Links in emails and the cookies' scope are the proxy's address.
    APP_URL: `http://127.0.0.1:${proxyPort}`,
  };
  instances = await Promise.all(
    ports.map((port) => startServer({ ...instanceEnv, PORT: String(port) })),
  );
  await seedDemoLeague(instanceEnv);
  proxy = await startCaddy(ports, proxyPort);
});

afterAll(async () => {
  await proxy?.stop();
  await Promise.all(instances.map((s) => s.stop()));
  await database?.drop();
});

/** A form post through the proxy, as the browser on the proxy's page sends it. */
function post(path: string, form: Record<string, string>, cookie = "") {
  return httpFetch(`${proxy.url}${path}`, {
    method: "POST",
    redirect: "manual",
    headers: { Origin: proxy.url, ...(cookie ? { Cookie: cookie } : {}) },
    body: new URLSearchParams(form),
  });
}

/** A scheduled game of the current season (season 4 of the demo league). */
async function scheduledGame(): Promise<string> {
  const [game] = await database.query<{ id: string }>(
    "select id from games where season_id = 4 and status = 'scheduled' and home_team_id is not null order by id limit 1",
  );
  if (!game) throw new Error("The demo league has no scheduled game left");
  return game.id;
}

/**
 * A wrong password from a given loopback address (127.0.0.2, 127.0.0.3…:
 * all of 127/8 reaches the proxy), with a forged X-Forwarded-For the proxy
 * must not pass on.
 */
function wrongPasswordFrom(localAddress: string, email: string): Promise<number> {
  const body = new URLSearchParams({ email, password: "not-it", redirect: "/account" }).toString();
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      `${proxy.url}/login`,
      {
        method: "POST",
        localAddress,
        agent: false,
        headers: {
          Origin: proxy.url,
          "Content-Type": "application/x-www-form-urlencoded",
          "Content-Length": Buffer.byteLength(body),
          "X-Forwarded-For": "203.0.113.9",
        },
      },
      (res) => {
        res.resume();
        res.on("end", () => resolve(res.statusCode ?? 0));
      },
    );
    req.on("error", reject);
    req.end(body);
  });
}

describe("three instances behind Caddy on one PostgreSQL", () => {
  it("a session made through the proxy works on every instance", async () => {
    const cookie = await signIn(proxy, "admin@example.org");
    for (const instance of instances) {
      const account = await httpFetch(`${instance.url}/account`, {
        headers: { Cookie: cookie },
        redirect: "manual",
      });
      expect(account.status).toBe(200);
    }
  });

  it("a result saved through the proxy reads back from each instance at once", async () => {
    const admin = await signIn(proxy, "admin@example.org");
    const game = await scheduledGame();
    const saved = await post(
      `/admin/games/${game}`,
      { intent: "save", awayScore: "37", homeScore: "52" },
      admin,
    );
    expect(saved.status).toBe(302);
    for (const instance of instances) {
      const page = await (await httpFetch(`${instance.url}/games/${game}`)).text();
      expect(page).toContain("37");
      expect(page).toContain("52");
    }
  });

  it("every request carries the proxy's request id, whatever a client sent", async () => {
    const answer = await httpFetch(`${proxy.url}/our-story`, {
      headers: { "X-Request-Id": "forged" },
    });
    expect(answer.status).toBe(200);
    const id = answer.headers.get("X-Request-Id");
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    // The instance that served it logged the same id.
    await expect
      .poll(() => instances.some((instance) => instance.output().includes(`"requestId":"${id}"`)))
      .toBe(true);
  });

  it("a rate limit holds across instances, keyed on the client's own address", async () => {
    const email = "player@example.org";
    for (let i = 0; i < PER_EMAIL_PASSWORD_LIMIT; i++) {
      expect(await wrongPasswordFrom(i % 2 ? "127.0.0.2" : "127.0.0.3", email)).toBe(400);
    }
    // The proxy spread the tries over the instances; each refuses the next.
    expect(await wrongPasswordFrom("127.0.0.4", email)).toBe(429);
    for (const instance of instances) {
      const direct = await httpFetch(`${instance.url}/login`, {
        method: "POST",
        redirect: "manual",
        // The site's origin (APP_URL, the proxy's): any other is a cross-site post.
        headers: { Origin: proxy.url },
        body: new URLSearchParams({ email, password: "not-it", redirect: "/account" }),
      });
      expect(direct.status).toBe(429);
    }
    // Caddy replaced the forged X-Forwarded-For with the real address, and
    // the instances (TRUST_PROXY) counted each client apart.
    const keys = (
      await database.query<{ key: string; points: number }>(
        "select key, points from rate_limits where key like 'passwordPerIp:%' order by key",
      )
    ).map((r) => `${r.key}=${r.points}`);
    expect(keys).toEqual(["passwordPerIp:127.0.0.2=5", "passwordPerIp:127.0.0.3=5"]);
  });

  it("restarting each instance in turn under load fails no request", async () => {
    const admin = await signIn(proxy, "admin@example.org");
    const game = await scheduledGame();
    const failures: string[] = [];
    let restarting = true;

    // Visitors reading pages…
    let finish!: (result: autocannon.Result) => void;
    const finished = new Promise<autocannon.Result>((resolve) => (finish = resolve));
    const load = autocannon(
      {
        url: proxy.url,
        connections: 8,
        duration: 120,
        requests: PAGES.map((path) => ({ method: "GET" as const, path })),
      },
      (error, result) => (error ? failures.push(String(error)) : finish(result)),
    );
    load.on("response", (_client, status) => {
      if (status >= 400) failures.push(`status ${status}`);
    });
    load.on("reqError", (error) => failures.push(String(error)));

    // …and an admin saving the same game's result again and again.
    const saves: number[] = [];
    const saving = (async () => {
      for (let i = 0; restarting; i++) {
        const answer = await post(
          `/admin/games/${game}`,
          { intent: "save", awayScore: String(40 + (i % 30)), homeScore: "45" },
          admin,
        );
        saves.push(answer.status);
      }
    })();

    await new Promise((r) => setTimeout(r, 2000));
    const exitCodes: (number | null)[] = [];
    for (const [i, instance] of instances.entries()) {
      await instance.stop();
      exitCodes.push(instance.process.exitCode);
      instances[i] = await startServer({ ...instanceEnv, PORT: String(instance.port) });
      // Caddy's health check sees it ready within a second or two.
      await new Promise((r) => setTimeout(r, 2000));
    }
    restarting = false;
    await saving;
    load.stop();
    const result = await finished;

    const served = result.requests.total;
    console.log(
      `Rolling restart of 3 instances through Caddy: ${served} page requests in ${result.duration} s ` +
        `(${result["2xx"]} 2xx, ${result.non2xx} other, ${result.errors} errors, ${result.timeouts} timeouts); ` +
        `${saves.length} result saves (${saves.filter((s) => s === 302).length} saved).`,
    );
    expect(exitCodes).toEqual([0, 0, 0]);
    expect(failures).toEqual([]);
    expect(result.errors).toBe(0);
    expect(result.timeouts).toBe(0);
    expect(result.non2xx).toBe(0);
    expect(served).toBeGreaterThan(100);
    expect(saves.length).toBeGreaterThan(5);
    expect(saves.filter((s) => s !== 302)).toEqual([]);
  });
});
