// Wide tables on a phone (issue "Feels like a sports app on a phone"): the page
// itself never scrolls sideways; a wide table scrolls inside its own box, its
// first column (team, season, player) stays where it is, and 'Swipe for more →'
// shows above the box only while columns are hidden.
import { type Locator, type Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { generateDemoLeague } from "../../app/demo/generate";
import { expectAccessible, E2E_NOW } from "./support";

test.skip(({ isMobile }) => !isMobile, "About a phone's screen");

// The servers' demo league, generated again with their pinned clock: a season-4
// final with stats (not a forfeit) has a box score.
const league = generateDemoLeague({ now: new Date(E2E_NOW) });
const final = league.games.find((g) => {
  const lines = league.gameStats.filter((s) => s.gameId === g.id);
  return (
    g.seasonId === 4 &&
    g.winnerId &&
    lines.some((s) => s.status === "played") &&
    !lines.some((s) => s.status === "forfeit")
  );
})!;

async function expectNoPageScroll(page: Page) {
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
    "the page is no wider than the screen",
  ).toBe(true);
}

/**
 * The box of one table: focusable and named; when its table is wider (or
 * `wide` says it must be), the hint shows, and scrolling the box to its end
 * moves the last column into view but leaves the first column's cells in place.
 */
async function expectScrollBox(box: Locator, wide: boolean) {
  await expect(box).toBeVisible();
  await box.scrollIntoViewIfNeeded();
  await expect(box).toHaveAttribute("tabindex", "0");
  const { scrollWidth, clientWidth } = await box.evaluate((el) => ({
    scrollWidth: el.scrollWidth,
    clientWidth: el.clientWidth,
  }));
  if (wide) expect(scrollWidth, "the table is wider than its box").toBeGreaterThan(clientWidth);
  const hint = box.locator("xpath=..").locator(".table-scroll-hint");
  if (scrollWidth <= clientWidth) {
    await expect(hint).toBeHidden();
    return;
  }
  await expect(hint).toBeVisible();
  await expect(hint).toHaveText("Swipe for more →");

  const row = box.locator("tbody tr").first();
  const first = row.locator(":scope > :first-child");
  const last = row.locator(":scope > :last-child");
  const before = { first: (await first.boundingBox())!, last: (await last.boundingBox())! };
  await box.evaluate((el) => el.scrollTo({ left: el.scrollWidth, behavior: "instant" }));
  await expect
    .poll(async () => (await last.boundingBox())!.x, { message: "the box scrolled" })
    .toBeLessThan(before.last.x);
  const after = (await first.boundingBox())!;
  expect(Math.round(after.x), "the first column stays in place").toBe(Math.round(before.first.x));
  // The last column is now inside the box, not cut at its edge.
  const boxRight = (await box.boundingBox())!;
  const lastAfter = (await last.boundingBox())!;
  expect(lastAfter.x + lastAfter.width).toBeLessThanOrEqual(boxRight.x + boxRight.width + 1);
}

test.describe("wide tables on a phone", () => {
  test("season standings: abbreviations, the page does not scroll sideways", async ({ page }) => {
    await page.goto("/seasons/4");
    const standings = page.locator("section", {
      has: page.getByRole("heading", { name: "Standings", exact: true }),
    });
    const box = standings.locator(".table-scroll").first();
    await expectNoPageScroll(page);
    await expectScrollBox(box, false);
    // Every column the standings have is there, TEAM to Strk.
    await expect(box.locator("thead th")).toHaveText([
      "TEAM",
      "W",
      "L",
      "PCT",
      "PF",
      "PA",
      "+/-",
      "Strk",
    ]);
    // On a phone a team is its abbreviation, on one line; its link is still named in full.
    const href = await box.locator('tbody a[href^="/teams/"]').first().getAttribute("href");
    const team = league.teams.find((t) => `/teams/${t.id}` === href)!;
    const link = box.locator(`a[href="${href}"]`);
    await expect(link.locator(".team-name-short")).toHaveText(team.abbreviation);
    await expect(link.locator(".team-name-short")).toBeVisible();
    await expect(link).toHaveAttribute("title", team.name);
    await expect(box.getByRole("link", { name: team.name, exact: true })).toHaveCount(1);
    const cell = box.locator("tbody th").filter({ has: page.locator(`a[href="${href}"]`) });
    const lineHeight = await cell.evaluate((el) => parseFloat(getComputedStyle(el).lineHeight));
    expect((await cell.boundingBox())!.height).toBeLessThan(lineHeight * 2 + 16);
    await expectAccessible(page);
  });

  test("a game's box score and a player's averages scroll in their boxes", async ({ page }) => {
    // Two pages and two axe scans: give it room when the machine is busy.
    test.slow();
    await page.goto(`/games/${final.id}`);
    const boxScores = page.locator(".box-score .table-scroll");
    await expect(boxScores).toHaveCount(2);
    await expectNoPageScroll(page);
    await expectScrollBox(boxScores.first(), false);
    await expectAccessible(page);

    const player = await boxScores
      .first()
      .locator('tbody tr:not(.not-played) a[href^="/players/"]')
      .first()
      .getAttribute("href");
    await page.goto(player!);
    await expectNoPageScroll(page);
    // The table's own scrolling box (the section around it is "Season averages").
    const averages = page.getByRole("region", { name: "Averages by season", exact: true });
    // Season, Team(s), GP and five per-game stats do not fit a phone.
    await expectScrollBox(averages, true);
    // Scrolled to its end: the last column (SPG) is in view.
    await expect(averages.getByRole("columnheader", { name: "SPG" })).toBeInViewport();
    await expectAccessible(page);
  });

  test("the draft's player table scrolls in its box", async ({ page }) => {
    test.slow();
    await page.goto("/draft");
    await expectNoPageScroll(page);
    await expectScrollBox(page.getByRole("region", { name: "Players to draft" }), false);
    await expectAccessible(page);
  });
});
