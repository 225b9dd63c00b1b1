// The email outbox and its worker (docs/production.md#email-alerts), on every
// database kind: queued only with the caller's transaction, once per key;
// claimed with SKIP LOCKED and a lease, so racing workers take disjoint rows
// and a dead worker's row is taken again; retried with backoff, then given up.
import { asc, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  claimDueEmails,
  queueEmail,
  releaseAbandonedSends,
  type QueuedEmail,
} from "~/data/outbox.server";
import { emailOutbox } from "~/db/schema";
import { FIRST_RETRY_MS, MAX_SEND_ATTEMPTS, outboxMessageId } from "~/domain/alerts/outbox";
import type { Email } from "~/email/mailer.server";
import { createOutboxWorker } from "~/email/outbox-worker.server";
import { databaseKinds, type TestDatabase } from "../support/databases";

// The worker logs each failed try on purpose; this file checks the rows instead.
process.env.LOG_LEVEL = "silent";

const T0 = new Date("2026-11-22T17:00:00Z");
const LEASE_MS = 60_000;
const later = (ms: number) => new Date(T0.getTime() + ms);

const email = (n: number, over: Partial<QueuedEmail> = {}): QueuedEmail => ({
  dedupeKey: `test:${n}`,
  to: `player${n}@example.org`,
  subject: `Message ${n}`,
  text: `Hello ${n}`,
  html: `<p>Hello ${n}</p>`,
  headers: { "List-Unsubscribe": `<https://league.example/u?p=${n}>` },
  queuedAt: T0,
  ...over,
});

