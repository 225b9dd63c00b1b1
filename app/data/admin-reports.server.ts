// What the admin dashboard hands out: the season's signups with contact details
// (the CSV downloads, docs/league-rules.md#signups-and-fees) and the players'
// emails to copy.
import { asc, eq, sql } from "drizzle-orm";
import type { Executor } from "~/db/connection.server";
import { players, seasonRosters, signups } from "~/db/schema";
import type { SignupContact } from "~/domain/csv-reports";

/** Everyone signed up for the season, by last then first name. */
export async function seasonSignupContacts(
  db: Executor,
  seasonId: number,
): Promise<SignupContact[]> {
  return db
    .select({
      firstName: players.firstName,
      lastName: players.lastName,
      email: players.email,
      phone: players.phone,
      heightFeet: players.heightFeet,
      heightInches: players.heightInches,
      paid: signups.paid,
    })
    .from(signups)
    .innerJoin(players, eq(players.id, signups.playerId))
    .where(eq(signups.seasonId, seasonId))
    .orderBy(
      asc(sql`lower(${players.lastName})`),
      asc(sql`lower(${players.firstName})`),
      asc(players.id),
    );
}

/**
 * The season's players' emails: everyone signed up for it or on one of its
 * rosters (a drafted player who never signed up still gets the league's mail).
 */
export async function seasonPlayerEmails(db: Executor, seasonId: number): Promise<string[]> {
  const inSeason = sql`${players.id} in (
    select ${signups.playerId} from ${signups} where ${signups.seasonId} = ${seasonId}
    union
    select ${seasonRosters.playerId} from ${seasonRosters} where ${seasonRosters.seasonId} = ${seasonId}
  )`;
  const rows = await db
    .select({ email: players.email })
    .from(players)
    .where(inSeason)
    .orderBy(asc(sql`lower(${players.email})`));
  return rows.map((r) => r.email);
}
