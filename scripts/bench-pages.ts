// `npm run bench -- pages`: the rendered-page cache (app/server/rendered-pages.server.ts)
// on the 20-season league of the history part, left as it is: this part
// works on a copy of its data directory (it saves results).
//
// 1. Hits: requests per second on the home page, signed out, from the app
//    and from a bare static server holding the same bytes (a process of its
//    own, like the app: neither runs in autocannon's process): plain, gzip
//    (the static server sends the app's own gzip bytes when asked for gzip)
//    and revalidation (If-None-Match with the page's ETag, a 304 from both).
//    Every answer's headers are checked as they arrive: the app's must be
//    a 200 (a 304 when revalidating) with X-Page-Cache: hit and the asked
//    encoding; anything else is counted and printed.
// 2. Misses: signed in as the demo admin, saves a played game's result
//    through the admin form (the form as the page fills it, the scores moved
//    each time so it is a real change), then at once asks, signed out, for
//    the home page, that game's page and the current season's page: each
//    must be a miss (the save moved the league version). Median and p95 of
//    the time to the full answer (brotli, as a browser asks), target p95
//    under MISS_TARGET_MS; then the same three again, now hits.
// 3. Memory (scripts/bench-pages-memory.ts): the built app in a process of
//    its own (memory figures free of autocannon's), every public URL of the
//    league visited once, the cache's pages and bytes and the process's
//    memory before and after. The cache's limit is the app's default, or
//    PAGE_CACHE_MB when set (parts 1 and 2 always use the default).
//
// Figures, not a test: nothing here fails the run but an app that does not
// start or a sign-in or save that is refused.
import { spawn, type ChildProcess } from "node:child_process";
import { cpSync, lstatSync, mkdtempSync, openSync, rmSync, writeFileSync } from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import autocannon from "autocannon";
import { and, desc, eq, isNotNull } from "drizzle-orm";
import { listSeasons } from "../app/data/seasons.server";
import { listTeams } from "../app/data/teams.server";
import { openDatabase } from "../app/db/connection.server";
import { games, players, seasonTeams } from "../app/db/schema";

const ADMIN_EMAIL = "admin@example.org";
const DEMO_PASSWORD = "southie-hoops";
const WARM_UP_SAVES = 5;
const SAVES = 40;
const MISS_TARGET_MS = 60;
/** What a browser sends: the app answers brotli, the smallest of its kept encodings. */
const BROWSER_ENCODINGS = "br, gzip, deflate";

export interface PagesBenchOptions {
  buildDir: string;
  /** The first of the three ports this part uses: app, static server, app in-process. */
  port: number;
  /** A seeded league's data directory; only copied. */
  leagueDir: string;
  /** Its pinned clock (NOW). */
  now: string;
  /** Length of each autocannon run. */
  seconds: number;
  connections: number;
}

/** What the bench needs of the league, read from its database. */
interface League {
  seasons: number[];
  current: number;
  teams: string[];
  seasonTeams: { seasonId: number; teamId: string }[];
  players: string[];
  games: string[];
  /** A played regular-season game of the current season: the one whose result is saved. */
  saved: string;
}

async function readLeague(dataDir: string): Promise<League> {
  const { db, close } = await openDatabase({ dir: path.join(dataDir, "db") });
  try {
    const seasons = await listSeasons(db);
    const current = seasons.find((s) => s.isCurrent)?.id;
    if (current === undefined) throw new Error("The bench league has no current season.");
    const [saved] = await db
      .select({ id: games.id })
      .from(games)
      .where(
        and(
          eq(games.seasonId, current),
          eq(games.status, "completed"),
          eq(games.type, "regular_season"),
          isNotNull(games.winnerId),
        ),
      )
      .orderBy(desc(games.startsAt))
      .limit(1);
    if (!saved) throw new Error(`Season ${current} of the bench league has no played game.`);
    return {
      seasons: seasons.map((s) => s.id),
      current,
      teams: (await listTeams(db)).map((t) => t.id),
      seasonTeams: await db
        .select({ seasonId: seasonTeams.seasonId, teamId: seasonTeams.teamId })
        .from(seasonTeams),
      players: (await db.select({ id: players.id }).from(players)).map((p) => p.id),
      games: (await db.select({ id: games.id }).from(games)).map((g) => g.id),
      saved: saved.id,
    };
  } finally {
    await close();
  }
}

