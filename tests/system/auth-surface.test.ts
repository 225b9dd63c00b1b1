// The site's surface as an attacker sees it, on the real built server:
// better-auth's own endpoints are closed, every redirect stays on the site,
// every response carries the security headers, and bodies are capped.
import { readdirSync, readFileSync } from "node:fs";
import { request as httpRequest } from "node:http";
import path from "node:path";
import { simpleParser } from "mailparser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { unsubscribeUrl } from "~/email/unsubscribe-link.server";
import { HOSTILE_TARGETS } from "../support/hostile-targets";
import { freshPglite } from "../support/databases";
import { waitingSignupId } from "./emailed-confirmation";
import { signedLinkQueries } from "./fuzz-targets";
import { loggedErrors } from "./logged-errors";
import { decode } from "./page-views";
import { signIn, startServer, type RunningServer } from "./server";
import { httpFetch } from "../support/http-client";

let server: RunningServer;
let admin: string;
let authPaths: { path: string; methods: string[] }[];
beforeAll(async () => {
  // Read before any connection to the server is open: opening an embedded
  // database holds this process's event loop for seconds on a busy machine,
  // and a pooled connection the server closed meanwhile (idle for 5 s) would
  // still look usable to the client when the loop comes back ("other side
  // closed" on the next request).
  authPaths = await betterAuthPaths();
  server = await startServer();
  admin = await signIn(server, "admin@example.org");
});
afterAll(() => server?.stop());

const post = (urlPath: string, body: BodyInit, headers: Record<string, string> = {}) =>
  httpFetch(server.url + urlPath, {
    method: "POST",
    redirect: "manual",
    headers: { Origin: server.url, ...headers },
    body,
  });

/** Asks /login for a sign-in link to this email and reads it from the outbox. */
async function emailedLink(email: string, redirect = "/schedule"): Promise<URL> {
  const sent = await post("/login", new URLSearchParams({ email, redirect }));
  expect(sent.status).toBe(200);
  const outbox = path.join(server.dataDir, "outbox");
  const newest = readdirSync(outbox)
    .filter((f) => f.includes(email))
    .sort()
    .at(-1)!;
  const mail = await simpleParser(readFileSync(path.join(outbox, newest)));
  return new URL(mail.text!.match(/http:\/\/\S+/)![0]);
}

/** The hidden fields of the sign-in link page's form (what its button posts). */
function linkForm(html: string): URLSearchParams {
  const form = html.match(/<form[^>]*action="\/login\/verify"[\s\S]*?<\/form>/)?.[0] ?? "";
  const fields = [...form.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)"/g)];
  return new URLSearchParams(fields.map(([, name, value]) => [name!, decode(value!)]));
}

/** Every path better-auth's API defines, with this app's plugins. */
async function betterAuthPaths(): Promise<{ path: string; methods: string[] }[]> {
  // A secret for this process's own copy of the auth, never passed on to the
  // servers it starts (they read their own from their data directory).
  const secret = process.env.BETTER_AUTH_SECRET;
  process.env.BETTER_AUTH_SECRET ??= "system-test-secret-system-test-secret-0123";
  const database = await freshPglite();
  const { createAuth } = await import("~/auth/auth.server");
  const endpoints = Object.values(createAuth(database.db).api) as unknown as {
    path?: string;
    options?: { method?: string | string[] };
  }[];
  await database.dispose();
  if (secret === undefined) delete process.env.BETTER_AUTH_SECRET;
  return endpoints
    .filter((endpoint) => endpoint.path)
    .map((endpoint) => ({
      path: endpoint.path!.replace(/:[a-zA-Z]+/g, "x"),
      methods: [endpoint.options?.method ?? "GET"].flat(),
    }));
}

