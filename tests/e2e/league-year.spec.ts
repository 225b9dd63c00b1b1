// A league's year in the checklist's order (issue 41; docs/league-rules.md#the-order-of-the-year),
// on a phone, on a league whose season 5 is being played (its playoffs: seven
// games still to play): season 6 is started, given its teams (two, meeting
// once: a year short enough to play through), its signups, its schedule,
// published; Make current is refused while season 5 has games to play and
// says how many and the ways forward; once they are postponed, season 6 is
// made current, its game is played and the season closed.
//
// The journey changes what other journeys read (a new current season), so it
// runs on a server of its own, on the phone project only. SCREENSHOT_DIR=<dir>
// also saves the season page at the refusal and at the end of the year.
import { mkdirSync } from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import { generateDemoLeague } from "~/demo/generate";
import { SYSTEM_NOW } from "../system/server";
import { expect, test } from "./fixtures";
import { signInAdmin, startOwnServer, type OwnServer } from "./own-server";
import { waitForHydration } from "./support";

/** The league the server is seeded with: five seasons, the fifth in its playoffs. */
const league = generateDemoLeague({
  now: new Date(SYSTEM_NOW),
  phase: "playoffs",
  historySeasons: 4,
});
const toPlay = league.games.filter(
  (g) => g.seasonId === 5 && (g.status === "scheduled" || g.status === "live"),
);

test.skip(({ isMobile }) => !isMobile, "one run is enough: it starts a server of its own");
test.describe.configure({ timeout: 300_000 });

let server: OwnServer | undefined;

test.beforeAll(async () => {
  if (!test.info().project.use.isMobile) return;
  test.info().setTimeout(180_000);
  server = await startOwnServer("league-year", { seasons: 4, phase: "playoffs" });
});

test.afterAll(async () => {
  await server?.stop();
});

function url() {
  if (!server) throw new Error("The journey's server did not start.");
  return server.url;
}

const checklistOf = (page: Page) => page.getByRole("region", { name: "Checklist" });
const nextStep = (page: Page) => checklistOf(page).locator('[aria-current="step"]');

