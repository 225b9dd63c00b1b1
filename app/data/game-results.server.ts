// Saving and erasing a game's result (docs/league-rules.md#entering-a-result):
// the game, all its stat lines and the playoff advance in ONE transaction, with
// an audit entry. Standings, leaders and pages are computed from these rows, so
// they show the change on the next request.
import { and, asc, eq } from "drizzle-orm";
import type { Database, Executor } from "~/db/connection.server";
import { games, gameStats, players, seasons } from "~/db/schema";
import type { GameResult } from "~/domain/games/entry";
import { advancePlayoffWinner } from "~/domain/playoffs/rounds";
import type { Game } from "~/domain/types";
import { isCompleted } from "~/domain/games/state";
import { acceptedSubsOfGame } from "./availability.server";
import { recordAudit } from "./audit.server";
import { markLiveGameFinal } from "./live-events.server";
import { queueResultAlerts } from "./game-alerts.server";
import { queueFinalPushes } from "./game-pushes.server";
import { seasonWrite } from "./season-state.server";
import { statLineColumns } from "./stats.server";
import { seasonRosterPlayers } from "./rosters.server";

/** A save that cannot be done as asked; the message is for the admin. */
export class GameSaveRefused extends Error {}

export interface EntryRosterPlayer {
  playerId: string;
  teamId: string;
  firstName: string;
  lastName: string;
  jerseyNumber: number | null;
}

/** The game, its season's settings, both rosters and the saved lines. */
export async function loadGameForEntry(db: Executor, gameId: string) {
  const [row] = await db
    .select({ game: games, blocksStealsAfter: seasons.blocksStealsAfter })
    .from(games)
    .innerJoin(seasons, eq(seasons.id, games.seasonId))
    .where(eq(games.id, gameId))
    .limit(1);
  if (!row) return null;
  const { game } = row;
  const teamIds = [game.homeTeamId, game.awayTeamId].filter((t): t is string => t !== null);
  const [roster, lines] = await Promise.all([
    seasonRosterPlayers(db, game.seasonId).orderBy(
      asc(players.jerseyNumber),
      asc(players.lastName),
    ),
    db
      .select({
        playerId: gameStats.playerId,
        teamId: gameStats.teamId,
        firstName: players.firstName,
        lastName: players.lastName,
        jerseyNumber: players.jerseyNumber,
        ...statLineColumns,
      })
      .from(gameStats)
      .innerJoin(players, eq(players.id, gameStats.playerId))
      .where(eq(gameStats.gameId, gameId)),
  ]);
  // The rosters of both teams, the subs who accepted for this game, plus
  // anyone with a saved line who has since moved.
  const entryPlayers: EntryRosterPlayer[] = roster.filter((p) => teamIds.includes(p.teamId));
  for (const sub of await acceptedSubsOfGame(db, gameId)) {
    if (!entryPlayers.some((p) => p.playerId === sub.playerId)) entryPlayers.push(sub);
  }
  for (const line of lines) {
    if (!entryPlayers.some((p) => p.playerId === line.playerId)) entryPlayers.push(line);
  }
  return {
    game: game as Game & { updatedAt: Date },
    blocksStealsAfter: row.blocksStealsAfter,
    players: entryPlayers,
    lines,
  };
}

async function lockedGame(tx: Executor, gameId: string) {
  const [game] = await tx.select().from(games).where(eq(games.id, gameId)).for("update");
  if (!game) throw new GameSaveRefused("This game no longer exists.");
  return game as Game & { updatedAt: Date };
}

async function savedLines(tx: Executor, gameId: string) {
  return tx
    .select()
    .from(gameStats)
    .where(eq(gameStats.gameId, gameId))
    .orderBy(asc(gameStats.playerId));
}

function snapshot(game: Game & { statsIncomplete?: boolean }, lines: unknown[]) {
  return {
    status: game.status,
    homeScore: game.homeScore,
    awayScore: game.awayScore,
    winnerId: game.winnerId,
    // "Save anyway: the stat sheet is incomplete", in the audit log when chosen.
    ...(game.statsIncomplete ? { statsIncomplete: true } : {}),
    stats: lines,
  };
}

/** The next playoff game this one feeds, and which side of it. */
async function nextRound(tx: Executor, game: Game, winnerId: string) {
  if (game.type !== "playoff") return null;
  const playoffGames = (await tx
    .select()
    .from(games)
    .where(and(eq(games.seasonId, game.seasonId), eq(games.type, "playoff")))
    .for("update")) as Game[];
  const target = advancePlayoffWinner(game, winnerId, playoffGames);
  if (!target) return null;
  const next = playoffGames.find((g) => g.id === target.gameId)!;
  return { next, side: target.side };
}

