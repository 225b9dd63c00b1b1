// Express → React Router, like @react-router/express, except that the body
// of a post is read and checked first (./request-body.server.ts) and a
// refusal is answered here, before any loader or action runs; and that a
// signed-out visitor's page comes from the rendered-page cache when it holds
// it (./rendered-pages.server.ts), and goes there after rendering when its
// loaders share it with visitors.
import { writeReadableStreamToWritable } from "@react-router/node";
import type { NextFunction, Request as ExpressRequest, Response as ExpressResponse } from "express";
import { createRequestHandler, type ServerBuild } from "react-router";
import { leagueVersion, leagueVersionAfterWrite } from "~/data/league-version.server";
import { database } from "~/db/index.server";
import { isDatabaseUnavailable } from "~/db/errors.server";
import { PageHints } from "~/shared-pages.server";
import { postTargetMatcher, streamDataMatcher, type PostTarget } from "./action-routes.server";
import { isPersonalPage, PERSONAL_CACHE_CONTROL } from "./personal-pages.server";
import { LEAGUE_VERSION_HEADER, type RenderedPages } from "./rendered-pages.server";
import {
  bodyLimitFor,
  readFormBody,
  readJsonBody,
  RequestRefused,
  takesJson,
} from "./request-body.server";
import { refusalPage } from "./refusal-page.server";
import { addressOf } from "./request-address.server";

export function reactRouterHandler(
  build: ServerBuild,
  mode: string | undefined,
  pages: RenderedPages | null,
) {
  const handle = createRequestHandler(build, mode);
  const postTarget = postTargetMatcher(build);
  const isStreamData = streamDataMatcher(build);
  return async (req: ExpressRequest, res: ExpressResponse, next: NextFunction) => {
    try {
      // OPTIONS asks what an address takes: answered here, never rendered
      // (the router has no answer for it but an error).
      if (req.method === "OPTIONS") {
        const { pathname, search } = addressOf(req).url;
        const allow = postTarget(pathname, search) === "action" ? "GET, HEAD, POST" : "GET, HEAD";
        res.set("Allow", `${allow}, OPTIONS`).status(204).end();
        return;
      }
      // Set by answerFromKeptPages for a visitor's request it could not answer.
      const key = res.locals.pageKey as string | undefined;
      const request = await toFetchRequest(req, res, postTarget, isStreamData);
      const cspNonce = res.locals.cspNonce as string;
      if (pages && key && req.method === "GET") {
        const pageHints = new PageHints();
        const stamp = await pages.stamp();
        const response = await handle(request, { cspNonce, pageHints });
        res.setHeader(LEAGUE_VERSION_HEADER, String(stamp.version));
        const kept = await pages.keep(key, response, pageHints, stamp, res.getHeaders());
        if (kept) return pages.send(req, res, key, kept, "miss");
        return await sendResponse(res, response);
      }
      const writes = req.method !== "GET" && req.method !== "HEAD";
      const before = await leagueVersion(await database());
      const response = await handle(request, { cspNonce });
      // The next request, here or on another instance, must see what this
      // one wrote: the new league version is read here, and the answer waits
      // until the database's announcement of it is out.
      // Best effort: when the database went away meanwhile, the answer (saved,
      // or the "back in a moment" page) is still the truth.
      const after = writes
        ? await leagueVersionAfterWrite(await database(), before).catch(unlessAway)
        : before;
      res.setHeader(LEAGUE_VERSION_HEADER, String(after ?? before));
      await sendResponse(res, response);
    } catch (error) {
      if (error instanceof RequestRefused) {
        if (error.status === 413) discardRestOfUpload(req, res);
        if (error.status === 405) res.set("Allow", error.allow);
        res.status(error.status).type("html").send(refusalPage(error.title, error.message));
        return;
      }
      next(error);
    }
  };
}

function unlessAway(error: unknown): undefined {
  if (!isDatabaseUnavailable(error)) throw error;
  return undefined;
}

