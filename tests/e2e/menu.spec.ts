import { expect, test } from "./fixtures";
import { expectAccessible } from "./support";

test("the menu opens full screen, locks scrolling, traps focus and closes on Escape", async ({
  page,
}) => {
  await page.goto("/");
  const hamburger = page.getByRole("button", { name: "Open menu" });
  const prayer = page.getByRole("link", { name: "Write a prayer intention" });
  await expect(hamburger).toBeVisible();
  await expect(prayer).toBeVisible();
  // Signed out: no account icon.
  await expect(page.getByRole("link", { name: "Account" })).toHaveCount(0);

  await hamburger.click();
  const menu = page.getByRole("dialog", { name: "Menu" });
  await expect(menu).toBeVisible();
  const links = menu.getByRole("link");
  await expect(links).toHaveText([
    "Home",
    "Teams",
    "Schedule",
    "Prayer Intention",
    "Southie Times",
  ]);
  const hrefs = await links.evaluateAll((as) => as.map((a) => a.getAttribute("href")));
  expect(hrefs).toEqual(["/", "/teams", "/schedule", "/prayer-intentions/new", "/southietimes"]);

  // While open: hamburger and prayer icon hidden, close button shown and focused.
  await expect(hamburger).toBeHidden();
  await expect(prayer).toBeHidden();
  const close = menu.getByRole("button", { name: "Close menu" });
  await expect(close).toBeFocused();

  // Page scrolling is locked.
  const scrollBefore = await page.evaluate(() => window.scrollY);
  await page.mouse.wheel(0, 2000);
  await page.waitForTimeout(200);
  expect(await page.evaluate(() => window.scrollY)).toBe(scrollBefore);
  const overflow = await page.evaluate(() => [
    getComputedStyle(document.documentElement).overflow,
    getComputedStyle(document.body).overflow,
  ]);
  expect(overflow).toContain("hidden");

  // Focus stays inside the menu.
  for (let i = 0; i < 8; i++) {
    await page.keyboard.press("Tab");
    expect(await menu.evaluate((m) => m.contains(document.activeElement))).toBe(true);
  }
  await page.keyboard.press("Shift+Tab");
  expect(await menu.evaluate((m) => m.contains(document.activeElement))).toBe(true);
  await expectAccessible(page);

  await page.keyboard.press("Escape");
  await expect(menu).toBeHidden();
  await expect(hamburger).toBeFocused();
  await page.mouse.wheel(0, 600);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);

  // The close button closes it too, and a link navigates and closes it.
  await hamburger.click();
  await menu.getByRole("button", { name: "Close menu" }).click();
  await expect(menu).toBeHidden();
  await hamburger.click();
  await menu.getByRole("link", { name: "Southie Times" }).click();
  await expect(page).toHaveURL(/\/southietimes$/);
  await expect(page.getByRole("dialog", { name: "Menu" })).toBeHidden();
});

test("every page has the footer with the year and the league's name", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByRole("contentinfo")).toContainText(/© 2026 /);
});
