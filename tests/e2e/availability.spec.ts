// "Are you in?" from the email (docs/league-rules.md#availability), on a
// server of its own: the embedded demo league with the clock pinned 40 hours
// before a game of the current season, so the jobs worker queues that game's
// 48-hour reminders at start-up and the outbox sends them to this test's own
// SMTP receiver. A rostered player's In link, opened in a browser without a
// sign-in, records nothing by itself (scanners open links and run their
// scripts): it shows In chosen, and his tap on "Save my answer" records it,
// with or without JavaScript.
import { expect, test } from "@playwright/test";
import { simpleParser, type ParsedMail } from "mailparser";
import { SMTPServer } from "smtp-server";
import { generateDemoLeague } from "~/demo/generate";
import { leagueDay } from "~/domain/availability/availability";
import { freePort, startServer, SYSTEM_NOW, type RunningServer } from "../system/server";
import { signIn, signInWithPassword } from "./auth";
import { waitForHydration } from "./support";

test.skip(({ isMobile }) => !isMobile, "one run is enough: it starts a server of its own");

const HOUR = 3_600_000;

/** A current-season game with both teams, and a clock 40 hours before it. */
function pickGame() {
  const base = generateDemoLeague({ now: new Date(SYSTEM_NOW) });
  const candidates = base.games
    .filter(
      (g) =>
        g.seasonId === 4 &&
        g.status === "scheduled" &&
        g.homeTeamId &&
        g.awayTeamId &&
        g.startsAt! > new Date(SYSTEM_NOW),
    )
    .sort((a, b) => a.startsAt!.getTime() - b.startsAt!.getTime());
  for (const candidate of candidates) {
    const now = new Date(candidate.startsAt!.getTime() - 40 * HOUR);
    // The server makes its demo league with its own clock: the game must be there too.
    const league = generateDemoLeague({ now });
    const game = league.games.find(
      (g) =>
        g.id === candidate.id &&
        g.status === "scheduled" &&
        g.startsAt?.getTime() === candidate.startsAt!.getTime(),
    );
    if (game) return { league, game, now };
  }
  throw new Error("No current-season game to pin the clock before");
}

