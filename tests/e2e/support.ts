import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

export const E2E_NOW = "2026-11-22T17:00:00.000Z";
// E2E_PORT moves both test servers (season on it, playoffs on the next port).
export const SEASON_PORT = Number(process.env.E2E_PORT ?? 4173);
export const PLAYOFFS_PORT = SEASON_PORT + 1;
export const PLAYOFFS_URL = `http://127.0.0.1:${PLAYOFFS_PORT}`;
// A server of its own for journeys that change results (admin game entry,
// draft picks), so they never disturb the pages other journeys read. It runs
// the playoffs demo: a regular season to correct and a bracket to advance.
export const ADMIN_PORT = SEASON_PORT + 3;
export const ADMIN_URL = `http://127.0.0.1:${ADMIN_PORT}`;
// The local SMTP receiver the season server sends its mail to, and where it saves it.
export const MAIL_PORT = SEASON_PORT + 2;
export const MAIL_DIR = `tmp/e2e-mail-${MAIL_PORT}`;

/**
 * For a journey whose checks do not depend on the screen (what the server
 * answers: status codes, headers, refusals, text kept as text): it runs on
 * the phone only (playwright.config.ts leaves it out of the desktop project).
 */
export const ANY_SCREEN = { tag: "@any-screen" };

/**
 * Fails the test with the list of WCAG 2.1 AA problems axe finds on the page.
 * axe runs inside the page (legacy mode) and details only the violations:
 * the default mode gathers every frame's partial results, passes included,
 * and joins them in a blank page of its own, which took 3.5-6 s on the
 * signups list against 1 s this way. The site has no frames, so what that
 * mode adds (frames from other origins) has nothing to test here.
 * `parts` (CSS selectors) limit the scan to those parts of the page.
 */
export async function expectAccessible(page: Page, ...parts: string[]) {
  let axe = new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
    .setLegacyMode(true)
    .options({ resultTypes: ["violations"] });
  for (const part of parts) axe = axe.include(part);
  const results = await axe.analyze();
  const problems = results.violations.map(
    (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`,
  );
  expect(problems, "axe violations").toEqual([]);
}

/**
 * Waits until the page has hydrated: the menu's no-JavaScript link has become
 * its button (every page has it; from 1024 px wide it is in the page but not
 * shown, the menu's links being in the bar). Scripts start only after the
 * first paint, so a tap or typing before this reaches the page as served:
 * journeys about what the page's script does wait for it first.
 */
export async function waitForHydration(page: Page) {
  await expect(page.locator('.navbar button[aria-controls="menu"]')).toBeAttached({
    timeout: 15_000,
  });
}

/** From this width the menu's links are in the bar and there is no ☰ (chrome.css). */
export const WIDE_BAR_PX = 1024;

/** Whether the page's bar shows the menu's links itself (no ☰). */
export function hasWideBar(page: Page): boolean {
  return (page.viewportSize()?.width ?? 0) >= WIDE_BAR_PX;
}
