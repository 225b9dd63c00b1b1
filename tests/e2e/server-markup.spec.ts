// Long read-only parts kept as served (docs/architecture.md#paint-first): on
// the first load React leaves the all-time tables, a season's results and the
// draft board as the server sent them instead of hydrating them; their links
// still move on the client, and a later render with other data draws them anew.
import type { Locator, Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { signInWithPassword } from "./auth";
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

test.describe("parts kept as served", ANY_SCREEN, () => {
  test("the all-time tables are not hydrated; their links move on the client and come back rendered", async ({
    page,
  }) => {
    await page.goto("/records");
    await waitForHydration(page);
    const rows = page.locator(".records-tables tbody tr");
    const served = await rows.count();
    expect(served).toBeGreaterThan(50);
    expect(await isReactElement(page.getByRole("heading", { level: 1 }))).toBe(true);
    expect(await isReactElement(rows.first())).toBe(false);

    await markDocument(page);
    const player = page.locator(".records-tables tbody a").first();
    const name = (await player.textContent())!;
    await player.click();
    await expect(page).toHaveURL(/\/players\/\w+$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);

    await page.goBack();
    await expect(page).toHaveURL(/\/records$/);
    await expect(rows).toHaveCount(served);
    expect(await isReactElement(rows.first())).toBe(true);
    expect(await sameDocument(page)).toBe(true);
  });

  test("another season picked on the schedule shows its own results, not the kept ones", async ({
    page,
  }) => {
    await page.goto("/schedule");
    await waitForHydration(page);
    const months = page.locator(".schedule-month summary .schedule-month-label");
    const current = await months.allTextContents();
    expect(await isReactElement(months.first())).toBe(false);
    // The day headers are in the kept part too; the month open is the latest
    // results' (November), not the month of December's postponed game.
    const openDays = page.locator(".schedule-month[open] .game-day-title");
    await expect(openDays.first()).toHaveText("Sunday, November 22");
    expect(await isReactElement(openDays.first())).toBe(false);

    await markDocument(page);
    await page.getByRole("navigation", { name: "Seasons" }).getByRole("link").first().click();
    await expect(page).toHaveURL(/\/schedule\/seasons\/1$/);
    await expect(months.first()).not.toHaveText(current[0]!);
    const earlier = await months.allTextContents();
    expect(earlier.some((label) => current.includes(label))).toBe(false);
    expect(await sameDocument(page)).toBe(true);

    // A month folded away opens natively, kept or rendered.
    const folded = page.locator(".schedule-month").nth(1);
    await expect(folded).not.toHaveAttribute("open");
    await folded.locator("summary").click();
    await expect(folded).toHaveAttribute("open", "");
    await expect(folded.locator(".game-card").first()).toBeVisible();
  });

  test("the draft board and the player table are kept for everyone, an admin too", async ({
    page,
  }) => {
    await page.goto("/draft");
    await waitForHydration(page);
    expect(await isReactElement(page.locator(".draft-rounds tbody tr").first())).toBe(false);
    expect(await isReactElement(page.locator("table.draft-players tbody tr").first())).toBe(false);

    // Loaded afresh once signed in (signing in moves to the page on the client).
    await signInWithPassword(page, "admin@example.org", "/draft");
    await page.reload();
    await waitForHydration(page);
    expect(await isReactElement(page.locator(".draft-rounds tbody tr").first())).toBe(false);
    // The same table as a visitor's: picks are made on the admin draft page.
    expect(await isReactElement(page.locator("table.draft-players tbody tr").first())).toBe(false);
  });
});
