// Admin journeys on /admin/players and /admin/signups: the two
// player lists and the name search, the edit form, the paid box (with
// JavaScript and without) and one player's details. The desktop and phone
// projects share one server, so each test toggles its own signup among the
// season's oldest (which other journeys don't use) and puts it back.
import { type Locator, type Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { signInWithPassword } from "./auth";
import { expectAccessible, waitForHydration } from "./support";

// Sign-in, several pages and axe scans: more than the default 30 s on a busy machine.
test.describe.configure({ timeout: 90_000 });

// Photo addresses point at example.org: answer them here, not on the internet.
test.beforeEach(async ({ page }) => {
  await page.route("https://example.org/**", (route) => route.fulfill({ status: 404 }));
});

/** The signup rows, newest first; `fromOldest` 0 is the oldest. */
async function signupRow(page: Page, fromOldest: number): Promise<Locator> {
  const rows = page.locator("table.signups-table tbody tr");
  const count = await rows.count();
  expect(count).toBeGreaterThan(fromOldest);
  return rows.nth(count - 1 - fromOldest);
}

/**
 * The counts the page shows beside the same counted from its own list's
 * boxes: they agree whenever the list and the counts come from one answer.
 * Other journeys tick other rows on this server meanwhile, so "one more paid
 * than before" would count their taps too.
 */
async function countsAndList(page: Page) {
  const ticks = await page
    .locator("table.signups-table tbody tr")
    .getByRole("checkbox", { name: /^Paid: / })
    .evaluateAll((boxes) => boxes.map((box) => (box as HTMLInputElement).checked));
  const paid = ticks.filter(Boolean).length;
  return {
    shown: await counts(page),
    list: { total: ticks.length, paid, unpaid: ticks.length - paid },
  };
}

async function counts(page: Page) {
  const text = (await page.locator(".signups-counts").innerText()).replace(/\s+/g, " ");
  const match = text.match(/(\d+) signed up (\d+) paid (\d+) unpaid/);
  expect(match, text).not.toBeNull();
  const [total, paid, unpaid] = match!.slice(1).map(Number) as [number, number, number];
  return { total, paid, unpaid };
}

test("players: 'In Season 4' and 'Previous Seasons' with Edit links, and a name search", async ({
  page,
}) => {
  await signInWithPassword(page, "admin@example.org");
  await page.goto("/admin/players");
  await expect(page.getByRole("heading", { level: 1, name: "Players" })).toBeVisible();
  const inSeason = page.getByRole("heading", { level: 2, name: "In Season 4", exact: true });
  const previous = page.getByRole("heading", { level: 2, name: "Previous Seasons" });
  await expect(inSeason).toBeVisible();
  await expect(previous).toBeVisible();
  const pat = page.getByRole("link", { name: "Edit Pat Murphy" });
  await expect(pat).toHaveAttribute("href", /^\/admin\/players\/[A-Za-z0-9_-]+$/);
  const seasonList = page.getByRole("region", { name: "In Season 4" });
  const previousList = page.getByRole("region", { name: "Previous Seasons" });
  await expect(seasonList.getByRole("link", { name: "Edit Pat Murphy" })).toHaveCount(1);
  expect(await seasonList.getByRole("link", { name: /^Edit / }).count()).toBeGreaterThan(20);
  expect(await previousList.getByRole("link", { name: /^Edit / }).count()).toBeGreaterThan(0);
  await expectAccessible(page);

  await page.getByRole("searchbox", { name: "Find a player" }).fill("PAT murphy");
  await page.getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL(/\/admin\/players\?q=PAT\+murphy$/);
  await expect(page.getByRole("link", { name: "Edit Pat Murphy" })).toBeVisible();
  const found = await page.getByRole("link", { name: /^Edit / }).allTextContents();
  expect(found.length).toBeGreaterThan(0);
  for (const name of await page
    .getByRole("link", { name: /^Edit / })
    .evaluateAll((links) => links.map((a) => a.getAttribute("aria-label") ?? ""))) {
    expect(name.toLowerCase()).toContain("pat murphy");
  }
  await expectAccessible(page);

  await page.getByRole("searchbox", { name: "Find a player" }).fill("zzz no such player");
  await page.getByRole("button", { name: "Search" }).click();
  await expect(page.getByText("No players match “zzz no such player”.")).toHaveCount(2);
  await page.getByRole("link", { name: "Show all players" }).click();
  await expect(page).toHaveURL(/\/admin\/players$/);

  await page.getByRole("link", { name: "Edit Pat Murphy" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Edit Pat Murphy" })).toBeVisible();
  await expect(page.getByLabel("Email")).toHaveValue("player@example.org");
  await expectAccessible(page);
  await page.getByRole("link", { name: "Cancel" }).click();
  await expect(page).toHaveURL(/\/admin\/players$/);
});

test("an admin saves a past player's jersey number from /admin/players", async ({
  page,
}, testInfo) => {
  test.skip(testInfo.project.name !== "desktop", "one project edits (shared server)");
  await signInWithPassword(page, "admin@example.org");
  await page.goto("/admin/players");
  // A player of earlier seasons only: no other journey edits those.
  const edit = page
    .getByRole("region", { name: "Previous Seasons" })
    .getByRole("link", { name: /^Edit / })
    .first();
  const name = (await edit.getAttribute("aria-label"))!.replace(/^Edit /, "");
  await edit.click();
  await expect(page.getByRole("heading", { level: 1, name: `Edit ${name}` })).toBeVisible();
  const jersey = page.getByLabel("Jersey number");
  const original = await jersey.inputValue();
  const changed = original === "77" ? "78" : "77";
  await jersey.fill(changed);
  // Older records may lack a photo, which the form requires.
  const image = page.getByLabel("Image URL");
  if ((await image.inputValue()) === "") await image.fill("https://example.org/photo.jpg");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page).toHaveURL(/\/admin\/players\?saved=/);
  await expect(page.getByRole("status")).toHaveText(`Saved ${name}.`);
  await page.getByRole("link", { name: `Edit ${name}` }).click();
  await expect(page.getByLabel("Jersey number")).toHaveValue(changed);
});

test("signups: tick a paid box, it stays after a reload, and untick it", async ({
  page,
}, testInfo) => {
  await signInWithPassword(page, "admin@example.org");
  await page.goto("/admin/signups");
  await expect(page.getByRole("heading", { level: 1, name: "Signups for season 4" })).toBeVisible();
  await expectAccessible(page);

  const row = await signupRow(page, testInfo.project.name === "desktop" ? 0 : 1);
  const name = (await row.getByRole("rowheader").innerText()).trim();
  const box = page.getByRole("checkbox", { name: `Paid: ${name}` });
  await expect(box).toHaveCount(1);
  const wasPaid = await box.isChecked();
  const agree = async () => {
    const { shown, list } = await countsAndList(page);
    expect(shown).toEqual(list);
  };
  await agree();

  const setTo = async (paid: boolean) => {
    // Hydrated (the no-JavaScript Save button is gone): else the tap, on a busy
    // machine, lands on the page as served and the box ignores it.
    await expect(page.getByRole("button", { name: `Save paid for ${name}` })).toHaveCount(0);
    const saved = page.waitForResponse(
      (r) => r.request().method() === "POST" && r.url().includes("/admin/signups"),
    );
    await (paid ? box.check() : box.uncheck());
    expect((await saved).ok()).toBe(true);
    await expect(box).toBeChecked({ checked: paid });
  };

  try {
    await setTo(!wasPaid);
    // The page did not reload: still the same URL, and the counts follow the tick.
    await expect(page).toHaveURL(/\/admin\/signups$/);
    await expect(agree).toPass({ timeout: 7_000 });
    await page.reload();
    await expect(box).toBeChecked({ checked: !wasPaid });
  } finally {
    await page.goto("/admin/signups");
    if ((await box.isChecked()) !== wasPaid) await setTo(wasPaid);
  }
  await page.reload();
  await expect(box).toBeChecked({ checked: wasPaid });
  await agree();
});

test("signups: one player's details (email, phone, height, jersey)", async ({ page }) => {
  await signInWithPassword(page, "admin@example.org");
  await page.goto("/admin/signups");
  await waitForHydration(page);
  const row = await signupRow(page, 0);
  const name = (await row.getByRole("rowheader").innerText()).trim();
  await row.getByRole("link", { name: `Details for ${name}` }).click();
  await expect(page).toHaveURL(/\/admin\/signups\?player=/);
  const details = page.getByRole("region", { name });
  await expect(details.getByRole("heading", { level: 2, name })).toBeVisible();
  for (const term of ["Email", "Phone", "Height", "Jersey size", "Season 4"]) {
    await expect(details.getByText(term, { exact: true })).toBeVisible();
  }
  await expect(details.getByRole("link", { name: /@/ })).toHaveAttribute("href", /^mailto:/);
  await expectAccessible(page);
  await details.getByRole("link", { name: "Close" }).click();
  await expect(page).toHaveURL(/\/admin\/signups$/);
});

test("signups without JavaScript: tick the box, Save, and it is saved", async ({
  page,
  browser,
}, testInfo) => {
  test.skip(testInfo.project.name !== "desktop", "one project edits (shared server)");
  await signInWithPassword(page, "admin@example.org");
  const context = await browser.newContext({
    javaScriptEnabled: false,
    storageState: await page.context().storageState(),
  });
  const noJs = await context.newPage();
  try {
    await noJs.goto("/admin/signups");
    const row = await signupRow(noJs, 2);
    const name = (await row.getByRole("rowheader").innerText()).trim();
    const box = row.getByRole("checkbox", { name: `Paid: ${name}` });
    const save = row.getByRole("button", { name: `Save paid for ${name}` });
    const wasPaid = await box.isChecked();
    const setTo = async (paid: boolean) => {
      await box.setChecked(paid);
      await save.click();
      await expect(noJs.getByRole("status")).toHaveText(
        `Saved: ${name} is marked ${paid ? "paid" : "unpaid"}.`,
      );
    };
    await setTo(!wasPaid);
    await noJs.goto("/admin/signups");
    await expect(box).toBeChecked({ checked: !wasPaid });
    await setTo(wasPaid);
    await noJs.goto("/admin/signups");
    await expect(box).toBeChecked({ checked: wasPaid });
  } finally {
    await context.close();
  }
});
