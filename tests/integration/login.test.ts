// The /login action: who may get a sign-in link, password sign-in, where each
// lands, and the rate limits (docs/league-rules.md#roles; issue 4). Without
// SMTP_URL the link goes to the outbox.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { count } from "drizzle-orm";
import { simpleParser } from "mailparser";
import { beforeAll, describe, expect, it } from "vitest";
import { verification } from "~/db/schema";
import { NOT_A_PLAYER_EMAIL, WRONG_PASSWORD } from "~/domain/login";
import { startApp, type TestApp } from "../support/app";

let app: TestApp;
let action: (args: unknown) => Promise<unknown>;

beforeAll(async () => {
  app = await startApp();
  action = (await import("~/routes/login")).action as never;
}, 120_000);

type Reply = {
  data: { result: { error?: Record<string, string[]> }; sentTo: string | null };
  init?: { status?: number; headers?: Record<string, string> };
};

async function login(form: Record<string, string>, ip = "10.1.1.1") {
  try {
    return await action({ request: app.request("/login", { form, ip }), params: {}, context: {} });
  } catch (thrown) {
    return thrown;
  }
}

/** An action's answer: data() wraps it, a plain object does not. */
function payload(reply: unknown): Reply["data"] {
  return (reply as Reply).data ?? (reply as Reply["data"]);
}

const outbox = () => {
  try {
    return readdirSync(path.join(process.env.DATA_DIR!, "outbox"));
  } catch {
    return [];
  }
};
const tokens = async () => (await app.db.select({ n: count() }).from(verification))[0]!.n;

