// The outbox worker (docs/production.md#email-alerts): sends what the site
// queued in the email_outbox table, one message at a time, at most
// SENDS_PER_SECOND per process so the SMTP server is never flooded.
//
// Each message is claimed before it is sent (app/data/outbox.server.ts: FOR
// UPDATE SKIP LOCKED, status 'sending', a lease), so with several instances on
// one PostgreSQL exactly one of them takes it. A failed try waits and tries
// again (app/domain/alerts/outbox.ts), and is given up after the last one.
//
// Exactly once is impossible across a crash: if the process dies after the
// SMTP server accepted a message but before it is marked 'sent', it cannot
// know whether it went out. We send it again (at least once, never lost)
// with the SAME Message-ID, which receivers use to collapse duplicates.
import { now as clockNow } from "~/clock.server";
import { appUrl } from "~/auth/auth.server";
import { env } from "~/config.server";
import {
  claimDueEmails,
  markEmailSent,
  markEmailTryFailed,
  releaseAbandonedSends,
  type ClaimedEmail,
} from "~/data/outbox.server";
import type { Database } from "~/db/connection.server";
import { database } from "~/db/index.server";
import { outboxMessageId } from "~/domain/alerts/outbox";
import { log } from "~/log.server";
import { closeWhenStopping } from "~/server/lifecycle.server";
import { idlePause } from "~/server/idle-pause.server";
import { sendEmail, type Email } from "./mailer.server";

/** Throttle: messages per second per process. */
export const SENDS_PER_SECOND = 4;
/** How often an idle worker looks for due messages (a queued alert waits at most this long). */
export const POLL_MS = 1_000;
/**
 * How long a claimed message is this worker's: longer than one SMTP
 * conversation can take (app/email/mailer.server.ts SMTP_TIMEOUTS), so
 * another instance takes it over only when this one has died.
 */
export const LEASE_MS = 2 * 60_000;

export interface OutboxWorkerOptions {
  db: Database;
  send?: (email: Email) => Promise<void>;
  now?: () => Date;
  /** The host in Message-IDs (APP_URL's). */
  messageHost: string;
  sendsPerSecond?: number;
  pollMs?: number;
  leaseMs?: number;
}

export type SendOutcome = "sent" | "retry" | "failed" | "idle";

export interface OutboxWorker {
  /** Claims and sends the next due message, if any. */
  sendNext(): Promise<SendOutcome>;
  start(): void;
  /** Finishes the message under way, then stops. */
  stop(): Promise<void>;
}

function reason(error: unknown): string {
  return (error instanceof Error ? error.message : String(error)).slice(0, 1000);
}

export function createOutboxWorker(options: OutboxWorkerOptions): OutboxWorker {
  const send = options.send ?? sendEmail;
  const now = options.now ?? clockNow;
  const gapMs = 1000 / (options.sendsPerSecond ?? SENDS_PER_SECOND);
  const pollMs = options.pollMs ?? POLL_MS;
  const leaseMs = options.leaseMs ?? LEASE_MS;
  const { db } = options;

  /** When the last message was handed to the mailer: the throttle counts from there. */
  let lastSendAt = -Infinity;

  async function deliver(email: ClaimedEmail): Promise<SendOutcome> {
    lastSendAt = Date.now();
    try {
      await send({
        to: email.to,
        subject: email.subject,
        text: email.text,
        html: email.html,
        headers: email.headers,
        messageId: outboxMessageId(email.id, email.createdAt, options.messageHost),
      });
    } catch (error) {
      const outcome = await markEmailTryFailed(db, email, reason(error), now());
      if (outcome === "failed") {
        log().error(
          { outboxId: email.id, attempts: email.attempts, err: error },
          `Gave up sending "${email.subject}" after ${email.attempts} tries: ${reason(error)}`,
        );
      } else {
        log().warn(
          { outboxId: email.id, attempts: email.attempts },
          `Sending "${email.subject}" failed (try ${email.attempts}), will retry: ${reason(error)}`,
        );
      }
      return outcome;
    }
    await markEmailSent(db, email.id, now());
    log().info({ outboxId: email.id }, `Sent "${email.subject}"`);
    return "sent";
  }

  async function sendNext(): Promise<SendOutcome> {
    const [email] = await claimDueEmails(db, { now: now(), leaseMs, limit: 1 });
    return email ? deliver(email) : "idle";
  }

  let stopping = false;
  let running: Promise<void> | null = null;
  const { pause, wake } = idlePause();

  async function loop(): Promise<void> {
    while (!stopping) {
      // The throttle: two messages never go out closer together than gapMs,
      // however long claiming and marking them took.
      const wait = lastSendAt + gapMs - Date.now();
      if (wait > 0) await pause(wait);
      if (stopping) break;
      let outcome: SendOutcome = "idle";
      try {
        outcome = await sendNext();
      } catch (error) {
        // The database is unreachable for a moment: try again on the next round.
        log().error({ err: error }, `The email outbox could not be read: ${reason(error)}`);
      }
      if (stopping) break;
      if (outcome === "idle") await pause(pollMs);
    }
  }

  return {
    sendNext,
    start() {
      running ??= loop();
    },
    async stop() {
      stopping = true;
      wake();
      await running;
    },
  };
}

/**
 * Starts the process's worker, stopped with the server (SIGTERM). On the
 * embedded database this process is the only one that can have been sending,
 * so messages a crashed predecessor left 'sending' are due at once.
 */
export async function startOutboxWorker(): Promise<void> {
  const db = await database();
  if (env().embedded) {
    const released = await releaseAbandonedSends(db, clockNow());
    if (released > 0) {
      log().warn(
        `${released} email(s) were being sent when the server last stopped: sending them again (same Message-ID).`,
      );
    }
  }
  const worker = createOutboxWorker({ db, messageHost: new URL(appUrl()).hostname });
  worker.start();
  closeWhenStopping(() => worker.stop());
}
