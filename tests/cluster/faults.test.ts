// Faults on the production recipe: three instances on one PostgreSQL behind
// Caddy (deploy/Caddyfile), on a PostgreSQL server of the test's own so it can
// be stopped and started again, and a local mail server that goes away too.
//  - PostgreSQL stops for several seconds while visitors read pages and an
//    admin saves a result again and again: no request hangs or fails without
//    an answer, visitors get the short "back in a moment" page (503 with
//    Retry-After) instead of an empty one, every save answered as done is in
//    the database and every save refused is not, the instances are ready again
//    as soon as it is back, and live scores started on one instance reach the
//    spectators of another.
//  - The mail server is down while alerts are queued: they wait in the outbox
//    and all go once it is back, none twice.
import { once } from "node:events";
import { existsSync } from "node:fs";
import autocannon from "autocannon";
import { simpleParser } from "mailparser";
import pg from "pg";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TEST_AUTH_SECRET } from "../support/app";
import { seedDemoLeague } from "../system/postgres";
import { freePort, signIn, startServer, type RunningServer } from "../system/server";
import { CADDY, startCaddy, type RunningCaddy } from "./caddy";
import { postgresBin, startOwnPostgres, type OwnPostgres } from "./own-postgres";
import { httpFetch } from "../support/http-client";

const PAGES = ["/", "/schedule", "/seasons/4", "/records", "/teams", "/draft"];
const OUTAGE_MS = 6_000;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A local SMTP server that can be stopped and started on the same port. */
async function mailServer() {
  const port = await freePort();
  const messageIds: string[] = [];
  let server: SMTPServer | null = null;
  const start = async () => {
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS", "AUTH"],
      logger: false,
      onData(stream, _session, callback) {
        const chunks: Buffer[] = [];
        stream.on("data", (chunk: Buffer) => chunks.push(chunk));
        stream.on("end", async () => {
          messageIds.push((await simpleParser(Buffer.concat(chunks))).messageId ?? "");
          callback();
        });
      },
    });
    server.listen(port, "127.0.0.1");
    await once(server.server, "listening");
  };
  const stop = () =>
    new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  await start();
  return { url: `smtp://127.0.0.1:${port}`, messageIds, start, stop };
}

let postgres: OwnPostgres;
let mail: Awaited<ReturnType<typeof mailServer>>;
let instanceEnv: Record<string, string>;
let instances: RunningServer[] = [];
let proxy: RunningCaddy;

async function query<R extends pg.QueryResultRow>(text: string, values?: unknown[]) {
  const client = new pg.Client({ connectionString: postgres.url });
  await client.connect();
  try {
    return (await client.query<R>(text, values)).rows;
  } finally {
    await client.end();
  }
}

beforeAll(async () => {
  if (!postgresBin() || !existsSync(CADDY)) {
    throw new Error(
      `The fault tests need PostgreSQL's server binaries and Caddy (${CADDY}): apt-get install postgresql caddy.`,
    );
  }
  [postgres, mail] = await Promise.all([startOwnPostgres(), mailServer()]);
  const ports = await Promise.all([1, 2, 3].map(() => freePort()));
  const proxyPort = await freePort();
  instanceEnv = {
    DATABASE_URL: postgres.url,
    BETTER_AUTH_SECRET: TEST_AUTH_SECRET,
    TRUST_PROXY: "loopback",
    APP_URL: `http://127.0.0.1:${proxyPort}`,
    SMTP_URL: mail.url,
    // Alerts only, so the count of queued emails is the test's own.
    REMINDERS: "off",
  };
  instances = await Promise.all(
    ports.map((port) => startServer({ ...instanceEnv, PORT: String(port) })),
  );
  await seedDemoLeague(instanceEnv);
  proxy = await startCaddy(ports, proxyPort);
});

afterAll(async () => {
  await proxy?.stop();
  await Promise.all(instances.map((s) => s.stop()));
  await postgres?.destroy();
  await mail?.stop();
});

function post(path: string, form: Record<string, string>, cookie: string) {
  return httpFetch(`${proxy.url}${path}`, {
    method: "POST",
    redirect: "manual",
    headers: { Origin: proxy.url, Cookie: cookie },
    body: new URLSearchParams(form),
    signal: AbortSignal.timeout(15_000),
  });
}

/** How many outbox emails match `where` (a fixed condition of this file's). */
async function outboxCount(where: string): Promise<number> {
  const [row] = await query<{ n: number }>(
    `select count(*)::int as n from email_outbox where ${where}`,
  );
  return row!.n;
}

