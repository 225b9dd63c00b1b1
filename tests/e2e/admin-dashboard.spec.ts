// The admin dashboard (issue 5): Game day first (today's games with big
// buttons to each game), tiles to the admin pages, the latest changes, Copy
// all Player Emails (clipboard, then the alert), Download All Data (a JSON
// file that parses), the signup CSVs, and an import that is refused because
// the league exists. Visitors and players never get in.
import { readFileSync } from "node:fs";
import { type Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { DEMO_ADMIN, signInWithPassword } from "./auth";
import { expectAccessible, PLAYOFFS_URL, waitForHydration, ANY_SCREEN } from "./support";

// The phone project works on the other (playoffs) server, so the two projects
// never toggle the same paid box at once.
test.use({
  baseURL: async ({ baseURL }, provide, testInfo) => {
    await provide(testInfo.project.name === "phone" ? PLAYOFFS_URL : baseURL);
  },
});

/** Ticks a signup's paid box and unticks it: two audit entries, the data as it was. */
async function togglePaidTwice(page: Page) {
  await page.goto("/admin/signups");
  // Else a tap on a busy machine lands on the page as served and the box ignores it.
  await waitForHydration(page);
  const box = page.getByRole("checkbox", { name: /^Paid/ }).first();
  const was = await box.isChecked();
  for (const wanted of [!was, was]) {
    const saved = page.waitForResponse(
      (r) => r.url().includes("/admin/signups") && r.request().method() === "POST",
    );
    await box.click();
    await saved;
    await expect(box).toBeChecked({ checked: wanted });
  }
}

async function download(page: Page, linkName: string) {
  const [file] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: linkName, exact: true }).click(),
  ]);
  return { name: file.suggestedFilename(), text: readFileSync((await file.path())!, "utf8") };
}

test("the admin's dashboard: tiles, latest changes, emails, data and CSV downloads", async ({
  page,
  context,
  baseURL,
}) => {
  test.slow();
  await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: baseURL! });
  await signInWithPassword(page, "admin@example.org");
  await togglePaidTwice(page);

  await page.goto("/admin");
  await expect(page.getByRole("heading", { name: "Admin", level: 1 })).toBeVisible();
  const tiles = page.getByRole("navigation", { name: "Admin pages" });
  const expected = [
    ["Games", "/admin/games"],
    ["Teams", "/admin/teams"],
    ["Seasons", "/admin/seasons"],
    ["Players", "/admin/players"],
    ["Signups", "/admin/signups"],
  ] as const;
  for (const [name, href] of expected) {
    await expect(tiles.getByRole("link", { name: new RegExp(`^${name}`) })).toHaveAttribute(
      "href",
      href,
    );
  }
  const changes = page.getByRole("region", { name: "Latest changes" });
  await expect(changes.getByRole("row").nth(1)).toContainText("admin@example.org");
  // Each entry names the person it concerns (issue 41), not a signup's id.
  await expect(changes).toContainText(/Mark (un)?paid: [^:(]+ \([A-Z][a-z]+ \d{4}\)/);
  await expectAccessible(page);

  // Copy all Player Emails → the clipboard holds them, then the alert says so.
  const alerts: string[] = [];
  page.on("dialog", (dialog) => {
    alerts.push(dialog.message());
    void dialog.accept();
  });
  await page.getByRole("button", { name: "Copy all Player Emails" }).click();
  await expect.poll(() => alerts).toEqual(["Emails copied to clipboard!"]);
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toContain("player@example.org");
  await expect(page.getByRole("textbox", { name: /Emails of season 4/ })).toHaveValue(copied);

  const data = await download(page, "Download All Data");
  expect(data.name).toMatch(/^league-data-\d{4}-\d{2}-\d{2}\.json$/);
  const json = JSON.parse(data.text);
  expect(json).toMatchObject({ format: "parish-league-export", version: 1 });
  expect(json.tables.players.length).toBeGreaterThan(100);

  const paid = await download(page, "Names with paid");
  expect(paid.name).toMatch(/^season-4-paid-\d{4}-\d{2}-\d{2}\.csv$/);
  expect(paid.text.split("\r\n")[0]).toBe("First Name,Last Name,Paid");
  const contacts = await download(page, "Names with email and phone (paid only)");
  expect(contacts.text.split("\r\n")[0]).toBe("First Name,Last Name,Email,Phone");
});

