// The push outbox (docs/league-rules.md#push-notifications): one row per event
// and subscription, written in the same transaction as the change it
// announces (a rolled-back change pushes nothing, a committed one cannot lose
// its pushes), by ONE insert … select over the subscriptions that follow
// either team, so an event reaches thousands of devices in one statement.
// The unique (event, subscription) makes queueing it again a no-op. The push
// worker (app/push/push-worker.server.ts) claims due rows like the email
// outbox does (app/data/outbox.server.ts): FOR UPDATE SKIP LOCKED and a
// lease, so several workers, on one instance or many, never take one row.
import { and, asc, eq, inArray, lt, lte, or, sql } from "drizzle-orm";
import type { Database, Executor } from "~/db/connection.server";
import { pushDeliveries, pushSubscriptions, pushSubscriptionTeams } from "~/db/schema";
import { afterFailure, MAX_SEND_ATTEMPTS } from "~/domain/alerts/outbox";
import type { PushMessage, PushNotice, PushUrgency } from "~/domain/push/news";

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

async function queueFor(
  tx: Executor,
  notice: PushNotice,
  at: Date,
  subscriptions: ReturnType<typeof sql>,
) {
  const result = await tx.execute(sql`
    insert into ${pushDeliveries}
      (event_key, subscription_id, payload, ttl_seconds, urgency, created_at, next_attempt_at)
    select ${notice.eventKey}, s.id, ${JSON.stringify(notice.message)}::jsonb,
      ${notice.ttlSeconds}, ${notice.urgency}, ${at.toISOString()}::timestamptz,
      ${at.toISOString()}::timestamptz
    from (${subscriptions}) s
    on conflict (event_key, subscription_id) do nothing
    returning id`);
  return rowsOf<{ id: number }>(result).length;
}

/**
 * Queues `notice` inside the caller's transaction for every subscription that
 * follows any of `teamIds` (once each, whatever it follows). Returns how many
 * were new.
 */
export async function queuePushToFollowers(
  tx: Executor,
  notice: PushNotice,
  teamIds: readonly (string | null)[],
  at: Date,
): Promise<number> {
  const ids = [...new Set(teamIds.filter((id): id is string => id !== null))];
  if (ids.length === 0) return 0;
  const following = sql`select distinct ${pushSubscriptionTeams.subscriptionId} as id
    from ${pushSubscriptionTeams} where ${inArray(pushSubscriptionTeams.teamId, ids)}`;
  return queueFor(tx, notice, at, following);
}

/** Queues `notice` for the subscriptions a player saved while signed in. Returns how many were new. */
export async function queuePushToPlayer(
  tx: Executor,
  notice: PushNotice,
  playerId: string,
  at: Date,
): Promise<number> {
  const his = sql`select ${pushSubscriptions.id} as id from ${pushSubscriptions}
    where ${eq(pushSubscriptions.playerId, playerId)}`;
  return queueFor(tx, notice, at, his);
}

export interface ClaimedPush {
  id: number;
  subscriptionId: string;
  endpoint: string;
  p256dh: string;
  auth: string;
  message: PushMessage;
  ttlSeconds: number;
  urgency: PushUrgency;
  /** Tries so far, this one included. */
  attempts: number;
}

/** Due: waiting and its time has come, or its sender's lease ran out. */
function dueAt(now: Date) {
  return or(
    and(eq(pushDeliveries.status, "pending"), lte(pushDeliveries.nextAttemptAt, now)),
    and(eq(pushDeliveries.status, "sending"), lt(pushDeliveries.lockedUntil, now)),
  );
}

/**
 * Takes up to `limit` due pushes for this worker, oldest first: each becomes
 * 'sending' with a lease until `now + leaseMs` and one more attempt, and the
 * claim commits before anything is sent. Rows another worker holds are
 * skipped, not waited for. A push whose sender died on its last allowed try
 * is given up.
 */
