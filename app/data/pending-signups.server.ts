// Signups waiting for the player's confirmation (docs/league-rules.md#signups-and-fees),
// part of the signups aggregate: a signup made signed out is kept here, its
// link emailed (queued in the outbox in the same transaction), and only its
// confirmation writes the real signup (and, for a new player, his record),
// through the same functions as any other signup. `signups` keeps holding
// only the signups that count, so every list and count of them is unchanged.
import { and, desc, eq, gt, inArray, isNotNull, isNull, sql } from "drizzle-orm";
import type { Database, Executor, Transaction } from "~/db/connection.server";
import { pendingSignups, players, seasons, signups } from "~/db/schema";
import { normalizeEmail } from "~/domain/people/fields";
import { NewPlayerSchema, type NewPlayer } from "~/domain/signups/signup";
import {
  CONFIRM_LINK_MS,
  confirmationEmail,
  hasUsableEmail,
  mayEmailAgain,
} from "~/domain/signups/confirmation";
import { queueEmail } from "./outbox.server";
import { seasonWrite } from "./season-state.server";
import { newId, signUpNewPlayer, signUpReturningPlayer } from "./signups.server";

/** Whose signup: a player on record, or a new player's typed fields. */
export type SignupWho = { playerId: string } | { newPlayer: NewPlayer };

/** pg_advisory_xact_lock's first key for one address's confirmations (the second is its hash). */
const CONFIRM_TURN_KEY = 740218;

