// Issue 33 §3: the standings race on /seasons/{n}, read with JavaScript off on
// a phone: found by its name under the table, a team's link highlights its
// line (?team=, kept by the conference toggle), nothing scrolls sideways, the
// kept pages of two highlighted teams are not each other's, and axe passes.
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { expectAccessible, ANY_SCREEN } from "./support";

test.use({ javaScriptEnabled: false });

/** On the phone project, a page 412 px wide (Pixel 7). */
async function expectNoSidewaysScroll(page: Page) {
  const [scroll, client] = await page.evaluate(() => [
    document.documentElement.scrollWidth,
    document.documentElement.clientWidth,
  ]);
  expect(scroll).toBeLessThanOrEqual(client);
}

test.describe("the standings race without JavaScript", () => {
  test("found by its name, a team highlighted by its link, the conference view", async ({
    page,
  }) => {
    await page.goto("/seasons/4");
    const race = page.getByRole("region", { name: "Standings race" });
    const chart = race.getByRole("img", { name: /^Standings race, Season 4 \(.+\)$/ });
    await expect(chart).toBeVisible();
    await expect(
      race.getByText(/^After \d+ game days?, .+ lead at .+; .+ are 2nd at /),
    ).toBeVisible();
    // The table first, the race under it.
    const table = page.getByRole("table", { name: "League standings" });
    expect((await table.boundingBox())!.y).toBeLessThan((await chart.boundingBox())!.y);
    // A line per team of the table.
    const rows = await table.locator("tbody tr").count();
    await expect(chart.locator(".chart-line")).toHaveCount(rows);
    await expect(chart.locator(".chart-line-highlighted")).toHaveCount(0);
    await expectNoSidewaysScroll(page);

    const teams = race.getByRole("navigation", { name: "Highlight a team:" });
    const link = teams.getByRole("link").nth(4);
    const href = (await link.getAttribute("href"))!;
    const teamId = new URL(href, page.url()).searchParams.get("team")!;
    await link.click();
    // Back at the race, not at the top of the page.
    await expect(page).toHaveURL(new RegExp(`[?&]team=${teamId}#race-title$`));
    await expect(race.getByRole("heading", { name: "Standings race" })).toBeInViewport();
    await expect(teams.locator('a[aria-current="true"]')).toHaveAttribute("href", href);
    // Thick and on top: the highlighted line is the last one drawn.
    const highlighted = chart.locator(".chart-line-highlighted");
    await expect(highlighted).toHaveAttribute("data-team", teamId);
    await expect(chart.locator(".chart-line").last()).toHaveAttribute("data-team", teamId);
    const width = (line: string) =>
      chart
        .locator(`${line} path`)
        .first()
        .evaluate((p) => getComputedStyle(p).strokeWidth);
    expect(parseFloat(await width(".chart-line-highlighted"))).toBeGreaterThan(
      2 * parseFloat(await width(".chart-line-muted")),
    );
    await expect(race.getByRole("link", { name: "All teams" })).toBeVisible();
    await expectNoSidewaysScroll(page);

    // The conference toggle keeps the highlight: a chart per conference.
    await page
      .getByRole("navigation", { name: "Standings view" })
      .getByRole("link", { name: "Conference" })
      .click();
    await expect(page).toHaveURL(/[?&]view=conference/);
    await expect(page).toHaveURL(new RegExp(`[?&]team=${teamId}`));
    await expect(
      race.getByRole("img", { name: /^Standings race, Western Conference, / }),
    ).toBeVisible();
    await expect(
      race.getByRole("img", { name: /^Standings race, Eastern Conference, / }),
    ).toBeVisible();
    await expect(race.locator(`.chart-line-highlighted[data-team="${teamId}"]`)).toHaveCount(1);
    await expectNoSidewaysScroll(page);
  });

  test("kept pages: ?team=a and ?team=b are not each other's", ANY_SCREEN, async ({ request }) => {
    const highlightedIn = async (team: string) => {
      const answer = await request.get(`/seasons/4?team=${team}`);
      expect(answer.status()).toBe(200);
      const html = await answer.text();
      return {
        cache: answer.headers()["x-page-cache"],
        team: /chart-line-highlighted" data-team="([^"]*)"/.exec(html)?.[1],
      };
    };
    // Each asked twice, in turns: the second is sent from memory, still its own.
    for (const round of [0, 1]) {
      for (const team of ["saints", "friars"]) {
        const page = await highlightedIn(team);
        expect(page.team).toBe(team);
        if (round === 1) expect(page.cache).toBe("hit");
      }
    }
  });
});

test.describe("the standings race, checked by axe", () => {
  // axe runs as a script in the page: JavaScript on.
  test.use({ javaScriptEnabled: true });

  test("axe passes with a team highlighted, and in the conference view", async ({ page }) => {
    await page.goto("/seasons/4?team=saints");
    await expect(page.getByRole("img", { name: /^Standings race, / })).toBeVisible();
    await expectAccessible(page);
    await page.goto("/seasons/4?view=conference");
    await expectAccessible(page);
  });
});
