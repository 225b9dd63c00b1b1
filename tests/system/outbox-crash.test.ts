// Alert emails survive a crash (docs/production.md#email-alerts): the built
// server sends queued alerts to a real, slow SMTP receiver; it is SIGKILLed
// while a message is on the wire, restarted on the same data, and every
// queued email arrives, none lost. The only message that may arrive twice is
// the one in flight at the kill, with the same Message-ID both times. Then
// the one-click unsubscribe link of a received email works over HTTP without
// a session, as a mail provider posts it.
import { once } from "node:events";
import path from "node:path";
import { sql } from "drizzle-orm";
import { simpleParser, type ParsedMail } from "mailparser";
import { SMTPServer } from "smtp-server";
import { afterAll, describe, expect, it } from "vitest";
import { freePort, signIn, startServer, type RunningServer } from "./server";
import { generateDemoLeague } from "~/demo/generate";
import { SYSTEM_NOW } from "./server";
import { httpFetch } from "../support/http-client";

/** How many alerts the test queues (one per move of one of Pat's games). */
const QUEUED = 24;
/** The receiver holds each message this long before accepting it (the SMTP server is slow). */
const ACCEPT_DELAY_MS = 250;
/** The kill lands while this message (1-based) is on the wire: received, not yet accepted. */
const KILL_DURING = 7;

interface Arrival {
  messageId: string;
  to: string;
  mail: ParsedMail;
}

/**
 * A local SMTP receiver that holds every message until `open()` is called,
 * then accepts one every ACCEPT_DELAY_MS. `received` has every message whose
 * data arrived in full, `accepted` those it answered 250 to.
 */
async function slowReceiver() {
  const received: Arrival[] = [];
  const accepted: Arrival[] = [];
  let opened!: () => void;
  const gate = new Promise<void>((resolve) => (opened = resolve));
  const listeners = new Set<(count: number) => void>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", async () => {
        const mail = await simpleParser(Buffer.concat(chunks));
        const arrival = {
          messageId: mail.messageId ?? "",
          to: (Array.isArray(mail.to) ? mail.to[0] : mail.to)?.text ?? "",
          mail,
        };
        received.push(arrival);
        for (const listener of listeners) listener(received.length);
        await gate;
        await new Promise((r) => setTimeout(r, ACCEPT_DELAY_MS));
        accepted.push(arrival);
        callback();
      });
    },
  });
  server.on("error", () => {}); // a client killed mid-conversation
  const port = await freePort();
  server.listen(port, "127.0.0.1");
  await once(server.server, "listening");
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    accepted,
    open: () => opened(),
    /** Resolves once `count` messages have arrived in full. */
    untilReceived: (count: number) =>
      new Promise<void>((resolve) => {
        if (received.length >= count) return resolve();
        const listener = (n: number) => {
          if (n >= count) {
            listeners.delete(listener);
            resolve();
          }
        };
        listeners.add(listener);
      }),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

async function until(what: string, check: () => boolean, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting until ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

async function post(
  server: RunningServer,
  path: string,
  cookie: string,
  form: Record<string, string>,
) {
  const response = await httpFetch(`${server.url}${path}`, {
    method: "POST",
    redirect: "manual",
    headers: { Cookie: cookie, Origin: server.url },
    body: new URLSearchParams(form),
  });
  expect(response.status, `POST ${path}`).toBe(302);
}

const league = generateDemoLeague({ now: new Date(SYSTEM_NOW) });
const pat = league.players.find((p) => p.email === "player@example.org")!;
const patTeam = league.seasonRosters.find((r) => r.seasonId === 4 && r.playerId === pat.id)!.teamId;
const patGames = league.games.filter(
  (g) =>
    g.seasonId === 4 &&
    g.status === "scheduled" &&
    (g.homeTeamId === patTeam || g.awayTeamId === patTeam),
);

const cleanup: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const step of cleanup.reverse()) await step();
});

