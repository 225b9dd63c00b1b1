// Signups waiting for the player's confirmation (docs/league-rules.md#signups-and-fees),
// part of the signups aggregate: a signup made signed out is kept here, its
// link emailed (queued in the outbox in the same transaction), and only its
// confirmation writes the real signup (and, for a new player, his record),
// through the same functions as any other signup. `signups` keeps holding
// only the signups that count, so every list and count of them is unchanged.
// A waiting signup never changes once its email is queued (only when it was
// last emailed): its link confirms exactly what its email asked. A new
// player's form that differs from one waiting for the same address waits
// beside it, with its own email and link.
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
import { shown } from "./shown-columns.server";

/** Whose signup: a player on record, or a new player's typed fields. */
export type SignupWho = { playerId: string } | { newPlayer: NewPlayer };

/** pg_advisory_xact_lock's first key for one address's confirmations (the second is its hash). */
const CONFIRM_TURN_KEY = 740218;

/** Taps for one address take turns: the second sees the link the first made or emailed. */
async function confirmTurn(tx: Executor, email: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${CONFIRM_TURN_KEY}, hashtext(${email}))`);
}

/** A new player's fields as a waiting signup keeps them: the email normalized. */
function keptNewPlayer(newPlayer: NewPlayer): NewPlayer {
  return { ...newPlayer, email: normalizeEmail(newPlayer.email) };
}

/** Still waiting: not confirmed, not expired. */
const stillWaiting = (at: Date) =>
  and(
    isNull(pendingSignups.confirmedAt),
    gt(pendingSignups.createdAt, new Date(at.getTime() - CONFIRM_LINK_MS)),
  );

/**
 * The still-waiting signup that is this very request: of this player, or of
 * a new player with every field as typed now (jsonb equality: the same
 * values, whatever their order). A new player's form that differs in any
 * field is another request, never this one's change.
 */
function sameRequestWhere(seasonId: number, who: SignupWho, at: Date) {
  return and(
    eq(pendingSignups.seasonId, seasonId),
    "playerId" in who
      ? eq(pendingSignups.playerId, who.playerId)
      : and(
          isNotNull(pendingSignups.newPlayer),
          eq(pendingSignups.email, normalizeEmail(who.newPlayer.email)),
          sql`${pendingSignups.newPlayer} = ${JSON.stringify(keptNewPlayer(who.newPlayer))}::jsonb`,
        ),
    stillWaiting(at),
  );
}

async function waitingSignup(db: Executor, seasonId: number, who: SignupWho, at: Date) {
  const [row] = await db
    .select({ id: pendingSignups.id, emailedAt: pendingSignups.emailedAt })
    .from(pendingSignups)
    .where(sameRequestWhere(seasonId, who, at))
    .orderBy(desc(pendingSignups.createdAt))
    .limit(1);
  return row;
}

/** Whether another new player's signup (other fields) waits for this address. */
async function otherRequestWaits(db: Executor, seasonId: number, email: string, at: Date) {
  const [row] = await db
    .select({ id: pendingSignups.id })
    .from(pendingSignups)
    .where(
      and(
        eq(pendingSignups.seasonId, seasonId),
        isNotNull(pendingSignups.newPlayer),
        eq(pendingSignups.email, email),
        stillWaiting(at),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/**
 * Before asking: the address a confirmation would go to (a player's on
 * record, null when he has none; a new player's as typed) and whether a tap
 * now would email it (no link waiting for this very request, or the last one
 * went `resendAfterMs` ago), for the caller to count against the sign-in
 * link limits first.
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

/**
 * `beside`: a new player's signup was made and emailed while another one,
 * typed differently, waits for the same address (each link confirms its own).
 */
export type ConfirmationAsked =
  { ok: true; email: string; emailed: boolean; beside: boolean } | Refused;

/**
 * A signup made signed out: kept waiting and its link emailed to the player
 * (`confirmUrl` makes the link of a waiting signup's id), unless this very
 * request waits already (the same player; a new player with every field the
 * same) and its link went less than `resendAfterMs` ago: then nothing is
 * sent; past that, the same link goes again. A waiting signup is never
 * changed: a new player's form that differs from the one waiting is a
 * signup of its own, waiting beside it with its own email. The email carries
 * no typed text (`confirmationEmail`). `mayEmail` false (the sign-in link
 * limits refused) sends nothing: a tap that would need an email is refused
 * as "limited". Refused as a signup would be (the season takes none, already
 * signed up, an email already a player's), and when the player has no
 * address to confirm from.
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
      .select({ name: shown(seasons.name) })
      .from(seasons)
      .where(eq(seasons.id, seasonId));
    let email: string;
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
    } else {
      email = normalizeEmail(who.newPlayer.email);
      const [taken] = await tx
        .select({ id: players.id })
        .from(players)
        .where(eq(players.email, email))
        .limit(1);
      if (taken) return { ok: false, reason: "email-taken" };
    }
    await confirmTurn(tx, email);
    const newPlayer = "newPlayer" in who ? keptNewPlayer(who.newPlayer) : null;
    const waiting = await waitingSignup(tx, seasonId, who, at);
    const emailing = !waiting || mayEmailAgain(waiting.emailedAt, at, input.resendAfterMs);
    if (emailing && !input.mayEmail) {
      return waiting
        ? { ok: true, email, emailed: false, beside: false }
        : { ok: false, reason: "limited" };
    }
    let id: string;
    let beside = false;
    if (waiting) {
      // The same request: only when its link last went changes, never what it confirms.
      id = waiting.id;
      if (emailing) {
        await granted.tx
          .update(pendingSignups)
          .set({ emailedAt: at })
          .where(eq(pendingSignups.id, id));
      }
    } else {
      beside = newPlayer !== null && (await otherRequestWaits(tx, seasonId, email, at));
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
        seasonName: season!.name,
        url: input.confirmUrl(id),
      });
      await queueEmail(tx, {
        ...message,
        dedupeKey: `signup-confirm:${id}:${at.toISOString()}`,
        queuedAt: at,
      });
    }
    return { ok: true, email, emailed: emailing, beside };
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
  /**
   * A returning player's email on record is no longer the address the link
   * went to (an edit since): the link asked that address, so it no longer
   * confirms for him.
   */
  emailChanged: boolean;
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
      seasonName: shown(seasons.name),
      playerId: pendingSignups.playerId,
      newPlayer: pendingSignups.newPlayer,
      email: pendingSignups.email,
      createdAt: pendingSignups.createdAt,
      confirmedAt: pendingSignups.confirmedAt,
      firstName: players.firstName,
      lastName: players.lastName,
      signedUp: sql<boolean>`exists (select 1 from ${signups} where ${signups.seasonId} = ${pendingSignups.seasonId} and ${signups.playerId} = ${pendingSignups.playerId})`,
      emailTaken: sql<boolean>`${pendingSignups.newPlayer} is not null and exists (select 1 from ${players} as "taken" where "taken"."email" = ${pendingSignups.email})`,
      emailChanged: sql<boolean>`${pendingSignups.newPlayer} is null and ${players.email} is distinct from ${pendingSignups.email}`,
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
    emailChanged: Boolean(row.emailChanged),
  };
}

export type Confirmed =
  | { ok: true; playerId: string; firstName: string }
  | {
      ok: false;
      reason: "spent" | "unknown-player" | "email-taken" | "fields-refused" | "email-changed";
    }
  | { ok: false; reason: "already-signed-up" }
  | { ok: false; reason: "season-refused"; message: string };

/**
 * Confirms a waiting signup inside the caller's transaction: its row locked
 * first, so of two confirmations at once the second finds it spent; then the
 * signup written as any signup is (a new player's record with the fields he
 * typed, checked again by the form's rules; a returning player's only while
 * his email on record is still the address the link went to), then marked
 * confirmed. A refusal writes nothing.
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
    const [player] = await tx
      .select({ email: players.email })
      .from(players)
      .where(eq(players.id, row.playerId!));
    if (player && normalizeEmail(player.email) !== row.email) {
      return { ok: false, reason: "email-changed" };
    }
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
