// Three server processes on one PostgreSQL send the alert emails one outbox
// holds (docs/production.md#email-alerts): every email is sent by exactly one
// of them, and none twice. Needs TEST_DATABASE_URL.
import { once } from "node:events";
import { simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { generateDemoLeague } from "~/demo/generate";
import { TEST_AUTH_SECRET } from "../support/app";
import { emptyDatabase, seedDemoLeague, type EmptyDatabase } from "./postgres";
import { freePort, signIn, startServer, SYSTEM_NOW, type RunningServer } from "./server";
import { httpFetch } from "../support/http-client";

const BASE_URL = process.env.TEST_DATABASE_URL;

/** A local SMTP receiver keeping each message's Message-ID. */
async function receiver() {
  const messageIds: string[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", async () => {
        messageIds.push((await simpleParser(Buffer.concat(chunks))).messageId ?? "");
        // A little slow, like a real server: the instances overlap.
        setTimeout(callback, 20);
      });
    },
  });
  const port = await freePort();
  server.listen(port, "127.0.0.1");
  await once(server.server, "listening");
  return {
    url: `smtp://127.0.0.1:${port}`,
    messageIds,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const league = generateDemoLeague({ now: new Date(SYSTEM_NOW) });
const games = league.games
  .filter((g) => g.seasonId === 4 && g.status === "scheduled" && g.homeTeamId && g.awayTeamId)
  .slice(0, 4);

describe.skipIf(!BASE_URL)("alert emails from several servers on one PostgreSQL", () => {
  let database: EmptyDatabase;
  let mail: Awaited<ReturnType<typeof receiver>>;
  let servers: RunningServer[] = [];

  beforeAll(async () => {
    mail = await receiver();
    database = await emptyDatabase(BASE_URL!, "outbox");
    const env = {
      DATABASE_URL: database.url,
      BETTER_AUTH_SECRET: TEST_AUTH_SECRET,
      SMTP_URL: mail.url,
      // Alerts only: the count of queued emails must not grow while they are sent.
      REMINDERS: "off",
    };
    servers = await Promise.all([1, 2, 3].map(() => startServer(env)));
    await seedDemoLeague(env);
  });

  afterAll(async () => {
    await Promise.all(servers.map((s) => s.stop()));
    await database?.drop();
    await mail?.close();
  });

  it("each queued email is sent by exactly one server, once", async () => {
    // Every player of season 4 asked for game changes.
    await database.query(
      `insert into email_preferences (player_id, game_changes, results)
       select player_id, true, true from season_rosters where season_id = 4`,
    );
    // The admin postpones four games, on different servers.
    for (const [i, game] of games.entries()) {
      const server = servers[i % servers.length]!;
      const response = await httpFetch(`${server.url}/admin/games/${game.id}/schedule`, {
        method: "POST",
        redirect: "manual",
        headers: { Cookie: await signIn(server, "admin@example.org"), Origin: server.url },
        body: new URLSearchParams({ intent: "postpone" }),
      });
      expect(response.status).toBe(302);
    }
    const [{ count }] = (await database.query<{ count: string }>(
      "select count(*) from email_outbox",
    )) as [{ count: string }];
    const queued = Number(count);
    expect(queued).toBeGreaterThan(30);

    const deadline = Date.now() + 90_000;
    for (;;) {
      const [{ waiting }] = (await database.query<{ waiting: string }>(
        "select count(*) as waiting from email_outbox where status <> 'sent'",
      )) as [{ waiting: string }];
      if (Number(waiting) === 0) break;
      if (Date.now() > deadline) throw new Error(`${waiting} alerts still unsent`);
      await new Promise((r) => setTimeout(r, 250));
    }
    await new Promise((r) => setTimeout(r, 1500)); // anything sent twice would arrive now

    expect(mail.messageIds).toHaveLength(queued);
    expect(new Set(mail.messageIds).size).toBe(queued);
    // Who sent what, from each server's log ("Sent …" lines carry the row id).
    const senders = servers.map(
      (s) =>
        new Set([...s.output().matchAll(/"outboxId":(\d+)[^\n]*"msg":"Sent /g)].map((m) => m[1])),
    );
    const total = senders.reduce((sum, ids) => sum + ids.size, 0);
    expect(total).toBe(queued);
    expect(new Set(senders.flatMap((ids) => [...ids])).size).toBe(queued);
    console.log(
      `Outbox on three instances: ${queued} alerts, sent ${senders.map((ids) => ids.size).join(" + ")}, none twice.`,
    );
    // With four messages a second each, more than one server took part.
    expect(senders.filter((ids) => ids.size > 0).length).toBeGreaterThan(1);
  });
});