describe("login", () => {
  it("emails a player a link (to the outbox without SMTP) and says so", async () => {
    const before = outbox().length;
    const reply = (await login({ email: " Player@Example.org ", redirect: "/games/x" })) as Reply;
    expect(reply.data?.sentTo ?? (reply as unknown as Reply["data"]).sentTo).toBe(
      "player@example.org",
    );
    const files = outbox();
    expect(files.length).toBe(before + 1);
    const mail = await simpleParser(
      readFileSync(path.join(process.env.DATA_DIR!, "outbox", files.sort().at(-1)!)),
    );
    expect(mail.text).toContain("http://localhost:3000/login/verify?token=");
    expect(mail.text).toContain("redirect=%2Fgames%2Fx");
    expect(JSON.stringify(mail.to)).toContain("player@example.org");

    // The link signs him in once and goes on to the page he asked for.
    const link = mail.text!.match(/http:\/\/\S+/)![0];
    const verify = (await import("~/routes/login-verify")).loader as never as (
      args: unknown,
    ) => Promise<Response>;
    const open = () =>
      verify({ request: new Request(link), params: {}, context: {} }).catch((r: Response) => r);
    const first = await open();
    expect(first.status).toBe(302);
    expect(first.headers.get("Location")).toBe("/games/x");
    expect(first.headers.get("Set-Cookie")).toContain("session_token");
    const again = await open();
    expect(again.headers.get("Location")).toBe("/login?redirect=%2Fgames%2Fx&error=link");
    expect(again.headers.get("Set-Cookie")).toBeNull();
  });

  it("refuses a non-player email inline, sends nothing", async () => {
    const [files, before] = [outbox().length, await tokens()];
    const reply = (await login({ email: "stranger@example.com" })) as Reply;
    expect(reply.init?.status).toBe(400);
    expect(reply.data.result.error?.email).toEqual([NOT_A_PLAYER_EMAIL]);
    expect(outbox().length).toBe(files);
    expect(await tokens()).toBe(before);
  });

  it("signs in with the demo password and redirects with a session cookie; a wrong one says so", async () => {
    const ok = (await login({
      email: "admin@example.org",
      password: "southie-hoops",
      redirect: "/account",
    })) as Response;
    expect(ok.status).toBe(302);
    expect(ok.headers.get("Location")).toBe("/account");
    expect(ok.headers.get("Set-Cookie")).toMatch(/session_token=/);
    const wrong = (await login({ email: "admin@example.org", password: "nope" })) as Reply;
    expect(wrong.init?.status).toBe(400);
    expect(wrong.data.result.error?.password).toEqual([WRONG_PASSWORD]);
  });

  it("never redirects off the site", async () => {
    const ok = (await login({
      email: "player@example.org",
      password: "southie-hoops",
      redirect: "//evil.example/x",
    })) as Response;
    expect(ok.headers.get("Location")).toBe("/account");
  });

  it("lands an admin who is not a player on /admin, a player on /account, unless a page was asked for", async () => {
    const landing = async (form: Record<string, string>) =>
      ((await login({ password: "southie-hoops", ...form })) as Response).headers.get("Location");
    expect(await landing({ email: "admin@example.org" })).toBe("/admin");
    expect(await landing({ email: "admin@example.org", redirect: "//evil.example/x" })).toBe(
      "/admin",
    );
    expect(await landing({ email: "admin@example.org", redirect: "/account" })).toBe("/account");
    expect(await landing({ email: "player@example.org" })).toBe("/account");

    // The emailed link carries the landing: /admin for him.
    const before = outbox().length;
    expect(payload(await login({ email: "admin@example.org" })).sentTo).toBe("admin@example.org");
    const files = outbox().sort();
    expect(files.length).toBe(before + 1);
    const mail = await simpleParser(
      readFileSync(path.join(process.env.DATA_DIR!, "outbox", files.at(-1)!)),
    );
    const link = mail.text!.match(/http:\/\/\S+/)![0];
    expect(new URL(link).searchParams.get("redirect")).toBe("/admin");
    const verify = (await import("~/routes/login-verify")).loader as never as (
      args: unknown,
    ) => Promise<Response>;
    const opened = await verify({ request: new Request(link), params: {}, context: {} });
    expect(opened.headers.get("Location")).toBe("/admin");
    expect(opened.headers.get("Set-Cookie")).toContain("session_token");

    // Signed in already, /login sends each on the same way.
    const loader = (await import("~/routes/login")).loader as never as (
      args: unknown,
    ) => Promise<unknown>;
    const visit = async (email: string, asked = "") => {
      const request = app.request(`/login${asked}`, { cookie: await app.cookieFor(email) });
      const thrown = await loader({ request, params: {}, context: {} }).catch((r: unknown) => r);
      return (thrown as Response).headers.get("Location");
    };
    expect(await visit("admin@example.org")).toBe("/admin");
    expect(await visit("admin@example.org", "?redirect=%2Fschedule")).toBe("/schedule");
    expect(await visit("player@example.org")).toBe("/account");
  });

  it("limits links per email, and password attempts per email, with a clear message", async () => {
    const { limits } = await import("~/auth/rate-limit.server");
    const email = (await import("~/demo/generate")).generateDemoLeague({
      now: new Date(process.env.NOW!),
    }).players[9]!.email;
    const allowed = limits.signInLinkPerEmail.points;
    for (let i = 0; i < allowed; i++) {
      expect(payload(await login({ email }, `10.2.0.${i}`)).sentTo).toBe(email);
    }
    const limited = (await login({ email }, "10.2.1.1")) as Reply;
    expect(limited.init?.status).toBe(429);
    expect(Number(limited.init?.headers?.["Retry-After"])).toBeGreaterThan(0);
    expect(limited.data.result.error?.[""]?.[0]).toMatch(
      /^Too many attempts\. Please wait \d+ minutes? and try again\.$/,
    );

    for (let i = 0; i < limits.passwordPerEmail.points; i++) {
      await login({ email: "player@example.org", password: "wrong" }, `10.3.0.${i}`);
    }
    // Even the right password waits now.
    const blocked = (await login(
      { email: "player@example.org", password: "southie-hoops" },
      "10.3.1.1",
    )) as Reply;
    expect(blocked.init?.status).toBe(429);
    expect(Number(blocked.init?.headers?.["Retry-After"])).toBeGreaterThan(0);
  });
});
