// Long read-only parts (docs/architecture.md#pages-that-read-ship-no-framework): the all-time
// tables, a season's results and the draft board. Their pages read and never
// hydrate: for a visitor (an admin too) the part is the server's HTML, with no
// React and no router in the page, and its links load their pages. Reached
// from a page that hydrates (a signed-in viewer's home), React Router renders
// the page on the client with its own data.
import type { Locator, Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { signInWithPassword } from "./auth";
import { expectNoRouter } from "./page-scripts";
import { waitForHydration, ANY_SCREEN } from "./support";

/** Whether React has hydrated or rendered this element (it keeps its fiber on the node). */
function isReactElement(locator: Locator) {
  return locator.evaluate((el) => Object.keys(el).some((key) => key.startsWith("__reactFiber")));
}

/** Marks the document, so a later check tells a client navigation from a page load. */
async function markDocument(page: Page) {
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
}
const sameDocument = (page: Page) => page.evaluate(() => "sameDocument" in window);

test.describe("parts as served", ANY_SCREEN, () => {
  test("the all-time tables are the server's HTML, no router; their links load pages and Back returns", async ({
    page,
  }) => {
    await page.goto("/records");
    await expectNoRouter(page);
    const rows = page.locator(".records-tables tbody tr");
    const served = await rows.count();
    expect(served).toBeGreaterThan(50);
    expect(await isReactElement(page.getByRole("heading", { level: 1 }))).toBe(false);
    expect(await isReactElement(rows.first())).toBe(false);

    await markDocument(page);
    const player = page.locator(".records-tables tbody a").first();
    const name = (await player.textContent())!;
    await player.click();
    await expect(page).toHaveURL(/\/players\/\w+$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
    expect(await sameDocument(page)).toBe(false);

    await page.goBack();
    await expect(page).toHaveURL(/\/records$/);
    await expect(rows).toHaveCount(served);
  });

  test("a visitor's schedule is as served, no router; another season is a page of its own", async ({
    page,
  }) => {
    await page.goto("/schedule");
    await expectNoRouter(page);
    const months = page.locator(".schedule-month summary .schedule-month-label");
    const current = await months.allTextContents();
    // The month open is the latest results' (November), not the month of
    // December's postponed game.
    const openDays = page.locator(".schedule-month[open] .game-day-title");
    await expect(openDays.first()).toHaveText("Sunday, November 22");

    await page.getByRole("navigation", { name: "Seasons" }).getByRole("link").first().click();
    await expect(page).toHaveURL(/\/schedule\/seasons\/1$/);
    await page.waitForLoadState();
    const earlier = await months.allTextContents();
    expect(earlier.some((label) => current.includes(label))).toBe(false);

    // A month folded away opens natively.
    const folded = page.locator(".schedule-month").nth(1);
    await expect(folded).not.toHaveAttribute("open");
    await folded.locator("summary").click();
    await expect(folded).toHaveAttribute("open", "");
    await expect(folded.locator(".game-card").first()).toBeVisible();
  });

  test("reached from a page that hydrates, the schedule is drawn on the client with each season's own results", async ({
    page,
  }) => {
    await signInWithPassword(page, "player@example.org", "/");
    await waitForHydration(page);
    await markDocument(page);
    await page.getByRole("link", { name: "Full schedule" }).click();
    await expect(page).toHaveURL(/\/schedule$/);
    const months = page.locator(".schedule-month summary .schedule-month-label");
    await expect(months.first()).toBeVisible();
    const current = await months.allTextContents();
    expect(await isReactElement(months.first())).toBe(true);
    await expect(page.locator(".schedule-month[open] .game-day-title").first()).toHaveText(
      "Sunday, November 22",
    );

    await page.getByRole("navigation", { name: "Seasons" }).getByRole("link").first().click();
    await expect(page).toHaveURL(/\/schedule\/seasons\/1$/);
    await expect(months.first()).not.toHaveText(current[0]!);
    const earlier = await months.allTextContents();
    expect(earlier.some((label) => current.includes(label))).toBe(false);
    expect(await sameDocument(page)).toBe(true);

    const folded = page.locator(".schedule-month").nth(1);
    await expect(folded).not.toHaveAttribute("open");
    await folded.locator("summary").click();
    await expect(folded).toHaveAttribute("open", "");
    await expect(folded.locator(".game-card").first()).toBeVisible();
  });

  test("the draft board is a page that reads, for everyone, an admin too", async ({ page }) => {
    await page.goto("/draft");
    await expectNoRouter(page);
    expect(await isReactElement(page.locator(".draft-rounds tbody tr").first())).toBe(false);
    expect(await isReactElement(page.locator("table.draft-players tbody tr").first())).toBe(false);

    // The same page as a visitor's: picks are made on the admin draft page.
    await signInWithPassword(page, "admin@example.org", "/draft");
    await expectNoRouter(page);
    await expect(page.locator("table.draft-players tbody tr").first()).toBeVisible();
  });
});
