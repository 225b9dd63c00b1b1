// `npm run js-size`: how much JavaScript a signed-out first visit of each
// public page loads (docs/architecture.md#pages-that-read-ship-no-framework),
// measured in Chromium on a Pixel 7 (scripts/page-weight.ts says what counts:
// every script file and inline script, gzip level 6), beside the page's HTML
// (raw and gzip). Serves the build on its own data directory with the clock
// pinned, like the journeys; each page gets a fresh browser context (cold
// cache, no cookie).
//
// Budgets (BUDGET in scripts/page-weight.ts): 15 KB gzip of JavaScript per
// page, and each island's own file (build/client/.vite/islands.json) within
// its budget; the service worker's script (build/client/sw.js) is printed
// apart, within its own budget: no page loads it, the browser does. Pages that hydrate (a signed-in viewer's, forms; not /admin)
// keep paint-first's rule: zod and @conform-to/* only on form pages
// (scripts/form-libraries.ts, from the build's manifest). Any miss: exit 1.
//
// BUILD_DIR picks the build (default build/; it builds nothing), JS_SIZE_PORT
// the port (default 4196), CHROME_PATH the browser (default /usr/bin/chromium).
// Another commit's build measures too (its islands and rules if it has them):
// that is how the figures before a change are taken.
import { readFileSync, existsSync } from "node:fs";
import path from "node:path";
import { chromium, devices } from "@playwright/test";
import { formLibraryFlags } from "./form-libraries";
import {
  BUDGET,
  builtIslands,
  builtServiceWorker,
  bytesOf,
  CHROMIUM_ARGS,
  islandOf,
  kb,
  measurePage,
  publicPages,
  serveBuild,
} from "./page-weight";
import { waitFor } from "./wait-for";

const BUILD_DIR = process.env.BUILD_DIR ?? "build";
const PORT = Number(process.env.JS_SIZE_PORT ?? 4196);
const CHROME_PATH = process.env.CHROME_PATH ?? "/usr/bin/chromium";
const DATA_DIR = `tmp/js-size-data-${PORT}`;

if (!existsSync(path.join(BUILD_DIR, "server/index.js"))) {
  throw new Error(`No build in ${BUILD_DIR}/: run npx react-router build`);
}

/** Prints rows under a header, text columns left and numbers right. */
function table(header: string[], rows: string[][], left: number) {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]?.length ?? 0)));
  for (const cells of [header, ...rows]) {
    console.log(
      cells
        .map((c, i) => (i < left ? c.padEnd(widths[i] ?? 0) : c.padStart(widths[i] ?? 0)))
        .join("  ")
        .trimEnd(),
    );
  }
}

const misses: string[] = [];
const islands = builtIslands(BUILD_DIR);
const server = serveBuild(BUILD_DIR, PORT, DATA_DIR);
const browser = await chromium.launch({ executablePath: CHROME_PATH, args: CHROMIUM_ARGS });
try {
  const base = `http://127.0.0.1:${PORT}`;
  await waitFor(`${base}/`);
  const rows: string[][] = [];
  for (const { name, path: urlPath } of publicPages()) {
    const context = await browser.newContext({ ...devices["Pixel 7"], baseURL: base });
    const weight = await measurePage(await context.newPage(), urlPath);
    await context.close();
    const over = weight.jsGzip > BUDGET.page;
    if (over) misses.push(`${urlPath}: ${kb(weight.jsGzip)} KB of JavaScript > ${kb(BUDGET.page)}`);
    if (weight.status !== 200) misses.push(`${urlPath}: status ${weight.status}`);
    const loaded = weight.files.map((f) => islandOf(islands, f.path) ?? "other");
    rows.push([
      name,
      urlPath,
      String(weight.status),
      String(weight.files.length),
      loaded.filter((n) => n !== "other").join(" ") || "-",
      String(weight.inline.count),
      kb(weight.inline.gzip),
      kb(weight.jsGzip),
      weight.rules.count > 0 ? `${weight.rules.raw} B` : "-",
      weight.reactRouter ? "yes" : "no",
      kb(weight.html.raw),
      kb(weight.html.gzip),
      over ? "OVER" : "",
    ]);
  }
  console.log(
    `\nJavaScript of a signed-out first visit, ${BUILD_DIR}/, Chromium, Pixel 7 ` +
      `(KB = 1024 bytes; gzip level 6; budget ${kb(BUDGET.page)} KB a page):`,
  );
  table(
    [
      "page",
      "url",
      "status",
      "files",
      "islands",
      "inline",
      "inline gz KB",
      "JS gz KB",
      "spec. rules",
      "router",
      "HTML KB",
      "HTML gz KB",
      "",
    ],
    rows,
    2,
  );

  console.log("\nIslands (each file alone, gzip level 6):");
  if (islands === null) {
    console.log(`  none: ${BUILD_DIR}/ has no client/.vite/islands.json`);
  } else {
    const islandRows = Object.entries(islands).map(([name, src]) => {
      const bytes = bytesOf(readFileSync(path.join(BUILD_DIR, "client", src)));
      const budget = BUDGET.islands[name as keyof typeof BUDGET.islands];
      const over = budget === undefined || bytes.gzip > budget;
      if (over) misses.push(`island ${name}: ${bytes.gzip} B gzip > ${budget ?? "no"} budget`);
      return [
        name,
        src,
        String(bytes.raw),
        String(bytes.gzip),
        budget === undefined ? "none" : String(budget),
        over ? "OVER" : "",
      ];
    });
    table(["island", "file", "raw B", "gzip B", "budget B", ""], islandRows, 2);
  }

  // Not in any page's figures: the browser fetches it apart from the page.
  const worker = builtServiceWorker(BUILD_DIR);
  console.log(
    "\nService worker (/sw.js, fetched by the browser apart from the pages, gzip level 6):",
  );
  if (worker === null) {
    console.log(`  none: ${BUILD_DIR}/ has no client/sw.js`);
  } else {
    const over = worker.gzip > BUDGET.serviceWorker;
    if (over) misses.push(`service worker: ${worker.gzip} B gzip > ${BUDGET.serviceWorker}`);
    table(
      ["script", "raw B", "gzip B", "budget B", ""],
      [
        [
          "sw.js",
          String(worker.raw),
          String(worker.gzip),
          String(BUDGET.serviceWorker),
          over ? "OVER" : "",
        ],
      ],
      1,
    );
  }

  const flagged = formLibraryFlags(BUILD_DIR);
  if (flagged === null) {
    console.log(`\nNo chunk-packages.json in ${BUILD_DIR}/: cannot tell which pages load zod.`);
    misses.push("form libraries: unknown");
  } else if (flagged.length > 0) {
    console.log(`\nPages that hydrate and load form libraries without being form pages:`);
    for (const flag of flagged) console.log(`  ${flag}`);
    misses.push(...flagged.map((flag) => `form libraries on ${flag}`));
  } else {
    console.log("\nPages that hydrate: zod and @conform-to load on form pages only.");
  }

  if (misses.length > 0) {
    console.log(`\nFAILED: ${misses.length} budget(s) missed:\n  ${misses.join("\n  ")}`);
    process.exitCode = 1;
  } else {
    console.log("\nEvery page and island is within its budget.");
  }
} finally {
  await browser.close();
  server.kill("SIGTERM");
}
