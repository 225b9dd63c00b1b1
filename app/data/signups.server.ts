// Season signups: a new player (player row + signup in one transaction), a
// returning player's signup, the name search behind /signup/returning and the
// public list (names only, never emails or phones); for the admins, the
// season's signups with their paid flag and its one write (refused, like
// every write to a season's rows, by a closed season), and the contact
// lists behind the CSV downloads (docs/league-rules.md#signups-and-fees).
import { randomInt } from "node:crypto";
import { and, asc, desc, eq, sql } from "drizzle-orm";
import { FOREIGN_KEY_VIOLATION, UNIQUE_VIOLATION, pgError } from "~/db/errors.server";
import type { Database, Executor } from "~/db/connection.server";
import { players, seasonRosters, signups } from "~/db/schema";
import type { NewPlayer } from "~/domain/signups/signup";
import { normalizeEmail } from "~/domain/people/fields";
import { recordAudit } from "./audit.server";
import { seasonWrite } from "./season-state.server";
import type { SignupContact } from "~/domain/signups/csv-reports";

const ID_ALPHABET = "abcdefghijklmnopqrstuvwxyz0123456789";

/** Ten characters of [a-z0-9], like the demo league's ids (app/demo/random.ts), but unpredictable. */
export function newId(): string {
  let id = "";
  for (let i = 0; i < 10; i++) id += ID_ALPHABET[randomInt(ID_ALPHABET.length)];
  return id;
}

/** The season stopped taking signups (the season state machine says why). */
type SeasonRefusal = { ok: false; reason: "season-refused"; message: string };

export type NewSignupResult =
  { ok: true; playerId: string } | { ok: false; reason: "email-taken" } | SeasonRefusal;

/**
 * Creates the player and the season's signup (status new, unpaid) together or
 * not at all. The email is stored normalized (normalizeEmail); one already
 * on a player, in any case, writes nothing.
 */
export async function signUpNewPlayer(
  db: Executor,
  input: { seasonId: number; player: NewPlayer; now: Date },
): Promise<NewSignupResult> {
  const { player, seasonId, now } = input;
  const email = normalizeEmail(player.email);
  const playerId = newId();
  try {
    return await db.transaction(async (tx) => {
      const season = await seasonWrite(tx, seasonId, "signup");
      if (typeof season === "string")
        return { ok: false as const, reason: "season-refused" as const, message: season };
      const [taken] = await tx
        .select({ id: players.id })
        .from(players)
        .where(eq(players.email, email))
        .limit(1);
      if (taken) return { ok: false as const, reason: "email-taken" as const };
      await tx.insert(players).values({
        id: playerId,
        firstName: player.firstName,
        lastName: player.lastName,
        email,
        phone: player.phone,
        age: player.age,
        heightFeet: player.heightFeet,
        heightInches: player.heightInches,
        jerseySize: player.jerseySize,
        createdAt: now,
        updatedAt: now,
      });
      await season.tx.insert(signups).values({
        id: newId(),
        seasonId,
        playerId,
        status: "new",
        paid: false,
        createdAt: now,
      });
      return { ok: true as const, playerId };
    });
  } catch (error) {
    // Two forms sent at once with one email: the unique index decides.
    const { code, constraint } = pgError(error);
    if (code === UNIQUE_VIOLATION && constraint === "players_email_idx") {
      return { ok: false, reason: "email-taken" };
    }
    throw error;
  }
}

export type ReturningSignupResult =
  | { ok: true; player: { id: string; firstName: string; lastName: string } }
  | { ok: false; reason: "unknown-player" }
  | {
      ok: false;
      reason: "already-signed-up";
      player: { id: string; firstName: string; lastName: string };
    }
  | SeasonRefusal;

/** Signs an existing player up for the season (status returning, unpaid); once per season. */
export async function signUpReturningPlayer(
  db: Executor,
  input: { seasonId: number; playerId: string; now: Date },
): Promise<ReturningSignupResult> {
  const { seasonId, playerId, now } = input;
  const [player] = await db
    .select({ id: players.id, firstName: players.firstName, lastName: players.lastName })
    .from(players)
    .where(eq(players.id, playerId))
    .limit(1);
  if (!player) return { ok: false, reason: "unknown-player" };
  try {
    return await db.transaction(async (tx) => {
      const season = await seasonWrite(tx, seasonId, "signup");
      if (typeof season === "string")
        return { ok: false as const, reason: "season-refused" as const, message: season };
      await season.tx.insert(signups).values({
        id: newId(),
        seasonId,
        playerId,
        status: "returning",
        paid: false,
        createdAt: now,
      });
      return { ok: true as const, player };
    });
  } catch (error) {
    // The unique (player, season) index is the one guard against a double
    // signup, also when two requests race.
    const { code, constraint } = pgError(error);
    if (code === UNIQUE_VIOLATION && constraint === "signups_player_season_idx") {
      return { ok: false, reason: "already-signed-up", player };
    }
    if (code === FOREIGN_KEY_VIOLATION) return { ok: false, reason: "unknown-player" };
    throw error;
  }
}

export interface PlayerSearchRow {
  id: string;
  firstName: string;
  lastName: string;
  /** Already signed up for the season searched for. */
  signedUp: boolean;
  /** The latest season this player signed up for, to tell two namesakes apart. */
  lastSeasonId: number | null;
}

export const SEARCH_LIMIT = 25;

