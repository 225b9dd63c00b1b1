// `npm run lighthouse`: Lighthouse scores of the main public pages on a phone.
// Serves the built site on its own data directory with the clock pinned (so
// the demo league, and the URLs picked from it, are always the same), runs
// Lighthouse's default mobile audit (Moto G Power, slow 4G, 4x CPU slowdown)
// in Debian's Chromium on each page, and prints a table of the four category
// scores of the median run (LIGHTHOUSE_RUNS runs per page, default 3) and the
// median Largest Contentful Paint and Total Blocking Time. Targets: performance
// 100, LCP under 1200 ms, TBT under 50 ms (a page that reads runs no framework:
// docs/architecture.md#pages-that-read-ship-no-framework), accessibility, best
// practices and SEO 100; the summary names every
// page that missed one, and the exit code is 1 then. Below it, every audit
// that cost points, per page. JSON reports of the median runs go to
// tmp/lighthouse/.
//
// BUILD_DIR picks the build (default build/), LIGHTHOUSE_PORT the port
// (default 4193), CHROME_PATH the browser (default /usr/bin/chromium).
// Arguments name the pages to audit (`npm run lighthouse -- home`); default all.
// LIGHTHOUSE_NO_SCRIPTS=1 audits the pages with their script files blocked: the
// floor this machine allows (its own cost of parsing, styling and painting the
// HTML), to tell a page's scripts from the machine when a score is low.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse, { type Result } from "lighthouse";
import { MEASURE_NOW, publicPages } from "./page-weight";
import { waitFor } from "./wait-for";

const BUILD_DIR = process.env.BUILD_DIR ?? "build";
const PORT = Number(process.env.LIGHTHOUSE_PORT ?? 4193);
const DATA_DIR = "tmp/lighthouse-data";
const REPORT_DIR = "tmp/lighthouse";
const NOW = MEASURE_NOW;
const CHROME_PATH = process.env.CHROME_PATH ?? "/usr/bin/chromium";
const CHROME_FLAGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;
/** Runs per page; the table shows the run with the median performance score. */
const RUNS = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 3));
const TARGETS: Record<(typeof CATEGORIES)[number], number> = {
  performance: 100,
  accessibility: 100,
  "best-practices": 100,
  seo: 100,
};
/** Largest Contentful Paint must come sooner than this (simulated, in ms). */
const LCP_TARGET_MS = 1200;
/** Total Blocking Time must stay under this (simulated, in ms). */
const TBT_TARGET_MS = 50;
const NO_SCRIPTS = process.env.LIGHTHOUSE_NO_SCRIPTS === "1";

const score = (lhr: Result, category: (typeof CATEGORIES)[number]) =>
  Math.round((lhr.categories[category]?.score ?? 0) * 100);

/** Total Blocking Time of a run in ms: what the performance score loses first on a slow phone. */
const tbtMs = (lhr: Result) => Math.round(lhr.audits["total-blocking-time"]?.numericValue ?? 0);

/** Largest Contentful Paint of a run in ms (Infinity when Lighthouse had none). */
const lcpMs = (lhr: Result) =>
  Math.round(lhr.audits["largest-contentful-paint"]?.numericValue ?? Infinity);

/** The middle value (of an odd count; the upper middle of an even one). */
function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Infinity;
}

/** The ten public pages audited, by their names in `publicPages` (scripts/page-weight.ts). */
const AUDITED = [
  "home",
  "final game",
  "player",
  "team",
  "schedule",
  "records",
  "draft",
  "signup",
  "prayer intentions",
];

/** The pages to audit, with ids from the deterministic demo league: those and the current season's. */
function pages(): [name: string, path: string][] {
  return publicPages(NOW)
    .filter((page) => AUDITED.includes(page.name) || /^season \d+$/.test(page.name))
    .map((page) => [page.name, page.path]);
}

if (!existsSync(path.join(BUILD_DIR, "server/index.js"))) {
  console.log("Building the site first…");
  spawnSync("npx", ["react-router", "build"], {
    stdio: "inherit",
    env: { ...process.env, BUILD_DIR },
  });
}
rmSync(DATA_DIR, { recursive: true, force: true });
mkdirSync(REPORT_DIR, { recursive: true });
const server = spawn("node", ["server.mjs"], {
  env: {
    ...process.env,
    BUILD_DIR,
    PORT: String(PORT),
    HOST: "127.0.0.1",
    DATA_DIR,
    NOW,
    DEMO_PHASE: "season",
    NODE_ENV: "production",
  },
  stdio: ["ignore", "inherit", "inherit"],
});
const userDataDir = mkdtempSync(path.join(tmpdir(), "lighthouse-chrome-"));
let chrome: chromeLauncher.LaunchedChrome | undefined;

