// Saving and erasing results (docs/league-rules.md#entering-a-result): one transaction for the
// game, its stats and the playoff advance; the pages' numbers follow at once.
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { latestAuditEntries } from "~/data/audit.server";
import {
  eraseGameResult,
  GameSaveRefused,
  loadGameForEntry,
  saveGameResult,
} from "~/data/game-results.server";
import { games, gameStats } from "~/db/schema";
import { generateDemoLeague } from "~/demo/generate";
import { loadDemoLeague } from "~/demo/load.server";
import { parseGameEntry, statField } from "~/domain/games/entry";
import { loadPlayerPage } from "~/pages/player.server";
import { loadSeasonPage } from "~/pages/season.server";
import { databaseKinds, type TestDatabase } from "../support/databases";

const NOW = new Date("2026-11-22T17:00:00Z");
const ADMIN = "admin@example.org";

async function entryResult(t: TestDatabase, gameId: string, form: Record<string, string>) {
  const entry = (await loadGameForEntry(t.db, gameId))!;
  const parsed = parseGameEntry(
    form,
    {
      homeTeamId: entry.game.homeTeamId!,
      awayTeamId: entry.game.awayTeamId!,
      startsAt: entry.game.startsAt,
      blocksStealsAfter: entry.blocksStealsAfter,
    },
    entry.players,
  );
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors));
  return { entry, result: parsed.result };
}

async function gameRow(t: TestDatabase, id: string) {
  return (await t.db.select().from(games).where(eq(games.id, id)))[0]!;
}

