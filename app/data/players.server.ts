// Players: the people of the league. Public reads carry no email, phone or
// birthday; the editable record (contact details included) and its one write
// serve the self-edit and admin player forms; the admin list marks each player
// in or out of the current season (on one of its rosters OR signed up for it).
import { and, asc, desc, eq, inArray, max, ne, sql } from "drizzle-orm";
import type { Database, Executor } from "~/db/connection.server";
import { players, seasonRosters, seasons, signups, teams } from "~/db/schema";
import type { PlayerRef } from "~/domain/types";
import { isUniqueViolation } from "~/db/errors.server";
import { recordAudit } from "./audit.server";
import {
  type PlayerFormValues,
  type StoredPlayerFields,
  birthdayToSave,
} from "~/domain/people/form";
import { normalizeEmail } from "~/domain/people/fields";
import { shown } from "./shown-columns.server";

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
      seasonName: shown(seasons.name),
      teamId: teams.id,
      teamName: shown(teams.name),
      abbreviation: shown(teams.abbreviation),
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

/**
 * The player whose email this is, in any case: emails are stored normalized
 * (normalizeEmail), so the unique index on the column finds it.
 */
export async function playerByEmail(db: Executor, email: string): Promise<PlayerRef | undefined> {
  const [row] = await db
    .select({ id: players.id, firstName: players.firstName, lastName: players.lastName })
    .from(players)
    .where(eq(players.email, normalizeEmail(email)))
    .limit(1);
  return row;
}

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
      teamName: shown(teams.name),
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

/** A player row as the edit form reads it (contact details included). */
export type EditablePlayer = StoredPlayerFields & { id: string };

const editableColumns = {
  id: players.id,
  firstName: players.firstName,
  lastName: players.lastName,
  email: players.email,
  phone: players.phone,
  imageUrl: players.imageUrl,
  heightFeet: players.heightFeet,
  heightInches: players.heightInches,
  birthdayYear: players.birthdayYear,
  birthdayMonth: players.birthdayMonth,
  birthdayDay: players.birthdayDay,
  age: players.age,
  jerseyNumber: players.jerseyNumber,
  jerseySize: players.jerseySize,
};

export async function editablePlayer(
  db: Executor,
  playerId: string,
): Promise<EditablePlayer | undefined> {
  const [row] = await db
    .select(editableColumns)
    .from(players)
    .where(eq(players.id, playerId))
    .limit(1);
  return row;
}

/** True when another player already has this email, in any case (emails are stored normalized). */
export async function emailTakenByOther(
  db: Executor,
  email: string,
  playerId: string,
): Promise<boolean> {
  const [row] = await db
    .select({ id: players.id })
    .from(players)
    .where(and(eq(players.email, normalizeEmail(email)), ne(players.id, playerId)))
    .limit(1);
  return row !== undefined;
}

export type UpdatePlayerResult = "saved" | "not-found" | "email-taken";

/**
 * Saves the form's values in one UPDATE (the id comes from the URL, never the
 * form) and records who changed what in the audit log, both in one
 * transaction. A birthday is written only when the domain rule says so;
 * otherwise the stored one stays. The email is stored normalized (the form's
 * schema already did; this says so where the row is written). Two saves
 * racing for one email: the unique index decides and the loser gets
 * "email-taken", not an error page.
 */
export async function updatePlayer(
  db: Database,
  playerId: string,
  values: PlayerFormValues,
  by: { actorEmail: string; at: Date },
): Promise<UpdatePlayerResult> {
  const birthday = birthdayToSave(values);
  const changes = {
    firstName: values.firstName,
    lastName: values.lastName,
    email: normalizeEmail(values.email),
    phone: values.phone,
    imageUrl: values.imageUrl,
    heightFeet: values.heightFeet,
    heightInches: values.heightInches,
    age: values.age,
    jerseyNumber: values.jerseyNumber,
    jerseySize: values.jerseySize,
    ...(birthday
      ? { birthdayYear: birthday.year, birthdayMonth: birthday.month, birthdayDay: birthday.day }
      : {}),
  };
  try {
    return await db.transaction(async (tx) => {
      const before = await tx
        .select(editableColumns)
        .from(players)
        .where(eq(players.id, playerId))
        .for("update");
      if (before.length === 0) return "not-found";
      const [after] = await tx
        .update(players)
        .set({ ...changes, updatedAt: by.at })
        .where(eq(players.id, playerId))
        .returning(editableColumns);
      await recordAudit(tx, {
        actorEmail: by.actorEmail,
        action: "update",
        entity: "player",
        entityId: playerId,
        before: before[0],
        after,
        at: by.at,
      });
      return "saved";
    });
  } catch (error) {
    if (isUniqueViolation(error)) return "email-taken";
    throw error;
  }
}
