// `npm run bench -- live`: how fast, and how cheaply, do live games reach
// the spectators? (app/server/live-hub.server.ts)
//
// 1. One instance (PGlite): serves the built site on a fresh data directory
//    (clock pinned), signs in as the demo admin, starts an upcoming game,
//    opens SPECTATORS Server-Sent Events streams on /games/{id}/live (plain
//    HTTP, no browser), then posts TAPS taps one at a time (each its own POST
//    with a fresh id, GAP_MS apart, after a few warm-up taps) and times each
//    from just before its POST until every spectator has read its message
//    (matched by the tap's id): median, p95, max.
// 2. Two instances on one PostgreSQL (BENCH_DATABASE_URL or TEST_DATABASE_URL
//    names the server; skipped without): a fresh database, two instances
//    started on it, the demo league seeded as a maintainer would
//    (scripts/seed.ts); taps posted to instance A, spectators on instance B,
//    so each tap travels through NOTIFY. The database is dropped afterwards.
// 3. Idle streams, on the instance of part 1: its memory (RSS from
//    /proc/<pid>/status, V8 heap used after a full GC, each read once they
//    hold still) before and after opening IDLE_STREAMS streams, the cost per
//    stream, and the CPU time it spends (/proc/<pid>/stat) over IDLE_MS with
//    them open: heartbeats only.
// They run in the order 1, 3, 2 (3 reuses the instance of 1) and print
// together at the end, with the machine's load average: on a shared machine
// the latencies follow what else runs.
//
// The app is not changed for this: the servers run with --expose-gc and a
// small preload (PROBE) that answers the bench's request for
// process.memoryUsage() over the IPC channel. A tap that does not reach every
// spectator within TAP_TIMEOUT_MS fails the run; nothing else does.
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { emptyDatabase, seedDemoLeague } from "../tests/system/postgres";

const NOW = "2026-11-22T17:00:00Z";
const ADMIN_EMAIL = "admin@example.org";
const DEMO_PASSWORD = "southie-hoops";
const AUTH_SECRET = "bench-only-secret-of-the-parish-league-0123456789";
const SPECTATORS = 20;
const WARM_UP_TAPS = 5;
const TAPS = 100;
const GAP_MS = 50;
const TAP_TIMEOUT_MS = 5_000;
const IDLE_STREAMS = 500;
const SETTLE_MS = 3_000;
const IDLE_MS = 20_000;

/** Loaded before server.mjs: answers "bench:memory" with the process's memory after a full GC. */
const PROBE =
  "data:text/javascript," +
  encodeURIComponent(
    `process.on("message", (m) => {
       if (m !== "bench:memory") return;
       globalThis.gc?.();
       process.send({ benchMemory: process.memoryUsage() });
     });
     process.channel?.unref();`,
  );

export interface LiveBenchOptions {
  buildDir: string;
  /** The first of the three ports this part uses. */
  port: number;
}

