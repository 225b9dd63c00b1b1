// Issue 32, points 1 and 4: the courtside scorer on one phone screen, and
// the admin's game day on a desktop. On a server of this file's own, its
// clock on a game day's morning (Sat, Nov 28, 7:30 AM): /admin's cards have
// Score live and Enter result, and a game is started live here without
// touching what the other journeys read.
//
// A Pixel 7 held upright (412 x 839 CSS px) and on its side (839 x 412, and
// Playwright's own 863 x 360): when the scorer opens and after each tap, both
// scores, each team's first chips and its +1 / +2 / +3 / Undo are on the
// screen (under the sticky bar, not behind it), nothing of them moves, and
// the page does not scroll. Without JavaScript a tap's redirect opens the
// page on the scorer again.
import { devices, type Browser, type BrowserContext, type Page } from "@playwright/test";
import { DEMO_ADMIN, signInWithPassword } from "./auth";
import { expect, test } from "./fixtures";
import { gameDayMorningServer } from "./own-server";

const UPRIGHT = { ...devices["Pixel 7"], viewport: { width: 412, height: 839 } };
const ON_ITS_SIDE = { ...devices["Pixel 7"], viewport: { width: 839, height: 412 } };
/** Playwright's Pixel 7 turned: its browser bar leaves 360 px of height. */
const ON_ITS_SIDE_WITH_BROWSER_BAR = devices["Pixel 7 landscape"];

test.describe.configure({ mode: "serial" });

const server = gameDayMorningServer();

/** A browser of its own (a phone, a desktop), failing the journey on a Content-Security-Policy violation. */
async function device(
  browser: Browser,
  options: Parameters<Browser["newContext"]>[0],
  violations: string[],
): Promise<BrowserContext> {
  const context = await browser.newContext({ ...options, baseURL: server().url });
  context.on("console", (message) => {
    if (/Content[- ]Security[- ]Policy/i.test(message.text())) violations.push(message.text());
  });
  return context;
}

interface Box {
  top: number;
  bottom: number;
  left: number;
  right: number;
  width: number;
  height: number;
}

/**
 * Where the scorer's essentials are, in one snapshot: both scores, each
 * team's Team chip and first player's chip, its +1 / +2 / +3 and Undo; the
 * bottom of the sticky bar, the screen and how far the page is scrolled.
 */
async function scorerLayout(page: Page) {
  return page.evaluate(() => {
    const box = (el: Element) => {
      const { top, bottom, left, right, width, height } = el.getBoundingClientRect();
      return { top, bottom, left, right, width, height };
    };
    const scorer = document.querySelector(".live-scorer")!;
    const targets: Record<string, Box> = {};
    const [away, home] = scorer.querySelectorAll(".live-scoreline strong");
    targets["away score"] = box(away!);
    targets["home score"] = box(home!);
    for (const form of scorer.querySelectorAll("form.scorer-team")) {
      const team = form.querySelector("h3")!.textContent!;
      const chips = form.querySelectorAll(".scorer-players label");
      targets[`${team}: chip ${chips[0]!.textContent!.trim()}`] = box(chips[0]!);
      targets[`${team}: chip ${chips[1]!.textContent!.trim()}`] = box(chips[1]!);
      for (const button of form.querySelectorAll(".scorer-button")) {
        targets[button.getAttribute("aria-label")!] = box(button);
      }
    }
    return {
      scrollY: window.scrollY,
      screen: { width: window.innerWidth, height: window.innerHeight },
      barBottom: document.querySelector(".site-header")!.getBoundingClientRect().bottom,
      targets,
    };
  });
}
type Layout = Awaited<ReturnType<typeof scorerLayout>>;

/** Both scores, the first chips and all eight buttons on the screen, none under the bar; buttons 44 px or more. */
async function expectOnOneScreen(page: Page): Promise<Layout> {
  const layout = await scorerLayout(page);
  const { screen, barBottom, targets } = layout;
  expect(Object.keys(targets).filter((name) => /^(\+\d|Undo)/.test(name))).toHaveLength(8);
  const off = Object.entries(targets)
    .filter(
      ([, b]) =>
        b.top < barBottom - 0.5 ||
        b.bottom > screen.height + 0.5 ||
        b.left < -0.5 ||
        b.right > screen.width + 0.5,
    )
    .map(([name, b]) => `${name} (${Math.round(b.top)}–${Math.round(b.bottom)})`);
  expect(off, `off a ${screen.width}x${screen.height} screen (bar to ${barBottom})`).toEqual([]);
  const small = Object.entries(targets)
    .filter(([name, b]) => !/score$/.test(name) && (b.height < 44 || b.width < 44))
    .map(([name, b]) => `${name} (${Math.round(b.width)}x${Math.round(b.height)})`);
  expect(small, "targets under 44 px").toEqual([]);
  return layout;
}