test("Game day opens the dashboard: today's games, each with big buttons to its game", async ({
  page,
  isMobile,
}) => {
  await signInWithPassword(page, DEMO_ADMIN);
  const gameDay = page.getByRole("region", { name: "Game day" });
  // First thing on the page: above the downloads and the tiles.
  const tiles = page.getByRole("navigation", { name: "Admin pages" });
  const [dayBox, tilesBox] = [await gameDay.boundingBox(), await tiles.boundingBox()];
  expect(dayBox!.y).toBeLessThan(tilesBox!.y);
  // The demo league's Sunday: its games are played, so each reads its final.
  await expect(gameDay).toContainText("Today, Sun, Nov 22");
  const cards = gameDay.getByRole("listitem");
  const cardCount = await cards.count();
  expect(cardCount).toBeGreaterThan(0);
  await expect(cards.first()).toContainText(/Final · \d+–\d+/);

  // Every button a thumb's size (44 px or more); on a phone, as wide as its card.
  const buttons = gameDay.getByRole("link", {
    name: /^(Score live|Enter result|Edit result|Reschedule): /,
  });
  const count = await buttons.count();
  expect(count).toBeGreaterThanOrEqual(cardCount);
  for (let i = 0; i < count; i++) {
    const box = (await buttons.nth(i).boundingBox())!;
    expect(box.height, `button ${i} height`).toBeGreaterThanOrEqual(44);
    if (isMobile) {
      const card = (await buttons.nth(i).locator("xpath=ancestor::li[1]").boundingBox())!;
      // The card's width less its padding (2 × 16 px) and borders.
      expect(box.width, `button ${i} width`).toBeGreaterThan(card.width - 48);
    }
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= innerWidth)).toBe(true);
  await expectAccessible(page);

  // Edit result leads to the game's result form.
  const edit = cards.first().getByRole("link", { name: /^Edit result: / });
  const href = (await edit.getAttribute("href"))!;
  expect(href).toMatch(/^\/admin\/games\/[^/?]+$/);
  await edit.click();
  await expect(page).toHaveURL(new RegExp(`${href}$`));
  await expect(page.getByText(/Final saved/).first()).toBeVisible();
});

test("an import into the running league is refused and names why", ANY_SCREEN, async ({ page }) => {
  await signInWithPassword(page, "admin@example.org");
  await page.goto("/admin");
  await page.getByRole("link", { name: "Import", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Import", level: 1 })).toBeVisible();
  await expect(page.getByText(/already holds a league/)).toBeVisible();
  await expectAccessible(page);
  await page
    .getByLabel("Data file (.json)")
    .setInputFiles("tests/fixtures/original-site-export.json");
  await page.getByRole("button", { name: "Import" }).click();
  await expect(page.getByRole("alert")).toContainText(
    /The database already holds league data .* Nothing was written\./,
  );
  await expect(page.getByLabel("Data file (.json)")).toHaveAttribute("aria-invalid", "true");
  await expectAccessible(page);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the import form still posts the file and shows the refusal; the emails are in a box", async ({
    page,
  }) => {
    await signInWithPassword(page, "admin@example.org", "/admin");
    await expect(page.getByRole("textbox", { name: /Emails of season 4/ })).toHaveValue(
      /@example\.org/,
    );
    await page.goto("/admin/import");
    await page
      .getByLabel("Data file (.json)")
      .setInputFiles("tests/fixtures/original-site-export.json");
    await page.getByRole("button", { name: "Import" }).click();
    await expect(page.getByRole("alert")).toContainText(/already holds league data/);
  });
});

test("visitors go to the login page, players to the home page", ANY_SCREEN, async ({ page }) => {
  await page.goto("/admin/data.json").catch(() => {});
  await expect(page).toHaveURL(/\/login\?redirect=%2Fadmin%2Fdata\.json$/);
  await page.goto("/admin");
  await expect(page).toHaveURL(/\/login\?redirect=%2Fadmin$/);
  await signInWithPassword(page, "player@example.org");
  await page.goto("/admin/csv/paid");
  await expect(page).toHaveURL(/\/$/);
  await page.goto("/admin/import");
  await expect(page).toHaveURL(/\/$/);
});
