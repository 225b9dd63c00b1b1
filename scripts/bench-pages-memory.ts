// Part 3 of `npm run bench -- pages` (scripts/bench-pages.ts starts it, with
// --expose-gc, and passes a plan file: the build, the data directory, the
// clock, a port and the league's public URLs).
//
// The built app runs in this very process, so that the rendered-page cache
// can be asked what it holds (renderedPageStats) and the process's memory
// read beside it. Every public URL is asked once, signed out; then the
// figures, and the app stops as it does in production (SIGTERM: the server
// stops accepting, the database closes, the process exits).
import { readFileSync } from "node:fs";
import http from "node:http";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { Server } from "node:http";
import type { ServerBuild } from "react-router";

interface Plan {
  buildDir: string;
  dataDir: string;
  now: string;
  port: number;
  urls: string[];
}

/** What the bench uses of the build's entry (app/entry.server.tsx). */
interface Entry {
  prepareServer(say?: (line: string) => void): Promise<void>;
  createHttpApp(build: ServerBuild, buildDir: string): { listen: http.Server["listen"] };
  listenAddress(): { port: number; host: string };
  renderedPageStats(): { pages: number; bytes: number };
  stopGracefullyOnSignals(server: Server): void;
}

const planFile = process.argv[2];
if (!planFile) throw new Error("Usage: bench-pages-memory.ts <plan.json>");
const plan = JSON.parse(readFileSync(planFile, "utf8")) as Plan;

// Read by the app's configuration on first use: set before the build is loaded.
Object.assign(process.env, {
  DATA_DIR: plan.dataDir,
  NOW: plan.now,
  PORT: String(plan.port),
  HOST: "127.0.0.1",
  REMINDERS: "off",
  NODE_ENV: "production",
  // A log line per request would only interleave with the figures.
  LOG_LEVEL: "warn",
});

const gc = (globalThis as { gc?: () => void }).gc;
/** The memory that stays: after full collections (with --expose-gc). */
function memory() {
  gc?.();
  gc?.();
  return process.memoryUsage();
}

const buildDir = path.resolve(plan.buildDir);
const build = (await import(
  pathToFileURL(path.join(buildDir, "server/index.js")).href
)) as ServerBuild;
const entry = build.entry.module as unknown as Entry;
const startedAt = performance.now();
await entry.prepareServer(() => {});
const address = entry.listenAddress();
const server = await new Promise<Server>((resolve) => {
  const listening: Server = entry
    .createHttpApp(build, buildDir)
    .listen(address.port, address.host, () => resolve(listening));
});
const startMs = performance.now() - startedAt;

/** Requests in flight at once. */
const VISITORS = 4;
const agent = new http.Agent({ keepAlive: true, maxSockets: VISITORS });
function visit(url: string): Promise<{ status: number; cache: string; bytes: number }> {
  return new Promise((resolve, reject) => {
    const req = http.get(
      url,
      // As a browser asks; the cache keeps its brotli and gzip bytes whatever is asked.
      { agent, headers: { "accept-encoding": "br, gzip, deflate" } },
      (res) => {
        let bytes = 0;
        res.on("data", (chunk: Buffer) => (bytes += chunk.length));
        res.on("end", () =>
          resolve({
            status: res.statusCode ?? 0,
            cache: String(res.headers["x-page-cache"] ?? "none"),
            bytes,
          }),
        );
        res.on("error", reject);
      },
    );
    req.on("error", reject);
  });
}

const before = memory();
const statsBefore = entry.renderedPageStats();
const base = `http://${address.host}:${address.port}`;
const statuses = new Map<string, number>();
const refused: string[] = [];
const notKept: string[] = [];
const visitedAt = performance.now();
// A few at a time: one page renders while another's compression runs on
// libuv's threads. Each URL is still asked exactly once.
let next = 0;
async function visitor() {
  while (next < plan.urls.length) {
    const url = plan.urls[next++]!;
    const answer = await visit(base + url);
    const key = `${answer.status} ${answer.cache}`;
    statuses.set(key, (statuses.get(key) ?? 0) + 1);
    if (answer.status !== 200) refused.push(`${answer.status} ${url}`);
    else if (answer.cache !== "miss") notKept.push(url);
  }
}
await Promise.all(Array.from({ length: VISITORS }, visitor));
const visitMs = performance.now() - visitedAt;
const after = memory();
const stats = entry.renderedPageStats();

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
const row = (name: string, key: keyof NodeJS.MemoryUsage) =>
  `${name.padEnd(30)} ${mb(before[key]).padStart(10)} ${mb(after[key]).padStart(10)} ${`+${mb(after[key] - before[key])}`.padStart(11)}`;
const misses = statuses.get("200 miss") ?? 0;
console.log(
  `\nMemory of the page cache, the app in-process on the same league (started in ${(startMs / 1000).toFixed(1)} s), ` +
    `${plan.urls.length} public URLs visited once each, signed out, in ${(visitMs / 1000).toFixed(1)} s ` +
    `(${(visitMs / plan.urls.length).toFixed(1)} ms a page):`,
);
console.log(
  `answers: ${[...statuses]
    .sort((a, b) => b[1] - a[1])
    .map(([k, n]) => `${n} × ${k}`)
    .join(", ")}`,
);
if (refused.length > 0) {
  console.log(`not 200: ${refused.slice(0, 10).join(", ")}${refused.length > 10 ? ", …" : ""}`);
}
if (notKept.length > 0) {
  console.log(
    `answered without X-Page-Cache (no loader shares them with visitors): ${notKept.join(", ")}`,
  );
}
const perPage = stats.bytes / Math.max(1, stats.pages);
console.log(
  `renderedPageStats(): ${statsBefore.pages} pages, ${mb(statsBefore.bytes)} before; ` +
    `${stats.pages} pages, ${mb(stats.bytes)} after (${(perPage / 1024).toFixed(1)} KB a page: ` +
    `its brotli and gzip bytes, and 1 KB for the rest)`,
);
if (stats.pages < misses) {
  console.log(
    `the cache is full (its limit, PAGE_CACHE_MB ${process.env.PAGE_CACHE_MB ?? "at the app's default"}): ` +
      `${misses - stats.pages} of the ${misses} pages it kept were let go (least recently used first); ` +
      `all ${misses} would take about ${mb(misses * perPage)}`,
  );
}
console.log(
  `${"process memory (after full GC)".padEnd(30)} ${"before".padStart(10)} ${"after".padStart(10)} ${"growth".padStart(11)}`,
);
console.log(row("RSS", "rss"));
console.log(row("V8 heap used", "heapUsed"));
console.log(row("outside the heap (Buffers…)", "external"));

// The app's own way to stop: stop accepting, finish, close the database, exit.
agent.destroy();
entry.stopGracefullyOnSignals(server);
process.kill(process.pid, "SIGTERM");
