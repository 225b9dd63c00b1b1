// Journeys through player pages: from a home-page leader to his career and
// game logs, the default /players page, and unknown ids.
import { expect, test } from "./fixtures";
import { expectNoRouter } from "./page-scripts";
import { expectAccessible, ANY_SCREEN } from "./support";

test.describe("player page", () => {
  test("home leader → his player page with averages, career row and game logs", async ({
    page,
  }) => {
    await page.goto("/");
    const leaders = page.locator("section", {
      has: page.getByRole("heading", { name: "Season Leaders" }),
    });
    const leader = leaders.locator('a[href^="/players/"]').first();
    const name = (await leader.textContent())!.trim();
    await leader.click();

    await expect(page).toHaveURL(/\/players\/[A-Za-z0-9_-]+$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
    await expect(page).toHaveTitle(new RegExp(`^${name} \\|`));
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      "content",
      new RegExp(`^${name}`),
    );
    await expect(page.locator('main a[href^="/teams/"]').first()).toBeVisible();

    // Per-season averages and the career row.
    const averages = page.getByRole("region", { name: "Season averages" });
    await expect(averages.locator("thead th")).toHaveText([
      "Season",
      "Team(s)",
      "GP",
      "PPG",
      "RPG",
      "APG",
      "BPG",
      "SPG",
    ]);
    expect(await averages.locator("tbody tr").count()).toBeGreaterThan(0);
    const career = page.getByTestId("career-row");
    await expect(career.locator("th")).toHaveText(/^all/);
    await expect(career.locator("td").nth(1)).toHaveText(/^\d+$/);
    await expect(career.locator("td").nth(2)).toHaveText(/^\d+\.\d$/);

    // 'All Games': the newest season is open, older ones open on demand.
    const allGames = page.locator("section", {
      has: page.getByRole("heading", { name: "All Games" }),
    });
    const seasons = allGames.locator("details");
    expect(await seasons.count()).toBeGreaterThan(1);
    await expect(seasons.first()).toHaveAttribute("open", "");
    await expect(seasons.nth(1)).not.toHaveAttribute("open", "");
    await expectAccessible(page);
  });

  test("'All Games': open a past season (its island loads it) and follow a game link", async ({
    page,
  }) => {
    await page.goto("/players");
    const allGames = page.locator("section", {
      has: page.getByRole("heading", { name: "All Games" }),
    });
    const older = allGames.locator("details").nth(1);
    await expect(older).not.toHaveAttribute("open", "");
    // Its rows held back a moment: the season says it is loading them.
    let answer!: () => void;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    await page.route(/\/players\/[\w-]+\?games=\d+$/, async (route) => {
      await answered;
      await route.continue();
    });
    await older.locator("summary").click();
    await expect(older).toHaveAttribute("open", "");
    await expect(older.getByRole("status")).toHaveText("Loading games…");
    answer();
    // The rows the island put in are the server's own table for the season.
    await expect(older.getByRole("region", { name: /^Games of season \d+$/ })).toBeVisible();
    const gameLink = older.locator('tbody a[href^="/games/"]').first();
    await expect(gameLink).toBeVisible();
    await expect(gameLink).toHaveText(/^(vs|@) \S+$/);
    const result = older.locator("tbody tr").first().locator("td").nth(1);
    // His team's result and score on every row; a row without numbers says why.
    await expect(result).toHaveText(/^[WL] \d+-\d+( · (Forfeit|No stats|DNP))?$/);
    const href = (await gameLink.getAttribute("href"))!;
    expect((await page.request.get(href)).status()).toBe(200);
    await expectNoRouter(page);
    await gameLink.click();
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    const heading = page.getByRole("heading", { level: 1 });
    await expect(heading).toBeVisible();
    await expect(heading).not.toHaveText(/not found|unexpected/i);
  });

  test("a season opened before the page's island ran loads its games once it runs", async ({
    page,
  }) => {
    // Hold the page's islands: the page is painted and readable, as served.
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/.+\.js$/, async (route) => {
      await released;
      await route.continue();
    });
    // Module scripts hold DOMContentLoaded back: the page is there before it.
    await page.goto("/players", { waitUntil: "commit" });
    const older = page
      .locator("section", { has: page.getByRole("heading", { name: "All Games" }) })
      .locator("details")
      .nth(1);
    await older.locator("summary").click();
    await expect(older).toHaveAttribute("open", "");
    // Until then the season offers its no-JavaScript link.
    await expect(older.getByRole("link", { name: /^Show the games of season/ })).toBeVisible();
    release();
    await expect(older.locator('tbody a[href^="/games/"]').first()).toBeVisible({
      timeout: 20_000,
    });
  });

  test("/players shows the current points leader's page in place", async ({ page }) => {
    const response = await page.goto("/players");
    expect(response?.status()).toBe(200);
    await expect(page).toHaveURL(/\/players$/);
    const name = (await page.getByRole("heading", { level: 1 }).textContent())!.trim();
    await expect(page.getByText(`Showing ${name}.`)).toBeVisible();
    await expect(page.getByTestId("career-row")).toBeVisible();
    await expectAccessible(page);

    // The same player leads the home page's points table.
    await page.goto("/?stat=points");
    const leaders = page.locator("section", {
      has: page.getByRole("heading", { name: "Season Leaders" }),
    });
    await expect(leaders.locator('a[href^="/players/"]').first()).toHaveText(name);
  });

  test("the game logs open without JavaScript", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/players");
    const older = page.locator("details").nth(1);
    await older.locator("summary").click();
    // The page sends the newest season's rows only; a link opens another season.
    await older.getByRole("link", { name: /^Show the games of season \d+$/ }).click();
    await expect(page).toHaveURL(/\?games=\d+#games-\d+$/);
    const opened = page.locator("details[open]");
    await expect(opened).toHaveCount(1);
    await expect(opened.locator('a[href^="/games/"]').first()).toBeVisible();
    await context.close();
  });

  test("an unknown player id is a 404 page", ANY_SCREEN, async ({ page }) => {
    for (const path of ["/players/no-such-player", "/players/%3Cscript%3E"]) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      await expect(page.getByRole("heading", { name: /not found/i })).toBeVisible();
    }
    await expectAccessible(page);
  });
});
