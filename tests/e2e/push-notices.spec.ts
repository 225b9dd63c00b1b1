// The service worker's Web Push handlers (app/service-worker/sw.ts,
// docs/architecture.md#installable-and-offline) in Chromium: a push delivered
// over CDP (ServiceWorker.deliverPushMessage, as the push service's message
// arrives) shows its notice, an unreadable one the league's generic notice,
// and a tap on it opens its page.
//
// Chromium's headless shell, which runs the other journeys, has no
// notifications (permission is always "denied" there): this file runs the
// full Chromium, headless.
import { NOTIFYING_LAUNCH } from "../../scripts/journey-browser.mjs";
import { expect, test } from "./fixtures";
import { waitForWorker } from "./service-worker";
import { ANY_SCREEN } from "./support";

test.use({ launchOptions: NOTIFYING_LAUNCH });

test(
  "a push shows its notice; a tap opens its page",
  ANY_SCREEN,
  async ({ page, context, baseURL }) => {
    const origin = new URL(baseURL!).origin;
    await context.grantPermissions(["notifications"], { origin });
    const cdp = await context.newCDPSession(page);
    const registrations = new Map<string, string>();
    cdp.on("ServiceWorker.workerRegistrationUpdated", ({ registrations: updated }) => {
      for (const r of updated) if (!r.isDeleted) registrations.set(r.scopeURL, r.registrationId);
    });
    await cdp.send("ServiceWorker.enable");
    await page.goto("/");
    await waitForWorker(page);
    await expect.poll(() => registrations.get(`${origin}/`)).toBeTruthy();
    const registrationId = registrations.get(`${origin}/`)!;

    const notices = () =>
      page.evaluate(async () => {
        const registration = await navigator.serviceWorker.ready;
        return (await registration.getNotifications()).map((n) => ({
          title: n.title,
          body: n.body,
          tag: n.tag,
          url: (n.data as { url?: string } | null)?.url,
        }));
      });
    const push = {
      title: "Saints vs Friars is live",
      body: "Tip-off at Condon School",
      url: "/schedule",
      tag: "game-g1",
    };
    await cdp.send("ServiceWorker.deliverPushMessage", {
      origin,
      registrationId,
      data: JSON.stringify(push),
    });
    await expect.poll(notices).toEqual([push]);

    // A payload it cannot read still shows a notice, the league's generic one.
    await cdp.send("ServiceWorker.deliverPushMessage", {
      origin,
      registrationId,
      data: "{not json",
    });
    await expect
      .poll(async () => (await notices()).map((n) => n.title))
      .toEqual(expect.arrayContaining(["Saints vs Friars is live", "Southie Parish League"]));

    // The tap. No browser lets a test tap a system notification: the
    // worker's own listener is given the notice shown, in the worker. The
    // site's window (this page, on the home page) goes to the notice's page.
    // (Chromium opens a new window, or brings one forward, only for a real
    // tap; the worker takes that path when no window of the site is open.)
    const [worker] = context.serviceWorkers();
    await worker!.evaluate(async (tag) => {
      const scope = self as unknown as {
        registration: ServiceWorkerRegistration;
        dispatchEvent(event: Event): boolean;
      };
      const [notice] = await scope.registration.getNotifications({ tag });
      const NotificationEventOf = (
        globalThis as unknown as {
          NotificationEvent: new (type: string, init: { notification: Notification }) => Event;
        }
      ).NotificationEvent;
      scope.dispatchEvent(new NotificationEventOf("notificationclick", { notification: notice! }));
    }, push.tag);
    await expect(page).toHaveURL(`${origin}/schedule`);
    await expect.poll(async () => (await notices()).map((n) => n.tag)).not.toContain(push.tag);
  },
);