test("a reminder's In link shows In chosen and records it on his tap, without a sign-in", async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const { league, game, now } = pickGame();
  const captains = new Set(
    league.seasonTeams.filter((s) => s.seasonId === 4).map((s) => s.captainId),
  );
  const player = league.seasonRosters
    .filter((r) => r.seasonId === 4 && r.teamId === game.homeTeamId)
    .map((r) => league.players.find((p) => p.id === r.playerId)!)
    .find(
      (p) =>
        p.email &&
        !captains.has(p.id) &&
        !league.availability.some((a) => a.gameId === game.id && a.playerId === p.id),
    )!;

  const smtp = await smtpReceiver();
  let server: RunningServer | undefined;
  try {
    server = await startServer({ NOW: now.toISOString(), SMTP_URL: smtp.url });
    const reminderTo = (address: string) => mailTo(smtp.mail, address, /^Are you in\?/);
    await expect.poll(() => reminderTo(player.email) !== undefined, { timeout: 60_000 }).toBe(true);
    const reminder = reminderTo(player.email)!;
    const inLink = reminder.text?.match(/https?:\/\/\S+\/availability\?\S*a=in\S*/)?.[0];
    expect(inLink, reminder.text).toBeTruthy();
    expect(inLink!.startsWith(server.url)).toBe(true);

    // A fresh browser: no session, as when the link is tapped in a mail app.
    const context = await browser.newContext({
      isMobile: true,
      viewport: { width: 412, height: 915 },
    });
    const page = await context.newPage();
    const homeName = league.teams.find((t) => t.id === game.homeTeamId)!.name;
    const countsOnGamePage = async () => {
      await page.goto(`${server!.url}/games/${game.id}`);
      const card = page.locator(".availability-team", {
        has: page.getByRole("heading", { name: homeName }),
      });
      const text = (await card.locator(".availability-counts").textContent()) ?? "";
      const [, ins, none] = /^In (\d+) · Maybe \d+ · Out \d+ · No answer (\d+)$/.exec(text) ?? [];
      expect(ins, text).toBeDefined();
      return { in: Number(ins), none: Number(none) };
    };
    const before = await countsOnGamePage();
    const answers = () => page.getByRole("group", { name: "Your answer" });
    const save = () => page.getByRole("button", { name: "Save my answer" });
    // Opening the link (its scripts running, as a scanner's browser would) records nothing.
    await page.goto(inLink!);
    await waitForHydration(page);
    await expect(answers().getByRole("radio", { name: "In", exact: true })).toBeChecked();
    await expect(
      page.getByText(/It is not saved yet: tap Save my answer to confirm it/),
    ).toBeVisible();
    await expect(page.getByRole("status")).toHaveText("");
    const saveBox = await save().boundingBox();
    expect(saveBox!.height).toBeGreaterThanOrEqual(44);
    expect(await countsOnGamePage()).toEqual(before);

    // His tap records it, and the live region says so.
    await page.goto(inLink!);
    await waitForHydration(page);
    await save().click();
    await expect(page.getByRole("status")).toHaveText(/^Saved\. You're in for /, {
      timeout: 15_000,
    });

    // The game page counts him: one more In, one fewer without an answer.
    expect(await countsOnGamePage()).toEqual({ in: before.in + 1, none: before.none - 1 });

    // Opened again without the answer in the link: In is what was recorded.
    const plain = new URL(inLink!);
    plain.searchParams.delete("a");
    await page.goto(plain.toString());
    await expect(page.getByText("Your answer now: In.")).toBeVisible();
    await expect(answers().getByRole("radio", { name: "In", exact: true })).toBeChecked();

    // Choosing Out and tapping Save changes it.
    await waitForHydration(page);
    await answers().getByRole("radio", { name: "Out", exact: true }).check();
    await save().click();
    await expect(page.getByRole("status")).toHaveText(/^Saved\. You're out for /);

    // Without JavaScript: the Maybe link shows Maybe chosen; the tap posts the plain form.
    const noJs = await browser.newContext({ javaScriptEnabled: false, isMobile: true });
    const plainPage = await noJs.newPage();
    await plainPage.goto(inLink!.replace("a=in", "a=maybe"));
    await expect(plainPage.getByRole("radio", { name: "Maybe", exact: true })).toBeChecked();
    await plainPage.getByRole("button", { name: "Save my answer" }).click();
    await expect(plainPage.getByRole("status")).toHaveText(/^Saved\. Maybe for /);
    await noJs.close();

    // A forged link: a clear 400 page, nothing recorded.
    const forged = new URL(inLink!);
    forged.searchParams.set("s", "x".repeat(43));
    const response = await page.goto(forged.toString());
    expect(response?.status()).toBe(400);
    await expect(page.getByRole("alert")).toHaveText(/This link is not valid/);
    await context.close();
  } finally {
    await server?.stop();
    await smtp.close();
  }
});

