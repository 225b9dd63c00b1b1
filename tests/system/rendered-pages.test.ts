// The rendered-page cache, seen from outside: a visitor's public page is
// rendered once and then sent from memory (X-Page-Cache: hit) in the
// encoding the client takes, with a policy naming the nonce its scripts
// carry, a 304 for a matching ETag, and never to (or from) a signed-in
// viewer. Whether a kept page is ever stale is asked in
// page-cache-staleness.test.ts.
import http from "node:http";
import zlib from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signIn, startServer, type RunningServer } from "./server";

interface RawAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** The body as sent (still compressed). */
  bytes: Buffer;
  /** The body decoded. */
  text: string;
}

/** A request whose headers we choose entirely (fetch adds and decodes its own encodings). */
function raw(
  url: string,
  headers: Record<string, string> = {},
  method = "GET",
): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    // A connection of its own (tests/support/http-client.ts says why).
    const request = http.request(url, { method, headers, agent: false }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () => {
        const bytes = Buffer.concat(chunks);
        const encoding = response.headers["content-encoding"];
        const decoded =
          encoding === "br"
            ? zlib.brotliDecompressSync(bytes)
            : encoding === "gzip"
              ? zlib.gunzipSync(bytes)
              : bytes;
        resolve({
          status: response.statusCode ?? 0,
          headers: response.headers,
          bytes,
          text: decoded.toString("utf8"),
        });
      });
      response.on("error", reject);
    });
    request.on("error", reject);
    request.end();
  });
}

const nonceIn = (html: string) => /<script[^>]* nonce="([^"]+)"/.exec(html)?.[1];
const policyNonce = (answer: RawAnswer) =>
  /'nonce-([^']+)'/.exec(String(answer.headers["content-security-policy"]))?.[1];

