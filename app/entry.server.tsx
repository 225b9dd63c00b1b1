// Server rendering. Pages read all their data in loaders (nothing is
// deferred), so we wait for the whole document and send it in one piece:
// simpler for caches and crawlers, and no slower for our users.
//
// Caching: a public page's answer carries a weak ETag (a hash of its bytes)
// and "revalidate every time" cache headers, so a reload costs one short 304
// when nothing changed, yet a result saved a second ago shows on the next
// load (the server renders the page again and the hash changes). The same
// goes for React Router's `.data` requests made by client-side navigation.
import { createHash } from "node:crypto";
import { PassThrough } from "node:stream";
import { renderToPipeableStream } from "react-dom/server";
import {
  ServerRouter,
  type AppLoadContext,
  type EntryContext,
  type HandleDataRequestFunction,
  type HandleErrorFunction,
} from "react-router";
import { startJobWorker } from "./email/job-worker.server";
import { startOutboxWorker } from "./email/outbox-worker.server";
import { startPushWorker } from "./push/push-worker.server";
import { carriesSession } from "./auth/viewer.server";
import { log } from "./log.server";
import { NonceProvider } from "./nonce";
import { pageScripts, PageScriptsProvider, type PageScriptTags } from "./page-scripts";
import { islandSources } from "./server/islands.server";
import { startControlSocket } from "./server/control-socket.server";
import {
  createHttpApp,
  createHttpServer,
  listenAddress,
  renderedPageStats,
} from "./server/http-app.server";
import { stopGracefullyOnSignals } from "./server/lifecycle.server";
import {
  databaseAwayResponse,
  failedForDatabase,
  noteRequestError,
} from "./server/database-away.server";
import { paintFirst } from "./server/paint-first.server";
import { isPersonalPage } from "./server/personal-pages.server";
import { REQUEST_ID_HEADER } from "./server/request-log.server";
import { prepareServer, servingLines } from "./startup.server";

// What server.mjs needs from the build: start-up, then the web server (and,
// on the embedded database, the control socket that `npm run backup` asks),
// the workers that send the queued emails and pushes, and the one that runs scheduled
// jobs (reminders, captains' summaries).
export {
  createHttpApp,
  createHttpServer,
  listenAddress,
  log,
  prepareServer,
  renderedPageStats,
  servingLines,
  startControlSocket,
  startJobWorker,
  startOutboxWorker,
  startPushWorker,
  stopGracefullyOnSignals,
};

// The production server (server.mjs) prepares before it listens; the Vite dev
// server has no such hook, so the first request there does it (once). Like
// server.mjs it first claims the PGlite folder (the control socket), which a
// backup then asks instead of opening the folder beside it, and it sends the
// queued alert emails and pushes too.
if (import.meta.env.DEV) {
  const holder = globalThis as typeof globalThis & { __leaguePrepared?: Promise<void> };
  holder.__leaguePrepared ??= startControlSocket()
    .then(() => prepareServer())
    .then(() => startOutboxWorker())
    .then(() => startPushWorker())
    .then(() => startJobWorker());
  await holder.__leaguePrepared;
}

export const streamTimeout = 5_000;

/** Anyone may store it, but must ask the server before every reuse. */
const PUBLIC_CACHE_CONTROL = "public, max-age=0, must-revalidate";
/** Pages that depend on who is signed in: the browser only, and revalidated. */
const PRIVATE_CACHE_CONTROL = "private, no-cache";

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  if (failedForDatabase(request)) return databaseAwayResponse(request.method);
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const nonce = loadContext?.cspNonce;
  const scripts = scriptsFor(routerContext);
  const rendered = await renderDocument(request, routerContext, scripts, nonce);
  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  const status = rendered.failed ? 500 : responseStatusCode;
  return withValidators(request, status, responseHeaders, withScriptsAfterPaint(rendered.body), {
    nonce,
    sharedWithVisitors: loadContext?.pageHints?.shared,
  });
}

/** The HTML as React Router wrote it, scripts moved behind the first paint. */
function withScriptsAfterPaint(body: Uint8Array<ArrayBuffer>): Uint8Array<ArrayBuffer> {
  const html = Buffer.from(body.buffer, body.byteOffset, body.byteLength).toString("utf8");
  return Buffer.from(paintFirst(html), "utf8");
}

/**
 * An error thrown by a loader, an action or a page goes to the log with its
 * stack and the request's id (the visitor sees the error page, the
 * maintainer finds the line). A request the visitor abandoned is no error.
 */
export const handleError: HandleErrorFunction = (error, { request }) => {
  if (request.signal.aborted) return;
  if (noteRequestError(request, error)) {
    // Not a fault of this request or of the code: one line, no stack (a
    // restart of PostgreSQL would otherwise fill the log with them).
    log().warn(
      { requestId: request.headers.get(REQUEST_ID_HEADER) },
      `${request.method} ${new URL(request.url).pathname}: the database is out of reach (503)`,
    );
    return;
  }
  logFailure(request, error);
};

function logFailure(request: Request, error: unknown): void {
  log().error(
    { err: error, requestId: request.headers.get(REQUEST_ID_HEADER) },
    `${request.method} ${new URL(request.url).pathname} failed`,
  );
}

