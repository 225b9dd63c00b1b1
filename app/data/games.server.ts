// Games and their box-score rows.
import { and, asc, eq, inArray } from "drizzle-orm";
import type { Executor } from "~/db/connection.server";
import { games, gameStats } from "~/db/schema";
import { tracksBlocksSteals } from "~/domain/game-state";
import type { StatLine } from "~/domain/leaders";
import type { Game, GameStat } from "~/domain/types";

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
    .where(and(eq(games.seasonId, seasonId), eq(games.status, "completed")));
  return rows.map(({ stat, startsAt }) => ({
    ...stat,
    tracksBlocksSteals: tracksBlocksSteals(startsAt, blocksStealsAfter),
  }));
}

/** Only the statuses, per game: enough to tell final / forfeit / no-stats apart. */
export async function statStatusesByGame(
  db: Executor,
  gameIds: string[],
): Promise<Map<string, Pick<GameStat, "status">[]>> {
  const byGame = new Map<string, Pick<GameStat, "status">[]>();
  if (gameIds.length === 0) return byGame;
  const rows = await db
    .select({ gameId: gameStats.gameId, status: gameStats.status })
    .from(gameStats)
    .where(inArray(gameStats.gameId, gameIds));
  for (const row of rows) {
    const list = byGame.get(row.gameId) ?? [];
    list.push({ status: row.status });
    byGame.set(row.gameId, list);
  }
  return byGame;
}
