// Issue 33: the charts drawn on the server, read with JavaScript off: a
// player's season (and the ?stat= links that change it) and his points per
// game by season on /players, a team's form on /teams/{id}. Each is an
// <svg role="img"> found by its name, fits the phone without sideways
// scrolling, and axe passes.
import { devices, type Browser, type Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { expectAccessible } from "./support";

/** A phone (the phone project's device) with JavaScript off; axe needs a script, so it checks the page with it on. */
async function phoneWithoutJavaScript(browser: Browser): Promise<Page> {
  const { defaultBrowserType: _type, ...pixel } = devices["Pixel 7"];
  const context = await browser.newContext({ ...pixel, javaScriptEnabled: false });
  return context.newPage();
}

async function expectNoSidewaysScroll(page: Page) {
  const [scroll, client] = await page.evaluate(() => [
    document.documentElement.scrollWidth,
    document.documentElement.clientWidth,
  ]);
  expect(scroll).toBeLessThanOrEqual(client);
}

test.describe("charts without JavaScript", () => {
  test("a player's season by game, ?stat=rebounds, and his points per game by season", async ({
    browser,
    page: withScript,
  }) => {
    const page = await phoneWithoutJavaScript(browser);
    await page.goto("/players");
    const name = (await page.getByRole("heading", { level: 1 }).textContent())!.trim();
    const season = page.getByRole("img", { name: new RegExp(`^${name}'s points game by game, `) });
    await expect(season).toBeVisible();
    const bars = season.locator("rect");
    expect(await bars.count()).toBeGreaterThan(0);
    await expect(bars.first().locator("title")).toHaveText(
      /^\w{3}, \w{3} \d+ (vs|@) \w+: \d+ points?$/,
    );
    await expect(
      page.getByText(
        new RegExp(`^${name}'s points, .+: \\d+ games?, from \\d+ to \\d+, \\d+\\.\\d a game\\.$`),
      ),
    ).toBeVisible();
    await expect(
      page.getByRole("img", { name: `${name}'s points per game by season` }),
    ).toBeVisible();
    await expectNoSidewaysScroll(page);

    await page
      .getByRole("navigation", { name: "Stat shown in the chart" })
      .getByRole("link", { name: "Rebounds" })
      .click();
    await expect(page).toHaveURL(/[?&]stat=rebounds/);
    await expect(
      page.getByRole("img", { name: new RegExp(`^${name}'s rebounds game by game, `) }),
    ).toBeVisible();
    await expect(page.getByRole("link", { name: "Rebounds" })).toHaveAttribute(
      "aria-current",
      "true",
    );
    await page.context().close();

    await withScript.goto("/players?stat=rebounds");
    await expectAccessible(withScript);
  });

  test("a team's form: margins above and below the line, the streak and last five in words", async ({
    browser,
    page: withScript,
  }) => {
    const page = await phoneWithoutJavaScript(browser);
    await page.goto("/teams/shamrocks");
    const form = page.getByRole("region", { name: "Form" });
    // A group of links (issue 41): each bar opens its game.
    const chart = form.getByRole("group", { name: /results by margin, / });
    await expect(chart).toBeVisible();
    await expect(form.getByText(/^(Won|Lost) /)).toBeVisible();
    await expect(form.getByText(/^Last (five|\d): won \d, lost \d/)).toBeVisible();
    const titles = await chart.locator("rect title").allTextContents();
    expect(titles.length).toBeGreaterThan(0);
    for (const t of titles) expect(t).toMatch(/: [WL] \d+-\d+ \([+-]?\d+\)$/);
    // The chart's bars match the record shown above it.
    const record = (await page.locator(".team-facts dd").first().textContent())!.trim();
    const [wins, losses] = record.split("-").map(Number);
    expect(titles.filter((t) => /: W /.test(t))).toHaveLength(wins!);
    expect(titles.filter((t) => /: L /.test(t))).toHaveLength(losses!);
    const bars = chart.getByRole("link");
    await expect(bars).toHaveCount(titles.length);
    await expect(chart.locator("rect.chart-bar-win")).toHaveCount(wins!);
    await expect(chart.locator("rect.chart-bar-loss")).toHaveCount(losses!);
    await expectNoSidewaysScroll(page);
    // Under each bar its opponent's abbreviation, the one its title names.
    const lastTitle = titles.at(-1)!;
    await expect(chart.locator("text.chart-x-label").last()).toHaveText(
      /vs (\S+):/.exec(lastTitle)![1]!,
    );
    const last = bars.last();
    await expect(last).toHaveAccessibleName(lastTitle);
    await last.click();
    await expect(page).toHaveURL(/\/games\/[a-z0-9]+$/);
    await page.context().close();

    await withScript.goto("/teams/shamrocks");
    await expectAccessible(withScript);
  });
});
