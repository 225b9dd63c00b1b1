// Entering results courtside (docs/league-rules.md#entering-a-result; issue 5),
// on the admin journeys' own server (playoffs demo): a regular-season
// correction that moves the standings, a playoff result that advances the
// winner, Erase, the stat sheet surviving a lost page, the draft '+', and the
// game list on a phone (days nearest first, no sideways scroll, a team's games).
import { type Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { generateDemoLeague } from "~/demo/generate";
import { leagueDay } from "~/domain/time/days";
import { formatGameDay } from "~/domain/time/league-time";
import { DEMO_PASSWORD, signInAdmin as signInAdminOn } from "./auth";
import { ADMIN_URL, E2E_NOW, expectAccessible, waitForHydration } from "./support";

const league = generateDemoLeague({ now: new Date(E2E_NOW), phase: "playoffs" });
const season4 = league.games.filter((g) => g.seasonId === 4);
const teamName = (id: string | null | undefined) => league.teams.find((t) => t.id === id)!.name;
/** 'Sat, Nov 28' of each league day with a season-4 game. */
const dayLabels = new Map(season4.map((g) => [leagueDay(g.startsAt), formatGameDay(g.startsAt)]));
const today = leagueDay(new Date(E2E_NOW));
const days = [...dayLabels.keys()].sort();
/** A game row's or card's button: its name starts with its text, then names the game. */
const GAME_BUTTON = /^(Score live|Enter result|Edit result|Reschedule): /;

// These journeys change the admin server's league: one project runs them, in order.
test.describe.configure({ mode: "serial" });
test.skip(
  ({ isMobile }) => !isMobile,
  "Courtside entry is a phone journey (one project changes the data)",
);

/** The demo admin on the admin journeys' server. */
const signInAdmin = (page: Page, target: string) => signInAdminOn(page, ADMIN_URL, target);

async function standingsRow(page: Page, teamId: string) {
  await page.goto(`${ADMIN_URL}/seasons/4`);
  const row = page.locator("tr", { has: page.locator(`a[href="/teams/${teamId}"]`) }).first();
  const cells = await row.locator("td").allTextContents();
  return { wins: Number(cells[0]), losses: Number(cells[1]) };
}

test("a corrected regular-season result moves the standings, the game and the player page", async ({
  page,
}) => {
  test.slow();
  const game = season4.filter((g) => g.type === "regular_season" && g.winnerId).at(-1)!;
  const loser = game.winnerId === game.homeTeamId ? game.awayTeamId! : game.homeTeamId!;
  const before = await standingsRow(page, loser);

  await signInAdmin(page, "/admin/games");
  await expectAccessible(page);
  await page.goto(`${ADMIN_URL}/admin/games/${game.id}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    `${teamName(game.awayTeamId)} at ${teamName(game.homeTeamId)}`,
  );
  await expectAccessible(page);
  // The loser now wins by one, with 29 points from his first player.
  const loserIsHome = loser === game.homeTeamId;
  await page.getByLabel(teamName(game.homeTeamId), { exact: true }).fill(loserIsHome ? "61" : "60");
  await page.getByLabel(teamName(game.awayTeamId), { exact: true }).fill(loserIsHome ? "60" : "61");
  const sheet = page.getByRole("region", { name: `${teamName(loser)} stat boxes` });
  const firstPoints = sheet.getByLabel(/ Points$/).first();
  const scorer = (await firstPoints.getAttribute("aria-label"))!.replace(/ Points$/, "");
  await firstPoints.fill("29");
  await page.getByRole("button", { name: "Save" }).click();
  // The players' points no longer make the scores: refused, each team's totals said, on screen.
  const refusal = page.getByRole("alert").filter({ hasText: "the players' points add up to" });
  await expect(refusal).toContainText(`${teamName(loser)}: the players' points add up to`);
  await expect(refusal).toContainText(
    "Correct the points, or tick “Save anyway: the stat sheet is incomplete”. Nothing was saved.",
  );
  await expect(refusal).toBeInViewport();
  await expect(firstPoints).toHaveValue("29");
  // The admin's sheet is incomplete: he says so, and it is saved.
  await page.getByLabel("Save anyway: the stat sheet is incomplete").check();
  await page.getByRole("button", { name: "Save" }).click();
  await expect(
    page.getByText("Saved. Standings, leaders and player pages now include this game."),
  ).toBeVisible();

  const after = await standingsRow(page, loser);
  expect(after).toEqual({ wins: before.wins + 1, losses: before.losses - 1 });

  await page.goto(`${ADMIN_URL}/games/${game.id}`);
  await expect(page.locator(".scoreboard, main").first()).toContainText("61");
  await expect(page.getByText("Stat sheet incomplete", { exact: false })).toBeVisible();
  // The admin's pencil leads back to the result form.
  await expect(page.getByRole("link", { name: "Edit game" })).toHaveAttribute(
    "href",
    `/admin/games/${game.id}`,
  );
  const box = page.locator(".box-score", { hasText: scorer }).first();
  await expect(box.locator("tr", { hasText: scorer }).first()).toContainText("29");
  await box.getByRole("link", { name: scorer }).first().click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(scorer);
  await expect(page.locator(`a[href="/games/${game.id}"]`).first()).toBeVisible();
});

test("a playoff result advances the winner on the bracket; Erase takes it back", async ({
  page,
}) => {
  test.slow();
  const semi = season4.find(
    (g) => g.playoffRound === "conference-semifinal" && g.status === "scheduled" && g.homeTeamId,
  )!;
  const next = season4.find((g) => (g.feederGameIds ?? []).includes(semi.id))!;
  await signInAdmin(page, `/admin/games/${semi.id}`);
  await page.getByLabel(teamName(semi.homeTeamId), { exact: true }).fill("50");
  await page.getByLabel(teamName(semi.awayTeamId), { exact: true }).fill("44");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText(/^Saved\./)).toBeVisible();

  await page.goto(`${ADMIN_URL}/games/${next.id}`);
  await expect(page.getByRole("heading", { level: 1 })).toContainText(teamName(semi.homeTeamId));

  await page.goto(`${ADMIN_URL}/admin/games/${semi.id}`);
  page.once("dialog", (dialog) => dialog.accept());
  await page.getByRole("button", { name: "Erase" }).click();
  await expect(page.getByText(/^Erased: the game is back to scheduled/)).toBeVisible();
  await page.goto(`${ADMIN_URL}/games/${next.id}`);
  await expect(page.getByRole("heading", { level: 1 })).not.toContainText(
    teamName(semi.homeTeamId),
  );
});

test("what was typed survives a lost page and is offered back", async ({ page }) => {
  const game = season4.find(
    (g) => g.type === "playoff" && g.status === "scheduled" && g.homeTeamId,
  )!;
  await signInAdmin(page, `/admin/games/${game.id}`);
  // The draft is kept by the page's script: type once it runs.
  await waitForHydration(page);
  await page.getByLabel(teamName(game.homeTeamId), { exact: true }).fill("33");
  const box = page.getByLabel(/ Rebounds$/).first();
  await box.fill("7");
  // The connection drops / the tab is closed before Save: come back later.
  await page.goto(`${ADMIN_URL}/admin/games/${game.id}`);
  await expect(page.getByLabel(teamName(game.homeTeamId), { exact: true })).toHaveValue("");
  await page.getByRole("button", { name: "Restore them" }).click();
  await expect(page.getByLabel(teamName(game.homeTeamId), { exact: true })).toHaveValue("33");
  await expect(page.getByLabel(/ Rebounds$/).first()).toHaveValue("7");
  // The running total follows the restored boxes too.
  await expect(
    page
      .getByRole("region", { name: `${teamName(game.homeTeamId)} stats` })
      .locator("[data-tally]"),
  ).toHaveText("Players' points: 0 of 33 · 33 points not credited to a player");

  // A bad box is named, nothing is saved, and what was typed stays.
  await page.getByLabel(teamName(game.awayTeamId), { exact: true }).fill("abc");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Nothing was saved" })).toBeVisible();
  await expect(page.getByText("Away score must be a whole number.")).toBeVisible();
});

test("the game list fits a phone: days nearest first, big buttons, one team's games", async ({
  page,
}) => {
  const noSidewaysScroll = () =>
    page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
  await signInAdmin(page, "/admin/games");
  expect(await noSidewaysScroll()).toBe(true);

  // Today's games on top, then the days to come; the played days after, latest first.
  const upcoming = page.getByRole("region", { name: "Today and upcoming" });
  const dayHeadings = upcoming.getByRole("heading", { level: 3 });
  await expect(dayHeadings.first()).toHaveText(`Today, ${dayLabels.get(today)}`);
  const nextDay = days.find((day) => day > today)!;
  await expect(dayHeadings.nth(1)).toHaveText(dayLabels.get(nextDay)!);
  const played = page.getByRole("region", { name: "Played" });
  const lastPlayed = days.filter((day) => day < today).at(-1)!;
  await expect(played.locator("summary").first()).toContainText(dayLabels.get(lastPlayed)!);

  // Every button in sight is a thumb's size (the played days but the latest are folded).
  const buttons = page.getByRole("link", { name: GAME_BUTTON }).filter({ visible: true });
  const count = await buttons.count();
  expect(count).toBeGreaterThan(0);
  for (let i = 0; i < count; i++) {
    const box = (await buttons.nth(i).boundingBox())!;
    expect(box.height, `button ${i} height`).toBeGreaterThanOrEqual(44);
  }

  // One team's games, through the GET form (?season=N&team=ID), the season kept.
  const team = season4.find((g) => leagueDay(g.startsAt) === today && g.homeTeamId)!.homeTeamId!;
  await expect(page.getByLabel("Season", { exact: true })).toHaveValue("4");
  await page.getByLabel("Team", { exact: true }).selectOption(team);
  await page.getByRole("button", { name: "Show" }).click();
  await expect(page).toHaveURL(`${ADMIN_URL}/admin/games?season=4&team=${team}`);
  await expect(page.getByLabel("Team", { exact: true })).toHaveValue(team);
  const rows = page.getByRole("link", { name: GAME_BUTTON });
  const theirs = season4.filter((g) => g.homeTeamId === team || g.awayTeamId === team);
  await expect(rows).toHaveCount(theirs.length);
  for (const name of await rows.evaluateAll((links) =>
    links.map((link) => link.getAttribute("aria-label") ?? ""),
  )) {
    expect(name).toContain(teamName(team));
  }
  expect(await noSidewaysScroll()).toBe(true);
  await expectAccessible(page);
  await page.getByRole("link", { name: "All teams" }).click();
  await expect(page).toHaveURL(`${ADMIN_URL}/admin/games?season=4`);
});

test("non-admins never reach the admin pages", async ({ page }) => {
  await page.goto(`${ADMIN_URL}/admin/games`);
  await expect(page).toHaveURL(`${ADMIN_URL}/login?redirect=%2Fadmin%2Fgames`);
  await page.getByLabel("Email").fill("player@example.org");
  await page.getByLabel(/^Password/).fill(DEMO_PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(`${ADMIN_URL}/`);
  await page.goto(`${ADMIN_URL}/draft`);
  await expect(page.getByRole("button", { name: /^Draft / })).toHaveCount(0);
  await page.goto(`${ADMIN_URL}/games/${season4.find((g) => g.winnerId)!.id}`);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByRole("link", { name: "Edit game" })).toHaveCount(0);
});
