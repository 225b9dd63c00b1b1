// `npm run bench -- reminders`: what a week of the demo league's reminders
// costs (app/data/scheduled-jobs.server.ts, app/email/outbox-worker.server.ts).
//
// On a fresh embedded database holding the demo league (clock pinned at
// NOW), the jobs are planned and the clock is moved through the next seven
// days in the worker's own 30-second rounds: every job due in the week runs
// at its moment. It prints how many emails each kind queued and how long the
// jobs took. Then the outbox worker sends them all to a local SMTP receiver,
// first at its production throttle (4 a second), then once more without the
// throttle (to see the cost of one message), and prints how long each took.
import { mkdtempSync, rmSync } from "node:fs";
import { once } from "node:events";
import os from "node:os";
import path from "node:path";
import { SMTPServer } from "smtp-server";
import { sql } from "drizzle-orm";
import { provideAvailabilityEmailSettings } from "../app/data/availability-emails.server";
import { planJobs, runDueJobs } from "../app/data/scheduled-jobs.server";
import { openDatabase } from "../app/db/connection.server";
import { loadDemoLeague } from "../app/demo/load.server";
import { generateDemoLeague } from "../app/demo/generate";
import { createOutboxWorker, SENDS_PER_SECOND } from "../app/email/outbox-worker.server";
import { signedLinkUrl } from "../app/email/signed-links.server";
import { unsubscribeUrl } from "../app/email/unsubscribe-link.server";
import { createTransport } from "nodemailer";

const NOW = new Date(process.env.NOW ?? "2026-11-22T17:00:00Z");
/** The worker runs every 30 s; the bench steps a quarter hour (a job runs at most that late here). */
const ROUND_MS = 15 * 60_000;
const WEEK_MS = 7 * 24 * 3600_000;
const ORIGIN = "https://league.example";
const SECRET = "bench-only-secret-of-the-parish-league-0123456789";

async function receiver() {
  let count = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onData(stream, _session, callback) {
      stream.on("data", () => {});
      stream.on("end", () => {
        count++;
        callback();
      });
    },
  });
  server.listen(0, "127.0.0.1");
  await once(server.server, "listening");
  const port = (server.server.address() as { port: number }).port;
  return { port, count: () => count, close: () => new Promise((r) => server.close(() => r(null))) };
}

export async function benchReminders(): Promise<void> {
  const dir = mkdtempSync(path.join(os.tmpdir(), "bench-reminders-"));
  const { db, close } = await openDatabase({ dir: path.join(dir, "db") });
  try {
    await loadDemoLeague(db, generateDemoLeague({ now: NOW }));
    const url = (kind: Parameters<typeof signedLinkUrl>[2], ids: string[]) =>
      signedLinkUrl(ORIGIN, SECRET, kind, ids);
    provideAvailabilityEmailSettings({
      adminEmails: ["admin@example.org"],
      links: {
        origin: ORIGIN,
        unsubscribeUrl: (p) => unsubscribeUrl(ORIGIN, SECRET, p),
        answerUrl: (g, p, a) => signedLinkUrl(ORIGIN, SECRET, "answer", [g, p], { a }),
        remindSilentUrl: (g, t, c) => url("remind", [g, t, c]),
        inviteSubUrl: (g, t, p, c) => url("invite", [g, t, p, c]),
        acceptSubUrl: (g, t, p) => url("accept", [g, t, p]),
      },
    });

    // The week, in the worker's rounds.
    let jobsMs = 0;
    let rounds = 0;
    let jobs = 0;
    for (let t = NOW.getTime(); t <= NOW.getTime() + WEEK_MS; t += ROUND_MS) {
      const started = performance.now();
      await planJobs(db, new Date(t));
      jobs += (await runDueJobs(db, new Date(t))).length;
      jobsMs += performance.now() - started;
      rounds++;
    }
    const byKind = (await db.execute(sql`
      select split_part(dedupe_key, ':', 1) as kind, count(*)::int as n
      from email_outbox group by 1 order by 1`)) as unknown as {
      rows: { kind: string; n: number }[];
    };
    const total = byKind.rows.reduce((n, r) => n + r.n, 0);

    // Sending: at the production throttle, then without it.
    const smtp = await receiver();
    const transport = createTransport({ host: "127.0.0.1", port: smtp.port, secure: false });
    const send = async (email: { to: string; subject: string; text: string; html: string }) => {
      await transport.sendMail({ from: "league@example.org", ...email });
    };
    const sendAll = async (sendsPerSecond: number) => {
      await db.execute(sql`update email_outbox set status = 'pending', attempts = 0,
        next_attempt_at = ${NOW.toISOString()}::timestamptz, sent_at = null`);
      const worker = createOutboxWorker({
        db,
        send,
        now: () => new Date(NOW.getTime() + WEEK_MS),
        messageHost: "league.example",
        sendsPerSecond,
        pollMs: 50,
      });
      const started = performance.now();
      const before = smtp.count();
      worker.start();
      while (smtp.count() - before < total) await new Promise((r) => setTimeout(r, 20));
      await worker.stop();
      return performance.now() - started;
    };
    const throttledMs = await sendAll(SENDS_PER_SECOND);
    const unthrottledMs = await sendAll(10_000);
    transport.close();
    await smtp.close();

    console.log(`\nA week of the demo league's reminders (from ${NOW.toISOString()}):`);
    console.log(
      `  ${jobs} jobs ran over ${rounds} rounds (one per ${ROUND_MS / 60_000} min of the week); ` +
        `a round (plan + run what is due) took ${(jobsMs / rounds).toFixed(1)} ms on average, ${jobsMs.toFixed(0)} ms in all`,
    );
    for (const { kind, n } of byKind.rows) console.log(`  ${kind.padEnd(16)} ${n}`);
    console.log(`  ${"total".padEnd(16)} ${total} emails`);
    console.log(
      `  sending them: ${(throttledMs / 1000).toFixed(1)} s at ${SENDS_PER_SECOND} a second; ` +
        `${(unthrottledMs / 1000).toFixed(2)} s without the throttle (${(unthrottledMs / total).toFixed(1)} ms an email)`,
    );
  } finally {
    await close();
    rmSync(dir, { recursive: true, force: true });
  }
}
