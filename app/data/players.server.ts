// Players: the people of the league.
import { asc, desc, eq, inArray, sql } from "drizzle-orm";
import type { Executor } from "~/db/connection.server";
import { players, seasonRosters, seasons, teams } from "~/db/schema";
import type { PlayerRef } from "~/domain/types";

export async function playerRefs(db: Executor, ids: string[]): Promise<Map<string, PlayerRef>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await db
    .select({ id: players.id, firstName: players.firstName, lastName: players.lastName })
    .from(players)
    .where(inArray(players.id, unique));
  return new Map(rows.map((p) => [p.id, p]));
}

/** What the public player page shows about a person: no email, phone or birthday. */
export interface PlayerProfile extends PlayerRef {
  imageUrl: string | null;
  heightFeet: number | null;
  heightInches: number | null;
  jerseyNumber: number | null;
}

export async function playerProfile(
  db: Executor,
  playerId: string,
): Promise<PlayerProfile | undefined> {
  const [row] = await db
    .select({
      id: players.id,
      firstName: players.firstName,
      lastName: players.lastName,
      imageUrl: players.imageUrl,
      heightFeet: players.heightFeet,
      heightInches: players.heightInches,
      jerseyNumber: players.jerseyNumber,
    })
    .from(players)
    .where(eq(players.id, playerId))
    .limit(1);
  return row;
}

export interface PlayerSeasonTeam {
  seasonId: number;
  seasonName: string;
  teamId: string;
  teamName: string;
  abbreviation: string;
}

/** The teams a player was rostered on, newest season first (one row per season). */
export async function playerSeasonTeams(
  db: Executor,
  playerId: string,
): Promise<PlayerSeasonTeam[]> {
  return db
    .select({
      seasonId: seasonRosters.seasonId,
      seasonName: seasons.name,
      teamId: teams.id,
      teamName: teams.name,
      abbreviation: teams.abbreviation,
    })
    .from(seasonRosters)
    .innerJoin(seasons, eq(seasons.id, seasonRosters.seasonId))
    .innerJoin(teams, eq(teams.id, seasonRosters.teamId))
    .where(eq(seasonRosters.playerId, playerId))
    .orderBy(desc(seasonRosters.seasonId));
}

/** The first player by last name, then first name (a stable default page). */
export async function firstPlayerAlphabetically(db: Executor): Promise<PlayerRef | undefined> {
  const [row] = await db
    .select({ id: players.id, firstName: players.firstName, lastName: players.lastName })
    .from(players)
    .orderBy(asc(players.lastName), asc(players.firstName), asc(players.id))
    .limit(1);
  return row;
}

/** The player whose email this is (emails are unique without regard to case). */
export async function playerByEmail(db: Executor, email: string): Promise<PlayerRef | undefined> {
  const [row] = await db
    .select({ id: players.id, firstName: players.firstName, lastName: players.lastName })
    .from(players)
    .where(sql`lower(${players.email}) = ${email.trim().toLowerCase()}`)
    .limit(1);
  return row;
}