describe("the rendered-page cache", () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServer();
  });
  afterAll(() => server?.stop());

  it("renders a visitor's page once, then sends the same bytes from memory", async () => {
    const first = await raw(`${server.url}/records`);
    const second = await raw(`${server.url}/records`);
    expect(first.status).toBe(200);
    expect(second.status).toBe(200);
    expect(["miss", "hit"]).toContain(first.headers["x-page-cache"]);
    expect(second.headers["x-page-cache"]).toBe("hit");
    expect(second.text).toBe(first.text);
    expect(second.headers.etag).toBe(first.headers.etag);
    expect(second.headers["cache-control"]).toBe("public, max-age=0, must-revalidate");
    expect(second.headers.vary).toMatch(/Accept-Encoding/);
    expect(second.headers.vary).toMatch(/Cookie/);
    expect(second.headers["x-request-id"]).toBeTruthy();
    expect(second.headers["x-frame-options"]).toBe("DENY");
  });

  it("answers a hit ahead of the app with the headers its miss had, and logs it the same way", async () => {
    const url = `${server.url}/players`;
    const miss = await raw(url, { "Accept-Encoding": "br" });
    const hit = await raw(url, { "Accept-Encoding": "br" });
    expect(miss.headers["x-page-cache"]).toBe("miss");
    expect(hit.headers["x-page-cache"]).toBe("hit");
    const perResponse = new Set(["x-page-cache", "x-request-id", "date"]);
    const pageHeaders = (answer: RawAnswer) =>
      Object.fromEntries(Object.entries(answer.headers).filter(([name]) => !perResponse.has(name)));
    // helmet's headers included (the hit never reaches helmet): the policy too.
    expect(pageHeaders(hit)).toEqual(pageHeaders(miss));
    expect(Object.keys(hit.headers)).toEqual(
      expect.arrayContaining(["content-security-policy", "permissions-policy", "referrer-policy"]),
    );
    // One log line each, of the same shape, under each answer's own request id.
    const lineOf = (id: unknown) =>
      server
        .output()
        .split("\n")
        .filter((line) => line.includes(`"requestId":"${String(id)}"`))
        .map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(hit.headers["x-request-id"]).not.toBe(miss.headers["x-request-id"]);
    // The lines reach us through the server's stdout pipe, possibly after its answer.
    await expect.poll(() => lineOf(hit.headers["x-request-id"]), { timeout: 2000 }).toHaveLength(1);
    const [missLine] = lineOf(miss.headers["x-request-id"]);
    const hitLines = lineOf(hit.headers["x-request-id"]);
    expect(hitLines[0]).toMatchObject({
      level: 30,
      req: { method: "GET", path: "/players" },
      res: { status: 200 },
      msg: expect.stringMatching(/^GET \/players 200 \d+ ms$/),
    });
    expect(Object.keys(hitLines[0]!).sort()).toEqual(Object.keys(missLine!).sort());
  });

  it("sends brotli when taken, whatever the client's order, else gzip, else the plain bytes", async () => {
    const url = `${server.url}/teams`;
    await raw(url);
    const plain = await raw(url);
    const brotli = await raw(url, { "Accept-Encoding": "gzip, deflate, br" });
    const gzip = await raw(url, { "Accept-Encoding": "gzip" });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(brotli.headers["content-encoding"]).toBe("br");
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    for (const answer of [brotli, gzip]) {
      expect(answer.headers["x-page-cache"]).toBe("hit");
      expect(answer.text).toBe(plain.text);
      expect(Number(answer.headers["content-length"])).toBe(answer.bytes.length);
      expect(answer.bytes.length).toBeLessThan(plain.bytes.length / 3);
    }
  });

  it("a kept page's policy names the nonce its scripts carry", async () => {
    const url = `${server.url}/seasons`;
    await raw(url);
    const hit = await raw(url);
    expect(hit.headers["x-page-cache"]).toBe("hit");
    const nonce = nonceIn(hit.text);
    expect(nonce).toBeTruthy();
    expect(policyNonce(hit)).toBe(nonce);
    // A page the cache does not keep gets a fresh nonce every time.
    const [login1, login2] = [await raw(`${server.url}/login`), await raw(`${server.url}/login`)];
    expect(policyNonce(login1)).toBe(nonceIn(login1.text));
    expect(nonceIn(login1.text)).not.toBe(nonceIn(login2.text));
  });

  it("answers a matching ETag with a 304 and no body, a stale one with the page", async () => {
    const url = `${server.url}/`;
    const page = await raw(url);
    const etag = String(page.headers.etag);
    const revalidated = await raw(url, { "If-None-Match": etag });
    expect(revalidated.status).toBe(304);
    expect(revalidated.bytes.length).toBe(0);
    expect(revalidated.headers.etag).toBe(etag);
    // The browser keeps the page it has, whose scripts carry that page's nonce.
    expect(revalidated.headers["content-security-policy"]).toBeUndefined();
    const stale = await raw(url, { "If-None-Match": 'W/"not-this-one"' });
    expect(stale.status).toBe(200);
    expect(stale.text).toBe(page.text);
  });

  it("answers HEAD from the kept page, without a body", async () => {
    const url = `${server.url}/schedule`;
    const page = await raw(url);
    const head = await raw(url, {}, "HEAD");
    expect(head.status).toBe(200);
    expect(head.headers["x-page-cache"]).toBe("hit");
    expect(head.bytes.length).toBe(0);
    expect(Number(head.headers["content-length"])).toBe(page.bytes.length);
  });

  it("keeps one page for a query in any order", async () => {
    await raw(`${server.url}/seasons/4?view=leaders&stat=points`);
    const reordered = await raw(`${server.url}/seasons/4?stat=points&view=leaders`);
    expect(reordered.status).toBe(200);
    expect(reordered.headers["x-page-cache"]).toBe("hit");
  });

  it("keeps the data of client-side navigations too", async () => {
    const first = await raw(`${server.url}/draft.data`);
    const second = await raw(`${server.url}/draft.data`);
    expect(first.status).toBe(200);
    expect(second.headers["x-page-cache"]).toBe("hit");
    expect(second.text).toBe(first.text);
  });

  it("never sends a kept page to a signed-in viewer, nor keeps his", async () => {
    const url = `${server.url}/teams`;
    await raw(url);
    expect((await raw(url)).headers["x-page-cache"]).toBe("hit");
    const cookie = await signIn(server, "player@example.org");
    const his = await raw(url, { Cookie: cookie });
    expect(his.status).toBe(200);
    expect(his.headers["x-page-cache"]).toBeUndefined();
    expect(his.text).toContain('aria-label="Account"');
    // The menu's way in is his too: his account and the Sign out form.
    expect(his.text).toContain(">My account</a>");
    expect(his.text).toContain('action="/logout"');
    expect(his.headers["cache-control"]).toMatch(/private/);
    const visitor = await raw(url);
    expect(visitor.headers["x-page-cache"]).toBe("hit");
    expect(visitor.text).not.toContain('aria-label="Account"');
    expect(visitor.text).not.toContain('action="/logout"');
    expect(visitor.text).toContain(">Sign in</a>");
  });

  it("keeps a game's share picture too: the same PNG from memory, not compressed again, which other sites may show", async () => {
    const home = await raw(`${server.url}/`);
    const gameId = /href="\/games\/([^"/?#]+)"/.exec(home.text)?.[1];
    expect(gameId).toBeTruthy();
    // Its address is the game page's og:image (drawn on a thread of the built server's own).
    const page = await raw(`${server.url}/games/${gameId}`);
    const image = /<meta property="og:image" content="([^"]+)"/.exec(page.text)?.[1] ?? "";
    const { pathname, search } = new URL(image.replaceAll("&amp;", "&"));
    expect(pathname + search).toMatch(new RegExp(`^/games/${gameId}/share\\.png\\?v=`));
    const url = `${server.url}${pathname}${search}`;
    const first = await raw(url, { "Accept-Encoding": "br, gzip" });
    const second = await raw(url, { "Accept-Encoding": "br, gzip" });
    expect(first.status).toBe(200);
    expect(first.headers["x-page-cache"]).toBe("miss");
    expect(second.headers["x-page-cache"]).toBe("hit");
    expect(second.headers["content-type"]).toBe("image/png");
    expect(second.headers["cache-control"]).toBe("public, max-age=0, must-revalidate");
    // A PNG is compressed already: sent as it is, whatever encodings the client takes.
    for (const answer of [first, second]) {
      expect(answer.headers["content-encoding"]).toBeUndefined();
      expect(answer.headers["content-length"]).toBe(String(answer.bytes.length));
    }
    expect(second.bytes.subarray(1, 4).toString("ascii")).toBe("PNG");
    expect(second.bytes.equals(first.bytes)).toBe(true);
    // Another version of it is only a way there.
    const madeUp = await raw(`${server.url}/games/${gameId}/share.png?v=made-up`);
    expect(madeUp.status).toBe(302);
    expect(madeUp.headers.location).toBe(pathname + search);
    // A chat's link preview may show it in a page of another site; the site's own pages stay same-origin.
    expect(second.headers["cross-origin-resource-policy"]).toBe("cross-origin");
    expect(home.headers["cross-origin-resource-policy"]).toBe("same-origin");
    expect(second.headers["x-content-type-options"]).toBe("nosniff");
    const held = await raw(url, { "If-None-Match": String(second.headers.etag) });
    expect(held.status).toBe(304);
  });

  it("keeps only what a page's loaders share with visitors, and only successes", async () => {
    for (const path of ["/login", "/our-story", "/games/999999", "/no-such-page"]) {
      await raw(`${server.url}${path}`);
      const again = await raw(`${server.url}${path}`);
      expect(again.headers["x-page-cache"], path).toBeUndefined();
    }
  });
});

describe("without a rendered-page cache (PAGE_CACHE_MB=0)", () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServer({ PAGE_CACHE_MB: "0" });
  });
  afterAll(() => server?.stop());

  it("renders every request", async () => {
    await raw(`${server.url}/records`);
    const again = await raw(`${server.url}/records`);
    expect(again.status).toBe(200);
    expect(again.headers["x-page-cache"]).toBeUndefined();
    expect(again.headers.etag).toBeTruthy();
  });
});
