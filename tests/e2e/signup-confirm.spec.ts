// A signup made signed out counts once the player confirms it
// (docs/league-rules.md#signups-and-fees), on a phone, with the real email:
// a returning player's Sign up says where the link went and counts nothing
// (the list does not have him, the search says he is waiting); the emailed
// link opens a page with one Confirm button that changes nothing by itself;
// its tap counts him, once, and shows his welcome page. A new player's signup the same way: no player
// until he confirms. Each answer is on the screen where the person looks.
import { mkdirSync } from "node:fs";
import { type Page } from "@playwright/test";
import { latestEmailTo, linkIn } from "./auth";
import { expect, test } from "./fixtures";
import { unsignedDemoPlayer } from "./signup-players";
import { expectAccessible } from "./support";

test.skip(({ isMobile }) => !isMobile, "the phone journey");
test.describe.configure({ timeout: 90_000 });

const SHOTS = "docs/screenshots/issue-34";
const main = (page: Page) => page.getByRole("main");

/** A value no other run uses. */
const unique = (label: string) => `${label}${Date.now().toString(36)}`;

async function listed(page: Page, name: string) {
  await page.goto("/signup/all");
  return page.getByRole("row").filter({ hasText: name }).count();
}

async function shot(page: Page, name: string) {
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}.png` });
}

test("a returning player signed up signed out counts once he confirms from the email", async ({
  page,
  browser,
}) => {
  const player = unsignedDemoPlayer(5);
  expect(await listed(page, player.name)).toBe(0);

  await page.goto(`/signup/returning?q=${encodeURIComponent(player.name)}`);
  const row = page.getByRole("listitem").filter({ hasText: player.name });
  await expect(row).toHaveCount(1);
  const since = Date.now();
  await row.getByRole("button", { name: "Sign up" }).click();
  const [local, domain] = player.email.split("@");
  const sentence = `We emailed ${local![0]}•••@${domain}: tap the link to confirm.`;
  const answer = main(page).getByRole("status").filter({ hasText: sentence });
  await expect(answer).toBeInViewport();
  await expect(row).toContainText("Waiting for his confirmation");
  await expect(row.getByRole("button", { name: "Sign up" })).toHaveCount(0);
  await expectAccessible(page);
  await shot(page, "returning-emailed");
  expect(await listed(page, player.name)).toBe(0);

  // The real email, read back from the local SMTP receiver.
  const mail = await latestEmailTo(player.email, since);
  expect(mail.subject).toMatch(/^Confirm your signup for /);
  const link = linkIn(mail.text);
  expect(new URL(link).pathname).toBe("/signup/confirm");

  // Opened on his own phone, signed out: it asks, and changes nothing by itself.
  const his = await browser.newContext({ viewport: page.viewportSize()!, isMobile: true });
  const phone = await his.newPage();
  await phone.goto(link);
  await expect(phone.getByRole("heading", { level: 1 })).toHaveText("Confirm your signup");
  await expect(main(phone)).toContainText(`Sign ${player.name} up for Season 4`);
  const confirm = phone.getByRole("button", { name: "Confirm" });
  await expect(confirm).toBeInViewport();
  await expectAccessible(phone);
  await shot(phone, "confirm-page");
  expect(await listed(page, player.name)).toBe(0);

  // His tap counts him and goes on to his welcome page.
  await confirm.click();
  const welcome = phone.getByRole("heading", { level: 1 });
  await expect(welcome).toHaveText(`Welcome, ${player.firstName}!`);
  await expect(welcome).toBeInViewport();
  await expect(main(phone)).toContainText("You are signed up for Season 4");
  await shot(phone, "confirmed");

  expect(await listed(page, player.name)).toBe(1);
  await expect(page.getByRole("row").filter({ hasText: player.name })).toContainText("Returning");

  // Once only: the link now says it was used.
  const again = await phone.goto(link);
  expect(again?.status()).toBe(410);
  await expect(phone.getByRole("heading", { level: 1 })).toHaveText("Already confirmed");
  await his.close();
});

test("a new player's signup is made when he confirms his email", async ({ page }) => {
  const first = unique("Ciaran");
  const name = `${first} Doyle`;
  const email = `${first.toLowerCase()}@example.org`;
  await page.goto("/signup/new");
  await page.getByLabel("First name").fill(first);
  await page.getByLabel("Last name").fill("Doyle");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Phone").fill("617-555-0134");
  await page.getByLabel("Age").fill("31");
  const since = Date.now();
  await page.getByRole("button", { name: "Sign up" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Check your email!");
  const sentence = `We emailed c•••@example.org: tap the link to confirm.`;
  await expect(main(page).getByRole("status")).toHaveText(sentence);
  await expect(main(page).getByRole("status")).toBeInViewport();
  await expectAccessible(page);
  await shot(page, "new-emailed");

  // Nothing is written yet: not in the list, no player to find.
  expect(await listed(page, name)).toBe(0);
  await page.goto(`/signup/returning?q=${encodeURIComponent(name)}`);
  await expect(page.getByText("No players found", { exact: true })).toBeVisible();

  const link = linkIn((await latestEmailTo(email, since)).text);
  await page.goto(link);
  await expect(main(page)).toContainText(`Sign ${name} up for Season 4`);
  await expect(main(page)).toContainText("as a new player");
  await page.getByRole("button", { name: "Confirm" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Welcome, ${first}!`);
  await expect(page.getByRole("heading", { level: 1 })).toBeInViewport();
  await expect(main(page)).toContainText("Glad to have you in the league.");

  expect(await listed(page, name)).toBe(1);
  await expect(page.getByRole("row").filter({ hasText: name })).toContainText("New");
});
