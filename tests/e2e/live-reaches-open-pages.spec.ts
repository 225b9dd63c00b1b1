// Issue 41, point 6, "Live reaches every open page": /schedule, a team page
// and the home page, opened on a game day's morning before tip-off, see the
// game turn LIVE, follow its score and turn Final where its card stands,
// without a reload (docs/league-rules.md#live-games). The stream is held only
// while the page is visible. A page listing no game of the day (a quiet day,
// an idle team) opens no stream at all: counted by wrapping EventSource.
//
// On a server of this file's own, its clock on Sat, Nov 28, 7:30 AM (no game
// of the day begun); the quiet day is the shared server's (Sun, Nov 22, noon:
// that day's games all played).
//
// SCREENSHOT_DIR=<dir> also saves /schedule's screen around the card, LIVE
// and then Final (live-card-live-412.png, live-card-final-412.png).
import path from "node:path";
import { devices, type Page } from "@playwright/test";
import { DEMO_ADMIN, signInWithPassword } from "./auth";
import { expect, test } from "./fixtures";
import { gameDayMorningServer } from "./own-server";
import { countStreams, streamsOf } from "./live-streams";
import { waitForHydration } from "./support";

const PHONE = devices["Pixel 7"];

test.describe.configure({ mode: "serial" });

const server = gameDayMorningServer();

/** Opens `path` and waits until its scripts run (a stream, if any, is opened then). */
async function visit(page: Page, path: string) {
  await page.goto(path);
  await waitForHydration(page);
  // Effects run just after hydration: give them a moment before counting.
  await page.waitForTimeout(500);
}

/** The screen around the card, when SCREENSHOT_DIR asks for it. */
async function snap(page: Page, gameId: string, name: string) {
  if (!process.env.SCREENSHOT_DIR) return;
  await page
    .locator(`a.game-card[href="/games/${gameId}"]`)
    .evaluate((a) => a.scrollIntoView({ block: "center" }));
  await page.screenshot({ path: path.join(process.env.SCREENSHOT_DIR, name), scale: "css" });
}

/** Pretends the phone is locked (hidden) or looked at again, as the browser says it. */
const setVisibility = (page: Page, state: "hidden" | "visible") =>
  page.evaluate((s) => {
    Object.defineProperty(document, "visibilityState", { configurable: true, get: () => s });
    document.dispatchEvent(new Event("visibilitychange"));
  }, state);

test("a quiet day's pages open no stream", async ({ browser, baseURL }) => {
  const context = await browser.newContext({ ...PHONE, baseURL: baseURL! });
  await countStreams(context);
  const page = await context.newPage();
  const asked: string[] = [];
  page.on("request", (r) => {
    if (/\/live$/.test(new URL(r.url()).pathname)) asked.push(r.url());
  });
  // The shared server's Sunday noon: the day's four games are all played.
  for (const path of ["/", "/schedule", "/schedule/seasons/3", "/teams/saints"]) {
    await visit(page, path);
    expect(await streamsOf(page), path).toEqual([]);
  }
  // On the game day, an idle team's page (the Saints do not play on Nov 28).
  await visit(page, `${server().url}/teams/saints`);
  expect(await streamsOf(page)).toEqual([]);
  expect(asked).toEqual([]);
  await context.close();
});

