// The /login action: who may get a sign-in link, password sign-in, where each
// lands, and the rate limits (docs/league-rules.md#roles; issue 4). Without
// SMTP_URL the link goes to the outbox.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { count } from "drizzle-orm";
import { simpleParser } from "mailparser";
import { beforeAll, describe, expect, it } from "vitest";
import { verification } from "~/db/schema";
import { LINK_SPENT, NOT_A_PLAYER_EMAIL, WRONG_PASSWORD } from "~/domain/people/login";
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

/** The sign-in link page (/login/verify): its loader (opening the link) and action (the button). */
type LinkPage = { state: "ask" | "failed"; token?: string; target: string | null };
async function openLink(link: string, method = "GET"): Promise<{ page: LinkPage; status: number }> {
  const { loader } = await import("~/routes/login-verify");
  const answer = (await (loader as (args: unknown) => unknown)({
    request: new Request(link, { method }),
    params: {},
    context: {},
  })) as { data: LinkPage; init?: { status?: number } };
  return { page: answer.data, status: answer.init?.status ?? 200 };
}

/** The page's "Sign in" button: posts what the page's form holds. */
async function tapSignIn(page: LinkPage, ip = "10.1.1.1"): Promise<Response | Reply> {
  const { action } = await import("~/routes/login-verify");
  const form: Record<string, string> = { token: page.token ?? "" };
  if (page.target) form.redirect = page.target;
  try {
    return (await (action as (args: unknown) => Promise<unknown>)({
      request: app.request("/login/verify", { form, ip }),
      params: {},
      context: {},
    })) as Reply;
  } catch (thrown) {
    return thrown as Response;
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

    // Opening the link (a mail scanner, a preview, the player) only asks:
    // GET and HEAD show the button and spend nothing (issue 26 §2).
    const link = mail.text!.match(/http:\/\/\S+/)![0];
    const tokensBefore = await tokens();
    for (const method of ["GET", "HEAD", "GET"]) {
      const opened = await openLink(link, method);
      expect(opened.status).toBe(200);
      expect(opened.page).toMatchObject({ state: "ask", target: "/games/x" });
      expect(opened.page.token).toBe(new URL(link).searchParams.get("token"));
    }
    expect(await tokens()).toBe(tokensBefore);

    // The button signs him in once and goes on to the page he asked for.
    const { page } = await openLink(link);
    const first = (await tapSignIn(page)) as Response;
    expect(first.status).toBe(302);
    expect(first.headers.get("Location")).toBe("/games/x");
    expect(first.headers.get("Set-Cookie")).toContain("session_token");
    expect(await tokens()).toBe(tokensBefore - 1);
    // A second tap: the page says the link is spent, 400, no cookie.
    const again = (await tapSignIn(page)) as Reply;
    expect(again).not.toBeInstanceOf(Response);
    expect(again.init?.status).toBe(400);
    expect(again.data).toMatchObject({ state: "failed", target: "/games/x" });
  });

  it("a made-up, cut-short or missing token is a 400 page, on opening and on posting", async () => {
    const missing = await openLink("http://localhost:3000/login/verify?redirect=%2Fschedule");
    expect(missing).toMatchObject({ status: 400, page: { state: "failed", target: "/schedule" } });
    const hostile = await openLink(
      `http://localhost:3000/login/verify?token=${"x".repeat(300)}&redirect=//evil.example`,
    );
    expect(hostile).toMatchObject({ status: 400, page: { state: "failed", target: null } });
    for (const token of ["madeUpTokenmadeUpTokenmadeUpToke", "a b", "", "x".repeat(300)]) {
      const posted = (await tapSignIn({ state: "ask", token, target: "/schedule" })) as Reply;
      expect(posted.init?.status, token).toBe(400);
      expect(posted.data, token).toMatchObject({ state: "failed", target: "/schedule" });
    }
    expect(LINK_SPENT).toMatch(/expired or was already used/);
  });

  it("refuses a non-player email inline, sends nothing", async () => {
    const [files, before] = [outbox().length, await tokens()];
    const reply = (await login({ email: "stranger@example.com" })) as Reply;
    expect(reply.init?.status).toBe(400);
    expect(reply.data.result.error?.email).toEqual([NOT_A_PLAYER_EMAIL]);
    expect(outbox().length).toBe(files);
    expect(await tokens()).toBe(before);
  });

  it("counts 'not a player' answers against the link limits, per IP and per email (issue 26 §6)", async () => {
    const { limits } = await import("~/auth/rate-limit.server");
    const tooMany = /^Too many attempts\. Please wait \d+ minutes? and try again\.$/;
    const expectLimited = (reply: Reply) => {
      expect(reply.init?.status).toBe(429);
      expect(Number(reply.init?.headers?.["Retry-After"])).toBeGreaterThan(0);
      expect(reply.data.result.error?.[""]?.[0]).toMatch(tooMany);
      expect(reply.data.result.error?.email).toBeUndefined();
    };
    // One address asks about email after email: answered up to the per-IP limit…
    for (let i = 0; i < limits.signInLinkPerIp.points; i++) {
      const reply = (await login({ email: `probe${i}@example.com` }, "10.4.0.1")) as Reply;
      expect(reply.init?.status).toBe(400);
      expect(reply.data.result.error?.email).toEqual([NOT_A_PLAYER_EMAIL]);
    }
    // …then limited, whoever's email it asks about: the answer no longer tells.
    const files = outbox().length;
    expectLimited((await login({ email: "probe-next@example.com" }, "10.4.0.1")) as Reply);
    expectLimited((await login({ email: "player@example.org" }, "10.4.0.1")) as Reply);
    expect(outbox().length).toBe(files);

    // One email asked about from address after address: the per-email limit.
    for (let i = 0; i < limits.signInLinkPerEmail.points; i++) {
      const reply = (await login({ email: "Someone@Example.com" }, `10.5.0.${i}`)) as Reply;
      expect(reply.data.result.error?.email).toEqual([NOT_A_PLAYER_EMAIL]);
    }
    expectLimited((await login({ email: "someone@example.com" }, "10.5.1.1")) as Reply);
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
    const opened = (await tapSignIn((await openLink(link)).page)) as Response;
    expect(opened.headers.get("Location")).toBe("/admin");
    expect(opened.headers.get("Set-Cookie")).toContain("session_token");
    // A link whose target was cut off or refused lands by role all the same.
    expect(payload(await login({ email: "admin@example.org" })).sentTo).toBe("admin@example.org");
    const bare = new URL(
      (await simpleParser(
        readFileSync(path.join(process.env.DATA_DIR!, "outbox", outbox().sort().at(-1)!)),
      ))!.text!.match(/http:\/\/\S+/)![0],
    );
    bare.searchParams.set("redirect", "//evil.example/x");
    const byRole = (await tapSignIn((await openLink(bare.href)).page)) as Response;
    expect(byRole.headers.get("Location")).toBe("/admin");

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
