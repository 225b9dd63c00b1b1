import { expect, test } from "./fixtures";
import { expectAccessible, ANY_SCREEN } from "./support";

test.describe("home page", () => {
  test("shows the season from real data with working links", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByRole("link", { name: /mass times/i })).toBeVisible();
    await expect(page.locator('main a[href="/our-story"]')).toBeVisible();
    await expect(page.locator('main a[href="/prayer-intentions/new"]')).toBeVisible();

    // Sunday noon: the weekend's results (four games a day) under their days, today first.
    const recent = page.locator("section", {
      has: page.getByRole("heading", { name: "Recent Scores" }),
    });
    await expect(recent.getByRole("heading", { level: 3 })).toHaveText([
      "Sunday, November 22",
      "Saturday, November 21",
    ]);
    for (const day of await recent.locator(".game-day").all()) {
      await expect(day.locator('a[href^="/games/"]')).toHaveCount(4);
    }

    const upcoming = page.locator("section", {
      has: page.getByRole("heading", { name: "Upcoming Games" }),
    });
    await expect(upcoming.getByRole("heading", { level: 3 }).first()).toHaveText(
      "Monday, November 23",
    );
    await expect(upcoming.locator('a[href^="/games/"]').first()).toBeVisible();
    await expect(upcoming.getByRole("link", { name: /schedule/i })).toHaveAttribute(
      "href",
      "/schedule",
    );

    const standings = page.locator("section", {
      has: page.getByRole("heading", { name: "Standings" }),
    });
    await expect(standings.locator("tbody tr")).toHaveCount(16);
    await expect(standings.locator('tbody a[href^="/teams/"]')).toHaveCount(16);
    // Win percentages have three decimals and no leading zero.
    for (const pct of await standings.locator("tbody tr td:nth-child(4)").allTextContents()) {
      expect(pct).toMatch(/^(\.\d{3}|1\.000)$/);
    }

    const leaders = page.locator("section", {
      has: page.getByRole("heading", { name: "Season Leaders" }),
    });
    await expect(leaders.locator('a[href^="/players/"]').first()).toBeVisible();
    await expect(leaders.getByRole("link", { name: /records/i })).toHaveAttribute(
      "href",
      "/records",
    );

    // The playoffs only show once the regular season is over.
    await expect(page.getByTestId("playoff-bracket")).toHaveCount(0);
    // Nothing is wider than the screen, on a phone too.
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
    ).toBe(true);
    await expectAccessible(page);
  });

  test("standings toggle between league and conferences (West first)", async ({ page }) => {
    await page.goto("/");
    const standings = page.locator("section", {
      has: page.getByRole("heading", { name: "Standings" }),
    });
    await standings.getByRole("link", { name: "Conference" }).click();
    await expect(page).toHaveURL(/standings=conference/);
    const groups = standings.getByRole("heading", { level: 3 });
    await expect(groups).toHaveText(["Western Conference", "Eastern Conference"]);
    await expect(standings.locator("table")).toHaveCount(2);
    for (const table of await standings.locator("table").all()) {
      await expect(table.locator("tbody tr")).toHaveCount(8);
    }
    await expectAccessible(page);
    await standings.getByRole("link", { name: "League" }).click();
    await expect(standings.locator("table")).toHaveCount(1);
    await expect(standings.locator("tbody tr")).toHaveCount(16);
  });

  test("the standings toggle works without JavaScript", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/?standings=conference");
    await expect(page.locator("table")).toHaveCount(2);
    await context.close();
  });
});

test.describe("not found", () => {
  test(
    "unknown routes and malformed ids give a 404 page, never a 500",
    ANY_SCREEN,
    async ({ page }) => {
      const paths = [
        "/no-such-page",
        "/games/%3Cscript%3E",
        "/games/%E0%A4%A",
        "/teams/../../etc",
        "/games/1/2/3",
      ];
      for (const path of paths) {
        const response = await page.goto(path);
        expect(response?.status(), path).toBe(404);
        await expect(page.getByRole("heading", { name: /not found/i })).toBeVisible();
      }
      await expectAccessible(page);
    },
  );
});
