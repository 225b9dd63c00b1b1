// Controls used before the page's script runs (a slow phone, a cold cache)
// keep what was done to them: the page's modules are held back, the visitor
// acts on the painted page, then the modules run. On a public page for a
// visitor those are its islands (the page never hydrates); signed in, on the
// pages that hydrate, React Router's.
import type { Page } from "@playwright/test";
import { signInWithPassword } from "./auth";
import { expect, test } from "./fixtures";
import { expectNoRouter } from "./page-scripts";
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

test("a team picked on /schedule before its island ran is shown once it runs, no hydration", async ({
  page,
}) => {
  const release = await holdScripts(page);
  // Module scripts hold DOMContentLoaded back: the page is there before it.
  await page.goto("/schedule", { waitUntil: "commit" });
  const select = page.getByLabel("Team", { exact: true });
  const option = select.locator("option").nth(2);
  const teamName = (await option.textContent())!.trim();
  const teamId = (await option.getAttribute("value"))!;
  // As served: the form's own button, until the island takes it away.
  await expect(page.getByRole("button", { name: "Show" })).toBeVisible();
  await select.selectOption(teamId);
  release();
  await waitForHydration(page);
  await expect(page).toHaveURL(new RegExp(`/schedule/teams/${teamId}$`), { timeout: 15_000 });
  await expect(page.getByLabel("Team", { exact: true })).toHaveValue(teamId);
  await expect(page.getByRole("heading", { level: 1 })).toContainText(teamName);
  await expectNoRouter(page);
});

test("a paid box ticked before the page's script ran is saved once it runs", async ({
  page,
}, testInfo) => {
  await signInWithPassword(page, "admin@example.org");
  const release = await holdScripts(page);
  await page.goto("/admin/signups", { waitUntil: "domcontentloaded" });
  // Rows of their own (from the oldest: 3 and 4): other journeys tick 0 to 2.
  const rows = page.locator("table.signups-table tbody tr");
  const row = rows.nth((await rows.count()) - 1 - (testInfo.project.name === "desktop" ? 3 : 4));
  const name = (await row.getByRole("rowheader").innerText()).trim();
  const box = page.getByRole("checkbox", { name: `Paid: ${name}` });
  const wasPaid = await box.isChecked();
  const saved = page.waitForResponse(
    (r) => r.request().method() === "POST" && r.url().includes("/admin/signups"),
  );
  await box.setChecked(!wasPaid);
  release();
  await waitForHydration(page);
  try {
    expect((await saved).ok()).toBe(true);
    await page.unroute(/\/assets\/.+\.js$/);
    await page.reload();
    await expect(box).toBeChecked({ checked: !wasPaid });
  } finally {
    await waitForHydration(page);
    if ((await box.isChecked()) !== wasPaid) {
      const back = page.waitForResponse((r) => r.request().method() === "POST");
      await box.setChecked(wasPaid);
      await back;
    }
  }
});

test("a sub day ticked on /account before the page's script ran is saved once it runs", async ({
  page,
}, testInfo) => {
  // The form posts all his days: two projects at once would undo each other's.
  test.skip(testInfo.project.name !== "desktop", "one project changes Pat's sub days");
  await signInWithPassword(page, "player@example.org");
  const release = await holdScripts(page);
  await page.goto("/account", { waitUntil: "domcontentloaded" });
  const box = page.locator('#sub-list input[name="day"]').first();
  const wasOn = await box.isChecked();
  const saved = page.waitForResponse(
    (r) => r.request().method() === "POST" && new URL(r.url()).pathname.startsWith("/account"),
  );
  await box.setChecked(!wasOn);
  release();
  await waitForHydration(page);
  try {
    expect((await saved).ok()).toBe(true);
    await expect(page.locator("#sub-list").getByRole("status")).toHaveText(
      "Your sub days are saved.",
    );
    await page.unroute(/\/assets\/.+\.js$/);
    await page.reload();
    await expect(box).toBeChecked({ checked: !wasOn });
  } finally {
    await waitForHydration(page);
    if ((await box.isChecked()) !== wasOn) {
      const back = page.waitForResponse((r) => r.request().method() === "POST");
      await box.setChecked(wasOn);
      await back;
    }
  }
});
