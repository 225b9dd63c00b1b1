// Web Push from two server processes on one PostgreSQL
// (docs/league-rules.md#push-notifications): devices follow teams through
// either server's API, the admin starts a game and postpones another, and the
// tests' own push service (https on 127.0.0.1, trusted through
// NODE_EXTRA_CA_CERTS as a real one is, allowed by PUSH_ALLOWED_ORIGINS)
// receives each notice once per following device, encrypted for that device
// and signed with the one VAPID key both servers share. Needs TEST_DATABASE_URL.
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { generateDemoLeague } from "~/demo/generate";
import { TEST_AUTH_SECRET } from "../support/app";
import { httpFetch } from "../support/http-client";
import {
  pushServiceTls,
  startPushService,
  testDevice,
  vapidClaims,
  type PushService,
  type TestDevice,
} from "../support/push-service";
import { emptyDatabase, seedDemoLeague, type EmptyDatabase } from "./postgres";
import { signIn, startServer, SYSTEM_NOW, type RunningServer } from "./server";

const BASE_URL = process.env.TEST_DATABASE_URL;

const league = generateDemoLeague({ now: new Date(SYSTEM_NOW) });
// Two games still to be played, with four different teams.
const [toStart, toPostpone] = league.games
  .filter((g) => g.seasonId === 4 && g.status === "scheduled" && g.homeTeamId && g.awayTeamId)
  .filter((g, i, all) => {
    const earlier = all.slice(0, i).find((o) => o.homeTeamId === g.homeTeamId);
    return !earlier && g.homeTeamId !== all[0]!.awayTeamId;
  }) as [(typeof league.games)[number], (typeof league.games)[number]];

interface Notice {
  title: string;
  body: string;
  url: string;
  tag: string;
}

describe.skipIf(!BASE_URL)("Web Push from two servers on one PostgreSQL", () => {
  let database: EmptyDatabase;
  let push: PushService;
  let servers: RunningServer[] = [];
  let caDir: string;

  beforeAll(async () => {
    const tls = await pushServiceTls();
    push = await startPushService(tls);
    caDir = mkdtempSync(path.join(tmpdir(), "league-push-ca-"));
    writeFileSync(path.join(caDir, "push.pem"), tls.cert);
    database = await emptyDatabase(BASE_URL!, "push");
    const env = {
      DATABASE_URL: database.url,
      BETTER_AUTH_SECRET: TEST_AUTH_SECRET,
      REMINDERS: "off",
      NODE_EXTRA_CA_CERTS: path.join(caDir, "push.pem"),
      PUSH_ALLOWED_ORIGINS: push.origin,
    };
    servers = await Promise.all([1, 2].map(() => startServer(env)));
    await seedDemoLeague(env);
  });

  afterAll(async () => {
    await Promise.all(servers.map((s) => s.stop()));
    await database?.drop();
    await push?.close();
    if (caDir) rmSync(caDir, { recursive: true, force: true });
  });

  async function follow(server: RunningServer, device: TestDevice, teams: string[]) {
    const answer = await httpFetch(`${server.url}/push/subscriptions`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: server.url },
      body: JSON.stringify({
        subscription: {
          endpoint: device.endpoint,
          expirationTime: null,
          keys: { p256dh: device.p256dh, auth: device.auth },
        },
        teams,
      }),
    });
    expect(answer.status).toBe(201);
  }

  async function adminPost(server: RunningServer, path: string, fields: Record<string, string>) {
    const answer = await httpFetch(`${server.url}${path}`, {
      method: "POST",
      redirect: "manual",
      headers: { Cookie: await signIn(server, "admin@example.org"), Origin: server.url },
      body: new URLSearchParams(fields),
    });
    expect(answer.status, path).toBeLessThan(400);
  }

  it("each following device gets each notice once, encrypted for it and signed with the shared key", async () => {
    const keys = await Promise.all(
      servers.map(async (s) => {
        const state = await httpFetch(`${s.url}/push/subscriptions`);
        return ((await state.json()) as { publicKey: string }).publicKey;
      }),
    );
    expect(keys[0]).toBe(keys[1]);
    const publicKey = keys[0]!;

    // Six devices follow the started game's home team, three through each
    // server; three follow the postponed game's away team; one follows
    // neither team.
    const live = Array.from({ length: 6 }, () => testDevice(push.origin));
    const postponed = Array.from({ length: 3 }, () => testDevice(push.origin));
    const bystander = testDevice(push.origin);
    for (const [i, device] of live.entries()) {
      await follow(servers[i % 2]!, device, [toStart.homeTeamId!]);
    }
    for (const [i, device] of postponed.entries()) {
      await follow(servers[i % 2]!, device, [toPostpone.awayTeamId!]);
    }
    const others = league.teams.find(
      (t) => ![toStart, toPostpone].some((g) => [g.homeTeamId, g.awayTeamId].includes(t.id)),
    )!;
    await follow(servers[1]!, bystander, [others.id]);

    await adminPost(servers[0]!, `/admin/games/${toStart.id}/live`, {
      intent: "start",
      confirmed: "yes",
    });
    await adminPost(servers[1]!, `/admin/games/${toPostpone.id}/schedule`, { intent: "postpone" });

    const expected = live.length + postponed.length;
    // Until every queued push is marked sent: a server marks one only after
    // the push service answered it, so a push also sent by the other server
    // would have been received by then.
    const deadline = Date.now() + 30_000;
    for (;;) {
      const [row] = (await database.query<{ queued: string; unsent: string }>(
        `select count(*) as queued, count(*) filter (where status <> 'sent') as unsent
         from push_deliveries`,
      )) as [{ queued: string; unsent: string }];
      if (Number(row.queued) === expected && Number(row.unsent) === 0) break;
      if (Date.now() > deadline) throw new Error(`Pushes still unsent: ${JSON.stringify(row)}`);
      await new Promise((r) => setTimeout(r, 100));
    }
    expect(push.received).toHaveLength(expected);

    const devices = new Map([...live, ...postponed, bystander].map((d) => [d.id, d]));
    const notices = push.received.map((message) => {
      const device = devices.get(message.device)!;
      const claims = vapidClaims(String(message.headers.authorization), publicKey);
      expect(claims.aud).toBe(push.origin);
      expect(claims.exp * 1000).toBeGreaterThan(Date.now());
      expect(claims.exp * 1000).toBeLessThanOrEqual(Date.now() + 24 * 3600_000);
      expect(message.headers["content-encoding"]).toBe("aes128gcm");
      return { device: device.id, notice: device.read(message.body) as Notice, message };
    });
    expect(new Set(notices.map((n) => n.device)).size).toBe(expected);
    expect(notices.some((n) => n.device === bystander.id)).toBe(false);

    for (const device of live) {
      const { notice, message } = notices.find((n) => n.device === device.id)!;
      expect(notice.title).toMatch(/ is live$/);
      expect(notice.url).toBe(`/games/${toStart.id}`);
      expect(message.headers.urgency).toBe("high");
      expect(Number(message.headers.ttl)).toBeLessThanOrEqual(15 * 60);
    }
    for (const device of postponed) {
      const { notice } = notices.find((n) => n.device === device.id)!;
      expect(notice.title).toMatch(/postponed/i);
      expect(notice.url).toBe(`/games/${toPostpone.id}`);
    }
  });
});