async function scheduledGames(count: number): Promise<string[]> {
  const rows = await query<{ id: string }>(
    `select id from games where season_id = 4 and status = 'scheduled'
       and home_team_id is not null and away_team_id is not null order by starts_at, id limit $1`,
    [count],
  );
  return rows.map((r) => r.id);
}

async function readyStatuses(): Promise<number[]> {
  return Promise.all(
    instances.map(async (instance) => {
      try {
        return (await httpFetch(`${instance.url}/readyz`, { signal: AbortSignal.timeout(3000) }))
          .status;
      } catch {
        return 0;
      }
    }),
  );
}

/** Reads a spectator's stream until `seen` says enough, or the timeout. */
async function streamUntil(url: string, seen: (text: string) => boolean, timeoutMs: number) {
  const response = await httpFetch(url, {
    headers: { Accept: "text/event-stream" },
    signal: AbortSignal.timeout(timeoutMs),
  });
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  let text = "";
  try {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) return text;
      text += decoder.decode(value, { stream: true });
      if (seen(text)) return text;
    }
  } catch {
    return text; // timed out
  } finally {
    await reader.cancel().catch(() => {});
  }
}

describe("faults on three instances behind Caddy", () => {
  it("PostgreSQL stops under load and comes back: nothing saved is lost, nothing refused is kept", async () => {
    const admin = await signIn(proxy, "admin@example.org");
    const [game, liveGame] = await scheduledGames(2);
    const statuses = new Map<number, number>();
    const failures: string[] = [];

    let finish!: (result: autocannon.Result) => void;
    const finished = new Promise<autocannon.Result>((resolve) => (finish = resolve));
    const load = autocannon(
      {
        url: proxy.url,
        connections: 6,
        duration: 60,
        timeout: 20,
        requests: PAGES.map((path) => ({ method: "GET" as const, path })),
      },
      (error, result) => (error ? failures.push(String(error)) : finish(result)),
    );
    load.on("response", (_client, status) => statuses.set(status, (statuses.get(status) ?? 0) + 1));
    load.on("reqError", (error) => failures.push(String(error)));

    // The admin saves the same game again and again, each time with another
    // away score (never the home team's 45): the audit log tells which stuck.
    let saving = true;
    const saves: { away: number; status: number; at: number }[] = [];
    const saveLoop = (async () => {
      for (let away = 0; saving && away < 200; away++) {
        if (away === 45) continue;
        let status = 0;
        try {
          const answer = await post(
            `/admin/games/${game}`,
            { intent: "save", awayScore: String(away), homeScore: "45" },
            admin,
          );
          status = answer.status;
          await answer.arrayBuffer();
        } catch {
          status = 0; // no answer at all: counted, and must not happen
        }
        saves.push({ away, status, at: Date.now() });
        await sleep(100);
      }
    })();

    // Saving works before the stop: the first save answered as done, then the stop.
    const savedAfter = (at: number) => saves.filter((s) => s.at > at && s.status === 302).length;
    await expect.poll(() => savedAfter(0), { timeout: 60_000, interval: 100 }).toBeGreaterThan(0);
    await postgres.stop();
    const stoppedAt = Date.now();
    try {
      await sleep(2500);
      // While it is away: the instances say they are not ready, and a visitor
      // gets a short page that says so, through the proxy.
      expect(await readyStatuses()).toEqual([503, 503, 503]);
      const away = await httpFetch(`${proxy.url}/players`, { signal: AbortSignal.timeout(10_000) });
      const awayPage = await away.text();
      expect(away.status).toBe(503);
      expect(Number(away.headers.get("Retry-After"))).toBeGreaterThan(0);
      expect(away.headers.get("Content-Type")).toMatch(/^text\/html/);
      expect(awayPage).toContain("back in a moment");
      // An instance asked directly (before the proxy's health check notices,
      // or a page it cannot serve from memory) answers the same way itself.
      const direct = await httpFetch(`${instances[0]!.url}/players`);
      expect(direct.status).toBe(503);
      expect(direct.headers.get("Retry-After")).toBe("10");
      expect(await direct.text()).toContain("back in a moment");
      await sleep(Math.max(0, OUTAGE_MS - (Date.now() - stoppedAt)));
    } finally {
      await postgres.start();
    }
    const restartedAt = Date.now();
    await expect.poll(readyStatuses, { timeout: 10_000, interval: 100 }).toEqual([200, 200, 200]);
    const readyAfterMs = Date.now() - restartedAt;
    // Saving works again after it: several saves answered as done (however
    // long the busy machine takes to get them through), then the loop stops.
    await expect
      .poll(() => savedAfter(restartedAt), { timeout: 60_000, interval: 100 })
      .toBeGreaterThan(3);
    saving = false;
    await saveLoop;
    load.stop();
    const result = await finished;

    // Every save answered as done is in the audit log, every other is not.
    const stored = await query<{ away: string }>(
      `select after->>'awayScore' as away from audit_log
        where action = 'save-result' and entity_id = $1`,
      [game],
    );
    const storedScores = stored.map((r) => Number(r.away)).sort((a, b) => a - b);
    const answeredDone = saves.filter((s) => s.status === 302).map((s) => s.away);
    const refused = saves.filter((s) => s.status !== 302);
    expect(storedScores).toEqual(answeredDone);
    // Refused means the short 503 page, never no answer or a crash.
    expect(refused.map((s) => s.status).filter((s) => s !== 503)).toEqual([]);
    expect(refused.length).toBeGreaterThan(0);
    // Saving worked before the stop and works again after it.
    expect(saves.filter((s) => s.at < stoppedAt && s.status === 302).length).toBeGreaterThan(0);
    expect(saves.filter((s) => s.at > restartedAt && s.status === 302).length).toBeGreaterThan(3);
    // The last save stands.
    const [row] = await query<{ away_score: number }>(
      "select away_score from games where id = $1",
      [game],
    );
    expect(row!.away_score).toBe(answeredDone.at(-1));

    // Visitors: every request answered, each a page or the 503 page.
    const summary = [...statuses.entries()].map(([s, n]) => `${n}×${s}`).join(", ");
    console.log(
      `PostgreSQL stopped ${OUTAGE_MS / 1000} s under load: ${result.requests.total} page requests (${summary}), ` +
        `${result.errors} errors, ${result.timeouts} timeouts; ${saves.length} saves, ${answeredDone.length} saved, ` +
        `${refused.length} refused (503); ready again ${readyAfterMs} ms after PostgreSQL was.`,
    );
    expect(failures).toEqual([]);
    expect(result.errors).toBe(0);
    expect(result.timeouts).toBe(0);
    expect([...statuses.keys()].filter((s) => s !== 200 && s !== 503)).toEqual([]);
    expect(statuses.get(503) ?? 0).toBeGreaterThan(0);

    // After it: a game started live on one instance reaches another's spectators.
    const [first, second] = instances as [RunningServer, RunningServer];
    const heard = streamUntil(`${second.url}/live`, (text) => text.includes(liveGame!), 15_000);
    await sleep(500);
    const started = await httpFetch(`${first.url}/admin/games/${liveGame}/live`, {
      method: "POST",
      redirect: "manual",
      // The site's origin is the proxy's (APP_URL): the browser's page came from there.
      headers: { Origin: proxy.url, Cookie: await signIn(proxy, "admin@example.org") },
      body: new URLSearchParams({ intent: "start", confirmed: "yes" }),
    });
    expect(started.status).toBe(302);
    expect(await heard).toContain(liveGame);
  });

  it("the mail server is down while alerts are queued: they wait, then all go, none twice", async () => {
    await query(
      `insert into email_preferences (player_id, game_changes, results)
       select player_id, true, true from season_rosters where season_id = 4
       on conflict (player_id) do update set game_changes = true`,
    );
    await mail.stop();
    const admin = await signIn(proxy, "admin@example.org");
    const games = (await scheduledGames(6)).slice(2, 5);
    const before = mail.messageIds.length;
    for (const game of games) {
      const answer = await post(`/admin/games/${game}/schedule`, { intent: "postpone" }, admin);
      expect(answer.status).toBe(302);
    }
    const queued = await outboxCount("status <> 'sent'");
    expect(queued).toBeGreaterThan(10);
    // The instances try, fail, and keep them for later.
    await expect
      .poll(() => outboxCount("status = 'pending' and attempts > 0"), {
        timeout: 20_000,
        interval: 250,
      })
      .toBe(queued);
    expect(mail.messageIds.length).toBe(before);

    await mail.start();
    // Their next try (30 s after the first) finds it back.
    await expect
      .poll(() => outboxCount("status <> 'sent'"), { timeout: 90_000, interval: 500 })
      .toBe(0);
    await sleep(1500); // anything sent twice would arrive now
    const sent = mail.messageIds.slice(before);
    expect(sent).toHaveLength(queued);
    expect(new Set(sent).size).toBe(queued);
    console.log(`Mail server down: ${queued} alerts waited in the outbox, then went once each.`);
  });
});