/** The same screen as `before`: not scrolled, nothing moved (a pixel of rounding aside). */
async function expectUnmoved(page: Page, before: Layout) {
  const after = await expectOnOneScreen(page);
  expect(after.scrollY, "the page did not scroll").toBe(before.scrollY);
  const moved = Object.entries(after.targets)
    .filter(([name, b]) => {
      const was = before.targets[name]!;
      return Math.abs(b.top - was.top) > 1 || Math.abs(b.left - was.left) > 1;
    })
    .map(([name]) => name);
  expect(moved, "moved after a tap").toEqual([]);
}

const scores = (page: Page) => page.locator(".live-scorer .live-scoreline strong");
const allSent = (page: Page) =>
  expect(page.locator(".live-scorer").getByRole("status")).toHaveText("Every tap is sent.", {
    timeout: 10_000,
  });
async function scoreOf(page: Page): Promise<[number, number]> {
  const [away, home] = await scores(page).allTextContents();
  return [Number(away), Number(home)];
}
const teamNames = (page: Page) =>
  page.locator(".live-scorer form.scorer-team h3").allTextContents();

/**
 * A tap for each team (the away team's credited to its first player), each
 * checked on the screen as it is when the score shows it, then once sent.
 */
async function tapEachTeam(page: Page, before: Layout) {
  const [away, home] = await teamNames(page);
  let [awayScore, homeScore] = await scoreOf(page);
  const awayForm = page.locator("form.scorer-team").nth(0);
  await awayForm.locator(".scorer-players label").nth(1).locator("input").check();
  await expectUnmoved(page, before);
  await awayForm.getByRole("button", { name: `+2 ${away}`, exact: true }).click();
  awayScore += 2;
  await expect(scores(page)).toHaveText([String(awayScore), String(homeScore)]);
  await expectUnmoved(page, before);
  await page.getByRole("button", { name: `+3 ${home}`, exact: true }).click();
  homeScore += 3;
  await expect(scores(page)).toHaveText([String(awayScore), String(homeScore)]);
  await expectUnmoved(page, before);
  await page.getByRole("button", { name: `+1 ${home}`, exact: true }).click();
  await expect(scores(page)).toHaveText([String(awayScore), String(homeScore + 1)]);
  await page.getByRole("button", { name: `Undo ${home}'s last basket`, exact: true }).click();
  await expect(scores(page)).toHaveText([String(awayScore), String(homeScore)]);
  await allSent(page);
  await expectUnmoved(page, before);
}

