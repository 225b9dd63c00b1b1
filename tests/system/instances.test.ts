// Several server processes on one PostgreSQL, as behind a load balancer:
// started at once on an empty database they migrate exactly once (advisory
// lock); they share the rate-limit counters (table rate_limits) and, with the
// same BETTER_AUTH_SECRET, each other's sessions. Needs TEST_DATABASE_URL.
import { readdirSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TEST_AUTH_SECRET } from "../support/app";
import { emptyDatabase, seedDemoLeague, type EmptyDatabase } from "./postgres";
import { DEMO_PASSWORD, signIn, startServer, type RunningServer } from "./server";
import { httpFetch } from "../support/http-client";

const BASE_URL = process.env.TEST_DATABASE_URL;
const PER_EMAIL_PASSWORD_LIMIT = 10; // limits.passwordPerEmail in app/auth/rate-limit.server.ts

describe.skipIf(!BASE_URL)("several servers on one PostgreSQL", () => {
  let database: EmptyDatabase;
  let servers: RunningServer[] = [];

  beforeAll(async () => {
    database = await emptyDatabase(BASE_URL!, "sys");
    const env = { DATABASE_URL: database.url, BETTER_AUTH_SECRET: TEST_AUTH_SECRET };
    // All three at once, on the empty database.
    const started = await Promise.allSettled([1, 2, 3].map(() => startServer(env)));
    servers = started.flatMap((s) => (s.status === "fulfilled" ? [s.value] : []));
    const failed = started.find((s): s is PromiseRejectedResult => s.status === "rejected");
    if (failed) throw failed.reason;
    // prepareServer never creates the demo league on PostgreSQL: seed it as an admin would.
    await seedDemoLeague(env);
  });

  afterAll(async () => {
    await Promise.all(servers.map((s) => s.stop()));
    await database?.drop();
  });

  it("three servers started at once on an empty database all come up and migrate once", async () => {
    expect(servers).toHaveLength(3);
    for (const server of servers) expect((await httpFetch(server.url)).status).toBe(200);
    const files = readdirSync("drizzle").filter((f) => f.endsWith(".sql"));
    const rows = await database.query<{ hash: string }>(
      "select hash from drizzle.__drizzle_migrations",
    );
    expect(rows).toHaveLength(files.length);
    expect(new Set(rows.map((r) => r.hash)).size).toBe(files.length);
    const [limitsTable] = await database.query("select to_regclass('rate_limits') as t");
    expect(limitsTable?.t).toBe("rate_limits");
  });

  it("counts wrong passwords for one email across servers, then answers 429 with Retry-After", async () => {
    const [a, b] = servers as [RunningServer, RunningServer];
    const attempt = (server: RunningServer) =>
      httpFetch(`${server.url}/login`, {
        method: "POST",
        redirect: "manual",
        headers: { Origin: server.url },
        body: new URLSearchParams({
          email: "player@example.org",
          password: "not-the-password",
          redirect: "/account",
        }),
      });
    for (let i = 0; i < PER_EMAIL_PASSWORD_LIMIT; i++) {
      const answer = await attempt(i % 2 === 0 ? a : b);
      expect(answer.status).toBe(400);
      expect(answer.headers.get("Retry-After")).toBeNull();
    }
    for (const server of [a, b]) {
      const refused = await attempt(server);
      expect(refused.status).toBe(429);
      const wait = Number(refused.headers.get("Retry-After"));
      expect(wait).toBeGreaterThan(14 * 60);
      expect(wait).toBeLessThanOrEqual(15 * 60);
      // The sign-in page with the usual message, not raw JSON.
      expect(refused.headers.get("Content-Type")).toMatch(/^text\/html/);
      expect(await refused.text()).toContain(
        "Too many attempts. Please wait 15 minutes and try again.",
      );
    }
    // Even the right password waits now, on either server.
    const right = await httpFetch(`${b.url}/login`, {
      method: "POST",
      redirect: "manual",
      headers: { Origin: b.url },
      body: new URLSearchParams({
        email: "player@example.org",
        password: DEMO_PASSWORD,
        redirect: "/account",
      }),
    });
    expect(right.status).toBe(429);
    const [counted] = await database.query<{ points: number }>(
      "select points from rate_limits where key = $1",
      ["passwordPerEmail:player@example.org"],
    );
    expect(counted?.points).toBe(PER_EMAIL_PASSWORD_LIMIT);
  });

  it("a session made on one server works on the others", async () => {
    const [a, b, c] = servers as [RunningServer, RunningServer, RunningServer];
    const cookie = await signIn(a, "admin@example.org");
    for (const server of [a, b, c]) {
      const account = await httpFetch(`${server.url}/account`, {
        headers: { Cookie: cookie },
        redirect: "manual",
      });
      expect(account.status).toBe(200);
    }
  });
});

describe.skipIf(!BASE_URL)("a page that fails", () => {
  let database: EmptyDatabase;
  let server: RunningServer;
  beforeAll(async () => {
    database = await emptyDatabase(BASE_URL!, "fail");
    const env = { DATABASE_URL: database.url, BETTER_AUTH_SECRET: TEST_AUTH_SECRET };
    server = await startServer(env);
    await seedDemoLeague(env);
  });
  afterAll(async () => {
    await server?.stop();
    await database?.drop();
  });

  it("is logged with its request id and stack, and the visitor gets the error page", async () => {
    // The database loses a table under the running server (a botched manual change).
    await database.query("alter table games rename to games_gone");
    const answer = await httpFetch(`${server.url}/records`);
    expect(answer.status).toBe(500);
    const page = await answer.text();
    expect(page).not.toContain("games_gone");
    expect(page).not.toMatch(/\n\s+at /);
    const id = answer.headers.get("X-Request-Id")!;
    // The request's own line comes last, once the answer is sent.
    await expect.poll(() => server.output()).toMatch(/"msg":"GET \/records 500 \d+ ms"/);
    const lines = server
      .output()
      .split("\n")
      .filter((line) => line.includes(`"requestId":"${id}"`))
      .map((line) => JSON.parse(line) as { level: number; msg: string; err?: { stack?: string } });
    const failure = lines.find((line) => line.err);
    expect(failure?.level).toBe(50);
    expect(failure?.msg).toBe("GET /records failed");
    expect(failure?.err?.stack).toMatch(/relation "games" does not exist[\s\S]*\n\s+at /);
    // The query's values stay out of the log.
    expect(JSON.stringify(failure)).not.toContain("params");
    // The request's own line: no second, made-up error.
    expect(lines.filter((line) => line.err)).toHaveLength(1);
  });
});
