// Every answer where the thumb is (issue 31 §5): after an action at the bottom
// of a long admin page, its answer (role=status or role=alert, the admin page
// frame's line under the title) is on the first screen and focused, and a
// refused form keeps what was typed; without JavaScript the page opens at its
// top, where the answer is. On the admin journeys' own server (playoffs demo),
// phone only; nothing here changes what other journeys read: the captain and
// the paid box are saved as they were, the player saved is one of earlier
// seasons only (given a photo), and the refusals write nothing.
import type { Locator, Page } from "@playwright/test";
import { generateDemoLeague } from "~/demo/generate";
import { signInAdmin as signInAdminOn } from "./auth";
import { expect, test } from "./fixtures";
import { ADMIN_URL, E2E_NOW, waitForHydration } from "./support";

const league = generateDemoLeague({ now: new Date(E2E_NOW), phase: "playoffs" });
const teamName = (id: string | null | undefined) => league.teams.find((t) => t.id === id)!.name;
const pat = league.players.find((p) => p.email === "player@example.org")!;
const patTeam = league.seasonRosters.find((r) => r.seasonId === 4 && r.playerId === pat.id)!.teamId;
/** A season-4 team other than Pat's (the alerts journey follows his team). */
const team = league.seasonTeams
  .filter((t) => t.seasonId === 4 && t.teamId !== patTeam && t.captainId)
  .sort((a, b) => (a.teamId < b.teamId ? -1 : 1))[0]!;
/** A finished regular-season game of two other teams than Pat's (a refused save writes nothing). */
const game = league.games.find(
  (g) =>
    g.seasonId === 4 &&
    g.type === "regular_season" &&
    g.winnerId &&
    g.homeTeamId !== patTeam &&
    g.awayTeamId !== patTeam,
)!;
/** A player of earlier seasons only: no other journey reads him. */
const inSeason4 = new Set(
  [...league.seasonRosters, ...league.signups]
    .filter((r) => r.seasonId === 4)
    .map((r) => r.playerId),
);
const pastPlayer = league.players.find((p) => !inSeason4.has(p.id))!;

// These journeys use the admin server: one project runs them.
test.skip(({ isMobile }) => !isMobile, "a phone journey (one project uses the admin server)");
// Sign-in and long pages: more than the default 30 s on a busy machine.
test.describe.configure({ timeout: 90_000 });

// Photo addresses point at example.org: answer them here, not on the internet.
test.beforeEach(async ({ page }) => {
  await page.route("https://example.org/**", (route) => route.fulfill({ status: 404 }));
});

/** The demo admin on the admin journeys' server. */
const signInAdmin = (page: Page, target: string) => signInAdminOn(page, ADMIN_URL, target);

/** The thumb at the bottom of the page: the title is out of sight. */
async function scrollToBottom(page: Page) {
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect(page.getByRole("heading", { level: 1 })).not.toBeInViewport();
}

/** The answer is the frame's line under the title, in sight, and focused. */
async function expectAnswerInSightAndFocused(answer: Locator) {
  await expect(answer).toHaveClass(/\badmin-answer\b/);
  await expect(answer).toBeInViewport();
  await expect(answer).toBeFocused();
}

/** Without JavaScript: the answer is on the first screen of the page the post returned. */
async function expectAnswerOnFirstScreen(page: Page, answer: Locator) {
  await expect(answer).toHaveClass(/\badmin-answer\b/);
  const box = (await answer.boundingBox())!;
  const viewport = page.viewportSize()!;
  expect(box.y).toBeGreaterThanOrEqual(0);
  expect(box.y).toBeLessThan(viewport.height);
  await expect(answer).toBeInViewport();
}

test("a roster page: Save captain, low on the page, answers on the first screen, focused", async ({
  page,
}) => {
  const target = `/admin/seasons/4/teams/${team.teamId}`;
  await signInAdmin(page, target);
  await waitForHydration(page);
  // The add list at the bottom makes the page long; Save keeps the captain he has.
  await expect(page.getByLabel("Captain")).toHaveValue(team.captainId!);
  await scrollToBottom(page);
  await page.getByRole("button", { name: "Save captain" }).click();
  await expect(page).toHaveURL(`${ADMIN_URL}${target}?captain=1`);
  const answer = page.getByRole("status");
  await expect(answer).toHaveText("Captain saved.");
  await expectAnswerInSightAndFocused(answer);
  await expect(page.getByLabel("Captain")).toHaveValue(team.captainId!);
});

