// Pages that read send no framework (docs/architecture.md#pages-that-read-ship-no-framework):
// a switch on them (a leader stat, the standings' view, a chart's stat) is a
// link that loads the next page as a document. With the enhance island that
// page opens where this one was, not at its top: the answer is where the
// thumb was.
import type { Locator, Page } from "@playwright/test";
import { expect, test } from "./fixtures";

/** Taps `link` (scrolled into view first): the next page opens where this one was, `target` on screen. */
async function tapAndLand(page: Page, link: Locator, url: RegExp, target: Locator) {
  await link.scrollIntoViewIfNeeded();
  const before = await page.evaluate(() => window.scrollY);
  await link.click();
  await expect(page).toHaveURL(url);
  await expect(target).toBeInViewport();
  await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(Math.round(before));
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
    page.locator("#standings-title"),
  );
});

test("a player's chart stat opens the next page at the chart", async ({ page }) => {
  await page.goto("/players");
  const stats = page.getByRole("navigation", { name: "Stat shown in the chart" });
  await tapAndLand(
    page,
    stats.getByRole("link", { name: "Rebounds" }),
    /[?&]stat=rebounds$/,
    page.getByRole("navigation", { name: "Stat shown in the chart" }),
  );
});
