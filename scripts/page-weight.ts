// What a signed-out first visit of a public page loads, measured in the
// browser: shared by `npm run js-size` (scripts/js-per-page.ts), the journey
// tests/e2e/no-framework.spec.ts and `npm run bench:nav`.
//
// JavaScript counted: every script file the page loads (its response bodies,
// whatever asked for them: a <script src>, an import, a modulepreload), and
// every inline <script> of the served HTML but data blocks. Data blocks are
// Speculation Rules (counted apart: rules for the browser, nothing runs), an
// import map, JSON and JSON-LD. React Router's context and its module loader
// (held back as type="text/plain" until the first paint, then run) count as
// JavaScript. Sizes are gzip level 6, as the server compresses: each file
// alone, the inline scripts together (they travel in one HTML stream).
import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import type { Page } from "@playwright/test";
import { generateDemoLeague } from "../app/demo/generate";
import type { IslandName } from "../app/island-names";

const KB = 1024;

/**
 * The budgets (gzip bytes) of issue 43: a public page's JavaScript, and each
 * island's. And the service worker's script (issue 44), which no page loads:
 * the browser fetches it apart, once per visit at most, and keeps it.
 */
export const BUDGET = {
  page: 15 * KB,
  islands: {
    menu: 1.5 * KB,
    live: 4 * KB,
    enhance: 2 * KB,
    follow: 2 * KB,
  } satisfies Record<IslandName, number>,
  serviceWorker: 8 * KB,
};

/** The service worker's script in a build (vite-plugins/service-worker.ts), or null before there was one. */
export function builtServiceWorker(buildDir: string): Bytes | null {
  const file = path.join(buildDir, "client/sw.js");
  return existsSync(file) ? bytesOf(readFileSync(file)) : null;
}

/** The clock the measured demo league is pinned to (the journeys' and Lighthouse's). */
export const MEASURE_NOW = "2026-11-22T17:00:00Z";

export interface PublicPage {
  name: string;
  path: string;
}

/** The public pages a signed-out visitor reads, with ids from the demo league at `now`. */
export function publicPages(now = MEASURE_NOW): PublicPage[] {
  const league = generateDemoLeague({ now: new Date(now) });
  const current = league.seasons.find((s) => s.isCurrent)?.id ?? 4;
  // A final with a box score (not a forfeit, nor one without stats).
  const special = new Set(
    league.gameStats
      .filter((s) => s.status === "forfeit" || s.status === "no-stats")
      .map((s) => s.gameId),
  );
  const final = league.games
    .filter((g) => g.seasonId === current && g.status === "completed" && !special.has(g.id))
    .at(-1);
  const team = league.teams[0]?.id ?? "none";
  const prayer = league.prayerIntentions.at(-1)?.id ?? "none";
  return [
    { name: "home", path: "/" },
    { name: "final game", path: `/games/${final?.id ?? "none"}` },
    { name: "teams", path: "/teams" },
    { name: "team", path: `/teams/${team}` },
    { name: "who do you play for", path: `/who-do-you-play-for/${team}` },
    { name: "players", path: "/players" },
    { name: "player", path: `/players/${league.players[0]?.id ?? "none"}` },
    { name: "schedule", path: "/schedule" },
    { name: "schedule, a team", path: `/schedule/teams/${team}` },
    { name: "seasons", path: "/seasons" },
    { name: `season ${current}`, path: `/seasons/${current}` },
    { name: "records", path: "/records" },
    { name: "draft", path: "/draft" },
    { name: "our story", path: "/our-story" },
    { name: "southie times", path: "/southietimes" },
    { name: "prayer intentions", path: "/prayer-intentions" },
    { name: "a prayer intention", path: `/prayer-intentions/${prayer}` },
    { name: "signup", path: "/signup" },
  ];
}

export interface Bytes {
  raw: number;
  gzip: number;
}

export interface PageWeight {
  status: number;
  html: Bytes;
  /** The script files loaded, by path ("/assets/…"). */
  files: ({ path: string } & Bytes)[];
  /** The inline scripts that run (all together). */
  inline: { count: number } & Bytes;
  /** Speculation Rules blocks: how many, and their text. */
  rules: { count: number; raw: number; json: unknown[] };
  /** Files' gzip plus the inline scripts' gzip. */
  jsGzip: number;
  /** Whether the page set up React Router (its context or route modules). */
  reactRouter: boolean;
}

const DATA_BLOCKS = new Set([
  "speculationrules",
  "importmap",
  "application/json",
  "application/ld+json",
]);

export function bytesOf(data: Buffer | string): Bytes {
  const buffer = typeof data === "string" ? Buffer.from(data) : data;
  return { raw: buffer.byteLength, gzip: gzipSync(buffer, { level: 6 }).byteLength };
}

