// Issue 41 §4 and §7 (docs/league-rules.md#entering-a-result, #live-games):
// the result form's running total per team ("Players' points: 17 of 48")
// follows every keystroke, and the line of points left to credit with it; a
// refused Save keeps what was typed and answers beside Save, with the same
// figures without JavaScript, and never under the live scorer a screen above;
// the scorer turned on its side keeps its score under the sticky header, and
// the last button tapped does not stay dark. On a server of this file's own,
// its clock on a game day's morning: a game is started live here, and the
// refused saves write nothing.
import { devices, type Browser, type Page } from "@playwright/test";
import { DEMO_ADMIN, signInWithPassword } from "./auth";
import { expect, test } from "./fixtures";
import { gameDayMorningServer } from "./own-server";
import { waitForHydration } from "./support";

const UPRIGHT = { ...devices["Pixel 7"], viewport: { width: 412, height: 839 } };
/** A Pixel 7 turned: Playwright's "Pixel 7 landscape" screen without its browser bar. */
const TURNED = { width: 915, height: 412 };

test.describe.configure({ mode: "serial" });
test.skip(({ isMobile }) => !isMobile, "a phone journey (one project uses the server)");

const server = gameDayMorningServer();

/** A signed-in admin's phone (upright), with or without JavaScript. */
async function adminPhone(browser: Browser, javaScriptEnabled = true): Promise<Page> {
  const context = await browser.newContext({ ...UPRIGHT, baseURL: server().url });
  const page = await context.newPage();
  await signInWithPassword(page, DEMO_ADMIN);
  if (!javaScriptEnabled) {
    // The session made with JavaScript, then a phone without it.
    const plain = await browser.newContext({
      ...UPRIGHT,
      baseURL: server().url,
      javaScriptEnabled: false,
      storageState: await context.storageState(),
    });
    await context.close();
    return plain.newPage();
  }
  return page;
}

