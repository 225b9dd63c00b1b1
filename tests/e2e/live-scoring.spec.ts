// Live scoring (the courtside phone's +1 / +2 / +3 / Undo) and the spectators
// who follow it, on the admin journeys' own server (playoffs demo). Each
// project scores its own conference semifinal, in order: Start asks first
// (and says how early; also without JavaScript), abandon, start and tap (with
// a spectator in a second browser who sees the taps within a second), Undo
// only ever takes back its own team's basket, a tap made without a
// connection, two scorers at once, and Finish.
//
// The games: admin-games.spec.ts saves, erases and types into the first
// conference semifinal with both teams set; the semifinal that feeds the same
// conference final is left alone too, so that journey's bracket check never
// meets our winners. The two semifinals of the other conference are ours, one
// per project (a finished game stays finished for the rest of the run).
import type { Browser, BrowserContext, Locator, Page, TestInfo } from "@playwright/test";
import { generateDemoLeague } from "~/demo/generate";
import { liveStartQuestion } from "~/domain/live/start";
import { signInWithPassword } from "./auth";
import { expect, test as base } from "./fixtures";
import { ADMIN_URL, E2E_NOW, expectAccessible } from "./support";

const league = generateDemoLeague({ now: new Date(E2E_NOW), phase: "playoffs" });
const teamName = (id: string | null | undefined) => league.teams.find((t) => t.id === id)!.name;
const semis = league.games.filter(
  (g) =>
    g.seasonId === 4 &&
    g.playoffRound === "conference-semifinal" &&
    g.status === "scheduled" &&
    g.homeTeamId &&
    g.awayTeamId,
);
const nextRound = (gameId: string) =>
  league.games.find((g) => (g.feederGameIds ?? []).includes(gameId))!;
const untouched = semis.filter((g) => nextRound(g.id).id !== nextRound(semis[0]!.id).id);

interface LiveGame {
  id: string;
  away: string;
  home: string;
  homeTeamId: string;
  awayTeamId: string;
  startsAt: Date;
  next: string;
}
function gameOf(info: TestInfo): LiveGame {
  const game = untouched[info.project.use.isMobile ? 1 : 0]!;
  return {
    id: game.id,
    away: teamName(game.awayTeamId),
    home: teamName(game.homeTeamId),
    homeTeamId: game.homeTeamId!,
    awayTeamId: game.awayTeamId!,
    startsAt: game.startsAt,
    next: nextRound(game.id).id,
  };
}

type Session = Awaited<ReturnType<BrowserContext["storageState"]>>;

/** Two admin sign-ins (two phones), made once per worker. */
async function signIn(browser: Browser): Promise<Session> {
  const context = await browser.newContext({ baseURL: ADMIN_URL });
  const page = await context.newPage();
  await signInWithPassword(page, "admin@example.org", "/admin/games");
  const state = await context.storageState();
  await context.close();
  return state;
}

// `open`: one more browser (a second phone, a spectator), with this project's
// screen, checked for Content-Security-Policy violations like the default one.
const test = base.extend<
  { open: (session?: Session) => Promise<Page> },
  { admins: [Session, Session] }
>({
  admins: [
    async ({ browser }, provide) => provide([await signIn(browser), await signIn(browser)]),
    { scope: "worker" },
  ],
  open: async (
    { browser, viewport, userAgent, isMobile, hasTouch, deviceScaleFactor },
    provide,
  ) => {
    const contexts: BrowserContext[] = [];
    const violations: string[] = [];
    await provide(async (session) => {
      const context = await browser.newContext({
        baseURL: ADMIN_URL,
        viewport,
        userAgent,
        isMobile,
        hasTouch,
        deviceScaleFactor,
        storageState: session,
      });
      context.on("console", (message) => {
        if (/Content[- ]Security[- ]Policy/i.test(message.text())) {
          violations.push(`${message.page()?.url() ?? "?"}: ${message.text()}`);
        }
      });
      // When a tap's button is clicked, by the page's own clock (= the test's).
      await context.addInitScript(() =>
        document.addEventListener(
          "click",
          () => ((window as unknown as { __clickedAt: number }).__clickedAt = Date.now()),
          true,
        ),
      );
      contexts.push(context);
      return context.newPage();
    });
    await Promise.all(contexts.map((c) => c.close()));
    expect(violations, "Content-Security-Policy violations (other browsers)").toEqual([]);
  },
});

test.describe.configure({ mode: "serial" });

// axe scans only the live parts of these pages (expectAccessible's `parts`):
// the rest of each page is scanned by its own journeys.

// --- The scorer's phone ---------------------------------------------------

const scorerOf = (page: Page) => page.locator(".live-scorer");
const teamForm = (page: Page, team: string) =>
  scorerOf(page).locator("form.scorer-team", {
    has: page.getByRole("heading", { name: team, exact: true }),
  });

