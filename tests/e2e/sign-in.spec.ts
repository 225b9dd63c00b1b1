// Signing in and out (/login and /account, docs/league-rules.md#roles), with
// sign-in emails delivered over real SMTP to the local receiver.
import { expect, test } from "./fixtures";
import { generateDemoLeague } from "~/demo/generate";
import { NOT_A_PLAYER_EMAIL } from "~/domain/people/login";
import { DEMO_PASSWORD, followSignInLink, latestEmailTo, linkIn } from "./auth";
import { E2E_NOW, expectAccessible, ANY_SCREEN } from "./support";

test.describe("sign in", () => {
  test("an emailed link signs a player in and returns him to the page he came from", async ({
    page,
  }, testInfo) => {
    // Two accessibility scans and a real email round trip: more than the usual 30 s on a busy machine.
    test.slow();
    // A different player per project, so runs in parallel never share a mailbox.
    const email = demoPlayerEmail(testInfo.project.name === "phone" ? 6 : 5);
    const target = "/schedule";
    await page.goto(`/login?redirect=${encodeURIComponent(target)}`);
    await expectAccessible(page);
    const since = Date.now();
    await page.getByLabel("Email").fill(email.toUpperCase());
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page.getByRole("heading", { name: "Check your email!" })).toBeVisible();
    await expect(page.getByText(email.toLowerCase())).toBeVisible();
    await expectAccessible(page);

    const mail = await latestEmailTo(email, since);
    expect(mail.subject).toMatch(/sign-in link/i);
    const link = linkIn(mail.text);
    // Opening the link only asks (a mail scanner opens it too): one button, not yet signed in.
    await page.goto(link);
    await expect(page.getByRole("heading", { name: "Sign in", level: 1 })).toBeVisible();
    await expect(page.getByRole("link", { name: "Account" })).toHaveCount(0);
    const button = page.getByRole("button", { name: "Sign in" });
    expect((await button.boundingBox())?.height).toBeGreaterThanOrEqual(44);
    await expectAccessible(page);
    await page.reload(); // opened twice: still unspent
    await followSignInLink(page, link);
    await expect(page).toHaveURL(new RegExp(`${target}$`));
    await expect(page.getByRole("link", { name: "Account" })).toBeVisible();

    // The link works once: its page says so, with the way to a new one.
    await page.context().clearCookies();
    await followSignInLink(page, link);
    await expect(page.getByRole("alert")).toHaveText(/expired or was already used/);
    await expect(page.getByRole("link", { name: "Account" })).toHaveCount(0);
    await expectAccessible(page);
    await page.getByRole("link", { name: "Get a new sign-in link" }).click();
    await expect(page).toHaveURL(/\/login\?redirect=%2Fschedule$/);
  });

  test("without JavaScript, an emailed link's button signs in (a plain form post)", async ({
    browser,
    page,
  }, testInfo) => {
    test.slow(); // a real email round trip
    const email = demoPlayerEmail(testInfo.project.name === "phone" ? 8 : 7);
    await page.goto("/login");
    const since = Date.now();
    await page.getByLabel("Email").fill(email);
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page.getByRole("heading", { name: "Check your email!" })).toBeVisible();
    const link = linkIn((await latestEmailTo(email, since)).text);
    const context = await browser.newContext({ javaScriptEnabled: false });
    const noJs = await context.newPage();
    await followSignInLink(noJs, link);
    await expect(noJs).toHaveURL(/\/account$/);
    await expect(noJs.getByRole("link", { name: "Account" })).toBeVisible();
    await context.close();
  });

  test("an emailed link lands an admin who is not a player on /admin", async ({
    page,
  }, testInfo) => {
    // One admin mailbox: a run on the other project would read this run's email.
    test.skip(testInfo.project.name !== "desktop", "One project signs the admin in by email");
    test.slow(); // a real email round trip
    await page.goto("/login");
    const since = Date.now();
    await page.getByLabel("Email").fill("admin@example.org");
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page.getByRole("heading", { name: "Check your email!" })).toBeVisible();
    const link = linkIn((await latestEmailTo("admin@example.org", since)).text);
    await followSignInLink(page, link);
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByRole("heading", { name: "Admin", level: 1 })).toBeVisible();
  });

  test("an email that is not a player's gets the inline message", async ({ page }) => {
    await page.goto("/login");
    const email = page.getByLabel("Email");
    await email.fill("stranger@example.com");
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page.getByText(NOT_A_PLAYER_EMAIL)).toBeVisible();
    await expect(email).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByRole("heading", { name: "Check your email!" })).toHaveCount(0);
    await expectAccessible(page);
  });

  test("password sign-in, account page, sign out", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("link", { name: "Account" })).toHaveCount(0);
    // The login form walked by hand (other journeys sign in by its post).
    await page.goto("/login");
    await page.getByLabel("Email").fill("player@example.org");
    await page.getByLabel(/^Password/).fill(DEMO_PASSWORD);
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page).toHaveURL(/\/account$/, { timeout: 20_000 });
    await expect(page.getByRole("heading", { name: "Hi, Pat!" })).toBeVisible();
    await expect(page.getByText("player@example.org", { exact: true })).toBeVisible();
    await expectAccessible(page);
    await page.getByRole("link", { name: "View my Stats" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Pat Murphy" })).toBeVisible();
    await page.getByRole("link", { name: "Account" }).click();
    // The account page's own Sign out (a wide screen's bar has one too).
    await page.getByRole("main").getByRole("button", { name: "Sign out" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("link", { name: "Account" })).toHaveCount(0);
    await page.goto("/account");
    await expect(page).toHaveURL(/\/login\?redirect=%2Faccount$/);
  });

  test("a wrong password says so, and Show reveals what was typed", async ({ page }) => {
    await page.goto("/login");
    await page.getByLabel("Email").fill("player@example.org");
    const password = page.getByLabel(/^Password/);
    await password.fill(`${DEMO_PASSWORD}-wrong`);
    await page.getByRole("button", { name: "Show" }).click();
    await expect(password).toHaveAttribute("type", "text");
    await page.getByRole("button", { name: "Hide" }).click();
    await expect(password).toHaveAttribute("type", "password");
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page.getByText(/email and password do not match/)).toBeVisible();
    await expect(page.getByRole("link", { name: "Account" })).toHaveCount(0);
  });

  // The admin asked for /account: he goes there, not to /admin.
  test("signed out, /account goes to /login and comes back after signing in", async ({ page }) => {
    await page.goto("/account");
    await expect(page).toHaveURL(/\/login\?redirect=%2Faccount$/);
    await page.getByLabel("Email").fill("admin@example.org");
    await page.getByLabel(/^Password/).fill(DEMO_PASSWORD);
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page).toHaveURL(/\/account$/);
    await expect(page.getByRole("heading", { name: "Hi there!" })).toBeVisible();
  });

  test("a cross-site form post is refused", ANY_SCREEN, async ({ request }) => {
    const response = await request.post("/login", {
      form: { email: "player@example.org", password: DEMO_PASSWORD },
      headers: { Origin: "https://evil.example", "Sec-Fetch-Site": "cross-site" },
      maxRedirects: 0,
    });
    expect(response.status()).toBe(403);
    expect(response.headers()["set-cookie"]).toBeUndefined();
  });
});

/** A demo player's email (the demo league is generated the same way on every run). */
function demoPlayerEmail(index: number): string {
  const player = generateDemoLeague({ now: new Date(E2E_NOW) }).players[index];
  if (!player) throw new Error(`The demo league has no player ${index}`);
  return player.email;
}
