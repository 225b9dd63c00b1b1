// `npm run bench`: how fast are the pages?
//
// 1. Home page throughput: serves the built site on its own data directory,
//    measures requests per second on / with autocannon over a bounded run,
//    then serves the very same HTML bytes from a bare static server and
//    measures that too. The ratio says how much the page's work costs: the
//    server renders every request here (PAGE_CACHE_MB=0), as it does for
//    signed-in visitors; the cached page's figures are part 5's.
// 2. History: seeds a separate data directory with a 20-season league
//    (`seed --seasons 20`, clock pinned), serves it, and times the pages whose
//    work grows with the league's history (/records, a player with a long
//    career, the current season's standings): median and p95 of the time to
//    the full response over sequential requests after a warm-up, each one
//    rendered (PAGE_CACHE_MB=0: else all but the first would be the page
//    cache's). Target: under 30 ms each.
// 3. Live fan-out (scripts/bench-live.ts): the time from an admin's tap to
//    every spectator's Server-Sent Events stream, on one instance (PGlite)
//    and across two instances on one PostgreSQL (BENCH_DATABASE_URL or
//    TEST_DATABASE_URL, else skipped), median / p95 / max over 100 taps; and
//    the memory and CPU that 500 idle streams cost one instance.
//
// 4. Reminders (scripts/bench-reminders.ts): how many emails a week of the
//    demo league's reminders and captains' summaries queues, and how long
//    the outbox worker takes to send them to a local SMTP receiver.
// 5. Pages (scripts/bench-pages.ts): the rendered-page cache on the league of
//    part 2: home page hits (plain, gzip, 304) against a static server, the
//    misses right after a result save, and the cache's memory with every
//    public URL visited once.
//
// 6. Schedule (scripts/bench-schedule.ts): the season schedule generator on
//    16 teams and 14 weeks (target under 1 s) and 40 teams and 30 weeks
//    (under 5 s), median over several seeds; the event loop's longest delay
//    while the hard cases are searched, on the loop and on worker threads;
//    then (scripts/bench-schedule-server.ts) a visitor's p99 on the built
//    server while two Generates of issue 30's case run, and without them.
//
// 7. Share pictures (scripts/bench-share-image.ts): a game's link-preview
//    picture on the built server, the first after start, each game's first
//    (drawn) and again (kept: the page cache's hit, and the drawing's keep
//    for a signed-in request); the PNGs' bytes. Then the server's longest
//    event-loop delay while 20 new pictures are asked for at once (target
//    under 50 ms), beside its idle floor, and how many were refused (503).
//
// 8. Freshness (scripts/bench-freshness.ts): after a write through one of two
//    instances on one PostgreSQL, how long the other goes on serving the page
//    it kept from before, idle and while both serve visitors (median, p99).
//
// 9. Push (scripts/bench-push.ts): one event pushed to 5,000 subscriptions
//    against a local push service: the queueing, and the worker's sends until
//    all are delivered (ms, sends per second).
//
// `npm run bench -- home`, `history`, `pages`, `live`, `reminders`, `schedule`, `share`,
// `freshness` or `push` runs those parts only. BUILD_DIR picks the build (default build/), BENCH_PORT
// the first of thirteen ports (default 4290), BENCH_SECONDS the autocannon run
// length. The servers' logs (a line per request) go to
// tmp/bench-server-<port>.log, not between the figures.
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { existsSync, mkdirSync, openSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import http from "node:http";
import path from "node:path";
import autocannon from "autocannon";
import { generateDemoLeague } from "../app/demo/generate";
import { benchFreshness } from "./bench-freshness";
import { benchLive } from "./bench-live";
import { benchPages } from "./bench-pages";
import { benchPush } from "./bench-push";
import { benchReminders } from "./bench-reminders";
import { benchScheduleServer } from "./bench-schedule-server";
import { benchShareImage } from "./bench-share-image";

const BUILD_DIR = process.env.BUILD_DIR ?? "build";
// Not 4190: fetch refuses that port (it is on the browsers' list of unsafe ports).
const PORT = Number(process.env.BENCH_PORT ?? 4290);
const STATIC_PORT = PORT + 1;
const HISTORY_PORT = PORT + 2;
/** The live part uses this port and the two after it. */
const LIVE_PORT = PORT + 3;
/** The pages part uses this port and the two after it. */
const PAGES_PORT = PORT + 6;
const SCHEDULE_PORT = PORT + 9;
const SHARE_PORT = PORT + 10;
/** The freshness part uses this port and the one after it. */
const FRESHNESS_PORT = PORT + 11;
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 10;
const DATA_DIR = "tmp/bench-data";

const HISTORY_DATA_DIR = "tmp/bench-history-data";
const HISTORY_SEASONS = 20;
const HISTORY_NOW = process.env.NOW ?? "2026-11-22T17:00:00Z";
const WARM_UP = 10;
const SAMPLES = 50;
const TARGET_MS = 30;

async function waitFor(url: string, logFile: string, timeoutMs = 120_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms (its log: ${logFile})`);
}

const logOf = (port: number) => `tmp/bench-server-${port}.log`;

function serve(port: number, dataDir: string, extraEnv: Record<string, string> = {}): ChildProcess {
  mkdirSync("tmp", { recursive: true });
  return spawn("node", ["server.mjs"], {
    env: {
      ...process.env,
      BUILD_DIR,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      NODE_ENV: "production",
      ...extraEnv,
    },
    // Logged as in production (the log costs too), into a file.
    stdio: ["ignore", openSync(logOf(port), "w"), "inherit"],
  });
}

/** Stops a server and waits for it: the next part may copy its data directory. */
async function stop(server: ChildProcess) {
  if (server.exitCode !== null || server.signalCode !== null) return;
  const exited = new Promise((r) => server.once("exit", r));
  server.kill("SIGTERM");
  await exited;
}

async function measure(url: string) {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_S });
  if (result.non2xx > 0 || result.errors > 0) {
    throw new Error(`${url}: ${result.non2xx} non-2xx answers and ${result.errors} errors`);
  }
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99 };
}

async function benchHome() {
  rmSync(DATA_DIR, { recursive: true, force: true });
  const server = serve(PORT, DATA_DIR, { PAGE_CACHE_MB: "0" });
  try {
    const url = `http://127.0.0.1:${PORT}/`;
    await waitFor(url, logOf(PORT));
    const html = Buffer.from(await (await fetch(url)).arrayBuffer());
    await autocannon({ url, connections: CONNECTIONS, duration: 2 }); // warm-up
    const page = await measure(url);

    const bare = http.createServer((_req, res) => {
      res.writeHead(200, { "content-type": "text/html; charset=utf-8" });
      res.end(html);
    });
    await new Promise<void>((r) => bare.listen(STATIC_PORT, "127.0.0.1", r));
    const fixed = await measure(`http://127.0.0.1:${STATIC_PORT}/`);
    bare.close();

    const row = (name: string, m: typeof page) =>
      `${name.padEnd(28)} ${m.rps.toFixed(0).padStart(8)} req/s   p50 ${m.p50} ms   p99 ${m.p99} ms`;
    console.log(
      `\nHome page rendered for every request (page cache off), ${html.length} bytes, ${CONNECTIONS} connections, ${DURATION_S} s each:`,
    );
    console.log(row("server-rendered /", page));
    console.log(row("same bytes, static server", fixed));
    console.log(`ratio (rendered / static): ${(page.rps / fixed.rps).toFixed(3)}`);
  } finally {
    await stop(server);
  }
}

