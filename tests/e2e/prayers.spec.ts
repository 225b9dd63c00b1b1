// Prayer intentions (docs/league-rules.md#prayer-intentions): a visitor writes
// one and sees it in the list as Anonymous; an admin marks it prayed and new
// again while the counter follows; markup someone types stays text.
import { type Locator, type Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { signInWithPassword } from "./auth";
import { expectAccessible, PLAYOFFS_URL, waitForHydration, ANY_SCREEN } from "./support";

// The admin's counter counts every new intention on the server, so these
// journeys must not race each other: one at a time within a project, and the
// phone project on the other (playoffs) server.
test.describe.configure({ mode: "serial" });
test.use({
  baseURL: async ({ baseURL }, provide, testInfo) => {
    await provide(testInfo.project.name === "phone" ? PLAYOFFS_URL : baseURL);
  },
});

/** Text no other run or project writes, to find this test's intention again. */
function unique(label: string) {
  return `${label} ${test.info().project.name} ${Date.now().toString(36)}`;
}

const main = (page: Page) => page.getByRole("main");

/** The card (article) of the intention whose message contains this text. */
function cardWith(page: Page, text: string): Locator {
  return page.getByTestId("prayer-card").filter({ hasText: text });
}

async function sendIntention(page: Page, message: string, name = "") {
  await page.goto("/prayer-intentions/new");
  if (name) await page.getByLabel(/^Your name/).fill(name);
  await page.getByLabel("Your prayer intention").fill(message);
  await page.getByRole("button", { name: "Send prayer intention" }).click();
  await expect(page.getByRole("heading", { name: "Thank you", level: 1 })).toBeVisible();
}

/** The admin's counter as a number: '3 new' → 3. */
async function newCount(page: Page): Promise<number> {
  const text = await page.locator(".prayer-counter-value").textContent();
  const match = /^(\d+) new$/.exec(text ?? "");
  expect(match, `counter text: ${text}`).not.toBeNull();
  return Number(match![1]);
}

test("a visitor writes an intention, sees the thank-you, then finds it in the list as Anonymous", async ({
  page,
}) => {
  test.slow(); // five pages, each scanned by axe
  await page.goto("/prayer-intentions/new");
  await expect(page.getByRole("heading", { name: "Write a Prayer Intention" })).toBeVisible();
  await expect(page.getByLabel(/^Your name/)).toHaveAttribute("placeholder", "Anonymous");
  await expectAccessible(page);

  // Nothing written: refused on the field, which says why.
  await page.getByRole("button", { name: "Send prayer intention" }).click();
  const message = page.getByLabel("Your prayer intention");
  await expect(message).toHaveAttribute("aria-invalid", "true");
  await expect(message).toHaveAccessibleDescription(/Please write your prayer intention\./);
  await expectAccessible(page);

  const text = unique("For our coach's recovery");
  await message.fill(`${text}\nand for his family`);
  await page.getByRole("button", { name: "Send prayer intention" }).click();
  await expect(page).toHaveURL(/\/prayer-intentions\/new\?sent=/);
  await expect(page.getByRole("heading", { name: "Thank you" })).toBeVisible();
  await expect(page.getByRole("status")).toHaveText(/Your prayer intention was received/);
  await expect(main(page).getByRole("link", { name: "Write another" })).toBeVisible();
  await expectAccessible(page);

  await main(page).getByRole("link", { name: "See all prayer intentions" }).click();
  await expect(page.getByRole("heading", { name: "Prayer Intentions", level: 1 })).toBeVisible();
  const card = cardWith(page, text);
  await expect(card).toHaveCount(1);
  // Newest first, signed Anonymous, its line break kept.
  await expect(page.getByTestId("prayer-card").first()).toContainText(text);
  await expect(card.getByRole("heading")).toHaveText("Anonymous");
  await expect(card.locator(".prayer-message")).toHaveCSS("white-space", "pre-line");
  expect(await card.locator(".prayer-message").innerText()).toBe(`${text}\nand for his family`);
  await expect(card.locator("time")).toHaveText(/Just now|\d+s ago/);
  // Visitors see no status, no toggle, no counter.
  await expect(page.getByText(/Status:/)).toHaveCount(0);
  await expect(page.getByRole("button", { name: /Mark (prayed|new)/ })).toHaveCount(0);
  await expect(page.locator(".prayer-counter")).toHaveCount(0);
  await expectAccessible(page);

  await card.getByRole("link", { name: /View intention/ }).click();
  await expect(page).toHaveURL(/\/prayer-intentions\/[A-Za-z0-9_-]+$/);
  await expect(
    page.getByRole("heading", { name: "Prayer Intention", level: 1, exact: true }),
  ).toBeVisible();
  await expect(cardWith(page, text).getByRole("heading")).toHaveText("Anonymous");
  await expectAccessible(page);
});

test("a too-long intention is refused on the field and what was typed stays", async ({ page }) => {
  await page.goto("/prayer-intentions/new");
  await waitForHydration(page);
  const message = page.getByLabel("Your prayer intention");
  await expect(message).toHaveAttribute("maxlength", "2000");
  // The browser's maxlength stops typing; take it away to see our own check.
  await message.evaluate((el) => el.removeAttribute("maxlength"));
  const long = "x".repeat(2001);
  await message.fill(long);
  await page.getByLabel(/^Your name/).fill("Kevin");
  await page.getByRole("button", { name: "Send prayer intention" }).click();
  await expect(message).toHaveAttribute("aria-invalid", "true");
  await expect(message).toHaveAccessibleDescription(/at most 2,000 characters \(yours has 2,001\)/);
  await expect(message).toHaveValue(long);
  await expect(page.getByLabel(/^Your name/)).toHaveValue("Kevin");
  await expect(page).toHaveURL(/\/prayer-intentions\/new$/);
  await expectAccessible(page);
});

test("the form works without JavaScript", async ({ browser, baseURL }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  const page = await context.newPage();
  const text = unique("Without scripts");
  await sendIntention(page, text, "Nora");
  await page.goto("/prayer-intentions");
  await expect(cardWith(page, text).getByRole("heading")).toHaveText("Nora");
  await context.close();
});

test("an admin marks an intention prayed and new again; the counter follows", async ({ page }) => {
  test.slow(); // a send, a sign-in and six server round trips
  const text = unique("Please pray for the Walsh family");
  await sendIntention(page, text);

  await signInWithPassword(page, "admin@example.org");
  await page.goto("/prayer-intentions");
  const before = await newCount(page);
  expect(before).toBeGreaterThan(0);
  const card = cardWith(page, text);
  await expect(card.getByText("Status:")).toContainText("New");
  await expectAccessible(page);

  // No jump: the click is a fetcher, the page stays where it was.
  await card.scrollIntoViewIfNeeded();
  const scrolled = await page.evaluate(() => window.scrollY);
  await card.getByRole("button", { name: /^Mark prayed/ }).click();
  await expect(card.getByText("Status:")).toContainText("Prayed");
  await expect(card.getByRole("button", { name: /^Mark new/ })).toBeVisible();
  await expect(page.locator(".prayer-counter-value")).toHaveText(`${before - 1} new`);
  expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
  await expectAccessible(page);

  await card.getByRole("button", { name: /^Mark new/ }).click();
  await expect(card.getByText("Status:")).toContainText("New");
  await expect(page.locator(".prayer-counter-value")).toHaveText(`${before} new`);

  // Also on the intention's own page; a reload shows it was saved.
  await card.getByRole("link", { name: /View intention/ }).click();
  await expect(page).toHaveURL(/\/prayer-intentions\/[A-Za-z0-9_-]+$/);
  await expect(
    page.getByRole("heading", { name: "Prayer Intention", level: 1, exact: true }),
  ).toBeVisible();
  await expect(page.locator(".prayer-counter-value")).toHaveText(`${before} new`);
  await page.getByRole("button", { name: /^Mark prayed/ }).click();
  await expect(page.locator(".prayer-counter-value")).toHaveText(`${before - 1} new`);
  await expectAccessible(page);
  await page.reload();
  await expect(page.getByText("Status:")).toContainText("Prayed");
  await expect(page.getByRole("button", { name: /^Mark new/ })).toBeVisible();
});

test(
  "script and HTML typed into an intention show as text and never run",
  ANY_SCREEN,
  async ({ page }) => {
    const dialogs: string[] = [];
    page.on("dialog", async (dialog) => {
      dialogs.push(dialog.message());
      await dialog.dismiss();
    });
    const tag = unique("xss");
    const name = `<img src=x onerror="alert('name')">`;
    const message = `<script>alert("message")</script><img src=x onerror="window.__pwned=1"> ${tag}`;
    await sendIntention(page, message, name);

    // The list, then the intention's own page.
    for (const onList of [true, false]) {
      if (onList) await page.goto("/prayer-intentions");
      else {
        await cardWith(page, tag)
          .getByRole("link", { name: /View intention/ })
          .click();
        await expect(page).toHaveURL(/\/prayer-intentions\/[A-Za-z0-9_-]+$/);
      }
      const card = cardWith(page, tag);
      await expect(card.getByRole("heading")).toHaveText(name);
      await expect(card.locator(".prayer-message")).toHaveText(message);
      await expect(card.locator("img, script")).toHaveCount(0);
      expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();
    }
    expect(dialogs).toEqual([]);
  },
);

test("an unknown intention is a 404 page", ANY_SCREEN, async ({ page }) => {
  const response = await page.goto("/prayer-intentions/no-such-intention");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
  await expectAccessible(page);
});
