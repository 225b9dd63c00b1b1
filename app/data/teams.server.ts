// Teams: who they are, how they line up in a season, and the games they play.
import { and, asc, eq, or } from "drizzle-orm";
import type { Executor } from "~/db/connection.server";
import { games, players, seasonRosters, seasonTeams, teams } from "~/db/schema";
import type { Conference, Game } from "~/domain/types";

export interface Team {
  id: string;
  name: string;
  abbreviation: string;
  bio: string[];
}

export interface SeasonTeamInfo {
  seasonId: number;
  teamId: string;
  conference: Conference;
  seed: number | null;
  captainId: string | null;
}

export interface RosterPlayer {
  id: string;
  firstName: string;
  lastName: string;
  jerseyNumber: number | null;
  heightFeet: number | null;
  heightInches: number | null;
  isCaptain: boolean;
}

export async function teamById(db: Executor, teamId: string): Promise<Team | undefined> {
  const [row] = await db
    .select({
      id: teams.id,
      name: teams.name,
      abbreviation: teams.abbreviation,
      bio: teams.bio,
    })
    .from(teams)
    .where(eq(teams.id, teamId))
    .limit(1);
  return row;
}

/** Every team the league has ever had, by name. */
export async function listTeams(db: Executor): Promise<Team[]> {
  return db
    .select({
      id: teams.id,
      name: teams.name,
      abbreviation: teams.abbreviation,
      bio: teams.bio,
    })
    .from(teams)
    .orderBy(asc(teams.name));
}

/** The team's entry for one season (conference, seed, captain), if it played that season. */
export async function seasonTeamInfo(
  db: Executor,
  seasonId: number,
  teamId: string,
): Promise<SeasonTeamInfo | undefined> {
  const [row] = await db
    .select({
      seasonId: seasonTeams.seasonId,
      teamId: seasonTeams.teamId,
      conference: seasonTeams.conference,
      seed: seasonTeams.seed,
      captainId: seasonTeams.captainId,
    })
    .from(seasonTeams)
    .where(and(eq(seasonTeams.seasonId, seasonId), eq(seasonTeams.teamId, teamId)))
    .limit(1);
  return row;
}

/** Ids of the seasons a team played in, ascending. */
export async function seasonIdsOfTeam(db: Executor, teamId: string): Promise<number[]> {
  const rows = await db
    .select({ seasonId: seasonTeams.seasonId })
    .from(seasonTeams)
    .where(eq(seasonTeams.teamId, teamId))
    .orderBy(asc(seasonTeams.seasonId));
  return rows.map((r) => r.seasonId);
}

/**
 * The players on a team in one season, with the captain flagged. Unordered:
 * the page orders them with `sortRoster` (app/domain/roster.ts).
 */
export async function seasonRoster(
  db: Executor,
  seasonId: number,
  teamId: string,
): Promise<RosterPlayer[]> {
  const rows = await db
    .select({
      id: players.id,
      firstName: players.firstName,
      lastName: players.lastName,
      jerseyNumber: players.jerseyNumber,
      heightFeet: players.heightFeet,
      heightInches: players.heightInches,
      captainId: seasonTeams.captainId,
    })
    .from(seasonRosters)
    .innerJoin(players, eq(players.id, seasonRosters.playerId))
    .innerJoin(
      seasonTeams,
      and(
        eq(seasonTeams.seasonId, seasonRosters.seasonId),
        eq(seasonTeams.teamId, seasonRosters.teamId),
      ),
    )
    .where(and(eq(seasonRosters.seasonId, seasonId), eq(seasonRosters.teamId, teamId)));
  return rows.map(({ captainId, ...player }) => ({
    ...player,
    isCaptain: captainId === player.id,
  }));
}

/** A team's games in one season (home or away), earliest first. */
export async function teamSeasonGames(
  db: Executor,
  seasonId: number,
  teamId: string,
): Promise<Game[]> {
  return db
    .select()
    .from(games)
    .where(
      and(
        eq(games.seasonId, seasonId),
        or(eq(games.homeTeamId, teamId), eq(games.awayTeamId, teamId)),
      ),
    )
    .orderBy(asc(games.startsAt), asc(games.id));
}