try {
  const base = `http://127.0.0.1:${PORT}`;
  await waitFor(`${base}/`);
  chrome = await chromeLauncher.launch({
    chromePath: CHROME_PATH,
    chromeFlags: CHROME_FLAGS,
    userDataDir,
    logLevel: "error",
  });
  const rows: string[][] = [];
  const losses: string[] = [];
  /** "page: what it missed", one line per page below a target. */
  const misses: string[] = [];
  let version = "";
  // `npm run lighthouse -- home records` audits only the pages named so.
  const only = process.argv.slice(2);
  for (const [name, urlPath] of pages().filter(([n]) => only.length === 0 || only.includes(n))) {
    const status = (await fetch(base + urlPath)).status;
    // Scores vary from run to run on a busy machine: keep the median run.
    const runs: Result[] = [];
    for (let i = 0; i < RUNS; i++) {
      const result = await lighthouse(base + urlPath, {
        port: chrome.port,
        output: "json",
        logLevel: "error",
        onlyCategories: [...CATEGORIES],
        blockedUrlPatterns: NO_SCRIPTS ? ["*.js"] : [],
      });
      if (!result?.lhr) throw new Error(`Lighthouse gave no result for ${urlPath}`);
      runs.push(result.lhr);
    }
    runs.sort((a, b) => score(a, "performance") - score(b, "performance"));
    const lhr = runs[Math.floor(runs.length / 2)] as Result;
    version = lhr.lighthouseVersion;
    writeFileSync(
      path.join(REPORT_DIR, `${name.replace(/\W+/g, "-")}.json`),
      JSON.stringify(lhr, null, 1),
    );
    const scores = CATEGORIES.map((c) => score(lhr, c));
    // LCP is a median of its own: the median-score run need not have it.
    const lcp = median(runs.map(lcpMs));
    const missed = CATEGORIES.flatMap((c, i) =>
      (scores[i] ?? 0) < TARGETS[c] ? [`${c} ${scores[i] ?? 0} < ${TARGETS[c]}`] : [],
    );
    if (lcp >= LCP_TARGET_MS) missed.push(`LCP ${lcp} ms >= ${LCP_TARGET_MS} ms`);
    const tbt = median(runs.map(tbtMs));
    if (tbt >= TBT_TARGET_MS) missed.push(`TBT ${tbt} ms >= ${TBT_TARGET_MS} ms`);
    if (status !== 200) missed.push(`status ${status}`);
    if (missed.length > 0) misses.push(`${name}: ${missed.join(", ")}`);
    const perfRuns = runs.map((r) => score(r, "performance")).join("/");
    const lcpRuns = runs.map(lcpMs).join("/");
    rows.push([
      name,
      urlPath,
      String(status),
      ...scores.map(String),
      String(lcp),
      String(tbt),
      perfRuns,
      lcpRuns,
      // How fast this machine ran each audit (Lighthouse's CPU benchmark; the
      // simulated phone is 4 times slower), so figures from two machines compare.
      runs.map((r) => Math.round(r.environment.benchmarkIndex)).join("/"),
    ]);
    // The audits that cost points: weighted, and not a full score.
    for (const category of CATEGORIES) {
      for (const ref of lhr.categories[category]?.auditRefs ?? []) {
        const audit = lhr.audits[ref.id];
        if (!audit || ref.weight === 0 || audit.score === null || audit.score >= 0.9) continue;
        const value = audit.displayValue ? ` (${audit.displayValue})` : "";
        losses.push(`${name}: [${category}] ${ref.id}: ${audit.title}${value}`);
      }
    }
  }
  const header = [
    "page",
    "url",
    "status",
    "perf",
    "a11y",
    "best-pr",
    "seo",
    "LCP ms",
    "TBT ms",
    "perf runs",
    "LCP runs",
    "CPU index runs",
  ];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]?.length ?? 0)));
  const line = (cells: string[]) =>
    cells.map((c, i) => (i < 2 ? c.padEnd(widths[i] ?? 0) : c.padStart(widths[i] ?? 0))).join("  ");
  console.log(
    `\nLighthouse ${version}, mobile, ${NOW} demo league` +
      `${NO_SCRIPTS ? ", script files blocked (the machine's floor)" : ""}:`,
  );
  console.log(line(header));
  for (const row of rows) console.log(line(row));
  console.log(
    `Targets: performance >= ${TARGETS.performance}, LCP < ${LCP_TARGET_MS} ms and TBT < ` +
      `${TBT_TARGET_MS} ms (medians of ${RUNS}), accessibility, best practices and SEO 100.`,
  );
  if (losses.length > 0) console.log(`\nAudits below 90:\n  ${losses.join("\n  ")}`);
  if (misses.length > 0) {
    console.log(`\nFAILED: ${misses.length} page(s) below target:\n  ${misses.join("\n  ")}`);
    process.exitCode = 1;
  } else {
    console.log(`\nAll ${rows.length} pages met every target.`);
  }
} finally {
  chrome?.kill();
  server.kill("SIGTERM");
  rmSync(userDataDir, { recursive: true, force: true });
}
