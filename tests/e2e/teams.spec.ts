import { expect, test } from "./fixtures";
import { TEAM_SEEDS } from "../../app/demo/content/teams";
import { expectAccessible } from "./support";

test.describe("teams", () => {
  test("/teams lists the 16 teams of the season, West then East", async ({ page }) => {
    await page.goto("/teams");
    await expect(page.getByRole("heading", { level: 1, name: "Teams" })).toBeVisible();
    // (An admin journey may add a team that plays no season: it is listed apart, after these.)
    const headings = page.getByRole("heading", { level: 2 });
    await expect(headings.nth(0)).toHaveText("Western Conference");
    await expect(headings.nth(1)).toHaveText("Eastern Conference");
    const links = page
      .locator("section", { has: page.locator("h2", { hasText: / Conference$/ }) })
      .locator('a[href^="/teams/"]');
    await expect(links).toHaveCount(16);
    // Each tile shows a record like 5-3.
    for (const text of await links.allTextContents()) expect(text).toMatch(/\d+-\d+$/);
    await expectAccessible(page);
  });

  test("team page → roster by jersey number with the captain → Who Do You Play For? → back", async ({
    page,
  }) => {
    // Three pages, each with an axe scan: slow on a busy machine.
    test.slow();
    await page.goto("/teams");
    await page.getByRole("link", { name: /Shamrocks/ }).click();
    await expect(page).toHaveURL(/\/teams\/shamrocks$/);
    await expect(page.getByRole("heading", { level: 1, name: "Shamrocks" })).toBeVisible();
    await expect(page.getByText(/^\d+-\d+$/).first()).toBeVisible();
    await expect(page.getByText("Eastern Conference")).toBeVisible();

    const roster = page.getByRole("table", { name: /Shamrocks roster/ });
    const rows = roster.locator("tbody tr");
    expect(await rows.count()).toBeGreaterThanOrEqual(10);
    const numbers = (await roster.locator("tbody td.team-roster-number").allTextContents()).map(
      Number,
    );
    expect(numbers).toEqual([...numbers].sort((a, b) => a - b));
    // Exactly one captain, marked in words.
    await expect(roster.getByText("Captain", { exact: true })).toHaveCount(1);
    await expect(rows.first().locator('a[href^="/players/"]')).toBeVisible();

    await expect(page.getByRole("heading", { name: "Last game" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Next game" })).toBeVisible();
    await expect(page.locator('main a[href^="/games/"]')).toHaveCount(2);
    await expect(page.getByRole("link", { name: "All Team Games" })).toHaveAttribute(
      "href",
      "/schedule/teams/shamrocks",
    );
    await expectAccessible(page);

    await page.getByRole("link", { name: "Who Do You Play For?" }).click();
    await expect(page).toHaveURL(/\/who-do-you-play-for\/shamrocks$/);
    await expect(page.getByRole("heading", { level: 1, name: "Shamrocks" })).toBeVisible();
    const bio = TEAM_SEEDS.find((t) => t.id === "shamrocks")!.bio;
    for (const paragraph of bio) await expect(page.getByText(paragraph)).toBeVisible();
    await expectAccessible(page);

    await page.getByRole("link", { name: /Back to the Shamrocks/ }).click();
    await expect(page).toHaveURL(/\/teams\/shamrocks$/);
    await expect(page.getByRole("heading", { level: 1, name: "Shamrocks" })).toBeVisible();
  });

  test("the team's Subscribe link is a calendar feed", async ({ page }) => {
    await page.goto("/teams/friars");
    const href = await page.getByRole("link", { name: /Subscribe/ }).getAttribute("href");
    expect(href).toBe("/calendar/teams/friars.ics");
    const response = await page.request.get(href!);
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toBe("text/calendar; charset=utf-8");
    const body = await response.text();
    expect(body).toContain("BEGIN:VCALENDAR");
    expect(body).toContain("DTSTART;TZID=America/New_York:");
    expect(body.match(/BEGIN:VEVENT/g)!.length).toBeGreaterThan(5);
  });

  test("an unknown team id is a 404 page", async ({ page }) => {
    for (const path of ["/teams/no-such-team", "/who-do-you-play-for/no-such-team"]) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      await expect(page.getByRole("heading", { name: /not found/i })).toBeVisible();
    }
    await expectAccessible(page);
    const feed = await page.request.get("/calendar/teams/no-such-team.ics");
    expect(feed.status()).toBe(404);
  });
});