/** Every page a signed-out visitor can reach, each once. */
function publicUrls(league: League): string[] {
  const { seasons, teams } = league;
  return [
    "/",
    "/schedule",
    ...seasons.map((s) => `/schedule/seasons/${s}`),
    ...league.seasonTeams.map((st) => `/schedule/seasons/${st.seasonId}/teams/${st.teamId}`),
    ...teams.map((t) => `/schedule/teams/${t}`),
    "/seasons",
    ...seasons.map((s) => `/seasons/${s}`),
    "/teams",
    ...teams.map((t) => `/teams/${t}`),
    ...teams.map((t) => `/who-do-you-play-for/${t}`),
    "/players",
    ...league.players.map((p) => `/players/${p}`),
    ...league.games.map((g) => `/games/${g}`),
    "/records",
    "/draft",
    "/signup",
    "/prayer-intentions",
    "/our-story",
    "/southietimes",
  ];
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;

const median = (values: number[]) =>
  percentile(
    [...values].sort((a, b) => a - b),
    50,
  );
const p95 = (values: number[]) =>
  percentile(
    [...values].sort((a, b) => a - b),
    95,
  );

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
  /** From just before the request to the answer's last byte. */
  ms: number;
}

/** Keeps its connections, as a browser does: a timing is the server's answer, not a handshake. */
const agent = new http.Agent({ keepAlive: true, maxSockets: 4 });

/** One request, the body as it came (still compressed), and its time. */
function request(
  url: string,
  {
    method = "GET",
    headers = {},
    body,
  }: { method?: string; headers?: http.OutgoingHttpHeaders; body?: string } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const req = http.request(url, { method, headers, agent }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () =>
        resolve({
          status: res.statusCode ?? 0,
          headers: res.headers,
          body: Buffer.concat(chunks),
          ms: performance.now() - started,
        }),
      );
      res.on("error", reject);
    });
    req.on("error", reject);
    req.end(body);
  });
}

/** Starts a process and waits until `url` answers 200 (it fails if the process ends first). */
async function started(child: ChildProcess, url: string, what: string): Promise<void> {
  let exited = false;
  child.once("exit", () => (exited = true));
  const until = Date.now() + 120_000;
  while (Date.now() < until) {
    if (exited) throw new Error(`${what} exited while starting.`);
    try {
      if ((await request(url)).status === 200) return;
    } catch {
      /* not up yet */
    }
    await sleep(250);
  }
  throw new Error(`${what} did not answer within 120 s.`);
}

async function stopped(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exit = new Promise((r) => child.once("exit", r));
  child.kill("SIGTERM");
  const killer = setTimeout(() => child.kill("SIGKILL"), 15_000);
  await exit;
  clearTimeout(killer);
}

/**
 * The static server: the page's bytes held in memory, the gzip ones when
 * the client takes gzip, a 304 for the ETag; headers a static file server
 * would send.
 */
const STATIC_SERVER = `
const http = require("node:http");
const fs = require("node:fs");
const plain = fs.readFileSync(process.env.PLAIN_FILE);
const gzipped = fs.readFileSync(process.env.GZIP_FILE);
const etag = process.env.ETAG;
http
  .createServer((req, res) => {
    const common = {
      "content-type": "text/html; charset=utf-8",
      "cache-control": "public, max-age=0, must-revalidate",
      vary: "Accept-Encoding",
      etag,
    };
    if (req.headers["if-none-match"] === etag) {
      res.writeHead(304, common);
      return res.end();
    }
    const gzip = /\\bgzip\\b/.test(req.headers["accept-encoding"] || "");
    const body = gzip ? gzipped : plain;
    res.writeHead(200, {
      ...common,
      "content-length": body.length,
      ...(gzip ? { "content-encoding": "gzip" } : {}),
    });
    res.end(body);
  })
  .listen(Number(process.env.PORT), "127.0.0.1");
`;