export async function claimDuePushes(
  db: Database,
  { now, leaseMs, limit }: { now: Date; leaseMs: number; limit: number },
): Promise<ClaimedPush[]> {
  return db.transaction(async (tx) => {
    await tx
      .update(pushDeliveries)
      .set({
        status: "failed",
        lockedUntil: null,
        lastError: `The server stopped while sending, ${MAX_SEND_ATTEMPTS} times: given up.`,
      })
      .where(
        and(
          eq(pushDeliveries.status, "sending"),
          lt(pushDeliveries.lockedUntil, now),
          sql`${pushDeliveries.attempts} >= ${MAX_SEND_ATTEMPTS}`,
        ),
      );
    const due = await tx
      .select({ id: pushDeliveries.id })
      .from(pushDeliveries)
      .where(dueAt(now))
      .orderBy(asc(pushDeliveries.id))
      .limit(limit)
      .for("update", { skipLocked: true });
    if (due.length === 0) return [];
    const claimed = await tx
      .update(pushDeliveries)
      .set({
        status: "sending",
        lockedUntil: new Date(now.getTime() + leaseMs),
        attempts: sql`${pushDeliveries.attempts} + 1`,
      })
      .where(
        inArray(
          pushDeliveries.id,
          due.map((row) => row.id),
        ),
      )
      .returning({
        id: pushDeliveries.id,
        subscriptionId: pushDeliveries.subscriptionId,
        message: pushDeliveries.payload,
        ttlSeconds: pushDeliveries.ttlSeconds,
        urgency: pushDeliveries.urgency,
        attempts: pushDeliveries.attempts,
      });
    const subscriptionIds = [...new Set(claimed.map((row) => row.subscriptionId))];
    const keys = new Map(
      (
        await tx
          .select({
            id: pushSubscriptions.id,
            endpoint: pushSubscriptions.endpoint,
            p256dh: pushSubscriptions.p256dh,
            auth: pushSubscriptions.auth,
          })
          .from(pushSubscriptions)
          .where(inArray(pushSubscriptions.id, subscriptionIds))
      ).map((row) => [row.id, row]),
    );
    // The foreign key (on delete cascade) keeps every claimed row's subscription.
    return claimed
      .map((row) => {
        const { endpoint, p256dh, auth } = keys.get(row.subscriptionId)!;
        return { ...row, endpoint, p256dh, auth };
      })
      .sort((a, b) => a.id - b.id);
  });
}

/** The push service accepted them (201). */
export async function markPushesSent(db: Executor, ids: number[], at: Date): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(pushDeliveries)
    .set({ status: "sent", sentAt: at, lockedUntil: null, lastError: null })
    .where(and(inArray(pushDeliveries.id, ids), eq(pushDeliveries.status, "sending")));
}

/**
 * A try failed: back to 'pending' after the email outbox's back-off
 * (app/domain/alerts/outbox.ts), or 'failed' for good after the last try.
 */
export async function markPushTryFailed(
  db: Executor,
  push: Pick<ClaimedPush, "id" | "attempts">,
  error: string,
  now: Date,
): Promise<"retry" | "failed"> {
  const next = afterFailure(push.attempts, now);
  await db
    .update(pushDeliveries)
    .set(
      next.giveUp
        ? { status: "failed", lockedUntil: null, lastError: error }
        : { status: "pending", lockedUntil: null, nextAttemptAt: next.retryAt, lastError: error },
    )
    .where(and(eq(pushDeliveries.id, push.id), eq(pushDeliveries.status, "sending")));
  return next.giveUp ? "failed" : "retry";
}

/** Never to be tried (its endpoint is refused now): failed at once, the push service not contacted. */
export async function markPushRefused(db: Executor, id: number, reason: string): Promise<void> {
  await db
    .update(pushDeliveries)
    .set({ status: "failed", lockedUntil: null, lastError: reason })
    .where(and(eq(pushDeliveries.id, id), eq(pushDeliveries.status, "sending")));
}

/** As the email outbox's: on the embedded database, sends a dead process left are due at once. */
export async function releaseAbandonedPushes(db: Executor, now: Date): Promise<number> {
  const released = await db
    .update(pushDeliveries)
    .set({ lockedUntil: new Date(now.getTime() - 1) })
    .where(eq(pushDeliveries.status, "sending"))
    .returning({ id: pushDeliveries.id });
  return released.length;
}

/**
 * Sent and failed rows older than `before` are dropped: an event is queued
 * in its change's transaction only, so an old row guards nothing, and a
 * league of thousands of devices would otherwise keep every push forever.
 */
export async function prunePushDeliveries(db: Executor, before: Date): Promise<number> {
  const dropped = await db
    .delete(pushDeliveries)
    .where(
      and(inArray(pushDeliveries.status, ["sent", "failed"]), lt(pushDeliveries.createdAt, before)),
    )
    .returning({ id: pushDeliveries.id });
  return dropped.length;
}