test("a player's Save at the bottom of his form answers on the players list, focused", async ({
  page,
}) => {
  const name = `${pastPlayer.firstName} ${pastPlayer.lastName}`;
  await signInAdmin(page, `/admin/players/${pastPlayer.id}`);
  await waitForHydration(page);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Edit ${name}`);
  // The demo's players have no photo, which the form requires.
  const image = page.getByLabel("Image URL");
  if ((await image.inputValue()) === "") await image.fill("https://example.org/photo.jpg");
  await scrollToBottom(page);
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page).toHaveURL(`${ADMIN_URL}/admin/players?saved=${pastPlayer.id}`);
  const answer = page.getByRole("status");
  await expect(answer).toHaveText(`Saved ${name}.`);
  await expectAnswerInSightAndFocused(answer);
});

test("a refused result: the alert is on the first screen, focused, and the boxes keep what was typed", async ({
  page,
}) => {
  await signInAdmin(page, `/admin/games/${game.id}`);
  await waitForHydration(page);
  const away = page.getByLabel(teamName(game.awayTeamId), { exact: true });
  await away.fill("abc");
  const sheet = page.getByRole("region", { name: `${teamName(game.homeTeamId)} stat boxes` });
  const points = sheet.getByLabel(/ Points$/).first();
  await points.fill("17");
  await scrollToBottom(page);
  await page.getByRole("button", { name: "Save" }).click();
  const answer = page.getByRole("alert").filter({ hasText: "Nothing was saved" });
  await expect(answer).toHaveText("Nothing was saved: fix the boxes marked above.");
  await expectAnswerInSightAndFocused(answer);
  await expect(away).toHaveValue("abc");
  await expect(away).toHaveAttribute("aria-invalid", "true");
  await expect(points).toHaveValue("17");
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a paid box's Save, far down the signups list, answers at the top of the page", async ({
    page,
  }) => {
    await signInAdmin(page, "/admin/signups?season=4");
    // The oldest signup: the last row of a long table.
    const row = page.locator("table.signups-table tbody tr").last();
    const who = (await row.getByRole("rowheader").innerText()).trim();
    const box = row.getByRole("checkbox", { name: `Paid: ${who}` });
    const paid = await box.isChecked();
    // Save what the box shows: nothing changes but the answer.
    await row.getByRole("button", { name: `Save paid for ${who}` }).click();
    const answer = page.getByRole("status");
    await expect(answer).toHaveText(/^Saved: .+ is marked (paid|unpaid)\.$/);
    await expect(answer).toHaveText(new RegExp(`marked ${paid ? "paid" : "unpaid"}\\.$`));
    await expectAnswerOnFirstScreen(page, answer);
  });

  test("a refused result: the alert is on the first screen and the boxes keep what was typed", async ({
    page,
  }) => {
    await signInAdmin(page, `/admin/games/${game.id}`);
    const away = page.getByLabel(teamName(game.awayTeamId), { exact: true });
    await away.fill("abc");
    const sheet = page.getByRole("region", { name: `${teamName(game.homeTeamId)} stat boxes` });
    const points = sheet.getByLabel(/ Points$/).first();
    await points.fill("17");
    await page.getByRole("button", { name: "Save" }).click();
    const answer = page.getByRole("alert");
    await expect(answer).toHaveText("Nothing was saved: fix the boxes marked above.");
    await expectAnswerOnFirstScreen(page, answer);
    await expect(away).toHaveValue("abc");
    await expect(points).toHaveValue("17");
  });

  test("a player's refused birthday: the alert is on the first screen, the error under the field", async ({
    page,
  }) => {
    await signInAdmin(page, `/admin/players/${pastPlayer.id}`);
    await page.getByLabel("Month", { exact: true }).selectOption({ label: "February" });
    await page.getByLabel("Day", { exact: true }).selectOption("31");
    await page.getByLabel("Year", { exact: true }).selectOption("1990");
    await page.getByRole("button", { name: "Save" }).click();
    const answer = page.getByRole("alert");
    await expect(answer).toHaveText("Nothing was saved: fix the fields marked below.");
    await expectAnswerOnFirstScreen(page, answer);
    await expect(page.getByText("That date does not exist.")).toBeVisible();
    await expect(page.getByLabel("Day", { exact: true })).toHaveValue("31");
  });
});