describe.each(databaseKinds)("game results on $name", ({ open }) => {
  describe("regular season", () => {
    let t: TestDatabase;
    const league = generateDemoLeague({ now: NOW });
    const upcoming = league.games.find(
      (g) => g.seasonId === 4 && g.status === "scheduled" && g.homeTeamId && g.awayTeamId,
    )!;

    beforeAll(async () => {
      t = await open("demo");
    });
    afterAll(() => t?.dispose());

    it("saves scores and every roster line; standings and the player page change at once", async () => {
      const before = (await loadSeasonPage(t.db, 4))!.standings.league;
      const { entry, result } = await entryResult(t, upcoming.id, {
        homeScore: "51",
        awayScore: "48",
      });
      const scorer = entry.players.find((p) => p.teamId === upcoming.homeTeamId)!;
      const withPoints = await entryResult(t, upcoming.id, {
        homeScore: "51",
        awayScore: "48",
        [statField(scorer.playerId, "points")]: "31",
      });
      expect(result.stats.length).toBe(entry.players.length);
      const careerBefore = (await loadPlayerPage(t.db, scorer.playerId))!.career.gamesPlayed;

      await saveGameResult(t.db, upcoming.id, withPoints.result, ADMIN, NOW);

      const saved = await gameRow(t, upcoming.id);
      expect(saved).toMatchObject({
        status: "completed",
        homeScore: 51,
        awayScore: 48,
        winnerId: upcoming.homeTeamId,
      });
      const lines = await t.db.select().from(gameStats).where(eq(gameStats.gameId, upcoming.id));
      expect(lines).toHaveLength(entry.players.length);
      expect(lines.find((l) => l.playerId === scorer.playerId)).toMatchObject({
        points: 31,
        status: "played",
      });
      expect(lines.filter((l) => l.status === "dnp")).toHaveLength(entry.players.length - 1);

      const after = (await loadSeasonPage(t.db, 4))!.standings.league;
      const row = (rows: typeof before, id: string) => rows.find((r) => r.teamId === id)!;
      expect(row(after, upcoming.homeTeamId!).wins).toBe(
        row(before, upcoming.homeTeamId!).wins + 1,
      );
      expect(row(after, upcoming.awayTeamId!).losses).toBe(
        row(before, upcoming.awayTeamId!).losses + 1,
      );
      expect((await loadPlayerPage(t.db, scorer.playerId))!.career.gamesPlayed).toBe(
        careerBefore + 1,
      );

      const [audit] = await latestAuditEntries(t.db, 1);
      expect(audit).toMatchObject({
        actorEmail: ADMIN,
        action: "save-result",
        entityId: upcoming.id,
      });
    });

    it("erases: back to scheduled, stats gone", async () => {
      await eraseGameResult(t.db, upcoming.id, ADMIN, NOW);
      expect(await gameRow(t, upcoming.id)).toMatchObject({
        status: "scheduled",
        homeScore: null,
        awayScore: null,
        winnerId: null,
      });
      expect(
        await t.db.select().from(gameStats).where(eq(gameStats.gameId, upcoming.id)),
      ).toHaveLength(0);
    });

    it("writes nothing when any part fails (one transaction)", async () => {
      const { result } = await entryResult(t, upcoming.id, { homeScore: "10", awayScore: "12" });
      const broken = {
        ...result,
        stats: [...result.stats, { ...result.stats[0]!, playerId: "no-such-player" }],
      };
      await expect(saveGameResult(t.db, upcoming.id, broken, ADMIN, NOW)).rejects.toThrow();
      expect((await gameRow(t, upcoming.id)).status).toBe("scheduled");
      expect(
        await t.db.select().from(gameStats).where(eq(gameStats.gameId, upcoming.id)),
      ).toHaveLength(0);
    });
  });

  describe("playoffs", () => {
    let t: TestDatabase;
    const league = generateDemoLeague({ now: NOW, phase: "playoffs" });
    const playoffGames = league.games.filter((g) => g.seasonId === 4 && g.type === "playoff");
    // A game with both teams set, not yet played, that feeds a later game.
    const feeder = playoffGames.find(
      (g) =>
        g.status !== "completed" &&
        g.homeTeamId &&
        g.awayTeamId &&
        playoffGames.some(
          (n) => (n.feederGameIds ?? []).includes(g.id) && n.status !== "completed",
        ),
    )!;
    const next = playoffGames.find((n) => (n.feederGameIds ?? []).includes(feeder.id))!;
    const side =
      next.feederGameIds!.length === 1 || next.feederGameIds!.indexOf(feeder.id) > 0
        ? "homeTeamId"
        : "awayTeamId";

    beforeAll(async () => {
      t = await open();
      await loadDemoLeague(t.db, league);
    });
    afterAll(() => t?.dispose());

    it("advances the winner into the next round, and Erase takes him back out", async () => {
      expect(feeder, "an unplayed playoff game with both teams").toBeTruthy();
      const { result } = await entryResult(t, feeder.id, { homeScore: "40", awayScore: "44" });
      await saveGameResult(t.db, feeder.id, result, ADMIN, NOW);
      expect((await gameRow(t, next.id))[side]).toBe(feeder.awayTeamId);

      // A corrected score with the other winner moves the other team up instead.
      const fixed = await entryResult(t, feeder.id, { homeScore: "46", awayScore: "44" });
      await saveGameResult(t.db, feeder.id, fixed.result, ADMIN, NOW);
      expect((await gameRow(t, next.id))[side]).toBe(feeder.homeTeamId);

      await eraseGameResult(t.db, feeder.id, ADMIN, NOW);
      expect((await gameRow(t, next.id))[side]).toBeNull();
    });

    it("refuses to change a winner whose next game was already played", async () => {
      const { result } = await entryResult(t, feeder.id, { homeScore: "50", awayScore: "40" });
      await saveGameResult(t.db, feeder.id, result, ADMIN, NOW);
      // The next game played, won by the team that advanced into it.
      await t.db
        .update(games)
        .set({ status: "completed", winnerId: feeder.homeTeamId, homeScore: 45, awayScore: 40 })
        .where(and(eq(games.id, next.id)));
      const other = await entryResult(t, feeder.id, { homeScore: "40", awayScore: "50" });
      await expect(
        saveGameResult(t.db, feeder.id, other.result, ADMIN, NOW),
      ).rejects.toBeInstanceOf(GameSaveRefused);
      expect(await gameRow(t, feeder.id)).toMatchObject({ homeScore: 50, awayScore: 40 });
      expect((await gameRow(t, next.id))[side]).toBe(feeder.homeTeamId);
      // Erasing keeps a played next game as it is.
      expect(await eraseGameResult(t.db, feeder.id, ADMIN, NOW)).toEqual({ keptAdvance: true });
      expect((await gameRow(t, next.id))[side]).toBe(feeder.homeTeamId);
    });
  });
});