test("/schedule, a team page and home opened before tip-off show the game LIVE, its score, then Final, without a reload", async ({
  browser,
}) => {
  test.setTimeout(150_000);
  const visitor = await browser.newContext({ ...PHONE, baseURL: server().url });
  await countStreams(visitor);
  const scorerContext = await browser.newContext({ ...PHONE, baseURL: server().url });
  const scorer = await scorerContext.newPage();
  await signInWithPassword(scorer, DEMO_ADMIN);
  await scorer.goto("/admin");
  // The day's last game: nothing of the day has begun.
  const scoreLive = scorer
    .getByRole("region", { name: "Game day" })
    .getByRole("link", { name: /^Score live: / })
    .last();
  const gameId = (await scoreLive.getAttribute("href"))!.match(/\/admin\/games\/([^/?#]+)/)![1]!;

  // The visitor's pages, opened before tip-off.
  const schedule = await visitor.newPage();
  await visit(schedule, "/schedule");
  const card = (page: Page) => page.locator(`a.game-card[href="/games/${gameId}"]`);
  const label = (await card(schedule).getAttribute("aria-label"))!;
  const [away, home] = label.replace(/, .*$/, "").split(" at ") as [string, string];
  const homeTeamId = await schedule.evaluate(
    (name) => [...document.querySelectorAll("option")].find((o) => o.textContent === name)!.value,
    home,
  );
  const team = await visitor.newPage();
  await visit(team, `/teams/${homeTeamId}`);
  const front = await visitor.newPage();
  await visit(front, "/");
  const pages = [schedule, team, front];
  for (const page of pages) {
    await expect(card(page)).not.toHaveAttribute("aria-label", /LIVE|Final/);
    // One stream each, to /live, opened on this game day.
    expect(await streamsOf(page)).toEqual([{ path: "/live", open: true }]);
    await page.evaluate(() => ((window as { notReloaded?: boolean }).notReloaded = true));
  }

  // Tip-off: the admin starts live scoring.
  await scoreLive.click();
  await scorer.getByRole("button", { name: "Yes, start live scoring" }).click();
  await expect(scorer).toHaveURL(new RegExp(`/admin/games/${gameId}#live-scorer$`));
  for (const page of pages) {
    await expect(card(page)).toHaveAttribute("aria-label", `${away} at ${home}, LIVE 0–0`, {
      timeout: 15_000,
    });
    await expect(card(page).locator(".live-badge")).toHaveText("LIVE");
  }
  const sent = scorer.locator(".live-scorer").getByRole("status");
  await scorer.getByRole("button", { name: `+2 ${home}`, exact: true }).click();
  await expect(sent).toHaveText("Every tap is sent.", { timeout: 10_000 });
  for (const page of pages) {
    await expect(card(page).locator(".game-card-score")).toHaveText(["0", "2"], {
      timeout: 15_000,
    });
  }

  await snap(schedule, gameId, "live-card-live-412.png");

  // The phone locked: the schedule's stream is closed; looked at again, it
  // resumes where it stopped and gets the basket made meanwhile.
  await setVisibility(schedule, "hidden");
  expect(await streamsOf(schedule)).toEqual([{ path: "/live", open: false }]);
  await scorer.getByRole("button", { name: `+3 ${away}`, exact: true }).click();
  await expect(sent).toHaveText("Every tap is sent.", { timeout: 10_000 });
  await expect(card(team).locator(".game-card-score")).toHaveText(["3", "2"], { timeout: 15_000 });
  await expect(card(schedule).locator(".game-card-score")).toHaveText(["0", "2"]);
  await setVisibility(schedule, "visible");
  await expect(card(schedule).locator(".game-card-score")).toHaveText(["3", "2"], {
    timeout: 15_000,
  });
  expect(await streamsOf(schedule)).toEqual([
    { path: "/live", open: false },
    { path: "/live", open: true },
  ]);

  // The final whistle: Finish, and the result saved (team baskets: the sheet is incomplete).
  await scorer.locator(".live-scorer").getByRole("link", { name: "Finish" }).click();
  await expect(scorer.getByRole("heading", { name: "Finish: the final result" })).toBeVisible();
  await scorer.getByLabel("Save anyway: the stat sheet is incomplete").check();
  await scorer.getByRole("button", { name: "Save" }).click();
  await expect(scorer.getByText(/^Saved\./)).toBeVisible();
  for (const page of pages) {
    await expect(card(page)).toHaveAttribute("aria-label", `${away} at ${home}, Final 3–2`, {
      timeout: 15_000,
    });
    await expect(card(page).locator(".live-badge")).toHaveCount(0);
    expect(await page.evaluate(() => (window as { notReloaded?: boolean }).notReloaded)).toBe(true);
  }
  await snap(schedule, gameId, "live-card-final-412.png");
  await visitor.close();
  await scorerContext.close();
});