/** The game-day cards' games on /admin: [id, has Score live] in order. */
async function gameDayGames(page: Page): Promise<string[]> {
  await page.goto("/admin");
  const hrefs = await page
    .getByRole("region", { name: "Game day" })
    .getByRole("link", { name: /^Enter result: / })
    .evaluateAll((links) => links.map((a) => a.getAttribute("href")!));
  return hrefs.map((href) => href.match(/\/admin\/games\/([^/?#]+)/)![1]!);
}

const tallyOf = (page: Page, team: string) =>
  page.getByRole("region", { name: `${team} stats` }).locator("[data-tally]");
const pointsBoxes = (page: Page, team: string) =>
  page.getByRole("region", { name: `${team} stat boxes` }).getByLabel(/ Points$/);
const teamsOf = async (page: Page) => {
  const [away, home] = await page.locator(".score-boxes label").allTextContents();
  return { away: away!, home: home! };
};

test("typing points moves each team's running total, keystroke by keystroke", async ({
  browser,
}) => {
  const page = await adminPhone(browser);
  const [, gameId] = await gameDayGames(page);
  await page.goto(`/admin/games/${gameId}`);
  await waitForHydration(page);
  const { away, home } = await teamsOf(page);
  // Nothing typed yet: no score, no points.
  await expect(tallyOf(page, away)).toHaveText("Players' points: 0");
  await page.getByLabel(away, { exact: true }).fill("48");
  await expect(tallyOf(page, away)).toHaveText(
    "Players' points: 0 of 48 · 48 points not credited to a player",
  );
  await pointsBoxes(page, away).nth(0).pressSequentially("17");
  await expect(tallyOf(page, away)).toHaveText(
    "Players' points: 17 of 48 · 31 points not credited to a player",
  );
  await expect(tallyOf(page, away)).toHaveClass(/\bwarn\b/);
  const second = pointsBoxes(page, away).nth(1);
  await second.pressSequentially("3");
  await expect(tallyOf(page, away)).toHaveText(
    "Players' points: 20 of 48 · 28 points not credited to a player",
  );
  await second.pressSequentially("1");
  await expect(tallyOf(page, away)).toHaveText(
    "Players' points: 48 of 48 · Every point credited to a player",
  );
  await expect(tallyOf(page, away)).not.toHaveClass(/\bwarn\b/);
  await second.press("Backspace");
  await second.press("Backspace");
  await second.pressSequentially("40");
  await expect(tallyOf(page, away)).toHaveText(
    "Players' points: 57 of 48 · 9 points more than the score",
  );
  // The other team's total is its own.
  await expect(tallyOf(page, home)).toHaveText("Players' points: 0");
  await page.context().close();
});

test("without JavaScript, a refused Save says the totals beside Save and keeps what was typed", async ({
  browser,
}) => {
  const page = await adminPhone(browser, false);
  const [, gameId] = await gameDayGames(page);
  await page.goto(`/admin/games/${gameId}`);
  const { away, home } = await teamsOf(page);
  await page.getByLabel(away, { exact: true }).fill("48");
  await page.getByLabel(home, { exact: true }).fill("52");
  await pointsBoxes(page, away).nth(0).fill("17");
  await pointsBoxes(page, home).nth(0).fill("52");
  await page.getByRole("button", { name: "Save" }).click();
  const answer = page.getByRole("alert");
  await expect(answer).toHaveText(
    `${away}: the players' points add up to 17; the score says 48 (31 points not credited to a player). ` +
      "Correct the points, or tick “Save anyway: the stat sheet is incomplete”. Nothing was saved.",
  );
  // The page opens on the answer, beside Save, not at its top.
  await expect(answer).toBeInViewport();
  await expect(page.getByRole("button", { name: "Save" })).toBeInViewport();
  await expect(page.getByRole("heading", { level: 1 })).not.toBeInViewport();
  // The server's totals, of what was typed.
  await expect(tallyOf(page, away)).toHaveText(
    "Players' points: 17 of 48 · 31 points not credited to a player",
  );
  await expect(tallyOf(page, home)).toHaveText(
    "Players' points: 52 of 52 · Every point credited to a player",
  );
  await expect(page.getByLabel(away, { exact: true })).toHaveValue("48");
  await expect(pointsBoxes(page, away).nth(0)).toHaveValue("17");
  await page.context().close();
});

test("live: a turned scorer keeps its score in sight, a tapped button does not stay dark, and a refused Finish answers at the form", async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const page = await adminPhone(browser);
  await page.goto("/admin");
  const scoreLive = page
    .getByRole("region", { name: "Game day" })
    .getByRole("link", { name: /^Score live: / })
    .first();
  const href = (await scoreLive.getAttribute("href"))!;
  const gameId = href.match(/\/admin\/games\/([^/?#]+)/)![1]!;
  await scoreLive.click();
  if (href.includes("?start=confirm")) {
    await page.getByRole("button", { name: "Yes, start live scoring" }).click();
  }
  await expect(page).toHaveURL(new RegExp(`/admin/games/${gameId}#live-scorer$`));
  const scorer = page.locator(".live-scorer");
  await expect(scorer.getByRole("status")).toHaveText("Every tap is sent.");

  // A tap, and the finger still over the button (as a phone's browser leaves
  // it): the button is as it was, not the darker hover.
  const [plus2Away, plus2Home] = await scorer
    .locator(".scorer-button")
    .evaluateAll((buttons) =>
      buttons.filter((b) => b.textContent === "+2").map((b) => b.getAttribute("aria-label")!),
    );
  const tapped = page.getByRole("button", { name: plus2Away!, exact: true });
  const untouched = page.getByRole("button", { name: plus2Home!, exact: true });
  const background = (button: typeof tapped) =>
    button.evaluate((b) => getComputedStyle(b).backgroundColor);
  const rest = await background(untouched);
  await tapped.tap();
  await expect(scorer.locator(".live-scoreline strong").first()).toHaveText("2");
  await tapped.hover();
  // Polled: the pressed colour fades back (a CSS transition), and a colour
  // read mid-fade is neither; a hover style left on would settle elsewhere.
  await expect
    .poll(() => background(tapped), { message: "the tapped button, once the finger is up" })
    .toBe(rest);

  // Turned on its side: the score is on the screen, under the sticky header.
  await page.setViewportSize(TURNED);
  const score = scorer.locator(".live-scoreline");
  await expect(score).toBeInViewport({ ratio: 1 });
  await expect
    .poll(async () => {
      const header = (await page.locator(".site-header").boundingBox())!;
      const box = (await score.boundingBox())!;
      return box.y - (header.y + header.height);
    }, "the score's top below the header's bottom")
    .toBeGreaterThanOrEqual(0);
  await page.setViewportSize(UPRIGHT.viewport);

  // Finish, a sheet that does not add up, Save: the answer is beside Save,
  // the scorer a screen above stays out of sight.
  await page.goto(`/admin/games/${gameId}?finish=1#result`);
  await waitForHydration(page);
  const { away } = await teamsOf(page);
  await expect(tallyOf(page, away)).toHaveText(
    /^Players' points: \d+ of 2 · 2 points not credited to a player$|^Players' points: 2 of 2/,
  );
  await pointsBoxes(page, away).nth(0).fill("9");
  await expect(tallyOf(page, away)).toContainText("more than the score");
  await page.getByRole("button", { name: "Save" }).click();
  const answer = page.getByRole("alert").filter({ hasText: "Nothing was saved" });
  await expect(answer).toContainText(`${away}: the players' points add up to`);
  await expect(answer).toBeInViewport();
  await expect(answer).toBeFocused();
  await expect(score).not.toBeInViewport();
  await expect(pointsBoxes(page, away).nth(0)).toHaveValue("9");

  // Without JavaScript too: the page the post returns opens on the answer.
  const plain = await browser.newContext({
    ...UPRIGHT,
    baseURL: server().url,
    javaScriptEnabled: false,
    storageState: await page.context().storageState(),
  });
  const noJs = await plain.newPage();
  await noJs.goto(`/admin/games/${gameId}?finish=1#result`);
  await pointsBoxes(noJs, away).nth(0).fill("9");
  await noJs.getByRole("button", { name: "Save" }).click();
  const plainAnswer = noJs.getByRole("alert");
  await expect(plainAnswer).toContainText(`${away}: the players' points add up to`);
  await expect(plainAnswer).toBeInViewport();
  await expect(noJs.locator(".live-scoreline")).not.toBeInViewport();
  await expect(tallyOf(noJs, away)).toContainText("more than the score");
  await plain.close();
  await page.context().close();
});
