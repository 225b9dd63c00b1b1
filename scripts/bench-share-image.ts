// `npm run bench -- share`: the pictures of shared game links
// (/games/{id}/share.png?v=…, app/server/share-image.server.ts) on the built
// server with the demo league, clock pinned:
//
// 1. Each picture's current address, as a link-preview bot reaches it from
//    an address without `?v=` (a redirect: nothing drawn). Then the first
//    picture after the server starts (the drawing thread started, Inter's
//    files read, satori's layout engine compiled) and the first request of
//    each of GAMES other games' pictures, finals and games to come: each one
//    drawn on a worker thread. Median and p95 of the time to the full answer;
//    the PNG's bytes.
// 2. Kept: the same pictures asked again, signed out (the rendered-page
//    cache's hit), and with a session cookie (never page-cached: the game's
//    queries run, and the drawing comes from the keep of what it shows).
// 3. A burst: BURST pictures never drawn yet, asked for all at once. The
//    server's longest event-loop delay meanwhile (target under 50 ms: the
//    drawing is on worker threads), beside the idle floor (the same server
//    asked nothing for IDLE_MS); how many were drawn and how many refused
//    (503 with Retry-After, past the drawing queue), and the refused ones
//    asked again after Retry-After.
//
// Figures, not a test: nothing here fails the run but a server that does not
// start, an answer other than a 200 PNG (or a 503 in the burst), or a picture
// of 300 KB or more. Every request gives up after REQUEST_TIMEOUT_MS.
import { spawn, type ChildProcess } from "node:child_process";
import { mkdirSync, openSync, rmSync } from "node:fs";
import { generateDemoLeague } from "../app/demo/generate";
import { LOOP_PROBE, serverLoopDelay } from "./loop-probe";
import { waitFor } from "./wait-for";

const GAMES = 30;
/** Pictures asked for at once in part 3. */
const BURST = 20;
const BURST_TARGET_MS = 50;
/** How long the idle floor is measured. */
const IDLE_MS = 2_000;
const MAX_BYTES = 300 * 1024;
const REQUEST_TIMEOUT_MS = 30_000;
/** Sent as a signed-in browser would: the server then skips the page cache (the share route reads no session). */
const SESSION_COOKIE = "better-auth.session_token=bench";

export interface ShareBenchOptions {
  buildDir: string;
  port: number;
  now: string;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** One request, its answer read whole: status, time, bytes. */
async function ask(url: string, headers: Record<string, string> = {}) {
  const started = performance.now();
  const response = await fetch(url, {
    headers,
    redirect: "manual",
    signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
  });
  const bytes = (await response.arrayBuffer()).byteLength;
  return { response, bytes, ms: performance.now() - started };
}

/** A picture: must be a 200 PNG under MAX_BYTES. */
async function timed(url: string, headers: Record<string, string> = {}) {
  const { response, bytes, ms } = await ask(url, headers);
  if (response.status !== 200 || response.headers.get("content-type") !== "image/png") {
    throw new Error(`${url}: ${response.status} ${response.headers.get("content-type")}`);
  }
  if (bytes >= MAX_BYTES) throw new Error(`${url}: ${bytes} bytes, over ${MAX_BYTES}`);
  return { ms, bytes, cache: response.headers.get("x-page-cache") };
}

/** A game's picture address as a bot first finds it without `?v=`: the redirect's time and target. */
async function currentAddress(base: string, gameId: string) {
  const { response, ms } = await ask(`${base}/games/${gameId}/share.png`);
  const location = response.headers.get("location");
  if (response.status !== 302 || !location) {
    throw new Error(`/games/${gameId}/share.png: ${response.status}, not a redirect`);
  }
  return { url: base + location, ms };
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
  // Never asked for before part 3.
  const fresh = league.games.filter((g) => g.winnerId !== null && g.seasonId === 3).slice(0, BURST);

  const server: ChildProcess = spawn(process.execPath, ["--import", LOOP_PROBE, "server.mjs"], {
    env: {
      ...process.env,
      BUILD_DIR: buildDir,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      NODE_ENV: "production",
      NOW: now,
    },
    stdio: ["ignore", openSync(logFile, "w"), "inherit", "ipc"],
  });
  try {
    const base = `http://127.0.0.1:${port}`;
    await waitFor(`${base}/`, 180_000);
    const redirects: number[] = [];
    const urls = new Map<string, string>();
    for (const game of [...picked, ...fresh]) {
      const { url, ms } = await currentAddress(base, game.id);
      urls.set(game.id, url);
      redirects.push(ms);
    }
    const url = (id: string) => urls.get(id)!;
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

    // 3. The idle floor, then the burst.
    const idle = await serverLoopDelay(server, () => sleep(IDLE_MS));
    const burstStarted = performance.now();
    const burst = await serverLoopDelay(server, () =>
      Promise.all(fresh.map((game) => ask(url(game.id)))),
    );
    const burstMs = performance.now() - burstStarted;
    const statuses = burst.result.map((a) => a.response.status);
    const refused = fresh.filter((_, i) => statuses[i] === 503);
    const unexpected = burst.result.filter((a, i) => {
      if (statuses[i] === 503) return !a.response.headers.get("retry-after");
      return statuses[i] !== 200 || a.response.headers.get("content-type") !== "image/png";
    });
    if (unexpected.length > 0) {
      throw new Error(`burst: answers ${statuses.join(", ")} (a 503 needs Retry-After)`);
    }
    const retryAfter = Math.max(
      0,
      ...burst.result.map((a) => Number(a.response.headers.get("retry-after") ?? 0)),
    );
    await sleep(retryAfter * 1000);
    const retried = await serverLoopDelay(server, () =>
      Promise.all(refused.map((game) => ask(url(game.id)))),
    );

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
    console.log(row("an address without ?v= (redirect, not drawn)", redirects));
    console.log(`${"first picture after start (thread, fonts)".padEnd(46)} ${ms(cold.ms)}`);
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

    const over = burst.maxDelayMs >= BURST_TARGET_MS;
    console.log(
      `\n${BURST} new pictures asked for at once: the server's longest event-loop delay, target < ${BURST_TARGET_MS} ms:`,
    );
    console.log(`${"idle (nothing asked)".padEnd(46)} ${ms(idle.maxDelayMs)}`);
    console.log(
      `${`${BURST} at once (${burstMs.toFixed(0)} ms in all)`.padEnd(46)} ${ms(burst.maxDelayMs)}  ${over ? "OVER" : "ok"}`,
    );
    const drawnOf = (answers: { response: Response }[]) =>
      `${answers.filter((a) => a.response.status === 200).length} of ${answers.length} drawn`;
    console.log(
      `  ${drawnOf(burst.result)}, the others refused (503, Retry-After: ${retryAfter || "–"} s)`,
    );
    if (refused.length > 0) {
      console.log(
        `  those asked again after Retry-After: ${drawnOf(retried.result)}, longest delay ${retried.maxDelayMs.toFixed(1)} ms`,
      );
    }
  } finally {
    const exited = new Promise((r) => server.once("exit", r));
    server.kill("SIGTERM");
    await exited;
  }
}
