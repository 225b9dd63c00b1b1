// The Content-Security-Policy as a browser applies it: the site's own scripts
// run (every journey also fails on any policy violation, see ./fixtures),
// an injected inline script does not, and no page can be framed.
import { expect, test } from "./fixtures";
import { signInWithPassword } from "./auth";
import { hasWideBar, waitForHydration, ANY_SCREEN } from "./support";

test.describe("content security policy", ANY_SCREEN, () => {
  test("the page's scripts run, an injected inline script is blocked", async ({
    page,
    cspViolations,
  }) => {
    await page.goto("/");
    // Hydrated: React has drawn the page's own controls (the menu's ☰ button
    // replaces its link); on a phone the menu opens by script.
    await waitForHydration(page);
    if (!hasWideBar(page)) {
      await page.getByRole("button", { name: "Open menu" }).click();
      await expect(page.getByRole("dialog", { name: "Menu" })).toBeVisible();
    }

    await page
      .evaluate(() => {
        const script = document.createElement("script");
        script.textContent = "window.__injected = true;";
        document.body.append(script);
      })
      .catch(() => {});
    expect(await page.evaluate(() => "__injected" in window)).toBe(false);
    await expect.poll(() => cspViolations.length).toBeGreaterThan(0);
    cspViolations.length = 0; // expected here; the fixture checks the rest
  });

  test("an admin page cannot be framed by another page", async ({ page }) => {
    await signInWithPassword(page, "admin@example.org", "/admin");
    const admin = new URL("/admin", page.url()).href;
    await page.goto("about:blank");
    await page.setContent(`<iframe src="${admin}" title="framed"></iframe>`);
    // The browser refuses to show it: the frame ends on its error page.
    const frameUrl = () =>
      page
        .frames()
        .find((frame) => frame !== page.mainFrame())
        ?.url();
    await expect.poll(frameUrl).toMatch(/^chrome-error:/);
  });
});
