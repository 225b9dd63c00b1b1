// Following teams on a device, through the real server
// (docs/league-rules.md#push-notifications): POST /push/subscriptions takes
// the browser's subscription as JSON (201, the device's cookie; the same
// endpoint again replaces its teams), refuses other sites, other bodies and
// endpoints the server must not post to (4xx, nothing stored), and is
// rate-limited; /follow's plain forms change and stop what the device
// follows. Nothing of it is ever kept by a cache.
import { createECDH, randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loggedErrors } from "./logged-errors";
import { startServer, type RunningServer } from "./server";
import { httpFetch } from "../support/http-client";

/** A push service origin the test server may post to (there is none: nothing is sent here). */
const ALLOWED = "https://127.0.0.1:9";

let server: RunningServer;
beforeAll(async () => {
  server = await startServer({ PUSH_ALLOWED_ORIGINS: ALLOWED });
});
afterAll(() => server?.stop());

/** A browser's PushSubscription.toJSON(), with real P-256 and auth keys. */
function browserSubscription(endpoint = `${ALLOWED}/push/${randomBytes(8).toString("hex")}`) {
  const ecdh = createECDH("prime256v1");
  ecdh.generateKeys();
  return {
    endpoint,
    expirationTime: null,
    keys: {
      p256dh: ecdh.getPublicKey().toString("base64url"),
      auth: randomBytes(16).toString("base64url"),
    },
  };
}

function subscribe(
  body: unknown,
  { origin = server.url, type = "application/json", cookie = "" } = {},
) {
  const headers: Record<string, string> = { "Content-Type": type, Accept: "application/json" };
  if (origin) headers.Origin = origin;
  if (cookie) headers.Cookie = cookie;
  return httpFetch(`${server.url}/push/subscriptions`, {
    method: "POST",
    headers,
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
}

const cookieOf = (answer: Response) =>
  answer.headers
    .getSetCookie()
    .map((c) => c.split(";")[0]!)
    .find((c) => c.startsWith("league_device="));

async function followed(cookie: string): Promise<string[]> {
  const answer = await httpFetch(`${server.url}/push/subscriptions`, {
    headers: { Cookie: cookie },
  });
  expect(answer.status).toBe(200);
  expect(answer.headers.get("cache-control")).toBe("private, no-store");
  const body = (await answer.json()) as { publicKey: string; teams: string[] };
  expect(body.publicKey).toMatch(/^B[A-Za-z0-9_-]{86}$/);
  return body.teams;
}

describe("POST /push/subscriptions", () => {
  it("subscribes a device (201 and its cookie); the same endpoint again replaces its teams", async () => {
    const subscription = browserSubscription();
    const first = await subscribe({ subscription, teams: ["shamrocks", "harbor-hawks"] });
    expect(first.status).toBe(201);
    expect(first.headers.get("cache-control")).toBe("private, no-store");
    // The teams in a stable order (by id), whatever order they were sent in.
    expect(await first.json()).toEqual({ teams: ["harbor-hawks", "shamrocks"] });
    const cookie = cookieOf(first)!;
    expect(cookie).toBeDefined();
    expect(first.headers.getSetCookie().join()).toMatch(/HttpOnly/i);
    expect(await followed(cookie)).toEqual(["harbor-hawks", "shamrocks"]);

    const again = await subscribe({ subscription, teams: ["castle-islanders"] });
    expect(again.status).toBe(201);
    // The same device: the same id in its cookie, its teams replaced.
    expect(cookieOf(again)).toBe(cookie);
    expect(await followed(cookie)).toEqual(["castle-islanders"]);

    const none = await subscribe({ subscription, teams: [] });
    expect(none.status).toBe(201);
    expect(await followed(cookie)).toEqual([]);
  });

  it("a device without a cookie follows nothing, and is told the server's key", async () => {
    expect(await followed("")).toEqual([]);
  });

  it("refuses another site's page, and a request that does not say where it comes from", async () => {
    const body = { subscription: browserSubscription(), teams: ["shamrocks"] };
    expect((await subscribe(body, { origin: "https://evil.example" })).status).toBe(403);
    expect((await subscribe(body, { origin: "" })).status).toBe(403);
  });

  it("takes JSON only, of a browser's size, shaped as a subscription", async () => {
    const good = { subscription: browserSubscription(), teams: ["shamrocks"] };
    expect((await subscribe(JSON.stringify(good), { type: "text/plain" })).status).toBe(415);
    expect((await subscribe("{not json")).status).toBe(400);
    // The address's single-fetch twin takes forms only: a form is not a subscription.
    const twin = await httpFetch(`${server.url}/push/subscriptions.data`, {
      method: "POST",
      headers: { Origin: server.url },
      body: new URLSearchParams({ subscription: "x" }),
    });
    expect(twin.status).toBe(400);
    const huge = { ...good, padding: "x".repeat(9 * 1024) };
    expect((await subscribe(huge)).status).toBe(413);
    const badKey = { ...good.subscription, keys: { ...good.subscription.keys, p256dh: "AAAA" } };
    const refused = await subscribe({ subscription: badKey, teams: ["shamrocks"] });
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { message: string }).message).toMatch(/P-256/);
    expect((await subscribe({ subscription: good.subscription })).status).toBe(400);
    const unknownTeam = await subscribe({ subscription: good.subscription, teams: ["no-such"] });
    expect(unknownTeam.status).toBe(422);
  });

  it("refuses endpoints the server must not post to: not https, loopback, private, link-local", async () => {
    for (const endpoint of [
      "http://push.example.org/x",
      "https://127.0.0.1/x",
      "https://10.1.2.3/x",
      "https://192.168.1.1/x",
      "https://169.254.169.254/latest/meta-data",
      "https://[::1]/x",
      "https://[fe80::1]/x",
      "https://[::ffff:127.0.0.1]/x",
      "https://localhost/x",
      "not a url",
    ]) {
      const answer = await subscribe({ subscription: browserSubscription(endpoint), teams: [] });
      expect(answer.status, endpoint).toBeGreaterThanOrEqual(400);
      expect(answer.status, endpoint).toBeLessThan(500);
      expect(cookieOf(answer), endpoint).toBeUndefined();
    }
  });
});

