// Following teams on this device, the browser's side (docs/league-rules.md#push-notifications):
// the Follow control (follow-teams.tsx) and the /follow page's stop button.
// React-free, so the follow island runs it on pages that read and a page that
// hydrates runs the same through its component. The browser asks for
// permission only when the person taps Follow, never on its own.
import { withTeam } from "~/domain/push/follows";

/** The device's side of the subscription API (app/routes/push-subscriptions.ts). */
const API = "/push/subscriptions";

interface DeviceState {
  /** The server's VAPID public key, base64url: what the push service checks the sender with. */
  publicKey: string;
  teams: string[];
}

type Outcome = { ok: true; teams: string[] } | { ok: false; message: string };

const UNSUPPORTED =
  "This browser cannot show notifications from a website. On an iPhone, add this site to your Home Screen first (Share, then Add to Home Screen) and follow from there.";
const BLOCKED =
  "Notifications are blocked for this site. Allow them in your browser’s settings for this site, then tap again.";
const UNREACHABLE = "The site could not be reached. Try again in a moment.";
const NO_PUSH =
  "This browser could not sign up for notifications (its push service did not answer). Try again later.";

function canNotify(): boolean {
  return "serviceWorker" in navigator && "PushManager" in window && "Notification" in window;
}

async function messageOf(answer: Response): Promise<string> {
  try {
    const body = (await answer.json()) as { message?: unknown };
    if (typeof body.message === "string") return body.message;
  } catch {
    // Not JSON: a proxy's page, for instance.
  }
  return UNREACHABLE;
}

async function deviceState(): Promise<DeviceState> {
  const answer = await fetch(API, { headers: { Accept: "application/json" } });
  if (!answer.ok) throw new Error(await messageOf(answer));
  return (await answer.json()) as DeviceState;
}

function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replaceAll("-", "+").replaceAll("_", "/");
  const raw = atob(base64 + "=".repeat((4 - (base64.length % 4)) % 4));
  return Uint8Array.from(raw, (c) => c.charCodeAt(0));
}

function sameKey(a: ArrayBuffer | null, b: Uint8Array): boolean {
  if (!a || a.byteLength !== b.length) return false;
  const bytes = new Uint8Array(a);
  return bytes.every((byte, i) => byte === b[i]);
}

/**
 * This browser's push subscription under the server's key: the one it has, or
 * a new one (an old one under another key is dropped first, or the push
 * service would refuse the server's messages).
 */
async function subscription(publicKey: string): Promise<PushSubscription> {
  const { pushManager } = await navigator.serviceWorker.ready;
  const key = keyBytes(publicKey);
  const existing = await pushManager.getSubscription();
  if (existing && sameKey(existing.options.applicationServerKey, key)) return existing;
  await existing?.unsubscribe();
  return pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
}

/** Follows `teamId` on this device, or stops following it. */
export async function followTeam(teamId: string, follow: boolean): Promise<Outcome> {
  if (!canNotify()) return { ok: false, message: UNSUPPORTED };
  if (follow && (await Notification.requestPermission()) !== "granted") {
    return { ok: false, message: BLOCKED };
  }
  let state: DeviceState;
  let device: PushSubscription;
  try {
    state = await deviceState();
  } catch (error) {
    return { ok: false, message: error instanceof Error ? error.message : UNREACHABLE };
  }
  try {
    device = await subscription(state.publicKey);
  } catch {
    return { ok: false, message: NO_PUSH };
  }
  try {
    const answer = await fetch(API, {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "application/json" },
      body: JSON.stringify({
        subscription: device.toJSON(),
        teams: withTeam(state.teams, teamId, follow),
      }),
    });
    if (answer.status !== 201) return { ok: false, message: await messageOf(answer) };
    return { ok: true, teams: ((await answer.json()) as DeviceState).teams };
  } catch {
    return { ok: false, message: UNREACHABLE };
  }
}

/** The teams this device follows, asked only when it has a subscription (else none). */
async function followedTeams(): Promise<string[]> {
  if (!canNotify() || Notification.permission !== "granted") return [];
  const registration = await navigator.serviceWorker.getRegistration("/");
  if (!(await registration?.pushManager.getSubscription())) return [];
  return (await deviceState()).teams;
}

function showFollowed(form: HTMLFormElement, teams: readonly string[]): void {
  for (const button of form.querySelectorAll<HTMLButtonElement>("button[name=team]")) {
    const following = teams.includes(button.value);
    button.setAttribute("aria-pressed", String(following));
    button.textContent = `${following ? "Following" : "Follow"} ${button.dataset.teamName ?? ""}`;
  }
}

function say(form: HTMLFormElement, text: string, withLink: boolean): void {
  const status = form.querySelector<HTMLElement>("[role=status]");
  if (!status) return;
  status.textContent = text;
  if (withLink) {
    const link = document.createElement("a");
    link.href = "/follow";
    link.textContent = "What this device follows";
    status.append(" ", link);
  }
}

/**
 * Takes over a Follow form (follow-teams.tsx): a tap follows, or stops
 * following a team already followed, and the answer is said beside the
 * buttons. Without notifications in this browser the form is left to post as
 * served: /follow says what can be done.
 */
export function enhanceFollowForm(form: HTMLFormElement): void {
  if (!canNotify()) return;
  form.addEventListener("submit", (event) => {
    const button = event.submitter;
    if (!(button instanceof HTMLButtonElement) || button.name !== "team") return;
    event.preventDefault();
    const follow = button.getAttribute("aria-pressed") !== "true";
    const name = button.dataset.teamName ?? "this team";
    button.disabled = true;
    void followTeam(button.value, follow).then((outcome) => {
      button.disabled = false;
      if (!outcome.ok) return say(form, outcome.message, false);
      const after = form.dataset.afterFollow;
      if (after && follow) {
        const done = new URLSearchParams({ done: "followed", team: button.value });
        return location.assign(`${after}?${done}`);
      }
      showFollowed(form, outcome.teams);
      say(
        form,
        follow
          ? `Done: this device will be told when the ${name}’ games go live, end or move.`
          : `This device no longer follows the ${name}.`,
        true,
      );
    });
  });
  void followedTeams().then(
    (teams) => showFollowed(form, teams),
    () => undefined, // The buttons stay as served: a tap still works.
  );
}

/**
 * The /follow page's "Stop" form: the browser's subscription is ended too,
 * then the form posts as served (the server forgets the device).
 */
export function enhanceStopForm(form: HTMLFormElement): void {
  if (!("serviceWorker" in navigator)) return;
  form.addEventListener("submit", (event) => {
    event.preventDefault();
    void navigator.serviceWorker
      .getRegistration("/")
      .then((registration) => registration?.pushManager.getSubscription())
      .then((device) => device?.unsubscribe())
      .catch(() => undefined)
      .finally(() => form.submit());
  });
}
