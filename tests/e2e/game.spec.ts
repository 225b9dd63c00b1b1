import { type Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { generateDemoLeague, type DemoLeague } from "../../app/demo/generate";
import { expectAccessible, E2E_NOW, PLAYOFFS_URL, ANY_SCREEN } from "./support";

// The demo league is deterministic: generating it with the servers' pinned
// clock gives the same games (and ids) the servers hold.
const now = new Date(E2E_NOW);
const season = generateDemoLeague({ now });
const playoffs = generateDemoLeague({ now, phase: "playoffs" });

type GameRow = DemoLeague["games"][number];
const linesOf = (league: DemoLeague, g: GameRow) =>
  league.gameStats.filter((s) => s.gameId === g.id);
const isFinal = (league: DemoLeague) => (g: GameRow) =>
  g.winnerId !== null &&
  g.winnerId !== undefined &&
  linesOf(league, g).some((s) => s.status === "played") &&
  !linesOf(league, g).some((s) => s.status === "forfeit");
const teamName = (id: string | null | undefined) => season.teams.find((t) => t.id === id)!.name;

const finalIds = new Set(season.games.filter(isFinal(season)).map((g) => g.id));
const season1Final = season.games.find((g) => g.seasonId === 1 && isFinal(season)(g))!;
const forfeit = season.games.find((g) => linesOf(season, g).some((s) => s.status === "forfeit"))!;
const noStats = season.games.find(
  (g) => g.winnerId && linesOf(season, g).every((s) => s.status === "no-stats"),
)!;
const postponed = season.games.find((g) => g.status === "postponed")!;
const upcoming = season.games.find(
  (g) => g.seasonId === 4 && g.status === "scheduled" && g.startsAt! > now,
)!;
const tbdPlayoff = playoffs.games.find(
  (g) => g.type === "playoff" && !g.homeTeamId && !g.awayTeamId,
)!;

async function statHeaders(page: Page) {
  return page.locator(".box-score").first().locator("thead th").allTextContents();
}

test.describe("game page", () => {
  test("a final from Recent Scores: score, leaders, box score, then a player", async ({ page }) => {
    // Three pages and two axe scans: give it room when the machine is busy.
    test.slow();
    await page.goto("/");
    const recent = page.locator("section", {
      has: page.getByRole("heading", { name: "Recent Scores" }),
    });
    const hrefs = await recent
      .locator('a[href^="/games/"]')
      .evaluateAll((links) => links.map((a) => a.getAttribute("href")!));
    const href = hrefs.find((h) => finalIds.has(h.replace("/games/", "")));
    expect(href, "a final game among Recent Scores").toBeTruthy();
    await expectAccessible(page);
    await recent.locator(`a[href="${href}"]`).click();
    await expect(page).toHaveURL(href!);

    const game = season.games.find((g) => `/games/${g.id}` === href)!;
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      `${teamName(game.awayTeamId)} at ${teamName(game.homeTeamId)}`,
    );
    await expect(page.locator(".game-side-score")).toHaveText([
      `Score ${game.awayScore}`,
      `Score ${game.homeScore}`,
    ]);
    await expect(page.locator(".game-side.winner")).toContainText(teamName(game.winnerId));
    // The recap opens the final, above the leaders, and is the link preview's description.
    const recap = page.getByRole("region", { name: "Recap" });
    await expect(recap.locator("p")).toHaveText(new RegExp(`^The ${teamName(game.winnerId)} `));
    const recapText = (await recap.locator("p").textContent())!;
    for (const name of ["description", "og:description"]) {
      const attr = name.startsWith("og:") ? "property" : "name";
      const content = await page.locator(`meta[${attr}="${name}"]`).getAttribute("content");
      expect(content!.length).toBeLessThanOrEqual(200);
      expect(recapText.startsWith(content!.replace(/…$/, ""))).toBe(true);
    }
    await expect(page.getByRole("heading", { name: "Game Leaders" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Points", level: 3 })).toBeVisible();

    // One box score per team; each Totals row adds up to the team's score.
    const boxes = page.getByRole("region", { name: /box score$/ });
    await expect(boxes).toHaveCount(2);
    for (const [i, score] of [game.awayScore, game.homeScore].entries()) {
      const totals = boxes.nth(i).locator("tfoot tr");
      await expect(totals.locator("th")).toHaveText("Totals");
      await expect(totals.locator("td").nth(1)).toHaveText(String(score));
    }
    expect(await statHeaders(page)).toEqual(["Player", "#", "PTS", "REB", "AST", "BLK", "STL"]);
    await expect(page.getByRole("link", { name: "Sign in to comment" })).toHaveAttribute(
      "href",
      `/login?redirect=${href}`,
    );
    await expect(page.getByRole("link", { name: "All Games" })).toHaveAttribute(
      "href",
      "/schedule",
    );
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute(
      "content",
      new RegExp(`^${teamName(game.winnerId)} \\d+, .+ \\d+ — Final$`),
    );
    await expectAccessible(page);

    const player = boxes.first().locator('tbody a[href^="/players/"]').first();
    const playerHref = await player.getAttribute("href");
    await player.click();
    await expect(page).toHaveURL(playerHref!);
  });

  test("a season-1 game has no blocks or steals columns", async ({ page }) => {
    await page.goto(`/games/${season1Final.id}`);
    expect(await statHeaders(page)).toEqual(["Player", "#", "PTS", "REB", "AST"]);
    await expect(page.getByRole("heading", { name: "Blocks" })).toHaveCount(0);
    await expect(page.locator(".box-score-status").first()).toHaveText("DNP");
    await expectAccessible(page);
  });

  test("a forfeit names the team that forfeited", async ({ page }) => {
    await page.goto(`/games/${forfeit.id}`);
    const loser = forfeit.winnerId === forfeit.homeTeamId ? forfeit.awayTeamId : forfeit.homeTeamId;
    await expect(page.getByRole("heading", { name: "Game Forfeited" })).toBeVisible();
    await expect(page.getByText(`This game was forfeited by ${teamName(loser)}.`)).toBeVisible();
    await expect(page.getByRole("table")).toHaveCount(0);
    await expect(page.getByRole("heading", { name: "Recap" })).toHaveCount(0);
    await expectAccessible(page);
  });

  test("a game without stats says so and keeps the score", async ({ page }) => {
    await page.goto(`/games/${noStats.id}`);
    await expect(page.getByRole("heading", { name: "No Stats" })).toBeVisible();
    await expect(
      page.getByText(
        "There were either no stats collected for this game or they are pending scorebook entry.",
        { exact: true },
      ),
    ).toBeVisible();
    await expect(page.locator(".game-side-score")).toHaveText([
      `Score ${noStats.awayScore}`,
      `Score ${noStats.homeScore}`,
    ]);
    await expectAccessible(page);
  });

  test("a postponed game shows 'Postponed' and its day", async ({ page }) => {
    await page.goto(`/games/${postponed.id}`);
    await expect(page.locator(".game-status")).toContainText("Postponed");
    await expect(page.locator(".game-status")).toContainText(/[A-Z][a-z]{2}, [A-Z][a-z]{2} \d+/);
    await expect(page.getByRole("heading", { name: "Comments" })).toHaveCount(0);
    await expectAccessible(page);
  });

  test("a game to come: records, when and where, and both teams' leaders", async ({ page }) => {
    await page.goto(`/games/${upcoming.id}`);
    await expect(page.locator(".game-side-record")).toHaveText([
      /^Record \d+-\d+$/,
      /^Record \d+-\d+$/,
    ]);
    const facts = page.locator(".game-facts");
    await expect(facts).toContainText(/(Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)day, \w+ \d+, \d{4}/);
    await expect(facts).toContainText(/\d{1,2}:\d{2} (AM|PM)/);
    const leaders = page.locator("section", {
      has: page.getByRole("heading", { name: "Team Leaders" }),
    });
    await expect(
      leaders.getByRole("heading", { name: "This season: points per game" }),
    ).toBeVisible();
    await expect(leaders.getByRole("heading", { name: "All-time: points per game" })).toBeVisible();
    await expect(leaders.getByRole("heading", { level: 4 })).toHaveText([
      teamName(upcoming.awayTeamId),
      teamName(upcoming.homeTeamId),
      teamName(upcoming.awayTeamId),
      teamName(upcoming.homeTeamId),
    ]);
    await expectAccessible(page);
    await leaders.getByRole("link", { name: "RPG" }).click();
    await expect(page).toHaveURL(/stat=rebounds/);
    await expect(
      leaders.getByRole("heading", { name: "This season: rebounds per game" }),
    ).toBeVisible();
  });

  test("the leader switch works without JavaScript", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`/games/${upcoming.id}?stat=assists`);
    await expect(page.getByRole("heading", { name: "All-time: assists per game" })).toBeVisible();
    await context.close();
  });

  test("a playoff game waiting for its teams shows placeholders and the bracket link", async ({
    page,
  }) => {
    await page.goto(`${PLAYOFFS_URL}/games/${tbdPlayoff.id}`);
    await expect(page.locator(".game-side-name")).toHaveText([
      tbdPlayoff.awayPlaceholder ?? "TBD",
      tbdPlayoff.homePlaceholder ?? "TBD",
    ]);
    const back = page.getByRole("link", { name: "Back to the bracket" });
    await expect(back).toHaveAttribute("href", `/?round=${tbdPlayoff.playoffRound}`);
    await expectAccessible(page);
    await back.click();
    await expect(page).toHaveURL(`${PLAYOFFS_URL}/?round=${tbdPlayoff.playoffRound}`);
  });

  test("an unknown game is a 404 page", ANY_SCREEN, async ({ page }) => {
    const response = await page.goto("/games/no-such-game");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
    await expectAccessible(page);
  });
});
