// `npm run bench -- schedule`, its served part: what two Generates of issue
// 30's hard case cost a visitor. Serves the built site (BUILD_DIR) on the
// embedded database, with the demo league and a season 5 of the issue's 48
// teams (39 East, 9 West), signs in as the admin, then reads `/teams` as a
// signed-out visitor at a steady rate: first with nothing else running (the
// floor), then while two Generates of that case (seed 1: seconds of search,
// then a refusal) are posted at once. Prints the visitor's p50 / p99 / max,
// its failures, how long each Generate took and the server's own longest
// event-loop delay; then that delay for a Reshuffle that keeps 3,108 games
// and for the admin's page of that draft. Not a test.
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { mkdirSync, openSync, rmSync } from "node:fs";
import path from "node:path";
import autocannon from "autocannon";
import { openDatabase } from "../app/db/connection.server";
import { seasons, seasonTeams, teams } from "../app/db/schema";
import { ISSUE_30_CASE } from "./bench-schedule-case";
import { LOOP_PROBE, serverLoopDelay } from "./loop-probe";

const DATA_DIR = "tmp/bench-schedule-data";
const NOW = "2026-11-22T17:00:00Z";
const ADMIN_EMAIL = "admin@example.org";
const DEMO_PASSWORD = "southie-hoops";
const SEASON = 5;
/** The visitor's pace: steady, far below what the server can take. */
const VISITOR_RATE = 100;
const VISITOR_CONNECTIONS = 10;
/** When the two Generates are posted, after the visitor load starts. */
const GENERATE_AFTER_MS = 1_000;

/** The parent's database and mail settings never reach the seed or the server. */
const { DATABASE_URL: _db, SMTP_URL: _smtp, ...inherited } = process.env;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export interface ScheduleServerBenchOptions {
  buildDir: string;
  port: number;
  seconds: number;
}

/** The demo league, and season 5 with the issue's teams, in DATA_DIR. */
async function prepareLeague() {
  rmSync(DATA_DIR, { recursive: true, force: true });
  const seeded = spawnSync("npx", ["tsx", "scripts/seed.ts", "--reset"], {
    stdio: ["ignore", "ignore", "inherit"],
    env: { ...inherited, DATA_DIR, NOW },
  });
  if (seeded.status !== 0) throw new Error("Seeding the demo league failed.");
  const database = await openDatabase({ dir: path.join(DATA_DIR, "db") });
  try {
    const { teams: caseTeams } = ISSUE_30_CASE.input;
    await database.db.insert(seasons).values({ id: SEASON, name: "Issue 30 2027" });
    await database.db
      .insert(teams)
      .values(caseTeams.map((t) => ({ id: t.id, name: t.id, abbreviation: t.id.slice(-3) })));
    await database.db
      .insert(seasonTeams)
      .values(caseTeams.map((t) => ({ seasonId: SEASON, teamId: t.id, conference: t.conference })));
  } finally {
    await database.close();
  }
}

