// One reading of each request's address (app/server/request-address.server.ts),
// seen from outside: hostile Host headers and request targets written byte for
// byte on a socket (no client tidies them), then a visitor's every kept page
// is still the page of its own path, with the site's own origin in its links.
// Once with APP_URL set (production) and once without (a first `npm start`).
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { httpFetch } from "../support/http-client";
import { rawRequest } from "../support/raw-http";
import { builtRoutes, fillPattern } from "./fuzz-targets";
import { signIn, startServer, type RunningServer } from "./server";

/** A visitor's public pages, kept after their first render. */
const PAGES = ["/", "/teams", "/records", "/schedule", "/players", "/seasons"];

interface Seen {
  etag: string;
  body: string;
}

describe.each([
  ["with APP_URL set", true],
  ["without APP_URL", false],
])("the address read at the edge, %s", (_, withAppUrl) => {
  let server: RunningServer;
  let pages: string[];
  let gamePath: string;
  const baseline = new Map<string, Seen>();
  const host = () => `127.0.0.1:${server.port}`;

  const visit = async (path: string): Promise<Seen & { cache: string | null }> => {
    const response = await httpFetch(`${server.url}${path}`);
    expect(response.status, path).toBe(200);
    return {
      etag: response.headers.get("etag") ?? "",
      body: await response.text(),
      cache: response.headers.get("x-page-cache"),
    };
  };

  /** Every kept page a visitor gets is the page of its own path, naming only this site. */
  const expectPagesOfTheirOwnPaths = async (after: string) => {
    for (const path of pages) {
      const seen = await visit(path);
      expect(seen.cache, `${path} after ${after}`).toBe("hit");
      expect(seen.etag, `${path} after ${after}`).toBe(baseline.get(path)!.etag);
      expect(seen.body, `${path} after ${after}`).not.toMatch(/evil\.example/);
    }
  };

  beforeAll(async () => {
    server = await startServer(withAppUrl ? {} : { APP_URL: "" });
    const home = await (await httpFetch(`${server.url}/`)).text();
    gamePath = /href="(\/games\/[a-z0-9]+)"/.exec(home)![1]!;
    pages = [...PAGES, gamePath];
    for (const path of pages) {
      await visit(path); // rendered and kept
      const seen = await visit(path);
      expect(seen.cache, path).toBe("hit");
      baseline.set(path, seen);
    }
    expect(baseline.get(gamePath)!.body).toContain(
      `property="og:image" content="${server.url}${gamePath}/share.png`,
    );
  });
  afterAll(() => server?.stop());

  it("refuses a Host that is not a plain host[:port], and keeps nothing for it", async () => {
    const refused: [target: string, hostLines: string[]][] = [
      ["/teams?", [`Host: ${host()}#`]],
      ["/?", [`Host: ${host()}${gamePath}?`]],
      ["/records", [`Host: evil.example${gamePath}?`]],
      [`http://${host()}/records?`, [`Host: evil.example${gamePath}?`]],
      ["/records", [`Host: ${host()}`, "Host: evil.example"]],
      ["/records", ["Host: user@evil.example"]],
      ["/records", [`Host: ${host()}?`]],
      ["/teams#x", [`Host: ${host()}`]],
      [`http://u@evil.example${gamePath}?/records`, [`Host: ${host()}`]],
    ];
    for (const [target, hostLines] of refused) {
      const answer = await rawRequest(server.port, target, hostLines);
      expect(answer.status, `${target} ${hostLines.join(" | ")}`).toBe(400);
      expect(answer.head).toMatch(/cache-control: no-store/i);
    }
    await expectPagesOfTheirOwnPaths("the refused requests");
  });

  it("reads an absolute-form target's own host and the Host line never changes the page", async () => {
    const read: [target: string, hostLines: string[], path: string][] = [
      // RFC 9112: the target's authority wins over the Host line.
      [`http://${host()}/records?`, ["Host: evil.example"], "/records"],
      [`http://evil.example${gamePath}?`, [`Host: ${host()}`], gamePath],
      [`http://${host()}/teams/..${gamePath}`, [`Host: ${host()}`], gamePath],
      ["/teams", ["Host: evil.example"], "/teams"],
      [`/./records/../teams`, [`Host: EVIL.example:80`], "/teams"],
    ];
    for (const [target, hostLines] of read) {
      const answer = await rawRequest(server.port, target, hostLines);
      expect(answer.status, `${target} ${hostLines.join(" | ")}`).toBe(200);
    }
    await expectPagesOfTheirOwnPaths("the absolute-form and foreign-Host requests");
    if (withAppUrl) {
      // The page asked at another host is the site's page, kept once for everyone.
      const answer = await rawRequest(server.port, "/teams", ["Host: evil.example"]);
      expect(answer.head).toMatch(/x-page-cache: hit/i);
    }
  });

  it("any Host and any target (property): a kept page is always the page of its own path", async () => {
    // A host, then what a Host must not hold: the mix that swapped pages in the cache.
    const hostPart = fc
      .tuple(
        fc.constantFrom(host(), "evil.example", "", `u@${host()}`, "[::1]"),
        fc.constantFrom(
          ...["", "", "#", "?", "/", ":", ":99999", " x", "\\", "%2f", "#/x?", "é"],
          ...pages.map((page) => `${page}?`),
        ),
      )
      .map(([name, rest]) => `${name}${rest}`);
    const targetPart = fc.tuple(
      fc.constantFrom("", `http://${host()}`, "http://evil.example", "https://evil.example"),
      fc.constantFrom(...pages, "", "/..", "//evil.example", "*"),
      fc.constantFrom("", "?", "?a=1", "#", "?#", "/?", "%2e%2e/", "/../records"),
    );
    await fc.assert(
      fc.asyncProperty(
        fc.array(hostPart, { minLength: 0, maxLength: 2 }),
        targetPart,
        async (hosts, [origin, path, suffix]) => {
          const target = `${origin}${path}${suffix}` || "/";
          const answer = await rawRequest(
            server.port,
            target,
            hosts.map((h) => `Host: ${h}`),
          );
          expect(answer.status, `${target} ${JSON.stringify(hosts)}`).toBeGreaterThanOrEqual(200);
          expect(answer.status, `${target} ${JSON.stringify(hosts)}`).toBeLessThan(500);
          await expectPagesOfTheirOwnPaths(`${target} with ${JSON.stringify(hosts)}`);
        },
      ),
      { numRuns: 40 },
    );
  });

  it("a post is the site's own only from the site's origin", async () => {
    const post = (origin: string) =>
      httpFetch(`${server.url}/login`, {
        method: "POST",
        redirect: "manual",
        headers: { Origin: origin },
        body: new URLSearchParams({ email: "player@example.org", password: "not-it" }),
      });
    expect((await post("http://evil.example")).status).toBe(403);
    expect((await post(server.url.replace("http:", "https:"))).status).toBe(403);
    // A wrong password: the form was read, and answered.
    expect((await post(server.url)).status).toBe(400);
  });

  it("every admin page refuses a visitor and a player, however its address is written (the authorization matrix at the edge)", async () => {
    // Every admin route of the build, its parameters filled with a made-up
    // id: the guard answers before any lookup.
    const admin = builtRoutes()
      .filter((r) => r.loader && r.pattern.startsWith("/admin"))
      .map((r) => fillPattern(r.pattern, {}).urls[0]!);
    expect(admin.length).toBeGreaterThan(10);
    const player = await signIn(server, "player@example.org");
    const spellings = (path: string) => [
      `http://evil.example${path}`,
      `http://${host()}/teams/..${path}`,
      `/.${path.toUpperCase()}`,
      path.replace("/admin", "/%61dmin"),
    ];
    const wrong: string[] = [];
    for (const path of admin) {
      for (const target of spellings(path)) {
        for (const [who, cookie, landing] of [
          ["visitor", "", /^location: \/login\?redirect=/im],
          ["player", player, /^location: \/\r?$/im],
        ] as const) {
          const lines = ["Host: evil.example", ...(cookie ? [`Cookie: ${cookie}`] : [])];
          const answer = await rawRequest(server.port, target, lines);
          const stored = !/^cache-control: private, no-store/im.test(answer.head);
          if (answer.status !== 302 || !landing.test(answer.head) || stored) {
            wrong.push(
              `${who} ${target}: ${answer.head.split("\r\n", 1)[0]}${stored ? " (storable)" : ""}`,
            );
          }
        }
      }
    }
    expect(wrong).toEqual([]);
  });

  it("a personal page is never stored, however its address is written", async () => {
    for (const target of [
      "/admin",
      `http://evil.example/admin`,
      `http://${host()}/teams/../admin`,
      "/./ADMIN",
      "/%61ccount",
    ]) {
      const answer = await rawRequest(server.port, target, ["Host: evil.example"]);
      expect(answer.status, target).toBe(302);
      expect(answer.head, target).toMatch(/cache-control: private, no-store/i);
      expect(answer.head, target).toMatch(/location: \/login/i);
    }
  });
});