describe("better-auth's HTTP endpoints", () => {
  it("answer 404 to every method and body, signed out and signed in", async () => {
    const routes = authPaths;
    expect(routes.length).toBeGreaterThan(25);
    expect(routes.map((r) => r.path)).toContain("/sign-in/email");
    expect(routes.map((r) => r.path)).toContain("/magic-link/verify");
    const answers: string[] = [];
    for (const { path: routePath, methods } of routes) {
      for (const cookie of ["", admin]) {
        const url = `${server.url}/api/auth${routePath}`;
        const headers = { Origin: server.url, Cookie: cookie };
        const tries = [
          httpFetch(url, { headers, redirect: "manual" }),
          httpFetch(url, {
            method: "POST",
            headers: { ...headers, "Content-Type": "application/json" },
            body: JSON.stringify({ email: "admin@example.org", password: "southie-hoops" }),
            redirect: "manual",
          }),
          httpFetch(url, {
            method: "POST",
            headers,
            body: new URLSearchParams({ email: "stranger@example.com" }),
            redirect: "manual",
          }),
        ];
        for (const response of await Promise.all(tries)) {
          if (response.status !== 404)
            answers.push(`${routePath} (${methods}): ${response.status}`);
          if (response.headers.getSetCookie().length > 0) answers.push(`${routePath} set a cookie`);
        }
      }
    }
    expect(answers).toEqual([]);
  });
});

describe("sign-in redirects never leave the site", () => {
  it.each(HOSTILE_TARGETS)(
    "GET /login?redirect=%j when the admin is signed in goes to /admin, his landing",
    async (target) => {
      const response = await httpFetch(
        `${server.url}/login?${new URLSearchParams({ redirect: target })}`,
        {
          headers: { Cookie: admin },
          redirect: "manual",
        },
      );
      if (target.includes("\u0000")) {
        // A NUL anywhere in an address is refused before routing.
        expect(response.status).toBe(400);
        return;
      }
      expect(response.status).toBe(302);
      // Not a player: the account page has nothing for him (landingAfterSignIn).
      expect(response.headers.get("Location")).toBe("/admin");
    },
  );

  it.each(HOSTILE_TARGETS)(
    "the password POST with redirect %j goes to /account",
    async (target) => {
      const response = await post(
        "/login",
        new URLSearchParams({
          email: "player@example.org",
          password: "southie-hoops",
          redirect: target,
        }),
      );
      expect(response.status).toBe(302);
      expect(response.headers.get("Location")).toBe("/account");
    },
  );

  it("an emailed link with any of them signs in and goes to /account", async () => {
    const exported = (await (
      await httpFetch(`${server.url}/admin/data.json`, { headers: { Cookie: admin } })
    ).json()) as { tables: { players: { email: string }[] } };
    // Five links per email per quarter hour: spread the variants over players.
    const emails = exported.tables.players
      .map((p) => p.email)
      .filter(Boolean)
      .slice(10, 30);
    const wrong: string[] = [];
    // (A NUL in the address is refused before routing: see the GET cases.)
    const targets = HOSTILE_TARGETS.filter((target) => !target.includes("\u0000"));
    for (const [i, target] of targets.entries()) {
      const link = await emailedLink(emails[i % emails.length]!);
      expect(link.pathname).toBe("/login/verify");
      link.searchParams.set("redirect", target);
      const page = await httpFetch(link, { redirect: "manual" });
      const form = linkForm(await page.text());
      const opened = await post("/login/verify", form);
      const location = opened.headers.get("Location");
      const cookie = opened.headers.getSetCookie().join(";");
      if (location !== "/account" || !cookie.includes("session_token")) {
        wrong.push(`${JSON.stringify(target)} → ${opened.status} ${location}`);
      }
    }
    expect(wrong).toEqual([]);
  });
});

