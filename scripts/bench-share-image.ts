// `npm run bench -- share`: the pictures of shared game links
// (/games/{id}/share.png, app/server/share-image.server.ts) on the built
// server with the demo league, clock pinned:
//
// 1. The first picture after the server starts (Inter's files read, satori's
//    layout engine compiled) and the first request of each of GAMES other
//    games' pictures, finals and games to come: each one drawn (satori, then
//    resvg). Median and p95 of the time to the full answer; the PNG's bytes.
// 2. Kept: the same pictures asked again, signed out (the rendered-page
//    cache's hit), and with a session cookie (never page-cached: the game's
//    queries run, and the drawing comes from the keep of what it shows).
//
// Figures, not a test: nothing here fails the run but a server that does not
// start, an answer other than a 200 PNG, or a picture of 300 KB or more.
import { spawn, type ChildProcess } from "node:child_process";
import { mkdirSync, openSync, rmSync } from "node:fs";
import { generateDemoLeague } from "../app/demo/generate";
import { waitFor } from "./wait-for";

const GAMES = 30;
const MAX_BYTES = 300 * 1024;
/** Sent as a signed-in browser would: the server then skips the page cache (the share route reads no session). */
const SESSION_COOKIE = "better-auth.session_token=bench";

export interface ShareBenchOptions {
  buildDir: string;
  port: number;
  now: string;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;

async function timed(url: string, headers: Record<string, string> = {}) {
  const started = performance.now();
  const response = await fetch(url, { headers });
  const bytes = (await response.arrayBuffer()).byteLength;
  const ms = performance.now() - started;
  if (response.status !== 200 || response.headers.get("content-type") !== "image/png") {
    throw new Error(`${url}: ${response.status} ${response.headers.get("content-type")}`);
  }
  if (bytes >= MAX_BYTES) throw new Error(`${url}: ${bytes} bytes, over ${MAX_BYTES}`);
  return { ms, bytes, cache: response.headers.get("x-page-cache") };
}

export async function benchShareImage({ buildDir, port, now }: ShareBenchOptions) {
  const dataDir = "tmp/bench-share-data";
  rmSync(dataDir, { recursive: true, force: true });
  mkdirSync("tmp", { recursive: true });
  const logFile = `tmp/bench-server-${port}.log`;
  // The league the server creates on its empty data directory, made here again to know its games.
  const league = generateDemoLeague({ now: new Date(now) });
  const at = new Date(now);
  const finals = league.games.filter((g) => g.winnerId !== null && g.seasonId === 4);
  const toCome = league.games.filter((g) => g.status === "scheduled" && g.startsAt > at);
  const picked = [...finals.slice(-GAMES / 2), ...toCome.slice(0, GAMES / 2)];
  const kinds = new Map(picked.map((g) => [g.id, g.winnerId ? "final" : "to come"]));

  const server: ChildProcess = spawn("node", ["server.mjs"], {
    env: {
      ...process.env,
      BUILD_DIR: buildDir,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      NODE_ENV: "production",
      NOW: now,
    },
    stdio: ["ignore", openSync(logFile, "w"), "inherit"],
  });
  try {
    const base = `http://127.0.0.1:${port}`;
    await waitFor(`${base}/`, 180_000);
    const url = (id: string) => `${base}/games/${id}/share.png`;
    const [first, ...rest] = picked;
    const cold = await timed(url(first!.id));
    const drawn: { id: string; ms: number; bytes: number; cache: string | null }[] = [];
    for (const game of rest) drawn.push({ id: game.id, ...(await timed(url(game.id))) });
    const hits: Awaited<ReturnType<typeof timed>>[] = [];
    const keptDrawings: Awaited<ReturnType<typeof timed>>[] = [];
    for (const game of rest) {
      hits.push(await timed(url(game.id)));
      keptDrawings.push(await timed(url(game.id), { Cookie: SESSION_COOKIE }));
    }
    const misses =
      drawn.filter((d) => d.cache !== "miss").length + hits.filter((h) => h.cache !== "hit").length;

    const ms = (n: number) => `${n.toFixed(1)} ms`.padStart(9);
    const row = (name: string, times: number[]) => {
      const sorted = [...times].sort((a, b) => a - b);
      return `${name.padEnd(46)} ${ms(percentile(sorted, 50))} ${ms(percentile(sorted, 95))}`;
    };
    const sizes = (kind: string) =>
      drawn.filter((d) => kinds.get(d.id) === kind).map((d) => d.bytes);
    const kb = (list: number[]) =>
      `${(Math.min(...list) / 1024).toFixed(0)}–${(Math.max(...list) / 1024).toFixed(0)} KB`;

    console.log(
      `\nShare pictures (/games/{id}/share.png, 1200×630 PNG) on the demo league, ${rest.length} games, target < 300 KB:`,
    );
    console.log(`${"".padEnd(46)} ${"median".padStart(9)} ${"p95".padStart(9)}`);
    console.log(`${"first picture after start (fonts, wasm)".padEnd(46)} ${ms(cold.ms)}`);
    console.log(
      row(
        "first request of a picture (drawn)",
        drawn.map((d) => d.ms),
      ),
    );
    console.log(
      row(
        "again, signed out (page cache hit)",
        hits.map((h) => h.ms),
      ),
    );
    console.log(
      row(
        "again, signed in (queries, drawing kept)",
        keptDrawings.map((k) => k.ms),
      ),
    );
    console.log(`bytes: finals ${kb(sizes("final"))}, games to come ${kb(sizes("to come"))}`);
    if (misses > 0) console.log(`(${misses} answers were not the expected page-cache miss/hit)`);
  } finally {
    const exited = new Promise((r) => server.once("exit", r));
    server.kill("SIGTERM");
    await exited;
  }
}
