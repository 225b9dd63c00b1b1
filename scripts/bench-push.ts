// `npm run bench -- push`: one event pushed to 5,000 devices
// (app/push/push-worker.server.ts). A fresh embedded database holds the demo
// league and 5,000 subscriptions following one team, each with real P-256
// keys; a push service of the bench's own (https on 127.0.0.1, the tests'
// tests/support/push-service.ts) takes the pushes. It prints how long the
// one INSERT … SELECT that queues the event takes, and how long the worker
// takes to send every push (encrypted and signed, 32 at a time), in sends per
// second, beside its floor on the same machine in the same run: the same
// pushes sent by web-push alone. A sample of the received pushes is decrypted
// to check them.
//
// Node trusts the push service's certificate through NODE_EXTRA_CA_CERTS,
// read when a process starts: the bench writes the certificate, then runs
// the measurement in a child process started with it.
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";

const DEVICES = Number(process.env.BENCH_PUSH_DEVICES ?? 5000);
const NOW = new Date(process.env.NOW ?? "2026-11-22T17:00:00Z");

export async function benchPush(): Promise<void> {
  const { pushServiceTls } = await import("../tests/support/push-service");
  const dir = mkdtempSync(path.join(os.tmpdir(), "bench-push-"));
  try {
    const tls = await pushServiceTls();
    writeFileSync(path.join(dir, "cert.pem"), tls.cert);
    writeFileSync(path.join(dir, "key.pem"), tls.key);
    const child = spawnSync(
      path.resolve("node_modules/.bin/tsx"),
      [path.resolve(import.meta.dirname, "bench-push.ts"), "--measure"],
      {
        stdio: "inherit",
        env: {
          ...process.env,
          NODE_EXTRA_CA_CERTS: path.join(dir, "cert.pem"),
          BENCH_PUSH_DIR: dir,
          LOG_LEVEL: "silent",
        },
      },
    );
    if (child.status !== 0) throw new Error(`The push bench failed (exit ${child.status})`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

async function measure(dir: string): Promise<void> {
  const { startPushService, testDevice } = await import("../tests/support/push-service");
  const service = await startPushService({
    cert: readFileSync(path.join(dir, "cert.pem"), "utf8"),
    key: readFileSync(path.join(dir, "key.pem"), "utf8"),
  });
  process.env.PUSH_ALLOWED_ORIGINS = service.origin;
  process.env.DATA_DIR = dir;
  const { openDatabase } = await import("../app/db/connection.server");
  const { loadDemoLeague } = await import("../app/demo/load.server");
  const { generateDemoLeague } = await import("../app/demo/generate");
  const { pushSubscriptions, pushSubscriptionTeams, teams } = await import("../app/db/schema");
  const { queuePushToFollowers } = await import("../app/data/push-deliveries.server");
  const { liveNotice } = await import("../app/domain/push/news");
  const { createPushWorker, CONCURRENCY } = await import("../app/push/push-worker.server");
  const { vapidKeys } = await import("../app/push/vapid.server");
  const { db, close } = await openDatabase({ dir: path.join(dir, "db") });
  try {
    await loadDemoLeague(db, generateDemoLeague({ now: NOW }));
    const [team] = await db.select({ id: teams.id, name: teams.name }).from(teams).limit(1);
    const devices = Array.from({ length: DEVICES }, () => testDevice(service.origin));
    for (let i = 0; i < devices.length; i += 500) {
      const chunk = devices.slice(i, i + 500);
      await db
        .insert(pushSubscriptions)
        .values(
          chunk.map((d) => ({ id: d.id, endpoint: d.endpoint, p256dh: d.p256dh, auth: d.auth })),
        );
      await db
        .insert(pushSubscriptionTeams)
        .values(chunk.map((d) => ({ subscriptionId: d.id, teamId: team!.id })));
    }
    await vapidKeys(db); // made once, before the clock starts
    const game = {
      id: "bench",
      awayName: "Friars",
      homeName: team!.name,
      startsAt: NOW,
      location: "condon",
    };
    let started = performance.now();
    const queued = await db.transaction((tx) =>
      queuePushToFollowers(tx, liveNotice(game, NOW), [team!.id], NOW),
    );
    const queueMs = performance.now() - started;
    const worker = createPushWorker({ db, now: () => NOW });
    started = performance.now();
    const round = await worker.sendDue();
    const sendMs = performance.now() - started;
    await worker.stop();
    const byId = new Map(devices.map((d) => [d.id, d]));
    const sample = service.received.filter((_, i) => i % Math.ceil(DEVICES / 20) === 0);
    const readable = sample.every(
      (push) =>
        (byId.get(push.device)!.read(push.body) as { title: string }).title ===
        `Friars vs ${team!.name} is live`,
    );
    console.log(
      `\nPush fan-out: one event to ${DEVICES} subscriptions (PGlite, local push service)`,
    );
    console.log(`  queued ${queued} pushes in one INSERT … SELECT: ${queueMs.toFixed(0)} ms`);
    console.log(
      `  sent ${round.sent} (retry ${round.retry}, failed ${round.failed}), received ${service.received.length}: ` +
        `${sendMs.toFixed(0)} ms, ${Math.round((round.sent / sendMs) * 1000)} sends/s`,
    );
    console.log(
      `  a sample of ${sample.length} decrypted with their devices' keys: ${readable ? "ok" : "WRONG"}`,
    );
    // The floor on this machine, in this run: the same pushes, encrypted,
    // signed and posted by web-push alone (no database, no queue), as many at
    // a time over a keep-alive agent as the worker sends.
    const floorMs = await webPushAlone(devices, await vapidKeys(db), CONCURRENCY);
    console.log(
      `  floor, web-push alone (${CONCURRENCY} at a time, no database): ${floorMs.toFixed(0)} ms, ` +
        `${Math.round((DEVICES / floorMs) * 1000)} sends/s; the worker takes ${(sendMs / floorMs).toFixed(2)}× the floor`,
    );
  } finally {
    await close();
    await service.close();
  }
}

/** Sends one live notice to every device with web-push directly, `concurrency` at a time. */
async function webPushAlone(
  devices: { endpoint: string; p256dh: string; auth: string }[],
  vapid: { publicKey: string; privateKey: string; subject: string },
  concurrency: number,
): Promise<number> {
  const webPush = (await import("web-push")).default;
  const { Agent } = await import("node:https");
  const agent = new Agent({ keepAlive: true, maxSockets: concurrency });
  const payload = JSON.stringify({
    title: "Friars vs Saints is live",
    body: "",
    url: "/",
    tag: "t",
  });
  const started = performance.now();
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < devices.length) {
        const device = devices[next++]!;
        await webPush.sendNotification(
          { endpoint: device.endpoint, keys: { p256dh: device.p256dh, auth: device.auth } },
          payload,
          { vapidDetails: vapid, TTL: 900, urgency: "high", agent },
        );
      }
    }),
  );
  agent.destroy();
  return performance.now() - started;
}

if (process.argv.includes("--measure")) await measure(process.env.BENCH_PUSH_DIR!);
