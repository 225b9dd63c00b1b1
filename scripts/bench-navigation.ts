// `npm run bench:nav`: how soon a tap on a game on / shows the game page, in
// Chromium on a Pixel 7 (touch, its screen, the CPU slowed down NAV_CPU_SLOWDOWN
// times, default 4 as Lighthouse's phone), against the built server on
// loopback (no network delay: what is left is the page's own work).
//
// A tap is a thumb's: the finger down, NAV_HOLD_MS (default 100) later up, so
// the Speculation Rules (prerender on touch start) get the head start a real
// tap gives them. Each run opens / in a fresh browser context and taps its
// first game link (cold: nothing cached), goes back and forward (each should
// come from the back/forward cache), then opens / again and taps the same
// game (warm: the browser has both pages and revalidates them).
//
// Figures, from the tap's click event: "shown" is the first frame with the
// game's scoreboard in the page (a MutationObserver and the next animation
// frame: the same measure whether the page is a new document or a client
// router's render); for a new document also its load event's end and its
// largest contentful paint; "prefetched" whether the document came from the
// speculation (prerendered: its navigation entry's activationStart; or
// prefetched: its deliveryType). A prerendered page counts from its
// activation, the moment it is shown. Medians over NAV_RUNS
// runs (default 5).
//
// Playwright's launch turns the back/forward cache off (it makes goBack
// predictable for tests); this one leaves it on, as a phone has it.
//
// BUILD_DIR picks the build (default build/), NAV_PORT the port (default
// 4197), CHROME_PATH the browser (default /usr/bin/chromium).
import { existsSync } from "node:fs";
import path from "node:path";
import { chromium, devices, type Page } from "@playwright/test";
import { CHROMIUM_ARGS, serveBuild } from "./page-weight";
import { waitFor } from "./wait-for";

const BUILD_DIR = process.env.BUILD_DIR ?? "build";
const PORT = Number(process.env.NAV_PORT ?? 4197);
const CHROME_PATH = process.env.CHROME_PATH ?? "/usr/bin/chromium";
const RUNS = Math.max(1, Number(process.env.NAV_RUNS ?? 5));
const HOLD_MS = Number(process.env.NAV_HOLD_MS ?? 100);
const CPU_SLOWDOWN = Number(process.env.NAV_CPU_SLOWDOWN ?? 4);
const DATA_DIR = `tmp/bench-nav-data-${PORT}`;
/** What shows that the game page is there. */
const GAME_SHOWN = ".game-page .game-scoreboard";

if (!existsSync(path.join(BUILD_DIR, "server/index.js"))) {
  throw new Error(`No build in ${BUILD_DIR}/: run npx react-router build`);
}

/** Runs in every document before its own scripts: the marks the figures come from. */
function marks(shownSelector: string) {
  const w = window as unknown as Record<string, unknown>;
  w.__pageshows = [] as boolean[];
  addEventListener("pageshow", (e) => (w.__pageshows as boolean[]).push(e.persisted));
  addEventListener(
    "click",
    (e) => sessionStorage.setItem("benchClickAt", String(performance.timeOrigin + e.timeStamp)),
    true,
  );
  const seen = () => {
    if (w.__shownAt || !document.querySelector(shownSelector)) return;
    w.__shownAt = -1;
    requestAnimationFrame(() => (w.__shownAt = performance.timeOrigin + performance.now()));
  };
  new MutationObserver(seen).observe(document, { childList: true, subtree: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) w.__lcpAt = performance.timeOrigin + entry.startTime;
  }).observe({ type: "largest-contentful-paint", buffered: true });
}

interface Tap {
  shown: number;
  /** Load event end and LCP of a new document; null when a client router rendered the page. */
  load: number | null;
  lcp: number | null;
  newDocument: boolean;
  prefetched: boolean;
}

/** Waits until the page has painted and asked for nothing for a second (its scripts ran). */
async function settle(page: Page) {
  await page.waitForFunction(() => performance.getEntriesByName("first-contentful-paint").length);
  let last = Date.now();
  const bump = () => (last = Date.now());
  page.on("request", bump);
  while (Date.now() - last < 1000) await page.waitForTimeout(100);
  page.off("request", bump);
}

