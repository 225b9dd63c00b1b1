// /admin/players: every player, marked in or out of the current season.
// "In the season" means on one of its rosters OR signed up for it: a late
// signup who is not on a team yet is still someone the admins deal with this
// season, and a rostered player without a signup row (an import, a fix by
// hand) is still playing.
import { asc, sql } from "drizzle-orm";
import type { Executor } from "~/db/connection.server";
import { players, seasonRosters, signups, teams } from "~/db/schema";

export interface AdminPlayerRow {
  id: string;
  firstName: string;
  lastName: string;
  /** On a roster of, or signed up for, the season asked about. */
  inSeason: boolean;
  /** The season's team name, when on a roster. */
  teamName: string | null;
  signedUp: boolean;
  /** The latest season on a roster or signed up, whichever is later; null if none. */
  lastSeasonId: number | null;
}

/** LIKE treats % and _ as wildcards; a name search means them literally. */
function likeLiteral(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/**
 * All players (or those whose 'first last' contains `search`, already
 * normalised to lower case and single spaces), by last name, first name, id.
 */
export async function adminPlayerList(
  db: Executor,
  seasonId: number,
  search = "",
): Promise<AdminPlayerRow[]> {
  const teamName = sql<string | null>`(
    select ${teams.name} from ${seasonRosters}
    join ${teams} on ${teams.id} = ${seasonRosters.teamId}
    where ${seasonRosters.seasonId} = ${seasonId} and ${seasonRosters.playerId} = ${players.id}
    limit 1)`;
  const signedUp = sql<boolean>`exists (
    select 1 from ${signups}
    where ${signups.seasonId} = ${seasonId} and ${signups.playerId} = ${players.id})`;
  const lastSeasonId = sql<number | null>`greatest(
    (select max(${seasonRosters.seasonId}) from ${seasonRosters}
      where ${seasonRosters.playerId} = ${players.id}),
    (select max(${signups.seasonId}) from ${signups} where ${signups.playerId} = ${players.id}))`;
  const matches =
    search === ""
      ? undefined
      : sql`lower(${players.firstName} || ' ' || ${players.lastName}) like ${`%${likeLiteral(search)}%`}`;
  const rows = await db
    .select({
      id: players.id,
      firstName: players.firstName,
      lastName: players.lastName,
      teamName,
      signedUp,
      lastSeasonId,
    })
    .from(players)
    .where(matches)
    .orderBy(asc(players.lastName), asc(players.firstName), asc(players.id));
  return rows.map((r) => {
    const signed = r.signedUp === true;
    return {
      id: r.id,
      firstName: r.firstName,
      lastName: r.lastName,
      teamName: r.teamName,
      signedUp: signed,
      inSeason: r.teamName !== null || signed,
      lastSeasonId: r.lastSeasonId === null ? null : Number(r.lastSeasonId),
    };
  });
}
