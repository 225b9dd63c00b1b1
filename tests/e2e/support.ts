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

/** Fails the test with the list of WCAG 2.1 AA problems axe finds on the page. */
export async function expectAccessible(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
    .analyze();
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