describe("the email outbox across a crash", () => {
  it("SIGKILL mid-send: after a restart every queued alert arrives, only the one in flight twice", async () => {
    const receiver = await slowReceiver();
    cleanup.push(receiver.close);
    const firstStart = Date.now();
    // Alerts only (the reminders' crash test is scheduled-jobs-crash.test.ts).
    let server = await startServer({ SMTP_URL: receiver.url, LOG_LEVEL: "warn", REMINDERS: "off" });
    cleanup.push(() => server.stop());
    const { dataDir, port } = server;

    // Pat asks for game changes; the admin moves his games QUEUED times.
    const patCookie = await signIn(server, "player@example.org");
    await post(server, "/account", patCookie, { gameChanges: "on", results: "on" });
    const admin = await signIn(server, "admin@example.org");
    for (let i = 0; i < QUEUED; i++) {
      const game = patGames[i % patGames.length]!;
      const round = Math.floor(i / patGames.length);
      await post(server, `/admin/games/${game.id}/schedule`, admin, {
        intent: "reschedule",
        date: "2027-01-16",
        time: `${String(8 + round).padStart(2, "0")}:${String(i % 60).padStart(2, "0")}`,
        location: "sbca",
      });
    }
    // Until now the receiver held the first message; now it accepts them, slowly.
    receiver.open();
    await receiver.untilReceived(KILL_DURING);
    const acceptedBeforeKill = receiver.accepted.length;
    server.process.kill("SIGKILL");
    await once(server.process, "exit");
    const inFlight = receiver.received.at(-1)!.messageId;

    server = await startServer({
      SMTP_URL: receiver.url,
      LOG_LEVEL: "warn",
      REMINDERS: "off",
      DATA_DIR: dataDir,
      PORT: String(port),
      // The pinned clock goes on from where the first process's was (it
      // counts from its own start): else the queued alerts would not be due
      // until the new clock caught up.
      NOW: new Date(Date.parse(SYSTEM_NOW) + Date.now() - firstStart).toISOString(),
    });
    await until(`${QUEUED} distinct alerts were accepted`, () => {
      return new Set(receiver.accepted.map((a) => a.messageId)).size >= QUEUED;
    });
    // A moment more: anything sent twice would arrive now.
    await new Promise((r) => setTimeout(r, 2000));

    const ids = receiver.accepted.map((a) => a.messageId);
    const distinct = new Set(ids);
    const twice = ids.filter((id, i) => ids.indexOf(id) !== i);
    console.log(
      `Outbox crash test: ${QUEUED} queued; ${acceptedBeforeKill} accepted before the SIGKILL, ` +
        `killed while ${inFlight} was on the wire; after the restart ${ids.length} accepted in all, ` +
        `${distinct.size} distinct; received in full (accepted or not): ${receiver.received.length}; ` +
        `arrived twice: ${twice.length ? twice.join(", ") : "none"}.`,
    );
    expect(distinct.size).toBe(QUEUED);
    expect(twice.every((id) => id === inFlight)).toBe(true);
    expect(twice.length).toBeLessThanOrEqual(1);
    // The in-flight message was received before the kill and again after the restart.
    expect(receiver.received.filter((a) => a.messageId === inFlight)).toHaveLength(2);
    expect(receiver.accepted.every((a) => a.to === "player@example.org")).toBe(true);
    expect([...distinct].every((id) => /^<alert-\d+-[0-9a-z]+@127\.0\.0\.1>$/.test(id))).toBe(true);
    expect(server.output()).toMatch(/being sent when the server last stopped/);

    // One click from the mail provider: a POST with no cookie and no Origin.
    const mail = receiver.accepted[0]!.mail;
    // As the header lines came (mailparser turns List-* headers into a structure).
    const header = (name: string) =>
      mail.headerLines
        .find((h) => h.key === name)
        ?.line.replace(/\r?\n[ \t]+/g, " ")
        .replace(/^[^:]+:\s*/, "") ?? "";
    const listUnsubscribe = header("list-unsubscribe");
    expect(header("list-unsubscribe-post")).toBe("List-Unsubscribe=One-Click");
    const link = /<(https?:\/\/[^>]+)>/.exec(listUnsubscribe)?.[1];
    expect(link).toMatch(new RegExp(`^${server.url}/alerts/unsubscribe\\?p=${pat.id}&s=`));
    expect(mail.text).toContain(link);
    const scanned = await httpFetch(link!);
    expect(scanned.status).toBe(200);
    expect(await scanned.text()).toContain("Stop email alerts?");
    const clicked = await httpFetch(link!, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: "List-Unsubscribe=One-Click",
    });
    expect(clicked.status).toBe(200);
    expect(await clicked.text()).toContain("Email alerts are off");
    const forged = await httpFetch(link!.replace(/s=[^&]+/, "s=forged"), {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: "List-Unsubscribe=One-Click",
    });
    expect(forged.status).toBe(400);
    const account = await httpFetch(`${server.url}/account`, { headers: { Cookie: patCookie } });
    const html = await account.text();
    expect(html).toMatch(/<input type="checkbox" name="gameChanges"\s*\/?>/);
    expect(html).toMatch(/<input type="checkbox" name="results"\s*\/?>/);
  });

  it("SIGKILL while the reminders are sent: after a restart each arrives, only the one in flight twice, and no job runs again", async () => {
    const receiver = await slowReceiver();
    cleanup.push(receiver.close);
    const firstStart = Date.now();
    // At SYSTEM_NOW Monday morning's game is less than a day away: its
    // reminders and captains' summaries are due at once, at start-up.
    let server = await startServer({ SMTP_URL: receiver.url, LOG_LEVEL: "warn" });
    cleanup.push(() => server.stop());
    const { dataDir, port } = server;
    receiver.open();
    await receiver.untilReceived(2);
    server.process.kill("SIGKILL");
    await once(server.process, "exit");
    const inFlight = receiver.received.at(-1)!.messageId;
    const receivedBeforeKill = receiver.received.length;

    server = await startServer({
      SMTP_URL: receiver.url,
      LOG_LEVEL: "warn",
      DATA_DIR: dataDir,
      PORT: String(port),
      NOW: new Date(Date.parse(SYSTEM_NOW) + Date.now() - firstStart).toISOString(),
    });
    // Until nothing more arrives for 3 seconds (they come 4 a second while there are some).
    const deadline = Date.now() + 120_000;
    for (let quiet = 0; quiet < 3 && Date.now() < deadline;) {
      const before = receiver.accepted.length;
      await new Promise((r) => setTimeout(r, 1000));
      quiet = receiver.accepted.length === before && before > 0 ? quiet + 1 : 0;
    }
    await server.stop();

    // What the database queued, read once the server is gone (PGlite has one owner).
    const { openDatabase } = await import("~/db/connection.server");
    const opened = await openDatabase({ dir: path.join(dataDir, "db") });
    const rows = (await opened.db.execute(
      sql`select id, dedupe_key, status from email_outbox order by id`,
    )) as unknown as { rows: { id: number; dedupe_key: string; status: string }[] };
    const jobs = (await opened.db.execute(
      sql`select kind, status, outcome from scheduled_jobs where status = 'done'`,
    )) as unknown as { rows: { kind: string; status: string; outcome: string }[] };
    await opened.close();

    const ids = receiver.accepted.map((a) => a.messageId);
    const distinct = new Set(ids);
    const twice = ids.filter((id, i) => ids.indexOf(id) !== i);
    const queuedByJobs = jobs.rows.reduce((n, j) => n + Number.parseInt(j.outcome), 0);
    console.log(
      `Reminders crash test: ${rows.rows.length} queued by ${jobs.rows.length} jobs; ` +
        `killed after ${receivedBeforeKill} received, while ${inFlight} was on the wire; ` +
        `${distinct.size} distinct accepted; arrived twice: ${twice.length ? twice.join(", ") : "none"}.`,
    );
    expect(rows.rows.length).toBeGreaterThan(2);
    // Each job ran once: what the done jobs say they queued is what is queued.
    expect(queuedByJobs).toBe(rows.rows.length);
    expect(rows.rows.every((r) => r.status === "sent")).toBe(true);
    expect(distinct.size).toBe(rows.rows.length);
    expect(twice.every((id) => id === inFlight)).toBe(true);
    expect(twice.length).toBeLessThanOrEqual(1);
    expect(rows.rows.some((r) => r.dedupe_key.startsWith("captain-summary:"))).toBe(true);
  });
});
