// Games and their box-score rows.
import { and, asc, eq, getTableColumns, inArray, lt, sql } from "drizzle-orm";
import type { Executor } from "~/db/connection.server";
import { games, gameStats, players, seasonRosters, seasons } from "~/db/schema";
import type { BoxScoreLine } from "~/domain/games/box-score";
import type { CareerBefore } from "~/domain/game-story/recap";
import { tracksBlocksSteals } from "~/domain/games/state";
import type { StatLine } from "~/domain/stats/leaders";
import type { Game, GameStat } from "~/domain/types";
import { shown } from "./shown-columns.server";

export async function seasonGames(db: Executor, seasonId: number): Promise<Game[]> {
  return db
    .select()
    .from(games)
    .where(eq(games.seasonId, seasonId))
    .orderBy(asc(games.startsAt), asc(games.id));
}

/** Stat rows of a season's completed games, marked with whether blocks and steals were tracked. */
export async function seasonStatLines(
  db: Executor,
  seasonId: number,
  blocksStealsAfter: Date | null,
): Promise<StatLine[]> {
  const rows = await db
    .select({ stat: gameStats, startsAt: games.startsAt })
    .from(gameStats)
    .innerJoin(games, eq(games.id, gameStats.gameId))
    .where(and(eq(games.seasonId, seasonId), eq(games.status, "completed")))
    // In game order: a player's team in the leaders is the one of his latest game.
    .orderBy(asc(games.startsAt), asc(games.id));
  return rows.map(({ stat, startsAt }) => ({
    ...stat,
    tracksBlocksSteals: tracksBlocksSteals(startsAt, blocksStealsAfter),
  }));
}

/** The distinct stat statuses of each game: enough to tell final / forfeit / no-stats apart. */
export async function statStatusesByGame(
  db: Executor,
  gameIds: string[],
): Promise<Map<string, Pick<GameStat, "status">[]>> {
  const byGame = new Map<string, Pick<GameStat, "status">[]>();
  if (gameIds.length === 0) return byGame;
  // Distinct statuses are enough to tell final / forfeit / no-stats apart,
  // and return a few rows per game instead of one per player.
  const rows = await db
    .selectDistinct({ gameId: gameStats.gameId, status: gameStats.status })
    .from(gameStats)
    .where(inArray(gameStats.gameId, gameIds));
  for (const row of rows) {
    const list = byGame.get(row.gameId) ?? [];
    list.push({ status: row.status });
    byGame.set(row.gameId, list);
  }
  return byGame;
}

/** One game, as it is now (in the caller's transaction, if any). */
export async function gameById(db: Executor, gameId: string): Promise<Game | undefined> {
  const [game] = await db.select().from(games).where(eq(games.id, gameId));
  return game;
}

export interface GameWithSeason {
  game: Game;
  season: { id: number; name: string; blocksStealsAfter: Date | null };
}

/** One game and the season settings that decide how it is shown. */
export async function gameWithSeason(
  db: Executor,
  gameId: string,
): Promise<GameWithSeason | undefined> {
  const [row] = await db
    .select({
      game: games,
      season: {
        id: seasons.id,
        name: shown(seasons.name),
        blocksStealsAfter: seasons.blocksStealsAfter,
      },
    })
    .from(games)
    .innerJoin(seasons, eq(seasons.id, games.seasonId))
    .where(eq(games.id, gameId))
    .limit(1);
  return row;
}

/** Every stat line of one game, with the player's name and jersey number. */
export async function gameBoxScoreLines(db: Executor, gameId: string): Promise<BoxScoreLine[]> {
  return db
    .select({
      ...getTableColumns(gameStats),
      firstName: players.firstName,
      lastName: players.lastName,
      jerseyNumber: players.jerseyNumber,
    })
    .from(gameStats)
    .innerJoin(players, eq(players.id, gameStats.playerId))
    .where(eq(gameStats.gameId, gameId));
}

/** Player ids on each of the given teams' rosters for a season (team id → ids). */
export async function seasonRosterIds(
  db: Executor,
  seasonId: number,
  teamIds: string[],
): Promise<Map<string, string[]>> {
  const byTeam = new Map<string, string[]>(teamIds.map((id) => [id, []]));
  if (teamIds.length === 0) return byTeam;
  const rows = await db
    .select({ teamId: seasonRosters.teamId, playerId: seasonRosters.playerId })
    .from(seasonRosters)
    .where(and(eq(seasonRosters.seasonId, seasonId), inArray(seasonRosters.teamId, teamIds)));
  for (const row of rows) byTeam.get(row.teamId)?.push(row.playerId);
  return byTeam;
}

/**
 * Career stat lines of the given players: every completed game of every
 * season, oldest first (so leaders show a player's latest team), each marked
 * with whether its season recorded blocks and steals by then.
 */
export async function careerStatLines(db: Executor, playerIds: string[]): Promise<StatLine[]> {
  const unique = [...new Set(playerIds)];
  if (unique.length === 0) return [];
  const rows = await db
    .select({
      stat: gameStats,
      startsAt: games.startsAt,
      blocksStealsAfter: seasons.blocksStealsAfter,
    })
    .from(gameStats)
    .innerJoin(games, eq(games.id, gameStats.gameId))
    .innerJoin(seasons, eq(seasons.id, games.seasonId))
    .where(and(inArray(gameStats.playerId, unique), eq(games.status, "completed")))
    .orderBy(asc(games.startsAt), asc(games.id));
  return rows.map(({ stat, startsAt, blocksStealsAfter }) => ({
    ...stat,
    tracksBlocksSteals: tracksBlocksSteals(startsAt, blocksStealsAfter),
  }));
}

/**
 * Each given player's played games before `before` (completed games that
 * started earlier) and his most points in one of them: what a career high is
 * measured against (app/domain/game-story/recap.ts). One grouped query on the
 * players' stat lines (index game_stats_player_idx).
 */
export async function careerPointsBefore(
  db: Executor,
  playerIds: string[],
  before: Date,
): Promise<CareerBefore[]> {
  const unique = [...new Set(playerIds)];
  if (unique.length === 0) return [];
  const rows = await db
    .select({
      playerId: gameStats.playerId,
      gamesPlayed: sql<number>`count(*)::int`,
      maxPoints: sql<number>`coalesce(max(${gameStats.points}), 0)::int`,
    })
    .from(gameStats)
    .innerJoin(games, eq(games.id, gameStats.gameId))
    .where(
      and(
        inArray(gameStats.playerId, unique),
        eq(gameStats.status, "played"),
        eq(games.status, "completed"),
        lt(games.startsAt, before),
      ),
    )
    .groupBy(gameStats.playerId);
  return rows.map((r) => ({
    playerId: r.playerId,
    gamesPlayed: Number(r.gamesPlayed),
    maxPoints: Number(r.maxPoints),
  }));
}

/** Every season's completed final: whose winner is the season's champion unless an admin named one. */
export async function completedFinals(db: Executor) {
  return db
    .select({
      seasonId: games.seasonId,
      winnerId: games.winnerId,
      playoffRound: games.playoffRound,
      status: games.status,
    })
    .from(games)
    .where(and(eq(games.playoffRound, "final"), eq(games.status, "completed")));
}