/** What every answer of a run must be. */
interface Expected {
  status: number;
  /** The X-Page-Cache value (the app), or null (the static server sends none). */
  cache: string | null;
  /** The Content-Encoding, or "" for none. */
  encoding: string;
}

interface Run {
  rps: number;
  p50: number;
  p99: number;
  answers: number;
  /** Answers that were not as expected, by "status cache encoding". */
  wrong: Map<string, number>;
  /** autocannon's count of answers outside 2xx. */
  non2xx: number;
  errors: number;
}

/** An autocannon run whose every answer's status and headers are checked as they arrive. */
async function run(
  url: string,
  headers: Record<string, string>,
  expected: Expected,
  options: PagesBenchOptions,
  seconds = options.seconds,
): Promise<Run> {
  let answers = 0;
  const wrong = new Map<string, number>();
  const result = await autocannon({
    url,
    headers,
    connections: options.connections,
    duration: seconds,
    // autocannon hands its "headers" listeners the HTTP parser's record of
    // the answer (status, and the headers as a flat name, value list), not
    // what its types say.
    setupClient: (client) =>
      (client as NodeJS.EventEmitter).on(
        "headers",
        (info: { statusCode: number; headers: string[] }) => {
          answers++;
          let cache: string | null = null;
          let encoding = "";
          for (let i = 0; i < info.headers.length; i += 2) {
            const name = info.headers[i]?.toLowerCase();
            if (name === "x-page-cache") cache = info.headers[i + 1] ?? "";
            else if (name === "content-encoding") encoding = info.headers[i + 1] ?? "";
          }
          if (
            info.statusCode !== expected.status ||
            cache !== expected.cache ||
            (expected.status === 200 && encoding !== expected.encoding)
          ) {
            const key = `${info.statusCode} ${cache ?? "no X-Page-Cache"} ${encoding || "plain"}`;
            wrong.set(key, (wrong.get(key) ?? 0) + 1);
          }
        },
      ),
  });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    answers,
    wrong,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}

function describeChecks(name: string, r: Run, expected: Expected): string {
  const want = `${expected.status}${expected.cache ? ` ${expected.cache}` : ""}${expected.status === 200 ? ` ${expected.encoding || "plain"}` : ""}`;
  const bad = [...r.wrong].map(([k, n]) => `${n} × ${k}`).join(", ");
  // A 304 is outside 2xx by definition: autocannon counts each one there.
  const non2xx = expected.status === 200 ? `, ${r.non2xx} non-2xx` : "";
  return `  ${name}: ${r.answers} answers, ${r.answers - sum(r.wrong)} as expected (${want})${bad ? `; NOT: ${bad}` : ""}${non2xx}, ${r.errors} errors/timeouts`;
}

const sum = (m: Map<string, number>) => [...m.values()].reduce((a, b) => a + b, 0);