/**
 * After a 413 the browser is usually still sending. It reads the refusal page
 * only if we go on reading (and dropping) what it sends until it notices:
 * closing at once resets the connection and the page is lost. An upload that
 * goes on regardless is cut off after a few seconds or megabytes.
 */
function discardRestOfUpload(
  req: ExpressRequest,
  res: ExpressResponse,
  maxBytes = 8 * 1024 * 1024,
  maxMs = 5000,
) {
  let discarded = 0;
  let answered = false;
  let timer: NodeJS.Timeout | undefined;
  const cutOff = () => {
    if (answered && !req.complete) req.socket.destroy();
  };
  res.on("finish", () => {
    answered = true;
    if (discarded > maxBytes) cutOff();
    else timer = setTimeout(cutOff, maxMs).unref();
  });
  req.on("data", (chunk: Buffer) => {
    discarded += chunk.length;
    if (discarded > maxBytes) cutOff();
  });
  req.on("end", () => clearTimeout(timer));
  req.resume();
}

async function toFetchRequest(
  req: ExpressRequest,
  res: ExpressResponse,
  postTarget: (pathname: string, search?: string) => PostTarget,
  isStreamData: (pathname: string) => boolean,
): Promise<Request> {
  // Read once at the edge: the same address the page cache keys on.
  const { url } = addressOf(req);
  // A live stream has no data twin: React Router would wait for its end.
  if (isStreamData(url.pathname)) {
    req.resume(); // not read
    throw new RequestRefused(404, "Page not found", "There is nothing at this address.");
  }

  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined) continue;
    for (const one of Array.isArray(value) ? value : [value]) headers.append(name, one);
  }
  // The Request says one address, in its URL and its Host alike.
  headers.set("Host", url.host);
  headers.delete("X-Forwarded-Host");
  const controller = new AbortController();
  res.on("close", () => {
    if (!res.writableFinished) controller.abort();
  });
  const init: RequestInit = { method: req.method, headers, signal: controller.signal };
  if (req.method !== "GET" && req.method !== "HEAD") {
    // The body sent on is ours (or none): its own type and length replace the client's.
    for (const name of ["Content-Type", "Content-Length", "Transfer-Encoding"]) {
      headers.delete(name);
    }
    const target = postTarget(url.pathname, url.search);
    if (target === "page") {
      req.resume(); // not read
      throw new RequestRefused(405, "Nothing to send here", "This page has no form to send.");
    }
    // Forms post; nothing here acts on PUT, PATCH or DELETE (an unsubscribe
    // link must not be spent by them either).
    if (target === "action" && req.method !== "POST") {
      req.resume(); // not read
      throw new RequestRefused(
        405,
        "Not allowed",
        "This address takes GET and POST only.",
        "GET, HEAD, POST",
      );
    }
    const limit = bodyLimitFor(url.pathname);
    if (target === "action" && takesJson(url.pathname)) init.body = await readJsonBody(req, limit);
    else if (target === "action") init.body = await readFormBody(req, limit);
    else req.resume(); // not read: the not-found page answers
  }
  return new Request(url, init);
}

async function sendResponse(res: ExpressResponse, response: Response): Promise<void> {
  if (res.destroyed || res.writableEnded) {
    await response.body?.cancel();
    return;
  }
  res.statusMessage = response.statusText;
  res.status(response.status);
  for (const [name, value] of response.headers.entries()) res.append(name, value);
  // Signed links' pages and personal ones: never stored, whatever the route said.
  if (isPersonalPage(addressOf(res.req).url.pathname)) {
    res.set("Cache-Control", PERSONAL_CACHE_CONTROL);
    res.removeHeader("ETag");
  }
  // A 304 tells the browser to reuse its stored page, whose scripts carry the
  // nonce of the response that sent them: a new policy would block them.
  if (response.status === 304) res.removeHeader("Content-Security-Policy");
  if (!response.body) {
    res.end();
    return;
  }
  try {
    await writeReadableStreamToWritable(response.body, res);
  } catch (error) {
    if (!res.destroyed && !res.writableEnded) throw error;
  }
}
