// Journeys through all-time records and season pages. The expected tie comes
// from the same deterministic demo league the server generated.
import { expect, test } from "./fixtures";
import { generateDemoLeague } from "../../app/demo/generate";
import { tracksBlocksSteals } from "../../app/domain/games/state";
import { computeAllTimeLeaders, type StatLine } from "../../app/domain/stats/leaders";
import { STAT_KEYS, STAT_LABELS } from "../../app/domain/league";
import { STANDINGS_TIEBREAK_ORDER } from "../../app/domain/stats/standings";
import type { GameStat } from "../../app/domain/types";
import { E2E_NOW, expectAccessible, ANY_SCREEN } from "./support";

/** A 'T' tie in the demo's all-time top 20, if there is one. */
function demoTie() {
  const league = generateDemoLeague({ now: new Date(E2E_NOW) });
  const games = new Map(league.games.map((g) => [g.id, g]));
  const seasons = new Map(league.seasons.map((s) => [s.id, s]));
  const lines: StatLine[] = [];
  for (const s of league.gameStats) {
    const game = games.get(s.gameId)!;
    if (game.status !== "completed") continue;
    const after = seasons.get(game.seasonId)!.blocksStealsAfter ?? null;
    lines.push({
      ...(s as GameStat),
      tracksBlocksSteals: tracksBlocksSteals(game.startsAt, after),
    });
  }
  const leaders = computeAllTimeLeaders(lines);
  for (const stat of STAT_KEYS) {
    const tied = leaders[stat].find((l) => l.label.startsWith("T"));
    if (tied) return tied;
  }
  return null;
}

test.describe("all-time records", () => {
  let tie: ReturnType<typeof demoTie> = null;
  test.beforeAll(() => {
    tie = demoTie();
  });

  test("five stat tables of the top 20, ties marked T, rules printed", async ({ page }) => {
    // The longest page of the site (five tables of 20+ rows): axe needs time on a busy machine.
    test.slow();
    await page.goto("/records");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("All-time records");
    const tables = page.locator("main table");
    await expect(tables).toHaveCount(5);
    for (const stat of STAT_KEYS) {
      const section = page.locator("section", {
        has: page.getByRole("heading", { level: 2, name: STAT_LABELS[stat], exact: true }),
      });
      const rows = section.locator("tbody tr");
      const count = await rows.count();
      expect(count, stat).toBeGreaterThan(0);
      // Up to 20 ranks (a tie at 20th keeps every tied player).
      for (const rank of await section.locator("tbody td.records-rank").allTextContents()) {
        expect(Number(rank.replace(/^T/, "")), stat).toBeLessThanOrEqual(20);
      }
      await expect(rows.first().locator('a[href^="/players/"]')).toBeVisible();
    }
    await expect(page.getByText("T marks a tie.")).toBeVisible();
    await expect(page.getByText(/fewer than 5 games/)).toBeVisible();

    if (tie) {
      const section = page.locator("section", {
        has: page.getByRole("heading", { level: 2, name: STAT_LABELS[tie.stat], exact: true }),
      });
      const row = section.locator("tbody tr", {
        has: page.locator(`a[href="/players/${tie.playerId}"]`),
      });
      await expect(row.locator("td.records-rank")).toHaveText(tie.label);
    }
    await expectAccessible(page);
  });
});

test.describe("seasons", () => {
  test("season list: newest first, current and completed", async ({ page }) => {
    await page.goto("/seasons");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Seasons");
    const list = page.locator("main li");
    await expect(list).toHaveCount(4);
    await expect(list.filter({ hasText: "Season 4" })).toContainText("Current");
    await expect(list.filter({ hasText: "Season 3" })).toContainText("Completed");
    await expectAccessible(page);
    await page.getByRole("link", { name: /Season 3/ }).click();
    await expect(page).toHaveURL(/\/seasons\/3$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Season 3");
  });

  test("season 3: standings, tie-break order, leaders and playoff results", async ({ page }) => {
    await page.goto("/seasons/3");
    const standings = page.locator("section", {
      has: page.getByRole("heading", { name: "Standings", exact: true }),
    });
    await expect(standings.locator("thead th")).toHaveText([
      "TEAM",
      "W",
      "L",
      "PCT",
      "PF",
      "PA",
      "+/-",
      "Strk",
    ]);
    await expect(standings.locator("tbody tr")).toHaveCount(16);
    for (const pct of await standings.locator("tbody td:nth-child(4)").allTextContents()) {
      expect(pct).toMatch(/^(\.\d{3}|1\.000)$/);
    }
    for (const diff of await standings.locator("tbody td:nth-child(7)").allTextContents()) {
      expect(diff).toMatch(/^([+-]\d+|0)$/);
    }
    await expect(standings.getByText(STANDINGS_TIEBREAK_ORDER[0]!)).toBeVisible();

    const leaders = page.locator("section", {
      has: page.getByRole("heading", { name: "Season Leaders" }),
    });
    await expect(leaders.locator('a[href^="/players/"]').first()).toBeVisible();
    await expect(leaders.getByText(/fewer than 5 games/)).toBeVisible();
    await expect(page.getByRole("heading", { name: "Playoff results" })).toBeVisible();
    await expect(page.getByText("Champion")).toBeVisible();
    await expectAccessible(page);
  });

  test("standings toggle between league and conferences (West first)", async ({ page }) => {
    await page.goto("/seasons/3");
    const standings = page.locator("section", {
      has: page.getByRole("heading", { name: "Standings", exact: true }),
    });
    await standings.getByRole("link", { name: "Conference" }).click();
    await expect(page).toHaveURL(/view=conference/);
    await expect(standings.getByRole("heading", { level: 3 })).toHaveText([
      "Western Conference",
      "Eastern Conference",
      "Tie-break order",
    ]);
    await expect(standings.locator("table")).toHaveCount(2);
    for (const table of await standings.locator("table").all()) {
      await expect(table.locator("tbody tr")).toHaveCount(8);
    }
    await expectAccessible(page);
    await standings.getByRole("link", { name: "League" }).click();
    await expect(standings.locator("table")).toHaveCount(1);
  });

  test("the conference view works without JavaScript", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/seasons/3?view=conference");
    await expect(page.locator("main table").first().locator("thead th").first()).toHaveText("TEAM");
    await expect(
      page
        .locator("section", { has: page.getByRole("heading", { name: "Standings", exact: true }) })
        .locator("table"),
    ).toHaveCount(2);
    await context.close();
  });

  test("an unknown season is a 404 page", ANY_SCREEN, async ({ page }) => {
    for (const path of ["/seasons/99", "/seasons/abc", "/seasons/0"]) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      await expect(page.getByRole("heading", { name: /not found/i })).toBeVisible();
    }
    await expectAccessible(page);
  });
});
