// The email outbox (docs/production.md#email-alerts): messages are written
// here in the same transaction as the change they announce, so an alert exists
// exactly when its change was committed, and the outbox worker
// (app/email/outbox-worker.server.ts) sends them. A worker claims a message
// with FOR UPDATE SKIP LOCKED and a lease (status 'sending', locked_until):
// several workers, in one process or on several instances, never take the
// same row, and a row whose worker died mid-send is taken again once its
// lease has run out.
import { and, asc, eq, inArray, lt, lte, or, sql } from "drizzle-orm";
import type { Database, Executor } from "~/db/connection.server";
import { emailOutbox } from "~/db/schema";
import { afterFailure, MAX_SEND_ATTEMPTS } from "~/domain/alerts/outbox";

export interface QueuedEmail {
  /** Queueing a second message with the same key does nothing. */
  dedupeKey: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  headers?: Record<string, string>;
  /** 0 (the default) goes before 1: alerts of a change before batches of reminders. */
  priority?: 0 | 1;
  /** When it was queued, on the app's clock (app/clock.server.ts), like every time the worker compares. */
  queuedAt: Date;
}

/**
 * Queues one email inside the caller's transaction (`tx`): it is sent only if
 * that transaction commits. True when it was new, false when its key was
 * already queued.
 */
export async function queueEmail(tx: Executor, email: QueuedEmail): Promise<boolean> {
  const inserted = await tx
    .insert(emailOutbox)
    .values({
      dedupeKey: email.dedupeKey,
      toAddress: email.to,
      subject: email.subject,
      textBody: email.text,
      htmlBody: email.html,
      headers: email.headers ?? {},
      priority: email.priority ?? 0,
      createdAt: email.queuedAt,
      nextAttemptAt: email.queuedAt,
    })
    .onConflictDoNothing({ target: emailOutbox.dedupeKey })
    .returning({ id: emailOutbox.id });
  return inserted.length > 0;
}

export interface ClaimedEmail {
  id: number;
  to: string;
  subject: string;
  text: string;
  html: string;
  headers: Record<string, string>;
  /** Tries so far, this one included. */
  attempts: number;
  createdAt: Date;
}

/** A row is due when it waits and its time has come, or its sender's lease ran out. */
function dueAt(now: Date) {
  return or(
    and(eq(emailOutbox.status, "pending"), lte(emailOutbox.nextAttemptAt, now)),
    and(eq(emailOutbox.status, "sending"), lt(emailOutbox.lockedUntil, now)),
  );
}

/**
 * Takes up to `limit` due messages for this worker, by priority then oldest first: each becomes
 * 'sending' with a lease until `now + leaseMs` and one more attempt, and the
 * claim commits before anything is sent. Rows another worker holds locked are
 * skipped, not waited for. A message whose sender died mid-send on its last
 * allowed try is not tried again: it is marked failed.
 */
export async function claimDueEmails(
  db: Database,
  { now, leaseMs, limit }: { now: Date; leaseMs: number; limit: number },
): Promise<ClaimedEmail[]> {
  return db.transaction(async (tx) => {
    await tx
      .update(emailOutbox)
      .set({
        status: "failed",
        lockedUntil: null,
        lastError: `The server stopped while sending, ${MAX_SEND_ATTEMPTS} times: given up.`,
      })
      .where(
        and(
          eq(emailOutbox.status, "sending"),
          lt(emailOutbox.lockedUntil, now),
          sql`${emailOutbox.attempts} >= ${MAX_SEND_ATTEMPTS}`,
        ),
      );
    const due = await tx
      .select({ id: emailOutbox.id })
      .from(emailOutbox)
      .where(dueAt(now))
      .orderBy(asc(emailOutbox.priority), asc(emailOutbox.id))
      .limit(limit)
      .for("update", { skipLocked: true });
    if (due.length === 0) return [];
    const claimed = await tx
      .update(emailOutbox)
      .set({
        status: "sending",
        lockedUntil: new Date(now.getTime() + leaseMs),
        attempts: sql`${emailOutbox.attempts} + 1`,
      })
      .where(
        inArray(
          emailOutbox.id,
          due.map((row) => row.id),
        ),
      )
      .returning({
        id: emailOutbox.id,
        to: emailOutbox.toAddress,
        subject: emailOutbox.subject,
        text: emailOutbox.textBody,
        html: emailOutbox.htmlBody,
        headers: emailOutbox.headers,
        attempts: emailOutbox.attempts,
        createdAt: emailOutbox.createdAt,
      });
    return claimed.sort((a, b) => a.id - b.id);
  });
}

/** The SMTP server accepted it. */
export async function markEmailSent(db: Executor, id: number, at: Date): Promise<void> {
  await db
    .update(emailOutbox)
    .set({ status: "sent", sentAt: at, lockedUntil: null, lastError: null })
    .where(and(eq(emailOutbox.id, id), eq(emailOutbox.status, "sending")));
}

/**
 * A try failed: back to 'pending' after the backoff, or 'failed' for good
 * after the last allowed try. Returns which.
 */
export async function markEmailTryFailed(
  db: Executor,
  email: Pick<ClaimedEmail, "id" | "attempts">,
  error: string,
  now: Date,
): Promise<"retry" | "failed"> {
  const next = afterFailure(email.attempts, now);
  await db
    .update(emailOutbox)
    .set(
      next.giveUp
        ? { status: "failed", lockedUntil: null, lastError: error }
        : { status: "pending", lockedUntil: null, nextAttemptAt: next.retryAt, lastError: error },
    )
    .where(and(eq(emailOutbox.id, email.id), eq(emailOutbox.status, "sending")));
  return next.giveUp ? "failed" : "retry";
}

/**
 * On the embedded database only one process may own the data folder, so a
 * message still 'sending' when that process starts was left by a process that
 * died mid-send: its lease is ended at once, and the next claim takes it (or
 * gives it up, on its last try) without waiting. On PostgreSQL other instances
 * may be sending right now: there only the lease decides.
 */
export async function releaseAbandonedSends(db: Executor, now: Date): Promise<number> {
  const released = await db
    .update(emailOutbox)
    .set({ lockedUntil: new Date(now.getTime() - 1) })
    .where(eq(emailOutbox.status, "sending"))
    .returning({ id: emailOutbox.id });
  return released.length;
}
