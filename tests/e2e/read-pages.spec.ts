// Pages that read send no framework (docs/architecture.md#pages-that-read-ship-no-framework):
// a switch on them (a leader stat, the standings' view, a chart's stat, a
// playoff round) is a link that loads the next page as a document. That page
// opens at the switch, not at its top: the answer is where the thumb was.
import type { Locator, Page } from "@playwright/test";
import { expect, test } from "./fixtures";

/** Taps `link` (scrolled into view first) and checks the next page opens with `target` on screen. */
async function tapAndLand(page: Page, link: Locator, url: RegExp, target: Locator) {
  await link.scrollIntoViewIfNeeded();
  await link.click();
  await expect(page).toHaveURL(url);
  await expect(target).toBeInViewport();
  // Not the top of the page: the switch is below the fold on a phone.
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
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
    /[?&]stat=rebounds#leader-stat$/,
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
    /[?&]view=conference#standings-title$/,
    page.locator("#standings-title"),
  );
});

test("a player's chart stat opens the next page at the chart", async ({ page }) => {
  await page.goto("/players");
  const stats = page.getByRole("navigation", { name: "Stat shown in the chart" });
  await tapAndLand(
    page,
    stats.getByRole("link", { name: "Rebounds" }),
    /[?&]stat=rebounds#chart-stat$/,
    page.getByRole("navigation", { name: "Stat shown in the chart" }),
  );
});
