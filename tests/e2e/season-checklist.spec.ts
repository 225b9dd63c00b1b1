// "The admin can't get it wrong" (issue 31; docs/league-rules.md#seasons and
// #schedules), on a phone: a season's checklist names the next step and makes
// its action the page's one primary button; actions with consequences (make
// current, open signups over season 4's, publish, close) ask their question
// first; a refused Generate leaves the draft as "made from the previous
// settings", without Publish; a season with games without results cannot be
// closed, and says which games. Every answer is the admin frame's line under
// the title, in sight and focused.
//
// The journeys build on each other on a server of their own (they start
// season 5, make it current and publish its schedule, which would change
// what other journeys read), so they run in order, on the phone project only.
// Season 4's close refusal comes first, while season 4 is still the demo's
// current season.
import type { Locator, Page } from "@playwright/test";
import { generateDemoLeague } from "~/demo/generate";
import { SYSTEM_NOW } from "../system/server";
import { expect, test } from "./fixtures";
import { signInAdmin, startOwnServer, type OwnServer } from "./own-server";
import { expectAccessible, waitForHydration } from "./support";

/** The league the server is seeded with (scripts/seed.ts at SYSTEM_NOW, the season phase). */
const league = generateDemoLeague({ now: new Date(SYSTEM_NOW), phase: "season" });
const season4 = league.games.filter((g) => g.seasonId === 4);
const withoutResult = season4.filter((g) => g.status !== "completed");
/** The result erased in the close journey: season 4's latest regular-season result. */
const erased = season4
  .filter((g) => g.type === "regular_season" && g.status === "completed")
  .sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime())
  .at(-1)!;
const playedWithoutResult = withoutResult.filter(
  (g) => g.status !== "postponed" && g.startsAt.getTime() <= new Date(SYSTEM_NOW).getTime(),
);

test.skip(({ isMobile }) => !isMobile, "one run is enough: it starts a server of its own");
test.describe.configure({ mode: "serial", timeout: 120_000 });

let server: OwnServer | undefined;

test.beforeAll(async () => {
  // The desktop project skips every journey here: no server for it.
  if (!test.info().project.use.isMobile) return;
  test.info().setTimeout(180_000);
  server = await startOwnServer("season-checklist");
});

test.afterAll(async () => {
  await server?.stop();
});

function url() {
  if (!server) throw new Error("The journeys' server did not start.");
  return server.url;
}

/** The answer to the last action: the frame's line under the title, in sight, focused. */
async function expectAnswer(answer: Locator) {
  await expect(answer).toHaveClass(/\badmin-answer\b/);
  await expect(answer).toBeInViewport();
  await expect(answer).toBeFocused();
}

/** The page's primary buttons (and button-styled links): the checklist's next step's only. */
function primaryButtons(page: Page) {
  return page.locator(".button:not(.button-secondary)");
}

