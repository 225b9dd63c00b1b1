// Controls used before the page's script runs (a slow phone, a cold cache)
// keep what was done to them: the page's modules are held back, the visitor
// acts on the painted page, then the modules run.
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { waitForHydration } from "./support";

/** Holds the page's modules until the returned function is called. */
async function holdScripts(page: Page): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/.+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

test("a team picked on /schedule before the page's script ran is shown once it runs", async ({
  page,
}) => {
  const release = await holdScripts(page);
  await page.goto("/schedule", { waitUntil: "domcontentloaded" });
  const select = page.getByLabel("Team", { exact: true });
  const option = select.locator("option").nth(2);
  const teamName = (await option.textContent())!.trim();
  const teamId = (await option.getAttribute("value"))!;
  await select.selectOption(teamId);
  release();
  await waitForHydration(page);
  await expect(page).toHaveURL(new RegExp(`/schedule/teams/${teamId}$`), { timeout: 15_000 });
  await expect(page.getByLabel("Team", { exact: true })).toHaveValue(teamId);
  await expect(page.getByRole("heading", { level: 1 })).toContainText(teamName);
});
