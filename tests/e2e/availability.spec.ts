// "Are you in?" from the email (docs/league-rules.md#availability), on a
// server of its own: the embedded demo league with the clock pinned 40 hours
// before a game of the current season, so the jobs worker queues that game's
// 48-hour reminders at start-up and the outbox sends them to this test's own
// SMTP receiver. A rostered player's In link, opened in a browser without a
// sign-in, records In with that one tap (the page posts it once on load).
import { expect, test } from "@playwright/test";
import { simpleParser, type ParsedMail } from "mailparser";
import { SMTPServer } from "smtp-server";
import { generateDemoLeague } from "~/demo/generate";
import { freePort, startServer, SYSTEM_NOW, type RunningServer } from "../system/server";

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

test("a reminder's In link records In with one tap, without a sign-in", async ({ browser }) => {
  test.setTimeout(180_000);
  const { league, game, now } = pickGame();
  const captains = new Set(
    league.seasonTeams.filter((s) => s.seasonId === 4).map((s) => s.captainId),
  );
  const player = league.seasonRosters
    .filter((r) => r.seasonId === 4 && r.teamId === game.homeTeamId)
    .map((r) => league.players.find((p) => p.id === r.playerId)!)
    .find((p) => p.email && !captains.has(p.id))!;

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
  const mailPort = await freePort();
  await new Promise<void>((resolve) => receiver.listen(mailPort, "127.0.0.1", resolve));
  let server: RunningServer | undefined;
  try {
    server = await startServer({
      NOW: now.toISOString(),
      SMTP_URL: `smtp://127.0.0.1:${mailPort}`,
    });
    const to = (address: string) =>
      mail.find(
        (m) =>
          /^Are you in\?/.test(m.subject ?? "") &&
          [m.to]
            .flat()
            .some((a) => a?.value.some((v) => v.address?.toLowerCase() === address.toLowerCase())),
      );
    await expect.poll(() => to(player.email) !== undefined, { timeout: 60_000 }).toBe(true);
    const reminder = to(player.email)!;
    const inLink = reminder.text?.match(/https?:\/\/\S+\/availability\?\S*a=in\S*/)?.[0];
    expect(inLink, reminder.text).toBeTruthy();
    expect(inLink!.startsWith(server.url)).toBe(true);

    // A fresh browser: no session, as when the link is tapped in a mail app.
    const context = await browser.newContext({
      isMobile: true,
      viewport: { width: 412, height: 915 },
    });
    const page = await context.newPage();
    await page.goto(inLink!);
    await expect(page.getByRole("status")).toHaveText(/^You're in for /, { timeout: 15_000 });
    await expect(page.getByRole("button", { name: "In", exact: true })).toHaveAttribute(
      "aria-pressed",
      "true",
    );

    // Opened again without the answer in the link: In is what was recorded.
    const plain = new URL(inLink!);
    plain.searchParams.delete("a");
    await page.goto(plain.toString());
    await expect(page.getByText("Your answer now: In.")).toBeVisible();
    await expect(page.getByRole("button", { name: "In", exact: true })).toHaveAttribute(
      "aria-pressed",
      "true",
    );

    // A tap on Out changes it.
    await page.getByRole("button", { name: "Out", exact: true }).click();
    await expect(page.getByRole("status")).toHaveText(/^You're out for /);

    // A forged link: a clear 400 page, nothing recorded.
    const forged = new URL(inLink!);
    forged.searchParams.set("s", "x".repeat(43));
    const response = await page.goto(forged.toString());
    expect(response?.status()).toBe(400);
    await expect(page.getByRole("alert")).toHaveText(/This link is not valid/);
    await context.close();
  } finally {
    await server?.stop();
    await new Promise<void>((resolve) => receiver.close(() => resolve()));
  }
});