// On the journeys' season server (no server of its own; this file runs on the
// phone only, so nothing else changes Pat's answers meanwhile).
test("a tap on In or Out shows it pressed at once, says it saved, and a reload keeps it; without JavaScript the form still posts", async ({
  page,
  browser,
}) => {
  await signInWithPassword(page, "player@example.org");
  await waitForHydration(page);
  const next = page.locator(".account-next-games > li").first();
  await expect(next).toBeVisible();
  const gameHref = (await next.getByRole("link").getAttribute("href"))!;
  const pressed = (name: string) =>
    next.getByRole("button", { name, exact: true }).getAttribute("aria-pressed");

  // On /account, from whatever he had answered: Maybe, then In.
  for (const name of ["Maybe", "In"]) {
    await next.getByRole("button", { name, exact: true }).click();
    await expect(next.getByRole("button", { name, exact: true })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    await expect(next.getByRole("status")).toHaveText(
      new RegExp(`^Saved: you're ${name} for \\w{3}, \\w{3} \\d+\\.$`),
    );
  }
  expect(page.url()).toMatch(/\/account$/);
  await page.reload();
  expect(await pressed("In")).toBe("true");
  expect(await pressed("Maybe")).toBe("false");

  // The game page shows In as his answer; a tap on Out there saves the same way.
  await page.goto(gameHref);
  await waitForHydration(page);
  const mine = page.locator(".availability-mine");
  const yours = mine.getByRole("group", { name: "Your answer" });
  await expect(yours.getByRole("button", { name: "In", exact: true })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
  await yours.getByRole("button", { name: "Out", exact: true }).click();
  await expect(yours.getByRole("button", { name: "Out", exact: true })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
  await expect(mine.getByRole("status")).toHaveText(/^Saved: you're Out for /);
  await page.reload();
  await expect(yours.getByRole("button", { name: "Out", exact: true })).toHaveAttribute(
    "aria-pressed",
    "true",
  );

  // Without JavaScript: the same buttons post the page, which comes back with In pressed.
  const context = await browser.newContext({
    javaScriptEnabled: false,
    storageState: await page.context().storageState(),
    baseURL: new URL(page.url()).origin,
  });
  const noJs = await context.newPage();
  await noJs.goto("/account");
  const first = noJs.locator(".account-next-games > li").first();
  await first.getByRole("button", { name: "In", exact: true }).click();
  await expect(noJs).toHaveURL(/\/account(#next-games)?$/);
  await expect(
    noJs
      .locator(".account-next-games > li")
      .first()
      .getByRole("button", { name: "In", exact: true }),
  ).toHaveAttribute("aria-pressed", "true");
  await context.close();
});

/** Mail to `address` whose subject matches, from what the receiver holds. */
function mailTo(mail: ParsedMail[], address: string, subject: RegExp) {
  return mail.find(
    (m) =>
      subject.test(m.subject ?? "") &&
      [m.to]
        .flat()
        .some((a) => a?.value.some((v) => v.address?.toLowerCase() === address.toLowerCase())),
  );
}

async function smtpReceiver() {
  const mail: ParsedMail[] = [];
  const receiver = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          mail.push(parsed);
          callback();
        })
        .catch(callback);
    },
  });
  const port = await freePort();
  await new Promise<void>((resolve) => receiver.listen(port, "127.0.0.1", resolve));
  return {
    mail,
    url: `smtp://127.0.0.1:${port}`,
    close: () => new Promise<void>((r) => receiver.close(() => r())),
  };
}

/**
 * The first server's clock starts this long before the 24-hour mark: the
 * admin's Outs and Pat's sub day are saved well before it. The server is then
 * restarted on the same data with its clock just past the mark, so the
 * summary comes from the jobs worker's first round, after the setup, however
 * slow the machine (no wait for the real clock to get there).
 */
const SETUP_BEFORE_MARK_MS = 30 * 60_000;

test("a team short of five: the captain's summary and 'need a sub'; he invites a sub from the list, who says yes", async ({
  browser,
}) => {
  test.setTimeout(240_000);
  // A game the demo player's team does not play; its away team is made short
  // of five before the one-day mark (an admin sets some of its Ins to Out),
  // and has players who have not answered (the summary's "remind the silent").
  const base = generateDemoLeague({ now: new Date(SYSTEM_NOW) });
  const pat = base.players.find((p) => p.email === "player@example.org")!;
  let chosen: { league: typeof base; game: (typeof base.games)[number]; now: Date } | undefined;
  for (const candidate of base.games
    .filter((g) => g.seasonId === 4 && g.status === "scheduled" && g.homeTeamId && g.awayTeamId)
    .sort((a, b) => a.startsAt!.getTime() - b.startsAt!.getTime())) {
    const now = new Date(candidate.startsAt!.getTime() - 24 * HOUR - SETUP_BEFORE_MARK_MS);
    if (now <= new Date(SYSTEM_NOW)) continue;
    const league = generateDemoLeague({ now });
    const game = league.games.find(
      (g) =>
        g.id === candidate.id &&
        g.status === "scheduled" &&
        g.startsAt!.getTime() === candidate.startsAt!.getTime(),
    );
    const patTeam = league.seasonRosters.find(
      (r) => r.seasonId === 4 && r.playerId === pat.id,
    )?.teamId;
    const silent = league.seasonRosters.filter(
      (r) =>
        r.seasonId === 4 &&
        r.teamId === game?.awayTeamId &&
        !league.availability.some((a) => a.gameId === game.id && a.playerId === r.playerId),
    );
    if (game && patTeam !== game.homeTeamId && patTeam !== game.awayTeamId && silent.length > 0) {
      chosen = { league, game, now };
      break;
    }
  }
  expect(
    chosen,
    "a game Pat's team does not play, whose away team has silent players",
  ).toBeDefined();
  const { league, game, now } = chosen!;
  const shortTeam = game.awayTeamId!;
  const nameOf = (id: string) => {
    const p = league.players.find((one) => one.id === id)!;
    return `${p.firstName} ${p.lastName}`;
  };
  const ins = league.availability
    .filter((a) => a.gameId === game.id && a.teamId === shortTeam && a.answer === "in")
    .map((a) => nameOf(a.playerId));
  const teamName = league.teams.find((t) => t.id === shortTeam)!.name;
  const captain = league.players.find(
    (p) =>
      p.id ===
      league.seasonTeams.find((s) => s.seasonId === 4 && s.teamId === shortTeam)!.captainId,
  )!;

  const smtp = await smtpReceiver();
  let server: RunningServer | undefined;
  try {
    server = await startServer({ NOW: now.toISOString(), SMTP_URL: smtp.url });
    const phone = { isMobile: true, viewport: { width: 412, height: 915 } };

    // The admin sets Ins to Out until the away team has four In.
    const adminContext = await browser.newContext(phone);
    const adminPage = await adminContext.newPage();
    await signIn(adminPage, "admin@example.org", `/games/${game.id}`, server.url);
    // The "Saved" below is said by the page's script; a tap before it runs is
    // a plain post that saves and reloads the page, with no such sentence.
    // Wait until React has committed (the menu marks itself enhanced).
    await adminPage.waitForFunction(() => document.querySelector("[data-enhanced]") !== null);
    for (const name of ins.slice(0, Math.max(0, ins.length - 4))) {
      const group = adminPage.getByRole("group", { name: `Answer for ${name}`, exact: true });
      await group.getByRole("button", { name: "Out" }).click();
      await expect(group.getByRole("button", { name: "Out" })).toHaveAttribute(
        "aria-pressed",
        "true",
      );
      // Pressed at once (before the server answers): wait until it says it saved.
      await expect(
        adminPage.locator(".availability-team", { has: group }).getByRole("status"),
      ).toContainText(`Saved: ${name} is Out for`);
    }
    await adminContext.close();

    // Pat, on no team of this game, puts himself on the sub list for its day.
    const patContext = await browser.newContext(phone);
    const patPage = await patContext.newPage();
    await signIn(patPage, pat.email, "/account", server.url);
    // With JavaScript the tick saves itself (no Save button) and says so.
    await patPage.locator(`input[name="day"][value="${leagueDay(game.startsAt!)}"]`).check();
    await expect(patPage.locator("#sub-list").getByRole("status")).toHaveText(
      "Your sub days are saved.",
    );
    await patPage.reload();
    await expect(
      patPage.locator(`input[name="day"][value="${leagueDay(game.startsAt!)}"]`),
    ).toBeChecked();

    // At the one-day mark (a restart on the same data, the clock just past
    // it; sessions and signed links live in the database and keep working):
    // the captain's summary and his "need a sub", listing Pat.
    const setup = server;
    server = undefined;
    await setup.stop();
    server = await startServer({
      DATA_DIR: setup.dataDir,
      PORT: String(setup.port),
      NOW: new Date(game.startsAt!.getTime() - 24 * HOUR + 1_000).toISOString(),
      SMTP_URL: smtp.url,
    });
    await expect
      .poll(() => mailTo(smtp.mail, captain.email, /^Need a sub: /) !== undefined, {
        timeout: 60_000,
      })
      .toBe(true);
    const needSub = mailTo(smtp.mail, captain.email, /^Need a sub: /)!;
    expect(needSub.subject).toContain(teamName);
    expect(needSub.text).toContain(`Pat Murphy: ${pat.email}`);
    // The admin's copy comes after the captain's (the outbox sends one at a time).
    await expect
      .poll(() => mailTo(smtp.mail, "admin@example.org", /^Need a sub: /) !== undefined, {
        timeout: 30_000,
      })
      .toBe(true);
    const summary = mailTo(smtp.mail, captain.email, new RegExp(`^${teamName}: \\d+ in for `));
    expect(summary, "the captain's summary").toBeDefined();

    // The captain invites Pat from the email (no sign-in).
    const inviteLink = needSub.text!.match(/Invite Pat Murphy: (\S+)/)![1]!;
    const captainContext = await browser.newContext(phone);
    const captainPage = await captainContext.newPage();
    await captainPage.goto(inviteLink);
    await captainPage.getByRole("button", { name: "Invite Pat Murphy" }).click();
    await expect(captainPage.getByRole("status")).toHaveText(/^Invited Pat Murphy/);

    // Pat says yes from his email: he is In for that game, as the team's sub.
    await expect
      .poll(() => mailTo(smtp.mail, pat.email, /^Can you sub\? /) !== undefined, {
        timeout: 60_000,
      })
      .toBe(true);
    const invitation = mailTo(smtp.mail, pat.email, /^Can you sub\? /)!;
    const acceptLink = invitation.text!.match(/Yes, I'll play: (\S+)/)![1]!;
    await patPage.goto(acceptLink);
    await patPage.getByRole("button", { name: "Yes, I'll play" }).click();
    await expect(patPage.getByRole("status")).toHaveText(
      new RegExp(`^You're in for the ${teamName} on `),
    );
    await patPage.goto(`${server.url}/games/${game.id}`);
    const team = patPage.locator(".availability-team", {
      has: patPage.getByRole("heading", { name: teamName }),
    });
    await expect(team).toContainText("Pat Murphy (sub)");

    // The summary's "remind the silent ones" (the game was chosen with silent
    // players). A player gets at most one reminder about a game in 12 hours:
    // the 48-hour reminders went at start-up, so the page says when, and
    // offers a button only for those not reminded since; once pressed, there
    // is none.
    const remind = summary!.text!.match(/Remind the (\d+) silent: (\S+)/);
    expect(remind, summary!.text).not.toBeNull();
    await captainPage.goto(remind![2]!);
    await expect(captainPage.getByText(/The last reminder about this game went /)).toBeVisible();
    const button = captainPage.getByRole("button").filter({ hasText: /^Remind/ });
    if ((await button.count()) > 0) {
      await button.click();
      await expect(captainPage.getByRole("status")).toHaveText(/^Reminded \d+ players?\.$/);
      await captainPage.goto(remind![2]!);
    }
    await expect(captainPage.getByText(/reminded in the last 12 hours/)).toBeVisible();
    await expect(button).toHaveCount(0);
    await patContext.close();
    await captainContext.close();
  } finally {
    await server?.stop();
    await smtp.close();
  }
});