describe("the emailed sign-in link (issue 26 §2)", () => {
  it("opening it (GET, HEAD, a mail scanner) spends nothing; only its page's button signs in, once", async () => {
    const link = await emailedLink("admin@example.org", "/schedule");
    // A scanner opens it, in every way, any number of times.
    for (const method of ["HEAD", "GET", "GET", "HEAD"]) {
      const scanned = await httpFetch(link, { method, redirect: "manual" });
      expect(scanned.status, method).toBe(200);
      expect(scanned.headers.getSetCookie(), method).toEqual([]);
    }
    // better-auth's own verify address is closed to every method: it cannot spend it.
    const library = `${server.url}/api/auth/magic-link/verify?token=${link.searchParams.get("token")}`;
    for (const method of ["GET", "HEAD"]) {
      const answer = await httpFetch(library, { method, redirect: "manual" });
      expect(answer.status, method).toBe(404);
      expect(answer.headers.getSetCookie(), method).toEqual([]);
    }

    const page = await httpFetch(link);
    const html = await page.text();
    expect(html).toContain("<h1>Sign in</h1>");
    expect(html).toMatch(/<button type="submit" class="button"[^>]*>Sign in<\/button>/);
    const form = linkForm(html);
    expect(form.get("token")).toBe(link.searchParams.get("token"));
    expect(form.get("redirect")).toBe("/schedule");

    // Another site's form cannot post it (the check every form post gets).
    for (const headers of [
      { Origin: "https://evil.example" } as Record<string, string>,
      { Origin: server.url, "Sec-Fetch-Site": "cross-site" },
    ]) {
      const forged = await httpFetch(`${server.url}/login/verify`, {
        method: "POST",
        redirect: "manual",
        headers,
        body: form,
      });
      expect(forged.status).toBe(403);
      expect(forged.headers.getSetCookie()).toEqual([]);
    }
    // Nor does any other method than POST act.
    const put = await httpFetch(`${server.url}/login/verify`, {
      method: "PUT",
      headers: { Origin: server.url },
      body: form,
    });
    expect(put.status).toBe(405);

    // The button: signed in, on to the page asked for.
    const signedIn = await post("/login/verify", form);
    expect(signedIn.status).toBe(302);
    expect(signedIn.headers.get("Location")).toBe("/schedule");
    const cookie = signedIn.headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .join("; ");
    expect(cookie).toContain("session_token");
    const account = await httpFetch(`${server.url}/account`, {
      headers: { Cookie: cookie },
      redirect: "manual",
    });
    expect(account.status).toBe(200);

    // Once only: the second tap is told so, 400, no cookie.
    const again = await post("/login/verify", form);
    expect(again.status).toBe(400);
    expect(again.headers.getSetCookie()).toEqual([]);
    expect(decode(await again.text())).toContain(
      "That sign-in link has expired or was already used.",
    );
    const madeUp = await httpFetch(`${server.url}/login/verify?token=madeUp&redirect=%2Fschedule`);
    expect(madeUp.status).toBe(200); // only asks; the post says whether it works
    const missing = await httpFetch(`${server.url}/login/verify`);
    expect(missing.status).toBe(400);
    expect(loggedErrors(server.output())).toEqual([]);
  });
});

describe("pages reached by signed links, and personal ones, are never stored (issue 26 §9)", () => {
  it("answer Cache-Control: private, no-store and no ETag, whatever the status", async () => {
    const exported = (await (
      await httpFetch(`${server.url}/admin/data.json`, { headers: { Cookie: admin } })
    ).json()) as { tables: Record<string, Record<string, unknown>[]> };
    const secret = readFileSync(path.join(server.dataDir, "auth-secret"), "utf8").trim();
    const waiting = await waitingSignupId(server, exported.tables);
    const signed = signedLinkQueries(secret, exported.tables, waiting);
    expect(Object.keys(signed).sort()).toEqual([
      "/availability",
      "/availability/accept",
      "/availability/invite",
      "/availability/remind",
      "/signup/confirm",
    ]);
    const player = await signIn(server, "player@example.org");
    const link = await emailedLink("player@example.org", "/account");
    const playerId = String(exported.tables.players![0]!.id);
    const answers: [string, Promise<Response>][] = [
      ["the sign-in link's page", httpFetch(link)],
      ["the sign-in link's page (HEAD)", httpFetch(link, { method: "HEAD" })],
      ["the sign-in link's data", httpFetch(`${server.url}/login/verify.data${link.search}`)],
      ["a spent sign-in link", post("/login/verify", new URLSearchParams({ token: "spent" }))],
      ...Object.entries(signed).map(
        ([pattern, query]) =>
          [pattern, httpFetch(`${server.url}${pattern}?${query}`)] as [string, Promise<Response>],
      ),
      ...Object.keys(signed).map(
        (pattern) =>
          [`${pattern}, a forged link`, httpFetch(`${server.url}${pattern}?g=x&s=y`)] as [
            string,
            Promise<Response>,
          ],
      ),
      ["/alerts/unsubscribe", httpFetch(unsubscribeUrl(server.url, secret, playerId))],
      ["/alerts/unsubscribe, a forged link", httpFetch(`${server.url}/alerts/unsubscribe?p=x&s=y`)],
      ["/login", httpFetch(`${server.url}/login`)],
      ["/login, signed in", httpFetch(`${server.url}/login`, { headers: { Cookie: player } })],
      ["/account", httpFetch(`${server.url}/account`, { headers: { Cookie: player } })],
      ["/account.data", httpFetch(`${server.url}/account.data`, { headers: { Cookie: player } })],
      ["/account, signed out", httpFetch(`${server.url}/account`, { redirect: "manual" })],
      ["/admin", httpFetch(`${server.url}/admin`, { headers: { Cookie: admin } })],
      ["/admin/games", httpFetch(`${server.url}/admin/games`, { headers: { Cookie: admin } })],
      ["/admin/players", httpFetch(`${server.url}/admin/players`, { headers: { Cookie: admin } })],
      ["/admin/signups", httpFetch(`${server.url}/admin/signups`, { headers: { Cookie: admin } })],
      ["/admin, signed out", httpFetch(`${server.url}/admin`, { redirect: "manual" })],
    ];
    const wrong: string[] = [];
    for (const [what, answer] of answers) {
      const response = await answer;
      await response.body?.cancel();
      const cache = response.headers.get("Cache-Control");
      if (cache !== "private, no-store" || response.headers.has("ETag")) {
        wrong.push(`${what}: ${response.status} ${cache} ${response.headers.get("ETag")}`);
      }
      // Every answer counts, the page, a refusal or a redirect; none is a 5xx,
      // and a signed link gets past its signature (a forged one is the 400).
      expect(response.status, what).toBeLessThan(500);
      if (/^\/(availability|signup\/confirm)/.test(what) && !what.includes("forged")) {
        expect(response.status, what).not.toBe(400);
      }
    }
    expect(wrong).toEqual([]);
    // A public page is still kept and revalidated as before.
    const teams = await httpFetch(`${server.url}/teams`);
    expect(teams.headers.get("Cache-Control")).toBe("public, max-age=0, must-revalidate");
  });
});