/** "2027-01-09" plus `days` days. */
function addDays(day: string, days: number): string {
  const date = new Date(`${day}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

test("season 4 cannot be closed while games have no result: the games are listed in two folds", async ({
  page,
}) => {
  // The demo's season 4 has only games still to play without a result; a
  // result erased (entered by mistake) leaves a played game without one.
  expect(playedWithoutResult).toHaveLength(0);
  await signInAdmin(page, url(), `/admin/games/${erased.id}`);
  await waitForHydration(page);
  page.once("dialog", (dialog) => void dialog.accept());
  await page.getByRole("button", { name: "Erase" }).click();
  await expect(page.getByText(/^Erased: the game is back to scheduled/)).toBeVisible();

  await page.goto(`${url()}/admin/seasons/4`);
  await expect(page.locator(".season-status")).toHaveText("Current");
  // Results are coming in: the next step is Play (the draft is behind the
  // season); Close and the bracket generator are secondary.
  await expect(page.locator('[aria-current="step"]')).toContainText("Next step: Play");
  await expect(primaryButtons(page)).toHaveCount(1);
  await expect(primaryButtons(page)).toHaveText("Enter results");
  const close = page.getByRole("region", { name: "Close the season" });
  const unresolved = withoutResult.length + 1;
  await expect(close).toContainText(
    `${unresolved} games have no result yet: the season can close once every game has its result.`,
  );
  // Played games first and unfolded (only their result is missing), then those to play, folded.
  const folds = close.locator("details");
  await expect(folds).toHaveCount(2);
  await expect(folds.nth(0).locator("summary")).toHaveText("Played, no result yet (1)");
  await expect(folds.nth(0)).toHaveAttribute("open", "");
  await expect(folds.nth(0).getByRole("link")).toHaveCount(1);
  await expect(folds.nth(0).getByRole("link")).toHaveAttribute("href", `/admin/games/${erased.id}`);
  await expect(folds.nth(1).locator("summary")).toHaveText(
    `Still to play (${withoutResult.length})`,
  );
  await expect(folds.nth(1)).not.toHaveAttribute("open");
  await expect(folds.nth(1).getByRole("link").first()).toBeHidden();
  await folds.nth(1).locator("summary").click();
  await expect(folds.nth(1).getByRole("link")).toHaveCount(withoutResult.length);
  await expect(folds.nth(1).getByRole("link").first()).toBeVisible();

  // Close is off, and says why beside it.
  const button = close.getByRole("button", { name: "Close season 4" });
  await button.scrollIntoViewIfNeeded();
  await expect(button).toBeDisabled();
  const why = close.getByText("Close is off until every game has its result.");
  await expect(why).toBeVisible();
  await expect(button).toHaveAccessibleDescription("Close is off until every game has its result.");
  // Its question is not asked either, even by its address.
  await page.goto(`${url()}/admin/seasons/4?confirm=close&champion=none`);
  await expect(page.getByRole("heading", { name: "Close season 4?" })).toHaveCount(0);
  await expect(page.getByRole("region", { name: "Checklist" })).toBeVisible();
});

test("the checklist of a new season names the next step in the year's order; Make current waits for the schedule", async ({
  page,
}) => {
  await signInAdmin(page, url(), "/admin/seasons");
  await page.getByLabel("Name").fill("Spring 2027");
  await page.getByRole("button", { name: "Start next season" }).click();
  await expect(page).toHaveURL(`${url()}/admin/seasons/5?started=1`);
  await expectAnswer(page.getByRole("status"));

  const checklist = page.getByRole("region", { name: "Checklist" });
  const steps = checklist.getByRole("listitem");
  await expect(steps).toHaveText([
    /Teams · 16 teams\.$/,
    /Signups · Not opened yet\.$/,
    /Draft · No signups to draft yet\.$/,
    /Schedule · Not made yet\.$/,
    /Publish · Nothing to publish until the schedule is made\.$/,
    /Make current · Upcoming: the public pages follow another season\.$/,
    /Play · No games yet\.$/,
    /Close · Open: results and rosters can still change\.$/,
  ]);
  // Done, then the next step, said in words for those who do not see the marks.
  await expect(steps.nth(0)).toContainText("Done:");
  const next = checklist.locator('[aria-current="step"]');
  await expect(next).toHaveCount(1);
  await expect(next).toContainText("Next step: Signups");
  // Its action is the page's one primary button; every other button is secondary.
  await expect(primaryButtons(page)).toHaveCount(1);
  await expect(primaryButtons(page)).toHaveText("Open signups");
  await expect(checklist.getByRole("link", { name: "Open signups" })).toBeVisible();
  await expectAccessible(page);

  // Season 4's signups are open: Open signups asks before closing them.
  await checklist.getByRole("link", { name: "Open signups" }).click();
  await expect(page).toHaveURL(`${url()}/admin/seasons/5?confirm=open-signups`);
  const openQuestion = page.getByRole("region", { name: "Open season 5's signups?" });
  await expect(openQuestion).toBeInViewport();
  await openQuestion.getByRole("button", { name: "Close season 4's and open these" }).click();
  const opened = page.getByRole("status");
  await expect(opened).toHaveText("Signups are open for season 5.");
  await expectAnswer(opened);

  // The next step is the draft; signups stay under way, out of its way.
  await expect(steps.nth(1)).toHaveText(/Under way: Signups · Open: 0 players signed up\.$/);
  await expect(next).toHaveCount(1);
  await expect(next).toContainText("Next step: Draft");
  await expect(primaryButtons(page)).toHaveCount(1);
  const runDraft = checklist.getByRole("link", { name: "Run the draft" });
  await expect(runDraft).toHaveAttribute("href", "/admin/seasons/5/draft");
  await expect(primaryButtons(page)).toHaveText("Run the draft");

  // Make current waits for the schedule: not offered, and the page says why.
  const lifecycle = page.getByRole("region", { name: "Current season and signups" });
  await expect(lifecycle).toContainText(
    "Season 5 has no games yet: publish its schedule before making it current.",
  );
  await expect(page.getByRole("link", { name: "Make current" })).toHaveCount(0);
  // Its question is not asked either, even by its address.
  await page.goto(`${url()}/admin/seasons/5?confirm=make-current`);
  await expect(page.getByRole("heading", { name: "Make season 5 current?" })).toHaveCount(0);
  await expect(page.locator(".season-status")).toHaveText("Upcoming");
  await expect(next).toContainText("Next step: Draft");
});

test("a refused Generate: the draft is from the previous settings, without Publish, and the form keeps what was typed", async ({
  page,
}) => {
  await signInAdmin(page, url(), "/admin/seasons/5");
  await page.getByRole("link", { name: "Schedule", exact: true }).click();
  await expect(page).toHaveURL(`${url()}/admin/seasons/5/schedule`);
  await waitForHydration(page);
  await page.getByRole("button", { name: "Generate" }).click();
  await expect(page).toHaveURL(`${url()}/admin/seasons/5/schedule?draft=1`);
  await expectAnswer(page.getByRole("status"));
  const draftTitle = page.locator("#draft-title");
  await expect(draftTitle).toHaveText("Draft schedule");
  await expect(page.getByRole("button", { name: "Publish…" })).toBeVisible();

  // Three weeks without games from the first day: the dates no longer hold the games.
  const firstDay = await page.getByLabel("First game day").inputValue();
  const blackouts = Array.from({ length: 21 }, (_, i) => addDays(firstDay, i)).join("\n");
  await page.getByLabel(/^Days without games/).fill(blackouts);
  // Edited on the page: the draft is no longer the form's, and cannot be published.
  await expect(draftTitle).toHaveText("Draft schedule, made from the previous settings");
  await expect(page.getByRole("button", { name: "Publish…" })).toHaveCount(0);
  await page.getByRole("button", { name: "Generate" }).click();

  const refusal = page.getByRole("alert");
  await expect(refusal).toHaveText(
    /^112 games need 112 slots; the dates and template give \d+ \(\d+ game days × \d+ slots\)\.$/,
  );
  await expectAnswer(refusal);
  await expect(draftTitle).toHaveText("Draft schedule, made from the previous settings");
  await expect(page.locator("#draft-previous")).toContainText("It cannot be published");
  await expect(page.getByRole("button", { name: "Publish…" })).toHaveCount(0);
  await expect(page.getByLabel(/^Days without games/)).toHaveValue(blackouts);
  await expect(page.getByLabel("First game day")).toHaveValue(firstDay);
  // Generate is the one thing to press now.
  await expect(primaryButtons(page)).toHaveCount(1);
  await expect(primaryButtons(page)).toHaveText("Generate");

  // Reloaded, the page still knows the draft is not of the settings last sent.
  await page.reload();
  await expect(draftTitle).toHaveText("Draft schedule, made from the previous settings");
  await expect(page.getByRole("button", { name: "Publish…" })).toHaveCount(0);
  await expect(page.getByLabel(/^Days without games/)).toHaveValue(blackouts);
});

test("Publish… asks first, naming the games and their days; Cancel keeps it a draft, Yes publishes", async ({
  page,
}) => {
  await signInAdmin(page, url(), "/admin/seasons/5/schedule");
  await waitForHydration(page);
  // Good settings: one Saturday off, the season a week longer.
  const firstDay = await page.getByLabel("First game day").inputValue();
  const lastDay = await page.getByLabel("Last game day").inputValue();
  const dayOff = addDays(firstDay, 7);
  await page.getByLabel(/^Days without games/).fill(dayOff);
  await page.getByLabel("Last game day").fill(addDays(lastDay, 7));
  await page.getByRole("button", { name: "Generate" }).click();
  await expect(page).toHaveURL(`${url()}/admin/seasons/5/schedule?draft=1`);
  await expectAnswer(page.getByRole("status"));
  await expect(page.locator("#draft-title")).toHaveText("Draft schedule");
  await expect(page.locator("#draft")).toContainText("112 games, 14 per team");

  const dayLabel = new Date(`${dayOff}T17:00:00Z`).toLocaleDateString("en-US", {
    weekday: "short",
    month: "short",
    day: "numeric",
    timeZone: "America/New_York",
  });
  const publishButton = page.getByRole("button", { name: "Publish…" });
  await publishButton.click();
  await expect(page).toHaveURL(/\/admin\/seasons\/5\/schedule\?.*confirm=publish/);
  const question = page.getByRole("region", { name: /^Publish 112 games, / });
  const title = question.getByRole("heading", { level: 2 });
  await expect(title).toHaveText(
    new RegExp(
      `^Publish 112 games, \\w{3}, \\w{3} \\d+ – \\w{3}, \\w{3} \\d+; no games on ${dayLabel}\\?$`,
    ),
  );
  // The question and its answers are on the first screen.
  await expect(title).toBeInViewport();
  const yes = question.getByRole("button", { name: "Yes, publish 112 games" });
  await expect(yes).toBeInViewport();
  await expect(question.getByRole("link", { name: "Cancel" })).toBeInViewport();
  await expectAccessible(page);

  await question.getByRole("link", { name: "Cancel" }).click();
  await expect(page).toHaveURL(`${url()}/admin/seasons/5/schedule`);
  await expect(page.getByRole("region", { name: /^Publish 112 games, / })).toHaveCount(0);
  await expect(page.getByText(/The schedule is published/)).toHaveCount(0);
  await expect(page.locator("#draft-title")).toHaveText("Draft schedule");
  const publicPage = await page.context().newPage();
  await publicPage.goto(`${url()}/schedule/seasons/5`);
  await expect(publicPage.getByText("No games scheduled for the season yet...")).toBeVisible();
  await publicPage.close();

  await page.getByRole("button", { name: "Publish…" }).click();
  await page.getByRole("button", { name: "Yes, publish 112 games" }).click();
  await expect(page).toHaveURL(/\/admin\/seasons\/5\/schedule\?published=112&emails=\d+$/);
  const published = page.getByRole("status");
  await expect(published).toHaveText(
    /^Published 112 games\. (No player was|\d+ players? (was|were)) emailed.* Players who join a roster from now on get theirs when they join\.$/,
  );
  await expectAnswer(published);
  await expect(page.getByText(/The schedule is published: 112 regular-season games/)).toBeVisible();
});

test("published, season 5 still cannot be made current while season 4 has games to play", async ({
  page,
}) => {
  await signInAdmin(page, url(), "/admin/seasons/5");
  // Season 4's games to play: those the demo has still to come, and the result erased above.
  const toPlay = withoutResult.filter((g) => g.status !== "postponed").length + 1;
  const refusal = `Season 5 cannot be made current yet: season 4 still has ${toPlay} games to play. Enter their results, postpone or delete them, or close season 4 once every game has its result; then make season 5 current.`;
  const checklist = page.getByRole("region", { name: "Checklist" });
  const steps = checklist.getByRole("listitem");
  await expect(steps.nth(4)).toHaveText(/Done: Publish · Published: 112 games, .+\.$/);
  await expect(steps.nth(5)).toContainText(`Make current · ${refusal}`);
  await expect(page.getByRole("region", { name: "Current season and signups" })).toContainText(
    refusal,
  );
  await expect(page.getByRole("link", { name: "Make current" })).toHaveCount(0);
  await expect(page.locator(".season-status")).toHaveText("Upcoming");
});

/** Season 4's games are shown; the season select's GET form shows season 5's. */
async function chooseSeason5(page: Page) {
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Games of season 4");
  await page.getByLabel("Season").selectOption("5");
  await page.getByRole("button", { name: "Show" }).click();
  await expect(page).toHaveURL(new RegExp(`^${url()}/admin/games\\?season=5(&team=)?$`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Games of season 5");
  await expect(page.getByLabel("Season")).toHaveValue("5");
  // Its 112 games, none played yet: under their days, each with its result button.
  await expect(page.getByRole("heading", { name: "Upcoming", exact: true })).toBeVisible();
  await expect(page.getByRole("link", { name: /^Enter result: / })).toHaveCount(112);
  await expect(page.getByRole("heading", { name: "Played", exact: true })).toHaveCount(0);
}

test("the games of season 5, chosen in the season select", async ({ page }) => {
  await signInAdmin(page, url(), "/admin/games?season=4");
  await waitForHydration(page);
  await chooseSeason5(page);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the season select's GET form shows season 5's games", async ({ page }) => {
    await signInAdmin(page, url(), "/admin/games?season=4");
    await chooseSeason5(page);
  });
});