/** Taps for one address take turns: the second sees the link the first made or emailed. */
async function confirmTurn(tx: Executor, email: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${CONFIRM_TURN_KEY}, hashtext(${email}))`);
}

/** The still-waiting signup (not confirmed, not expired) of this player or new player's email. */
function waitingWhere(seasonId: number, who: SignupWho, at: Date) {
  return and(
    eq(pendingSignups.seasonId, seasonId),
    "playerId" in who
      ? eq(pendingSignups.playerId, who.playerId)
      : and(
          isNotNull(pendingSignups.newPlayer),
          eq(pendingSignups.email, normalizeEmail(who.newPlayer.email)),
        ),
    isNull(pendingSignups.confirmedAt),
    gt(pendingSignups.createdAt, new Date(at.getTime() - CONFIRM_LINK_MS)),
  );
}

async function waitingSignup(db: Executor, seasonId: number, who: SignupWho, at: Date) {
  const [row] = await db
    .select({ id: pendingSignups.id, emailedAt: pendingSignups.emailedAt })
    .from(pendingSignups)
    .where(waitingWhere(seasonId, who, at))
    .orderBy(desc(pendingSignups.createdAt))
    .limit(1);
  return row;
}

/**
 * Before asking: the address a confirmation would go to (a player's on
 * record, null when he has none; a new player's as typed) and whether a tap
 * now would email it (no link waiting, or the last one went `resendAfterMs`
 * ago), for the caller to count against the sign-in link limits first.
 */
export async function confirmationOutlook(
  db: Executor,
  input: { seasonId: number; who: SignupWho; at: Date; resendAfterMs: number },
): Promise<{ email: string | null; wouldEmail: boolean }> {
  const { seasonId, who, at, resendAfterMs } = input;
  let email: string | null;
  if ("playerId" in who) {
    const [player] = await db
      .select({ email: players.email })
      .from(players)
      .where(eq(players.id, who.playerId))
      .limit(1);
    email = hasUsableEmail(player?.email) ? normalizeEmail(player.email) : null;
  } else {
    email = normalizeEmail(who.newPlayer.email);
  }
  const waiting = await waitingSignup(db, seasonId, who, at);
  return { email, wouldEmail: !waiting || mayEmailAgain(waiting.emailedAt, at, resendAfterMs) };
}

type Refused =
  | { ok: false; reason: "unknown-player" }
  | { ok: false; reason: "email-taken" }
  | { ok: false; reason: "no-email" }
  | { ok: false; reason: "limited" }
  | {
      ok: false;
      reason: "already-signed-up";
      player: { id: string; firstName: string; lastName: string };
    }
  | { ok: false; reason: "season-refused"; message: string };

export type ConfirmationAsked = { ok: true; email: string; emailed: boolean } | Refused;

/**
 * A signup made signed out: kept waiting and its link emailed to the player
 * (`confirmUrl` makes the link of a waiting signup's id), unless a link for
 * him waits already and went less than `resendAfterMs` ago: then nothing is
 * sent (a new player's latest typing replaces the waiting one's). `mayEmail`
 * false (the sign-in link limits refused) sends nothing: a tap that would
 * need an email is refused as "limited". Refused as a signup would be (the
 * season takes none, already signed up, an email already a player's), and
 * when the player has no address to confirm from.
 */
export async function askSignupConfirmation(
  db: Database,
  input: {
    seasonId: number;
    who: SignupWho;
    at: Date;
    resendAfterMs: number;
    mayEmail: boolean;
    confirmUrl: (pendingId: string) => string;
  },
): Promise<ConfirmationAsked> {
  const { seasonId, who, at } = input;
  return db.transaction(async (tx): Promise<ConfirmationAsked> => {
    const granted = await seasonWrite(tx, seasonId, "signup");
    if (typeof granted === "string")
      return { ok: false, reason: "season-refused", message: granted };
    const [season] = await tx
      .select({ name: seasons.name })
      .from(seasons)
      .where(eq(seasons.id, seasonId));
    let email: string;
    let firstName: string;
    if ("playerId" in who) {
      const [player] = await tx
        .select({
          id: players.id,
          firstName: players.firstName,
          lastName: players.lastName,
          email: players.email,
        })
        .from(players)
        .where(eq(players.id, who.playerId));
      if (!player) return { ok: false, reason: "unknown-player" };
      const [signedUp] = await tx
        .select({ id: signups.id })
        .from(signups)
        .where(and(eq(signups.seasonId, seasonId), eq(signups.playerId, player.id)));
      const { id, lastName } = player;
      if (signedUp) {
        return {
          ok: false,
          reason: "already-signed-up",
          player: { id, firstName: player.firstName, lastName },
        };
      }
      if (!hasUsableEmail(player.email)) return { ok: false, reason: "no-email" };
      email = normalizeEmail(player.email);
      firstName = player.firstName;
    } else {
      email = normalizeEmail(who.newPlayer.email);
      firstName = who.newPlayer.firstName;
      const [taken] = await tx
        .select({ id: players.id })
        .from(players)
        .where(eq(players.email, email))
        .limit(1);
      if (taken) return { ok: false, reason: "email-taken" };
    }
    await confirmTurn(tx, email);
    const newPlayer = "newPlayer" in who ? { ...who.newPlayer, email } : null;
    const waiting = await waitingSignup(tx, seasonId, who, at);
    const emailing = !waiting || mayEmailAgain(waiting.emailedAt, at, input.resendAfterMs);
    if (emailing && !input.mayEmail) {
      return waiting ? { ok: true, email, emailed: false } : { ok: false, reason: "limited" };
    }
    let id: string;
    if (waiting) {
      id = waiting.id;
      const changes = {
        ...(newPlayer ? { newPlayer } : {}),
        ...(emailing ? { emailedAt: at } : {}),
      };
      if (Object.keys(changes).length > 0) {
        await granted.tx.update(pendingSignups).set(changes).where(eq(pendingSignups.id, id));
      }
    } else {
      id = newId();
      await granted.tx.insert(pendingSignups).values({
        id,
        seasonId,
        playerId: "playerId" in who ? who.playerId : null,
        newPlayer,
        email,
        createdAt: at,
        emailedAt: at,
      });
    }
    if (emailing) {
      const message = confirmationEmail({
        to: email,
        firstName,
        seasonName: season!.name,
        url: input.confirmUrl(id),
      });
      await queueEmail(tx, {
        ...message,
        dedupeKey: `signup-confirm:${id}:${at.toISOString()}`,
        queuedAt: at,
      });
    }
    return { ok: true, email, emailed: emailing };
  });
}

/** Of these players, the ones whose signup for the season waits for their confirmation. */
export async function playersWaitingToConfirm(
  db: Executor,
  seasonId: number,
  playerIds: string[],
  at: Date,
): Promise<Set<string>> {
  if (playerIds.length === 0) return new Set();
  const rows = await db
    .select({ playerId: pendingSignups.playerId })
    .from(pendingSignups)
    .where(
      and(
        eq(pendingSignups.seasonId, seasonId),
        inArray(pendingSignups.playerId, playerIds),
        isNull(pendingSignups.confirmedAt),
        gt(pendingSignups.createdAt, new Date(at.getTime() - CONFIRM_LINK_MS)),
      ),
    );
  return new Set(rows.map((r) => r.playerId!));
}

export interface PendingSignup {
  id: string;
  seasonId: number;
  seasonName: string;
  /** The player on record (a new player's once confirmed), or null. */
  playerId: string | null;
  newPlayer: NewPlayer | null;
  firstName: string;
  lastName: string;
  email: string;
  createdAt: Date;
  confirmedAt: Date | null;
  /** The player is signed up for the season already (however it came about). */
  signedUp: boolean;
  /** A new player's email is a player's already (his own, once confirmed). */
  emailTaken: boolean;
}

/**
 * A waiting (or confirmed, or expired) signup as its link's page shows it, or
 * undefined. One statement, so what it says is one moment's: a confirmation
 * committed meanwhile is seen whole (confirmed) or not at all, never as a
 * signup already there for a link still waiting.
 */
export async function pendingSignupById(
  db: Executor,
  id: string,
): Promise<PendingSignup | undefined> {
  const [row] = await db
    .select({
      id: pendingSignups.id,
      seasonId: pendingSignups.seasonId,
      seasonName: seasons.name,
      playerId: pendingSignups.playerId,
      newPlayer: pendingSignups.newPlayer,
      email: pendingSignups.email,
      createdAt: pendingSignups.createdAt,
      confirmedAt: pendingSignups.confirmedAt,
      firstName: players.firstName,
      lastName: players.lastName,
      signedUp: sql<boolean>`exists (select 1 from ${signups} where ${signups.seasonId} = ${pendingSignups.seasonId} and ${signups.playerId} = ${pendingSignups.playerId})`,
      emailTaken: sql<boolean>`${pendingSignups.newPlayer} is not null and exists (select 1 from ${players} as "taken" where "taken"."email" = ${pendingSignups.email})`,
    })
    .from(pendingSignups)
    .innerJoin(seasons, eq(seasons.id, pendingSignups.seasonId))
    .leftJoin(players, eq(players.id, pendingSignups.playerId))
    .where(eq(pendingSignups.id, id));
  if (!row) return undefined;
  return {
    ...row,
    firstName: row.firstName ?? row.newPlayer?.firstName ?? "",
    lastName: row.lastName ?? row.newPlayer?.lastName ?? "",
    signedUp: Boolean(row.signedUp),
    emailTaken: Boolean(row.emailTaken),
  };
}

export type Confirmed =
  | { ok: true; playerId: string; firstName: string }
  | { ok: false; reason: "spent" | "unknown-player" | "email-taken" | "fields-refused" }
  | { ok: false; reason: "already-signed-up" }
  | { ok: false; reason: "season-refused"; message: string };

/**
 * Confirms a waiting signup inside the caller's transaction: its row locked
 * first, so of two confirmations at once the second finds it spent; then the
 * signup written as any signup is (a new player's record with the fields he
 * typed, checked again by the form's rules), then marked confirmed. A
 * refusal writes nothing.
 */
export async function confirmPendingSignup(
  tx: Transaction,
  id: string,
  at: Date,
): Promise<Confirmed> {
  const [row] = await tx
    .select()
    .from(pendingSignups)
    .where(eq(pendingSignups.id, id))
    .for("update");
  if (!row || row.confirmedAt !== null) return { ok: false, reason: "spent" };
  const season = await seasonWrite(tx, row.seasonId, "signup");
  if (typeof season === "string") return { ok: false, reason: "season-refused", message: season };
  let playerId: string;
  let firstName: string;
  if (row.newPlayer) {
    const fields = NewPlayerSchema.safeParse(row.newPlayer);
    if (!fields.success) return { ok: false, reason: "fields-refused" };
    const made = await signUpNewPlayer(tx, {
      seasonId: row.seasonId,
      player: fields.data,
      now: at,
    });
    if (!made.ok) return made;
    playerId = made.playerId;
    firstName = fields.data.firstName;
  } else {
    const signed = await signUpReturningPlayer(tx, {
      seasonId: row.seasonId,
      playerId: row.playerId!,
      now: at,
    });
    if (!signed.ok) {
      return signed.reason === "already-signed-up"
        ? { ok: false, reason: "already-signed-up" }
        : signed;
    }
    playerId = signed.player.id;
    firstName = signed.player.firstName;
  }
  await season.tx
    .update(pendingSignups)
    .set({ confirmedAt: at, playerId })
    .where(eq(pendingSignups.id, id));
  return { ok: true, playerId, firstName };
}