describe("every spelling of a personal page's address is never stored (issue 30 §2)", () => {
  /** A GET of this exact path, as written: fetch() would resolve its dot segments first. */
  const rawGet = (rawPath: string, cookie?: string) =>
    new Promise<{ status: number; cache: string | undefined; etag: string | undefined }>(
      (resolve, reject) => {
        const url = new URL(server.url);
        const req = httpRequest(
          {
            host: url.hostname,
            port: url.port,
            path: rawPath,
            agent: false,
            headers: cookie ? { Cookie: cookie } : {},
          },
          (res) => {
            res.resume();
            const header = (name: string) => {
              const value = res.headers[name];
              return Array.isArray(value) ? value.join(", ") : value;
            };
            resolve({
              status: res.statusCode ?? 0,
              cache: header("cache-control"),
              etag: header("etag"),
            });
          },
        );
        req.on("error", reject);
        req.end();
      },
    );

  it("answers private, no-store without an ETag for each spelling the router finds", async () => {
    const player = await signIn(server, "player@example.org");
    const link = await emailedLink("player@example.org", "/account");
    const exported = (await (
      await httpFetch(`${server.url}/admin/data.json`, { headers: { Cookie: admin } })
    ).json()) as { tables: Record<string, Record<string, unknown>[]> };
    const playerId = String(exported.tables.players![0]!.id);
    const tries: [string, string | undefined][] = [
      [`/Login/Verify${link.search}`, undefined],
      [`/%6Cogin/verify${link.search}`, undefined],
      [`/LOGIN/verify${link.search}`, undefined],
      [`/./login/verify${link.search}`, undefined],
      ["/ACCOUNT", player],
      ["/./account", player],
      ["/%61ccount", player],
      ["/Admin/players", admin],
      ["/ADMIN/data.json", admin],
      [`/players/${playerId}/EDIT`, admin],
      ["/./availability", undefined],
      ["/teams/../Availability/Remind", undefined],
    ];
    const wrong: string[] = [];
    for (const [rawPath, cookie] of tries) {
      const answer = await rawGet(rawPath, cookie);
      expect(answer.status, rawPath).toBeLessThan(500);
      if (answer.cache !== "private, no-store" || answer.etag !== undefined) {
        wrong.push(`${rawPath}: ${answer.status} ${answer.cache} ${answer.etag}`);
      }
    }
    expect(wrong).toEqual([]);
    // The router does find them: the spelled-otherwise account page is his page.
    expect((await rawGet("/ACCOUNT", player)).status).toBe(200);
    expect((await rawGet("/Admin/players", admin)).status).toBe(200);
    expect((await rawGet("/teams")).cache).toBe("public, max-age=0, must-revalidate");
  });
});

