// The site's menu: behind ☰ on a phone (a full-screen dialog), in the bar
// itself from 1024 px wide (no ☰). Either way the same links, the way in
// (Sign in, or My account, Admin and Sign out) and a Sign out that works
// without JavaScript.
import type { Locator, Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { signInWithPassword } from "./auth";
import { expectAccessible, hasWideBar, WIDE_BAR_PX } from "./support";

/** The site's pages, in the menu for everyone; Standings is the current season's (4). */
const PAGES = [
  ["Home", "/"],
  ["Teams", "/teams"],
  ["Schedule", "/schedule"],
  ["Standings", "/seasons/4"],
  ["Records", "/records"],
  ["Prayer Intention", "/prayer-intentions/new"],
  ["Southie Times", "/southietimes"],
] as const;

/** Opens the menu (once the page has hydrated) and returns it. */
async function openMenu(page: Page): Promise<Locator> {
  await page.getByRole("button", { name: "Open menu" }).click();
  const menu = page.getByRole("dialog", { name: "Menu" });
  await expect(menu).toBeVisible();
  return menu;
}

/**
 * Where this screen shows the menu's links: the bar's own lists from 1024 px
 * wide, else the menu the ☰ opens (once the page has hydrated).
 */
async function menuLinksOn(page: Page): Promise<Locator> {
  if (!hasWideBar(page)) return openMenu(page);
  const bar = page.locator(".navbar-links");
  await expect(bar.first()).toBeVisible();
  return bar;
}

/** How many lines each element's text takes (1: it did not wrap). */
async function linesOf(targets: Locator): Promise<Record<string, number>> {
  const lines = await targets.evaluateAll((els) =>
    els.map((el) => {
      const range = document.createRange();
      range.selectNodeContents(el);
      const tops = new Set([...range.getClientRects()].map((r) => Math.round(r.top)));
      return [el.textContent!.trim(), tops.size] as const;
    }),
  );
  return Object.fromEntries(lines);
}

/** The menu's links, as [text, href] in order. */
async function linksOf(menu: Locator): Promise<[string, string | null][]> {
  return menu
    .getByRole("link")
    .evaluateAll((as) => as.map((a) => [a.textContent?.trim() ?? "", a.getAttribute("href")]));
}

/** Every link and button of the menu is at least 24 by 24 CSS pixels (WCAG 2.5.8). */
async function expectTapTargets(menu: Locator) {
  const small: string[] = [];
  for (const target of await menu.locator("a, button").all()) {
    const box = await target.boundingBox();
    if (!box || box.width < 24 || box.height < 24) {
      small.push(`${await target.textContent()}: ${JSON.stringify(box)}`);
    }
  }
  expect(small, "tap targets under 24x24 px").toEqual([]);
}

test("the menu opens full screen, locks scrolling, traps focus and closes on Escape", async ({
  page,
}) => {
  test.skip(hasWideBar(page), "from 1024 px wide the links are in the bar: no ☰ to open");
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
  // Signed out: the site's pages and the way in.
  expect(await linksOf(menu)).toEqual([...PAGES, ["Sign in", "/login"]]);
  await expect(menu.getByRole("button", { name: "Sign out" })).toHaveCount(0);
  await expectTapTargets(menu);

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

test("a player finds his account and Sign out in the menu (or the bar); Sign out signs him out", async ({
  page,
}) => {
  await signInWithPassword(page, "player@example.org");
  await page.goto("/schedule");
  const menu = await menuLinksOn(page);
  expect(await linksOf(menu)).toEqual([...PAGES, ["My account", "/account"]]);
  await expect(menu.getByRole("link", { name: "Admin", exact: true })).toHaveCount(0);
  await expectTapTargets(menu);
  await expectAccessible(page);

  await menu.getByRole("button", { name: "Sign out", exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("link", { name: "Account", exact: true })).toHaveCount(0);
  expect(await linksOf(await menuLinksOn(page))).toEqual([...PAGES, ["Sign in", "/login"]]);
  await page.goto("/account");
  await expect(page).toHaveURL(/\/login\?redirect=%2Faccount$/);
});

test("an admin signing in lands on /admin, and the menu links to it", async ({ page }) => {
  // No page asked for: the admin (not a player) lands on /admin, not /account.
  await signInWithPassword(page, "admin@example.org");
  await expect(page.getByRole("heading", { name: "Admin", level: 1 })).toBeVisible();
  const menu = await menuLinksOn(page);
  expect(await linksOf(menu)).toEqual([...PAGES, ["My account", "/account"], ["Admin", "/admin"]]);
  await expect(menu.getByRole("link", { name: "Admin", exact: true })).toHaveAttribute(
    "aria-current",
    "page",
  );
  await expect(menu.getByRole("button", { name: "Sign out", exact: true })).toBeVisible();
  await expectTapTargets(menu);

  // From another page, the menu takes him back.
  await menu.getByRole("link", { name: "Standings", exact: true }).click();
  await expect(page).toHaveURL(/\/seasons\/4$/);
  await (await menuLinksOn(page)).getByRole("link", { name: "Admin", exact: true }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole("heading", { name: "Admin", level: 1 })).toBeVisible();
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  /** The menu as served: its #menu link opens it on a phone; the bar holds its links from 1024 px. */
  async function servedMenu(page: Page): Promise<Locator> {
    if (hasWideBar(page)) {
      await expect(page.locator('.navbar a[href="#menu"]')).toBeHidden();
      return page.locator(".navbar-links");
    }
    await page.getByRole("link", { name: "Open menu" }).click();
    const menu = page.getByRole("dialog", { name: "Menu" });
    await expect(menu).toBeVisible();
    return menu;
  }

  test("the menu signs in and out as served", async ({ page }) => {
    await page.goto("/records");
    await (await servedMenu(page)).getByRole("link", { name: "Sign in", exact: true }).click();
    await expect(page).toHaveURL(/\/login$/);

    await signInWithPassword(page, "player@example.org");
    await page.goto("/records");
    const menu = await servedMenu(page);
    await expect(menu.getByRole("link", { name: "My account", exact: true })).toBeVisible();
    // Sign out is a plain form: it posts to /logout without a script.
    await menu.getByRole("button", { name: "Sign out", exact: true }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("link", { name: "Account", exact: true })).toHaveCount(0);
  });
});

test("from 1024 px wide the menu's links are in the bar, each on one line, and there is no ☰", async ({
  page,
}) => {
  test.skip(!hasWideBar(page), "a phone opens the menu with ☰");
  const hamburger = page.locator('.navbar [aria-controls="menu"]');
  const bar = page.locator(".navbar-links");
  /** Every link (and Sign out) of the bar: shown, on one line, inside the screen, none overlapping the next. */
  async function expectBarFits(expected: string[]) {
    const targets = bar.locator("a, button");
    await expect(targets).toHaveText(expected);
    expect(
      Object.values(await linesOf(targets)).every((n) => n === 1),
      "one line each",
    ).toBe(true);
    const width = page.viewportSize()!.width;
    const boxes = await targets.evaluateAll((els) =>
      els.map((el) => el.getBoundingClientRect().toJSON() as DOMRect),
    );
    for (const [i, box] of boxes.entries()) {
      expect(box.height, `${expected[i]} height`).toBeGreaterThanOrEqual(44);
      expect(box.left, `${expected[i]} on screen`).toBeGreaterThanOrEqual(0);
      expect(box.right, `${expected[i]} on screen`).toBeLessThanOrEqual(width);
      if (i > 0)
        expect(box.left, `${expected[i]} after ${expected[i - 1]}`).toBeGreaterThanOrEqual(
          boxes[i - 1]!.right,
        );
    }
    await expect(hamburger).toBeHidden();
    await expect(page.getByRole("link", { name: "Write a prayer intention" })).toBeHidden();
  }
  const pages = PAGES.map(([label]) => label);

  // A visitor at the desktop's 1280 px.
  await page.goto("/records");
  await expectBarFits([...pages, "Sign in"]);
  await expect(bar.getByRole("link", { name: "Records" })).toHaveAttribute("aria-current", "page");
  await expectAccessible(page);

  // The longest bar, an admin's, at the narrowest width that has it.
  await page.setViewportSize({ width: WIDE_BAR_PX, height: 720 });
  await signInWithPassword(page, "admin@example.org");
  await expectBarFits([...pages, "My account", "Admin", "Sign out"]);
  await bar.getByRole("link", { name: "Schedule", exact: true }).click();
  await expect(page).toHaveURL(/\/schedule$/);

  // Narrower: the ☰ is back and the bar's links are gone; a menu left open as the
  // window grows past 1024 px closes and lets the page scroll again.
  await page.setViewportSize({ width: WIDE_BAR_PX - 1, height: 720 });
  await expect(bar.first()).toBeHidden();
  const menu = await openMenu(page);
  await page.setViewportSize({ width: 1280, height: 720 });
  await expect(menu).toBeHidden();
  expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe("hidden");
  await expectBarFits([...pages, "My account", "Admin", "Sign out"]);
});

// Issue 41: the bar was 1,160 px wide over a 960 px column.
test("on a desktop the bar lines up with the page's column", async ({ page }) => {
  test.skip(!hasWideBar(page), "on a phone the bar is the screen's width");
  await signInWithPassword(page, "admin@example.org", "/schedule");
  for (const width of [1280, 1160, WIDE_BAR_PX]) {
    await page.setViewportSize({ width, height: 720 });
    const edges = await page.evaluate(() => {
      const column = document.querySelector("main .page")!;
      const style = getComputedStyle(column);
      const box = column.getBoundingClientRect();
      const bar = [...document.querySelectorAll(".navbar-links a, .navbar-links button")];
      return {
        logo: document.querySelector(".navbar-logo")!.getBoundingClientRect().left,
        heading: document.querySelector("main h1")!.getBoundingClientRect().left,
        columnLeft: box.left + parseFloat(style.paddingLeft),
        columnRight: box.right - parseFloat(style.paddingRight),
        lastLink: bar.at(-1)!.getBoundingClientRect().right,
      };
    });
    expect(Math.abs(edges.logo - edges.columnLeft), `${width} px: left edges`).toBeLessThanOrEqual(
      1,
    );
    expect(
      Math.abs(edges.logo - edges.heading),
      `${width} px: logo over the h1`,
    ).toBeLessThanOrEqual(1);
    expect(
      Math.abs(edges.lastLink - edges.columnRight),
      `${width} px: right edges`,
    ).toBeLessThanOrEqual(1);
  }
});

test("every page has the footer with the year and the league's name", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByRole("contentinfo")).toContainText(/© 2026 /);
});