async function benchHits(url: string, options: PagesBenchOptions): Promise<void> {
  const home = `${url}/`;
  const plain = await request(home);
  const gzipped = await request(home, { headers: { "accept-encoding": "gzip" } });
  const etag = plain.headers.etag;
  if (plain.status !== 200 || gzipped.status !== 200 || !etag) {
    throw new Error(`The home page answered ${plain.status} / ${gzipped.status}, ETag ${etag}.`);
  }
  if (gzipped.headers["content-encoding"] !== "gzip") {
    throw new Error(`Asked for gzip, the home page came ${gzipped.headers["content-encoding"]}.`);
  }
  const same = zlib.gunzipSync(gzipped.body).equals(plain.body);

  const files = mkdtempSync(path.join(os.tmpdir(), "bench-pages-"));
  writeFileSync(path.join(files, "plain.html"), plain.body);
  writeFileSync(path.join(files, "page.html.gz"), gzipped.body);
  const staticPort = options.port + 1;
  const staticServer = spawn(process.execPath, ["-e", STATIC_SERVER], {
    env: {
      PLAIN_FILE: path.join(files, "plain.html"),
      GZIP_FILE: path.join(files, "page.html.gz"),
      ETAG: etag,
      PORT: String(staticPort),
    },
    stdio: ["ignore", "inherit", "inherit"],
  });
  const staticHome = `http://127.0.0.1:${staticPort}/`;
  const cases: {
    name: string;
    headers: Record<string, string>;
    status: number;
    encoding: string;
  }[] = [
    { name: "plain (no Accept-Encoding)", headers: {}, status: 200, encoding: "" },
    { name: "gzip", headers: { "accept-encoding": "gzip" }, status: 200, encoding: "gzip" },
    {
      name: "304 (If-None-Match: ETag)",
      headers: { "if-none-match": etag },
      status: 304,
      encoding: "",
    },
  ];
  const rows: {
    name: string;
    app: Run;
    fixed: Run;
    appExpected: Expected;
    fixedExpected: Expected;
  }[] = [];
  try {
    await started(staticServer, staticHome, "The static server");
    // Warm-up: the JIT of both servers, and the page kept.
    await run(home, {}, { status: 200, cache: "hit", encoding: "" }, options, 2);
    await run(staticHome, {}, { status: 200, cache: null, encoding: "" }, options, 2);
    for (const c of cases) {
      const appExpected = { status: c.status, cache: "hit", encoding: c.encoding };
      const fixedExpected = { status: c.status, cache: null, encoding: c.encoding };
      const app = await run(home, c.headers, appExpected, options);
      const fixed = await run(staticHome, c.headers, fixedExpected, options);
      rows.push({ name: c.name, app, fixed, appExpected, fixedExpected });
    }
  } finally {
    await stopped(staticServer);
    rmSync(files, { recursive: true, force: true });
  }

  console.log(
    `\nHome page from the page cache vs the same bytes from a static server: ${plain.body.length} bytes plain, ` +
      `${gzipped.body.length} gzip (decodes to the plain bytes: ${same ? "yes" : "NO"}); ` +
      `${options.connections} connections, ${options.seconds} s each, load average ${loadAverage()}:`,
  );
  console.log(
    `${"".padEnd(27)} ${"app req/s".padStart(10)} ${"p50".padStart(5)} ${"p99".padStart(5)}   ${"static req/s".padStart(12)} ${"p50".padStart(5)} ${"p99".padStart(5)}   app/static`,
  );
  for (const { name, app, fixed } of rows) {
    console.log(
      `${name.padEnd(27)} ${app.rps.toFixed(0).padStart(10)} ${`${app.p50}`.padStart(5)} ${`${app.p99}`.padStart(5)}   ` +
        `${fixed.rps.toFixed(0).padStart(12)} ${`${fixed.p50}`.padStart(5)} ${`${fixed.p99}`.padStart(5)}   ${(app.rps / fixed.rps).toFixed(3).padStart(10)}`,
    );
  }
  console.log("Latencies in ms. Every answer checked:");
  for (const { name, app, fixed, appExpected, fixedExpected } of rows) {
    console.log(describeChecks(`app, ${name}`, app, appExpected));
    console.log(describeChecks(`static, ${name}`, fixed, fixedExpected));
  }
}

async function signIn(url: string): Promise<string> {
  const answer = await request(`${url}/login`, {
    method: "POST",
    headers: { Origin: url, "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({
      email: ADMIN_EMAIL,
      password: DEMO_PASSWORD,
      redirect: "/admin",
    }).toString(),
  });
  const cookies = (answer.headers["set-cookie"] ?? []).map((c) => c.split(";")[0]);
  if (answer.status !== 302 || cookies.length === 0) {
    throw new Error(`Signing in as ${ADMIN_EMAIL} failed: ${answer.status}`);
  }
  return cookies.join("; ");
}

