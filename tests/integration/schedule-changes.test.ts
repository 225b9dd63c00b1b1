// Changing a published schedule (docs/league-rules.md#changing-a-published-schedule)
// on the demo league's season 4: "Gym closed" (shift, make-up day), add a game,
// delete an unplayed one; answers of moved games cleared, one email per moved
// game to each player who asked, audit entries, and refusals that write nothing.
import { and, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { provideAlertLinks } from "~/data/game-alerts.server";
import { postponeGame, rescheduleGame } from "~/data/game-schedule.server";
import { seasonGames } from "~/data/games.server";
import {
  auditLog,
  availability,
  emailOutbox,
  emailPreferences,
  games,
  seasonRosters,
  seasons,
} from "~/db/schema";
import { leagueDay } from "~/domain/time/days";
import { scheduleClash } from "~/domain/schedule/changes";
import { formatGameTime } from "~/domain/time/league-time";
import type { Game } from "~/domain/types";
import { changeGameSchedule, loadGameSchedulePage } from "~/pages/admin-game-schedule.server";
import { handleScheduleChange, loadScheduleChanges } from "~/pages/admin-schedule-changes.server";
import { databaseKinds, type TestDatabase } from "../support/databases";

// The demo league is made as of this moment; the pages read the clock.
process.env.NOW = "2026-11-22T17:00:00.000Z";
const at = new Date(process.env.NOW);

provideAlertLinks({
  origin: "https://league.example",
  unsubscribeUrl: (id) => `https://league.example/alerts/unsubscribe?p=${id}&s=test`,
});

const admin = {
  userId: "u",
  email: "admin@example.org",
  name: "Admin",
  isAdmin: true,
  player: null,
};
const base = "https://league.example/admin/seasons/4/schedule";

function form(values: Record<string, string>): FormData {
  const f = new FormData();
  for (const [k, v] of Object.entries(values)) f.set(k, v);
  return f;
}

const status = (answer: unknown) =>
  answer instanceof Response ? answer.status : (answer as { init: { status: number } }).init.status;
const location = (answer: unknown) => (answer as Response).headers.get("Location");
const message = (answer: unknown) =>
  (answer as { data: { result: { error: Record<string, string[]> } } }).data.result.error[""]?.[0];

const snapshot = (list: Game[]) =>
  new Map(list.map((g) => [g.id, `${g.status}|${g.startsAt.toISOString()}|${g.location}`]));

describe.each(databaseKinds)("changing a published schedule on $name", ({ open }) => {
  let t: TestDatabase;
  const names = (id: string) => id;
  beforeAll(async () => {
    t = await open("demo");
  });
  afterAll(() => t?.dispose());

  /** The first day from today with games left to play, and those games. */
  async function nextDay() {
    const page = await loadScheduleChanges(t.db, 4, new URL(base));
    const day = page.daysLeft[0]!.day;
    const list = (await seasonGames(t.db, 4)).filter(
      (g) => g.status === "scheduled" && leagueDay(g.startsAt) === day,
    );
    return { day, games: list, page };
  }

  /** Turns game-change alerts on for every rostered player of these games' teams. */
  async function alertsOnFor(list: Game[]) {
    const teamIds = [...new Set(list.flatMap((g) => [g.homeTeamId!, g.awayTeamId!]))];
    const roster = await t.db
      .select({ playerId: seasonRosters.playerId, teamId: seasonRosters.teamId })
      .from(seasonRosters)
      .where(and(eq(seasonRosters.seasonId, 4), inArray(seasonRosters.teamId, teamIds)));
    for (const r of roster) {
      await t.db
        .insert(emailPreferences)
        .values({ playerId: r.playerId, gameChanges: true })
        .onConflictDoUpdate({ target: emailPreferences.playerId, set: { gameChanges: true } });
    }
    return roster;
  }

  it("shows the moves of a closed day first, and changes nothing by showing them", async () => {
    const { day, games: stranded } = await nextDay();
    const before = snapshot(await seasonGames(t.db, 4));
    const page = await loadScheduleChanges(t.db, 4, new URL(`${base}?closed=${day}&mode=shift`));
    expect(page.gymClosed?.plan.ok).toBe(true);
    if (!page.gymClosed?.plan.ok) return;
    const movedIds = page.gymClosed.plan.moves.map((m) => m.gameId);
    for (const g of stranded) expect(movedIds).toContain(g.id);
    expect(page.gymClosed.plan.moves[0]!.matchup).toMatch(/ at /);
    expect(snapshot(await seasonGames(t.db, 4))).toEqual(before);
  });

  it("shifts every unplayed game from the closed day on by one game day, clearing answers and emailing once per game", async () => {
    const { day, games: stranded } = await nextDay();
    const roster = await alertsOnFor(stranded);
    const first = stranded[0]!;
    const player = roster.find((r) => r.teamId === first.homeTeamId)!;
    await t.db
      .insert(availability)
      .values({
        gameId: first.id,
        playerId: player.playerId,
        teamId: player.teamId,
        answer: "in",
        setBy: "self",
      })
      .onConflictDoNothing();
    const all = await seasonGames(t.db, 4);
    // The rule, not the code's own `isMovable`: only a scheduled game may move.
    const stays = all.filter((g) => g.status !== "scheduled");
    const days = [
      ...new Set(all.filter((g) => g.status !== "postponed").map((g) => leagueDay(g.startsAt))),
    ]
      .filter((d) => d >= day)
      .sort();
    const page = await loadScheduleChanges(t.db, 4, new URL(`${base}?closed=${day}&mode=shift`));
    if (!page.gymClosed?.plan.ok) throw new Error("no plan");
    const outboxBefore = (await t.db.select().from(emailOutbox)).length;

    const answer = await handleScheduleChange(
      t.db,
      4,
      admin,
      form({ intent: "gym-closed", closed: day, mode: "shift", shown: page.gymClosed.plan.key }),
    );
    expect(status(answer)).toBe(302);
    const moved = page.gymClosed.plan.moves.length;
    expect(location(answer)).toMatch(new RegExp(`\\?moved=${moved}&emailed=\\d+$`));

    const after = await seasonGames(t.db, 4);
    const afterById = new Map(after.map((g) => [g.id, g]));
    // Played games never move; each unplayed game is one game day later, same time and gym.
    for (const g of stays) expect(afterById.get(g.id)!.startsAt).toEqual(g.startsAt);
    for (const g of all.filter((x) => x.status === "scheduled" && leagueDay(x.startsAt) >= day)) {
      const now = afterById.get(g.id)!;
      const i = days.indexOf(leagueDay(g.startsAt));
      if (i + 1 < days.length) expect(leagueDay(now.startsAt)).toBe(days[i + 1]);
      else expect(leagueDay(now.startsAt) > days[i]!).toBe(true);
      expect(now.location).toBe(g.location);
      // The same hour and minute on the league's clock ("9:15 AM").
      expect(formatGameTime(now.startsAt)).toBe(formatGameTime(g.startsAt));
    }
    expect(scheduleClash(after, names)).toBeNull();
    // The answer given for the old day is gone.
    expect(await t.db.select().from(availability).where(eq(availability.gameId, first.id))).toEqual(
      [],
    );
    // One email per moved game and player who asked: the first game's home players got one for it.
    const mails = (await t.db.select().from(emailOutbox)).slice(outboxBefore);
    const forFirst = mails.filter((m) => m.dedupeKey.startsWith(`game-change:${first.id}:`));
    expect(forFirst.length).toBeGreaterThan(0);
    expect(new Set(forFirst.map((m) => m.dedupeKey.split(":").at(-1))).size).toBe(forFirst.length);
    expect(forFirst[0]!.subject).toMatch(/^New time: .+ at .+, now /);
    const audit = await t.db.select().from(auditLog).where(eq(auditLog.action, "gym-closed"));
    expect(audit).toHaveLength(1);
    expect(
      (await t.db.select().from(auditLog).where(eq(auditLog.action, "reschedule-game"))).length,
    ).toBe(moved);
  });

  it("refuses moves that are no longer the ones shown, writing nothing", async () => {
    const { day } = await nextDay();
    const before = snapshot(await seasonGames(t.db, 4));
    const answer = await handleScheduleChange(
      t.db,
      4,
      admin,
      form({ intent: "gym-closed", closed: day, mode: "shift", shown: "stale" }),
    );
    expect(status(answer)).toBe(409);
    expect(message(answer)).toMatch(/changed since these moves were shown/);
    expect(snapshot(await seasonGames(t.db, 4))).toEqual(before);
  });

  it("moves only the closed day's games to a free make-up day, and refuses a day a team already plays", async () => {
    const { day, games: stranded } = await nextDay();
    // The next day with games: the same teams play there.
    const later = (await loadScheduleChanges(t.db, 4, new URL(base))).daysLeft[1]!.day;
    const clash = await loadScheduleChanges(
      t.db,
      4,
      new URL(`${base}?closed=${day}&mode=makeup&makeup=${later}`),
    );
    expect(clash.gymClosed?.plan).toMatchObject({ ok: false });
    if (clash.gymClosed?.plan.ok === false) {
      expect(clash.gymClosed.plan.reason).toMatch(
        /would (play twice|hold two games).*choose another make-up day\.$/,
      );
    }
    const refused = await handleScheduleChange(
      t.db,
      4,
      admin,
      form({ intent: "gym-closed", closed: day, mode: "makeup", makeup: later, shown: "" }),
    );
    expect(status(refused)).toBe(409);

    // A Wednesday between them has no games.
    const wednesday = leagueDay(new Date(stranded[0]!.startsAt.getTime() + 4 * 86_400_000));
    const page = await loadScheduleChanges(
      t.db,
      4,
      new URL(`${base}?closed=${day}&mode=makeup&makeup=${wednesday}`),
    );
    if (!page.gymClosed?.plan.ok) throw new Error(`no plan: ${JSON.stringify(page.gymClosed)}`);
    expect(page.gymClosed.plan.moves.map((m) => m.gameId).sort()).toEqual(
      stranded.map((g) => g.id).sort(),
    );
    const answer = await handleScheduleChange(
      t.db,
      4,
      admin,
      form({
        intent: "gym-closed",
        closed: day,
        mode: "makeup",
        makeup: wednesday,
        shown: page.gymClosed.plan.key,
      }),
    );
    expect(status(answer)).toBe(302);
    for (const g of stranded) {
      const [now] = await t.db.select().from(games).where(eq(games.id, g.id));
      expect(leagueDay(now!.startsAt)).toBe(wednesday);
      expect(now!.location).toBe(g.location);
    }
  });

  it("adds a game on a free day and refuses a clash, a past day or bad input", async () => {
    const { page } = await nextDay();
    const [a, b, c] = page.teams;
    const add = (values: Record<string, string>) =>
      handleScheduleChange(
        t.db,
        4,
        admin,
        form({ intent: "add-game", location: "sbca", time: "19:00", ...values }),
      );
    const bad = await add({ awayTeamId: a!.id, homeTeamId: b!.id, date: "2026-02-31" });
    expect(status(bad)).toBe(400);
    const same = await add({ awayTeamId: a!.id, homeTeamId: a!.id, date: "2026-12-30" });
    expect(status(same)).toBe(409);
    expect(message(same)).toBe("Choose two different teams.");
    const past = await add({ awayTeamId: a!.id, homeTeamId: b!.id, date: "2026-11-20" });
    expect(message(past)).toBe("Fri, Nov 20 has passed: choose a day from today on.");
    const unknown = await add({ awayTeamId: a!.id, homeTeamId: "nope", date: "2026-12-30" });
    expect(message(unknown)).toBe("Choose two of the season's teams.");

    const countBefore = (await seasonGames(t.db, 4)).length;
    const ok = await add({ awayTeamId: a!.id, homeTeamId: b!.id, date: "2026-12-30" });
    expect(status(ok)).toBe(302);
    const id = /added=([^&]+)/.exec(location(ok)!)![1]!;
    const [added] = await t.db.select().from(games).where(eq(games.id, id));
    expect(added).toMatchObject({
      seasonId: 4,
      type: "regular_season",
      status: "scheduled",
      awayTeamId: a!.id,
      homeTeamId: b!.id,
    });
    expect(leagueDay(added!.startsAt)).toBe("2026-12-30");
    expect((await seasonGames(t.db, 4)).length).toBe(countBefore + 1);

    const twice = await add({
      awayTeamId: c!.id,
      homeTeamId: a!.id,
      date: "2026-12-30",
      time: "20:15",
    });
    expect(status(twice)).toBe(409);
    expect(message(twice)).toBe(`The ${a!.name} would play twice on Wed, Dec 30.`);
    expect((await seasonGames(t.db, 4)).length).toBe(countBefore + 1);
    expect((await t.db.select().from(auditLog).where(eq(auditLog.action, "add-game"))).length).toBe(
      1,
    );
  });

  it("deletes an unplayed game after the box is ticked, emails its players, and keeps played ones", async () => {
    const all = await seasonGames(t.db, 4);
    const played = all.find((g) => g.status === "completed")!;
    const refused = await changeGameSchedule(
      t.db,
      played.id,
      admin,
      form({ intent: "delete", confirm: "yes" }),
    );
    expect(status(refused)).toBe(409);
    expect(message(refused)).toMatch(/has a result/);

    const { games: upcoming } = await nextDay();
    const victim = upcoming[0]!;
    await alertsOnFor([victim]);
    const unconfirmed = await changeGameSchedule(
      t.db,
      victim.id,
      admin,
      form({ intent: "delete" }),
    );
    expect(status(unconfirmed)).toBe(400);
    expect(await t.db.select().from(games).where(eq(games.id, victim.id))).toHaveLength(1);

    // A Yes to the game as it was shown before another admin postponed it is
    // stale; so is a key written by hand that no page gave.
    const shownBefore = await loadGameSchedulePage(t.db, victim.id);
    await postponeGame(t.db, victim.id, "other-admin@example.org", new Date());
    for (const shown of [shownBefore.deleteKey, "0123456789abcdef"]) {
      const stale = await changeGameSchedule(
        t.db,
        victim.id,
        admin,
        form({ intent: "delete", confirm: "yes", shown }),
      );
      expect(status(stale)).toBe(409);
      expect(message(stale)).toBe(
        "Deleting this game: what the question showed has changed since. Read it again and answer it.",
      );
      expect(await t.db.select().from(games).where(eq(games.id, victim.id))).toHaveLength(1);
    }

    const page = await loadGameSchedulePage(t.db, victim.id);
    const answer = await changeGameSchedule(
      t.db,
      victim.id,
      admin,
      form({ intent: "delete", confirm: "yes", shown: page.deleteKey }),
    );
    expect(status(answer)).toBe(302);
    expect(location(answer)).toMatch(/^\/admin\/seasons\/4\/schedule\?deleted=1&emailed=[1-9]\d*$/);
    expect(await t.db.select().from(games).where(eq(games.id, victim.id))).toEqual([]);
    const mails = await t.db.select().from(emailOutbox);
    const cancelled = mails.filter((m) => m.dedupeKey.startsWith(`game-cancelled:${victim.id}:`));
    expect(cancelled.length).toBeGreaterThan(0);
    expect(cancelled[0]!.subject).toMatch(/^Cancelled: .+ at .+, \w{3}, \w{3} \d+$/);
    const [entry] = await t.db.select().from(auditLog).where(eq(auditLog.action, "delete-game"));
    expect(entry?.entityId).toBe(victim.id);
  });

  it("moving one game to another day clears its answers; a new time the same day keeps them", async () => {
    const { games: upcoming } = await nextDay();
    const [g] = upcoming;
    const [rostered] = await t.db
      .select()
      .from(seasonRosters)
      .where(and(eq(seasonRosters.seasonId, 4), eq(seasonRosters.teamId, g!.homeTeamId!)));
    await t.db
      .insert(availability)
      .values({
        gameId: g!.id,
        playerId: rostered!.playerId,
        teamId: rostered!.teamId,
        answer: "out",
        setBy: "self",
      })
      .onConflictDoNothing();
    const answers = () => t.db.select().from(availability).where(eq(availability.gameId, g!.id));
    const given = (await answers()).length;
    expect(given).toBeGreaterThan(0);
    const sameDay = new Date(g!.startsAt.getTime() + 60 * 60_000);
    await rescheduleGame(
      t.db,
      g!.id,
      { startsAt: sameDay, location: g!.location },
      admin.email,
      at,
    );
    expect(await answers()).toHaveLength(given);
    const nextWeek = new Date(g!.startsAt.getTime() + 7 * 86_400_000 + 9 * 60 * 60_000);
    await rescheduleGame(
      t.db,
      g!.id,
      { startsAt: nextWeek, location: g!.location },
      admin.email,
      new Date(at.getTime() + 1000),
    );
    expect(await answers()).toEqual([]);
  });

  it("refuses every change once the season is closed", async () => {
    await t.db.update(seasons).set({ closedAt: at }).where(eq(seasons.id, 4));
    const { games: upcoming } = await nextDay();
    const answer = await handleScheduleChange(
      t.db,
      4,
      admin,
      form({
        intent: "add-game",
        awayTeamId: upcoming[0]!.awayTeamId!,
        homeTeamId: upcoming[0]!.homeTeamId!,
        date: "2027-01-20",
        time: "19:00",
        location: "sbca",
      }),
    );
    expect(status(answer)).toBe(409);
    expect(message(answer)).toMatch(/Season 4 is closed/);
    const deleted = await changeGameSchedule(
      t.db,
      upcoming[0]!.id,
      admin,
      form({ intent: "delete", confirm: "yes" }),
    );
    expect(status(deleted)).toBe(409);
    await t.db.update(seasons).set({ closedAt: null }).where(eq(seasons.id, 4));
  });
});
