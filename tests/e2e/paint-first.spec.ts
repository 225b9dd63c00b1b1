// Paint first, script later (docs/architecture.md#paint-first): the browser
// paints the server's page without waiting for any JavaScript. A page that
// hydrates (a signed-in viewer's home) asks for its scripts only after that
// paint, then comes alive and navigates without reloading; a public page for
// a visitor never hydrates: its islands do not hold the paint back, and its
// links load their pages.
import type { Page } from "@playwright/test";
import { DEMO_PASSWORD } from "./auth";
import { expect, test } from "./fixtures";
import { expectNoRouter } from "./page-scripts";

/** Collects the page's errors: script errors and those logged to the console. */
function pageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(String(error)));
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  return errors;
}

test.describe("paint first", () => {
  test("a page that hydrates requests no script before the first paint, then hydrates", async ({
    page,
  }) => {
    // Signed in without loading a page, so the home page below is the first.
    const login = await page.request.post("/login", {
      form: { email: "player@example.org", password: DEMO_PASSWORD, redirect: "/" },
      maxRedirects: 0,
    });
    expect(login.status()).toBe(302);
    const errors = pageErrors(page);
    const response = await page.goto("/");
    // The HTML as served asks for no module before the paint. (React Router's
    // <Scripts> may add them to <head> once it hydrates: by then they are loaded.)
    expect(await response!.text()).not.toContain('rel="modulepreload"');
    // Hydrated: React Router's entry has run, the waiting copy is gone, and
    // React has committed (the menu marks itself enhanced in an effect).
    await page.waitForFunction(
      () =>
        "__reactRouterRouteModules" in window &&
        document.querySelector('script[type="text/plain"]') === null &&
        document.querySelector("[data-enhanced]") !== null,
    );
    const timing = await page.evaluate(() => ({
      firstPaint: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? null,
      scripts: performance
        .getEntriesByType("resource")
        .filter((entry) => /\/assets\/.+\.js$/.test(entry.name))
        .map((entry) => entry.startTime),
    }));
    expect(timing.firstPaint).not.toBeNull();
    expect(timing.scripts.length).toBeGreaterThan(3);
    for (const start of timing.scripts) expect(start).toBeGreaterThanOrEqual(timing.firstPaint!);

    // A link now navigates on the client: the window (and this marker) stays.
    await page.evaluate(() => Object.assign(window, { stillHere: true }));
    await page.locator('main a[href^="/players/"]').first().click();
    await expect(page).toHaveURL(/\/players\/\w+$/);
    expect(await page.evaluate(() => "stillHere" in window)).toBe(true);
    expect(errors).toEqual([]);
  });

  test("a public page paints before its islands arrive, and runs them with no router", async ({
    page,
  }) => {
    const errors = pageErrors(page);
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/.+\.js$/, async (route) => {
      await released;
      await route.continue();
    });
    // Module scripts hold DOMContentLoaded back: the page is there before it.
    await page.goto("/seasons", { waitUntil: "commit" });
    await page.waitForFunction(
      () => performance.getEntriesByName("first-contentful-paint").length > 0,
    );
    release();
    // The menu's island has run.
    await expect(page.locator("#menu[data-enhanced]")).toBeAttached();
    await expectNoRouter(page);

    // A link loads its page.
    await page.evaluate(() => Object.assign(window, { stillHere: true }));
    await page.locator('main a[href^="/seasons/"]').first().click();
    await expect(page).toHaveURL(/\/seasons\/\w+$/);
    await page.waitForLoadState();
    expect(await page.evaluate(() => "stillHere" in window)).toBe(false);
    expect(errors).toEqual([]);
  });
});
