// Form posts from other sites are refused (CSRF). Browsers say where a
// request comes from in Sec-Fetch-Site and Origin; the session cookie is
// SameSite=Lax as well, so this is the second lock on the door.
import type { NextFunction, Request, Response } from "express";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

export function refuseCrossSitePosts(req: Request, res: Response, next: NextFunction) {
  if (!SAFE_METHODS.has(req.method) && isCrossSite(req)) {
    res.status(403).type("text/plain").send("Cross-site form posts are not accepted.");
    return;
  }
  next();
}

function isCrossSite(req: Request): boolean {
  const site = req.headers["sec-fetch-site"];
  if (site === "cross-site" || site === "same-site") return true;
  const origin = req.headers.origin;
  if (!origin) return false;
  try {
    return new URL(origin).host !== req.headers.host;
  } catch {
    return true; // "null" or garbage: a sandboxed or forged page.
  }
}
