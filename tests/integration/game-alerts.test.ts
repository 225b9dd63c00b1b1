// Alerts queued with the change they announce (docs/league-rules.md#email-alerts),
// on every database kind: a saved result emails the players of both teams who
// asked for results, a postponement or move those who asked for game changes;
// nothing is queued when the change does not commit.
import { and, asc, desc, eq, like, ne, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { latestAuditEntries } from "~/data/audit.server";
import { saveAlertPreferences } from "~/data/email-preferences.server";
import { provideAlertLinks } from "~/data/game-alerts.server";
import { saveGameResult } from "~/data/game-results.server";
import { postponeGame, rescheduleGame, ScheduleChangeRefused } from "~/data/game-schedule.server";
import { auditLog, emailOutbox, emailPreferences, games } from "~/db/schema";
import { generateDemoLeague } from "~/demo/generate";
import type { GameResult } from "~/domain/games/entry";
import { leagueDate } from "~/domain/time/league-time";
import { databaseKinds, type TestDatabase } from "../support/databases";

const NOW = new Date("2026-11-22T17:00:00Z");
const ADMIN = "admin@example.org";
const league = generateDemoLeague({ now: NOW });
const teamName = (id: string) => league.teams.find((t) => t.id === id)!.name;
const upcoming = league.games.filter(
  (g) => g.seasonId === 4 && g.status === "scheduled" && g.homeTeamId && g.awayTeamId,
);
const rosterOf = (teamId: string) =>
  league.seasonRosters
    .filter((r) => r.seasonId === 4 && r.teamId === teamId)
    .map((r) => league.players.find((p) => p.id === r.playerId)!)
    .sort((a, b) => a.id.localeCompare(b.id));

provideAlertLinks({
  origin: "https://league.example",
  unsubscribeUrl: (id) => `https://league.example/alerts/unsubscribe?p=${id}&s=test`,
});

const at = (minutes: number) => new Date(NOW.getTime() + minutes * 60_000);

function result(game: (typeof upcoming)[number], home: number, away: number): GameResult {
  return {
    homeScore: home,
    awayScore: away,
    winnerId: home >= away ? game.homeTeamId! : game.awayTeamId!,
    stats: [],
  };
}

describe.each(databaseKinds)("alerts on $name", ({ open }) => {
  let t: TestDatabase;
  const game = upcoming[0]!;
  const [homeFan, homeQuiet] = rosterOf(game.homeTeamId!);
  const [awayFan] = rosterOf(game.awayTeamId!);
  // A player of another team who asked for everything: never emailed about this game.
  const stranger = rosterOf(
    league.teams.find((team) => team.id !== game.homeTeamId && team.id !== game.awayTeamId)!.id,
  )[0]!;

  beforeAll(async () => {
    t = await open("demo");
    await saveAlertPreferences(
      t.db,
      homeFan!.id,
      { gameChanges: true, results: true, reminders: true },
      NOW,
    );
    await saveAlertPreferences(
      t.db,
      homeQuiet!.id,
      { gameChanges: false, results: false, reminders: true },
      NOW,
    );
    await saveAlertPreferences(
      t.db,
      awayFan!.id,
      { gameChanges: false, results: true, reminders: true },
      NOW,
    );
    await saveAlertPreferences(
      t.db,
      stranger.id,
      { gameChanges: true, results: true, reminders: true },
      NOW,
    );
  });
  afterAll(() => t?.dispose());
  beforeEach(async () => {
    await t.db.delete(emailOutbox);
  });

  const outbox = (prefix = "") =>
    t.db
      .select()
      .from(emailOutbox)
      .where(like(emailOutbox.dedupeKey, `${prefix}%`))
      .orderBy(asc(emailOutbox.toAddress));

  describe("results", () => {
    it("a saved result emails the players of both teams who asked for results", async () => {
      await saveGameResult(t.db, game.id, result(game, 61, 55), ADMIN, at(1));
      const queued = await outbox("result:");
      expect(queued.map((r) => r.toAddress)).toEqual([homeFan!.email, awayFan!.email].sort());
      const mine = queued.find((r) => r.toAddress === homeFan!.email)!;
      expect(mine).toMatchObject({
        dedupeKey: `result:${game.id}:${at(1).getTime()}:${homeFan!.id}`,
        subject: `Final: ${teamName(game.awayTeamId!)} 55 at ${teamName(game.homeTeamId!)} 61`,
        status: "pending",
      });
      expect(mine.textBody).toContain(`Box score: https://league.example/games/${game.id}`);
      expect(mine.textBody).toContain(`Hi ${homeFan!.firstName},`);
      expect(mine.headers).toEqual({
        "List-Unsubscribe": `<https://league.example/alerts/unsubscribe?p=${homeFan!.id}&s=test>`,
        "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
      });
    });

    it("saving the same score again sends nothing; a corrected score is announced", async () => {
      await saveGameResult(t.db, game.id, result(game, 61, 55), ADMIN, at(2));
      expect(await outbox()).toHaveLength(0);
      await saveGameResult(t.db, game.id, result(game, 61, 59), ADMIN, at(3));
      expect((await outbox()).map((r) => r.subject)).toEqual([
        `Final: ${teamName(game.awayTeamId!)} 59 at ${teamName(game.homeTeamId!)} 61`,
        `Final: ${teamName(game.awayTeamId!)} 59 at ${teamName(game.homeTeamId!)} 61`,
      ]);
    });

    it("a save that does not commit queues nothing", async () => {
      const next = upcoming[1]!;
      // The commit itself fails, after the save has queued its alerts.
      await t.db.execute(sql`
        create function refuse_commit() returns trigger language plpgsql
        as $$ begin raise exception 'commit refused'; end $$`);
      await t.db.execute(sql`
        create constraint trigger games_refuse_commit after update on games
        deferrable initially deferred for each row execute function refuse_commit()`);
      try {
        await expect(
          saveGameResult(t.db, next.id, result(next, 50, 40), ADMIN, at(4)),
        ).rejects.toThrow();
      } finally {
        await t.db.execute(sql`drop trigger games_refuse_commit on games`);
        await t.db.execute(sql`drop function refuse_commit()`);
      }
      expect(await outbox()).toHaveLength(0);
      const [row] = await t.db.select().from(games).where(eq(games.id, next.id));
      expect(row!.status).toBe("scheduled");
    });

    it("nobody asked: nothing is queued", async () => {
      const plays = (g: (typeof upcoming)[number], teamId: string) =>
        g.homeTeamId === teamId || g.awayTeamId === teamId;
      const strangerTeam = league.seasonRosters.find(
        (r) => r.seasonId === 4 && r.playerId === stranger.id,
      )!.teamId;
      const other = upcoming.find(
        (g) => ![game.homeTeamId!, game.awayTeamId!, strangerTeam].some((id) => plays(g, id)),
      )!;
      await saveGameResult(t.db, other.id, result(other, 50, 40), ADMIN, at(5));
      expect(await outbox()).toHaveLength(0);
    });
  });

  describe("postponed and moved games", () => {
    const moved = upcoming.find(
      (g) =>
        g.id !== game.id && (g.homeTeamId === game.homeTeamId || g.awayTeamId === game.homeTeamId),
    )!;

    it("postponing emails those who asked for game changes, with an audit entry", async () => {
      expect(await postponeGame(t.db, moved.id, ADMIN, at(10))).toBe(1);
      const [row] = await t.db.select().from(games).where(eq(games.id, moved.id));
      expect(row).toMatchObject({ status: "postponed", startsAt: moved.startsAt });
      const [mail, ...more] = await outbox("game-change:");
      expect(more).toHaveLength(0);
      expect(mail).toMatchObject({ toAddress: homeFan!.email, status: "pending" });
      expect(mail!.subject).toMatch(/^Postponed: /);
      expect(mail!.textBody).toContain("A new date will follow.");
      const [audit] = await latestAuditEntries(t.db, 1);
      expect(audit).toMatchObject({ action: "postpone-game", entityId: moved.id });
    });

    it("postponing again is refused and queues nothing", async () => {
      await expect(postponeGame(t.db, moved.id, ADMIN, at(11))).rejects.toThrow(
        ScheduleChangeRefused,
      );
      expect(await outbox()).toHaveLength(0);
    });

    it("a new date brings it back, and says where and when", async () => {
      const startsAt = leagueDate(2027, 1, 9, 10, 30);
      expect(
        await rescheduleGame(t.db, moved.id, { startsAt, location: "sbca" }, ADMIN, at(12)),
      ).toBe(1);
      const [row] = await t.db.select().from(games).where(eq(games.id, moved.id));
      expect(row).toMatchObject({ status: "scheduled", startsAt, location: "sbca" });
      const [mail] = await outbox("game-change:");
      expect(mail!.subject).toMatch(/^Rescheduled: .*, now Sat, Jan 9, 10:30 AM$/);
      expect(mail!.textBody).toContain(
        "Now: Sat, Jan 9, 10:30 AM at South Boston Catholic Academy.",
      );
      const [audit] = await t.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1);
      expect(audit).toMatchObject({
        action: "reschedule-game",
        before: { status: "postponed", location: moved.location },
        after: { status: "scheduled", location: "sbca", startsAt: startsAt.toISOString() },
      });
    });

    it("the same date, time and place again is refused; a game with a result cannot move", async () => {
      const startsAt = leagueDate(2027, 1, 9, 10, 30);
      await expect(
        rescheduleGame(t.db, moved.id, { startsAt, location: "sbca" }, ADMIN, at(13)),
      ).rejects.toMatchObject({ status: 400 });
      await expect(postponeGame(t.db, game.id, ADMIN, at(14))).rejects.toMatchObject({
        status: 409,
      });
      await expect(
        rescheduleGame(t.db, game.id, { startsAt, location: "sbca" }, ADMIN, at(15)),
      ).rejects.toMatchObject({ status: 409 });
      expect(await outbox()).toHaveLength(0);
    });

    it("a live game cannot be postponed", async () => {
      // A game no earlier test gave a result (a live game has none).
      const [live] = await t.db
        .select()
        .from(games)
        .where(and(eq(games.status, "scheduled"), ne(games.id, moved.id), ne(games.id, game.id)))
        .limit(1);
      if (!live) throw new Error("the demo has a scheduled game");
      await t.db.update(games).set({ status: "live" }).where(eq(games.id, live.id));
      await expect(postponeGame(t.db, live.id, ADMIN, at(16))).rejects.toMatchObject({
        status: 409,
        message: expect.stringMatching(/live/),
      });
      await t.db.update(games).set({ status: "scheduled" }).where(eq(games.id, live.id));
    });

    it("turning alerts off stops them", async () => {
      await t.db
        .update(emailPreferences)
        .set({ gameChanges: false })
        .where(eq(emailPreferences.playerId, homeFan!.id));
      expect(await postponeGame(t.db, moved.id, ADMIN, at(17))).toBe(0);
      expect(await outbox()).toHaveLength(0);
    });
  });
});
