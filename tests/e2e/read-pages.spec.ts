// Pages that read send no framework (docs/architecture.md#pages-that-read-ship-no-framework):
// a switch on them (a leader stat, the standings' view, a chart's stat) is a
// link that loads the next page as a document. With the enhance island that
// page opens where this one was, not at its top: the answer is where the
// thumb was.
import type { Locator, Page } from "@playwright/test";
import { expect, test } from "./fixtures";

/** Where `target` is on the screen (its top, in CSS pixels from the viewport's top). */
async function screenTop(target: Locator): Promise<number> {
  return Math.round((await target.boundingBox())!.y);
}

/**
 * Taps `link` (scrolled to mid-screen first): the next page opens where this one
 * was, `target` (the switch's row, on both pages) where the thumb left it.
 */
async function tapAndLand(page: Page, link: Locator, url: RegExp, target: Locator) {
  // Mid-screen, clear of the sticky bar, so the tap itself scrolls nothing.
  await link.evaluate((el) => el.scrollIntoView({ block: "center" }));
  const before = await screenTop(target);
  await link.click();
  await expect(page).toHaveURL(url);
  await expect.poll(async () => Math.abs((await screenTop(target)) - before)).toBeLessThan(3);
  await expect(target).toBeInViewport();
}

test("a season's leader stat and standings view open the next page at the switch", async ({
  page,
}) => {
  await page.goto("/seasons/4");
  expect(await page.evaluate(() => "__reactRouterContext" in window)).toBe(false);
  const leaders = page.getByRole("navigation", { name: "Leader stat" });
  await tapAndLand(
    page,
    leaders.getByRole("link", { name: "RPG" }),
    /[?&]stat=rebounds$/,
    page.getByRole("navigation", { name: "Leader stat" }).getByRole("link", { name: "RPG" }),
  );
  await expect(
    page.getByRole("navigation", { name: "Leader stat" }).getByRole("link", { name: "RPG" }),
  ).toHaveAttribute("aria-current", "true");

  await page.goto("/seasons/4");
  await tapAndLand(
    page,
    page
      .locator("section", { has: page.getByRole("heading", { name: "Standings", exact: true }) })
      .getByRole("link", { name: "Conference" }),
    /[?&]view=conference$/,
    page
      .locator("section", { has: page.getByRole("heading", { name: "Standings", exact: true }) })
      .getByRole("link", { name: "Conference" }),
  );
});

test("a player's chart stat opens the next page at the chart", async ({ page }) => {
  await page.goto("/players");
  const stats = page.getByRole("navigation", { name: "Stat shown in the chart" });
  await tapAndLand(
    page,
    stats.getByRole("link", { name: "Rebounds" }),
    /[?&]stat=rebounds$/,
    stats,
  );
});
