// Express → React Router, like @react-router/express, except that the body
// of a post is read and checked first (./request-body.server.ts) and a
// refusal is answered here, before any loader or action runs.
import { writeReadableStreamToWritable } from "@react-router/node";
import type { NextFunction, Request as ExpressRequest, Response as ExpressResponse } from "express";
import { createRequestHandler, type ServerBuild } from "react-router";
import { actionRouteMatcher } from "./action-routes.server";
import { bodyLimitFor, hasUnreadableAddress, readFormBody, Refusal } from "./request-body.server";
import { refusalPage } from "./refusal-page.server";

export function reactRouterHandler(build: ServerBuild, mode: string | undefined) {
  const handle = createRequestHandler(build, mode);
  const hasAction = actionRouteMatcher(build);
  return async (req: ExpressRequest, res: ExpressResponse, next: NextFunction) => {
    try {
      const request = await toFetchRequest(req, res, hasAction);
      const response = await handle(request, { cspNonce: res.locals.cspNonce as string });
      await sendResponse(res, response);
    } catch (error) {
      if (error instanceof Refusal) {
        // The rest of a refused upload is not worth reading: close the connection.
        if (error.status === 413) res.set("Connection", "close");
        res.status(error.status).type("html").send(refusalPage(error.title, error.message));
        return;
      }
      next(error);
    }
  };
}

async function toFetchRequest(
  req: ExpressRequest,
  res: ExpressResponse,
  hasAction: (pathname: string) => boolean,
): Promise<Request> {
  if (hasUnreadableAddress(req.originalUrl)) {
    throw new Refusal(
      400,
      "Address not understood",
      "This address contains characters the site cannot read.",
    );
  }
  let url: URL;
  try {
    url = new URL(`${req.protocol}://${req.get("host") ?? "localhost"}${req.originalUrl}`);
  } catch {
    throw new Refusal(400, "Address not understood", "This address is not valid.");
  }

  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined) continue;
    for (const one of Array.isArray(value) ? value : [value]) headers.append(name, one);
  }
  const controller = new AbortController();
  res.on("close", () => {
    if (!res.writableFinished) controller.abort();
  });
  const init: RequestInit = { method: req.method, headers, signal: controller.signal };
  if (req.method !== "GET" && req.method !== "HEAD") {
    headers.delete("Content-Length");
    headers.delete("Transfer-Encoding");
    if (hasAction(url.pathname)) {
      const { body, replacesContentType } = await readFormBody(req, bodyLimitFor(url.pathname));
      if (replacesContentType) headers.delete("Content-Type");
      init.body = body;
    } else {
      headers.delete("Content-Type");
      req.resume(); // discard it
    }
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
