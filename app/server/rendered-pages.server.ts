// The rendered-page cache. A public page looks the same to every signed-out
// visitor until league data changes, so it is rendered once and its bytes
// (HTML, or the `.data` of a client-side navigation) are kept, compressed
// ahead (brotli and gzip), and sent again as they are: a visitor's request
// costs a lookup, not a render.
//
// A kept page is sent only while it is still true:
// - the league version is the one it was rendered at (each instance knows the
//   version without a query: app/data/league-version.server.ts);
// - the clock has not reached the first moment its display changes (its
//   loaders say when: app/shared-pages.server.ts), nor MAX_AGE_MS;
// - for a page with a running score, no live event came since (one small
//   query, and only while such a page is asked for: a tap never throws away
//   the other pages).
// Signed-in viewers (a session cookie) never get here: their pages name them.
//
// A hit is answered first thing, before the request logger's per-request
// logger, the security headers and compression: it replays the headers the
// page was sent with when it was rendered (helmet's included), writes the
// same log line, and sends bytes compressed ahead.
import type { OutgoingHttpHeaders } from "node:http";
import { promisify } from "node:util";
import zlib from "node:zlib";
import type { NextFunction, Request as ExpressRequest, Response as ExpressResponse } from "express";
import { LRUCache } from "lru-cache";
import { carriesSession } from "~/auth/viewer.server";
import type { PageHints } from "~/shared-pages.server";
import { addressOf } from "./request-address.server";
import { assignRequestId, logAnswered } from "./request-log.server";

const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);

/** A safety net: no page is kept longer, whatever its loaders said. */
export const MAX_AGE_MS = 10 * 60_000;
/** Brotli's quality 5 is nearly as small as 11 at a fraction of the time (a miss waits for it). */
const BROTLI_QUALITY = 5;
/** Stored with the page, so a browser asks again before reusing it. */
const CACHE_CONTROL = "public, max-age=0, must-revalidate";
/**
 * Every page and every write's answer says the league version it shows (or
 * wrote): how a test, or the benchmark, knows when another instance has
 * heard of a write (docs/architecture.md, "How fresh a kept page is").
 */
export const LEAGUE_VERSION_HEADER = "x-league-version";
/** Headers that belong to one response, not to the page. */
const NOT_KEPT = new Set([
  "content-length",
  "content-encoding",
  "set-cookie",
  "date",
  "vary",
  "connection",
  "x-request-id",
  "x-page-cache",
  LEAGUE_VERSION_HEADER,
]);
const CSP = "content-security-policy";
/** Bytes compressed in their own format (a game's share PNG): kept and sent as they are. */
const PACKED_TYPE = /^image\/(png|jpeg|gif|webp|avif)\b/i;

/** What the cache checks a kept page against. */
export interface PageSource {
  /** The league version now. */
  leagueVersion(): Promise<number>;
  /** The last live event's number now. */
  lastLiveEvent(): Promise<number>;
  /** The app's clock, in ms. */
  now(): number;
}

/** What was true when a page began rendering. */
export interface RenderStamp {
  version: number;
  liveEvent: number;
}

interface KeptPage {
  version: number;
  /** Set for a page with running scores: the last live event it includes. */
  liveEvent: number | null;
  expiresAt: number;
  etag: string;
  /**
   * The headers it was first sent with, the page's own and the security
   * headers: its policy names the nonce of the render that made it, the one
   * its inline scripts carry (see send).
   */
  headers: OutgoingHttpHeaders;
  /**
   * The compressed bytes (a quarter of the plain ones); the plain bytes only
   * once a client that takes neither asked for them. A picture: its bytes alone.
   */
  bodies:
    | { gzip: Buffer; br: Buffer; identity?: Buffer }
    | { identity: Buffer; gzip?: undefined; br?: undefined };
  plainLength: number;
}

const keptSize = (page: KeptPage) =>
  (page.bodies.gzip ? page.bodies.gzip.length + page.bodies.br.length : 0) +
  (page.bodies.identity?.length ?? 0) +
  1024;

export class RenderedPages {
  private readonly pages: LRUCache<string, KeptPage>;

  constructor(
    private readonly source: PageSource,
    maxBytes: number,
  ) {
    this.pages = new LRUCache({
      maxSize: maxBytes,
      sizeCalculation: keptSize,
    });
  }

  /** How many pages are kept, and their bytes. */
  stats(): { pages: number; bytes: number } {
    return { pages: this.pages.size, bytes: this.pages.calculatedSize };
  }

  /**
   * The key of a request this cache may answer (a signed-out GET or HEAD),
   * else null: the address the edge read, the one the page is rendered from
   * (./request-address.server.ts), with its query in order (the order of
   * different parameters does not change a page).
   */
  keyOf(req: ExpressRequest): string | null {
    if (req.method !== "GET" && req.method !== "HEAD") return null;
    if (carriesSession(req.headers.cookie)) return null;
    const { url } = addressOf(req);
    if (url.search === "") return url.href;
    const sorted = new URL(url);
    sorted.searchParams.sort();
    return sorted.href;
  }

  /** The kept page for `key`, if it is still true. */
  async fresh(key: string): Promise<KeptPage | null> {
    const page = this.pages.get(key);
    if (!page || this.source.now() >= page.expiresAt) return null;
    if (page.version !== (await this.source.leagueVersion())) return null;
    if (page.liveEvent !== null && page.liveEvent !== (await this.source.lastLiveEvent())) {
      return null;
    }
    return page;
  }

  /** Taken before rendering: a write during the render makes the page stale at once. */
  async stamp(): Promise<RenderStamp> {
    const [version, liveEvent] = await Promise.all([
      this.source.leagueVersion(),
      this.source.lastLiveEvent(),
    ]);
    return { version, liveEvent };
  }

