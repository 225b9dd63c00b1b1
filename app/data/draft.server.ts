// The draft: a season's first-round order and core players, the picks made,
// and the signed-up players still waiting to be drafted.
import { and, asc, count, eq, exists, inArray, isNull, sql } from "drizzle-orm";
import type { Executor } from "~/db/connection.server";
import {
  draftPicks,
  drafts,
  games,
  gameStats,
  players,
  seasonRosters,
  seasons,
  signups,
} from "~/db/schema";
import type { CareerLine } from "~/domain/stats/career";
import { tracksBlocksSteals } from "~/domain/games/state";

export interface SeasonDraft {
  seasonId: number;
  /** Team ids in first-round order; later rounds snake. */
  draftOrder: string[];
  corePlayerIds: string[];
}

export async function seasonDraft(
  db: Executor,
  seasonId: number,
): Promise<SeasonDraft | undefined> {
  const [row] = await db.select().from(drafts).where(eq(drafts.seasonId, seasonId)).limit(1);
  return row;
}

/** The picks made so far, in pick order, with the drafted players' names. */
export async function seasonDraftPicks(db: Executor, seasonId: number) {
  return db
    .select({
      pickNumber: draftPicks.pickNumber,
      teamId: draftPicks.teamId,
      playerId: draftPicks.playerId,
      firstName: players.firstName,
      lastName: players.lastName,
    })
    .from(draftPicks)
    .innerJoin(players, eq(players.id, draftPicks.playerId))
    .where(eq(draftPicks.seasonId, seasonId))
    .orderBy(asc(draftPicks.pickNumber));
}

export interface UndraftedPlayer {
  id: string;
  /** His signup for the season (Mark paid names it). */
  signupId: string;
  firstName: string;
  lastName: string;
  jerseyNumber: number | null;
  heightFeet: number | null;
  heightInches: number | null;
  /** The season team he is already on (core players), else null. */
  teamId: string | null;
  /** Whether his signup for the season is paid (only paid signups go on a team). */
  paid: boolean;
}

/** Players signed up for the season who have not been drafted, by name. */
export async function undraftedSignups(db: Executor, seasonId: number): Promise<UndraftedPlayer[]> {
  return db
    .select({
      id: players.id,
      signupId: signups.id,
      firstName: players.firstName,
      lastName: players.lastName,
      jerseyNumber: players.jerseyNumber,
      heightFeet: players.heightFeet,
      heightInches: players.heightInches,
      teamId: seasonRosters.teamId,
      paid: signups.paid,
    })
    .from(signups)
    .innerJoin(players, eq(players.id, signups.playerId))
    .leftJoin(
      draftPicks,
      and(eq(draftPicks.seasonId, signups.seasonId), eq(draftPicks.playerId, signups.playerId)),
    )
    .leftJoin(
      seasonRosters,
      and(
        eq(seasonRosters.seasonId, signups.seasonId),
        eq(seasonRosters.playerId, signups.playerId),
      ),
    )
    .where(and(eq(signups.seasonId, seasonId), isNull(draftPicks.playerId)))
    .orderBy(asc(players.lastName), asc(players.firstName), asc(players.id));
}

/** How many players signed up for the season (drafted or not). */
export async function seasonSignupCount(db: Executor, seasonId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(signups).where(eq(signups.seasonId, seasonId));
  return Number(row?.n ?? 0);
}

/**
 * The given players' stat rows in completed games of the given seasons, in
 * game order, ready for the career averages rule.
 */
export async function playersSeasonLines(
  db: Executor,
  playerIds: string[],
  seasonIds: number[],
): Promise<(CareerLine & { playerId: string })[]> {
  if (playerIds.length === 0 || seasonIds.length === 0) return [];
  const rows = await db
    .select({
      stat: gameStats,
      seasonId: games.seasonId,
      startsAt: games.startsAt,
      blocksStealsAfter: seasons.blocksStealsAfter,
    })
    .from(gameStats)
    .innerJoin(games, eq(games.id, gameStats.gameId))
    .innerJoin(seasons, eq(seasons.id, games.seasonId))
    .where(
      and(
        inArray(gameStats.playerId, [...new Set(playerIds)]),
        inArray(games.seasonId, seasonIds),
        eq(games.status, "completed"),
      ),
    )
    .orderBy(asc(games.startsAt), asc(games.id));
  return rows.map(({ stat, seasonId, startsAt, blocksStealsAfter }) => ({
    ...stat,
    seasonId,
    tracksBlocksSteals: tracksBlocksSteals(startsAt, blocksStealsAfter),
  }));
}

/** Whether any player has a played stat row in a completed game of the season. */
export async function seasonHasStats(db: Executor, seasonId: number): Promise<boolean> {
  // Written as "a game with a played row" so the planner walks the season's
  // few games and probes game_stats by its key, instead of scanning it all.
  const playedRow = db
    .select({ one: sql`1` })
    .from(gameStats)
    .where(and(eq(gameStats.gameId, games.id), eq(gameStats.status, "played")));
  const rows = await db
    .select({ one: sql<number>`1` })
    .from(games)
    .where(and(eq(games.seasonId, seasonId), eq(games.status, "completed"), exists(playedRow)))
    .limit(1);
  return rows.length > 0;
}
