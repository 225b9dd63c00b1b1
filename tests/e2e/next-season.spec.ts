// The next season without a developer (docs/league-rules.md#seasons and
// #schedules), on a phone: the admin starts season 5, opens its signups
// (answering the question that they close season 4's), generates its
// schedule, reads the fairness report, publishes (answering the question
// that names the games and days), and the schedule is public; then the gym
// closes on the first day (the season shifts back a game day), a game is
// added and deleted. Every answer is the admin frame's line under the title,
// in sight and focused: no jump to an anchor further down. It starts a server
// of its own (these writes would change what other journeys read), so it
// runs on the phone project only.
import { devices, type Browser, type Locator, type Page } from "@playwright/test";
import { signInWithPassword } from "./auth";
import { expect, test } from "./fixtures";
import { signInAdmin, startOwnServer, type OwnServer } from "./own-server";
import { expectAccessible } from "./support";

test.skip(({ isMobile }) => !isMobile, "one run is enough: it starts a server of its own");

/** The answer to the last action: the frame's line under the title, in sight, focused. */
async function expectAnswer(page: Page, answer: Locator) {
  await expect(answer).toHaveClass(/\badmin-answer\b/);
  await expect(answer).toBeInViewport();
  await expect(answer).toBeFocused();
  expect(new URL(page.url()).hash).toBe("");
}

/**
 * Season 5's signups are open: a visitor is invited on the home page's first
 * screen; Pat, signed in, signs up from /account with one tap and no script
 * (a plain form post), and reads the answer where he tapped, then on the home
 * page too.
 */
async function oneTapSignup(browser: Browser, url: string) {
  const { defaultBrowserType: _type, ...pixel } = devices["Pixel 7"];
  const visitor = await browser.newContext({ ...pixel, baseURL: url });
  try {
    const home = await visitor.newPage();
    await home.goto("/");
    const invitation = home.getByRole("link", { name: "Signups for Spring 2027 are open" });
    await expect(invitation).toBeInViewport();
    await expectAccessible(home);
    await invitation.click();
    await expect(home).toHaveURL(`${url}/signup`);
  } finally {
    await visitor.close();
  }

  const player = await browser.newContext({ ...pixel, baseURL: url, javaScriptEnabled: false });
  try {
    const page = await player.newPage();
    await signInWithPassword(page, "player@example.org");
    const card = page.getByRole("region", { name: "Signups for Spring 2027 are open" });
    const tap = card.getByRole("button", { name: "Sign up for Spring 2027" });
    await expect(tap).toBeInViewport();
    await tap.click();
    await expect(page).toHaveURL(`${url}/account`);
    const done = page.getByRole("status").filter({ hasText: "You're signed up for Spring 2027" });
    await expect(done).toBeInViewport();
    await expect(page.getByText("Fee: not paid yet.")).toBeVisible();
    await expect(page.getByRole("button", { name: "Sign up for Spring 2027" })).toHaveCount(0);
    await page.goto("/");
    await expect(page.getByText("You're signed up for Spring 2027")).toBeInViewport();
    await page.goto("/signup/all");
    await expect(page.getByRole("rowheader", { name: "Pat Murphy" })).toBeVisible();
  } finally {
    await player.close();
  }
}