export interface Instance {
  url: string;
  process: ChildProcess;
  stop: () => Promise<void>;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;

/** Starts `node server.mjs` (production, clock pinned, warnings only) and waits until it answers. */
export async function startInstance(
  buildDir: string,
  port: number,
  env: Record<string, string>,
): Promise<Instance> {
  const url = `http://127.0.0.1:${port}`;
  // The parent's database and mail settings never leak into a bench server.
  const { DATABASE_URL: _db, SMTP_URL: _smtp, ...inherited } = process.env;
  const child = spawn(process.execPath, ["--expose-gc", "--import", PROBE, "server.mjs"], {
    env: {
      ...inherited,
      BUILD_DIR: buildDir,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      APP_URL: url,
      NOW,
      LOG_LEVEL: "warn",
      ...env,
    },
    stdio: ["ignore", "inherit", "inherit", "ipc"],
  });
  let exited = false;
  const exit = new Promise<void>((resolve) =>
    child.once("exit", () => {
      exited = true;
      resolve();
    }),
  );
  const stop = async () => {
    if (exited) return;
    child.kill("SIGTERM");
    const killer = setTimeout(() => child.kill("SIGKILL"), 15_000);
    await exit;
    clearTimeout(killer);
  };
  const until = Date.now() + 120_000;
  while (Date.now() < until) {
    if (exited) throw new Error(`The server on port ${port} exited while starting.`);
    try {
      if ((await fetch(`${url}/our-story`)).status < 500) return { url, process: child, stop };
    } catch {
      /* not up yet */
    }
    await sleep(250);
  }
  await stop();
  throw new Error(`The server on port ${port} did not answer within 120 s.`);
}

export async function signIn(url: string): Promise<string> {
  const response = await fetch(`${url}/login`, {
    method: "POST",
    redirect: "manual",
    headers: { Origin: url },
    body: new URLSearchParams({ email: ADMIN_EMAIL, password: DEMO_PASSWORD, redirect: "/admin" }),
  });
  const cookies = response.headers.getSetCookie().map((c) => c.split(";")[0]);
  if (response.status !== 302 || cookies.length === 0) {
    throw new Error(`Signing in as ${ADMIN_EMAIL} on ${url} failed: ${response.status}`);
  }
  return cookies.join("; ");
}

async function postLive(url: string, cookie: string, gameId: string, form: Record<string, string>) {
  return fetch(`${url}/admin/games/${gameId}/live`, {
    method: "POST",
    redirect: "manual",
    headers: { Origin: url, Cookie: cookie, Accept: "application/json" },
    body: new URLSearchParams(form),
  });
}

interface LiveGame {
  id: string;
  teams: [string, string];
}

/** An upcoming game of the home page with both teams, started live; its team ids from the scorer's buttons. */
async function startUpcomingGame(url: string, cookie: string): Promise<LiveGame> {
  const home = await (await fetch(`${url}/`)).text();
  const upcoming = home.slice(Math.max(0, home.indexOf("Upcoming Games")));
  const candidates = [
    ...new Set([...upcoming.matchAll(/href="\/games\/([^"/?#]+)"/g)].map((m) => m[1]!)),
  ];
  for (const id of candidates) {
    const started = await postLive(url, cookie, id, { intent: "start", confirmed: "yes" });
    if (!started.ok) continue;
    const page = await (
      await fetch(`${url}/admin/games/${id}`, { headers: { Cookie: cookie } })
    ).text();
    const teams = [
      ...new Set([...page.matchAll(/value="([^"]+):1"[^>]*name="tap"/g)].map((m) => m[1]!)),
    ];
    if (teams.length === 2) return { id, teams: teams as [string, string] };
  }
  throw new Error(`No upcoming game with both teams could be started on ${url}.`);
}

/** When the first and the last spectator read a tap. */
interface Arrival {
  first: number;
  last: number;
}

/** Waits, per tap id, until every spectator has read it. */
class Arrivals {
  private readonly waiting = new Map<
    string,
    { missing: Set<number>; first: number | null; resolve: (at: Arrival) => void }
  >();

  expect(tapId: string, spectators: number): Promise<Arrival> {
    return new Promise((resolve) => {
      const missing = new Set(Array.from({ length: spectators }, (_, i) => i));
      this.waiting.set(tapId, { missing, first: null, resolve });
    });
  }

  arrived(tapId: string, spectator: number): void {
    const entry = this.waiting.get(tapId);
    if (!entry) return;
    const now = performance.now();
    entry.first ??= now;
    entry.missing.delete(spectator);
    if (entry.missing.size === 0) {
      this.waiting.delete(tapId);
      entry.resolve({ first: entry.first, last: now });
    }
  }

  missing(tapId: string): number {
    return this.waiting.get(tapId)?.missing.size ?? 0;
  }
}

interface Stream {
  pings: number;
  closed: boolean;
  close: () => void;
}

/**
 * One spectator: GET the stream, parse its messages. Resolves once the first
 * bytes arrive (the hub writes `retry:` as soon as it holds the stream).
 */
function openStream(
  agent: http.Agent,
  url: string,
  onEvent: (event: { id?: string }) => void,
): Promise<Stream> {
  return new Promise((resolve, reject) => {
    const stream: Stream = { pings: 0, closed: false, close: () => request.destroy() };
    const request = http.get(url, { agent, headers: { Accept: "text/event-stream" } }, (res) => {
      if (res.statusCode !== 200) {
        res.resume();
        reject(new Error(`${url} answered ${res.statusCode}`));
        return;
      }
      res.setEncoding("utf8");
      let buffer = "";
      let opened = false;
      res.on("data", (chunk: string) => {
        if (!opened) {
          opened = true;
          resolve(stream);
        }
        buffer += chunk;
        let end: number;
        while ((end = buffer.indexOf("\n\n")) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          if (block.startsWith(": ping")) stream.pings += 1;
          const data = block
            .split("\n")
            .filter((line) => line.startsWith("data:"))
            .map((line) => line.slice(5).trimStart())
            .join("\n");
          if (data !== "") onEvent(JSON.parse(data) as { id?: string });
        }
      });
      res.on("close", () => (stream.closed = true));
    });
    request.on("error", (error) => {
      stream.closed = true;
      reject(error);
    });
  });
}

/** Opens `count` streams, `batch` at a time. */
async function openStreams(
  count: number,
  batch: number,
  open: (index: number) => Promise<Stream>,
): Promise<Stream[]> {
  const streams: Stream[] = [];
  for (let first = 0; first < count; first += batch) {
    const size = Math.min(batch, count - first);
    streams.push(...(await Promise.all(Array.from({ length: size }, (_, i) => open(first + i)))));
  }
  return streams;
}

interface Latency {
  median: number;
  p95: number;
  max: number;
  postMedian: number;
  /** Median time from the first spectator's copy to the last's. */
  spreadMedian: number;
}

/** Taps posted to `tapUrl` one at a time; each timed until all spectators on `watchUrl` have it. */
async function tapLatency(
  tapUrl: string,
  cookie: string,
  watchUrl: string,
  game: LiveGame,
): Promise<Latency> {
  const agent = new http.Agent({ keepAlive: false, maxSockets: Infinity });
  const arrivals = new Arrivals();
  const streams = await openStreams(SPECTATORS, SPECTATORS, (index) =>
    openStream(agent, `${watchUrl}/games/${game.id}/live`, (event) => {
      if (event.id) arrivals.arrived(event.id, index);
    }),
  );
  const run = Date.now().toString(36);
  const times: number[] = [];
  const posts: number[] = [];
  const spreads: number[] = [];
  try {
    for (let i = 0; i < WARM_UP_TAPS + TAPS; i++) {
      const id = `bench-${run}-${i}`;
      const tap = { id, kind: "score", teamId: game.teams[i % 2], points: 1 + (i % 3) };
      const delivered = arrivals.expect(id, SPECTATORS);
      const started = performance.now();
      const response = await postLive(tapUrl, cookie, game.id, {
        intent: "taps",
        taps: JSON.stringify([tap]),
      });
      const text = await response.text();
      const posted = performance.now() - started;
      let acked: unknown;
      try {
        acked = (JSON.parse(text) as { acked?: unknown }).acked;
      } catch {
        /* not JSON: refused below */
      }
      if (!response.ok || !Array.isArray(acked) || !acked.includes(id)) {
        throw new Error(`Tap ${i} was refused: ${response.status} ${text.slice(0, 200)}`);
      }
      let timer: NodeJS.Timeout | undefined;
      const arrival = await Promise.race([
        delivered,
        new Promise<null>((r) => {
          const left = started + TAP_TIMEOUT_MS - performance.now();
          timer = setTimeout(() => r(null), Math.max(0, left));
        }),
      ]);
      clearTimeout(timer);
      if (arrival === null) {
        const closed = streams.filter((s) => s.closed).length;
        throw new Error(
          `Tap ${i} (${id}) did not reach ${arrivals.missing(id)} of ${SPECTATORS} spectators within ${TAP_TIMEOUT_MS} ms (${closed} streams closed).`,
        );
      }
      if (i >= WARM_UP_TAPS) {
        times.push(arrival.last - started);
        posts.push(posted);
        spreads.push(arrival.last - arrival.first);
      }
      await sleep(GAP_MS);
    }
  } finally {
    for (const stream of streams) stream.close();
    agent.destroy();
  }
  times.sort((a, b) => a - b);
  posts.sort((a, b) => a - b);
  spreads.sort((a, b) => a - b);
  return {
    median: percentile(times, 50),
    p95: percentile(times, 95),
    max: times.at(-1) ?? NaN,
    postMedian: percentile(posts, 50),
    spreadMedian: percentile(spreads, 50),
  };
}

// ---- the server process, from outside (Linux /proc) and through the probe ----

function procRssKb(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, "utf8").match(/^VmRSS:\s+(\d+) kB/m);
  if (!line) throw new Error(`No VmRSS in /proc/${pid}/status`);
  return Number(line[1]);
}

const CLOCK_TICKS = Number(spawnSync("getconf", ["CLK_TCK"]).stdout?.toString().trim()) || 100;

/** User + system CPU time of a process, in ms. */
function procCpuMs(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  // After "pid (comm) ": state is field 3 of proc(5); utime 14, stime 15.
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS;
}

/**
 * Memory once it holds still: a full GC every 500 ms until the V8 heap's size
 * and RSS have stayed put over three readings (at most 12 s). After a GC, V8
 * shrinks its young generation and hands pages back to the system in steps of
 * tens of MB, a second or more later: one such step between the two readings
 * would swamp what 500 streams cost.
 */
async function steadyMemory(
  server: Instance,
): Promise<{ rssKb: number; heapUsed: number; steady: boolean }> {
  const pid = server.process.pid!;
  const readings: { rssKb: number; heapTotal: number; heapUsed: number }[] = [];
  const until = Date.now() + 12_000;
  for (;;) {
    const { heapTotal, heapUsed } = await heapAfterGc(server.process);
    readings.push({ rssKb: procRssKb(pid), heapTotal, heapUsed });
    const last = readings.slice(-3);
    const spread = (values: number[]) => Math.max(...values) - Math.min(...values);
    const steady =
      last.length === 3 &&
      spread(last.map((r) => r.rssKb)) <= 512 &&
      spread(last.map((r) => r.heapTotal)) <= 512 * 1024;
    if (steady || Date.now() > until) return { ...readings.at(-1)!, steady };
    await sleep(500);
  }
}

function heapAfterGc(child: ChildProcess): Promise<NodeJS.MemoryUsage> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error("The memory probe did not answer.")), 10_000);
    const onMessage = (message: unknown) => {
      if (typeof message === "object" && message !== null && "benchMemory" in message) {
        clearTimeout(timer);
        child.off("message", onMessage);
        resolve((message as { benchMemory: NodeJS.MemoryUsage }).benchMemory);
      }
    };
    child.on("message", onMessage);
    child.send("bench:memory");
  });
}

