// Issue 43, the live island (docs/league-rules.md#live-games): a signed-out
// visitor's game page and /schedule run no React (no router context, no script
// but the islands), and still follow a game of the day from its tip-off to its
// final without a reload: the game page turns LIVE with its score and
// play-by-play, then Final with its box score, redrawn from the server's markup;
// the schedule's card changes where it stands, the same element (a card
// focused stays focused). The stream is closed when the page is put away
// (pagehide) and opened again when a back/forward brings it back.
//
// On a server of this file's own, its clock on a game day's morning; the
// phone's run only (the island does the same at every width).
import { devices, type Page } from "@playwright/test";
import { DEMO_ADMIN, signInWithPassword } from "./auth";
import { expect, test } from "./fixtures";
import { gameDayMorningServer } from "./own-server";
import { countStreams, streamsOf } from "./live-streams";
import { ANY_SCREEN, waitForHydration } from "./support";

const PHONE = devices["Pixel 7"];

const server = gameDayMorningServer();

/** Whether each stream the page made is still open. */
const streamsOpen = async (page: Page) => (await streamsOf(page)).map((s) => s.open);

/** No React on the page: no router context, and no script but the islands. */
async function expectNoReact(page: Page) {
  expect(await page.evaluate(() => "__reactRouterContext" in window)).toBe(false);
  const scripts = await page.evaluate(() =>
    performance
      .getEntriesByType("resource")
      .map((entry) => new URL(entry.name).pathname)
      .filter((path) => path.endsWith(".js")),
  );
  expect(scripts.length).toBeGreaterThan(0);
  for (const script of scripts) expect(script).toMatch(/^\/assets\/island-\w+-/);
}

test(
  "a signed-out visitor's game page and schedule follow a game from tip-off to final with no React and no reload",
  ANY_SCREEN,
  async ({ browser }) => {
    test.setTimeout(120_000);
    const scorerContext = await browser.newContext({ ...PHONE, baseURL: server().url });
    const scorer = await scorerContext.newPage();
    await signInWithPassword(scorer, DEMO_ADMIN);
    await scorer.goto("/admin");
    const scoreLive = scorer
      .getByRole("region", { name: "Game day" })
      .getByRole("link", { name: /^Score live: / })
      .first();
    const gameId = (await scoreLive.getAttribute("href"))!.match(/\/admin\/games\/([^/?#]+)/)![1]!;

    // The visitor opens the game's page and the schedule before tip-off.
    const visitor = await browser.newContext({ ...PHONE, baseURL: server().url });
    await countStreams(visitor);
    const game = await visitor.newPage();
    // The island opens the game's stream (a game to come turns LIVE at its start).
    const gameStream = game.waitForResponse(
      (r) => new URL(r.url()).pathname === `/games/${gameId}/live`,
      { timeout: 15_000 },
    );
    await game.goto(`/games/${gameId}`);
    await gameStream;
    const schedule = await visitor.newPage();
    const scheduleStream = schedule.waitForResponse((r) => new URL(r.url()).pathname === "/live", {
      timeout: 15_000,
    });
    await schedule.goto("/schedule");
    await waitForHydration(schedule);
    await scheduleStream;
    const card = schedule.locator(`a.game-card[href="/games/${gameId}"]`);
    const label = (await card.getAttribute("aria-label"))!;
    const [away, home] = label.replace(/, .*$/, "").split(" at ") as [string, string];
    for (const page of [game, schedule]) {
      await expectNoReact(page);
      await page.evaluate(() => ((window as { notReloaded?: boolean }).notReloaded = true));
    }
    await expect(game.locator(".live-badge")).toHaveCount(0);
    // The card focused (a keyboard's Tab), and marked: it must stay the same element.
    await card.evaluate((a: HTMLAnchorElement & { marked?: boolean }) => {
      a.marked = true;
      a.focus();
    });

    // Tip-off.
    await scoreLive.click();
    await scorer.getByRole("button", { name: "Yes, start live scoring" }).click();
    await expect(scorer).toHaveURL(new RegExp(`/admin/games/${gameId}#live-scorer$`));
    await expect(game.locator(".game-status .live-badge")).toHaveText("LIVE", { timeout: 15_000 });
    await expect(game.getByRole("heading", { name: "Scoring" })).toBeVisible();
    await expect(card).toHaveAttribute("aria-label", `${away} at ${home}, LIVE 0–0`, {
      timeout: 15_000,
    });

    // A basket: the game page's score and play-by-play, the card's score.
    const sent = scorer.locator(".live-scorer").getByRole("status");
    await scorer.getByRole("button", { name: `+2 ${home}`, exact: true }).click();
    await expect(sent).toHaveText("Every tap is sent.", { timeout: 10_000 });
    await expect(game.locator(".game-side-score")).toHaveText(["Score 0", "Score 2"], {
      timeout: 15_000,
    });
    await expect(game.locator("ol.live-timeline li")).toHaveCount(1);
    await expect(card.locator(".game-card-score")).toHaveText(["0", "2"], { timeout: 15_000 });
    expect(
      await card.evaluate(
        (a: HTMLAnchorElement & { marked?: boolean }) => a.marked && document.activeElement === a,
      ),
      "the focused card is changed in place",
    ).toBe(true);

    // Put away for the back/forward cache, then brought back: the stream closes, then opens again.
    await schedule.evaluate(() =>
      window.dispatchEvent(new PageTransitionEvent("pagehide", { persisted: true })),
    );
    expect(await streamsOpen(schedule)).toEqual([false]);
    await schedule.evaluate(() =>
      window.dispatchEvent(new PageTransitionEvent("pageshow", { persisted: true })),
    );
    expect(await streamsOpen(schedule)).toEqual([false, true]);

    // The final whistle.
    await scorer.locator(".live-scorer").getByRole("link", { name: "Finish" }).click();
    await expect(scorer.getByRole("heading", { name: "Finish: the final result" })).toBeVisible();
    await scorer.getByLabel("Save anyway: the stat sheet is incomplete").check();
    await scorer.getByRole("button", { name: "Save" }).click();
    await expect(scorer.getByText(/^Saved\./)).toBeVisible();
    await expect(game.locator(".game-status strong")).toHaveText("Final", { timeout: 15_000 });
    await expect(game.getByRole("heading", { name: "Box Score" })).toBeVisible();
    await expect(game.getByRole("heading", { name: "Scoring" })).toHaveCount(0);
    await expect(card).toHaveAttribute("aria-label", `${away} at ${home}, Final 0–2`, {
      timeout: 15_000,
    });
    // A final's page follows no stream: it is closed.
    expect(await streamsOpen(game)).toEqual([false]);
    for (const page of [game, schedule]) {
      expect(await page.evaluate(() => (window as { notReloaded?: boolean }).notReloaded)).toBe(
        true,
      );
      await expectNoReact(page);
    }
    await visitor.close();
    await scorerContext.close();
  },
);
