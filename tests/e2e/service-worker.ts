// The journeys' view of the service worker (app/service-worker/sw.ts): waiting
// for it to control a page, and what its caches hold, read from the page.
import { expect, type Page } from "@playwright/test";

/** The worker's caches (app/service-worker/sw.ts). */
export const PAGE_CACHE = "league-pages-1";

/** Waits until the worker controls the page (it claims the pages open when it activates). */
export async function waitForWorker(page: Page): Promise<void> {
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), {
      message: "the service worker controls the page",
      timeout: 15_000,
    })
    .toBe(true);
}

/** The cache names of this origin. */
export function cacheNames(page: Page): Promise<string[]> {
  return page.evaluate(() => caches.keys());
}

/** The paths (with their query) of the pages kept for reading offline. */
export function keptPages(page: Page): Promise<string[]> {
  return page.evaluate(async (name) => {
    if (!(await caches.has(name))) return [];
    const kept = await (await caches.open(name)).keys();
    return kept.map((request) => {
      const url = new URL(request.url);
      return url.pathname + url.search;
    });
  }, PAGE_CACHE);
}

/** Waits until `path` is kept. */
export async function waitUntilKept(page: Page, path: string): Promise<void> {
  await expect
    .poll(() => keptPages(page), { message: `${path} kept`, timeout: 10_000 })
    .toContain(path);
}
