// The site's links (docs/architecture.md#paint-first): plain anchors. On a
// page that hydrates (a signed-in viewer's home, the admin pages) one
// listener hands their clicks to the router: a plain click moves on the
// client, a modified click is the browser's, the back button works. A public
// page for a visitor has no router: a link loads its page, and the toggles
// marked to replace their entry and keep the scroll do so through the
// enhance island.
import type { Page } from "@playwright/test";
import { signInWithPassword } from "./auth";
import { expect, test } from "./fixtures";
import { expectNoRouter } from "./page-scripts";
import { waitForHydration, ANY_SCREEN } from "./support";

/** Marks the window, so a later check tells a client navigation from a page load. */
async function markWindow(page: Page) {
  await page.evaluate(() => Object.assign(window, { stillHere: true }));
}
const stillHere = (page: Page) => page.evaluate(() => "stillHere" in window);

/** Clicks the home page's RPG leader toggle: same history entry, same scroll. */
async function toggleLeaders(page: Page) {
  const toggle = page.getByRole("navigation", { name: "Leader stat" });
  const rebounds = toggle.getByRole("link", { name: "RPG" });
  await rebounds.scrollIntoViewIfNeeded();
  const before = await page.evaluate(() => ({ y: window.scrollY, entries: history.length }));
  await rebounds.click();
  await expect(page).toHaveURL(/[?&]stat=rebounds/);
  await expect(rebounds).toHaveAttribute("aria-current", "true");
  await expect
    .poll(() =>
      page.evaluate(
        (y) => ({ y: Math.abs(window.scrollY - y) < 2, entries: history.length }),
        before.y,
      ),
    )
    .toEqual({ y: true, entries: before.entries });
}

test.describe("links", () => {
  test("on a public page a player on the draft board loads his page, and Back returns to the board", async ({
    page,
  }) => {
    await page.goto("/draft");
    await expectNoRouter(page);
    await markWindow(page);
    const player = page.locator("table.draft-players tbody a").first();
    const name = (await player.textContent())!;
    await player.click();
    await expect(page).toHaveURL(/\/players\/\w+$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
    expect(await stillHere(page)).toBe(false);

    await page.goBack();
    await expect(page).toHaveURL(/\/draft$/);
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Draft");
  });

  test("on a page that hydrates a leader opens on the client, and Back returns to it", async ({
    page,
  }) => {
    await signInWithPassword(page, "player@example.org", "/");
    await waitForHydration(page);
    await markWindow(page);
    const leaders = page.locator("section", {
      has: page.getByRole("heading", { name: "Season Leaders" }),
    });
    const player = leaders.locator('a[href^="/players/"]').first();
    const name = (await player.textContent())!.trim();
    await player.click();
    await expect(page).toHaveURL(/\/players\/\w+$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
    expect(await stillHere(page)).toBe(true);

    await page.goBack();
    await expect(page).toHaveURL(/\/$/);
    await expect(leaders.locator('a[href^="/players/"]').first()).toHaveText(name);
    expect(await stillHere(page)).toBe(true);
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

  test("a leader toggle on a public page loads its view in place of this entry, at the same scroll", async ({
    page,
  }) => {
    await page.goto("/");
    await expectNoRouter(page);
    await markWindow(page);
    await toggleLeaders(page);
    expect(await stillHere(page)).toBe(false);
  });

  test("a leader toggle on a page that hydrates swaps the list in place: same entry, same scroll", async ({
    page,
  }) => {
    await signInWithPassword(page, "player@example.org", "/");
    await waitForHydration(page);
    await markWindow(page);
    await toggleLeaders(page);
    expect(await stillHere(page)).toBe(true);
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
