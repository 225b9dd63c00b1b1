// Issue 32, point 2, "Live everywhere": a game being scored live shows LIVE
// and its running score on /schedule and on both teams' pages, first, under
// "Live Now" above Results (docs/league-rules.md#live-games), and the score
// follows the scorer's taps from the live stream without a reload. On a
// server of this file's own, its clock on a game day's morning (Sat, Nov 28,
// 7:30 AM), so a game is started live without touching what other journeys read.
//
// SCREENSHOT_DIR=<dir> also saves /schedule at 412 px wide after a tap.
import path from "node:path";
import { devices, type Page } from "@playwright/test";
import { DEMO_ADMIN, signInWithPassword } from "./auth";
import { expect, test } from "./fixtures";
import { gameDayMorningServer } from "./own-server";

const PHONE = { ...devices["Pixel 7"], viewport: { width: 412, height: 839 } };

test.describe.configure({ mode: "serial" });

const server = gameDayMorningServer();

/** The "Live Now" group's card of the game (its name says 'LIVE away–home'). */
const liveCard = (page: Page, gameId: string) =>
  page
    .getByRole("region", { name: "Live Now" })
    .or(
      page
        .locator(".team-games > div")
        .filter({ has: page.getByRole("heading", { name: "Live Now" }) }),
    )
    .locator(`a.game-card[href="/games/${gameId}"]`);

test("a live game's card on /schedule and both team pages shows its score first, and follows each tap", async ({
  browser,
}) => {
  test.setTimeout(120_000);
  // The admin starts a game of the day live from /admin's Game day.
  const scorerContext = await browser.newContext({ ...PHONE, baseURL: server().url });
  const scorer = await scorerContext.newPage();
  await signInWithPassword(scorer, DEMO_ADMIN);
  await scorer.goto("/admin");
  const scoreLive = scorer
    .getByRole("region", { name: "Game day" })
    .getByRole("link", { name: /^Score live: / })
    .first();
  const href = (await scoreLive.getAttribute("href"))!;
  const gameId = href.match(/\/admin\/games\/([^/?#]+)/)![1]!;
  await scoreLive.click();
  await scorer.getByRole("button", { name: "Yes, start live scoring" }).click();
  await expect(scorer).toHaveURL(new RegExp(`/admin/games/${gameId}#live-scorer$`));
  const [away, home] = await scorer.locator(".live-scorer form.scorer-team h3").allTextContents();
  // A first basket before anyone looks: the pages are drawn with it.
  await scorer.getByRole("button", { name: `+2 ${away}`, exact: true }).click();
  await expect(scorer.locator(".live-scorer").getByRole("status")).toHaveText(
    "Every tap is sent.",
    { timeout: 10_000 },
  );

  // A visitor on a phone of their own: /schedule, then each team's page.
  const visitor = await browser.newContext({ ...PHONE, baseURL: server().url });
  const schedule = await visitor.newPage();
  await schedule.goto("/schedule");
  const teamIds = await schedule.evaluate(
    (names) =>
      names.map(
        (name) =>
          [...document.querySelectorAll("option")].find((o) => o.textContent === name)!.value,
      ),
    [away!, home!],
  );
  const awayPage = await visitor.newPage();
  await awayPage.goto(`/teams/${teamIds[0]}`);
  const homePage = await visitor.newPage();
  await homePage.goto(`/teams/${teamIds[1]}`);
  const pages = [schedule, awayPage, homePage];

  for (const page of pages) {
    // Drawn by the server with the stored taps' score.
    await expect(liveCard(page, gameId)).toHaveAccessibleName(`${away} at ${home}, LIVE 2–0`);
    await expect(liveCard(page, gameId).locator(".game-card-score")).toHaveText(["2", "0"]);
    await page.evaluate(() => ((window as { notReloaded?: boolean }).notReloaded = true));
  }
  // On /schedule the game comes first: Live Now above Results and Upcoming, and in neither.
  const titles = await schedule.locator("main h2.section-title").allTextContents();
  expect(titles.slice(0, 3)).toEqual(["Live Now", "Results", "Upcoming"]);
  await expect(schedule.locator(`#results a[href="/games/${gameId}"]`)).toHaveCount(0);
  await expect(schedule.locator(`#upcoming a[href="/games/${gameId}"]`)).toHaveCount(0);
  // On a team page it comes before the last and the next game.
  await expect(awayPage.locator(".team-games h3")).toHaveText([
    "Live Now",
    "Last game",
    "Next game",
  ]);

  // The scorer taps: every card follows, without a reload.
  await scorer.getByRole("button", { name: `+3 ${home}`, exact: true }).click();
  for (const page of pages) {
    await expect(liveCard(page, gameId)).toHaveAccessibleName(`${away} at ${home}, LIVE 2–3`, {
      timeout: 15_000,
    });
  }
  await scorer.getByRole("button", { name: `+2 ${away}`, exact: true }).click();
  for (const page of pages) {
    await expect(liveCard(page, gameId).locator(".game-card-score")).toHaveText(["4", "3"], {
      timeout: 15_000,
    });
    await expect(liveCard(page, gameId).locator(".live-badge")).toHaveText("LIVE");
    expect(await page.evaluate(() => (window as { notReloaded?: boolean }).notReloaded)).toBe(true);
  }

  if (process.env.SCREENSHOT_DIR) {
    await schedule.evaluate(() => window.scrollTo(0, 0));
    await schedule.screenshot({
      path: path.join(process.env.SCREENSHOT_DIR, "schedule-live-412.png"),
    });
    await awayPage.evaluate(() => document.querySelector(".team-games")?.scrollIntoView());
    await awayPage.screenshot({ path: path.join(process.env.SCREENSHOT_DIR, "team-live-412.png") });
  }
  await visitor.close();
  await scorerContext.close();
});
