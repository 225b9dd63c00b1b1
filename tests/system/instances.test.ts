// Several server processes on one PostgreSQL, as behind a load balancer:
// started at once on an empty database they migrate exactly once (advisory
// lock); they share the rate-limit counters (table rate_limits) and, with the
// same BETTER_AUTH_SECRET, each other's sessions. Needs TEST_DATABASE_URL.
import { execFile } from "node:child_process";
import { mkdtempSync, readdirSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TEST_AUTH_SECRET } from "../support/app";
import { DEMO_PASSWORD, signIn, startServer, SYSTEM_NOW, type RunningServer } from "./server";

const BASE_URL = process.env.TEST_DATABASE_URL;
const PER_EMAIL_PASSWORD_LIMIT = 10; // limits.passwordPerEmail in app/auth/rate-limit.server.ts

describe.skipIf(!BASE_URL)("several servers on one PostgreSQL", () => {
  const name = `league_sys_${process.pid}_${Date.now().toString(36)}`;
  let url = "";
  let servers: RunningServer[] = [];

  async function admin<T>(run: (client: pg.Client) => Promise<T>, database?: string) {
    const address = new URL(BASE_URL!);
    if (database) address.pathname = `/${database}`;
    const client = new pg.Client({ connectionString: address.toString() });
    await client.connect();
    try {
      return await run(client);
    } finally {
      await client.end();
    }
  }

  beforeAll(async () => {
    await admin((c) => c.query(`create database ${name}`));
    const address = new URL(BASE_URL!);
    address.pathname = `/${name}`;
    url = address.toString();
    const env = { DATABASE_URL: url, BETTER_AUTH_SECRET: TEST_AUTH_SECRET };
    // All three at once, on the empty database.
    const started = await Promise.allSettled([1, 2, 3].map(() => startServer(env)));
    servers = started.flatMap((s) => (s.status === "fulfilled" ? [s.value] : []));
    const failed = started.find((s): s is PromiseRejectedResult => s.status === "rejected");
    if (failed) throw failed.reason;
    // prepareServer never creates the demo league on PostgreSQL: seed it as an admin would.
    const { SMTP_URL: _smtp, ...inherited } = process.env;
    await promisify(execFile)(path.resolve("node_modules/.bin/tsx"), ["scripts/seed.ts"], {
      env: {
        ...inherited,
        ...env,
        NOW: SYSTEM_NOW,
        DATA_DIR: mkdtempSync(path.join(tmpdir(), "league-seed-")),
      },
    });
  });

  afterAll(async () => {
    await Promise.all(servers.map((s) => s.stop()));
    await admin((c) => c.query(`drop database if exists ${name} with (force)`));
  });

  it("three servers started at once on an empty database all come up and migrate once", async () => {
    expect(servers).toHaveLength(3);
    for (const server of servers) expect((await fetch(server.url)).status).toBe(200);
    const files = readdirSync("drizzle").filter((f) => f.endsWith(".sql"));
    const rows = await admin(
      (c) => c.query<{ hash: string }>("select hash from drizzle.__drizzle_migrations"),
      name,
    );
    expect(rows.rows).toHaveLength(files.length);
    expect(new Set(rows.rows.map((r) => r.hash)).size).toBe(files.length);
    const limitsTable = await admin((c) => c.query("select to_regclass('rate_limits') as t"), name);
    expect(limitsTable.rows[0].t).toBe("rate_limits");
  });

  it("counts wrong passwords for one email across servers, then answers 429 with Retry-After", async () => {
    const [a, b] = servers as [RunningServer, RunningServer];
    const attempt = (server: RunningServer) =>
      fetch(`${server.url}/login`, {
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
    const right = await fetch(`${b.url}/login`, {
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
    const counted = await admin(
      (c) =>
        c.query<{ points: number }>("select points from rate_limits where key = $1", [
          "passwordPerEmail:player@example.org",
        ]),
      name,
    );
    expect(counted.rows[0]?.points).toBe(PER_EMAIL_PASSWORD_LIMIT);
  });

  it("a session made on one server works on the others", async () => {
    const [a, b, c] = servers as [RunningServer, RunningServer, RunningServer];
    const cookie = await signIn(a, "admin@example.org");
    for (const server of [a, b, c]) {
      const account = await fetch(`${server.url}/account`, {
        headers: { Cookie: cookie },
        redirect: "manual",
      });
      expect(account.status).toBe(200);
    }
  });
});
