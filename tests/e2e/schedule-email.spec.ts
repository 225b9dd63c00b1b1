// Everyone hears about the schedule (docs/league-rules.md#the-teams-schedule;
// issue 41 §2), on a phone, in the order the issue found it: season 5's
// schedule is published while its rosters are still empty (the question says
// nobody is emailed now, and that later joiners get theirs when they join),
// then Pat, who signed up and asked for emails about his team's games, is
// drafted, and his team's schedule reaches his mailbox over real SMTP (the
// journeys' local receiver). It starts a server of its own (starting a season
// and publishing change what other journeys read), so it runs on the phone
// project only.
import { devices, type Page } from "@playwright/test";
import { latestEmailTo, signIn } from "./auth";
import { expect, test } from "./fixtures";
import { signInAdmin, startOwnServer, type OwnServer } from "./own-server";
import { MAIL_PORT, expectAccessible, waitForHydration } from "./support";

test.skip(({ isMobile }) => !isMobile, "one run is enough: it starts a server of its own");

const PAT = "player@example.org";

/** The newest email to Pat since `since` whose subject matches, once it has arrived. */
async function emailToPat(since: number, subject: RegExp) {
  const until = Date.now() + 30_000;
  for (;;) {
    const mail = await latestEmailTo(PAT, since, Math.max(1, until - Date.now()));
    if (subject.test(mail.subject ?? "")) return mail;
    if (Date.now() > until) throw new Error(`No email "${subject}" to ${PAT}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** Season 5 started and taking signups, through the admin's pages. */
async function startSeasonFive(admin: Page, url: string) {
  await signInAdmin(admin, url, "/admin/seasons");
  await admin.getByLabel("Name").fill("Spring 2027");
  await admin.getByRole("button", { name: "Start next season" }).click();
  await expect(admin).toHaveURL(`${url}/admin/seasons/5?started=1`);
  await admin.goto(`${url}/admin/seasons/5?confirm=open-signups`);
  await admin
    .getByRole("region", { name: "Open season 5's signups?" })
    .getByRole("button", { name: "Close season 4's and open these" })
    .click();
  await expect(admin.getByRole("status")).toHaveText("Signups are open for season 5.");
}

test("a player drafted after Publish receives his team's schedule by email", async ({
  page: admin,
  browser,
}) => {
  test.setTimeout(240_000);
  let server: OwnServer | undefined;
  try {
    server = await startOwnServer("schedule-email", {
      env: { SMTP_URL: `smtp://127.0.0.1:${MAIL_PORT}`, REMINDERS: "off" },
    });
    const url = server.url;
    await startSeasonFive(admin, url);

    // Pat signs up for season 5 and asks for emails about his team's games.
    const { defaultBrowserType: _type, ...pixel } = devices["Pixel 7"];
    const pat = await (await browser.newContext(pixel)).newPage();
    await signIn(pat, PAT, "/account", url);
    await pat.getByRole("button", { name: "Sign up for Spring 2027" }).click();
    await expect(
      pat.getByRole("status").filter({ hasText: "You're signed up for Spring 2027" }),
    ).toBeVisible();
    await waitForHydration(pat);
    await pat.getByLabel("Email me when my team's games are postponed or moved").check();
    await expect(
      pat
        .locator("section", { has: pat.getByRole("heading", { name: "Emails", exact: true }) })
        .getByRole("status"),
    ).toHaveText("Your email choices are saved.");

    // Publish while the rosters are empty: the question says so plainly, and
    // that a player who joins later gets his team's schedule then.
    await admin.goto(`${url}/admin/seasons/5/schedule`);
    await admin.getByRole("button", { name: "Generate" }).click();
    await expect(admin).toHaveURL(/\/admin\/seasons\/5\/schedule\?draft=1$/);
    await admin.getByRole("button", { name: "Publish…" }).click();
    const question = admin.getByRole("region", { name: /^Publish 112 games, / });
    await expect(question).toBeInViewport();
    await expect(question).toContainText(
      "No player on the rosters has asked for emails about his team's games: nobody is emailed now.",
    );
    await expect(question).toContainText(
      "A player who asked and joins a roster later (the draft, or added by hand) gets his team's schedule when he joins.",
    );
    await expectAccessible(admin);
    await question.getByRole("button", { name: "Yes, publish 112 games" }).click();
    await expect(admin).toHaveURL(/\/admin\/seasons\/5\/schedule\?published=112&emails=0$/);
    await expect(admin.getByRole("status")).toHaveText(
      "Published 112 games. No player was emailed: nobody on the rosters asked for emails about his team's games. Players who join a roster from now on get theirs when they join.",
    );

    // On the admin draft page his fee is marked paid, and he is drafted.
    await admin.goto(`${url}/admin/seasons/5/draft`);
    await admin.getByRole("button", { name: "Mark paid: Pat Murphy" }).click();
    const pick = admin.getByRole("button", { name: /^Draft Pat Murphy to the / });
    await expect(pick).toBeVisible();
    const team = (await pick.innerText()).match(/^Draft Pat Murphy to the (.+)$/)![1]!;
    const since = Date.now();
    await pick.click();
    await expect(admin.getByRole("button", { name: "Undo last pick (Pat Murphy)" })).toBeVisible();

    // His mailbox: his team's schedule, its 14 games a line each.
    const mail = await emailToPat(since, /^Your team's schedule: /);
    expect(mail.subject).toBe(`Your team's schedule: ${team}, Spring 2027`);
    expect(mail.text).toContain(
      `You are on the ${team} roster for Spring 2027. Here is your team's schedule.`,
    );
    expect(mail.text).toContain(`${team}, 14 games:`);
    const games = mail.text?.match(/^- .+, \d{1,2}:\d\d [AP]M: (home vs|away at) .+, .+$/gm) ?? [];
    expect(games).toHaveLength(14);
    expect(games.filter((line) => line.includes(": home vs "))).toHaveLength(7);
    const link = mail.text?.match(new RegExp(`^${team} schedule: (\\S+)$`, "m"))?.[1];
    expect(link).toMatch(new RegExp(`^${url}/schedule/seasons/5/teams/`));
    await pat.goto(link!);
    await expect(pat.getByRole("heading", { level: 1 })).toContainText(team);
  } finally {
    await server?.stop();
  }
});