interface Idle {
  rssBeforeKb: number;
  rssAfterKb: number;
  heapBefore: number;
  heapAfter: number;
  cpuMs: number;
  pings: number;
  closed: number;
  /** Whether both memory readings held still (else RSS may have moved for other reasons). */
  steady: boolean;
}

async function idleStreams(server: Instance, gameId: string): Promise<Idle> {
  const pid = server.process.pid!;
  const agent = new http.Agent({ keepAlive: false, maxSockets: Infinity });
  const before = await steadyMemory(server);
  const streams = await openStreams(IDLE_STREAMS, 50, () =>
    openStream(agent, `${server.url}/games/${gameId}/live`, () => {}),
  );
  try {
    await sleep(SETTLE_MS);
    const after = await steadyMemory(server);
    const pingsSoFar = () => streams.reduce((sum, s) => sum + s.pings, 0);
    const pingsBefore = pingsSoFar();
    const cpuBefore = procCpuMs(pid);
    await sleep(IDLE_MS);
    const cpuMs = procCpuMs(pid) - cpuBefore;
    return {
      rssBeforeKb: before.rssKb,
      rssAfterKb: after.rssKb,
      heapBefore: before.heapUsed,
      heapAfter: after.heapUsed,
      cpuMs,
      pings: pingsSoFar() - pingsBefore,
      closed: streams.filter((s) => s.closed).length,
      steady: before.steady && after.steady,
    };
  } finally {
    for (const stream of streams) stream.close();
    agent.destroy();
  }
}