/** Seeds the history data directory unless it already holds this very league. */
function seedHistory() {
  const marker = path.join(HISTORY_DATA_DIR, "bench-seed.json");
  const wanted = JSON.stringify({ seasons: HISTORY_SEASONS, now: HISTORY_NOW });
  if (existsSync(marker) && readFileSync(marker, "utf8") === wanted) return;
  rmSync(HISTORY_DATA_DIR, { recursive: true, force: true });
  console.log(`Seeding a ${HISTORY_SEASONS}-season league into ${HISTORY_DATA_DIR}…`);
  const seeded = spawnSync(
    "npx",
    ["tsx", "scripts/seed.ts", "--reset", "--seasons", String(HISTORY_SEASONS)],
    {
      stdio: "inherit",
      env: { ...process.env, DATA_DIR: HISTORY_DATA_DIR, NOW: HISTORY_NOW, DEMO_PHASE: "season" },
    },
  );
  if (seeded.status !== 0) throw new Error("Seeding the history league failed.");
  writeFileSync(marker, wanted);
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;

/** Sequential requests: the time to the last byte of each answer. */
async function timePage(url: string) {
  let status = 0;
  let bytes = 0;
  const times: number[] = [];
  for (let i = 0; i < WARM_UP + SAMPLES; i++) {
    const started = performance.now();
    const response = await fetch(url);
    bytes = (await response.arrayBuffer()).byteLength;
    status = response.status;
    if (status !== 200) break;
    if (i >= WARM_UP) times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { status, bytes, median: percentile(times, 50), p95: percentile(times, 95) };
}

async function benchHistory() {
  seedHistory();
  // The generator is deterministic: the same league tells us the URLs.
  const league = generateDemoLeague({
    now: new Date(HISTORY_NOW),
    historySeasons: HISTORY_SEASONS,
  });
  const current = league.seasons.find((s) => s.isCurrent)?.id ?? HISTORY_SEASONS + 1;
  const seasonsOf = (playerId: string) =>
    new Set(league.seasonRosters.filter((r) => r.playerId === playerId).map((r) => r.seasonId))
      .size;
  const veteran = [...league.players].sort((a, b) => seasonsOf(b.id) - seasonsOf(a.id))[0];
  const pages = [
    ["/records", "/records"],
    [`player (${seasonsOf(veteran?.id ?? "")} seasons)`, `/players/${veteran?.id ?? "unknown"}`],
    [`season ${current} standings`, `/seasons/${current}`],
  ] as const;

  const server = serve(HISTORY_PORT, HISTORY_DATA_DIR, { NOW: HISTORY_NOW, PAGE_CACHE_MB: "0" });
  try {
    const base = `http://127.0.0.1:${HISTORY_PORT}`;
    await waitFor(`${base}/`, logOf(HISTORY_PORT));
    console.log(
      `\nServer time on a ${HISTORY_SEASONS}-season league (${league.gameStats.length} stat lines, page cache off), ` +
        `${SAMPLES} sequential requests after ${WARM_UP} warm-up, target < ${TARGET_MS} ms:`,
    );
    console.log(
      `${"page".padEnd(28)} ${"status".padStart(6)} ${"bytes".padStart(8)} ${"median".padStart(9)} ${"p95".padStart(9)}`,
    );
    let allMet = true;
    for (const [name, urlPath] of pages) {
      const t = await timePage(base + urlPath);
      const ok = t.status === 200 && t.p95 < TARGET_MS;
      allMet &&= ok;
      const ms = (n: number) => (Number.isNaN(n) ? "–" : `${n.toFixed(1)} ms`).padStart(9);
      console.log(
        `${name.padEnd(28)} ${String(t.status).padStart(6)} ${String(t.bytes).padStart(8)} ${ms(t.median)} ${ms(t.p95)}  ${ok ? "ok" : t.status === 200 ? "SLOW" : "NOT 200"}  ${urlPath}`,
      );
    }
    if (!allMet) process.exitCode = 1;
  } finally {
    await stop(server);
  }
}

if (!existsSync(path.join(BUILD_DIR, "server/index.js"))) {
  console.log("Building the site first…");
  spawnSync("npx", ["react-router", "build"], {
    stdio: "inherit",
    env: { ...process.env, BUILD_DIR },
  });
}
const parts = process.argv.slice(2);
if (parts.length === 0 || parts.includes("home")) await benchHome();
if (parts.length === 0 || parts.includes("history")) await benchHistory();
if (parts.length === 0 || parts.includes("pages")) {
  seedHistory();
  await benchPages({
    buildDir: BUILD_DIR,
    port: PAGES_PORT,
    leagueDir: HISTORY_DATA_DIR,
    now: HISTORY_NOW,
    seconds: DURATION_S,
    connections: CONNECTIONS,
  });
}
if (parts.length === 0 || parts.includes("reminders")) await benchReminders();
if (parts.length === 0 || parts.includes("push")) await benchPush();
// Pure computation: importing the script runs its cases and prints them.
if (parts.length === 0 || parts.includes("schedule")) {
  await import("./bench-schedule");
  await benchScheduleServer({ buildDir: BUILD_DIR, port: SCHEDULE_PORT, seconds: DURATION_S });
}
if (parts.length === 0 || parts.includes("share")) {
  await benchShareImage({ buildDir: BUILD_DIR, port: SHARE_PORT, now: HISTORY_NOW });
}
if (parts.length === 0 || parts.includes("live")) {
  await benchLive({ buildDir: BUILD_DIR, port: LIVE_PORT });
}
if (parts.length === 0 || parts.includes("freshness")) {
  await benchFreshness({ buildDir: BUILD_DIR, port: FRESHNESS_PORT });
}