async function openScorer(page: Page, game: LiveGame) {
  await page.goto(`/admin/games/${game.id}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`${game.away} at ${game.home}`);
  if (await page.getByRole("link", { name: "Start live scoring" }).isVisible()) {
    await startLive(page, game);
  }
  // The status line is drawn once the page's script runs: taps go by script from then on.
  await expect(scorerOf(page).getByRole("status")).toBeVisible();
}

/** What Start live scoring asks of this game on the journeys' pinned day. */
const startQuestion = (game: LiveGame) => liveStartQuestion(game.startsAt, new Date(E2E_NOW));

/** Start live scoring, then the confirmation step (which says how early it is), then Yes. */
async function startLive(page: Page, game: LiveGame) {
  await page.getByRole("link", { name: "Start live scoring" }).click();
  await expect(page.getByRole("heading", { name: "Start live scoring?" })).toBeVisible();
  await expect(page.locator(".live-start .notice")).toHaveText(startQuestion(game).text);
  await page.getByRole("button", { name: "Yes, start live scoring" }).click();
  await expect(scorerOf(page)).toBeVisible();
}

/** A player's chip on the scorer: its text (its radio's name) and his full name (its tooltip). */
interface Chip {
  chip: string;
  name: string;
}

/** A tap: who scored (a player's chip, or the team), then +N or Undo. */
async function tap(page: Page, team: string, what: 1 | 2 | 3 | "undo", player?: Chip) {
  const form = teamForm(page, team);
  if (player) await form.getByRole("radio", { name: player.chip, exact: true }).check();
  await form
    .getByRole("button", {
      // Each name starts with the button's visible text (WCAG 2.5.3).
      name: what === "undo" ? `Undo ${team}'s last basket` : `+${what} ${team}`,
      exact: true,
    })
    .click();
}

/** The taps this phone keeps for the game until the server has them (its current run's key). */
async function storedTaps(page: Page, game: LiveGame) {
  return page.evaluate((prefix) => {
    const keys = Object.keys(localStorage).filter((k) => k.startsWith(prefix));
    return keys.flatMap((k) => JSON.parse(localStorage.getItem(k)!) as { points: number }[]);
  }, `live-taps:${game.id}:`);
}

async function scorerScore(page: Page): Promise<[number, number]> {
  const [away, home] = await scorerOf(page).locator(".live-scoreline strong").allTextContents();
  return [Number(away), Number(home)];
}

async function expectScorer(page: Page, away: number, home: number) {
  await expect(scorerOf(page).locator(".live-scoreline strong")).toHaveText([
    String(away),
    String(home),
  ]);
}

async function abandon(admin: Page) {
  admin.once("dialog", (dialog) => dialog.accept());
  await scorerOf(admin).getByRole("button", { name: "Abandon" }).click();
  await expect(
    admin.getByText("Live scoring abandoned: the game is back to upcoming."),
  ).toBeVisible();
  await expect(scorerOf(admin)).toHaveCount(0);
  await expect(admin.getByRole("link", { name: "Start live scoring" })).toBeVisible();
}

const allSent = (page: Page) =>
  expect(scorerOf(page).getByRole("status")).toHaveText("Every tap is sent.", { timeout: 10_000 });

/** A player of the team's roster on the scorer (each chip's tooltip is his full name). */
async function playerOf(page: Page, team: string, which: "first" | "last"): Promise<Chip> {
  const chips = teamForm(page, team).locator(".scorer-players label[title]");
  expect(await chips.count(), `${team} has players`).toBeGreaterThan(1);
  const chip = which === "first" ? chips.first() : chips.last();
  return { chip: (await chip.textContent())!.trim(), name: (await chip.getAttribute("title"))! };
}

/**
 * Every chip shows its player's whole last name (an initial or the first name
 * beside a namesake), each different, and none is cut: no text runs past its
 * box.
 */
