// Email alerts (docs/league-rules.md#email-alerts; issue 12), on the admin
// journeys' own server (playoffs demo), with the emails read back from the
// local SMTP receiver: Pat turns his alerts on (each tick saves itself; without
// JavaScript the Save button still posts), the admin postpones his
// team's next game and then saves its result, and the unsubscribe link of the
// result email turns every alert off.
import type { Browser, Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { generateDemoLeague } from "~/demo/generate";
import { latestEmailTo, signIn } from "./auth";
import { ADMIN_URL, E2E_NOW, expectAccessible, waitForHydration } from "./support";

const league = generateDemoLeague({ now: new Date(E2E_NOW), phase: "playoffs" });
const pat = league.players.find((p) => p.email === "player@example.org")!;
const patTeam = league.seasonRosters.find((r) => r.seasonId === 4 && r.playerId === pat.id)!.teamId;
// Pat's conference semifinal: no other journey touches it.
const game = league.games.find(
  (g) =>
    g.seasonId === 4 &&
    g.status === "scheduled" &&
    g.homeTeamId &&
    g.awayTeamId &&
    (g.homeTeamId === patTeam || g.awayTeamId === patTeam),
)!;
const teamName = (id: string | null | undefined) => league.teams.find((t) => t.id === id)!.name;

async function openSignedIn(browser: Browser, email: string, target: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signIn(page, email, target, ADMIN_URL);
  return page;
}

/** The newest email to Pat since `since` whose subject matches, once it has arrived. */
async function emailToPat(since: number, subject: RegExp) {
  const until = Date.now() + 20_000;
  for (;;) {
    const mail = await latestEmailTo(pat.email, since, Math.max(1, until - Date.now()));
    if (subject.test(mail.subject ?? "")) return mail;
    if (Date.now() > until) throw new Error(`No email "${subject}" to ${pat.email}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

function lineStarting(text: string | undefined, label: string): string {
  const line = text?.split("\n").find((l) => l.startsWith(`${label}: `));
  if (!line) throw new Error(`No "${label}:" line in the email: ${text}`);
  return line.slice(label.length + 2).trim();
}

test("a player's alerts: postponement and result emails, and one click to stop them", async ({
  browser,
}, testInfo) => {
  test.skip(
    testInfo.project.name !== "desktop",
    "One project changes Pat's alerts (shared server)",
  );
  test.slow();
  const player = await openSignedIn(browser, pat.email, "/account");
  const changes = player.getByLabel("Email me when my team's games are postponed or moved");
  const results = player.getByLabel("Email me my team's final results");
  const reminders = player.getByLabel("Remind me two days before each game to say whether I'm in");
  const emails = player.locator("section", {
    has: player.getByRole("heading", { name: "Emails", exact: true }),
  });
  await expect(changes).not.toBeChecked();
  await expect(results).not.toBeChecked();
  // With JavaScript each tick saves itself: no Save button, the status says so.
  await waitForHydration(player);
  await expect(emails.getByRole("button", { name: "Save emails" })).toBeHidden();
  await changes.check();
  await expect(emails.getByRole("status")).toHaveText("Your email choices are saved.");
  const saved = player.waitForResponse(
    (r) => r.request().method() === "POST" && new URL(r.url()).pathname.startsWith("/account"),
  );
  await results.check();
  expect((await saved).ok()).toBe(true);
  await expect(emails.getByRole("status")).toHaveText("Your email choices are saved.");
  await player.reload();
  await expect(changes).toBeChecked();
  await expect(results).toBeChecked();
  await expectAccessible(player);

  // Without JavaScript the Save button posts the form, and the page says so.
  const context = await browser.newContext({
    javaScriptEnabled: false,
    storageState: await player.context().storageState(),
  });
  const noJs = await context.newPage();
  await noJs.goto(`${ADMIN_URL}/account`);
  await noJs.getByLabel("Remind me two days before each game to say whether I'm in").uncheck();
  await noJs.getByRole("button", { name: "Save emails" }).click();
  await expect(noJs).toHaveURL(`${ADMIN_URL}/account?alerts=saved`);
  await expect(
    noJs
      .locator("section", { has: noJs.getByRole("heading", { name: "Emails", exact: true }) })
      .getByRole("status"),
  ).toHaveText("Your email choices are saved.");
  await context.close();
  await player.reload();
  await expect(reminders).not.toBeChecked();
  await expect(changes).toBeChecked();

  // The admin postpones Pat's next game.
  const admin = await openSignedIn(
    browser,
    "admin@example.org",
    `/admin/games/${game.id}/schedule`,
  );
  await expect(admin.getByRole("heading", { level: 1 })).toHaveText(
    `${teamName(game.awayTeamId)} at ${teamName(game.homeTeamId)}`,
  );
  await expectAccessible(admin);
  const postponedAt = Date.now();
  await admin.getByRole("button", { name: "Postpone" }).click();
  await expect(admin.getByRole("status")).toContainText("Postponed:");
  await expect(admin.getByRole("status")).toContainText("1 player is being emailed.");
  const postponement = await emailToPat(postponedAt, /^Postponed: /);
  expect(postponement.text).toContain(
    `${teamName(game.awayTeamId)} at ${teamName(game.homeTeamId)}`,
  );
  expect(postponement.text).toContain("A new date will follow.");
  await player.goto(`${ADMIN_URL}/games/${game.id}`);
  await expect(player.getByText("Postponed").first()).toBeVisible();

  // The game is played after all: the admin saves its result.
  await admin.goto(`${ADMIN_URL}/admin/games/${game.id}`);
  await admin.getByLabel(teamName(game.homeTeamId), { exact: true }).fill("58");
  await admin.getByLabel(teamName(game.awayTeamId), { exact: true }).fill("52");
  const savedAt = Date.now();
  await admin.getByRole("button", { name: "Save" }).click();
  await expect(admin.getByText(/^Saved\./)).toBeVisible();
  const final = await emailToPat(savedAt, /^Final: /);
  expect(final.subject).toBe(
    `Final: ${teamName(game.awayTeamId)} 52 at ${teamName(game.homeTeamId)} 58`,
  );
  const boxScore = lineStarting(final.text, "Box score");
  expect(boxScore).toBe(`${ADMIN_URL}/games/${game.id}`);
  await player.goto(boxScore);
  await expect(player.locator("main")).toContainText("58");

  // One click from the email, in a browser with no session.
  const unsubscribe = lineStarting(final.text, "Stop these emails");
  const listUnsubscribe = final.headerLines.find((h) => h.key === "list-unsubscribe")?.line;
  expect(listUnsubscribe?.replace(/\r?\n[ \t]+/g, "")).toContain(`<${unsubscribe}>`);
  const stranger = await (await browser.newContext()).newPage();
  await stranger.goto(unsubscribe);
  await expect(stranger.getByRole("heading", { name: "Stop email alerts?" })).toBeVisible();
  await expectAccessible(stranger);
  await stranger.getByRole("button", { name: "Turn off all alerts" }).click();
  await expect(stranger.getByRole("heading", { name: "Email alerts are off" })).toBeVisible();

  await player.goto(`${ADMIN_URL}/account`);
  await expect(changes).not.toBeChecked();
  await expect(results).not.toBeChecked();
});