test("an admin on a phone starts season 5, opens its signups, generates and publishes its schedule", async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  let server: OwnServer | undefined;
  try {
    server = await startOwnServer("next-season");
    const url = server.url;

    await signInAdmin(page, url, "/admin/seasons");

    // Start season 5: the name is proposed, the captains come from season 4.
    await expect(page.getByRole("heading", { name: "Start season 5" })).toBeVisible();
    await expectAccessible(page);
    await page.getByLabel("Name").fill("Spring 2027");
    await page.getByRole("button", { name: "Start next season" }).click();
    await expect(page).toHaveURL(`${url}/admin/seasons/5?started=1`);
    await expect(page.getByRole("status")).toContainText("Season 5 is started");
    await expect(page.locator(".season-status")).toHaveText("Upcoming");

    // Its signups: season 4's are open, so the page says what opening these
    // does, and Open signups asks for a yes before closing them.
    await expect(page.getByText("opening season 5's closes them")).toBeVisible();
    await page
      .getByRole("region", { name: "Checklist" })
      .getByRole("link", { name: "Open signups" })
      .click();
    await expect(page).toHaveURL(`${url}/admin/seasons/5?confirm=open-signups`);
    const question = page.getByRole("region", { name: "Open season 5's signups?" });
    await expect(question).toBeInViewport();
    await expect(question).toContainText(
      "Signups are open for Fall 2026 (season 4): opening these closes them, and new signups go to Spring 2027.",
    );
    await question.getByRole("button", { name: "Close season 4's and open these" }).click();
    await expect(page).toHaveURL(`${url}/admin/seasons/5?saved=open-registration`);
    const opened = page.getByRole("status");
    await expect(opened).toHaveText("Signups are open for season 5.");
    await expectAnswer(page, opened);
    await page.goto(`${url}/signup`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Sign up for Spring 2027");
    await oneTapSignup(browser, url);

    // Its schedule, from season 4's shape with nothing changed.
    await page.goto(`${url}/admin/seasons/5`);
    await page.getByRole("link", { name: "Schedule", exact: true }).click();
    await expect(page.getByRole("heading", { name: "Season 5 schedule" })).toBeVisible();
    await expectAccessible(page);
    const generate = page.getByRole("button", { name: "Generate" });
    expect((await generate.boundingBox())!.height).toBeGreaterThanOrEqual(44);
    await generate.click();
    await expect(page).toHaveURL(/\/admin\/seasons\/5\/schedule\?draft=1$/);
    const made = page.getByRole("status");
    await expect(made).toHaveText("Draft schedule made: check it, then publish.");
    await expectAnswer(page, made);
    const draft = page.locator("#draft");
    await expect(draft).toContainText("112 games, 14 per team");
    await expect(draft.locator(".fact-fails")).toHaveCount(0);
    expect(await draft.locator(".fact-holds").count()).toBeGreaterThanOrEqual(5);
    await expectAccessible(page);

    // A draft is the admins' alone.
    await page.context().clearCookies();
    await page.goto(`${url}/schedule/seasons/5`);
    await expect(page.getByText("No games scheduled for the season yet...")).toBeVisible();

    await signInAdmin(page, url, "/admin/seasons/5/schedule");
    await page.getByRole("button", { name: "Reshuffle" }).click();
    await expect(page).toHaveURL(/\?draft=2$/);
    // Publish… asks first, naming the games and their days; Yes publishes.
    await page.getByRole("button", { name: "Publish…" }).click();
    await expect(page).toHaveURL(/\/admin\/seasons\/5\/schedule\?.*confirm=publish/);
    const publish = page.getByRole("region", { name: /^Publish 112 games, / });
    await expect(publish).toBeInViewport();
    await publish.getByRole("button", { name: "Yes, publish 112 games" }).click();
    await expect(page).toHaveURL(/\/admin\/seasons\/5\/schedule\?published=112&emails=\d+$/);
    const published = page.getByRole("status");
    await expect(published).toContainText("Published 112 games.");
    await expectAnswer(page, published);
    await expect(
      page.getByText(/The schedule is published: 112 regular-season games/),
    ).toBeVisible();

    // Public now.
    await page.getByRole("link", { name: "See it as players do" }).click();
    await expect(page).toHaveURL(`${url}/schedule/seasons/5`);
    await expect(page.getByText("No games scheduled for the season yet...")).toHaveCount(0);
    await expect(page.locator('a[href^="/games/"]').first()).toBeVisible();

    // The gym is closed on the first game day: the rest of the season shifts back one game day.
    await page.goto(`${url}/admin/seasons/5/schedule`);
    const changes = page.locator("#changes");
    await expect(changes.getByRole("heading", { name: "Gym closed" })).toBeVisible();
    await changes.getByRole("radio", { name: /Shift every game/ }).check();
    await changes.getByRole("button", { name: "Show the moves" }).click();
    await expect(page).toHaveURL(/\?closed=\d{4}-\d{2}-\d{2}&mode=shift/);
    await expect(changes.locator(".gym-closed-moves li")).toHaveCount(112);
    await expectAccessible(page);
    const move = changes.getByRole("button", { name: "Move 112 games" });
    expect((await move.boundingBox())!.height).toBeGreaterThanOrEqual(44);
    await move.click();
    const moved = page.getByRole("status");
    await expect(moved).toHaveText("Moved 112 games. 0 players are being emailed.");
    await expectAnswer(page, moved);

    // A game added by hand, then deleted from its own page.
    await changes.getByLabel("Away team").selectOption({ index: 1 });
    await changes.getByLabel("Home team").selectOption({ index: 2 });
    await changes.getByLabel("Date", { exact: true }).fill("2027-06-02");
    await changes.getByLabel(/^Time/).fill("19:00");
    await changes.getByRole("button", { name: "Add game" }).click();
    const added = page.getByRole("status");
    await expect(added).toHaveText("Game added. 0 players are being emailed.");
    await expectAnswer(page, added);
    const addedId = new URL(page.url()).searchParams.get("added");
    await page.goto(`${url}/admin/games/${addedId}/schedule`);
    await page.getByLabel("Yes, delete this game").check();
    await page.getByRole("button", { name: "Delete game" }).click();
    await expect(page).toHaveURL(/\/admin\/seasons\/5\/schedule\?deleted=1/);
    const deleted = page.getByRole("status");
    await expect(deleted).toHaveText("Game deleted. 0 players are being emailed.");
    await expectAnswer(page, deleted);
  } finally {
    await server?.stop();
  }
});
