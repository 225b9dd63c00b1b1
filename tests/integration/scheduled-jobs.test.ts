// Reminders and captains' summaries on schedule (docs/production.md#scheduled-jobs),
// on every database kind, with the clock pinned and moved by hand across the
// two-day and one-day boundaries: exactly the expected emails are queued,
// once, even with two workers racing (two connections on PostgreSQL); a
// postponed game's jobs are cancelled and a moved game gets new ones.
import { like, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { provideAvailabilityEmailSettings } from "~/data/availability-emails.server";
import { setAnswer, setSubOffer } from "~/data/availability.server";
import { saveAlertPreferences } from "~/data/email-preferences.server";
import { postponeGame, rescheduleGame } from "~/data/game-schedule.server";
import { jobsOfGames, planJobs, runDueJobs } from "~/data/scheduled-jobs.server";
import { openDatabase } from "~/db/connection.server";
import { emailOutbox } from "~/db/schema";
import { generateDemoLeague } from "~/demo/generate";
import { leagueDay } from "~/domain/availability/availability";
import { TEST_NOW } from "../support/app";
import { databaseKinds, type TestDatabase } from "../support/databases";

const NOW = new Date(TEST_NOW);
const ADMIN = "admin@example.org";
const league = generateDemoLeague({ now: NOW });
const upcoming = league.games
  .filter((g) => g.seasonId === 4 && g.status === "scheduled" && g.homeTeamId && g.awayTeamId)
  .sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime() || a.id!.localeCompare(b.id!));
// Saturday Nov 28, 8:00 AM in Boston (13:00 UTC): reminders Thursday 8:00 AM, summary Friday.
const game = upcoming.find((g) => g.startsAt.toISOString() === "2026-11-28T13:00:00.000Z")!;
const REMINDERS_AT = new Date("2026-11-26T13:00:00.000Z");
const SUMMARY_AT = new Date("2026-11-27T13:00:00.000Z");
// Games of the week after (the tests above move the clock to Friday, running
// what is due by then): one whose jobs run too late, and a later one to postpone and move.
const nextWeek = upcoming.filter(
  (g) => g.startsAt.getTime() > SUMMARY_AT.getTime() + 3 * 86_400_000,
);
const tooLate = nextWeek[0]!;
const moved = nextWeek.find(
  (g) => g.startsAt.getTime() > tooLate.startsAt.getTime() + 3 * 86_400_000,
)!;

const rosterOf = (teamId: string) =>
  league.seasonRosters
    .filter((r) => r.seasonId === 4 && r.teamId === teamId)
    .map((r) => r.playerId)
    .sort();
const answered = (gameId: string) =>
  new Set(league.availability.filter((a) => a.gameId === gameId).map((a) => a.playerId));
const emailOf = (playerId: string) => league.players.find((p) => p.id === playerId)!.email;

const links = {
  origin: "https://league.example",
  unsubscribeUrl: (p: string) => `https://league.example/alerts/unsubscribe?p=${p}&s=t`,
  answerUrl: (g: string, p: string, a: string) =>
    `https://league.example/availability?g=${g}&p=${p}&a=${a}&s=t`,
  remindSilentUrl: (g: string, t: string, c: string) =>
    `https://league.example/availability/remind?g=${g}&t=${t}&c=${c}&s=t`,
  inviteSubUrl: (g: string, t: string, p: string, c: string) =>
    `https://league.example/availability/invite?g=${g}&t=${t}&p=${p}&c=${c}&s=t`,
  acceptSubUrl: (g: string, t: string, p: string) =>
    `https://league.example/availability/accept?g=${g}&t=${t}&p=${p}&s=t`,
};
provideAvailabilityEmailSettings({ links, adminEmails: [ADMIN] });

const ms = (date: Date, delta: number) => new Date(date.getTime() + delta);