/** /admin's first card with Score live: its game's id, and the page after the start (or straight to the scorer). */
async function scoreLiveFromGameDay(page: Page): Promise<string> {
  await page.goto("/admin");
  const scoreLive = page
    .getByRole("region", { name: "Game day" })
    .getByRole("link", { name: /^Score live: / })
    .first();
  const href = (await scoreLive.getAttribute("href"))!;
  const id = href.match(/\/admin\/games\/([^/?#]+)/)![1]!;
  await scoreLive.click();
  if (href.includes("?start=confirm")) {
    await page.getByRole("button", { name: "Yes, start live scoring" }).click();
  }
  await expect(page).toHaveURL(new RegExp(`/admin/games/${id}#live-scorer$`));
  return id;
}

test("a Pixel 7 shows both scores, the chips and every button on one screen, upright and on its side, tap after tap", async ({
  browser,
  isMobile,
}) => {
  test.skip(!isMobile, "a phone's screen");
  test.setTimeout(180_000);
  const violations: string[] = [];

  // Upright: Score live on /admin, Yes, and the page opens on the scorer.
  const upright = await device(browser, UPRIGHT, violations);
  const phone = await upright.newPage();
  await signInWithPassword(phone, DEMO_ADMIN);
  const gameId = await scoreLiveFromGameDay(phone);
  await allSent(phone); // (the status line is drawn once the page's script runs)
  await expect(scores(phone)).toHaveText(["0", "0"]);
  await tapEachTeam(phone, await expectOnOneScreen(phone));
  // The scoring so far is under the buttons.
  const timeline = await phone.locator(".live-scorer ol.live-timeline").boundingBox();
  const targets = (await scorerLayout(phone)).targets;
  expect(timeline!.y).toBeGreaterThan(Math.max(...Object.values(targets).map((b) => b.bottom)));
  const session = await upright.storageState();

  // On its side: the card's Score live of the game now live opens the scorer again,
  // the two teams side by side.
  const turned = await device(browser, { ...ON_ITS_SIDE, storageState: session }, violations);
  const side = await turned.newPage();
  await scoreLiveFromGameDay(side);
  await allSent(side);
  const layout = await expectOnOneScreen(side);
  const [away, home] = await teamNames(side);
  expect(layout.targets[`+1 ${home}`]!.top, "the teams side by side").toBeCloseTo(
    layout.targets[`+1 ${away}`]!.top,
    0,
  );
  await tapEachTeam(side, layout);

  // The game's address alone (a reload, a bookmark) on a screen 360 px tall:
  // the page brings the scorer up by itself.
  const short = await device(
    browser,
    { ...ON_ITS_SIDE_WITH_BROWSER_BAR, storageState: session },
    violations,
  );
  const shortPage = await short.newPage();
  await shortPage.goto(`/admin/games/${gameId}`);
  await allSent(shortPage);
  await expect.poll(() => shortPage.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  await tapEachTeam(shortPage, await expectOnOneScreen(shortPage));

  // Without JavaScript each team is a plain form: a tap posts, and the redirect
  // opens the page on the scorer again, all of it on the screen.
  const plain = await device(
    browser,
    { ...UPRIGHT, storageState: session, javaScriptEnabled: false },
    violations,
  );
  const noJs = await plain.newPage();
  await noJs.goto(`/admin/games/${gameId}#live-scorer`);
  const [awayScore, homeScore] = await scoreOf(noJs);
  await expectOnOneScreen(noJs);
  await noJs.getByRole("button", { name: `+2 ${away}`, exact: true }).click();
  await expect(noJs).toHaveURL(new RegExp(`/admin/games/${gameId}#live-scorer$`));
  await expect(scores(noJs)).toHaveText([String(awayScore + 2), String(homeScore)]);
  await expectOnOneScreen(noJs);

  await Promise.all([upright, turned, short, plain].map((c) => c.close()));
  expect(violations, "Content-Security-Policy violations").toEqual([]);
});

test("at 1280 px, /admin's game-day buttons keep their label on one line, and the scorer fits the screen", async ({
  browser,
  isMobile,
}) => {
  test.skip(isMobile, "a desktop's screen");
  test.setTimeout(120_000);
  const violations: string[] = [];
  const desktop = await device(browser, { viewport: { width: 1280, height: 720 } }, violations);
  const page = await desktop.newPage();
  await signInWithPassword(page, DEMO_ADMIN);
  const gameDay = page.getByRole("region", { name: "Game day" });
  await expect(gameDay).toContainText("Today, Sat, Nov 28");
  // The menu's links are in the bar: no ☰.
  await expect(page.locator(".navbar-links").getByRole("link", { name: "Admin" })).toBeVisible();
  await expect(page.locator('.navbar [aria-controls="menu"]')).toBeHidden();

  const buttons = gameDay.getByRole("link", { name: /^(Score live|Enter result): / });
  expect(await buttons.count()).toBeGreaterThanOrEqual(4);
  // Each label's text: one line box, one line high.
  const labels = await buttons.evaluateAll((links) =>
    links.map((link) => {
      const range = document.createRange();
      range.selectNodeContents(link);
      return {
        label: link.textContent,
        lines: new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size,
        height: range.getBoundingClientRect().height,
        lineHeight: parseFloat(getComputedStyle(link).lineHeight),
      };
    }),
  );
  for (const { label, lines, height, lineHeight } of labels) {
    expect(lines, `${label}: lines`).toBe(1);
    expect(height, `${label}: height`).toBeLessThanOrEqual(lineHeight + 1);
  }
  // A card's Score live and Enter result side by side.
  const card = gameDay
    .getByRole("listitem")
    .filter({ has: page.getByRole("link", { name: /^Enter result: / }) })
    .first();
  const [live, result] = [
    await card.getByRole("link", { name: /^Score live: / }).boundingBox(),
    await card.getByRole("link", { name: /^Enter result: / }).boundingBox(),
  ];
  expect(result!.y).toBeCloseTo(live!.y, 0);

  // The scorer on a desktop: opened on it, everything on the screen.
  await scoreLiveFromGameDay(page);
  await allSent(page);
  await tapEachTeam(page, await expectOnOneScreen(page));

  await desktop.close();
  expect(violations, "Content-Security-Policy violations").toEqual([]);
});
