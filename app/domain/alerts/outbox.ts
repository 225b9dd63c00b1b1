// When the outbox tries a message again (docs/production.md#email-alerts):
// each failure waits twice as long as the one before, from half a minute up to
// an hour, and after MAX_SEND_ATTEMPTS the message is given up as failed.

/**
 * Tries per message, the first included: waits of 30 s, 1, 2, 4, 8, 16, 32, 60
 * and 60 minutes between them, so an SMTP server down for up to three hours
 * loses nothing.
 */
export const MAX_SEND_ATTEMPTS = 10;
export const FIRST_RETRY_MS = 30_000;
export const LONGEST_RETRY_MS = 60 * 60_000;

/** The wait after the `attempts`-th failed try (1 → 30 s, 2 → 1 min, … at most 1 h). */
export function retryDelayMs(attempts: number): number {
  const doublings = Math.max(0, attempts - 1);
  return Math.min(LONGEST_RETRY_MS, FIRST_RETRY_MS * 2 ** Math.min(doublings, 30));
}

export type AfterFailure = { giveUp: true } | { giveUp: false; retryAt: Date };

/** What to do with a message whose `attempts`-th try just failed at `now`. */
export function afterFailure(attempts: number, now: Date): AfterFailure {
  if (attempts >= MAX_SEND_ATTEMPTS) return { giveUp: true };
  return { giveUp: false, retryAt: new Date(now.getTime() + retryDelayMs(attempts)) };
}

/**
 * The Message-ID of an outbox row: the same on every try, so a message sent
 * again after a crash is one message to the receiver (it collapses duplicates
 * by Message-ID). The row's creation time keeps ids apart when a new database
 * starts its row numbers at 1 again.
 */
export function outboxMessageId(id: number, createdAt: Date, host: string): string {
  return `<alert-${id}-${createdAt.getTime().toString(36)}@${host}>`;
}