test("the whole year of season 6, in the checklist's order, while season 5 is being played", async ({
  page,
}) => {
  expect(toPlay.length).toBeGreaterThan(0);
  await signInAdmin(page, url(), "/admin/seasons");
  await page.getByLabel("Name").fill("Fall 2027");
  await page.getByRole("button", { name: "Start next season" }).click();
  await expect(page).toHaveURL(`${url()}/admin/seasons/6?started=1`);
  const steps = checklistOf(page).getByRole("listitem");
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

  // Teams: two, in one conference.
  await waitForHydration(page);
  const picker = page.getByRole("region", { name: "Teams of the season" });
  const boxes = picker.getByRole("checkbox");
  const count = await boxes.count();
  for (let i = 2; i < count; i++) await boxes.nth(i).uncheck();
  await page.getByRole("button", { name: "Save teams" }).click();
  await expect(page).toHaveURL(`${url()}/admin/seasons/6?saved=teams`);
  await expect(steps.nth(0)).toHaveText(/Done: Teams · 2 teams\.$/);
  await expect(nextStep(page)).toContainText("Next step: Signups");

  // Signups: season 5's are open, so Open signups asks first.
  await checklistOf(page).getByRole("link", { name: "Open signups" }).click();
  await page.getByRole("button", { name: "Close season 5's and open these" }).click();
  await expect(page.getByRole("status")).toHaveText("Signups are open for season 6.");
  await expect(nextStep(page)).toContainText("Next step: Draft");
  await expect(checklistOf(page).getByRole("link", { name: "Run the draft" })).toHaveAttribute(
    "href",
    "/admin/seasons/6/draft",
  );

  // Schedule: every team in the league, meeting once: one game.
  await page.getByRole("link", { name: "Schedule", exact: true }).click();
  await expect(page).toHaveURL(`${url()}/admin/seasons/6/schedule`);
  await waitForHydration(page);
  await page.getByLabel("Every team in the league").check();
  await page.getByLabel("Times each pair meets (1 to 4)").fill("1");
  await page.getByRole("button", { name: "Generate" }).click();
  await expect(page).toHaveURL(`${url()}/admin/seasons/6/schedule?draft=1`);
  await page.goto(`${url()}/admin/seasons/6`);
  await expect(steps.nth(3)).toHaveText(/Done: Schedule · Drafted: review it, then publish it\.$/);

  // Publish.
  await page.goto(`${url()}/admin/seasons/6/schedule`);
  await page.getByRole("button", { name: "Publish…" }).click();
  await page.getByRole("button", { name: "Yes, publish 1 game" }).click();
  await expect(page).toHaveURL(/\/admin\/seasons\/6\/schedule\?published=1&/);

  // Make current: refused while season 5 has games to play, saying how many and the ways forward.
  await page.goto(`${url()}/admin/seasons/6`);
  const refusal = `Season 6 cannot be made current yet: season 5 still has ${toPlay.length} games to play. Enter their results, postpone or delete them, or close season 5 once every game has its result; then make season 6 current.`;
  // One game, one day: the day said once.
  await expect(steps.nth(4)).toHaveText(/Done: Publish · Published: 1 game, \w{3}, \w{3} \d+\.$/);
  await expect(steps.nth(5)).toContainText(`Make current · ${refusal}`);
  await expect(page.getByRole("region", { name: "Current season and signups" })).toContainText(
    refusal,
  );
  await expect(page.getByRole("link", { name: "Make current" })).toHaveCount(0);
  await shoot(page, "make-current-refused-phone.png");
  await page.goto(`${url()}/admin/seasons/6?confirm=make-current`);
  await expect(page.getByRole("heading", { name: "Make season 6 current?" })).toHaveCount(0);
  await expect(page.locator(".season-status")).toHaveText("Upcoming");

  // One way forward: season 5's games still to play are postponed.
  for (const game of toPlay) {
    await page.goto(`${url()}/admin/games/${game.id}/schedule`);
    await page.getByRole("button", { name: "Postpone", exact: true }).click();
    await expect(page.getByRole("status")).toBeVisible();
  }

  // Now Make current asks, and does what it says.
  await page.goto(`${url()}/admin/seasons/6`);
  await expect(page.getByRole("region", { name: "Current season and signups" })).not.toContainText(
    "cannot be made current",
  );
  await page.getByRole("link", { name: "Make current" }).click();
  const question = page.getByRole("region", { name: "Make season 6 current?" });
  await expect(question).toContainText("Season 5 (");
  await question.getByRole("button", { name: "Yes, make season 6 current" }).click();
  await expect(page).toHaveURL(`${url()}/admin/seasons/6?saved=current`);
  await expect(page.locator(".season-status")).toHaveText("Current");
  await expect(steps.nth(5)).toHaveText(
    /Done: Make current · The current season: the public pages follow it\.$/,
  );

  // Play: its one game's result.
  const [game] = await publishedGames(page);
  await page.goto(`${url()}/admin/games/${game}`);
  await page.locator("#awayScore").fill("47");
  await page.locator("#homeScore").fill("51");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText(/^Saved\./)).toBeVisible();

  // Close: the champion, the question, the Yes.
  await page.goto(`${url()}/admin/seasons/6`);
  await expect(steps.nth(6)).toHaveText(/Done: Play · 1 of 1 game have a result\.$/);
  await page.getByLabel("Champion").selectOption({ index: 1 });
  await page.getByRole("button", { name: "Close season 6" }).click();
  // Its signups are still open: they close with it, and the question says so.
  await expect(page.getByRole("region", { name: "Close season 6?" })).toContainText(
    "Its signups close.",
  );
  await page.getByRole("button", { name: "Yes, close season 6" }).click();
  await expect(page).toHaveURL(`${url()}/admin/seasons/6?saved=closed`);
  await expect(page.getByRole("region", { name: "Current season and signups" })).toContainText(
    "Signups are closed for Fall 2027.",
  );
  await expect(steps.nth(7)).toHaveText(/Done: Close · Closed\. Champions: .+\.$/);
  await expect(steps.nth(1)).toHaveText(/Done: Signups · Closed: 0 players signed up\.$/);
  // Closed, it is still the season the public pages follow.
  await expect(steps.nth(5)).toHaveText(
    /Done: Make current · The current season: the public pages follow it\.$/,
  );
  await expect(nextStep(page)).toHaveCount(0);
  await shoot(page, "season-closed-phone.png");
});

/** The screen from the checklist's top, when SCREENSHOT_DIR asks. */
async function shoot(page: Page, name: string) {
  const dir = process.env.SCREENSHOT_DIR;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  await checklistOf(page).evaluate((el) => el.scrollIntoView({ block: "start" }));
  await page.screenshot({ path: path.join(dir, name) });
}

/** The ids of season 6's games, from the admin's game list. */
async function publishedGames(page: Page): Promise<string[]> {
  await page.goto(`${url()}/admin/games?season=6`);
  const links = page.getByRole("link", { name: /^Enter result: / });
  await expect(links).toHaveCount(1);
  const href = (await links.first().getAttribute("href"))!;
  return [href.replace(/^\/admin\/games\//, "")];
}