  /**
   * Keeps a rendered answer if its loaders shared it with visitors and it is
   * a plain success; answers the page (to send), or null when it is not kept.
   * `sentHeaders` are those already set for this response (the security
   * headers, whose policy names the nonce this render used).
   */
  async keep(
    key: string,
    response: Response,
    hints: PageHints,
    stamp: RenderStamp,
    sentHeaders: OutgoingHttpHeaders,
  ): Promise<KeptPage | null> {
    // The ETag (a hash of the page without its nonce) is set by the entry's withValidators.
    const etag = response.headers.get("ETag");
    if (!hints.shared || response.status !== 200 || response.headers.has("Set-Cookie") || !etag) {
      return null;
    }
    const identity = Buffer.from(await response.arrayBuffer());
    const packed = PACKED_TYPE.test(response.headers.get("Content-Type") ?? "");
    const [gzipped, brotlied] = packed
      ? []
      : await Promise.all([
          gzip(identity),
          brotli(identity, {
            params: {
              [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
              [zlib.constants.BROTLI_PARAM_SIZE_HINT]: identity.length,
            },
          }),
        ]);
    const headers: OutgoingHttpHeaders = {};
    for (const [name, value] of Object.entries(sentHeaders)) {
      if (!NOT_KEPT.has(name) && value !== undefined) headers[name] = value;
    }
    for (const [name, value] of response.headers) {
      if (!NOT_KEPT.has(name)) headers[name] = value;
    }
    headers["cache-control"] = CACHE_CONTROL;
    headers["vary"] = "Accept-Encoding, Cookie";
    const now = this.source.now();
    const page: KeptPage = {
      version: stamp.version,
      liveEvent: hints.showsLiveScores ? stamp.liveEvent : null,
      expiresAt: Math.min(hints.changesAt, now + MAX_AGE_MS),
      etag,
      headers,
      bodies: gzipped && brotlied ? { gzip: gzipped, br: brotlied } : { identity },
      plainLength: identity.length,
    };
    if (page.expiresAt > now) this.pages.set(key, page);
    return page;
  }

  /**
   * Sends a kept page in the best encoding the client takes, or a 304 when
   * it already holds it. Its inline scripts carry the nonce of the render
   * that made it, and so does the policy kept with it: that nonce is never
   * the same for two different contents (a new render draws a new one), so
   * markup slipped into a page cannot know it in advance.
   */
  send(
    req: ExpressRequest,
    res: ExpressResponse,
    key: string,
    page: KeptPage,
    how: "hit" | "miss",
  ): void {
    res.setHeader("ETag", page.etag); // what req.fresh compares If-None-Match with
    if (req.fresh) {
      // The browser reuses the page it has, whose scripts carry that page's nonce.
      const { [CSP]: _policy, ...headers } = page.headers;
      res.writeHead(304, { ...headers, ...this.said(page, how) }).end();
      return;
    }
    const encoding = page.bodies.gzip ? preferredEncoding(req) : "identity";
    const body =
      encoding === "identity" || !page.bodies.gzip
        ? this.plainBytes(key, page)
        : page.bodies[encoding];
    res.writeHead(200, {
      ...page.headers,
      ...this.said(page, how),
      "content-length": String(body.length),
      ...(encoding === "identity" ? {} : { "content-encoding": encoding }),
    });
    res.end(req.method === "HEAD" ? undefined : body);
  }

  /** What an answer from the cache says of itself: hit or miss, and the page's league version. */
  private said(page: KeptPage, how: "hit" | "miss"): OutgoingHttpHeaders {
    return { "x-page-cache": how, [LEAGUE_VERSION_HEADER]: String(page.version) };
  }

  /** The plain bytes, unpacked once and then kept (counted in the cache's size). */
  private plainBytes(key: string, page: KeptPage): Buffer {
    const { bodies } = page;
    if (!bodies.gzip) return bodies.identity; // a picture's
    if (!bodies.identity) {
      bodies.identity = zlib.gunzipSync(bodies.gzip);
      // Set again so the cache counts the new bytes (it may then drop others).
      if (this.pages.get(key) === page) this.pages.set(key, page);
    }
    return bodies.identity;
  }
}

/**
 * Answers a visitor's request from a kept page that is still true, first
 * thing (ahead of the request logger, the security headers and compression:
 * a hit costs little more than the lookup); it logs the request itself, with
 * the same line. Otherwise notes the request's key, for the router handler to
 * keep what it renders (`pageKey`).
 */
export function answerFromKeptPages(
  pages: RenderedPages,
  { trustsProxy }: { trustsProxy: boolean },
) {
  return async (req: ExpressRequest, res: ExpressResponse, next: NextFunction) => {
    const startedAt = performance.now();
    const key = pages.keyOf(req);
    if (!key) return next();
    let kept: KeptPage | null;
    try {
      kept = await pages.fresh(key);
    } catch (error) {
      return next(error);
    }
    if (!kept) {
      res.locals.pageKey = key;
      return next();
    }
    const requestId = assignRequestId(req, res, trustsProxy);
    pages.send(req, res, key, kept, "hit");
    logAnswered(req, res, requestId, startedAt);
  };
}

/** Brotli when taken (the smallest), else gzip, else the plain bytes; whatever the client's order. */
function preferredEncoding(req: ExpressRequest): "br" | "gzip" | "identity" {
  if (req.acceptsEncodings("br") === "br") return "br";
  if (req.acceptsEncodings("gzip") === "gzip") return "gzip";
  return "identity";
}
