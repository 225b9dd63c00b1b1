// Season signup (docs/league-rules.md#signups-and-fees): a new player fills the
// form, confirms from the email, and lands on the welcome page and in the
// public list; a returning player finds his name and signs up once, confirmed
// from his email (then sees a disabled 'Signed Up'); empty searches say 'No
// players found'; markup in a name stays text; it all works without
// JavaScript. The confirmation itself, on a phone: signup-confirm.spec.ts.
import { type Page } from "@playwright/test";
import { latestEmailTo, linkIn } from "./auth";
import { expect, test } from "./fixtures";
import { unsignedDemoPlayer } from "./signup-players";
import { expectAccessible, PLAYOFFS_URL, ANY_SCREEN } from "./support";

// Each project signs people up on its own server (the phone on the playoffs
// one), so the two never pick the same returning player.
test.use({
  baseURL: async ({ baseURL }, provide, testInfo) => {
    await provide(testInfo.project.name === "phone" ? PLAYOFFS_URL : baseURL);
  },
});

/** A value no other run or project uses. */
function unique(label: string) {
  return `${label}${test.info().project.name}${Date.now().toString(36)}`;
}

const main = (page: Page) => page.getByRole("main");

async function fillNewPlayer(
  page: Page,
  p: { first: string; last: string; email: string; phone?: string; age?: string },
) {
  await page.getByLabel("First name").fill(p.first);
  await page.getByLabel("Last name").fill(p.last);
  await page.getByLabel("Email").fill(p.email);
  await page.getByLabel("Phone").fill(p.phone ?? "617-555-0134");
  await page.getByLabel("Age").fill(p.age ?? "31");
}

/**
 * A signup waits for the player's confirmation: opens the link emailed to
 * `email` since `since` and taps Confirm, which goes on to his welcome page.
 */
async function confirmFromEmail(page: Page, email: string, since: number) {
  const link = linkIn((await latestEmailTo(email, since)).text);
  await page.goto(link);
  await page.getByRole("button", { name: "Confirm" }).click();
  await expect(page).toHaveURL(/\/signup\/all\/[a-z0-9]{10}$/);
}

