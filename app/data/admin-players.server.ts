// /admin/players: every player, marked in or out of the current season.
// "In the season" means on one of its rosters OR signed up for it: a late
// signup who is not on a team yet is still someone the admins deal with this
// season, and a rostered player without a signup row (an import, a fix by
// hand) is still playing.
import { and, asc, eq, max, sql } from "drizzle-orm";
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
  // The latest season each player was on a roster of, or signed up for.
  const lastRoster = db
    .select({
      playerId: seasonRosters.playerId,
      seasonId: max(seasonRosters.seasonId).as("r_last"),
    })
    .from(seasonRosters)
    .groupBy(seasonRosters.playerId)
    .as("last_roster");
  const lastSignup = db
    .select({ playerId: signups.playerId, seasonId: max(signups.seasonId).as("s_last") })
    .from(signups)
    .groupBy(signups.playerId)
    .as("last_signup");
  const matches =
    search === ""
      ? undefined
      : sql`lower(${players.firstName} || ' ' || ${players.lastName}) like ${`%${likeLiteral(search)}%`}`;
  // One row per player: a player has at most one roster place and one signup per season.
  const rows = await db
    .select({
      id: players.id,
      firstName: players.firstName,
      lastName: players.lastName,
      teamName: teams.name,
      signupId: signups.id,
      lastRoster: lastRoster.seasonId,
      lastSignup: lastSignup.seasonId,
    })
    .from(players)
    .leftJoin(
      seasonRosters,
      and(eq(seasonRosters.playerId, players.id), eq(seasonRosters.seasonId, seasonId)),
    )
    .leftJoin(teams, eq(teams.id, seasonRosters.teamId))
    .leftJoin(signups, and(eq(signups.playerId, players.id), eq(signups.seasonId, seasonId)))
    .leftJoin(lastRoster, eq(lastRoster.playerId, players.id))
    .leftJoin(lastSignup, eq(lastSignup.playerId, players.id))
    .where(matches)
    .orderBy(asc(players.lastName), asc(players.firstName), asc(players.id));
  return rows.map((r) => {
    const seasons = [r.lastRoster, r.lastSignup].filter((n) => n !== null).map(Number);
    return {
      id: r.id,
      firstName: r.firstName,
      lastName: r.lastName,
      teamName: r.teamName,
      signedUp: r.signupId !== null,
      inSeason: r.teamName !== null || r.signupId !== null,
      lastSeasonId: seasons.length > 0 ? Math.max(...seasons) : null,
    };
  });
}