describe.each(databaseKinds)("email outbox on $name", ({ name, open }) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await open();
  });
  afterAll(() => t?.dispose());
  beforeEach(async () => {
    await t.db.delete(emailOutbox);
  });

  const rows = () => t.db.select().from(emailOutbox).orderBy(asc(emailOutbox.id));

  async function queue(count: number, from = 1) {
    for (let n = from; n < from + count; n++) await queueEmail(t.db, email(n));
  }

  it("queues a key once: queueing it again (a transaction run twice) does nothing", async () => {
    expect(await queueEmail(t.db, email(1))).toBe(true);
    expect(await queueEmail(t.db, email(1, { subject: "Again" }))).toBe(false);
    const [row, ...others] = await rows();
    expect(others).toHaveLength(0);
    expect(row).toMatchObject({
      dedupeKey: "test:1",
      toAddress: "player1@example.org",
      subject: "Message 1",
      status: "pending",
      attempts: 0,
      headers: { "List-Unsubscribe": "<https://league.example/u?p=1>" },
    });
    expect(row!.nextAttemptAt).toEqual(T0);
  });

  it("queues inside the caller's transaction: rolled back, nothing is queued", async () => {
    await expect(
      t.db.transaction(async (tx) => {
        await queueEmail(tx, email(1));
        throw new Error("the change was refused");
      }),
    ).rejects.toThrow("refused");
    expect(await rows()).toHaveLength(0);
  });

  it("claims due messages oldest first, with a lease; leased and future ones wait", async () => {
    await queue(3);
    await t.db
      .update(emailOutbox)
      .set({ nextAttemptAt: later(60_000) })
      .where(eq(emailOutbox.dedupeKey, "test:3"));
    const claimed = await claimDueEmails(t.db, { now: T0, leaseMs: LEASE_MS, limit: 10 });
    expect(claimed.map((c) => c.subject)).toEqual(["Message 1", "Message 2"]);
    expect(claimed[0]).toMatchObject({ to: "player1@example.org", attempts: 1 });
    const stored = await rows();
    expect(stored.map((r) => r.status)).toEqual(["sending", "sending", "pending"]);
    expect(stored[0]!.lockedUntil).toEqual(later(LEASE_MS));
    // While the lease runs, nobody else takes them.
    expect(await claimDueEmails(t.db, { now: later(1000), leaseMs: LEASE_MS, limit: 10 })).toEqual(
      [],
    );
    // The worker died: once the lease has run out they are due again (and #3 too).
    const again = await claimDueEmails(t.db, {
      now: later(LEASE_MS + 1),
      leaseMs: LEASE_MS,
      limit: 10,
    });
    expect(again.map((c) => [c.subject, c.attempts])).toEqual([
      ["Message 1", 2],
      ["Message 2", 2],
      ["Message 3", 1],
    ]);
  });

  it("racing workers claim disjoint messages, and together all of them", async () => {
    await queue(24);
    const claims = await Promise.all(
      Array.from({ length: 6 }, () =>
        claimDueEmails(t.db, { now: T0, leaseMs: LEASE_MS, limit: 5 }),
      ),
    );
    const ids = claims.flat().map((c) => c.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toHaveLength(24);
  });

  it.runIf(name === "PostgreSQL")(
    "a claim skips rows another worker holds locked instead of waiting for them",
    async () => {
      await queue(10);
      const seen = await t.db.transaction(async (tx) => {
        // Another worker is in the middle of claiming the first five.
        await tx.execute(
          sql`select id from email_outbox order by id limit 5 for update skip locked`,
        );
        const started = Date.now();
        const other = await claimDueEmails(t.db, { now: T0, leaseMs: LEASE_MS, limit: 10 });
        return { other, waitedMs: Date.now() - started };
      });
      expect(seen.other.map((c) => c.subject)).toEqual([6, 7, 8, 9, 10].map((n) => `Message ${n}`));
      expect(seen.waitedMs).toBeLessThan(5000);
    },
  );

  it("sends through the mailer with its headers and a Message-ID that is the same on every try", async () => {
    await queue(2);
    const sent: Email[] = [];
    const worker = createOutboxWorker({
      db: t.db,
      now: () => T0,
      messageHost: "league.example",
      send: async (message) => {
        sent.push(message);
      },
    });
    expect(await worker.sendNext()).toBe("sent");
    expect(await worker.sendNext()).toBe("sent");
    expect(await worker.sendNext()).toBe("idle");
    const stored = await rows();
    expect(stored.map((r) => [r.status, r.sentAt?.getTime()])).toEqual([
      ["sent", T0.getTime()],
      ["sent", T0.getTime()],
    ]);
    expect(sent[0]).toEqual({
      to: "player1@example.org",
      subject: "Message 1",
      text: "Hello 1",
      html: "<p>Hello 1</p>",
      headers: { "List-Unsubscribe": "<https://league.example/u?p=1>" },
      messageId: outboxMessageId(stored[0]!.id, stored[0]!.createdAt, "league.example"),
    });
    expect(sent[1]!.messageId).not.toBe(sent[0]!.messageId);
  });

  it("retries a failed send after a growing wait, then gives up and keeps the error", async () => {
    await queue(1);
    let clock = T0;
    let tries = 0;
    const worker = createOutboxWorker({
      db: t.db,
      now: () => clock,
      messageHost: "league.example",
      send: async () => {
        tries++;
        throw new Error("421 mail server busy");
      },
    });
    expect(await worker.sendNext()).toBe("retry");
    let [row] = await rows();
    expect(row).toMatchObject({
      status: "pending",
      attempts: 1,
      lastError: "421 mail server busy",
    });
    expect(row!.nextAttemptAt).toEqual(later(FIRST_RETRY_MS));
    // Not before its time.
    clock = later(FIRST_RETRY_MS - 1);
    expect(await worker.sendNext()).toBe("idle");
    clock = later(FIRST_RETRY_MS);
    expect(await worker.sendNext()).toBe("retry");
    [row] = await rows();
    expect(row!.nextAttemptAt).toEqual(new Date(clock.getTime() + 2 * FIRST_RETRY_MS));
    // The remaining tries, each as soon as it is due.
    for (let attempt = 3; attempt <= MAX_SEND_ATTEMPTS; attempt++) {
      [row] = await rows();
      clock = row!.nextAttemptAt;
      expect(await worker.sendNext()).toBe(attempt === MAX_SEND_ATTEMPTS ? "failed" : "retry");
    }
    [row] = await rows();
    expect(row).toMatchObject({
      status: "failed",
      attempts: MAX_SEND_ATTEMPTS,
      lastError: "421 mail server busy",
      lockedUntil: null,
    });
    expect(tries).toBe(MAX_SEND_ATTEMPTS);
    clock = later(365 * 24 * 3600_000);
    expect(await worker.sendNext()).toBe("idle");
  });

  it("after a crash: released at start-up on the embedded database, given up after the last try", async () => {
    await queue(2);
    await claimDueEmails(t.db, { now: T0, leaseMs: LEASE_MS, limit: 2 });
    // The process died mid-send; the next one starts at once.
    expect(await releaseAbandonedSends(t.db, later(1000))).toBe(2);
    await t.db
      .update(emailOutbox)
      .set({ attempts: MAX_SEND_ATTEMPTS })
      .where(eq(emailOutbox.dedupeKey, "test:2"));
    const again = await claimDueEmails(t.db, { now: later(2000), leaseMs: LEASE_MS, limit: 10 });
    expect(again.map((c) => c.subject)).toEqual(["Message 1"]);
    const stored = await rows();
    expect(stored[1]).toMatchObject({ status: "failed", lockedUntil: null });
    expect(stored[1]!.lastError).toMatch(/stopped while sending/);
  });

  it("the running worker throttles, and stops after the message under way", async () => {
    await queue(6);
    const sentAt: number[] = [];
    const worker = createOutboxWorker({
      db: t.db,
      now: () => T0,
      messageHost: "league.example",
      sendsPerSecond: 10,
      pollMs: 50,
      send: async () => {
        sentAt.push(Date.now());
      },
    });
    worker.start();
    const deadline = Date.now() + 10_000;
    while (sentAt.length < 6 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
    await worker.stop();
    expect(sentAt).toHaveLength(6);
    const gaps = sentAt.slice(1).map((at, i) => at - sentAt[i]!);
    expect(Math.min(...gaps)).toBeGreaterThanOrEqual(90);
    expect((await rows()).every((r) => r.status === "sent")).toBe(true);
  });
});
