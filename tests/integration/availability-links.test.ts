// The signed links of availability emails through their page functions, on
// every database kind (docs/league-rules.md#availability): opening a link
// changes nothing (a scanner opening all three answers records none), posting
// to it acts; a forged link is a 400 and writes nothing; a closed game
// refuses; a player is reminded about a game at most once in 12 hours however
// it is sent (three presses of the captain's link, the 48-hour job then the
// captain's link); a sub invited and accepting is In for that game, one who
// withdrew from the sub list is refused (409) and is not In.
process.env.BETTER_AUTH_SECRET ??= "test-only-secret-of-the-parish-league-0123456789";
process.env.APP_URL ??= "http://localhost:3000";

import { and, eq, inArray, like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { gameAvailability, setSubOffer } from "~/data/availability.server";
import {
  lastRemindersOf,
  provideAvailabilityEmailSettings,
  queueReminders,
} from "~/data/availability-emails.server";
import { gameById } from "~/data/games.server";
import { claimDueEmails, markEmailSent, markEmailTryFailed } from "~/data/outbox.server";
import { availability, emailOutbox, players, subInvites } from "~/db/schema";
import { generateDemoLeague } from "~/demo/generate";
import { ANSWERS_CLOSED, leagueDay } from "~/domain/availability/availability";
import { MAX_SEND_ATTEMPTS } from "~/domain/alerts/outbox";
import { leagueEmailLinks } from "~/email/availability-links.server";
import {
  acceptFromLink,
  BAD_AVAILABILITY_LINK,
  inviteFromLink,
  loadAcceptPage,
  loadAnswerPage,
  loadInvitePage,
  loadRemindPage,
  NOT_CAPTAIN,
  OFF_THE_SUB_LIST,
  postAnswer,
  remindSilentOnes,
} from "~/pages/availability-links.server";
import { databaseKinds, type TestDatabase } from "../support/databases";

const NOW = new Date("2026-11-22T17:00:00Z");
const league = generateDemoLeague({ now: NOW });
const upcoming = league.games.filter(
  (g) => g.seasonId === 4 && g.status === "scheduled" && g.homeTeamId && g.awayTeamId,
);
const rosterOf = (teamId: string) =>
  league.seasonRosters
    .filter((r) => r.seasonId === 4 && r.teamId === teamId)
    .map((r) => r.playerId)
    .sort();
const captainOf = (teamId: string) =>
  league.seasonTeams.find((s) => s.seasonId === 4 && s.teamId === teamId)!.captainId!;

const links = leagueEmailLinks();
provideAvailabilityEmailSettings({ links, adminEmails: ["admin@example.org"] });

/** What a page function answered: its status and data. */
function unwrap(value: unknown): { status: number; data: Record<string, unknown> } {
  const wrapped = value as { type?: string; init?: { status?: number } | null; data?: unknown };
  if (wrapped?.type === "DataWithResponseInit") {
    return { status: wrapped.init?.status ?? 200, data: wrapped.data as Record<string, unknown> };
  }
  return { status: 200, data: value as Record<string, unknown> };
}

const queryOf = (url: string) => new URL(url).searchParams;
const post = (url: string, form: Record<string, string> = {}, method = "POST") =>
  new Request(url, {
    method,
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(form),
  });
const formOf = (fields: Record<string, string>) => {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  return form;
};
const forge = (url: string) =>
  url.replace(/s=[^&]+/, "s=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA");

describe.each(databaseKinds)("availability links on $name", ({ open }) => {
  let t: TestDatabase;
  const game = upcoming[0]!;
  const homePlayers = rosterOf(game.homeTeamId!);
  const awayPlayers = rosterOf(game.awayTeamId!);
  const player = homePlayers.find((id) => id !== captainOf(game.homeTeamId!))!;
  const stranger = league.players.find(
    (p) => !homePlayers.includes(p.id) && !awayPlayers.includes(p.id),
  )!.id;

  beforeAll(async () => {
    t = await open("demo");
    // From no answers (the demo has some for the coming week's games).
    await t.db.delete(availability);
  }, 120_000);
  afterAll(async () => {
    await t?.dispose();
  });

  const sidesOfGame = () =>
    gameAvailability(t.db, {
      id: game.id,
      seasonId: game.seasonId,
      homeTeamId: game.homeTeamId!,
      awayTeamId: game.awayTeamId!,
    });
  const answerRow = async (playerId: string) =>
    (
      await t.db
        .select()
        .from(availability)
        .where(and(eq(availability.gameId, game.id), eq(availability.playerId, playerId)))
    )[0] ?? null;

  it("opening an answer link records nothing; posting it records the answer", async () => {
    // A scanner opens all three links of the email (GET and HEAD run the same loader).
    for (const answer of ["in", "maybe", "out"] as const) {
      const opened = unwrap(
        await loadAnswerPage(t.db, queryOf(links.answerUrl(game.id, player, answer)), NOW),
      );
      expect(opened.status).toBe(200);
      expect(opened.data).toMatchObject({ state: "ask", suggested: answer, current: null });
    }
    expect(await answerRow(player)).toBeNull();

    const url = links.answerUrl(game.id, player, "in");
    const page = unwrap(await loadAnswerPage(t.db, queryOf(url), NOW));
    expect(page.status).toBe(200);
    expect(page.data).toMatchObject({ state: "ask", suggested: "in", current: null });
    expect(page.data.action).toMatch(/^\/availability\?g=.+&p=.+&s=.+$/);
    expect(await answerRow(player)).toBeNull();

    const done = unwrap(await postAnswer(t.db, queryOf(url), formOf({ answer: "in" }), NOW));
    expect(done.status).toBe(200);
    expect(done.data).toMatchObject({ state: "done", current: "in" });
    expect(String(done.data.message)).toMatch(/^You're in for /);
    expect(await answerRow(player)).toMatchObject({ answer: "in", setBy: "link", isSub: false });

    const changed = unwrap(await postAnswer(t.db, queryOf(url), formOf({ answer: "maybe" }), NOW));
    expect(changed.data).toMatchObject({ state: "done", current: "maybe" });
    expect(await answerRow(player)).toMatchObject({ answer: "maybe" });
  });

  it("a forged or cut link is a 400 and writes nothing; other methods are 405", async () => {
    const other = homePlayers.find((id) => id !== player)!;
    const url = forge(links.answerUrl(game.id, other, "out"));
    const page = unwrap(await loadAnswerPage(t.db, queryOf(url), NOW));
    expect(page).toMatchObject({ status: 400, data: { message: BAD_AVAILABILITY_LINK } });
    const posted = unwrap(await postAnswer(t.db, queryOf(url), formOf({ answer: "out" }), NOW));
    expect(posted.status).toBe(400);
    // Someone else's id under a real signature is forged too.
    const swapped = links.answerUrl(game.id, player, "out").replace(player, other);
    expect(
      unwrap(await postAnswer(t.db, queryOf(swapped), formOf({ answer: "out" }), NOW)).status,
    ).toBe(400);
    const cut = links.answerUrl(game.id, other, "out").replace(/&s=.*$/, "");
    expect(unwrap(await loadAnswerPage(t.db, queryOf(cut), NOW)).status).toBe(400);
    expect(await answerRow(other)).toBeNull();

    const real = links.answerUrl(game.id, other, "out");
    // Any other method is refused by the route before anything is read.
    const route = await import("~/routes/availability");
    const put = unwrap(
      await route.action({
        request: post(real, { answer: "out" }, "PUT"),
        params: {},
        context: {},
      } as never),
    );
    expect(put.status).toBe(405);
    const nonsense = unwrap(await postAnswer(t.db, queryOf(real), formOf({ answer: "sure" }), NOW));
    expect(nonsense.status).toBe(400);
    expect(await answerRow(other)).toBeNull();
  });

  it("a closed game refuses (410), and so does a player on neither team (403)", async () => {
    const other = awayPlayers[0]!;
    const url = links.answerUrl(game.id, other, "in");
    const after = new Date(game.startsAt!.getTime() + 60_000);
    const closed = unwrap(await postAnswer(t.db, queryOf(url), formOf({ answer: "in" }), after));
    expect(closed).toMatchObject({ status: 410, data: { message: ANSWERS_CLOSED } });
    expect(unwrap(await loadAnswerPage(t.db, queryOf(url), after)).status).toBe(410);
    expect(await answerRow(other)).toBeNull();

    const strangerUrl = links.answerUrl(game.id, stranger, "in");
    const notOnTeam = unwrap(
      await postAnswer(t.db, queryOf(strangerUrl), formOf({ answer: "in" }), NOW),
    );
    expect(notOnTeam.status).toBe(403);
    expect(await answerRow(stranger)).toBeNull();
  });

  it("remind queues one email per silent player; three presses within 12 hours queue nothing more", async () => {
    const teamId = game.awayTeamId!;
    const captain = captainOf(teamId);
    const url = links.remindSilentUrl(game.id, teamId, captain);
    const side = (await sidesOfGame()).find((s) => s.teamId === teamId)!;
    const silent = side.members.filter((m) => m.answer === null && !m.isSub).length;
    expect(silent).toBeGreaterThan(0);

    const page = unwrap(await loadRemindPage(t.db, queryOf(url), NOW));
    expect(page).toMatchObject({ status: 200, data: { state: "ask", silent } });
    const nudges = () =>
      t.db
        .select()
        .from(emailOutbox)
        .where(like(emailOutbox.dedupeKey, `nudge:${game.id}:%`));
    expect(await nudges()).toHaveLength(0);

    const at = new Date(NOW.getTime() + 5 * 60_000);
    const done = unwrap(await remindSilentOnes(t.db, queryOf(url), at));
    expect(done.status).toBe(200);
    const reminded = done.data.reminded as number;
    expect(reminded).toBeGreaterThan(0);
    expect(reminded).toBeLessThanOrEqual(silent);
    expect(await nudges()).toHaveLength(reminded);
    // One to each silent player (every demo player has an address; reminders are on by default).
    const silentIds = side.members
      .filter((m) => m.answer === null && !m.isSub)
      .map((m) => m.playerId);
    const silentEmails = (
      await t.db
        .select({ email: players.email })
        .from(players)
        .where(inArray(players.id, silentIds))
    ).map((p) => p.email.toLowerCase());
    expect((await nudges()).map((n) => n.toAddress.toLowerCase()).sort()).toEqual(
      [...new Set(silentEmails)].sort(),
    );
    const again = unwrap(await remindSilentOnes(t.db, queryOf(url), at));
    expect(again.data).toMatchObject({ state: "done", reminded: 0 });
    expect(await nudges()).toHaveLength(reminded);
    // Two more presses, minutes apart: nobody gets a second email within 12 hours.
    for (const minutes of [10, 15]) {
      const later = new Date(NOW.getTime() + minutes * 60_000);
      const pressed = unwrap(await remindSilentOnes(t.db, queryOf(url), later));
      expect(pressed).toMatchObject({ status: 200, data: { state: "done", reminded: 0, due: 0 } });
    }
    expect(await nudges()).toHaveLength(reminded);
    // The captain's page says when the last one went, and when the next may go.
    const after = unwrap(
      await loadRemindPage(t.db, queryOf(url), new Date(at.getTime() + 3_600_000)),
    );
    expect(after.data).toMatchObject({
      state: "ask",
      silent,
      due: 0,
      lastRemindedAt: "Sun, Nov 22 at 12:05 PM",
      nextRemindAt: "Mon, Nov 23 at 12:05 AM",
    });
    // Twelve hours after the first press, the still silent may be reminded again.
    const nextDay = new Date(at.getTime() + 12 * 3_600_000);
    expect(unwrap(await loadRemindPage(t.db, queryOf(url), nextDay)).data).toMatchObject({
      due: silent,
      nextRemindAt: null,
    });

    // A link for someone who is not the captain (signed all the same): refused.
    const notCaptain = side.members.find((m) => m.playerId !== captain)!.playerId;
    const refused = unwrap(
      await remindSilentOnes(t.db, queryOf(links.remindSilentUrl(game.id, teamId, notCaptain)), at),
    );
    expect(refused).toMatchObject({ status: 403, data: { message: NOT_CAPTAIN } });
    expect(unwrap(await remindSilentOnes(t.db, queryOf(forge(url)), at)).status).toBe(400);
    expect(await nudges()).toHaveLength(reminded);
  });

  it("the 48-hour reminder, then the captain's link within 12 hours: no second email", async () => {
    const other = upcoming.find(
      (g) => g.id !== game.id && g.startsAt!.getTime() - NOW.getTime() > 60 * 3_600_000,
    )!;
    const full = (await gameById(t.db, other.id))!;
    const teamId = other.homeTeamId!;
    const url = links.remindSilentUrl(other.id, teamId, captainOf(teamId));
    const emailsOf = async () =>
      (
        await t.db
          .select({ key: emailOutbox.dedupeKey })
          .from(emailOutbox)
          .where(like(emailOutbox.dedupeKey, `%:${other.id}:%`))
      ).map((row) => row.key);
    expect(await emailsOf()).toEqual([]);
    expect(unwrap(await loadRemindPage(t.db, queryOf(url), NOW)).data).toMatchObject({
      lastRemindedAt: null,
    });

    const jobAt = new Date(other.startsAt!.getTime() - 48 * 3_600_000);
    const queued = await t.db.transaction((tx) => queueReminders(tx, full, jobAt));
    expect(queued).toBeGreaterThan(0);
    const afterJob = await emailsOf();
    expect(afterJob).toHaveLength(queued);
    expect((await lastRemindersOf(t.db, other.id)).size).toBe(queued);

    // The captain presses two hours later: every silent player was just reminded.
    const pressAt = new Date(jobAt.getTime() + 2 * 3_600_000);
    const page = unwrap(await loadRemindPage(t.db, queryOf(url), pressAt));
    expect(page.data).toMatchObject({ state: "ask", due: 0 });
    expect(page.data.lastRemindedAt).toBeTruthy();
    const pressed = unwrap(await remindSilentOnes(t.db, queryOf(url), pressAt));
    expect(pressed).toMatchObject({ status: 200, data: { state: "done", reminded: 0 } });
    expect(await emailsOf()).toEqual(afterJob);

    // And the other way round: the job running again (a replan) sends nothing more either.
    expect(
      await t.db.transaction((tx) => queueReminders(tx, full, new Date(pressAt.getTime() + 1000))),
    ).toBe(0);
    expect(await emailsOf()).toEqual(afterJob);
  });

  it("invite then accept makes the sub In for that game", async () => {
    const teamId = game.homeTeamId!;
    const captain = captainOf(teamId);
    await setSubOffer(t.db, {
      playerId: stranger,
      day: leagueDay(game.startsAt!),
      available: true,
      now: NOW,
    });
    const invite = links.inviteSubUrl(game.id, teamId, stranger, captain);
    const page = unwrap(await loadInvitePage(t.db, queryOf(invite), NOW));
    expect(page).toMatchObject({ status: 200, data: { state: "ask", alreadyInvited: false } });
    expect(await t.db.select().from(subInvites).where(eq(subInvites.gameId, game.id))).toEqual([]);

    const forged = unwrap(await inviteFromLink(t.db, queryOf(forge(invite)), NOW));
    expect(forged.status).toBe(400);
    const invited = unwrap(await inviteFromLink(t.db, queryOf(invite), NOW));
    expect(invited).toMatchObject({ status: 200, data: { state: "done", alreadyInvited: false } });
    const invitations = await t.db
      .select()
      .from(emailOutbox)
      .where(like(emailOutbox.dedupeKey, `sub-invite:${game.id}:${stranger}:%`));
    expect(invitations).toHaveLength(1);
    const twice = unwrap(
      await inviteFromLink(t.db, queryOf(invite), new Date(NOW.getTime() + 1000)),
    );
    expect(twice.data).toMatchObject({ state: "done", alreadyInvited: true });

    const accept = links.acceptSubUrl(game.id, teamId, stranger);
    const asked = unwrap(await loadAcceptPage(t.db, queryOf(accept), NOW));
    expect(asked).toMatchObject({ status: 200, data: { state: "ask", accepted: false } });
    expect(await answerRow(stranger)).toBeNull();
    const accepted = unwrap(await acceptFromLink(t.db, queryOf(accept), NOW));
    expect(accepted).toMatchObject({ status: 200, data: { state: "done", accepted: true } });
    expect(await answerRow(stranger)).toMatchObject({ answer: "in", isSub: true, teamId });
    const side = (await sidesOfGame()).find((s) => s.teamId === teamId)!;
    expect(side.members).toContainEqual(
      expect.objectContaining({ playerId: stranger, isSub: true, answer: "in" }),
    );
    expect(
      unwrap(await acceptFromLink(t.db, queryOf(accept), new Date(game.startsAt!.getTime() + 1)))
        .status,
    ).toBe(410);
  });

  it("a sub who withdrew from the sub list cannot accept: 409, and he is not In", async () => {
    const other = upcoming.find(
      (g) => g.id !== game.id && leagueDay(g.startsAt!) !== leagueDay(game.startsAt!),
    )!;
    const teamId = other.awayTeamId!;
    const sub = league.players.find(
      (p) =>
        p.id !== stranger &&
        !league.seasonRosters.some(
          (r) =>
            r.seasonId === 4 &&
            r.playerId === p.id &&
            (r.teamId === other.homeTeamId || r.teamId === other.awayTeamId),
        ),
    )!.id;
    const day = leagueDay(other.startsAt!);
    await setSubOffer(t.db, { playerId: sub, day, available: true, now: NOW });
    const invite = links.inviteSubUrl(other.id, teamId, sub, captainOf(teamId));
    expect(unwrap(await inviteFromLink(t.db, queryOf(invite), NOW)).status).toBe(200);
    // He takes himself off the list for that day.
    await setSubOffer(t.db, { playerId: sub, day, available: false, now: NOW });

    const accept = links.acceptSubUrl(other.id, teamId, sub);
    const asked = unwrap(await loadAcceptPage(t.db, queryOf(accept), NOW));
    expect(asked).toMatchObject({
      status: 409,
      data: { state: "refused", message: OFF_THE_SUB_LIST },
    });
    const refused = unwrap(await acceptFromLink(t.db, queryOf(accept), NOW));
    expect(refused).toMatchObject({
      status: 409,
      data: { state: "refused", message: OFF_THE_SUB_LIST },
    });
    const answer = await t.db
      .select()
      .from(availability)
      .where(and(eq(availability.gameId, other.id), eq(availability.playerId, sub)));
    expect(answer).toEqual([]);
    const [invitation] = await t.db
      .select()
      .from(subInvites)
      .where(and(eq(subInvites.gameId, other.id), eq(subInvites.playerId, sub)));
    expect(invitation).toMatchObject({ acceptedAt: null });

    // Back on the list, the same link works.
    await setSubOffer(t.db, { playerId: sub, day, available: true, now: NOW });
    expect(unwrap(await acceptFromLink(t.db, queryOf(accept), NOW))).toMatchObject({
      status: 200,
      data: { state: "done", accepted: true },
    });
  });

  /** The captain's "remind the silent ones" of a game's home team, and its emails so far. */
  const remindOf = (g: (typeof upcoming)[number]) => {
    const url = links.remindSilentUrl(g.id, g.homeTeamId!, captainOf(g.homeTeamId!));
    const nudges = async () =>
      (
        await t.db
          .select({ id: emailOutbox.id })
          .from(emailOutbox)
          .where(like(emailOutbox.dedupeKey, `nudge:${g.id}:%`))
      ).map((row) => row.id);
    const press = async (at: Date) =>
      unwrap(await remindSilentOnes(t.db, queryOf(url), at)).data.reminded as number;
    return { nudges, press };
  };

  it("a reminder that failed to send does not count: the captain's link reminds them again", async () => {
    const { nudges, press } = remindOf(upcoming.at(-1)!);
    const reminded = await press(new Date(NOW.getTime() + 5 * 60_000));
    expect(reminded).toBeGreaterThan(0);
    // The outbox worker's path: claimed, and its last allowed try refused by the mail server.
    const mine = new Set(await nudges());
    const sendAt = new Date(NOW.getTime() + 6 * 60_000);
    const claimed = await claimDueEmails(t.db, { now: sendAt, leaseMs: 60_000, limit: 10_000 });
    for (const email of claimed) {
      if (!mine.has(email.id)) await markEmailSent(t.db, email.id, sendAt);
      else {
        const tried = { id: email.id, attempts: MAX_SEND_ATTEMPTS };
        expect(await markEmailTryFailed(t.db, tried, "550 refused", sendAt)).toBe("failed");
      }
    }
    // Within 12 hours of the failed ones, the same players are reminded again.
    expect(await press(new Date(NOW.getTime() + 10 * 60_000))).toBe(reminded);
    expect(await nudges()).toHaveLength(2 * reminded);
  });

  it("senders at once take turns: each silent player gets one email", async () => {
    const { nudges, press } = remindOf(upcoming.at(-2)!);
    // Four presses in the same instant (a millisecond apart, so their emails'
    // keys differ and only the turns keep the later ones from sending again).
    // On PostgreSQL they run on four connections; PGlite has one anyway.
    const at = NOW.getTime() + 5 * 60_000;
    const reminded = await Promise.all([0, 1, 2, 3].map((ms) => press(new Date(at + ms))));
    expect(reminded.filter((n) => n > 0)).toHaveLength(1);
    expect(await nudges()).toHaveLength(Math.max(...reminded));
  });
});