describe("security headers", () => {
  const expectHeaders = (response: Response, what: string) => {
    const csp = response.headers.get("Content-Security-Policy") ?? "";
    expect(csp, what).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]{20,}'/);
    expect(csp, what).not.toMatch(/unsafe-inline|unsafe-eval/);
    expect(csp, what).toContain("frame-ancestors 'none'");
    expect(response.headers.get("X-Frame-Options"), what).toBe("DENY");
    expect(response.headers.get("X-Content-Type-Options"), what).toBe("nosniff");
    expect(response.headers.get("Referrer-Policy"), what).toBe("same-origin");
    expect(response.headers.get("Permissions-Policy"), what).toContain("camera=()");
    // Plain http here: no HSTS (see the https server below).
    expect(response.headers.get("Strict-Transport-Security"), what).toBeNull();
  };

  it("are on pages, data, assets, errors, feeds and refusals", async () => {
    const home = await httpFetch(server.url);
    const html = await home.text();
    const asset = html.match(/\/assets\/[^"]+\.js/)![0];
    const nonce = home.headers.get("Content-Security-Policy")!.match(/'nonce-([^']+)'/)![1]!;
    // Every inline script of the page carries this response's nonce.
    const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>/g)];
    expect(inline.length).toBeGreaterThan(0);
    for (const [, attributes] of inline) expect(attributes).toContain(`nonce="${nonce}"`);

    for (const [what, response] of [
      ["home", home],
      ["data", await httpFetch(`${server.url}/teams.data`)],
      ["asset", await httpFetch(server.url + asset)],
      ["404", await httpFetch(`${server.url}/no-such-page`)],
      ["calendar", await httpFetch(`${server.url}/calendar/league.ics`)],
      ["admin", await httpFetch(`${server.url}/admin`, { headers: { Cookie: admin } })],
      ["413", await post("/prayer-intentions/new", "message=" + "a".repeat(70_000))],
    ] as const) {
      expectHeaders(response, what);
    }
  });

  it("a new nonce for every render, yet the same ETag, and a 304 keeps the stored policy", async () => {
    // A page rendered for every request (pages kept for visitors carry the
    // nonce of their one render: rendered-pages.test.ts).
    const page = `${server.url}/our-story`;
    const [first, second] = [await httpFetch(page), await httpFetch(page)];
    const policy = (r: Response) => r.headers.get("Content-Security-Policy");
    expect(first.headers.get("X-Page-Cache")).toBeNull();
    expect(policy(first)).not.toBe(policy(second));
    expect(first.headers.get("ETag")).toBe(second.headers.get("ETag"));
    const revalidated = await httpFetch(page, {
      headers: { "If-None-Match": first.headers.get("ETag")! },
    });
    expect(revalidated.status).toBe(304);
    expect(policy(revalidated)).toBeNull();
  });

  it("under https: HSTS, upgraded requests and Secure cookies", async () => {
    const https = await startServer({ APP_URL: "https://league.example.org" });
    try {
      const home = await httpFetch(https.url);
      expect(home.headers.get("Strict-Transport-Security")).toMatch(/max-age=\d{7,}/);
      expect(home.headers.get("Content-Security-Policy")).toContain("upgrade-insecure-requests");
      // A browser on the site posts from APP_URL's origin, whatever address reached this server.
      const signedIn = await httpFetch(`${https.url}/login`, {
        method: "POST",
        redirect: "manual",
        headers: { Origin: "https://league.example.org" },
        body: new URLSearchParams({ email: "admin@example.org", password: "southie-hoops" }),
      });
      const cookies = signedIn.headers.getSetCookie();
      expect(cookies.length).toBeGreaterThan(0);
      for (const cookie of cookies) expect(cookie).toMatch(/; Secure/i);
    } finally {
      await https.stop();
    }
  });
});

