// While the database is out of reach (PostgreSQL restarting, say), a page or
// a form that needed it gets a short page saying the site is back in a
// moment: 503 with Retry-After, which browsers, crawlers and the proxy
// understand, and a refresh after that many seconds. Nothing was saved, so
// the visitor only has to try again. The proxy in front (deploy/Caddyfile)
// answers the same page once every instance says it is not ready.
import type { Request as ExpressRequest, Response as ExpressResponse } from "express";
import { isDatabaseUnavailable } from "~/db/errors.server";
import { refusalPage } from "./refusal-page.server";

export const DATABASE_AWAY_RETRY_SECONDS = 10;

export const DATABASE_AWAY_TITLE = "Back in a moment";
export const DATABASE_AWAY_MESSAGE =
  "The league's records can't be reached right now. The site will be back in a moment: this page tries again by itself, and nothing you sent was saved.";

/**
 * The requests whose loader or action found the database away, marked as
 * their error is reported (handleError). The rendered page can't tell by
 * itself: in production React Router hands the page a sanitized error.
 */
const foundDatabaseAway = new WeakSet<Request>();

export function noteRequestError(request: Request, error: unknown): boolean {
  if (!isDatabaseUnavailable(error)) return false;
  foundDatabaseAway.add(request);
  return true;
}

export function failedForDatabase(request: Request): boolean {
  return foundDatabaseAway.has(request);
}

const AWAY_HEADERS = {
  "Content-Type": "text/html; charset=utf-8",
  "Retry-After": String(DATABASE_AWAY_RETRY_SECONDS),
  "Cache-Control": "no-store",
};

function databaseAwayPage(): string {
  return refusalPage(DATABASE_AWAY_TITLE, DATABASE_AWAY_MESSAGE).replace(
    "<head>",
    `<head><meta http-equiv="refresh" content="${DATABASE_AWAY_RETRY_SECONDS}">`,
  );
}

/** The answer of a page or form whose loader or action found the database away. */
export function databaseAwayResponse(method: string): Response {
  const body = method.toUpperCase() === "HEAD" ? null : databaseAwayPage();
  return new Response(body, { status: 503, headers: AWAY_HEADERS });
}

/** The same, from the web server (an error that reached Express). */
export function sendDatabaseAway(req: ExpressRequest, res: ExpressResponse): void {
  res.status(503).set(AWAY_HEADERS);
  if (req.method === "HEAD") res.end();
  else res.send(databaseAwayPage());
}
