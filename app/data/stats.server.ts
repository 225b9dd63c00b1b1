// Stat lines across seasons: a player's game rows (for career averages and game
// logs), every player's career totals (for all-time records) and every season's
// played lines. Each is ONE query joined with games and seasons, so the number
// of queries never grows with the number of seasons.
import { and, asc, eq, sql, type SQL } from "drizzle-orm";
import { alias, type AnyPgColumn } from "drizzle-orm/pg-core";
import type { Executor } from "~/db/connection.server";
import { games, gameStats, players, seasons, teams } from "~/db/schema";
import { tracksBlocksSteals } from "~/domain/games/state";
import type { CareerLine } from "~/domain/stats/career";
import type { PlayerTotals, StatLine } from "~/domain/stats/leaders";
import type { PlayerRef, StatKey } from "~/domain/types";
import { shown } from "./shown-columns.server";

/** One of a player's rows in a completed game (his career line), with what a game log shows about it. */
export interface PlayerGameRow extends CareerLine {
  gameId: string;
  seasonName: string;
  startsAt: Date;
  teamAbbreviation: string;
  homeTeamId: string | null;
  awayTeamId: string | null;
  homeScore: number | null;
  awayScore: number | null;
  winnerId: string | null;
  opponentId: string | null;
  opponentAbbreviation: string | null;
}

const ownTeam = alias(teams, "own_team");
const opponent = alias(teams, "opponent");

/** A player's line in one game: whether he played, and his five counting stats. */
export const statLineColumns = {
  status: gameStats.status,
  points: gameStats.points,
  rebounds: gameStats.rebounds,
  assists: gameStats.assists,
  blocks: gameStats.blocks,
  steals: gameStats.steals,
};

/**
 * Every row of one player in completed games, oldest first, in one query
 * (uses game_stats_player_idx, then games and teams by primary key).
 */
export async function playerGameRows(db: Executor, playerId: string): Promise<PlayerGameRow[]> {
  const opponentIdSql = sql<string | null>`case when ${games.homeTeamId} = ${gameStats.teamId}
    then ${games.awayTeamId} else ${games.homeTeamId} end`;
  const rows = await db
    .select({
      gameId: gameStats.gameId,
      seasonId: games.seasonId,
      seasonName: shown(seasons.name),
      blocksStealsAfter: seasons.blocksStealsAfter,
      startsAt: games.startsAt,
      teamId: gameStats.teamId,
      teamAbbreviation: shown(ownTeam.abbreviation),
      homeTeamId: games.homeTeamId,
      awayTeamId: games.awayTeamId,
      homeScore: games.homeScore,
      awayScore: games.awayScore,
      winnerId: games.winnerId,
      opponentId: opponent.id,
      opponentAbbreviation: shown(opponent.abbreviation),
      ...statLineColumns,
    })
    .from(gameStats)
    .innerJoin(games, eq(games.id, gameStats.gameId))
    .innerJoin(seasons, eq(seasons.id, games.seasonId))
    .innerJoin(ownTeam, eq(ownTeam.id, gameStats.teamId))
    .leftJoin(opponent, eq(opponent.id, opponentIdSql))
    .where(and(eq(gameStats.playerId, playerId), eq(games.status, "completed")))
    .orderBy(asc(games.startsAt), asc(games.id));
  return rows.map(({ blocksStealsAfter, ...row }) => ({
    ...row,
    tracksBlocksSteals: tracksBlocksSteals(row.startsAt, blocksStealsAfter),
  }));
}

/**
 * SQL twin of tracksBlocksSteals(startsAt, season.blocksStealsAfter); the
 * records integration test checks the two agree on real data.
 */
const trackedSql = sql`(${seasons.blocksStealsAfter} is null or ${games.startsAt} > ${seasons.blocksStealsAfter})`;
type Sum = (column: AnyPgColumn) => SQL<number>;

/** The five stats' sums as select columns, blocks and steals by `trackedSum`. */
const statSums = (sum: Sum, trackedSum: Sum) => ({
  points: sum(gameStats.points),
  rebounds: sum(gameStats.rebounds),
  assists: sum(gameStats.assists),
  blocks: trackedSum(gameStats.blocks),
  steals: trackedSum(gameStats.steals),
});

/** A row with statSums' columns, those gathered under `totals`. */
function withTotals<Row extends Record<StatKey, number>>({
  points,
  rebounds,
  assists,
  blocks,
  steals,
  ...row
}: Row) {
  return { ...row, totals: { points, rebounds, assists, blocks, steals } };
}