const ENTITIES: Record<string, string> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  "#39": "'",
  "#x27": "'",
};
const unescape = (text: string) =>
  text.replace(/&(amp|lt|gt|quot|#39|#x27);/g, (_, e: string) => ENTITIES[e] ?? "");

/**
 * The result form's fields as the admin page fills them (what a browser
 * would post): its inputs' names and values, a checked box as "on".
 */
function resultForm(html: string): [string, string][] {
  const start = html.search(/<form[^>]*class="game-entry"/);
  const end = html.indexOf("</form>", start);
  if (start < 0 || end < 0) throw new Error("The admin game page has no result form.");
  const fields: [string, string][] = [];
  for (const [input] of html.slice(start, end).matchAll(/<input\b[^>]*>/g)) {
    const attribute = (name: string) => input.match(new RegExp(`\\s${name}="([^"]*)"`))?.[1];
    const name = attribute("name");
    if (name === undefined) continue;
    if (attribute("type") === "checkbox") {
      if (/\schecked(=""|\s|\/|>)/.test(input)) fields.push([unescape(name), "on"]);
    } else fields.push([unescape(name), unescape(attribute("value") ?? "")]);
  }
  return fields;
}

async function benchMisses(url: string, league: League): Promise<void> {
  const cookie = await signIn(url);
  const gameId = league.saved;
  const admin = await request(`${url}/admin/games/${gameId}`, { headers: { Cookie: cookie } });
  if (admin.status !== 200) throw new Error(`The admin game page answered ${admin.status}.`);
  const form = resultForm(admin.body.toString("utf8"));
  const score = (name: string) => Number(form.find(([k]) => k === name)?.[1]);
  const away = score("awayScore");
  const home = score("homeScore");
  if (!Number.isInteger(away) || !Number.isInteger(home)) {
    throw new Error(`Game ${gameId} has no saved score to change.`);
  }
  const pages = ["/", `/games/${gameId}`, `/seasons/${league.current}`];
  const misses = pages.map(() => ({ ms: [] as number[], notMiss: new Map<string, number>() }));
  const hits = pages.map(() => ({ ms: [] as number[], notHit: new Map<string, number>() }));
  const saves: number[] = [];
  let changedGamePage = 0;
  let lastGameTag: string | undefined;
  const tally = (m: Map<string, number>, a: Answer) => {
    const key = `${a.status} ${a.headers["x-page-cache"] ?? "no X-Page-Cache"}`;
    m.set(key, (m.get(key) ?? 0) + 1);
  };
  for (let i = 0; i < WARM_UP_SAVES + SAVES; i++) {
    const measured = i >= WARM_UP_SAVES;
    // Both scores move by the same amount: a new result, the same winner
    // (so the standings' order and any playoff advance stay as they are).
    const posted = new URLSearchParams(
      form.map(([k, v]): [string, string] =>
        k === "awayScore"
          ? [k, String(away + i + 1)]
          : k === "homeScore"
            ? [k, String(home + i + 1)]
            : [k, v],
      ),
    );
    posted.append("intent", "save");
    const save = await request(`${url}/admin/games/${gameId}`, {
      method: "POST",
      headers: { Origin: url, Cookie: cookie, "content-type": "application/x-www-form-urlencoded" },
      body: posted.toString(),
    });
    if (save.status !== 302 || !save.headers.location?.includes("saved=1")) {
      throw new Error(
        `Saving game ${gameId} answered ${save.status}: ${save.body.toString("utf8").slice(0, 300)}`,
      );
    }
    if (measured) saves.push(save.ms);
    for (const [which, page] of pages.entries()) {
      const a = await request(url + page, { headers: { "accept-encoding": BROWSER_ENCODINGS } });
      if (!measured) continue;
      if (a.status === 200 && a.headers["x-page-cache"] === "miss") misses[which]?.ms.push(a.ms);
      else tally(misses[which]!.notMiss, a);
      if (which === 1) {
        if (a.headers.etag !== lastGameTag) changedGamePage++;
        lastGameTag = a.headers.etag;
      }
    }
    for (const [which, page] of pages.entries()) {
      const a = await request(url + page, { headers: { "accept-encoding": BROWSER_ENCODINGS } });
      if (!measured) continue;
      if (a.status === 200 && a.headers["x-page-cache"] === "hit") hits[which]?.ms.push(a.ms);
      else tally(hits[which]!.notHit, a);
    }
  }

  const ms = (n: number) => (Number.isNaN(n) ? "–" : `${n.toFixed(1)} ms`).padStart(9);
  console.log(
    `\nCache misses right after a result save (game ${gameId}, season ${league.current}): ${SAVES} saves ` +
      `after ${WARM_UP_SAVES} warm-up, each followed at once by signed-out GETs (Accept-Encoding: ${BROWSER_ENCODINGS}), ` +
      `time to the full answer, target p95 < ${MISS_TARGET_MS} ms; load average ${loadAverage()}:`,
  );
  console.log(
    `${"page".padEnd(22)} ${"misses".padStart(7)} ${"median".padStart(9)} ${"p95".padStart(9)}         ${"then hits".padStart(9)} ${"median".padStart(9)}`,
  );
  for (const [which, page] of pages.entries()) {
    const miss = misses[which]!;
    const hit = hits[which]!;
    const slow = p95(miss.ms);
    const verdict =
      miss.notMiss.size > 0 ? "NOT ALL MISSES" : slow < MISS_TARGET_MS ? "ok" : "SLOW";
    console.log(
      `${page.padEnd(22)} ${`${miss.ms.length}/${SAVES}`.padStart(7)} ${ms(median(miss.ms))} ${ms(slow)}  ${verdict.padEnd(6)} ` +
        `${`${hit.ms.length}/${SAVES}`.padStart(9)} ${ms(median(hit.ms))}`,
    );
    for (const [k, n] of miss.notMiss) console.log(`  after a save, ${n} × ${k} instead of a miss`);
    for (const [k, n] of hit.notHit) console.log(`  warm, ${n} × ${k} instead of a hit`);
  }
  console.log(
    `the save itself (POST, 302)     median ${ms(median(saves)).trim()}, p95 ${ms(p95(saves)).trim()}; ` +
      `the game page's ETag changed after ${changedGamePage} of ${SAVES} saves`,
  );
}

function loadAverage(): string {
  return os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(" / ");
}

export async function benchPages(options: PagesBenchOptions): Promise<void> {
  const dataDir = "tmp/bench-pages-data";
  rmSync(dataDir, { recursive: true, force: true });
  // Not the control socket a server leaves behind (a socket is no file to copy).
  cpSync(options.leagueDir, dataDir, {
    recursive: true,
    filter: (from) => !lstatSync(from).isSocket(),
  });
  const league = await readLeague(dataDir);
  const url = `http://127.0.0.1:${options.port}`;
  // Every request is logged as in production (the log costs too), into a file.
  const logFile = `tmp/bench-server-${options.port}.log`;
  // The parent's database and mail settings never leak into a bench server.
  const { DATABASE_URL: _db, SMTP_URL: _smtp, PAGE_CACHE_MB: _cache, ...inherited } = process.env;
  const server = spawn(process.execPath, ["server.mjs"], {
    env: {
      ...inherited,
      BUILD_DIR: options.buildDir,
      NODE_ENV: "production",
      PORT: String(options.port),
      HOST: "127.0.0.1",
      APP_URL: url,
      DATA_DIR: dataDir,
      NOW: options.now,
      REMINDERS: "off",
    },
    stdio: ["ignore", openSync(logFile, "w"), "inherit"],
  });
  try {
    await started(server, `${url}/`, `The app (log: ${logFile})`);
    await benchHits(url, options);
    await benchMisses(url, league);
  } finally {
    agent.destroy();
    await stopped(server);
  }
  await benchMemory(options, dataDir, publicUrls(league));
}

/** Part 3 in a process of its own; it prints its figures itself. */
async function benchMemory(options: PagesBenchOptions, dataDir: string, urls: string[]) {
  const plan = path.join(mkdtempSync(path.join(os.tmpdir(), "bench-pages-")), "plan.json");
  writeFileSync(
    plan,
    JSON.stringify({
      buildDir: options.buildDir,
      dataDir,
      now: options.now,
      port: options.port + 2,
      urls,
    }),
  );
  const { DATABASE_URL: _db, SMTP_URL: _smtp, ...inherited } = process.env;
  const child = spawn(
    process.execPath,
    ["--expose-gc", "--import", "tsx", "scripts/bench-pages-memory.ts", plan],
    { env: inherited, stdio: ["ignore", "inherit", "inherit"] },
  );
  const code = await new Promise<number | null>((r) => child.once("exit", r));
  rmSync(path.dirname(plan), { recursive: true, force: true });
  console.log(
    code === 0
      ? "The in-process server and its database closed cleanly (the app's own shutdown, exit 0)."
      : `The memory bench's process ended with code ${code}.`,
  );
}