describe("/follow", () => {
  const page = (cookie = "") =>
    httpFetch(`${server.url}/follow`, { headers: cookie ? { Cookie: cookie } : {} });
  const post = (fields: Record<string, string | string[]>, cookie = "") => {
    const body = new URLSearchParams();
    for (const [name, value] of Object.entries(fields)) {
      for (const one of [value].flat()) body.append(name, one);
    }
    return httpFetch(`${server.url}/follow`, {
      method: "POST",
      redirect: "manual",
      headers: { Origin: server.url, ...(cookie ? { Cookie: cookie } : {}) },
      body,
    });
  };

  it("a device not signed up is asked to tap Follow, which only its browser can do", async () => {
    const html = await (await page()).text();
    expect(html).toContain("This device follows no team yet.");
    const tapped = await post({ intent: "follow", team: "shamrocks" });
    expect(tapped.status).toBe(302);
    expect(tapped.headers.get("location")).toBe("/follow?done=needs-permission&team=shamrocks");
    const asked = await (await page()).text();
    expect(asked).not.toContain("needs-permission");
    const after = await (await httpFetch(`${server.url}${tapped.headers.get("location")}`)).text();
    expect(after).toContain("your browser will ask to allow notifications");
  });

  it("a signed-up device follows with the plain form, saves its list, and stops in one tap", async () => {
    const created = await subscribe({ subscription: browserSubscription(), teams: ["shamrocks"] });
    const cookie = cookieOf(created)!;
    const shown = await page(cookie);
    expect(shown.headers.get("cache-control")).toBe("private, no-store");
    expect(await shown.text()).toMatch(/checked="" value="shamrocks"/);

    const follow = await post({ intent: "follow", team: "harbor-hawks" }, cookie);
    expect(follow.headers.get("location")).toBe("/follow?done=followed&team=harbor-hawks");
    expect(await followed(cookie)).toEqual(["harbor-hawks", "shamrocks"]);

    const saved = await post({ intent: "teams", teams: ["castle-islanders", "no-such"] }, cookie);
    expect(saved.headers.get("location")).toBe("/follow?done=saved");
    expect(await followed(cookie)).toEqual(["castle-islanders"]);

    const stopped = await post({ intent: "stop" }, cookie);
    expect(stopped.headers.get("location")).toBe("/follow?done=stopped");
    expect(stopped.headers.getSetCookie().join()).toMatch(/league_device=;.*Max-Age=0/i);
    expect(await followed(cookie)).toEqual([]);
    expect(await (await page(cookie)).text()).toContain("This device follows no team yet.");
    expect(loggedErrors(server.output())).toEqual([]);
  });
});

it("counts subscribes per address: a flood gets 429 with Retry-After", async () => {
  let last: Response | null = null;
  for (let i = 0; i < 70 && last?.status !== 429; i++) {
    last = await subscribe({ subscription: browserSubscription(), teams: [] });
  }
  expect(last!.status).toBe(429);
  expect(Number(last!.headers.get("retry-after"))).toBeGreaterThan(0);
});
