// Season signups: a new player (player row + signup in one transaction), a
// returning player's signup, the name search behind /signup/returning and the
// public list. Public answers carry names only, never emails or phones.
import { randomInt } from "node:crypto";
import { and, asc, desc, eq, sql } from "drizzle-orm";
import { FOREIGN_KEY_VIOLATION, pgError, UNIQUE_VIOLATION } from "~/db/errors.server";
import type { Executor } from "~/db/connection.server";
import { players, signups } from "~/db/schema";
import type { NewPlayer } from "~/domain/signup";

const ID_ALPHABET = "abcdefghijklmnopqrstuvwxyz0123456789";

/** Ten characters of [a-z0-9], like the demo league's ids (app/demo/random.ts), but unpredictable. */
export function newId(): string {
  let id = "";
  for (let i = 0; i < 10; i++) id += ID_ALPHABET[randomInt(ID_ALPHABET.length)];
  return id;
}

export type NewSignupResult = { ok: true; playerId: string } | { ok: false; reason: "email-taken" };

/**
 * Creates the player and the season's signup (status new, unpaid) together or
 * not at all. An email already on a player (any case) writes nothing.
 */
export async function signUpNewPlayer(
  db: Executor,
  input: { seasonId: number; player: NewPlayer; now: Date },
): Promise<NewSignupResult> {
  const { player, seasonId, now } = input;
  const email = player.email.trim().toLowerCase();
  const playerId = newId();
  try {
    return await db.transaction(async (tx) => {
      const [taken] = await tx
        .select({ id: players.id })
        .from(players)
        .where(sql`lower(${players.email}) = ${email}`)
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
      await tx.insert(signups).values({
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
    if (code === UNIQUE_VIOLATION && constraint === "players_email_lower_idx") {
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
    };

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
    await db.insert(signups).values({
      id: newId(),
      seasonId,
      playerId,
      status: "returning",
      paid: false,
      createdAt: now,
    });
    return { ok: true, player };
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

/** The season's signups, newest first: names and status only. */
export async function seasonSignups(db: Executor, seasonId: number): Promise<SignupListRow[]> {
  return db
    .select({
      playerId: signups.playerId,
      firstName: players.firstName,
      lastName: players.lastName,
      status: signups.status,
      createdAt: signups.createdAt,
    })
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
    .select({
      playerId: signups.playerId,
      firstName: players.firstName,
      lastName: players.lastName,
      status: signups.status,
      createdAt: signups.createdAt,
    })
    .from(signups)
    .innerJoin(players, eq(players.id, signups.playerId))
    .where(and(eq(signups.seasonId, seasonId), eq(signups.playerId, playerId)))
    .limit(1);
  return row;
}