describe.each(databaseKinds)("scheduled jobs on $name", ({ open }) => {
  let t: TestDatabase;
  // A second instance: its own connection to the same PostgreSQL database
  // (on PGlite the one process is the only instance: the same handle races itself).
  let other: TestDatabase["db"];
  let closeOther = async () => {};

  const queued = async (prefix: string) =>
    t.db
      .select({ to: emailOutbox.toAddress, key: emailOutbox.dedupeKey, text: emailOutbox.textBody })
      .from(emailOutbox)
      .where(like(emailOutbox.dedupeKey, `${prefix}%`));

  beforeAll(async () => {
    t = await open("demo");
    other = t.db;
    if (t.url) {
      const second = await openDatabase({ url: t.url });
      other = second.db;
      closeOther = () => second.close();
    }
  });
  afterAll(async () => {
    await closeOther();
    await t?.dispose();
  });

  it("plans two jobs per game at the league's wall-clock times, once", async () => {
    // Six days ahead it is not planned yet (games are planned four days ahead).
    expect(await planJobs(t.db, NOW)).toBeGreaterThan(0);
    expect(await jobsOfGames(t.db, [game.id!])).toEqual([]);
    const added = await planJobs(t.db, ms(REMINDERS_AT, -86_400_000));
    expect(added).toBeGreaterThan(0);
    expect(await planJobs(t.db, ms(REMINDERS_AT, -86_400_000))).toBe(0);
    const jobs = await jobsOfGames(t.db, [game.id!]);
    expect(jobs.map((j) => [j.kind, j.runAt.toISOString(), j.status])).toEqual([
      ["reminders", REMINDERS_AT.toISOString(), "pending"],
      ["captain-summary", SUMMARY_AT.toISOString(), "pending"],
    ]);
    // What is due now (the game of Monday morning) runs; ours waits.
    await runDueJobs(t.db, NOW);
    expect(await queued(`reminder:${game.id}:`)).toEqual([]);
  });

  it("one second before the boundary nothing; at it, one reminder per silent player, once, with two workers racing", async () => {
    const silent = [...rosterOf(game.homeTeamId!), ...rosterOf(game.awayTeamId!)].filter(
      (id) => !answered(game.id!).has(id),
    );
    expect(silent.length).toBeGreaterThan(2);
    // One silent player turned reminders off; one answers just before the boundary.
    const [quiet, late] = silent;
    await saveAlertPreferences(
      t.db,
      quiet!,
      { gameChanges: false, results: false, reminders: false },
      NOW,
    );
    const early = await runDueJobs(t.db, ms(REMINDERS_AT, -1000));
    expect(early.filter((r) => r.gameId === game.id)).toEqual([]);
    expect(
      await setAnswer(t.db, {
        gameId: game.id!,
        playerId: late!,
        answer: "maybe",
        setBy: "self",
        now: ms(REMINDERS_AT, -500),
      }),
    ).toEqual({ ok: true });

    const [a, b] = await Promise.all([
      runDueJobs(t.db, REMINDERS_AT),
      runDueJobs(other, REMINDERS_AT),
    ]);
    const ran = [...a, ...b].filter((r) => r.gameId === game.id);
    expect(ran.map((r) => [r.kind, r.status])).toEqual([["reminders", "done"]]);

    const expected = silent
      .filter((id) => id !== quiet && id !== late)
      .map(emailOf)
      .sort();
    const reminders = await queued(`reminder:${game.id}:`);
    expect(reminders.map((r) => r.to).sort()).toEqual(expected);
    expect(ran[0]!.outcome).toBe(`${expected.length} emails queued.`);
    // Each carries the three answers, signed for him and this game.
    expect(reminders[0]!.text).toMatch(/In: https:\/\/league\.example\/availability\?g=.*&a=in/);
    expect(reminders[0]!.text).toMatch(/Maybe: .*&a=maybe/);
    expect(reminders[0]!.text).toMatch(/Out: .*&a=out/);

    // Later rounds, on either instance, send nothing again.
    await runDueJobs(other, ms(REMINDERS_AT, 3600_000));
    expect((await queued(`reminder:${game.id}:`)).length).toBe(expected.length);
  });

  it("a day before: the captains' summaries, and 'need a sub' for a team short of five with the subs of that day", async () => {
    // The away team: everyone Out but three, so it is short; a player of
    // another team offers to sub that day.
    const away = rosterOf(game.awayTeamId!);
    for (const [i, playerId] of away.entries()) {
      await setAnswer(t.db, {
        gameId: game.id!,
        playerId,
        answer: i < 3 ? "in" : "out",
        setBy: "admin",
        now: ms(SUMMARY_AT, -60_000),
      });
    }
    const home = rosterOf(game.homeTeamId!);
    for (const playerId of home) {
      await setAnswer(t.db, {
        gameId: game.id!,
        playerId,
        answer: "in",
        setBy: "admin",
        now: ms(SUMMARY_AT, -60_000),
      });
    }
    const sub = league.seasonRosters.find(
      (r) => r.seasonId === 4 && r.teamId !== game.homeTeamId && r.teamId !== game.awayTeamId,
    )!.playerId;
    expect(
      await setSubOffer(t.db, {
        playerId: sub,
        day: leagueDay(game.startsAt),
        available: true,
        now: ms(SUMMARY_AT, -60_000),
      }),
    ).toEqual({ ok: true });

    expect(
      (await runDueJobs(t.db, ms(SUMMARY_AT, -1000))).filter((r) => r.gameId === game.id),
    ).toEqual([]);
    const [a, b] = await Promise.all([runDueJobs(t.db, SUMMARY_AT), runDueJobs(other, SUMMARY_AT)]);
    expect([...a, ...b].filter((r) => r.gameId === game.id).map((r) => r.kind)).toEqual([
      "captain-summary",
    ]);

    const captainOf = (teamId: string) =>
      league.seasonTeams.find((s) => s.seasonId === 4 && s.teamId === teamId)!.captainId!;
    const summaries = await queued(`captain-summary:${game.id}:`);
    expect(summaries.map((s) => s.to).sort()).toEqual(
      [captainOf(game.homeTeamId!), captainOf(game.awayTeamId!)].map(emailOf).sort(),
    );
    const awaySummary = summaries.find((s) => s.to === emailOf(captainOf(game.awayTeamId!)))!;
    expect(awaySummary.text).toContain(`In 3 · Maybe 0 · Out ${away.length - 3} · No answer 0`);

    // Short: the away captain and the admin; the home team has all in.
    const needSub = await queued(`need-sub:${game.id}:`);
    expect(needSub.map((s) => s.to).sort()).toEqual(
      [ADMIN, emailOf(captainOf(game.awayTeamId!))].sort(),
    );
    const subEmail = emailOf(sub);
    for (const email of needSub) expect(email.text).toContain(subEmail);
    // Only the captain's has invite links.
    expect(needSub.find((s) => s.to === ADMIN)!.text).not.toContain("/availability/invite");
    expect(needSub.find((s) => s.to !== ADMIN)!.text).toContain("/availability/invite");
  });

  it("a job whose game has started by the time it runs is cancelled, sending nothing", async () => {
    const late = tooLate;
    await planJobs(t.db, ms(late.startsAt, -3 * 86_400_000));
    const before = (await t.db.select({ n: sql<number>`count(*)::int` }).from(emailOutbox))[0]!.n;
    const runs = await runDueJobs(t.db, ms(late.startsAt, 60_000));
    const mine = runs.filter((r) => r.gameId === late.id);
    expect(mine.map((r) => r.status)).toEqual(["cancelled", "cancelled"]);
    expect(mine[0]!.outcome).toBe("The game had started.");
    expect(await queued(`reminder:${late.id}:`)).toEqual([]);
    const after = (await t.db.select({ n: sql<number>`count(*)::int` }).from(emailOutbox))[0]!.n;
    expect(after - before).toBe(
      runs.filter((r) => r.status === "done").reduce((n, r) => n + Number.parseInt(r.outcome), 0),
    );
  });
  it("a postponed game's jobs are cancelled; moved, it gets new ones for the new time", async () => {
    await planJobs(t.db, ms(moved.startsAt, -3 * 86_400_000));
    await postponeGame(t.db, moved.id!, ADMIN, ms(NOW, 60_000));
    const cancelled = await jobsOfGames(t.db, [moved.id!]);
    expect(cancelled.map((j) => j.status)).toEqual(["cancelled", "cancelled"]);
    expect(cancelled[0]!.outcome).toBe("The game is postponed.");
    // Nothing for it at its old reminder time, even after planning again.
    await planJobs(t.db, ms(moved.startsAt, -2 * 86_400_000));
    await runDueJobs(t.db, ms(moved.startsAt, -2 * 86_400_000));
    expect(await queued(`reminder:${moved.id}:`)).toEqual([]);

    // A new date a week later: new jobs; its reminders come two days before it.
    const newStart = ms(moved.startsAt, 7 * 86_400_000);
    await rescheduleGame(
      t.db,
      moved.id!,
      { startsAt: newStart, location: moved.location },
      ADMIN,
      ms(NOW, 120_000),
    );
    const jobs = await jobsOfGames(t.db, [moved.id!]);
    expect(jobs.filter((j) => j.status === "pending").map((j) => j.runAt.toISOString())).toEqual([
      ms(newStart, -2 * 86_400_000).toISOString(),
      ms(newStart, -86_400_000).toISOString(),
    ]);
    await runDueJobs(t.db, ms(newStart, -2 * 86_400_000));
    const reminders = await queued(`reminder:${moved.id}:${newStart.toISOString()}`);
    expect(reminders.length).toBeGreaterThan(0);
  });
});
