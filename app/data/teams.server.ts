// Teams: who they are, how they line up in a season, the games they play, and
// the admin writes (create, edit), each with its audit entry in the same
// transaction (docs/league-rules.md#teams-and-rosters).
import { and, asc, count, eq, ne, or } from "drizzle-orm";
import type { Database, Executor } from "~/db/connection.server";
import { games, players, seasonRosters, seasonTeams, teams } from "~/db/schema";
import type { Conference, Game } from "~/domain/types";
import { pgError, UNIQUE_VIOLATION } from "~/db/errors.server";
import {
  teamNameClash,
  type NewTeamValues,
  type TeamFormValues,
  type TeamNameClash,
} from "~/domain/teams/form";
import { shown } from "./shown-columns.server";
import { recordAudit } from "./audit.server";

export interface Team {
  id: string;
  name: string;
  abbreviation: string;
  /** '#rrggbb' (app/domain/teams/colors.ts). */
  color: string;
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

/**
 * How a team is shown wherever it is named: its id, name, abbreviation and
 * colour, the texts as they are shown (./shown-columns.server.ts).
 */
export const teamLookColumns = {
  id: teams.id,
  name: shown(teams.name),
  abbreviation: shown(teams.abbreviation),
  color: teams.color,
};

/** A team as its own page shows it. */
const teamColumns = { ...teamLookColumns, bio: teams.bio };

export async function teamById(db: Executor, teamId: string): Promise<Team | undefined> {
  const [row] = await db.select(teamColumns).from(teams).where(eq(teams.id, teamId)).limit(1);
  return row;
}

/** A team's texts as they are stored, for its edit form. */
export async function storedTeam(db: Executor, teamId: string): Promise<Team | undefined> {
  const [row] = await db
    .select({ ...teamColumns, name: teams.name, abbreviation: teams.abbreviation })
    .from(teams)
    .where(eq(teams.id, teamId))
    .limit(1);
  return row;
}

/** Every team the league has ever had, by name. */
export async function listTeams(db: Executor): Promise<Team[]> {
  return db.select(teamColumns).from(teams).orderBy(asc(teams.name));
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

export interface ActorStamp {
  actorEmail: string;
  at: Date;
}

/** Each team with the number of seasons it played, for the admin list. */
export async function teamsWithSeasonCounts(db: Executor) {
  return db
    .select({
      ...teamLookColumns,
      seasons: count(seasonTeams.seasonId),
    })
    .from(teams)
    .leftJoin(seasonTeams, eq(seasonTeams.teamId, teams.id))
    .groupBy(teams.id, teams.name, teams.abbreviation, teams.color)
    .orderBy(asc(teams.name));
}

export async function teamIdTaken(db: Executor, teamId: string): Promise<boolean> {
  const [row] = await db.select({ id: teams.id }).from(teams).where(eq(teams.id, teamId)).limit(1);
  return row !== undefined;
}

/** Thrown inside a team write's transaction so that nothing of it is written. */
class TeamNameClashError extends Error {
  constructor(readonly clash: TeamNameClash) {
    super(clash.message);
  }
}

/** Refuses a name or abbreviation another team has (teamNameClash): compared as typed names. */
async function refuseNameClash(
  tx: Executor,
  values: { name: string; abbreviation: string },
  exceptTeamId?: string,
): Promise<void> {
  const others = await tx
    .select({ id: teams.id, name: teams.name, abbreviation: teams.abbreviation })
    .from(teams)
    .where(exceptTeamId === undefined ? undefined : ne(teams.id, exceptTeamId));
  const clash = teamNameClash(values, others);
  if (clash) throw new TeamNameClashError(clash);
}

/**
 * What a refused team write tells the form: a name clash found before
 * writing, or one the unique indexes found when two admins raced.
 */
function nameClashOf(error: unknown): TeamNameClash | null {
  if (error instanceof TeamNameClashError) return error.clash;
  const { code, constraint } = pgError(error);
  if (code !== UNIQUE_VIOLATION) return null;
  if (constraint === "teams_name_idx") {
    return { field: "name", message: "Another team has just taken this name: choose another." };
  }
  if (constraint === "teams_abbreviation_idx") {
    return {
      field: "abbreviation",
      message: "Another team has just taken this abbreviation: choose another.",
    };
  }
  return null;
}

/**
 * A new team; "id-taken" when the id exists (also when two admins race for
 * it), or the name or abbreviation another team has.
 */
export async function createTeam(
  db: Database,
  values: NewTeamValues,
  by: ActorStamp,
): Promise<"created" | "id-taken" | TeamNameClash> {
  try {
    await db.transaction(async (tx) => {
      await refuseNameClash(tx, values);
      const row = {
        id: values.id,
        name: values.name,
        abbreviation: values.abbreviation,
        color: values.color,
        bio: values.bio,
      };
      await tx.insert(teams).values({ ...row, createdAt: by.at });
      await recordAudit(tx, {
        actorEmail: by.actorEmail,
        action: "create",
        entity: "team",
        entityId: values.id,
        before: null,
        after: row,
        at: by.at,
      });
    });
    return "created";
  } catch (error) {
    const clash = nameClashOf(error);
    if (clash) return clash;
    if (pgError(error).code === UNIQUE_VIOLATION) return "id-taken";
    throw error;
  }
}

/**
 * Name, abbreviation, colour and bio of an existing team; the id never
 * changes. Refused when another team has the name or the abbreviation.
 */
export async function updateTeam(
  db: Database,
  teamId: string,
  values: TeamFormValues,
  by: ActorStamp,
): Promise<"saved" | "not-found" | TeamNameClash> {
  try {
    return await saveTeamRow(db, teamId, values, by);
  } catch (error) {
    const clash = nameClashOf(error);
    if (clash) return clash;
    throw error;
  }
}

async function saveTeamRow(
  db: Database,
  teamId: string,
  values: TeamFormValues,
  by: ActorStamp,
): Promise<"saved" | "not-found"> {
  return db.transaction(async (tx) => {
    const columns = {
      name: teams.name,
      abbreviation: teams.abbreviation,
      color: teams.color,
      bio: teams.bio,
    };
    const [before] = await tx.select(columns).from(teams).where(eq(teams.id, teamId)).for("update");
    if (!before) return "not-found";
    await refuseNameClash(tx, values, teamId);
    const after = {
      name: values.name,
      abbreviation: values.abbreviation,
      color: values.color,
      bio: values.bio,
    };
    await tx.update(teams).set(after).where(eq(teams.id, teamId));
    await recordAudit(tx, {
      actorEmail: by.actorEmail,
      action: "update",
      entity: "team",
      entityId: teamId,
      before,
      after,
      at: by.at,
    });
    return "saved";
  });
}