/** The page has nothing wider than the screen (360 px phones). */
async function expectNoSideways(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

test("/signup offers New Player and Returning Player", async ({ page }) => {
  await page.goto("/signup");
  await expect(page).toHaveTitle(/^Sign up \| /);
  await expect(page.getByRole("link", { name: /New Player/ })).toBeVisible();
  await expect(page.getByRole("link", { name: /Returning Player/ })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole("link", { name: /Returning Player/ }).click();
  await expect(page).toHaveURL(/\/signup\/returning$/);
  await page.goBack();
  await page.getByRole("link", { name: /New Player/ }).click();
  await expect(page).toHaveURL(/\/signup\/new$/);
});

test("a new player signs up, is welcomed, and appears in the list (names only)", async ({
  page,
}) => {
  test.slow(); // three pages, each with an axe scan (the list is long)
  const first = unique("Ciaran");
  const email = `${first.toLowerCase()}@example.org`;
  await page.goto("/signup/new");
  await expect(page).toHaveTitle(/^New player signup \| /);
  // Input types, required marks and the choice lists' defaults.
  await expect(page.getByLabel("Email")).toHaveAttribute("type", "email");
  await expect(page.getByLabel("Phone")).toHaveAttribute("type", "tel");
  await expect(page.getByLabel("Age")).toHaveAttribute("type", "number");
  for (const label of ["First name", "Last name", "Email", "Phone", "Age"]) {
    await expect(page.getByLabel(label)).toHaveAttribute("required", "");
  }
  await expect(page.getByLabel("Feet")).toHaveValue("6");
  await expect(page.getByLabel("Inches")).toHaveValue("0");
  await expect(page.getByLabel("Jersey size")).toHaveValue("L");
  await expect(page.getByLabel("Jersey size").locator("option")).toHaveText([
    "S",
    "M",
    "L",
    "XL",
    "2XL",
  ]);
  await expectAccessible(page);

  await fillNewPlayer(page, { first, last: "Doyle", email });
  await page.getByLabel("Feet").selectOption("5");
  await page.getByLabel("Inches").selectOption("11");
  await page.getByLabel("Jersey size").selectOption("XXL");
  const since = Date.now();
  await page.getByRole("button", { name: "Sign up" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Check your email!");
  await confirmFromEmail(page, email, since);

  await expect(page).toHaveURL(/\/signup\/all\/[a-z0-9]{10}$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Welcome, ${first}!`);
  await expect(main(page)).toContainText(/signed up for Season 4/);
  await expectAccessible(page);

  await page.getByRole("link", { name: "See everyone who signed up" }).click();
  await expect(page).toHaveURL(/\/signup\/all$/);
  const row = page.getByRole("row").filter({ hasText: `${first} Doyle` });
  await expect(row).toContainText("New");
  // Newest first: it sits at the top (other journeys may be signing people up at the same time).
  const names = await page.locator("tbody th").allTextContents();
  expect(names.slice(0, 5)).toContain(`${first} Doyle`);
  await expect(main(page)).not.toContainText("@");
  await expect(main(page)).not.toContainText("617");
  await expectAccessible(page);
});

test("an email already in the league points to Returning Player", ANY_SCREEN, async ({ page }) => {
  await page.goto("/signup/new");
  await fillNewPlayer(page, { first: "Someone", last: "Else", email: "PLAYER@example.org" });
  await page.getByRole("button", { name: "Sign up" }).click();
  await expect(page.getByLabel("Email")).toHaveAttribute("aria-invalid", "true");
  await expect(main(page)).toContainText("already in the league");
  await expect(main(page).getByRole("link", { name: "Returning Player signup" })).toBeVisible();
  await expect(page.getByLabel("First name")).toHaveValue("Someone");
  await expect(page).toHaveURL(/\/signup\/new$/);
  await expectAccessible(page);
});

test("missing fields get a message each and aria-invalid", async ({ page }) => {
  await page.goto("/signup/new");
  await page.getByLabel("Last name").fill("Kept");
  await page.getByRole("button", { name: "Sign up" }).click();
  await expect(page.getByText("Enter a first name.")).toBeVisible();
  await expect(page.getByText("Enter an email address.")).toBeVisible();
  await expect(page.getByLabel("First name")).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByLabel("First name")).toHaveAccessibleDescription("Enter a first name.");
  await expect(page.getByLabel("Last name")).toHaveValue("Kept");
  await expect(page).toHaveURL(/\/signup\/new$/);
  await expectAccessible(page);
});

test("empty and unmatched searches say 'No players found'", ANY_SCREEN, async ({ page }) => {
  await page.goto("/signup/returning");
  await expect(page).toHaveTitle(/^Returning player signup \| /);
  await expectAccessible(page);
  await page.getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL(/\/signup\/returning\?q=$/);
  await expect(page.getByText("No players found", { exact: true })).toBeVisible();
  await page.getByLabel("Your name").fill("zzqx nobody");
  await page.getByRole("button", { name: "Search" }).click();
  await expect(page.getByText("No players found", { exact: true })).toBeVisible();
  await expectAccessible(page);
});

test(
  "pat murphy is found in any case and is already signed up for season 4",
  ANY_SCREEN,
  async ({ page }) => {
    await page.goto("/signup/returning");
    await page.getByLabel("Your name").fill("pat murphy");
    await page.getByRole("button", { name: "Search" }).click();
    const row = page.getByRole("listitem").filter({ hasText: "Pat Murphy" });
    await expect(row).toHaveCount(1);
    // Pat plays on a season-4 team in the demo league, so he signed up already.
    await expect(row.getByRole("button", { name: "Signed Up" })).toBeDisabled();
    await page.goto("/signup/returning?q=PAT%20MURPHY");
    await expect(page.getByRole("listitem").filter({ hasText: "Pat Murphy" })).toHaveCount(1);
    await expectAccessible(page);
  },
);

test.describe("returning players", () => {
  // Each test signs up a player of its own (the phone on the playoffs server).
  test.describe.configure({ timeout: 90_000 });
  const player = (index: number) =>
    unsignedDemoPlayer(index, test.info().project.name === "phone" ? "playoffs" : "season");

  test("a returning player's tap emails him; confirmed, he is welcomed, then sees 'Signed Up'", async ({
    page,
  }) => {
    const { name, firstName, email } = player(0);
    await page.goto(`/signup/returning?q=${encodeURIComponent(name)}`);
    const row = page.getByRole("listitem").filter({ hasText: name }).first();
    await expectAccessible(page);
    const since = Date.now();
    await row.getByRole("button", { name: "Sign up" }).click();
    await expect(main(page).getByRole("status")).toContainText("tap the link to confirm.");
    await expect(row).toContainText("Waiting for his confirmation");
    await confirmFromEmail(page, email, since);
    await expect(page).toHaveURL(/\/signup\/all\/[A-Za-z0-9_-]+$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Welcome, ${firstName}!`);
    await expectAccessible(page);

    await page.goto(`/signup/returning?q=${encodeURIComponent(name.toUpperCase())}`);
    const again = page.getByRole("listitem").filter({ hasText: name }).first();
    await expect(again.getByRole("button", { name: "Signed Up" })).toBeDisabled();
    await expect(again.getByRole("button", { name: "Sign up", exact: true })).toHaveCount(0);

    await page.goto("/signup/all");
    await expect(page.getByRole("row").filter({ hasText: name }).first()).toContainText(
      "Returning",
    );
  });

  test("signing up twice from a stale page gets a friendly message, not an error", async ({
    page,
    context,
  }) => {
    const { name, email } = player(1);
    await page.goto(`/signup/returning?q=${encodeURIComponent(name)}`);
    const other = await context.newPage();
    await other.goto(`/signup/returning?q=${encodeURIComponent(name)}`);
    const since = Date.now();
    await other
      .getByRole("listitem")
      .filter({ hasText: name })
      .first()
      .getByRole("button", { name: "Sign up" })
      .click();
    await expect(main(other).getByRole("status")).toContainText("tap the link to confirm.");
    await confirmFromEmail(other, email, since);
    await expect(other).toHaveURL(/\/signup\/all\//);

    await page
      .getByRole("listitem")
      .filter({ hasText: name })
      .first()
      .getByRole("button", { name: "Sign up" })
      .click();
    await expect(page.getByRole("alert")).toContainText(`${name} is already signed up for Season`);
    await expect(
      page.getByRole("listitem").filter({ hasText: name }).first().getByRole("button", {
        name: "Signed Up",
      }),
    ).toBeDisabled();
    await expectAccessible(page);
  });
});

test("markup in a name is shown as text and never runs", ANY_SCREEN, async ({ page }) => {
  const tag = unique("x");
  const first = `<script>window.__pwned=1</script>${tag}`;
  const last = `<img src=x onerror="window.__pwned=2">`;
  await page.goto("/signup/new");
  const email = `${tag.toLowerCase()}@example.org`;
  await fillNewPlayer(page, { first, last, email });
  const since = Date.now();
  await page.getByRole("button", { name: "Sign up" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Check your email!");
  await confirmFromEmail(page, email, since);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Welcome, ${first}!`);
  await page.goto("/signup/all");
  await expect(page.getByRole("row").filter({ hasText: tag })).toContainText(`${first} ${last}`);
  await page.goto(`/signup/returning?q=${encodeURIComponent(tag)}`);
  await expect(page.getByRole("listitem").filter({ hasText: tag })).toContainText(last);
  expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();
  await expect(page.locator("main img")).toHaveCount(0);
});

test("the welcome page of someone not signed up is a 404", ANY_SCREEN, async ({ page }) => {
  const response = await page.goto("/signup/all/nobody0000");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page not found");
});

test("the signup pages fit a 360 px phone", async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  for (const path of ["/signup", "/signup/new", "/signup/returning?q=mur", "/signup/all"]) {
    await page.goto(path);
    await expectNoSideways(page);
  }
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the new-player form keeps what was typed and marks the bad field", async ({ page }) => {
    await page.goto("/signup/new");
    // Natively valid, but not a phone number: only the server can refuse it.
    await fillNewPlayer(page, {
      first: "Nojs",
      last: "Player",
      email: "player@example.org",
      phone: "call me",
    });
    await page.getByRole("button", { name: "Sign up" }).click();
    await expect(page.getByLabel("Phone")).toHaveAttribute("aria-invalid", "true");
    await expect(main(page)).toContainText("Use digits, spaces and + ( ) - . only.");
    await expect(page.getByLabel("First name")).toHaveValue("Nojs");
    await expect(page.getByLabel("Phone")).toHaveValue("call me");
  });

  test("a new player signs up, confirms, and a search works", async ({ page }) => {
    const first = unique("Nojs");
    const email = `${first.toLowerCase()}@example.org`;
    await page.goto("/signup/new");
    await fillNewPlayer(page, { first, last: "Walsh", email });
    const since = Date.now();
    await page.getByRole("button", { name: "Sign up" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Check your email!");
    // The Confirm button is a plain form post.
    await confirmFromEmail(page, email, since);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Welcome, ${first}!`);
    await page.goto("/signup/returning");
    await page.getByLabel("Your name").fill(`${first} walsh`);
    await page.getByRole("button", { name: "Search" }).click();
    const row = page.getByRole("listitem").filter({ hasText: first });
    await expect(row.getByRole("button", { name: "Signed Up" })).toBeDisabled();
  });
});