/** A thumb's tap on the first game link of the page, and what it took to show the game. */
async function tapGame(page: Page): Promise<Tap> {
  const link = page.locator('main a[href^="/games/"]').first();
  await link.scrollIntoViewIfNeeded();
  const box = await link.boundingBox();
  if (!box) throw new Error("No game link on the page");
  const point = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  const before = await page.evaluate(() => performance.timeOrigin);
  await page.evaluate(() => ((window as unknown as Record<string, unknown>).__shownAt = undefined));
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: [point] });
  await page.waitForTimeout(HOLD_MS);
  await cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
  await cdp.detach().catch(() => undefined);
  await page.waitForURL(/\/games\/\w+$/);
  await page.waitForFunction(
    () => ((window as unknown as Record<string, number>).__shownAt ?? 0) > 0,
  );
  await page.waitForLoadState("load");
  await page.waitForTimeout(300);
  const at = await page.evaluate(() => {
    const w = window as unknown as Record<string, number>;
    const nav = performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming & {
      deliveryType?: string;
      activationStart?: number;
    };
    return {
      origin: performance.timeOrigin,
      click: Number(sessionStorage.getItem("benchClickAt")),
      shown: w.__shownAt ?? NaN,
      load: performance.timeOrigin + nav.loadEventEnd,
      lcp: w.__lcpAt ?? NaN,
      deliveryType: nav.deliveryType ?? "",
      // A prerendered page was drawn before the tap: it is shown when activated.
      activated: performance.timeOrigin + (nav.activationStart ?? 0),
      prerendered: (nav.activationStart ?? 0) > 0,
    };
  });
  const seen = (time: number) => Math.max(time, at.activated) - at.click;
  const newDocument = at.origin !== before;
  return {
    shown: seen(at.shown),
    load: newDocument ? seen(at.load) : null,
    lcp: newDocument ? seen(at.lcp) : null,
    newDocument,
    prefetched: at.prerendered || at.deliveryType === "navigational-prefetch",
  };
}

/** A page restored from the back/forward cache fires no load event. */
const COMMIT = { waitUntil: "commit" } as const;

/** After a back or forward: whether the page came from the back/forward cache, and why not. */
async function restored(page: Page, go: "back" | "forward"): Promise<string> {
  const origin = await page.evaluate(() => performance.timeOrigin);
  await (go === "back" ? page.goBack(COMMIT) : page.goForward(COMMIT));
  await page.waitForTimeout(300);
  return page.evaluate((before) => {
    const shows = (window as unknown as Record<string, boolean[]>).__pageshows ?? [];
    const nav = performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming & {
      notRestoredReasons?: { reasons?: { reason: string }[] | null } | null;
    };
    if (performance.timeOrigin === before) return "same document (client router)";
    if (shows.at(-1) === true) return "bfcache";
    const reasons = nav.notRestoredReasons?.reasons?.map((r) => r.reason).join(", ");
    return `reloaded (${nav.type}${reasons ? `: ${reasons}` : ""})`;
  }, origin);
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? NaN;
};
const ms = (values: (number | null)[]) =>
  values.some((v) => v === null)
    ? "-"
    : `${Math.round(median(values as number[]))} (${values.map((v) => Math.round(v as number)).join("/")})`;

const server = serveBuild(BUILD_DIR, PORT, DATA_DIR);
const browser = await chromium.launch({
  executablePath: CHROME_PATH,
  args: CHROMIUM_ARGS,
  ignoreDefaultArgs: ["--disable-back-forward-cache"],
});
try {
  const base = `http://127.0.0.1:${PORT}`;
  await waitFor(`${base}/`);
  const taps: Record<"cold" | "warm", Tap[]> = { cold: [], warm: [] };
  const history: string[] = [];
  for (let run = 0; run < RUNS; run++) {
    const context = await browser.newContext({ ...devices["Pixel 7"], baseURL: base });
    // As source text: tsx names the function's inner functions with a helper
    // (__name) the page does not have, so the page gets a stand-in.
    await context.addInitScript({
      content: `{ const __name = (f) => f; (${marks.toString()})(${JSON.stringify(GAME_SHOWN)}); }`,
    });
    const page = await context.newPage();
    page.on("pageerror", (error) => console.log(`Page error: ${String(error)}`));
    const cdp = await context.newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
    await page.goto("/");
    await settle(page);
    taps.cold.push(await tapGame(page));
    await settle(page);
    history.push(`back to /: ${await restored(page, "back")}`);
    history.push(`forward to the game: ${await restored(page, "forward")}`);
    await page.goto("/");
    await settle(page);
    taps.warm.push(await tapGame(page));
    await context.close();
  }
  console.log(
    `\nA tap on a game on /, ${BUILD_DIR}/, Chromium, Pixel 7, CPU ${CPU_SLOWDOWN}x slower, ` +
      `finger down ${HOLD_MS} ms; ms from the click, median (runs):`,
  );
  for (const kind of ["cold", "warm"] as const) {
    const list = taps[kind];
    console.log(
      `  ${kind}: shown ${ms(list.map((t) => t.shown))}, load ${ms(list.map((t) => t.load))}, ` +
        `LCP ${ms(list.map((t) => t.lcp))}; new document ${list.filter((t) => t.newDocument).length}/${list.length}, ` +
        `prefetched ${list.filter((t) => t.prefetched).length}/${list.length}`,
    );
  }
  const counts = new Map<string, number>();
  for (const line of history) counts.set(line, (counts.get(line) ?? 0) + 1);
  console.log("Back and forward:");
  for (const [line, count] of counts) console.log(`  ${line}: ${count}/${RUNS}`);
} finally {
  await browser.close();
  server.kill("SIGTERM");
}
