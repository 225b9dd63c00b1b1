// Pages that read ship no framework (docs/architecture.md#pages-that-read-ship-no-framework):
// a signed-out first visit of each public page loads no React Router (no
// context, no route modules, no inline script), only the build's islands,
// each within its budget, at most 15 KB gzip in all; and it carries the
// Speculation Rules that make its links quick without a client router.
// Measured as `npm run js-size` measures (scripts/page-weight.ts).
import {
  BUDGET,
  builtIslands,
  builtServiceWorker,
  islandOf,
  kb,
  measurePage,
  publicPages,
} from "../../scripts/page-weight";
import { expect, test } from "./fixtures";
import { ANY_SCREEN, E2E_NOW } from "./support";

// The build the servers serve (playwright.config.ts passes BUILD_DIR on).
const BUILD = process.env.BUILD_DIR ?? "build";
const islands = builtIslands(BUILD);

for (const { name, path } of publicPages(E2E_NOW)) {
  test(
    `${name} (${path}): islands only, within ${kb(BUDGET.page)} KB, with Speculation Rules`,
    ANY_SCREEN,
    async ({ page }) => {
      const weight = await measurePage(page, path);
      expect(weight.status).toBe(200);
      expect.soft(weight.reactRouter, "React Router set up in the page").toBe(false);
      expect.soft(weight.inline.count, "inline scripts that run").toBe(0);
      const loaded = weight.files.map((file) => ({
        ...file,
        island: islandOf(islands, file.path),
      }));
      expect(
        loaded.filter((file) => file.island === null).map((file) => file.path),
        "script files that are not islands",
      ).toEqual([]);
      for (const file of loaded) {
        const budget = BUDGET.islands[file.island as keyof typeof BUDGET.islands];
        expect(file.gzip, `${file.island} island, gzip bytes`).toBeLessThanOrEqual(budget);
      }
      expect.soft(weight.jsGzip, "JavaScript, gzip bytes").toBeLessThanOrEqual(BUDGET.page);

      // The rules are there, the browser takes them, and they pick the page's
      // links (document rules) to prefetch or prerender.
      expect(weight.rules.count).toBe(1);
      const rules = weight.rules.json[0] as Record<string, { where?: unknown }[] | undefined>;
      expect([...(rules.prefetch ?? []), ...(rules.prerender ?? [])].some((r) => r.where)).toBe(
        true,
      );
      expect(await page.evaluate(() => HTMLScriptElement.supports("speculationrules"))).toBe(true);
    },
  );
}

// The service worker the menu island registers is no page's script (the
// browser fetches it apart, so measurePage never sees it): its own budget.
test(
  `the service worker's script is within ${kb(BUDGET.serviceWorker)} KB`,
  ANY_SCREEN,
  async ({ page }) => {
    const worker = builtServiceWorker(BUILD);
    expect(worker, "build/client/sw.js").not.toBeNull();
    expect(worker!.gzip, "sw.js, gzip bytes").toBeLessThanOrEqual(BUDGET.serviceWorker);
    await page.goto("/");
    await expect
      .poll(() =>
        page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.scope),
      )
      .toBe(new URL("/", page.url()).href);
  },
);