/** `.data` answers of client-side navigations get the same validators as documents. */
export const handleDataRequest: HandleDataRequestFunction = async (
  response,
  { request, context },
) => {
  if (!isCacheable(request, response.status, response.headers) || !response.body) return response;
  const body = new Uint8Array(await response.arrayBuffer());
  const headers = new Headers(response.headers);
  return withValidators(request, response.status, headers, body, {
    sharedWithVisitors: context?.pageHints?.shared,
  });
};

/**
 * Whether this page hydrates, decided once (app/page-scripts.tsx) from its
 * routes' declarations and whether the viewer is signed in (the root's data).
 */
function scriptsFor(routerContext: EntryContext): PageScriptTags {
  const { matches, loaderData } = routerContext.staticHandlerContext;
  const handles = matches.map((match) => routerContext.routeModules[match.route.id]?.handle);
  const root = loaderData.root as { signedIn?: boolean } | undefined;
  const decided = pageScripts(handles, root?.signedIn ?? false);
  return decided.hydrate ? decided : { hydrate: false, islands: islandSources(decided.islands) };
}

/**
 * Renders the whole document into memory (there is no deferred data to
 * stream). A page that does not hydrate is sent without React Router's
 * context: its loader data would only weigh on the page.
 */
function renderDocument(
  request: Request,
  routerContext: EntryContext,
  scripts: PageScriptTags,
  nonce: string | undefined,
): Promise<{ body: Uint8Array<ArrayBuffer>; failed: boolean }> {
  const context: EntryContext = scripts.hydrate
    ? routerContext
    : { ...routerContext, serverHandoffStream: undefined, serverHandoffString: undefined };
  return new Promise((resolve, reject) => {
    let failed = false;
    const timeoutId = setTimeout(() => abort(), streamTimeout + 1000);
    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <PageScriptsProvider value={scripts}>
          <ServerRouter context={context} url={request.url} nonce={nonce} />
        </PageScriptsProvider>
      </NonceProvider>,
      {
        nonce,
        onAllReady() {
          const chunks: Buffer[] = [];
          const sink = new PassThrough();
          sink.on("data", (chunk: Buffer) => chunks.push(chunk));
          sink.on("end", () => {
            clearTimeout(timeoutId);
            resolve({ body: Buffer.concat(chunks), failed });
          });
          sink.on("error", reject);
          pipe(sink);
        },
        onShellError(error) {
          clearTimeout(timeoutId);
          reject(error);
        },
        onError(error) {
          failed = true;
          logFailure(request, error);
        },
      },
    );
  });
}

/** Successful GETs of public pages that don't set cookies. */
function isCacheable(request: Request, status: number, headers: Headers): boolean {
  return (
    request.method.toUpperCase() === "GET" &&
    status === 200 &&
    !headers.has("Set-Cookie") &&
    // Per person, or reached by a signed link: never stored, so no validators
    // (the web server sends them `private, no-store`).
    !isPersonalPage(new URL(request.url).pathname)
  );
}

/**
 * A hash of the bytes, leaving out this response's CSP nonce: the same page
 * has the same tag on every request, so revalidations still end in a 304.
 */
function weakETag(body: Uint8Array, nonce: string | undefined): string {
  const hash = createHash("sha1");
  if (nonce) hash.update(Buffer.from(body).toString("utf8").replaceAll(nonce, ""));
  else hash.update(body);
  return `W/"${hash.digest("base64url")}"`;
}

/** If-None-Match uses the weak comparison: W/"x" matches "x" (RFC 9110 13.1.2). */
function ifNoneMatchHits(header: string | null, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === "*") return true;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, "");
  return header.split(",").some((tag) => opaque(tag) === opaque(etag));
}

/**
 * Adds ETag and Cache-Control to a cacheable answer (a route's own
 * Cache-Control wins) and answers 304 without a body when the client already
 * holds these bytes, except for a page shared with visitors: the rendered-page
 * cache keeps its bytes first, then answers the 304 itself.
 */
function withValidators(
  request: Request,
  status: number,
  headers: Headers,
  body: Uint8Array<ArrayBuffer>,
  { nonce, sharedWithVisitors = false }: { nonce?: string; sharedWithVisitors?: boolean } = {},
): Response {
  if (!isCacheable(request, status, headers)) {
    return new Response(body, { status, headers });
  }
  const etag = weakETag(body, nonce);
  headers.set("ETag", etag);
  if (!headers.has("Cache-Control")) {
    // A signed-in visitor's page names him (account icon, edit links). Other
    // cookies (a device's follow cookie) change nothing on a public page: it
    // stays public, so the service worker may keep it for reading offline.
    headers.set(
      "Cache-Control",
      carriesSession(request.headers.get("Cookie")) ? PRIVATE_CACHE_CONTROL : PUBLIC_CACHE_CONTROL,
    );
  }
  headers.append("Vary", "Cookie");
  if (!sharedWithVisitors && ifNoneMatchHits(request.headers.get("If-None-Match"), etag)) {
    headers.delete("Content-Length");
    return new Response(null, { status: 304, headers });
  }
  headers.set("Content-Length", String(body.byteLength));
  return new Response(body, { status, headers });
}