/** After the load event, how long no script may be asked for before the page counts as settled. */
const QUIET_MS = 1000;

/**
 * Opens `url` in `page` (a fresh context: cold cache, signed out) and measures
 * what it loads. Scripts asked for after the load event (a module held back
 * until the first paint, a dynamic import) count: it waits for the first
 * contentful paint, then for a second without a new script.
 */
export async function measurePage(page: Page, url: string): Promise<PageWeight> {
  const bodies = new Map<string, Promise<Buffer | null>>();
  let pending = 0;
  let lastScript = Date.now();
  page.on("request", (request) => {
    if (request.resourceType() !== "script") return;
    pending++;
    lastScript = Date.now();
  });
  const settle = () => {
    pending--;
    lastScript = Date.now();
  };
  page.on("requestfailed", (request) => {
    if (request.resourceType() === "script") settle();
  });
  page.on("response", (response) => {
    if (response.request().resourceType() !== "script") return;
    const body = response.body().catch(() => null);
    bodies.set(new URL(response.url()).pathname, body);
    void body.finally(settle);
  });
  const response = await page.goto(url, { waitUntil: "load" });
  if (!response) throw new Error(`No response for ${url}`);
  const html = await response.text();
  // A page may hold its scripts back until it has painted, and the paint
  // may come after the load event: the quiet second starts from the paint.
  await page
    .waitForFunction(() => performance.getEntriesByName("first-contentful-paint").length > 0)
    .catch(() => undefined);
  lastScript = Math.max(lastScript, Date.now());
  const giveUp = Date.now() + 15_000;
  while ((pending > 0 || Date.now() - lastScript < QUIET_MS) && Date.now() < giveUp) {
    await page.waitForTimeout(100);
  }

  const files: PageWeight["files"] = [];
  for (const [file, body] of bodies) {
    const bytes = await body;
    if (bytes) files.push({ path: file, ...bytesOf(bytes) });
  }
  // The served HTML's inline scripts, parsed by the browser itself.
  const inlineScripts = await page.evaluate((text) => {
    const served = new DOMParser().parseFromString(text, "text/html");
    return [...served.scripts]
      .filter((s) => !s.hasAttribute("src"))
      .map((s) => ({ type: (s.getAttribute("type") ?? "").trim().toLowerCase(), text: s.text }));
  }, html);
  const code = inlineScripts.filter((s) => !DATA_BLOCKS.has(s.type));
  const rules = inlineScripts.filter((s) => s.type === "speculationrules");
  const inline =
    code.length > 0 ? bytesOf(code.map((s) => s.text).join("\n")) : { raw: 0, gzip: 0 };
  const reactRouter = await page.evaluate(
    () => "__reactRouterContext" in window || "__reactRouterRouteModules" in window,
  );
  return {
    status: response.status(),
    html: bytesOf(html),
    files: files.sort((a, b) => a.path.localeCompare(b.path)),
    inline: { count: code.length, ...inline },
    rules: {
      count: rules.length,
      raw: rules.reduce((sum, s) => sum + Buffer.byteLength(s.text), 0),
      json: rules.map((s) => JSON.parse(s.text) as unknown),
    },
    jsGzip: files.reduce((sum, f) => sum + f.gzip, 0) + inline.gzip,
    reactRouter,
  };
}

/** The islands a build has ({ menu: "/assets/island-menu-….js" }), or null before there were any. */
export function builtIslands(buildDir: string): Record<string, string> | null {
  const file = path.join(buildDir, "client/.vite/islands.json");
  return existsSync(file)
    ? (JSON.parse(readFileSync(file, "utf8")) as Record<string, string>)
    : null;
}

/** The island a script file is, by the build's list. */
export function islandOf(islands: Record<string, string> | null, file: string): string | null {
  return Object.entries(islands ?? {}).find(([, src]) => src === file)?.[0] ?? null;
}

export const kb = (bytes: number) => (bytes / KB).toFixed(1);

/**
 * Serves the build as the journeys do: production, its own fresh data
 * directory, the clock pinned, the season demo, warnings only.
 */
export function serveBuild(buildDir: string, port: number, dataDir: string): ChildProcess {
  rmSync(dataDir, { recursive: true, force: true });
  return spawn("node", ["server.mjs"], {
    env: {
      ...process.env,
      BUILD_DIR: buildDir,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      NOW: MEASURE_NOW,
      DEMO_PHASE: "season",
      NODE_ENV: "production",
      LOG_LEVEL: "warn",
    },
    stdio: ["ignore", "inherit", "inherit"],
  });
}

/** Chromium's flags, as the journeys run it (scripts/journey-browser.mjs). */
export { CHROMIUM_ARGS } from "./journey-browser.mjs";
