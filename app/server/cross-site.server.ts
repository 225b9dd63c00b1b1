// Form posts from other sites are refused (CSRF). Browsers say where a
// request comes from in Sec-Fetch-Site and Origin; the session cookie is
// SameSite=Lax as well, so this is the second lock on the door.
import type { IncomingHttpHeaders } from "node:http";
import type { NextFunction, Request, Response } from "express";
import { addressOf } from "./request-address.server";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

export function refuseCrossSitePosts(req: Request, res: Response, next: NextFunction) {
  if (isCrossSiteWrite(req.method, req.headers, addressOf(req).url.origin)) {
    res.status(403).type("text/plain").send("Cross-site form posts are not accepted.");
    return;
  }
  next();
}

/**
 * Whether a request writes from another site: `siteOrigin` is the origin the
 * edge read for it (APP_URL's when set). With APP_URL set the site has that
 * one origin, and a post from a page opened at any other address is not the
 * site's own (React Router's action check says the same, less politely).
 */
export function isCrossSiteWrite(
  method: string,
  headers: IncomingHttpHeaders,
  siteOrigin: string,
): boolean {
  if (SAFE_METHODS.has(method)) return false;
  const site = headers["sec-fetch-site"];
  if (site === "cross-site" || site === "same-site") return true;
  const origin = headers.origin;
  if (!origin) return false;
  try {
    return new URL(origin).origin !== siteOrigin;
  } catch {
    return true; // "null" or garbage: a sandboxed or forged page.
  }
}
