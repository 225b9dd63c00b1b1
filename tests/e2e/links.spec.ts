// The site's links (docs/architecture.md#paint-first): plain anchors whose clicks one
// listener hands to the router once the page has hydrated. A plain click moves
// on the client, a modified click is the browser's, the back button works.
import { expect, test } from "./fixtures";
import { waitForHydration, ANY_SCREEN } from "./support";

test.describe("links", () => {
  test("a player on the draft board opens on the client, and Back returns to the board", async ({
    page,
  }) => {
    await page.goto("/draft");
    await waitForHydration(page);
    await page.evaluate(() => Object.assign(window, { stillHere: true }));
    const player = page.locator("table.draft-players tbody a").first();
    const name = (await player.textContent())!;
    await player.click();
    await expect(page).toHaveURL(/\/players\/\w+$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
    expect(await page.evaluate(() => "stillHere" in window)).toBe(true);

    await page.goBack();
    await expect(page).toHaveURL(/\/draft$/);
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Draft");
    expect(await page.evaluate(() => "stillHere" in window)).toBe(true);
  });

  test("Ctrl+click opens the player in a new tab and leaves this page where it was", async ({
    page,
    context,
  }) => {
    await page.goto("/draft");
    await waitForHydration(page);
    const player = page.locator("table.draft-players tbody a").first();
    const href = (await player.getAttribute("href"))!;
    const opened = context.waitForEvent("page");
    await player.click({ modifiers: ["ControlOrMeta"] });
    const tab = await opened;
    // A new tab starts on about:blank: wait for its own address, not for any load.
    await tab.waitForURL((url) => url.pathname === href);
    await expect(page).toHaveURL(/\/draft$/);
    await tab.close();
  });

  test("a leader toggle swaps the list in place: same history entry, same scroll", async ({
    page,
  }) => {
    await page.goto("/");
    await waitForHydration(page);
    const toggle = page.getByRole("navigation", { name: "Leader stat" });
    const rebounds = toggle.getByRole("link", { name: "RPG" });
    await rebounds.scrollIntoViewIfNeeded();
    const before = await page.evaluate(() => ({ y: window.scrollY, entries: history.length }));
    await rebounds.click();
    await expect(page).toHaveURL(/[?&]stat=rebounds/);
    await expect(rebounds).toHaveAttribute("aria-current", "true");
    const after = await page.evaluate(() => ({ y: window.scrollY, entries: history.length }));
    expect(after.entries).toBe(before.entries);
    expect(Math.abs(after.y - before.y)).toBeLessThan(2);
  });

  test(
    "the router's route-discovery endpoint is closed: every route comes with the first page",
    ANY_SCREEN,
    async ({ request }) => {
      const response = await request.get("/__manifest?paths=%2Fdraft&version=x");
      expect(response.status()).toBe(404);
    },
  );
});
