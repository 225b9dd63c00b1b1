import { type Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { expectNoRouter } from "./page-scripts";
import { expectAccessible, ANY_SCREEN } from "./support";

const teamSelect = (page: Page) => page.getByRole("combobox", { name: "Team" });

test.describe("schedule", () => {
  test("shows upcoming games and results, and filters by team with the dropdown", async ({
    page,
  }) => {
    // Two axe scans of a whole season's schedule: slow on a busy machine.
    test.slow();
    await page.goto("/schedule");
    await expect(page.getByRole("heading", { level: 1, name: "Schedule" })).toBeVisible();
    const upcoming = page.locator("section", {
      has: page.getByRole("heading", { name: "Upcoming" }),
    });
    const results = page.locator("section", {
      has: page.getByRole("heading", { name: "Results" }),
    });
    await expect(upcoming.locator('a[href^="/games/"]').first()).toBeVisible();
    // The open month's (a folded month's cards are hidden).
    await expect(results.locator('details[open] a[href^="/games/"]').first()).toBeVisible();
    await expect(teamSelect(page).locator("option").first()).toHaveText("Select a team");
    await expectAccessible(page);

    // The page does not hydrate: its enhance island makes choosing a team go
    // there at once (the button hides once it has run).
    await expectNoRouter(page);
    await expect(page.getByRole("button", { name: "Show" })).toBeHidden();
    await teamSelect(page).selectOption({ label: "Friars" });
    await expect(page).toHaveURL(/\/schedule\/teams\/friars$/);
    await expect(page.getByRole("heading", { level: 1, name: "Friars Schedule" })).toBeVisible();
    await expect(page.getByText(/^Record \d+-\d+/)).toBeVisible();
    await expect(teamSelect(page)).toHaveValue("friars");
    for (const card of await upcoming.locator('a[href^="/games/"]').all()) {
      await expect(card).toContainText("Friars");
    }
    await expectAccessible(page);

    // Back shows the whole schedule and its own choice, not the pick that
    // left it (which the island would follow again: a page loaded anew, the
    // browser restores a form's values).
    await page.goBack();
    await expect(page).toHaveURL(/\/schedule$/);
    await expect(page.getByRole("button", { name: "Show" })).toBeHidden();
    await expect(teamSelect(page)).toHaveValue("");

    await page.goForward();
    await expect(page).toHaveURL(/\/schedule\/teams\/friars$/);
    await page.getByRole("link", { name: "All Games" }).click();
    await expect(page).toHaveURL(/\/schedule$/);
    await expect(page.getByRole("heading", { level: 1, name: "Schedule" })).toBeVisible();
    await expect(teamSelect(page)).toHaveValue("");
  });

  test("Results and Upcoming jump to their sections: the latest results and the next games, by day", async ({
    page,
  }) => {
    await page.goto("/schedule");
    const jump = page.getByRole("navigation", { name: "Jump to" });
    await expect(jump.getByRole("link")).toHaveText(["Results", "Upcoming"]);
    const results = page.locator("section#results");
    const upcoming = page.locator("section#upcoming");

    // November opens, its latest day on top. The postponed December game is
    // still to be played: under Upcoming, last, its date to come (issue 41).
    const open = results.locator("details.schedule-month[open]");
    await expect(open).toHaveCount(1);
    await expect(open.locator(".schedule-month-label")).toHaveText("November 2026");
    await expect(open.getByRole("heading", { level: 3 }).first()).toHaveText("Sunday, November 22");
    await expect(results.getByText("Postponed")).toHaveCount(0);
    await expect(
      results.locator("details.schedule-month", { hasText: "December 2026" }),
    ).toHaveCount(0);
    const days = upcoming.getByRole("heading", { level: 3 });
    await expect(days.first()).toHaveText("Monday, November 23");
    await expect(days.last()).toHaveText("Date to come");
    const postponed = upcoming.locator(".game-day").last().getByRole("link");
    await expect(postponed).toHaveCount(1);
    await expect(postponed.locator(".game-card-meta")).toHaveText(/^Postponed\s*Date to come$/);
    await expect(postponed).toContainText(/Was \w{3}, Dec \d+/);
    await expect(postponed).toHaveAccessibleName(
      /, Postponed, date to come \(was \w{3}, Dec \d+\)$/,
    );

    await jump.getByRole("link", { name: "Upcoming", exact: true }).click();
    await expect(page).toHaveURL(/\/schedule#upcoming$/);
    await expect(upcoming.getByRole("heading", { level: 2 })).toBeInViewport();
    await expect(upcoming.getByRole("heading", { level: 3 }).first()).toBeInViewport();
    await jump.getByRole("link", { name: "Results", exact: true }).click();
    await expect(page).toHaveURL(/\/schedule#results$/);
    await expect(results.getByRole("heading", { level: 2 })).toBeInViewport();

    // Nothing is wider than the screen, on a phone too.
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
    ).toBe(true);
  });

  test("the Upcoming and Results links jump without JavaScript", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/schedule");
    const jump = page.getByRole("navigation", { name: "Jump to" });
    await jump.getByRole("link", { name: "Upcoming", exact: true }).click();
    await expect(page).toHaveURL(/\/schedule#upcoming$/);
    await expect(page.getByRole("heading", { level: 2, name: "Upcoming" })).toBeInViewport();
    await jump.getByRole("link", { name: "Results", exact: true }).click();
    await expect(page).toHaveURL(/\/schedule#results$/);
    await expect(page.getByRole("heading", { level: 2, name: "Results" })).toBeInViewport();
    await context.close();
  });

  test("the team dropdown works without JavaScript", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/schedule/seasons/2");
    await teamSelect(page).selectOption({ label: "Saints" });
    await page.getByRole("button", { name: "Show" }).click();
    await expect(page).toHaveURL(/\/schedule\/seasons\/2\/teams\/saints$/);
    await expect(page.getByText(/^Record \d+-\d+/)).toBeVisible();
    await page.getByRole("link", { name: "All Games" }).click();
    await expect(page).toHaveURL(/\/schedule\/seasons\/2$/);
    await context.close();
  });

  test("a finished season has nothing upcoming", async ({ page }) => {
    await page.goto("/schedule");
    await page
      .getByRole("navigation", { name: "Seasons" })
      .getByRole("link", { name: "Season 1" })
      .click();
    await expect(page).toHaveURL(/\/schedule\/seasons\/1$/);
    await expect(page.getByText("No upcoming games this week", { exact: true })).toBeVisible();
    const results = page.locator("section", {
      has: page.getByRole("heading", { name: "Results" }),
    });
    // The open month's (a folded month's cards are hidden).
    await expect(results.locator('details[open] a[href^="/games/"]').first()).toBeVisible();
    await expectAccessible(page);
  });

  test(
    "Subscribe links are calendar feeds: the league's, or the team's",
    ANY_SCREEN,
    async ({ page }) => {
      for (const [path, feed] of [
        ["/schedule", "/calendar/league.ics"],
        ["/schedule/teams/saints", "/calendar/teams/saints.ics"],
      ] as const) {
        await page.goto(path);
        const link = page.getByRole("link", { name: /Subscribe/ });
        await expect(link).toHaveAttribute("href", feed);
        const response = await page.request.get(feed);
        expect(response.headers()["content-type"]).toBe("text/calendar; charset=utf-8");
        expect(response.headers()["cache-control"]).toMatch(/max-age/);
        expect(await response.text()).toMatch(/BEGIN:VEVENT[\s\S]*TZID=America\/New_York/);
      }
    },
  );

  test("unknown seasons and teams are 404 pages", ANY_SCREEN, async ({ page }) => {
    for (const path of [
      "/schedule/seasons/99",
      "/schedule/teams/no-such-team",
      "/schedule/seasons/1/teams/no-such-team",
      "/schedule/seasons/abc",
    ]) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
    }
    await expect(page.getByRole("heading", { name: /not found/i })).toBeVisible();
  });
});
