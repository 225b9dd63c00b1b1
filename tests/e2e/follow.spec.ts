// Following a team on this device (docs/league-rules.md#push-notifications),
// from the tap to the notice. On a server of this file's own, its clock on a
// game day's morning, sending to the test's own push service (https on
// 127.0.0.1, trusted through NODE_EXTRA_CA_CERTS, allowed by
// PUSH_ALLOWED_ORIGINS):
// - the Follow button asks for notification permission only once tapped,
//   subscribes the phone and says so under the buttons;
// - the admin starts the game: the push service receives one push for the
//   phone, encrypted for its keys and signed with the server's VAPID key;
//   delivered to the phone's service worker, it shows the notice;
// - /follow shows the team followed, and one tap stops everything.
// And, without script, the Follow button still leads somewhere useful.
//
// Chromium cannot reach a real push service here (its own is Google's), so the
// page's PushManager hands out a subscription at the test's push service with
// keys the test holds: everything after that (the island, the server, the
// sends, the worker) is the real thing. Full Chromium, as push-notices.spec.ts
// explains (the headless shell has no notifications).
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { devices, type BrowserContext } from "@playwright/test";
import { generateDemoLeague } from "~/demo/generate";
import { NOTIFYING_LAUNCH } from "../../scripts/journey-browser.mjs";
import { expect, test } from "./fixtures";
import { GAME_DAY_MORNING } from "./own-server";
import { waitForWorker } from "./service-worker";
import { signInWithPassword } from "./auth";
import { ANY_SCREEN, waitForHydration } from "./support";
import { signIn, startServer, type RunningServer } from "../system/server";
import { httpFetch } from "../support/http-client";
import {
  pushServiceTls,
  startPushService,
  testDevice,
  vapidClaims,
  type PushService,
  type TestDevice,
} from "../support/push-service";

test.use({ launchOptions: NOTIFYING_LAUNCH });

const league = generateDemoLeague({ now: new Date(GAME_DAY_MORNING) });
// The first game of the day with both teams set.
const game = league.games
  .filter(
    (g) =>
      g.homeTeamId &&
      g.awayTeamId &&
      g.status === "scheduled" &&
      g.startsAt.toISOString().slice(0, 10) === GAME_DAY_MORNING.slice(0, 10),
  )
  .sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime())[0]!;

let push: PushService;
let server: RunningServer;
let caDir: string;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  const tls = await pushServiceTls();
  push = await startPushService(tls);
  caDir = mkdtempSync(path.join(tmpdir(), "league-follow-ca-"));
  writeFileSync(path.join(caDir, "push.pem"), tls.cert);
  server = await startServer({
    NOW: GAME_DAY_MORNING,
    REMINDERS: "off",
    LOG_LEVEL: "warn",
    NODE_EXTRA_CA_CERTS: path.join(caDir, "push.pem"),
    PUSH_ALLOWED_ORIGINS: push.origin,
  });
});

test.afterAll(async () => {
  await server?.stop();
  await push?.close();
  if (caDir) rmSync(caDir, { recursive: true, force: true });
});

/**
 * The page's PushManager hands out a subscription at the test's push service
 * with `device`'s keys (see the file's comment), kept across reloads until it
 * is ended.
 */
function holdSubscription(context: BrowserContext, device: TestDevice) {
  return context.addInitScript(
    ({ endpoint, p256dh, auth }) => {
      const subscription = (key: BufferSource | null) => ({
        endpoint,
        expirationTime: null,
        options: { applicationServerKey: key, userVisibleOnly: true },
        toJSON: () => ({ endpoint, expirationTime: null, keys: { p256dh, auth } }),
        unsubscribe: async () => {
          localStorage.removeItem("subscribed-key");
          return true;
        },
      });
      const held = () => {
        const key = localStorage.getItem("subscribed-key");
        return key ? subscription(Uint8Array.from(JSON.parse(key) as number[]).buffer) : null;
      };
      PushManager.prototype.getSubscription = async function () {
        return held() as unknown as PushSubscription;
      };
      PushManager.prototype.subscribe = async function (options) {
        const key = new Uint8Array(options!.applicationServerKey as ArrayBuffer);
        localStorage.setItem("subscribed-key", JSON.stringify([...key]));
        return held() as unknown as PushSubscription;
      };
    },
    { endpoint: device.endpoint, p256dh: device.p256dh, auth: device.auth },
  );
}