async function expectWholeNames(page: Page, team: string) {
  const chips = await teamForm(page, team)
    .locator(".scorer-players label[title]")
    .evaluateAll((labels) =>
      labels.map((l) => ({
        text: l.textContent!.trim(),
        name: l.getAttribute("title")!,
        // (1 px of rounding aside)
        cut: l.scrollWidth > l.clientWidth + 1 || l.scrollHeight > l.clientHeight + 1,
      })),
    );
  expect(chips.length, `${team} has players`).toBeGreaterThan(1);
  for (const { text, name, cut } of chips) {
    const shown = text.replace(/^#\d+ /, "");
    // 'Cougill', 'J. Cougill' or 'Jim Cougill' for Jim Cougill: his name ends with it, initial aside.
    expect(name.endsWith(shown.replace(/^\p{L}\. /u, "")), `${text} for ${name}`).toBe(true);
    expect(cut, `${text} is cut`).toBe(false);
  }
  expect(new Set(chips.map((c) => c.text)).size, "chips told apart").toBe(chips.length);
}

/** A timeline row: who (a player, or the team), +N, and the score just after. */
async function expectRow(row: Locator, who: string, points: number, score: string) {
  await expect(row.locator(".live-who")).toContainText(who);
  await expect(row.locator(".live-points")).toHaveText(`+${points}`);
  await expect(row.locator(".live-running")).toHaveText(`Score ${score}`);
}

// --- The spectator --------------------------------------------------------

const spectatorScore = (page: Page) => page.locator(".game-sides .game-side-score");
const spectatorRows = (page: Page) => page.locator("ol.live-timeline li");

async function expectSpectator(page: Page, away: number, home: number) {
  await expect(spectatorScore(page)).toHaveText([`Score ${away}`, `Score ${home}`]);
}

/**
 * The game page of a spectator (not signed in), its stream open, recording
 * when each change of the score or timeline shows.
 */
async function watch(page: Page, game: LiveGame) {
  const stream = page.waitForResponse(
    (r) => new URL(r.url()).pathname === `/games/${game.id}/live`,
  );
  await page.goto(`/games/${game.id}`);
  await stream;
  await expect(page.locator(".game-status .live-badge")).toHaveText("LIVE");
  await recordChanges(page, null);
}

/** What the spectator's game page shows: the score and how many baskets are listed. */
const shows = (away: number, home: number, rows: number) => `${away}-${home}|${rows}`;

/**
 * Notes the time (the page's clock, which is the test's) of each change of
 * what the game page shows (`shows`), or of the aria-label of the home page's
 * Live Now card linking to `card`.
 */
async function recordChanges(page: Page, card: string | null) {
  await page.evaluate((card) => {
    const w = window as unknown as { __changes: [number, string][]; __drawn: boolean };
    w.__changes = [];
    w.__drawn = true; // gone if the page is loaded again
    let last = "";
    const record = () => {
      const scores = [...document.querySelectorAll(".game-sides .game-side-score")].map((e) =>
        e.textContent!.replace(/\D/g, ""),
      );
      const key = card
        ? (document
            .querySelector(`section:has(#live-title) a[href="${card}"]`)
            ?.getAttribute("aria-label") ?? "")
        : `${scores.join("-")}|${document.querySelectorAll("ol.live-timeline li").length}`;
      if (key !== last) w.__changes.push([Date.now(), key]);
      last = key;
    };
    record();
    new MutationObserver(record).observe(document.body, {
      subtree: true,
      childList: true,
      characterData: true,
      attributes: true,
    });
  }, card);
}

/** Waits for the page to show `key`; answers when, in ms after `since`. */
async function shownAfter(page: Page, since: number, key: string) {
  let at = 0;
  await expect
    .poll(
      async () => {
        const changes = await page.evaluate(
          () => (window as unknown as { __changes: [number, string][] }).__changes,
        );
        at = changes.find(([t, k]) => t >= since && k === key)?.[0] ?? 0;
        return at > 0;
      },
      { message: `the spectator shows ${key}`, intervals: [50, 100, 250] },
    )
    .toBe(true);
  return at - since;
}

/**
 * Each tap, as the spectator saw it: the time from the click on the scorer's
 * phone (`scorer`; else from the start of `action`) until the spectator's page
 * shows it; noted in the report and kept in `latencies`. None may take more
 * than `ceiling` ms (a tap that is stuck); `expectWithinASecond` checks the
 * median of a journey's taps. (One tap on its own is no measure: on a busy
 * 2-core CI machine running two browsers and three servers, one in twenty
 * takes just over a second.)
 */
async function timed(
  spectator: Page,
  label: string,
  expected: string,
  action: () => Promise<unknown>,
  { scorer, ceiling = 2_000 }: { scorer?: Page; ceiling?: number } = {},
) {
  let since = Date.now();
  await action();
  if (scorer) {
    since = await scorer.evaluate(() => (window as unknown as { __clickedAt: number }).__clickedAt);
  }
  const ms = await shownAfter(spectator, since, expected);
  test.info().annotations.push({ type: "tap → spectator", description: `${label}: ${ms} ms` });
  expect(ms, `${label} reached the spectator within ${ceiling} ms`).toBeLessThan(ceiling);
  latencies.push(ms);
  return ms;
}
const latencies: number[] = [];
test.beforeEach(() => {
  latencies.length = 0;
});

/** The journey's taps reached the spectator in under a second, by their median. */
function expectWithinASecond() {
  const sorted = [...latencies].sort((a, b) => a - b);
  const median = sorted[Math.floor((sorted.length - 1) / 2)]!;
  expect(sorted.length, "taps timed").toBeGreaterThan(0);
  expect(median, `median tap → spectator of ${sorted.join(", ")} ms`).toBeLessThan(1_000);
  latencies.length = 0;
}

/**
 * A timeline's rows as time, who, +N and the score after. (Who is the player or
 * the team; the team beside a player's name is left out: the scorer's phone
 * shows its abbreviation, the game page its name.)
 */
async function timelineTexts(rows: Locator) {
  return rows.evaluateAll((items) =>
    items.map((li) =>
      [".live-time", ".live-who", ".live-points", ".live-running", ".live-unsent"]
        .map((part) =>
          part === ".live-who"
            ? li.querySelector(part)?.firstChild?.textContent
            : li.querySelector(part)?.textContent,
        )
        .join(" | "),
    ),
  );
}

// --- The journeys ---------------------------------------------------------

test("Start live scoring asks first and says how early; Cancel and an unconfirmed post start nothing; it works without JavaScript", async ({
  open,
  admins,
  browser,
}) => {
  test.slow();
  const game = gameOf(test.info());
  const admin = await open(admins[0]);
  await admin.goto(`/admin/games/${game.id}`);
  // A retry of these serial journeys finds the game as the failed attempt left it.
  if (await scorerOf(admin).isVisible()) await abandon(admin);

  // Six days before the semifinal: the question says so, with its day and time.
  const question = startQuestion(game);
  expect(question.text).toMatch(
    /^This game starts in 6 days \(Sat, Nov 28, \d{1,2}:\d{2} AM\)\. Start live scoring now\?$/,
  );
  await admin.getByRole("link", { name: "Start live scoring" }).click();
  await expect(admin).toHaveURL(`${ADMIN_URL}/admin/games/${game.id}?start=confirm`);
  await expect(admin.getByRole("heading", { name: "Start live scoring?" })).toBeVisible();
  await expect(admin.locator(".live-start .notice")).toHaveText(question.text);
  await expectAccessible(admin, ".live-start");
  await admin.getByRole("link", { name: "Cancel" }).click();
  await expect(admin).toHaveURL(`${ADMIN_URL}/admin/games/${game.id}`);
  await expect(admin.getByRole("link", { name: "Start live scoring" })).toBeVisible();
  await expect(scorerOf(admin)).toHaveCount(0);

  // A start posted without the confirmation (a stale page, a stray script) is refused.
  const unconfirmed = await admin.request.post(`/admin/games/${game.id}/live`, {
    headers: { Accept: "application/json", Origin: ADMIN_URL },
    form: { intent: "start" },
  });
  expect(unconfirmed.status()).toBe(400);
  expect(((await unconfirmed.json()) as { message: string }).message).toMatch(
    /^Live scoring was not started: confirm it first/,
  );
  const spectator = await open();
  await spectator.goto("/");
  const liveNow = spectator.locator("section", {
    has: spectator.getByRole("heading", { name: "Live Now" }),
  });
  await expect(spectator.locator(`a[href="/games/${game.id}"]`).first()).toBeVisible();
  await expect(liveNow.locator(`a[href="/games/${game.id}"]`)).toHaveCount(0);

  // Without JavaScript: the step is a page of its own, its Yes a plain form.
  const noScript = await browser.newContext({
    baseURL: ADMIN_URL,
    storageState: admins[0],
    javaScriptEnabled: false,
  });
  try {
    const page = await noScript.newPage();
    await page.goto(`/admin/games/${game.id}`);
    await startLive(page, game);
    await expect(scorerOf(page).locator("#live-scorer-title")).toBeVisible();
    await expectWholeNames(page, game.away);
    await expectWholeNames(page, game.home);
  } finally {
    await noScript.close();
  }
  await spectator.goto(`/games/${game.id}`);
  await expect(spectator.locator(".game-status .live-badge")).toHaveText("LIVE");
});

test("Abandon drops the live score: the game is back to upcoming for everyone", async ({
  open,
  admins,
}) => {
  test.slow();
  const game = gameOf(test.info());
  const admin = await open(admins[0]);
  const spectator = await open();
  await openScorer(admin, game);
  // A retry of these serial journeys finds the game as the failed attempt left it.
  if ((await scorerScore(admin)).some((points) => points > 0)) {
    await abandon(admin);
    await openScorer(admin, game);
  }
  await expectScorer(admin, 0, 0);
  await watch(spectator, game);
  await timed(
    spectator,
    "abandon journey: home +2",
    shows(0, 2, 1),
    () => tap(admin, game.home, 2),
    {
      scorer: admin,
    },
  );
  await expect(spectatorRows(spectator).first()).toContainText(game.home);

  await abandon(admin);

  // The spectator's page loads its data again by itself: an upcoming game.
  await expect(spectator.locator(".live-badge")).toHaveCount(0);
  await expect(spectator.getByRole("heading", { name: "Scoring" })).toHaveCount(0);
  await expect(spectatorScore(spectator)).toHaveCount(0);
  expect(await spectator.evaluate(() => "__drawn" in window), "no reload").toBe(true);
  // (The other project's game may be live meanwhile: only this one's card is looked for.)
  await spectator.goto("/");
  const liveNow = spectator.locator("section", {
    has: spectator.getByRole("heading", { name: "Live Now" }),
  });
  await expect(spectator.locator(`a[href="/games/${game.id}"]`).first()).toBeVisible();
  await expect(liveNow.locator(`a[href="/games/${game.id}"]`)).toHaveCount(0);
});

test("each tap reaches a spectator within a second; the home page shows the game live", async ({
  open,
  admins,
}) => {
  test.slow();
  const game = gameOf(test.info());
  const admin = await open(admins[0]);
  const spectator = await open();
  await openScorer(admin, game);
  // Started again after Abandon: from nothing.
  await expectScorer(admin, 0, 0);
  await expect(scorerOf(admin).getByText("No points yet.")).toBeVisible();
  await expectWholeNames(admin, game.away);
  await expectWholeNames(admin, game.home);
  await allSent(admin);
  await watch(spectator, game);
  await expectSpectator(spectator, 0, 0);

  const homePlayer = await playerOf(admin, game.home, "first");
  const awayPlayer = await playerOf(admin, game.away, "first");
  await timed(spectator, "away +2 (team)", shows(2, 0, 1), () => tap(admin, game.away, 2), {
    scorer: admin,
  });
  await expectRow(spectatorRows(spectator).first(), game.away, 2, "2–0");
  await timed(
    spectator,
    "home +3 (player)",
    shows(2, 3, 2),
    () => tap(admin, game.home, 3, homePlayer),
    { scorer: admin },
  );
  await expectRow(spectatorRows(spectator).first(), homePlayer.name, 3, "2–3");
  await timed(
    spectator,
    "away +1 (player)",
    shows(3, 3, 3),
    () => tap(admin, game.away, 1, awayPlayer),
    { scorer: admin },
  );
  await expectRow(spectatorRows(spectator).first(), awayPlayer.name, 1, "3–3");
  // Undo takes back the home team's last basket: the player's three (not the newer away one).
  await timed(spectator, "home undo", shows(3, 0, 2), () => tap(admin, game.home, "undo"), {
    scorer: admin,
  });
  await expect(spectatorRows(spectator).filter({ hasText: homePlayer.name })).toHaveCount(0);
  await expectRow(spectatorRows(spectator).first(), awayPlayer.name, 1, "3–0");
  await timed(spectator, "away +3 (team)", shows(6, 0, 3), () => tap(admin, game.away, 3), {
    scorer: admin,
  });
  await expectRow(spectatorRows(spectator).first(), game.away, 3, "6–0");
  // Who scored is asked again for every basket.
  await expect(teamForm(admin, game.away).getByRole("radio", { name: "Team" })).toBeChecked();

  await expectScorer(admin, 6, 0);
  await allSent(admin);
  await expect(scorerOf(admin).locator("ol.live-timeline li")).toHaveCount(3);
  await expect(scorerOf(admin).getByText("not sent")).toHaveCount(0);
  expect(await timelineTexts(scorerOf(admin).locator("ol.live-timeline li"))).toEqual(
    await timelineTexts(spectatorRows(spectator)),
  );
  await expectAccessible(admin, ".live-scorer");
  await expectAccessible(spectator, ".game-header", "section:has(ol.live-timeline)");

  // The home page: the game's card under Live Now, following the /live stream.
  const home = await spectator.context().newPage();
  const stream = home.waitForResponse((r) => new URL(r.url()).pathname === "/live");
  await home.goto("/");
  await stream;
  const liveNow = home.locator("section", { has: home.getByRole("heading", { name: "Live Now" }) });
  const card = liveNow.locator(`a[href="/games/${game.id}"]`);
  await expect(card).toHaveAttribute("aria-label", `${game.away} at ${game.home}, LIVE 6–0`);
  await expect(card.locator(".live-badge")).toHaveText("LIVE");
  await expect(card.locator(".game-card-score")).toHaveText(["6", "0"]);
  await recordChanges(home, `/games/${game.id}`);
  await timed(
    home,
    "home +2, on the home page's card",
    `${game.away} at ${game.home}, LIVE 6–2`,
    () => tap(admin, game.home, 2),
    { scorer: admin },
  );
  await expect(card.locator(".game-card-score")).toHaveText(["6", "2"]);
  await expectSpectator(spectator, 6, 2);
  expectWithinASecond();
  await expectAccessible(home, "section:has(#live-title)");
});

test("Undo takes back only its own team's basket; the server refuses an undo naming the other team's", async ({
  open,
  admins,
}) => {
  test.slow();
  const game = gameOf(test.info());
  const admin = await open(admins[0]);
  const spectator = await open();
  await openScorer(admin, game);
  await allSent(admin);
  const [away, home] = await scorerScore(admin);
  const rows = await scorerOf(admin).locator("ol.live-timeline li").count();
  await watch(spectator, game);

  // Home scores, then away: the home team's Undo takes back its own 2, not the newer away 3.
  await tap(admin, game.home, 2);
  await tap(admin, game.away, 3);
  await allSent(admin);
  await expectSpectator(spectator, away + 3, home + 2);
  await tap(admin, game.home, "undo");
  await allSent(admin);
  await expectScorer(admin, away + 3, home);
  await expectSpectator(spectator, away + 3, home);
  await expect(spectatorRows(spectator)).toHaveCount(rows + 1);
  await expectRow(spectatorRows(spectator).first(), game.away, 3, `${away + 3}–${home}`);

  // An undo for the home team naming an away basket (a stale phone, a forged post):
  // refused with a reason, and nothing changes for anyone.
  const post = (taps: object[]) =>
    admin.request.post(`/admin/games/${game.id}/live`, {
      headers: { Accept: "application/json", Origin: ADMIN_URL },
      form: { intent: "taps", taps: JSON.stringify(taps) },
    });
  const awayBasket = `e2e-away-${game.id}-${Date.now()}`;
  const scored = await post([
    { id: awayBasket, kind: "score", teamId: game.awayTeamId, points: 1 },
  ]);
  expect(scored.status()).toBe(200);
  await expectSpectator(spectator, away + 4, home);
  const refused = await post([
    {
      id: `e2e-undo-${game.id}-${Date.now()}`,
      kind: "undo",
      teamId: game.homeTeamId,
      undoes: awayBasket,
    },
  ]);
  expect(refused.status()).toBe(409);
  expect(((await refused.json()) as { message: string }).message).toMatch(
    /names a basket of the other team: nothing was taken back/,
  );
  await admin.reload();
  await expectScorer(admin, away + 4, home);
  await expect(scorerOf(admin).locator("ol.live-timeline li")).toHaveCount(rows + 2);
  await expectSpectator(spectator, away + 4, home);
  await expect(spectatorRows(spectator)).toHaveCount(rows + 2);
});

test("a tap made offline is kept on the phone, even across a reload, and arrives once back online", async ({
  open,
  admins,
}) => {
  test.slow();
  const game = gameOf(test.info());
  const admin = await open(admins[0]);
  const spectator = await open();
  await openScorer(admin, game);
  await allSent(admin);
  const [away, home] = await scorerScore(admin);
  const rows = await scorerOf(admin).locator("ol.live-timeline li").count();
  await watch(spectator, game);
  await expectSpectator(spectator, away, home);

  const unsent = async () => {
    await expect(scorerOf(admin).getByRole("status")).toHaveText(
      /^1 tap not sent yet\. No connection: the taps are kept on this phone\.$/,
    );
    const newest = scorerOf(admin).locator("ol.live-timeline li").first();
    await expectRow(newest, game.away, 2, `${away + 2}–${home}`);
    await expect(newest).toContainText("not sent");
    await expect(scorerOf(admin).getByText("Finish (waiting for 1 tap)")).toBeVisible();
    await expect(scorerOf(admin).getByRole("link", { name: "Finish" })).toHaveCount(0);
    await expectScorer(admin, away + 2, home);
    expect((await storedTaps(admin, game)).map((t) => t.points)).toEqual([2]);
  };

  await admin.context().setOffline(true);
  await tap(admin, game.away, 2);
  await unsent();
  await expectAccessible(admin, ".live-scorer");

  // Without a connection the page itself cannot load again (the site has no
  // service worker), so the reload is made with only the scoring address
  // unreachable: the tap comes back from this phone's storage, still unsent.
  const postPath = `/admin/games/${game.id}/live`;
  const scoring = (url: URL) => url.pathname === postPath;
  await admin.route(scoring, (route) => route.abort("internetdisconnected"));
  await admin.context().setOffline(false);
  // The stored taps must never be erased meanwhile, not even for a moment.
  await admin.addInitScript(() => {
    const removeItem = Storage.prototype.removeItem;
    Storage.prototype.removeItem = function (key: string) {
      ((window as unknown as { __removed?: string[] }).__removed ??= []).push(key);
      removeItem.call(this, key);
    };
  });
  await admin.reload();
  await unsent();
  expect(
    await admin.evaluate(() => (window as unknown as { __removed?: string[] }).__removed ?? []),
  ).not.toContainEqual(expect.stringMatching(`^live-taps:${game.id}:`));
  await expectSpectator(spectator, away, home);
  await expect(spectatorRows(spectator)).toHaveCount(rows);

  // Back online for real: the 'online' event sends it at once, and only once.
  await admin.context().setOffline(true);
  await admin.unroute(scoring);
  // (At once: by then the phone's next retry may be seconds away.)
  await timed(
    spectator,
    "offline tap, from setOffline(false)",
    shows(away + 2, home, rows + 1),
    () => admin.context().setOffline(false),
    { ceiling: 3_000 },
  );
  latencies.length = 0; // (a retry's wait, not the stream's speed)
  await allSent(admin);
  await expect(scorerOf(admin).getByText("not sent")).toHaveCount(0);
  await expect(scorerOf(admin).getByRole("link", { name: "Finish" })).toBeVisible();
  expect(await storedTaps(admin, game)).toEqual([]);
  await admin.reload();
  await expectScorer(admin, away + 2, home);
  await expect(scorerOf(admin).locator("ol.live-timeline li")).toHaveCount(rows + 1);
  await expectSpectator(spectator, away + 2, home);
});

test("two scorers tapping at once: every tap counts and both phones agree", async ({
  open,
  admins,
}) => {
  test.slow();
  const game = gameOf(test.info());
  const [first, second] = [await open(admins[0]), await open(admins[1])];
  const spectator = await open();
  await openScorer(first, game);
  await openScorer(second, game);
  await allSent(first);
  await allSent(second);
  const [away, home] = await scorerScore(first);
  await expectScorer(second, away, home);
  const rows = await scorerOf(first).locator("ol.live-timeline li").count();
  await watch(spectator, game);

  const firstTaps = [
    [game.away, 2],
    [game.home, 3],
    [game.away, 1],
    [game.away, 2],
    [game.home, 1],
  ] as const;
  const secondTaps = [
    [game.home, 2],
    [game.away, 3],
    [game.home, 1],
    [game.home, 2],
    [game.away, 1],
  ] as const;
  const sum = (team: string) =>
    [...firstTaps, ...secondTaps].filter(([t]) => t === team).reduce((s, [, p]) => s + p, 0);
  await Promise.all(
    [
      [first, firstTaps],
      [second, secondTaps],
    ].map(async ([page, taps]) => {
      for (const [team, points] of taps as typeof firstTaps) await tap(page as Page, team, points);
    }),
  );
  const total: [number, number] = [away + sum(game.away), home + sum(game.home)];
  const count = rows + firstTaps.length + secondTaps.length;

  for (const page of [first, second]) {
    await allSent(page);
    await expectScorer(page, ...total);
    await expect(scorerOf(page).locator("ol.live-timeline li")).toHaveCount(count);
  }
  await expectSpectator(spectator, ...total);
  await expect(spectatorRows(spectator)).toHaveCount(count);
  // The same baskets in the same order (the server's) on both phones and the spectator's.
  const order = await timelineTexts(spectatorRows(spectator));
  expect(await timelineTexts(scorerOf(first).locator("ol.live-timeline li"))).toEqual(order);
  expect(await timelineTexts(scorerOf(second).locator("ol.live-timeline li"))).toEqual(order);
  await second.reload();
  await expectScorer(second, ...total);
  expect(await timelineTexts(scorerOf(second).locator("ol.live-timeline li"))).toEqual(order);
});

test("Finish prefills the result; Save turns the game final for the spectator and the league", async ({
  open,
  admins,
}) => {
  test.slow();
  const game = gameOf(test.info());
  const admin = await open(admins[0]);
  const spectator = await open();
  await openScorer(admin, game);
  await allSent(admin);
  // A player credited twice: his points add up on the result form.
  const scorer = await playerOf(admin, game.home, "last");
  await tap(admin, game.home, 2, scorer);
  await tap(admin, game.home, 3, scorer);
  await allSent(admin);
  const [scored, home] = await scorerScore(admin);
  let away = scored;
  if (away === home) {
    await tap(admin, game.away, 1);
    away += 1;
    await allSent(admin);
  }
  await expectScorer(admin, away, home);
  const winner = away > home ? game.away : game.home;

  // What the live timeline credits to each player.
  const credited = new Map<string, number>();
  for (const row of await scorerOf(admin)
    .locator("ol.live-timeline li")
    .evaluateAll((items) =>
      items.map((li) => ({
        who: li.querySelector(".live-who")!.firstChild!.textContent!,
        player: li.querySelector(".live-who .muted") !== null,
        points: Number(li.querySelector(".live-points")!.textContent!.slice(1)),
      })),
    )) {
    if (row.player) credited.set(row.who, (credited.get(row.who) ?? 0) + row.points);
  }
  expect(credited.get(scorer.name)).toBeGreaterThanOrEqual(5);

  await watch(spectator, game);
  await expectSpectator(spectator, away, home);

  // While live, the result form waits for Finish.
  await expect(admin.getByRole("button", { name: "Save" })).toHaveCount(0);
  await scorerOf(admin).getByRole("link", { name: "Finish" }).click();
  await expect(admin).toHaveURL(`${ADMIN_URL}/admin/games/${game.id}?finish=1#result`);
  await expect(admin.getByRole("heading", { name: "Finish: the final result" })).toBeVisible();
  await expect(admin.getByLabel(game.away, { exact: true })).toHaveValue(String(away));
  await expect(admin.getByLabel(game.home, { exact: true })).toHaveValue(String(home));
  for (const [name, points] of credited) {
    await expect(admin.getByLabel(`${name} Points`, { exact: true })).toHaveValue(String(points));
  }
  // A player with no basket credited is left blank (not 0): he may not have played.
  const labels = await admin
    .getByLabel(/ Points$/)
    .evaluateAll((boxes) =>
      boxes.map((b) => b.getAttribute("aria-label")!.replace(/ Points$/, "")),
    );
  const blank = labels.find((name) => !credited.has(name));
  expect(blank, "a player without points credited").toBeTruthy();
  await expect(admin.getByLabel(`${blank} Points`, { exact: true })).toHaveValue("");

  // Points tapped for a team alone are said above its boxes; this journey's
  // sheet stays as the taps left it, so the admin says it is incomplete.
  const uncredited = admin.getByText(/\d+ points? not credited to a player/);
  if ((await uncredited.count()) > 0) {
    await admin.getByLabel("Save anyway: the stat sheet is incomplete").check();
  }
  const since = Date.now();
  await admin.getByRole("button", { name: "Save" }).click();
  await expect(
    admin.getByText("Saved. Standings, leaders and player pages now include this game."),
  ).toBeVisible();
  await expect(admin.getByText(/Final saved/)).toBeVisible();
  await expect(scorerOf(admin)).toHaveCount(0);
  await expect(admin.getByRole("link", { name: "Start live scoring" })).toHaveCount(0);

  // The spectator's page turns into the final by itself, box score and all.
  await expect(spectator.locator(".game-status")).toContainText("Final");
  test.info().annotations.push({
    type: "tap → spectator",
    description: `Save → spectator shows Final: ≤ ${Date.now() - since} ms (polled)`,
  });
  await expect(spectator.locator(".live-badge")).toHaveCount(0);
  await expect(spectator.getByRole("heading", { name: "Scoring" })).toHaveCount(0);
  await expect(spectator.getByRole("heading", { name: "Box Score" })).toBeVisible();
  await expect(spectator.getByRole("heading", { name: "Game Leaders" })).toBeVisible();
  await expectSpectator(spectator, away, home);
  await expect(spectator.locator(".game-side.winner")).toContainText(winner);
  const box = spectator.getByRole("region", { name: `${game.home} box score` });
  await expect(box.locator("tr", { hasText: scorer.name })).toContainText(
    String(credited.get(scorer.name)),
  );
  expect(await spectator.evaluate(() => "__drawn" in window), "no reload").toBe(true);

  // As after any save: the bracket advances the winner, the player's page has the game,
  // the home page shows the final and no game live.
  await spectator.goto(`/games/${game.next}`);
  await expect(spectator.getByRole("heading", { level: 1 })).toContainText(winner);
  await spectator.goto(`/games/${game.id}`);
  await spectator
    .getByRole("region", { name: `${game.home} box score` })
    .getByRole("link", { name: scorer.name })
    .click();
  await expect(spectator.getByRole("heading", { level: 1 })).toHaveText(scorer.name);
  const logRow = spectator.locator("tr", { has: spectator.locator(`a[href="/games/${game.id}"]`) });
  await expect(logRow.first()).toBeVisible();
  await expect(logRow.first().locator("td.num").first()).toHaveText(
    String(credited.get(scorer.name)),
  );
  await spectator.goto("/");
  const liveNow = spectator.locator("section", {
    has: spectator.getByRole("heading", { name: "Live Now" }),
  });
  await expect(liveNow.locator(`a[href="/games/${game.id}"]`)).toHaveCount(0);
  await expect(spectator.locator(`a[href="/games/${game.id}"]`).first()).toHaveAttribute(
    "aria-label",
    `${game.away} at ${game.home}, Final ${away}–${home}`,
  );

  // A tap left over on a phone is refused, not counted: the game is over.
  const answer = await admin.request.post(`/admin/games/${game.id}/live`, {
    headers: { Accept: "application/json", Origin: ADMIN_URL },
    form: {
      intent: "taps",
      taps: JSON.stringify([
        { id: `late-${game.id}-0001`, kind: "score", teamId: game.homeTeamId, points: 2 },
      ]),
    },
  });
  expect(answer.status()).toBe(409);
});