/** LIKE treats % and _ as wildcards; a name search means them literally. */
function likeLiteral(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/**
 * Players whose 'first last' contains `search` (already normalised: lower
 * case, single spaces), case-insensitively, by last then first name.
 */
export async function searchPlayersForSignup(
  db: Executor,
  seasonId: number,
  search: string,
  limit = SEARCH_LIMIT,
): Promise<PlayerSearchRow[]> {
  if (search === "") return [];
  const pattern = `%${likeLiteral(search)}%`;
  const rows = await db
    .select({
      id: players.id,
      firstName: players.firstName,
      lastName: players.lastName,
      signedUp: sql<boolean>`bool_or(${signups.seasonId} = ${seasonId})`,
      lastSeasonId: sql<number | null>`max(${signups.seasonId})`,
    })
    .from(players)
    .leftJoin(signups, eq(signups.playerId, players.id))
    .where(sql`lower(${players.firstName} || ' ' || ${players.lastName}) like ${pattern}`)
    .groupBy(players.id)
    .orderBy(asc(players.lastName), asc(players.firstName), asc(players.id))
    .limit(limit);
  return rows.map((r) => ({
    ...r,
    signedUp: r.signedUp === true,
    lastSeasonId: r.lastSeasonId === null ? null : Number(r.lastSeasonId),
  }));
}

export interface SignupListRow {
  playerId: string;
  firstName: string;
  lastName: string;
  status: "new" | "returning";
  createdAt: Date;
}

/** A signup as the public pages show it: who and when, never the fee. */
const listColumns = {
  playerId: signups.playerId,
  firstName: players.firstName,
  lastName: players.lastName,
  status: signups.status,
  createdAt: signups.createdAt,
};

/** The season's signups, newest first: names and status only. */
export async function seasonSignups(db: Executor, seasonId: number): Promise<SignupListRow[]> {
  return db
    .select(listColumns)
    .from(signups)
    .innerJoin(players, eq(players.id, signups.playerId))
    .where(eq(signups.seasonId, seasonId))
    .orderBy(desc(signups.createdAt), desc(signups.id));
}

/** One player's signup for the season (for the welcome page), or undefined. */
export async function playerSignup(
  db: Executor,
  seasonId: number,
  playerId: string,
): Promise<SignupListRow | undefined> {
  const [row] = await db
    .select(listColumns)
    .from(signups)
    .innerJoin(players, eq(players.id, signups.playerId))
    .where(and(eq(signups.seasonId, seasonId), eq(signups.playerId, playerId)))
    .limit(1);
  return row;
}

export interface AdminSignupRow {
  id: string;
  playerId: string;
  firstName: string;
  lastName: string;
  status: "new" | "returning";
  paid: boolean;
  createdAt: Date;
}

/** The admins' list adds the row's id (to mark it paid) and whether he has paid. */
const signupColumns = { ...listColumns, id: signups.id, paid: signups.paid };

/** The season's signups, newest first (ties: the later id first, so the order is stable). */
export async function adminSeasonSignups(
  db: Executor,
  seasonId: number,
): Promise<AdminSignupRow[]> {
  return db
    .select(signupColumns)
    .from(signups)
    .innerJoin(players, eq(players.id, signups.playerId))
    .where(eq(signups.seasonId, seasonId))
    .orderBy(desc(signups.createdAt), desc(signups.id));
}

/** One player's signup for the season, or undefined when he has not signed up. */
export async function adminPlayerSignup(
  db: Executor,
  seasonId: number,
  playerId: string,
): Promise<AdminSignupRow | undefined> {
  const [row] = await db
    .select(signupColumns)
    .from(signups)
    .innerJoin(players, eq(players.id, signups.playerId))
    .where(and(eq(signups.seasonId, seasonId), eq(signups.playerId, playerId)))
    .limit(1);
  return row;
}

export type SetPaidResult =
  | { outcome: "saved" | "unchanged"; signup: AdminSignupRow }
  | { outcome: "not-found" }
  /** The season's state refuses it (closed): the sentence says why. */
  | { outcome: "refused"; message: string };

/**
 * Sets a signup's paid flag to the value asked for (never "flip": a double
 * tap sends the same wish twice and the second changes nothing), as the
 * season's state allows (a closed season refuses it). A change and its audit
 * entry are written in one transaction; asking for the value it already has
 * writes nothing.
 */
export async function setSignupPaid(
  db: Database,
  input: { signupId: string; paid: boolean; actorEmail: string; at: Date },
): Promise<SetPaidResult> {
  return db.transaction(async (tx) => {
    // Its season first (a signup never changes season), then the row: the
    // order a roster change takes them in.
    const [found] = await tx
      .select({ seasonId: signups.seasonId })
      .from(signups)
      .where(eq(signups.id, input.signupId));
    if (!found) return { outcome: "not-found" as const };
    const season = await seasonWrite(tx, found.seasonId, "fees");
    if (typeof season === "string") return { outcome: "refused" as const, message: season };
    const [locked] = await tx
      .select({ id: signups.id, paid: signups.paid })
      .from(signups)
      .where(and(eq(signups.id, input.signupId), eq(signups.seasonId, season.seasonId)))
      .for("update");
    if (!locked) return { outcome: "not-found" as const };
    if (locked.paid !== input.paid) {
      await season.tx
        .update(signups)
        .set({ paid: input.paid })
        .where(eq(signups.id, input.signupId));
      await recordAudit(tx, {
        actorEmail: input.actorEmail,
        action: input.paid ? "mark-paid" : "mark-unpaid",
        entity: "signup",
        entityId: input.signupId,
        before: { paid: locked.paid },
        after: { paid: input.paid },
        at: input.at,
      });
    }
    const [signup] = await tx
      .select(signupColumns)
      .from(signups)
      .innerJoin(players, eq(players.id, signups.playerId))
      .where(eq(signups.id, input.signupId));
    if (!signup) return { outcome: "not-found" as const };
    return { outcome: locked.paid === input.paid ? "unchanged" : "saved", signup };
  });
}

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
    .orderBy(asc(players.email));
  return rows.map((r) => r.email);
}
