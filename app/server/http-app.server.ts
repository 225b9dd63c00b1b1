// The production web server (started by server.mjs): the request's address
// read once (./request-address.server.ts), request log, health
// checks, client addresses, cross-site refusal, security headers, compression,
// static files with long-lived caching, then React Router with checked
// request bodies. `createHttpServer` wraps it in Node's HTTP server with the
// timeouts that cut off clients sending their request too slowly.
import { createServer, type Server } from "node:http";
import path from "node:path";
import compression from "compression";
import express, { type NextFunction, type Request, type Response } from "express";
import type { ServerBuild } from "react-router";
import { CLIENT_IP_HEADER } from "~/auth/client-ip.server";
import { appUrl } from "~/auth/auth.server";
import { now } from "~/clock.server";
import { env } from "~/config.server";
import { leagueVersion } from "~/data/league-version.server";
import { latestLiveSeq } from "~/data/live-events.server";
import { database } from "~/db/index.server";
import { log } from "~/log.server";
import { refuseCrossSitePosts } from "./cross-site.server";
import { mountHealthChecks } from "./health.server";
import { closeConnectionsWhenStopping } from "./lifecycle.server";
import { reactRouterHandler } from "./react-router-handler.server";
import { readAddressAtTheEdge } from "./request-address.server";
import { answerFromKeptPages, RenderedPages } from "./rendered-pages.server";
import { answerUnexpectedError, requestLog } from "./request-log.server";
import { securityHeaders } from "./security-headers.server";

/** Where to listen: PORT and HOST. */
export function listenAddress(): { port: number; host: string } {
  const { PORT, HOST } = env();
  return { port: PORT, host: HOST };
}

/** Express's `trust proxy` setting from TRUST_PROXY: a hop count, or addresses/subnets. */
function trustProxySetting(value: string): number | string | boolean {
  if (/^\d+$/.test(value)) return Number(value);
  if (value === "true" || value === "false") return value === "true";
  return value;
}

export function createHttpApp(build: ServerBuild, buildDir: string) {
  const config = env();
  const app = express();
  app.disable("x-powered-by");
  if (config.TRUST_PROXY) app.set("trust proxy", trustProxySetting(config.TRUST_PROXY));

  const trustsProxy = Boolean(config.TRUST_PROXY);
  app.use(closeConnectionsWhenStopping);
  // The request's address, read once: everything below takes it from here.
  // APP_URL's origin, when set, is every page's origin, whatever a request's Host says.
  app.use(readAddressAtTheEdge({ siteOrigin: config.APP_URL ?? null, trustsProxy }));
  // A visitor's page kept from an earlier render is answered here, with the
  // headers and log line it would get below.
  const pages = renderedPages(config.PAGE_CACHE_MB);
  if (pages) app.use(answerFromKeptPages(pages, { trustsProxy }));
  app.use(requestLog(trustsProxy));
  mountHealthChecks(app);
  app.use(recordClientAddress(trustsProxy));
  app.use(refuseCrossSitePosts);
  app.use(securityHeaders({ https: appUrl().startsWith("https:") }));
  app.use(compression());
  // The service worker: asked for again on every visit (no-cache, and the
  // page registers it with updateViaCache "none"), so a deploy's new worker
  // takes over at the next visit (docs/architecture.md#installable-and-offline).
  app.get("/sw.js", (_req, res, next) => {
    res.sendFile(
      path.join(buildDir, "client/sw.js"),
      {
        cacheControl: false,
        headers: {
          "Cache-Control": "no-cache",
          "Content-Type": "text/javascript; charset=utf-8",
        },
      },
      (error) => {
        if (error && !res.headersSent) next();
      },
    );
  });
  app.use(
    "/assets",
    express.static(path.join(buildDir, "client/assets"), { immutable: true, maxAge: "1y" }),
  );
  app.use(express.static(path.join(buildDir, "client"), { maxAge: "1h" }));
  app.use(reactRouterHandler(build, config.NODE_ENV, pages));
  app.use(answerUnexpectedError);
  return app;
}

/** An idle keep-alive connection is closed after this (Node's default). */
const KEEP_ALIVE_TIMEOUT_MS = 5_000;
/** How often Node looks for connections past those timeouts (its default is 30 s). */
const TIMEOUT_CHECK_MS = 1_000;

/**
 * The web server: the app behind Node's HTTP server, whose timeouts close a
 * connection that trickles its headers in (HEADERS_TIMEOUT_SECONDS) or its
 * whole request (REQUEST_TIMEOUT_SECONDS), so slow clients hold no connection
 * for long. Both end once the request has arrived: an answer that lasts (a
 * live stream) is never cut by them.
 */
export function createHttpServer(build: ServerBuild, buildDir: string): Server {
  const config = env();
  const headersTimeout = config.HEADERS_TIMEOUT_SECONDS * 1000;
  return createServer(
    {
      headersTimeout,
      requestTimeout: Math.max(config.REQUEST_TIMEOUT_SECONDS * 1000, headersTimeout),
      keepAliveTimeout: KEEP_ALIVE_TIMEOUT_MS,
      connectionsCheckingInterval: TIMEOUT_CHECK_MS,
    },
    createHttpApp(build, buildDir),
  );
}

let pages: RenderedPages | null = null;

/** The process's rendered-page cache (none with PAGE_CACHE_MB=0). */
function renderedPages(megabytes: number): RenderedPages | null {
  if (megabytes === 0) return null;
  pages ??= new RenderedPages(
    {
      leagueVersion: async () => leagueVersion(await database()),
      lastLiveEvent: async () => latestLiveSeq(await database()),
      now: () => now().getTime(),
    },
    megabytes * 1024 * 1024,
  );
  return pages;
}

/** How many rendered pages this process keeps, and their bytes (for the benchmark). */
export function renderedPageStats(): { pages: number; bytes: number } {
  return pages?.stats() ?? { pages: 0, bytes: 0 };
}

/**
 * Rate limits key on the client's address, passed to the app in a header
 * that we always overwrite (a client cannot choose it). Behind a proxy that
 * address is the proxy's unless TRUST_PROXY lets Express read
 * X-Forwarded-For: then every visitor would share one limit, so say so once.
 */
function recordClientAddress(trustsProxy: boolean) {
  let warned = false;
  return (req: Request, _res: Response, next: NextFunction) => {
    req.headers[CLIENT_IP_HEADER] = req.ip ?? req.socket.remoteAddress ?? "unknown";
    if (!trustsProxy && !warned && req.headers["x-forwarded-for"]) {
      warned = true;
      log().warn(
        "Requests arrive through a proxy (X-Forwarded-For) but TRUST_PROXY is not set: every visitor shares the proxy's rate limits. Set TRUST_PROXY (e.g. 1 or loopback).",
      );
    }
    next();
  };
}