test(
  "a tap follows a team on this device; its game going live reaches the phone as a notice",
  ANY_SCREEN,
  async ({ browser }) => {
    test.setTimeout(90_000);
    const device = testDevice(push.origin);
    const context = await browser.newContext({ ...devices["Pixel 7"], baseURL: server.url });
    await context.grantPermissions(["notifications"], { origin: server.url });
    await holdSubscription(context, device);
    // Counts the page's permission requests, passing each on.
    await context.addInitScript(() => {
      const original = Notification.requestPermission.bind(Notification);
      Notification.requestPermission = () => {
        sessionStorage.setItem("asked", String(Number(sessionStorage.getItem("asked") ?? 0) + 1));
        return original();
      };
    });
    const page = await context.newPage();
    await page.goto(`/games/${game.id}`);
    await waitForWorker(page);
    const follow = page.locator("form[data-follow]");
    const homeButton = follow.locator(`button[value="${game.homeTeamId}"]`);
    await expect(homeButton).toHaveText(/^Follow /);
    // Nothing is asked before the tap.
    expect(await page.evaluate(() => sessionStorage.getItem("asked"))).toBeNull();

    await homeButton.click();
    await expect(follow.getByRole("status")).toContainText("Done: this device will be told");
    await expect(homeButton).toHaveAttribute("aria-pressed", "true");
    await expect(homeButton).toHaveText(/^Following /);
    expect(await page.evaluate(() => sessionStorage.getItem("asked"))).toBe("1");
    // Still following after a reload: the island asks what this device follows.
    await page.reload();
    await expect(homeButton).toHaveAttribute("aria-pressed", "true");

    // The admin starts the game: one push reaches the phone's push service.
    const admin = await signIn(server, "admin@example.org");
    const started = await httpFetch(`${server.url}/admin/games/${game.id}/live`, {
      method: "POST",
      redirect: "manual",
      headers: { Cookie: admin, Origin: server.url },
      body: new URLSearchParams({ intent: "start", confirmed: "yes" }),
    });
    expect(started.status).toBe(302);
    // (This file's other journeys have devices of their own at the same push service.)
    const mine = () => push.received.filter((m) => m.device === device.id);
    await expect.poll(() => mine().length, { timeout: 15_000 }).toBe(1);
    const [message] = mine();
    const { publicKey } = (await (await httpFetch(`${server.url}/push/subscriptions`)).json()) as {
      publicKey: string;
    };
    expect(vapidClaims(String(message!.headers.authorization), publicKey).aud).toBe(push.origin);
    const notice = device.read(message!.body) as { title: string; url: string; tag: string };
    expect(notice.title).toMatch(/ is live$/);
    expect(notice.url).toBe(`/games/${game.id}`);

    // What the push service would hand the phone, to its service worker.
    const cdp = await context.newCDPSession(page);
    const registrations = new Map<string, string>();
    cdp.on("ServiceWorker.workerRegistrationUpdated", ({ registrations: updated }) => {
      for (const r of updated) if (!r.isDeleted) registrations.set(r.scopeURL, r.registrationId);
    });
    await cdp.send("ServiceWorker.enable");
    await expect.poll(() => registrations.get(`${server.url}/`)).toBeTruthy();
    await cdp.send("ServiceWorker.deliverPushMessage", {
      origin: server.url,
      registrationId: registrations.get(`${server.url}/`)!,
      data: JSON.stringify(notice),
    });
    // The worker is woken for it: on two busy cores the notice once took
    // longer than the default 7 s to show.
    await expect
      .poll(
        () =>
          page.evaluate(async () =>
            (await (await navigator.serviceWorker.ready).getNotifications()).map((n) => n.title),
          ),
        { timeout: 20_000 },
      )
      .toEqual([notice.title]);

    // /follow: the team ticked; one tap stops everything.
    await page.goto("/follow");
    await expect(page.getByRole("checkbox", { checked: true })).toHaveCount(1);
    await page.getByRole("button", { name: "Stop all notifications on this device" }).click();
    await expect(page.getByRole("status")).toHaveText(
      "Stopped: this device gets no more notifications from the league.",
    );
    await expect(page.getByText("This device follows no team yet.")).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem("subscribed-key"))).toBeNull();

    // Following again from /follow: the page then shows the device's list.
    await page.locator(`button[value="${game.awayTeamId}"]`).click();
    await expect(page).toHaveURL(/\/follow\?done=followed&team=/);
    await expect(page.getByRole("status")).toContainText("Done: this device will be told");
    const ticked = page.getByRole("checkbox", { checked: true });
    await expect(ticked).toHaveCount(1);
    await expect(ticked).toHaveValue(game.awayTeamId!);
    await context.close();
  },
);

test(
  "without script, the Follow button leads to /follow, which says what to do",
  ANY_SCREEN,
  async ({ browser }) => {
    const context = await browser.newContext({
      ...devices["Pixel 7"],
      baseURL: server.url,
      javaScriptEnabled: false,
    });
    const page = await context.newPage();
    await page.goto(`/teams/${game.homeTeamId}`);
    await page.getByRole("button", { name: /^Follow / }).click();
    await expect(page).toHaveURL(/\/follow\?done=needs-permission/);
    await expect(page.getByRole("status")).toContainText(
      "your browser will ask to allow notifications",
    );
    await context.close();
  },
);

test(
  "a signed-in player's game page, which hydrates, offers his own team first and follows on a tap",
  ANY_SCREEN,
  async ({ browser }) => {
    test.setTimeout(60_000);
    const pat = league.players.find((p) => p.email === "player@example.org")!;
    const ownTeam = league.seasonRosters.find(
      (r) => r.playerId === pat.id && r.seasonId === 4,
    )!.teamId;
    // A game of his team this season, his team away, so "first" is not the page's own order.
    const hisGame = league.games.find(
      (g) => g.seasonId === 4 && g.awayTeamId === ownTeam && g.homeTeamId && g.id !== game.id,
    )!;
    const device = testDevice(push.origin);
    const context = await browser.newContext({ ...devices["Pixel 7"], baseURL: server.url });
    await context.grantPermissions(["notifications"], { origin: server.url });
    await holdSubscription(context, device);
    const page = await context.newPage();
    await signInWithPassword(page, "player@example.org", `/games/${hisGame.id}`);
    await waitForHydration(page);
    const buttons = page.locator("form[data-follow] button[name=team]");
    await expect(buttons.first()).toHaveAttribute("value", ownTeam!);
    await buttons.first().click();
    await expect(page.locator("form[data-follow]").getByRole("status")).toContainText(
      "Done: this device will be told",
    );
    await expect(buttons.first()).toHaveAttribute("aria-pressed", "true");
    await context.close();
  },
);