// ---- PostgreSQL ----

async function twoInstances(
  { buildDir, port }: LiveBenchOptions,
  baseUrl: string,
): Promise<Latency> {
  const database = await emptyDatabase(baseUrl, "bench");
  const env = {
    DATABASE_URL: database.url,
    BETTER_AUTH_SECRET: AUTH_SECRET,
    ADMIN_EMAILS: ADMIN_EMAIL,
  };
  const dataDirs = [0, 1].map(() => mkdtempSync(path.resolve("tmp/bench-live-pg-")));
  const servers: Instance[] = [];
  try {
    const started = await Promise.allSettled(
      [0, 1].map((n) => startInstance(buildDir, port + n + 1, { ...env, DATA_DIR: dataDirs[n]! })),
    );
    for (const s of started) if (s.status === "fulfilled") servers.push(s.value);
    for (const s of started) if (s.status === "rejected") throw s.reason;
    const [a, b] = servers as [Instance, Instance];
    console.log("Seeding the demo league into the benchmark's database…");
    await seedDemoLeague(env);
    const cookie = await signIn(a.url);
    const game = await startUpcomingGame(a.url, cookie);
    return await tapLatency(a.url, cookie, b.url, game);
  } finally {
    await Promise.all(servers.map((s) => s.stop()));
    await database.drop();
    for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
  }
}