export async function saveGameResult(
  db: Database,
  gameId: string,
  result: GameResult,
  actorEmail: string,
  at: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await lockedGame(tx, gameId);
    const season = await seasonWrite(tx, before.seasonId, "play");
    if (typeof season === "string") throw new GameSaveRefused(season);
    if (!before.homeTeamId || !before.awayTeamId) {
      throw new GameSaveRefused("Both teams must be set before a result can be saved.");
    }
    const beforeLines = await savedLines(tx, gameId);
    const advance = await nextRound(tx, before, result.winnerId);
    if (advance) {
      const { next, side } = advance;
      const current = side === "home" ? next.homeTeamId : next.awayTeamId;
      if (next.status === "completed" && current !== result.winnerId) {
        throw new GameSaveRefused(
          "The next round's game has already been played with the other team. Erase that game first.",
        );
      }
      await season.tx
        .update(games)
        .set(
          side === "home"
            ? { homeTeamId: result.winnerId, updatedAt: at }
            : { awayTeamId: result.winnerId, updatedAt: at },
        )
        .where(eq(games.id, next.id));
    }
    await season.tx
      .update(games)
      .set({
        homeScore: result.homeScore,
        awayScore: result.awayScore,
        winnerId: result.winnerId,
        status: "completed",
        statsIncomplete: result.statsIncomplete ?? false,
        updatedAt: at,
      })
      .where(eq(games.id, gameId));
    await season.tx.delete(gameStats).where(eq(gameStats.gameId, gameId));
    if (result.stats.length > 0) {
      await season.tx.insert(gameStats).values(
        result.stats.map((line) => ({
          gameId,
          playerId: line.playerId,
          teamId: line.teamId,
          status: line.status,
          ...line.values,
        })),
      );
    }
    await recordAudit(tx, {
      actorEmail,
      action: "save-result",
      entity: "game",
      entityId: gameId,
      before: snapshot(before, beforeLines),
      after: {
        ...snapshot({ ...before, status: "completed", ...result }, result.stats),
        advancedTo: advance ? { gameId: advance.next.id, side: advance.side } : null,
      },
      at,
    });
    // Pages that follow the game (live, or today's still to be played) see it
    // turn final; a corrected result is not news to them (it was final already).
    if (!isCompleted(before)) await markLiveGameFinal(season, gameId, at);
    // The players' result emails commit (or roll back) with the result.
    await queueResultAlerts(tx, before, at);
    // The final score to the followers' devices, the first time only.
    await queueFinalPushes(tx, before, at);
  });
}

/**
 * Back to scheduled, stats removed. The winner's place in the next round is
 * cleared too, unless that game has been played (then it stays, and the
 * admin is told).
 */
export async function eraseGameResult(
  db: Database,
  gameId: string,
  actorEmail: string,
  at: Date,
): Promise<{ keptAdvance: boolean }> {
  return db.transaction(async (tx) => {
    const before = await lockedGame(tx, gameId);
    const season = await seasonWrite(tx, before.seasonId, "play");
    if (typeof season === "string") throw new GameSaveRefused(season);
    const beforeLines = await savedLines(tx, gameId);
    let keptAdvance = false;
    const advance = before.winnerId ? await nextRound(tx, before, before.winnerId) : null;
    if (advance) {
      const { next, side } = advance;
      const current = side === "home" ? next.homeTeamId : next.awayTeamId;
      if (next.status === "completed") keptAdvance = true;
      else if (current === before.winnerId) {
        await season.tx
          .update(games)
          .set(
            side === "home"
              ? { homeTeamId: null, updatedAt: at }
              : { awayTeamId: null, updatedAt: at },
          )
          .where(eq(games.id, next.id));
      }
    }
    await season.tx
      .update(games)
      .set({
        homeScore: null,
        awayScore: null,
        winnerId: null,
        status: "scheduled",
        statsIncomplete: false,
        updatedAt: at,
      })
      .where(eq(games.id, gameId));
    await season.tx.delete(gameStats).where(eq(gameStats.gameId, gameId));
    await recordAudit(tx, {
      actorEmail,
      action: "erase-result",
      entity: "game",
      entityId: gameId,
      before: snapshot(before, beforeLines),
      after: { status: "scheduled", keptAdvance },
      at,
    });
    return { keptAdvance };
  });
}
