import { expect, test } from "./fixtures";
import { TEAM_SEEDS } from "../../app/demo/content/teams";
import { expectAccessible, ANY_SCREEN } from "./support";
import { contrastRatio, MIN_TEXT_CONTRAST } from "../../app/domain/teams/colors";

/** 'rgb(255, 255, 255)' (a computed colour) as '#ffffff'. */
function hexOf(rgb: string): string {
  const parts = rgb.match(/\d+/g)!.slice(0, 3).map(Number);
  return `#${parts.map((c) => c.toString(16).padStart(2, "0")).join("")}`;
}

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
    // Each team's abbreviation sits on its own colour (docs/league-rules.md#team-colours).
    const fills = await links
      .locator(".team-tile-abbr rect")
      .evaluateAll((rects) => rects.map((r) => r.getAttribute("fill")));
    expect(fills).toHaveLength(16);
    expect(new Set(fills).size).toBe(16);
    await expectAccessible(page);
  });

  test("a team's colour: a band on its page with readable text, chips on its cards and in the standings", async ({
    page,
  }) => {
    const color = TEAM_SEEDS.find((t) => t.id === "shamrocks")!.color;
    await page.goto("/teams/shamrocks");
    const band = page.locator(".team-band");
    await expect(band.getByRole("heading", { level: 1, name: "Shamrocks" })).toBeVisible();
    await expect(band.locator("svg.team-color-fill rect")).toHaveAttribute("fill", color);
    // The band fills the heading's box: its colour is what the text sits on.
    const [bandBox, fillBox] = await Promise.all([
      band.boundingBox(),
      band.locator("svg.team-color-fill").boundingBox(),
    ]);
    expect(Math.abs(fillBox!.width - bandBox!.width)).toBeLessThan(1);
    expect(Math.abs(fillBox!.height - bandBox!.height)).toBeLessThan(1);
    // axe cannot read a colour drawn by an SVG (it reports it for review, not as a
    // failure), so the text's contrast on the band is measured here.
    for (const text of [band.getByRole("heading", { level: 1 }), band.locator(".page-kicker")]) {
      const ink = hexOf(await text.evaluate((el) => getComputedStyle(el).color));
      expect(contrastRatio(ink, color)).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
    }
    // Both game cards carry a chip per team, the Shamrocks' among them.
    const chips = page.locator("main .game-card svg.team-chip circle");
    await expect(chips).toHaveCount(4);
    expect(await chips.evaluateAll((cs) => cs.map((c) => c.getAttribute("fill")))).toContain(color);
    await expectAccessible(page);

    await page.goto("/seasons/4");
    const row = page.getByRole("row", { name: /Shamrocks/ }).first();
    await expect(row.locator("svg.team-chip circle")).toHaveAttribute("fill", color);
    await expect(row.getByRole("link", { name: /Shamrocks/ })).toBeVisible();
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
    // The last and next games' cards (the form chart's bars link to their games too).
    await expect(page.locator('main a.game-card[href^="/games/"]')).toHaveCount(2);
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

  test("the team's Subscribe link is a calendar feed", ANY_SCREEN, async ({ page }) => {
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

  test("an unknown team id is a 404 page", ANY_SCREEN, async ({ page }) => {
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