export async function benchLive(options: LiveBenchOptions): Promise<void> {
  const began = performance.now();
  // On a shared machine the figures depend on what else runs: say so.
  const loadAtStart = os.loadavg()[0]!.toFixed(1);
  const progress = () => `[${((performance.now() - began) / 1000).toFixed(0).padStart(3)} s]`;
  const dataDir = "tmp/bench-live-data";
  rmSync(dataDir, { recursive: true, force: true });
  console.log(`\nLive fan-out: serving ${options.buildDir} on ${dataDir}…`);
  const server = await startInstance(options.buildDir, options.port, { DATA_DIR: dataDir });
  let one: Latency;
  let idle: Idle | string;
  try {
    const cookie = await signIn(server.url);
    const game = await startUpcomingGame(server.url, cookie);
    console.log(`${progress()} ${SPECTATORS} spectators on game ${game.id}, posting taps…`);
    one = await tapLatency(server.url, cookie, server.url, game);
    console.log(`${progress()} ${IDLE_STREAMS} idle streams…`);
    idle = process.platform === "linux" ? await idleStreams(server, game.id) : "needs Linux /proc";
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }

  const baseUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (baseUrl) console.log(`${progress()} Two instances on PostgreSQL…`);
  const two = baseUrl
    ? await twoInstances(options, baseUrl)
    : "skipped: set BENCH_DATABASE_URL or TEST_DATABASE_URL to a PostgreSQL server that lets this user create databases";

  const ms = (n: number) => (Number.isNaN(n) ? "–" : `${n.toFixed(1)} ms`).padStart(12);
  const row = (name: string, l: Latency | string) =>
    typeof l === "string"
      ? `${name.padEnd(34)} ${l}`
      : `${name.padEnd(34)} ${ms(l.median)} ${ms(l.p95)} ${ms(l.max)} ${ms(l.postMedian)} ${ms(l.spreadMedian)}`;
  console.log(
    `\nTap → every one of ${SPECTATORS} spectators, ${TAPS} taps one at a time ${GAP_MS} ms apart ` +
      `(after ${WARM_UP_TAPS} warm-up taps), timed from just before each POST until the last ` +
      `spectator has it; "POST" is the tap's own answer, "1st→last" the time between the first ` +
      `spectator's copy and the last's (medians):`,
  );
  console.log(
    `${"setup".padEnd(34)} ${["median", "p95", "max", "POST", "1st→last"].map((h) => h.padStart(12)).join(" ")}`,
  );
  console.log(row("one instance (PGlite)", one));
  console.log(row("two on PostgreSQL (tap A, watch B)", two));

  if (typeof idle === "string") {
    console.log(`\nIdle streams: skipped (${idle}).`);
    console.log(
      `${progress()} done (load average ${loadAtStart} at the start, ${os.loadavg()[0]!.toFixed(1)} at the end, ${os.cpus().length} cores).`,
    );
    return;
  }
  const mb = (kb: number) => `${(kb / 1024).toFixed(1)} MB`.padStart(10);
  const perStream = (kb: number) => `${(kb / IDLE_STREAMS).toFixed(1)} KB`.padStart(12);
  console.log(
    `\n${IDLE_STREAMS} idle streams on one instance (PGlite), the "after" ${SETTLE_MS / 1000} s after opening them, each once memory holds still under repeated full GCs:`,
  );
  console.log(
    `${"".padEnd(26)} ${"before".padStart(10)} ${"after".padStart(10)} ${"per stream".padStart(12)}`,
  );
  console.log(
    `${"RSS".padEnd(26)} ${mb(idle.rssBeforeKb)} ${mb(idle.rssAfterKb)} ${perStream(idle.rssAfterKb - idle.rssBeforeKb)}${idle.steady ? "" : "  (RSS never held still: unreliable)"}`,
  );
  console.log(
    `${"V8 heap used (after GC)".padEnd(26)} ${mb(idle.heapBefore / 1024)} ${mb(idle.heapAfter / 1024)} ${perStream((idle.heapAfter - idle.heapBefore) / 1024)}`,
  );
  console.log(
    `CPU time of the server over ${IDLE_MS / 1000} idle s: ${idle.cpuMs.toFixed(0)} ms ` +
      `(${((idle.cpuMs / IDLE_MS) * 100).toFixed(2)} % of a core); ` +
      `${idle.pings} heartbeats received, ${idle.closed} streams closed meanwhile.`,
  );
  console.log(
    `${progress()} done (load average ${loadAtStart} at the start, ${os.loadavg()[0]!.toFixed(1)} at the end, ${os.cpus().length} cores).`,
  );
}