const total = (column: AnyPgColumn) => sql<number>`sum(${column})`.mapWith(Number);
const trackedTotal = (column: AnyPgColumn) =>
  sql<number>`coalesce(sum(${column}) filter (where ${trackedSql}), 0)`.mapWith(Number);

/**
 * Every player's career totals over 'played' rows of completed games, with
 * his name: the input of all-time records, added up by the database so the
 * page does not read every game row of every season.
 */
export async function careerTotals(db: Executor): Promise<(PlayerTotals & PlayerRef)[]> {
  const rows = await db
    .select({
      playerId: gameStats.playerId,
      firstName: players.firstName,
      lastName: players.lastName,
      gamesPlayed: sql<number>`count(*)`.mapWith(Number),
      trackedGames: sql<number>`count(*) filter (where ${trackedSql})`.mapWith(Number),
      ...statSums(total, trackedTotal),
    })
    .from(gameStats)
    .innerJoin(games, eq(games.id, gameStats.gameId))
    .innerJoin(seasons, eq(seasons.id, games.seasonId))
    .innerJoin(players, eq(players.id, gameStats.playerId))
    .where(and(eq(games.status, "completed"), eq(gameStats.status, "played")))
    .groupBy(gameStats.playerId, players.firstName, players.lastName);
  return rows.map((row) => ({
    ...withTotals(row),
    id: row.playerId,
    teamId: "", // records show no team
  }));
}

const playedSql = sql`${gameStats.status} = 'played'`;
const playedTotal = (column: AnyPgColumn) =>
  sql<number>`coalesce(sum(${column}) filter (where ${playedSql}), 0)`.mapWith(Number);
const playedTrackedTotal = (column: AnyPgColumn) =>
  sql<number>`coalesce(sum(${column}) filter (where ${playedSql} and ${trackedSql}), 0)`.mapWith(
    Number,
  );

/**
 * One season's totals per player who played in a completed game of it, added
 * up by the database (a season's leaders need ~200 rows, not every line).
 * teamId is the team of his latest line, played or not, as totalsFromLines
 * takes it from lines in game order; the integration tests check the two agree.
 */
export async function seasonPlayerTotals(db: Executor, seasonId: number): Promise<PlayerTotals[]> {
  const rows = await db
    .select({
      playerId: gameStats.playerId,
      teamId: sql<string>`(array_agg(${gameStats.teamId} order by ${games.startsAt} desc, ${games.id} desc))[1]`,
      gamesPlayed: sql<number>`count(*) filter (where ${playedSql})`.mapWith(Number),
      trackedGames: sql<number>`count(*) filter (where ${playedSql} and ${trackedSql})`.mapWith(
        Number,
      ),
      ...statSums(playedTotal, playedTrackedTotal),
    })
    .from(gameStats)
    .innerJoin(games, eq(games.id, gameStats.gameId))
    .innerJoin(seasons, eq(seasons.id, games.seasonId))
    .where(and(eq(games.seasonId, seasonId), eq(games.status, "completed")))
    .groupBy(gameStats.playerId)
    .having(sql`count(*) filter (where ${playedSql}) > 0`);
  return rows.map(withTotals);
}

/**
 * The 'played' lines of every completed game of every season, in game order,
 * marked with whether blocks and steals were tracked. Other statuses are left
 * out in SQL because leaders never count them. Records use careerTotals (far
 * fewer rows); this is the line-by-line reference it is tested against.
 */
export async function allPlayedStatLines(db: Executor): Promise<StatLine[]> {
  const rows = await db
    .select({
      gameId: gameStats.gameId,
      playerId: gameStats.playerId,
      teamId: gameStats.teamId,
      ...statLineColumns,
      startsAt: games.startsAt,
      blocksStealsAfter: seasons.blocksStealsAfter,
    })
    .from(gameStats)
    .innerJoin(games, eq(games.id, gameStats.gameId))
    .innerJoin(seasons, eq(seasons.id, games.seasonId))
    .where(and(eq(games.status, "completed"), eq(gameStats.status, "played")))
    .orderBy(asc(games.startsAt), asc(games.id));
  return rows.map(({ startsAt, blocksStealsAfter, ...line }) => ({
    ...line,
    tracksBlocksSteals: tracksBlocksSteals(startsAt, blocksStealsAfter),
  }));
}
