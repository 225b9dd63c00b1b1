// Issue 33: a game's flow, read with JavaScript off on a phone. A parent opens
// last night's game from Recent Scores: the score, then the flow (found by its
// name), its words under it; it fits the phone without sideways scrolling and
// axe passes. A game that was not scored live shows no chart at all.
import { devices, type Browser, type Page } from "@playwright/test";
import { generateDemoLeague } from "../../app/demo/generate";
import { expect, test } from "./fixtures";
import { E2E_NOW, expectAccessible } from "./support";

test.use({ javaScriptEnabled: false });

// The servers' demo league, generated with the same pinned clock: which games were scored live.
const league = generateDemoLeague({ now: new Date(E2E_NOW) });
const scoredLive = new Set(league.liveEvents.map((e) => e.gameId));
const notLive = league.games.find(
  (g) =>
    g.seasonId === 3 &&
    g.status === "completed" &&
    league.gameStats.some((s) => s.gameId === g.id && s.status === "played"),
)!;

/** axe runs as a script: it checks the same address on the same phone with JavaScript on. */
async function expectAccessibleWithAxe(browser: Browser, url: string) {
  const { defaultBrowserType: _type, ...pixel } = devices["Pixel 7"];
  // Contexts made in a test take its options (test.use above): turn scripts back on.
  const context = await browser.newContext({ ...pixel, javaScriptEnabled: true });
  try {
    const page = await context.newPage();
    await page.goto(url);
    await expectAccessible(page);
  } finally {
    await context.close();
  }
}

async function expectNoSidewaysScroll(page: Page) {
  const [scroll, client] = await page.evaluate(() => [
    document.documentElement.scrollWidth,
    document.documentElement.clientWidth,
  ]);
  expect(scroll).toBeLessThanOrEqual(client);
}

test.describe("a game's flow without JavaScript", () => {
  test("last game day's final from Recent Scores: the flow by its name, in words, on a phone", async ({
    page,
    browser,
  }) => {
    // Two pages and an axe scan of a long page: room when the machine is busy.
    test.slow();
    await page.goto("/");
    const recent = page.locator("section", {
      has: page.getByRole("heading", { name: "Recent Scores" }),
    });
    // The newest day comes first: its first game is last night's (or this morning's).
    const link = recent.locator('a[href^="/games/"]').first();
    const href = (await link.getAttribute("href"))!;
    expect(scoredLive.has(href.replace("/games/", "")), "the latest final was scored live").toBe(
      true,
    );
    await link.click();
    await expect(page).toHaveURL(href);

    const title = (await page.getByRole("heading", { level: 1 }).textContent())!.trim();
    const chart = page.getByRole("img", { name: /Game flow/ });
    await expect(chart).toBeVisible();
    await expect(chart).toHaveAccessibleName(`Game flow: ${title}`);
    // Described by its caption: the biggest leads and the lead changes in words.
    const caption = page.locator(`#${await chart.getAttribute("aria-describedby")}`);
    await expect(caption).toHaveText(
      /^.+ led by as much as \d+ and .+ (by \d+; the lead changed hands (once|twice|\d+ times)|never led)\.$/,
    );
    await expect(chart).toHaveAccessibleDescription((await caption.textContent())!);
    // After the score and the recap, before the leaders and the box score.
    const headings = await page.getByRole("heading", { level: 2 }).allTextContents();
    const at = (name: string) => headings.findIndex((h) => h.trim() === name);
    expect(at("Game Flow")).toBeGreaterThan(at("Recap"));
    expect(at("Game Flow")).toBeLessThan(at("Game Leaders"));
    expect(at("Game Flow")).toBeLessThan(at("Box Score"));
    // The chart is drawn within the phone's width.
    const box = (await chart.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(page.viewportSize()!.width);
    await expectNoSidewaysScroll(page);
    await expectAccessibleWithAxe(browser, page.url());
  });

  test("a game that was not scored live has no flow, and no empty frame", async ({ page }) => {
    await page.goto(`/games/${notLive.id}`);
    await expect(page.getByRole("heading", { name: "Box Score" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Game Flow" })).toHaveCount(0);
    await expect(page.getByRole("img", { name: /Game flow/ })).toHaveCount(0);
  });
});
