// The push worker (docs/league-rules.md#push-notifications): sends what the
// site queued in push_deliveries, encrypted for each device (aes128gcm, RFC
// 8291) and signed with the server's VAPID key (RFC 8292), through the
// `web-push` library.
//
// Rows are claimed in batches before they are sent (app/data/push-deliveries.server.ts:
// FOR UPDATE SKIP LOCKED, status 'sending', a lease), so with several
// instances on one PostgreSQL each row is taken by one of them; a batch is
// sent a few dozen at a time over kept-alive connections, so one event to
// thousands of devices goes out in seconds. A push service's 404 or 410 means
// the device unsubscribed: the subscription goes, with its waiting pushes.
// Any other failure (the service down, refusing, slow) is tried again with
// the email outbox's back-off, and given up after its last try. An endpoint
// the server may no longer post to (app/push/endpoint-guard.server.ts) is
// never contacted: its push fails at once.
//
// As for emails, exactly once is impossible across a crash between the push
// service's answer and the row marked sent: the push is sent again (at least
// once, never lost), and its tag makes the device show it once.
import type { Agent } from "node:https";
import webpush, { WebPushError } from "web-push";
import { now as clockNow } from "~/clock.server";
import { env } from "~/config.server";
import {
  claimDuePushes,
  markPushesSent,
  markPushRefused,
  markPushTryFailed,
  prunePushDeliveries,
  releaseAbandonedPushes,
  type ClaimedPush,
} from "~/data/push-deliveries.server";
import { deleteSubscription } from "~/data/push-subscriptions.server";
import type { Database } from "~/db/connection.server";
import { database } from "~/db/index.server";
import { pushEndpointRefusal } from "~/domain/push/endpoint";
import { log } from "~/log.server";
import { idlePause } from "~/server/idle-pause.server";
import { closeWhenStopping } from "~/server/lifecycle.server";
import { allowedPushOrigins, pushAgent, REFUSED_ADDRESS } from "./endpoint-guard.server";
import { vapidKeys, type VapidIdentity } from "./vapid.server";

/** Pushes claimed at once: a batch's lease covers it even when every send times out. */
export const BATCH_SIZE = 200;
/** Sends in flight at once per process (and connections per push service). */
export const CONCURRENCY = 32;
/** How long one push service may take to answer before the try fails. */
export const SEND_TIMEOUT_MS = 15_000;
/** Longer than a batch can take (BATCH_SIZE / CONCURRENCY timeouts, and marking). */
export const LEASE_MS = 5 * 60_000;
/** How often an idle worker looks for due pushes. */
export const POLL_MS = 1_000;
/** Sent and failed rows are kept this long (to read what went out), then dropped. */
export const KEEP_DONE_MS = 7 * 24 * 60 * 60_000;
const PRUNE_EVERY_MS = 60 * 60_000;

export interface PushWorkerOptions {
  db: Database;
  now?: () => Date;
  allowedOrigins?: readonly string[];
  batchSize?: number;
  concurrency?: number;
  pollMs?: number;
  leaseMs?: number;
  timeoutMs?: number;
}

/** What one round did with the pushes it claimed. */
export interface PushRound {
  claimed: number;
  sent: number;
  retry: number;
  failed: number;
  /** Subscriptions deleted because their push service said they are gone. */
  gone: number;
}

export interface PushWorker {
  /** Claims one batch of due pushes and sends it. */
  sendBatch(): Promise<PushRound>;
  /** Rounds until nothing is due now; the totals. */
  sendDue(): Promise<PushRound>;
  start(): void;
  /** Finishes the batch under way, then stops. */
  stop(): Promise<void>;
}

function reason(error: unknown): string {
  if (error instanceof WebPushError) {
    return `The push service answered ${error.statusCode}: ${error.body || error.message}`.slice(
      0,
      1000,
    );
  }
  return (error instanceof Error ? error.message : String(error)).slice(0, 1000);
}

function refusedConnection(error: unknown): boolean {
  return (error as NodeJS.ErrnoException | null)?.code === REFUSED_ADDRESS;
}

/** Runs `work` over `items`, at most `limit` at a time. */
async function eachLimited<T>(items: T[], limit: number, work: (item: T) => Promise<void>) {
  let next = 0;
  const lane = async () => {
    while (next < items.length) await work(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, lane));
}