describe("request bodies", () => {
  it("a 10 MB anonymous prayer is refused with a short 413 page", async () => {
    const response = await post(
      "/prayer-intentions/new",
      "message=" + "a".repeat(10 * 1024 * 1024),
      {
        "Content-Type": "application/x-www-form-urlencoded",
      },
    );
    expect(response.status).toBe(413);
    const page = await response.text();
    expect(page.length).toBeLessThan(2000);
    expect(page).toContain("larger than this form accepts (64 KB)");
  });

  it("a body without a length is cut off once it passes the cap, not read whole", async () => {
    // Chunked upload that would go on for 20 MB: the answer comes long before.
    const { status, sent } = await new Promise<{ status: number; sent: number }>(
      (resolve, reject) => {
        let sent = 0;
        const req = httpRequest(
          `${server.url}/prayer-intentions/new`,
          {
            method: "POST",
            agent: false,
            headers: {
              Origin: server.url,
              "Content-Type": "application/x-www-form-urlencoded",
              "Transfer-Encoding": "chunked",
            },
          },
          (res) => {
            res.resume();
            resolve({ status: res.statusCode ?? 0, sent });
            req.destroy();
          },
        );
        // A reset before any answer is a failure to see, not a hang.
        req.on("error", (error) => (sent > 0 ? resolve({ status: -1, sent }) : reject(error)));
        const chunk = Buffer.alloc(16 * 1024, "a");
        // Like a browser on a fast link (16 KB a millisecond, ~130 Mbit/s), reading
        // answers while it sends. (Flat out on loopback it would pass the server's
        // discard allowance before its own event loop reads the answer.)
        const pump = () => {
          if (req.destroyed) return;
          if (sent >= 20 * 1024 * 1024) return void req.end();
          sent += chunk.length;
          req.write(chunk);
          setTimeout(pump, 1);
        };
        req.write("message=");
        pump();
      },
    );
    expect(status).toBe(413);
    expect(sent).toBeLessThan(20 * 1024 * 1024);
  });

  it("the import announces over 50 MB: refused at once", async () => {
    const response = await new Promise<number>((resolve, reject) => {
      const req = httpRequest(
        `${server.url}/admin/import`,
        {
          method: "POST",
          agent: false,
          headers: {
            Origin: server.url,
            Cookie: admin,
            "Content-Type": "multipart/form-data; boundary=x",
            "Content-Length": String(60 * 1024 * 1024),
          },
        },
        (res) => {
          res.resume();
          resolve(res.statusCode ?? 0);
        },
      );
      req.on("error", reject);
      req.write("--x\r\n");
    });
    expect(response).toBe(413);
  });

  it("malformed, foreign or NUL-carrying input is a 4xx, never a 500", async () => {
    const cases: [string, Promise<Response>, number][] = [
      ["JSON to /login", post("/login", '{"email":', { "Content-Type": "application/json" }), 415],
      [
        "broken multipart to /prayer-intentions/new",
        post(
          "/prayer-intentions/new",
          '--x\r\nContent-Disposition: form-data; name="message"\r\n\r\nhi',
          {
            "Content-Type": "multipart/form-data; boundary=x",
          },
        ),
        400,
      ],
      [
        "broken multipart to /admin/import",
        post("/admin/import", "--x\r\ngarbage", {
          "Content-Type": "multipart/form-data; boundary=x",
          Cookie: admin,
        }),
        400,
      ],
      ["NUL in a search", httpFetch(`${server.url}/signup/returning?q=a%00b`), 400],
      ["NUL in a path", httpFetch(`${server.url}/players/a%00b`), 400],
      [
        "signed in, a redirect with a newline",
        httpFetch(`${server.url}/login?redirect=/%0A/x`, {
          headers: { Cookie: admin },
          redirect: "manual",
        }),
        302,
      ],
    ];
    for (const [what, answer, status] of cases) {
      expect((await answer).status, what).toBe(status);
    }
    // A NUL inside a prayer is dropped and the prayer kept.
    const prayer = await post(
      "/prayer-intentions/new",
      new URLSearchParams({ name: "Nul\u0000Name", message: "For my\u0000 family" }),
    );
    expect(prayer.status).toBe(302);
    const received = await (await httpFetch(server.url + prayer.headers.get("Location"))).text();
    const intention = received.match(/href="([^"]+)"[^>]*>See your intention/)![1]!;
    const page = await (await httpFetch(server.url + intention)).text();
    expect(page).toContain("For my family");
    expect(page).toContain("NulName");
    expect(loggedErrors(server.output())).toEqual([]);
  });
});
