// The player edit form (docs/league-rules.md#players): the pencil on a player
// page shows only to that player (and admins); Pat edits his jersey number; an
// admin edits a player on a phone and without JavaScript. Each test edits a
// different player, because the desktop and phone projects share one server;
// nobody's name or email changes (other journeys sign in as Pat).
import { type Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { signInWithPassword } from "./auth";
import { expectAccessible } from "./support";

/** Pat's player page, from the account page's 'View my Stats' link. */
async function patsPage(page: Page): Promise<string> {
  await page.goto("/account");
  const href = await page.getByRole("link", { name: "View my Stats" }).getAttribute("href");
  expect(href).toMatch(/^\/players\/[A-Za-z0-9_-]+$/);
  return href!;
}

/** Player pages other than Pat's, from the home page's season leaders. */
async function otherPlayerPages(page: Page): Promise<string[]> {
  await page.goto("/");
  const leaders = page.locator("section", {
    has: page.getByRole("heading", { name: "Season Leaders" }),
  });
  const hrefs = await leaders
    .locator('a[href^="/players/"]')
    .evaluateAll((links) =>
      links
        .filter((a) => a.textContent?.trim() !== "Pat Murphy")
        .map((a) => a.getAttribute("href")!),
    );
  const others = [...new Set(hrefs)];
  expect(others.length).toBeGreaterThan(2);
  return others;
}

// Sign-in, several pages and axe scans: more than the default 30 s on a busy machine.
test.describe.configure({ timeout: 90_000 });

// Photo addresses point at example.org: answer them here, not on the internet.
test.beforeEach(async ({ page }) => {
  await page.route("https://example.org/**", (route) => route.fulfill({ status: 404 }));
});

test("the pencil shows on Pat's page for him only: not on another's, not signed out", async ({
  page,
}) => {
  await signInWithPassword(page, "player@example.org");
  const pat = await patsPage(page);
  const [other] = await otherPlayerPages(page);

  await page.goto(pat);
  const pencil = page.getByRole("link", { name: "Edit Pat Murphy" });
  await expect(pencil).toBeVisible();
  await expect(pencil).toHaveAttribute("href", `${pat}/edit`);
  await expectAccessible(page);

  await page.goto(other!);
  await expect(page.getByRole("link", { name: /^Edit / })).toHaveCount(0);
  // Typing the address is no way round it: back to that player's page.
  await page.goto(`${other}/edit`);
  await expect(page).toHaveURL(new RegExp(`${other}$`));

  await page.context().clearCookies();
  await page.goto(pat);
  await expect(page.getByRole("heading", { level: 1, name: "Pat Murphy" })).toBeVisible();
  await expect(page.getByRole("link", { name: /^Edit / })).toHaveCount(0);
  await page.goto(`${pat}/edit`);
  await expect(page).toHaveURL(/\/login\?redirect=/);
});

test("Pat changes his jersey number and sees it on his page", async ({ page }, testInfo) => {
  test.skip(testInfo.project.name !== "desktop", "one project edits Pat (shared server)");
  await signInWithPassword(page, "player@example.org");
  const pat = await patsPage(page);
  await page.goto(pat);
  await page.getByRole("link", { name: "Edit Pat Murphy" }).click();

  await expect(page).toHaveURL(`${pat}/edit`);
  await expect(page.getByRole("heading", { level: 1, name: "Edit Pat Murphy" })).toBeVisible();
  await expect(page.getByLabel("First name")).toHaveValue("Pat");
  await expect(page.getByLabel("Email")).toHaveAttribute("type", "email");
  await expect(page.getByLabel("Phone")).toHaveAttribute("type", "tel");
  await expect(page.getByLabel("Image URL")).toHaveAttribute("type", "url");
  await expect(page.getByLabel("Feet")).toHaveValue("6");
  const sizes = page.getByLabel("Jersey size").locator("option");
  await expect(sizes).toHaveText(["S", "M", "L", "XL", "2XL"]);
  await expect(page.getByLabel("Year").locator("option").nth(1)).toHaveText("2010");
  await expect(page.getByLabel("Year").locator("option").last()).toHaveText("1951");
  await expectAccessible(page);

  // A number out of range: the message sits under the field, which says it is invalid.
  const jersey = page.getByLabel("Jersey number");
  await jersey.fill("100");
  await page.getByLabel("Image URL").fill("https://example.org/pat.jpg");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(jersey).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByText("Enter a jersey number between 0 and 99.")).toBeVisible();
  await expect(jersey).toHaveAccessibleDescription("Enter a jersey number between 0 and 99.");
  await expect(page).toHaveURL(`${pat}/edit`);
  await expectAccessible(page);

  await jersey.fill("77");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page).toHaveURL(`${pat}?saved=1`);
  await expect(page.getByRole("status")).toHaveText("Changes saved.");
  await expect(page.locator(".player-facts")).toContainText("#77");
  await expectAccessible(page);
});