export function createPushWorker(options: PushWorkerOptions): PushWorker {
  const { db } = options;
  const now = options.now ?? clockNow;
  const allowedOrigins = options.allowedOrigins ?? allowedPushOrigins();
  const batchSize = options.batchSize ?? BATCH_SIZE;
  const concurrency = options.concurrency ?? CONCURRENCY;
  const pollMs = options.pollMs ?? POLL_MS;
  const leaseMs = options.leaseMs ?? LEASE_MS;
  const timeout = options.timeoutMs ?? SEND_TIMEOUT_MS;
  const agent: Agent = pushAgent(concurrency, allowedOrigins);

  async function deliver(
    push: ClaimedPush,
    vapid: VapidIdentity,
    round: PushRound,
    sent: number[],
  ) {
    const refused = pushEndpointRefusal(push.endpoint, allowedOrigins);
    if (refused) {
      await markPushRefused(db, push.id, `Not sent: ${refused}`);
      round.failed++;
      log().warn({ pushId: push.id }, `A push was not sent: ${refused}`);
      return;
    }
    try {
      await webpush.sendNotification(
        { endpoint: push.endpoint, keys: { p256dh: push.p256dh, auth: push.auth } },
        JSON.stringify(push.message),
        {
          vapidDetails: vapid,
          TTL: push.ttlSeconds,
          urgency: push.urgency,
          contentEncoding: "aes128gcm",
          agent,
          timeout,
        },
      );
      sent.push(push.id);
      round.sent++;
    } catch (error) {
      if (error instanceof WebPushError && (error.statusCode === 404 || error.statusCode === 410)) {
        await deleteSubscription(db, push.subscriptionId);
        round.gone++;
        return;
      }
      if (refusedConnection(error)) {
        await markPushRefused(db, push.id, `Not sent: ${reason(error)}`);
        round.failed++;
        log().warn({ pushId: push.id }, reason(error));
        return;
      }
      const outcome = await markPushTryFailed(db, push, reason(error), now());
      round[outcome]++;
      const said = `Push ${push.id} failed (try ${push.attempts})`;
      if (outcome === "failed")
        log().error({ pushId: push.id }, `${said}, given up: ${reason(error)}`);
      else log().warn({ pushId: push.id }, `${said}, will retry: ${reason(error)}`);
    }
  }

  async function sendBatch(): Promise<PushRound> {
    const round: PushRound = { claimed: 0, sent: 0, retry: 0, failed: 0, gone: 0 };
    const claimed = await claimDuePushes(db, { now: now(), leaseMs, limit: batchSize });
    round.claimed = claimed.length;
    if (claimed.length === 0) return round;
    const vapid = await vapidKeys(db);
    const sent: number[] = [];
    await eachLimited(claimed, concurrency, (push) => deliver(push, vapid, round, sent));
    await markPushesSent(db, sent, now());
    return round;
  }

  async function sendDue(): Promise<PushRound> {
    const total: PushRound = { claimed: 0, sent: 0, retry: 0, failed: 0, gone: 0 };
    for (;;) {
      const round = await sendBatch();
      for (const key of Object.keys(total) as (keyof PushRound)[]) total[key] += round[key];
      if (round.claimed < batchSize) return total;
    }
  }

  let stopping = false;
  let running: Promise<void> | null = null;
  let prunedAt = -Infinity;
  const { pause, wake } = idlePause();

  async function loop(): Promise<void> {
    while (!stopping) {
      let round: PushRound | null = null;
      try {
        round = await sendBatch();
        if (round.claimed === 0 && Date.now() - prunedAt > PRUNE_EVERY_MS) {
          prunedAt = Date.now();
          await prunePushDeliveries(db, new Date(now().getTime() - KEEP_DONE_MS));
        }
      } catch (error) {
        // The database is unreachable for a moment: try again on the next round.
        log().error({ err: error }, `The push outbox could not be read: ${reason(error)}`);
      }
      if (stopping) break;
      if (!round || round.claimed < batchSize) await pause(pollMs);
    }
  }

  return {
    sendBatch,
    sendDue,
    start() {
      running ??= loop();
    },
    async stop() {
      stopping = true;
      wake();
      await running;
      agent.destroy();
    },
  };
}

/**
 * Starts the process's push worker, stopped with the server (SIGTERM). On the
 * embedded database, pushes a crashed predecessor left 'sending' are due at once.
 */
export async function startPushWorker(): Promise<void> {
  const db = await database();
  if (env().embedded) {
    const released = await releaseAbandonedPushes(db, clockNow());
    if (released > 0) {
      log().warn(
        `${released} push(es) were being sent when the server last stopped: sending them again.`,
      );
    }
  }
  const worker = createPushWorker({ db });
  worker.start();
  closeWhenStopping(() => worker.stop());
}
