// `npm run bench -- freshness`: after a write through one instance, how long
// does another instance on the same PostgreSQL go on serving the page it kept
// from before? (docs/architecture.md, "Pages kept for visitors")
//
// Two instances on a fresh database with the demo league (BENCH_DATABASE_URL
// or TEST_DATABASE_URL names the server; else a throwaway PostgreSQL from
// Debian's package, else skipped). Both are kept busy by visitors (autocannon
// on their kept pages, LOAD_CONNECTIONS each) while the admin marks a signup
// paid and unpaid WRITES times through instance A. After each write's answer
// (which says the version it wrote, X-League-Version) instance B is asked for a
// kept page again and again; the window is the time from A's answer to the
// first request to B that was answered with that version (0 when B had it
// already). Median, p99 and max, with the same figures for B idle: the floor
// of the announcement's way through PostgreSQL on this machine.
import { mkdtempSync, rmSync } from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { postgresBin, startThrowawayPostgres } from "./throwaway-postgres.mjs";
import { emptyDatabase, seedDemoLeague } from "../tests/system/postgres";
import { signIn, startInstance, type Instance } from "./bench-live";

const AUTH_SECRET = "bench-only-secret-of-the-parish-league-0123456789";
const WRITES = 200;
const LOAD_CONNECTIONS = 4;
/** A write B has not heard of after this fails the run: the watcher is broken. */
const HEAR_TIMEOUT_MS = 10_000;
const SEASON = 4;

export interface FreshnessBenchOptions {
  buildDir: string;
  /** The first of the two ports this part uses. */
  port: number;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;

/** A GET on a connection of its own: the league version it was answered with. */
function versionOf(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { agent: false }, (res) => {
        res.resume();
        res.on("end", () => resolve(Number(res.headers["x-league-version"])));
      })
      .on("error", reject);
  });
}

/** Marks one signup paid or not through `url`: the version the answer says it wrote. */
async function markPaid(url: string, cookie: string, signupId: string, paid: boolean) {
  const answer = await fetch(`${url}/admin/signups?season=${SEASON}`, {
    method: "POST",
    redirect: "manual",
    headers: { Origin: url, Cookie: cookie },
    body: new URLSearchParams({ intent: "set-paid", signupId, paid: String(paid) }),
  });
  await answer.arrayBuffer();
  if (answer.status >= 400) throw new Error(`Marking a signup paid answered ${answer.status}.`);
  return Number(answer.headers.get("x-league-version"));
}

/** From A's answer to the first request to B answered with `version` (ms). */
async function windowUntilHeard(reader: string, version: number): Promise<number> {
  const answeredAt = performance.now();
  for (;;) {
    const askedAt = performance.now();
    if ((await versionOf(`${reader}/our-story`)) >= version) return askedAt - answeredAt;
    if (askedAt - answeredAt > HEAR_TIMEOUT_MS) {
      throw new Error(`${reader} had not heard of version ${version} after ${HEAR_TIMEOUT_MS} ms.`);
    }
  }
}

async function windows(a: Instance, b: Instance, cookie: string, signupId: string) {
  const measured: number[] = [];
  for (let i = 0; i < WRITES; i++) {
    const version = await markPaid(a.url, cookie, signupId, i % 2 === 0);
    measured.push(await windowUntilHeard(b.url, version));
  }
  return measured.sort((x, y) => x - y);
}

/** Visitors on `paths` until stopped: their count of requests once stopped. */
function visitors(url: string, paths: string[]) {
  let stop = () => {};
  const done = new Promise<number>((resolve, reject) => {
    const run = autocannon(
      {
        url,
        connections: LOAD_CONNECTIONS,
        duration: 3600, // stopped when the writes are done
        requests: paths.map((p) => ({ method: "GET", path: p })),
      },
      (error, result) => (error ? reject(error) : resolve(result.requests.total)),
    );
    stop = () => run.stop();
  });
  return { done, stop: () => stop() };
}

export async function benchFreshness({ buildDir, port }: FreshnessBenchOptions): Promise<void> {
  const given = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  const bin = given ? null : postgresBin();
  if (!given && !bin) {
    console.log("\nFreshness across instances: skipped (no PostgreSQL: set BENCH_DATABASE_URL).");
    return;
  }
  const throwaway = bin ? await startThrowawayPostgres(bin) : null;
  const database = await emptyDatabase(given ?? throwaway?.url ?? "", "bench");
  const env = {
    DATABASE_URL: database.url,
    BETTER_AUTH_SECRET: AUTH_SECRET,
    ADMIN_EMAILS: "admin@example.org",
  };
  const dataDirs = [0, 1].map(() => mkdtempSync(path.resolve("tmp/bench-fresh-")));
  const servers: Instance[] = [];
  const loadAtStart = os.loadavg()[0]!.toFixed(1);
  try {
    console.log("\nFreshness across instances: two instances on a fresh PostgreSQL database…");
    for (const n of [0, 1]) {
      servers.push(await startInstance(buildDir, port + n, { ...env, DATA_DIR: dataDirs[n]! }));
    }
    const [a, b] = servers as [Instance, Instance];
    await seedDemoLeague(env);
    const cookie = await signIn(a.url);
    const page = await (
      await fetch(`${a.url}/admin/signups?season=${SEASON}`, { headers: { Cookie: cookie } })
    ).text();
    const signupId = /name="signupId" value="([^"]+)"/.exec(page)?.[1];
    if (!signupId) throw new Error("No signup to mark paid on the admin's signups page.");

    const idle = await windows(a, b, cookie, signupId);
    const pages = ["/", "/schedule", "/teams", "/records"];
    const load = [visitors(a.url, pages), visitors(b.url, pages)];
    const busy = await windows(a, b, cookie, signupId);
    for (const run of load) run.stop();
    const served = (await Promise.all(load.map((run) => run.done))).reduce((x, y) => x + y, 0);

    const ms = (n: number) => `${n.toFixed(2)} ms`.padStart(10);
    const row = (name: string, w: number[]) =>
      `${name.padEnd(40)} ${ms(percentile(w, 50))} ${ms(percentile(w, 99))} ${ms(w.at(-1)!)} ` +
      `${String(w.filter((x) => x > 0).length).padStart(10)}`;
    console.log(
      `\nA write through instance A → instance B serves its version, ${WRITES} writes one at a ` +
        `time (a signup marked paid, then unpaid), timed from A's answer to B's first answer ` +
        `with the written version ("B behind": writes B had not heard of when A answered):`,
    );
    console.log(
      `${"".padEnd(40)} ${["median", "p99", "max", "B behind"].map((h) => h.padStart(10)).join(" ")}`,
    );
    console.log(row("both idle (the floor)", idle));
    console.log(row(`both serving visitors (${LOAD_CONNECTIONS} connections each)`, busy));
    console.log(
      `Visitors' requests served meanwhile: ${served}. Load average ${loadAtStart} at the start, ` +
        `${os.loadavg()[0]!.toFixed(1)} at the end, ${os.cpus().length} cores.`,
    );
  } finally {
    await Promise.all(servers.map((s) => s.stop()));
    await database.drop();
    await throwaway?.stop();
    for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
  }
}