async function serve(buildDir: string, port: number): Promise<ChildProcess> {
  mkdirSync("tmp", { recursive: true });
  const server = spawn(process.execPath, ["--import", LOOP_PROBE, "server.mjs"], {
    env: {
      ...inherited,
      BUILD_DIR: buildDir,
      PORT: String(port),
      HOST: "127.0.0.1",
      APP_URL: `http://127.0.0.1:${port}`,
      DATA_DIR,
      NOW,
      NODE_ENV: "production",
      LOG_LEVEL: "warn",
    },
    stdio: ["ignore", openSync(`tmp/bench-server-${port}.log`, "w"), "inherit", "ipc"],
  });
  const until = Date.now() + 120_000;
  while (Date.now() < until) {
    if (server.exitCode !== null) throw new Error(`The server on port ${port} exited.`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/our-story`)).status < 500) return server;
    } catch {
      /* not up yet */
    }
    await sleep(250);
  }
  server.kill("SIGTERM");
  throw new Error(`The server on port ${port} did not answer within 120 s.`);
}

async function signIn(url: string): Promise<string> {
  const response = await fetch(`${url}/login`, {
    method: "POST",
    redirect: "manual",
    headers: { Origin: url },
    body: new URLSearchParams({ email: ADMIN_EMAIL, password: DEMO_PASSWORD, redirect: "/admin" }),
  });
  const cookies = response.headers.getSetCookie().map((c) => c.split(";")[0]);
  if (response.status !== 302 || cookies.length === 0) {
    throw new Error(`Signing in as ${ADMIN_EMAIL} failed: ${response.status}`);
  }
  return cookies.join("; ");
}

/** The issue's Generate (seed 1), as the admin's form posts it: its status and duration. */
async function generate(url: string, cookie: string) {
  const { input } = ISSUE_30_CASE;
  const form = new URLSearchParams({
    intent: "generate",
    firstDay: input.firstDay,
    lastDay: input.lastDay,
    kind: input.format.kind,
    times: String(input.format.times),
    blackouts: "",
  });
  for (const d of input.weekdays) form.append("weekday", String(d));
  input.slots.forEach((s, i) => {
    form.set(`slot-time-${i}`, s.time);
    form.set(`slot-location-${i}`, s.location);
  });
  const started = performance.now();
  const response = await fetch(`${url}/admin/seasons/${SEASON}/schedule`, {
    method: "POST",
    redirect: "manual",
    headers: { Origin: url, Cookie: cookie },
    body: form,
  });
  await response.arrayBuffer();
  return { status: response.status, ms: performance.now() - started };
}

/** The admin's next request: Reshuffle (seed 2, which finds 3,108 games), or the draft's page. */
async function timed(request: () => Promise<Response>) {
  const started = performance.now();
  const response = await request();
  const bytes = (await response.arrayBuffer()).byteLength;
  return { status: response.status, bytes, ms: performance.now() - started };
}

function visitor(url: string, seconds: number) {
  return autocannon({
    url: `${url}/teams`,
    connections: VISITOR_CONNECTIONS,
    overallRate: VISITOR_RATE,
    duration: seconds,
  });
}

function line(name: string, r: autocannon.Result) {
  const failed = r.errors + r.timeouts + r.non2xx + (r.resets ?? 0);
  return (
    `  ${name.padEnd(34)} ${String(r.requests.total).padStart(5)} requests   ` +
    `p50 ${r.latency.p50} ms   p99 ${r.latency.p99} ms   max ${r.latency.max} ms   ` +
    `failed ${failed} (errors ${r.errors}, timeouts ${r.timeouts}, non-2xx ${r.non2xx})`
  );
}

export async function benchScheduleServer({ buildDir, port, seconds }: ScheduleServerBenchOptions) {
  await prepareLeague();
  const server = await serve(buildDir, port);
  try {
    const url = `http://127.0.0.1:${port}`;
    const cookie = await signIn(url);
    await visitor(url, 2); // warm-up
    const floor = await serverLoopDelay(server, () => visitor(url, seconds));
    const loaded = await serverLoopDelay(server, async () => {
      const during = visitor(url, Math.max(seconds, 12));
      await sleep(GENERATE_AFTER_MS);
      const generates = await Promise.all([generate(url, cookie), generate(url, cookie)]);
      return { visits: await during, generates };
    });
    console.log(
      `\nA visitor's GET /teams (${VISITOR_RATE} req/s over ${VISITOR_CONNECTIONS} connections), ` +
        `built server ${buildDir} on PGlite:`,
    );
    console.log(line("nothing else running (the floor)", floor.result));
    console.log(line("two Generates of issue 30's case", loaded.result.visits));
    for (const [i, g] of loaded.result.generates.entries()) {
      console.log(`  Generate ${i + 1}: ${g.status} after ${(g.ms / 1000).toFixed(1)} s`);
    }
    console.log(
      `  the server's longest event-loop delay: ${floor.maxDelayMs.toFixed(0)} ms for the floor, ` +
        `${loaded.maxDelayMs.toFixed(0)} ms with the two Generates`,
    );
    const schedulePage = `${url}/admin/seasons/${SEASON}/schedule`;
    const reshuffle = await serverLoopDelay(server, () =>
      timed(() =>
        fetch(schedulePage, {
          method: "POST",
          redirect: "manual",
          headers: { Origin: url, Cookie: cookie },
          body: new URLSearchParams({ intent: "reshuffle" }),
        }),
      ),
    );
    console.log(
      `  Reshuffle (seed 2: 3,108 games kept): ${reshuffle.result.status} after ` +
        `${(reshuffle.result.ms / 1000).toFixed(1)} s, longest event-loop delay ${reshuffle.maxDelayMs.toFixed(0)} ms`,
    );
    for (const visit of ["first", "second"]) {
      const page = await serverLoopDelay(server, () =>
        timed(() => fetch(schedulePage, { headers: { Cookie: cookie } })),
      );
      console.log(
        `  its draft page, ${visit} visit: ${page.result.status}, ${page.result.bytes} bytes in ` +
          `${page.result.ms.toFixed(0)} ms, longest event-loop delay ${page.maxDelayMs.toFixed(0)} ms`,
      );
    }
  } finally {
    const exited = new Promise((resolve) => server.once("exit", resolve));
    server.kill("SIGTERM");
    await exited;
  }
}