test("an admin edits a player on a phone: the form fits and saves", async ({ page }, testInfo) => {
  test.skip(testInfo.project.name !== "phone", "the phone project edits this player");
  await signInWithPassword(page, "admin@example.org");
  const player = (await otherPlayerPages(page))[1]!;
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto(player);
  await page.getByRole("link", { name: /^Edit / }).click();
  await expect(page).toHaveURL(`${player}/edit`);
  // Nothing wider than the screen.
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  await expectAccessible(page);

  await page.getByLabel("Image URL").fill("https://example.org/photo.jpg");
  await page.getByLabel("Jersey number").fill("64");
  await page.getByLabel("Jersey size").selectOption({ label: "2XL" });
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page).toHaveURL(`${player}?saved=1`);
  await expect(page.locator(".player-facts")).toContainText("#64");
  await page.goto(`${player}/edit`);
  await expect(page.getByLabel("Jersey size")).toHaveValue("XXL");
});

test("without JavaScript: errors come back with what was typed, then it saves", async ({
  browser,
  page,
}, testInfo) => {
  test.skip(testInfo.project.name !== "desktop", "one project edits this player");
  await signInWithPassword(page, "admin@example.org");
  const player = (await otherPlayerPages(page))[2]!;
  const context = await browser.newContext({
    javaScriptEnabled: false,
    storageState: await page.context().storageState(),
  });
  const noJs = await context.newPage();
  await noJs.route("https://example.org/**", (route) => route.fulfill({ status: 404 }));
  await noJs.goto(`${player}/edit`);
  const name = await noJs.getByLabel("First name").inputValue();

  // The browser's own checks would stop these; switch them off to reach the server.
  await noJs
    .locator("form.player-edit-form")
    .evaluate((form) => form.setAttribute("novalidate", ""));
  await noJs.getByLabel("Image URL").fill("https://example.org/photo.jpg");
  await noJs.getByLabel("Age", { exact: true }).fill("12");
  await noJs.getByLabel("Phone").fill("call me");
  await noJs.getByRole("button", { name: "Save" }).click();
  await expect(noJs.getByLabel("Age", { exact: true })).toHaveAttribute("aria-invalid", "true");
  await expect(noJs.getByLabel("Age", { exact: true })).toHaveValue("12");
  await expect(noJs.getByLabel("Phone")).toHaveValue("call me");
  await expect(noJs.getByText("Enter an age between 16 and 99.")).toBeVisible();
  await expect(noJs.getByText("Use digits, spaces and + ( ) - . only.")).toBeVisible();
  await expect(noJs.getByLabel("First name")).toHaveValue(name);

  await noJs.getByLabel("Age", { exact: true }).fill("41");
  await noJs.getByLabel("Phone").fill("617-555-0123");
  await noJs.getByLabel("Jersey number").fill("9");
  await noJs.getByRole("button", { name: "Save" }).click();
  await expect(noJs).toHaveURL(`${player}?saved=1`);
  await expect(noJs.locator(".player-facts")).toContainText("#9");
  await context.close();
});
