// Paint first, script later (docs/architecture.md#paint-first): the browser
// paints the server's page before it asks for any JavaScript, and the page
// still comes alive (hydrates) and navigates without reloading.
import { expect, test } from "./fixtures";

test.describe("paint first", () => {
  test("no script is requested before the first paint, and the page then hydrates", async ({
    page,
  }) => {
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(String(error)));
    page.on("console", (message) => {
      if (message.type() === "error") errors.push(message.text());
    });
    const response = await page.goto("/seasons");
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
    await page.locator('main a[href^="/seasons/"]').first().click();
    await expect(page).toHaveURL(/\/seasons\/\w+$/);
    expect(await page.evaluate(() => "stillHere" in window)).toBe(true);
    expect(errors).toEqual([]);
  });
});
