// One reading of each request's address, made first thing, before anything
// looks at it. The page cache's key, the router's Request, the personal-page
// rule, the cross-site check and the log line all take the address read here:
// if two of them read the Host header or the target their own way, a request
// could be rendered as one page and kept as another (cache poisoning).
//
// The rules (RFC 9110 §7.2, RFC 9112 §3.2):
// - the Host is a plain `host[:port]`: a name of letters, digits, dots,
//   hyphens and underscores, or an IP literal in brackets, and a port; one
//   Host line, never two. Anything else is a 400.
// - the target is a path (origin-form) or an absolute `http(s)://` address
//   (absolute-form), whose own authority then replaces the Host, as RFC 9112
//   says; it holds no fragment, no user name and no NUL.
// - the page's origin is the site's own (APP_URL) when set, whatever the Host
//   says: links, link previews and feeds name the site, never the address a
//   client made up. Without APP_URL it is the (checked) address asked at.
import type { IncomingMessage, ServerResponse } from "node:http";
import type { NextFunction, Request, Response } from "express";
import { refusalPage } from "./refusal-page.server";
import { assignRequestId, logAnswered } from "./request-log.server";

export interface RequestAddress {
  /** The page asked for, on the site's origin: the one URL every part of the server reads. */
  readonly url: URL;
}

/** What the edge read: the address, or why it is refused (a 400). */
export type AddressReading = { address: RequestAddress } | { refused: string };

export interface AddressInput {
  /** The request line's target, as sent. */
  target: string;
  /** Every Host header line sent (Node keeps only the first in `headers`). */
  hosts: string[];
  /** The scheme the request came in with (a trusted proxy's X-Forwarded-Proto). */
  protocol: string;
  /** APP_URL's origin, or null. */
  siteOrigin: string | null;
}

/** `host[:port]`: a name or a bracketed IP literal, and an optional port of digits. */
const AUTHORITY = /^(?:\[[0-9a-f:.]+\]|[a-z0-9._-]+)(?::\d{1,5})?$/i;
const ABSOLUTE_FORM = /^https?:\/\/([^/?#]*)(.*)$/i;

export const NOT_UNDERSTOOD = "This address is not valid.";
export const UNREADABLE = "This address contains characters the site cannot read.";

/** The address of a request, or why it is refused. Pure: the same input always reads the same. */
export function readRequestAddress({
  target,
  hosts,
  protocol,
  siteOrigin,
}: AddressInput): AddressReading {
  if (/%00/i.test(target) || target.includes("\u0000")) return { refused: UNREADABLE };
  if (target.includes("#")) return { refused: NOT_UNDERSTOOD };
  if (hosts.length > 1 || hosts.some((host) => !isAuthority(host))) {
    return { refused: NOT_UNDERSTOOD };
  }

  let authority = hosts[0];
  let path = target;
  const absolute = ABSOLUTE_FORM.exec(target);
  if (absolute) {
    // Absolute-form: the target names its own host, and the Host line is ignored.
    authority = absolute[1] ?? "";
    path = absolute[2] ?? "";
    if (!isAuthority(authority)) return { refused: NOT_UNDERSTOOD };
    if (path === "" || path.startsWith("?")) path = `/${path}`;
  }
  if (!authority || !path.startsWith("/")) return { refused: NOT_UNDERSTOOD };
  if (protocol !== "http" && protocol !== "https") return { refused: NOT_UNDERSTOOD };

  let url: URL;
  try {
    // Joined as text, never resolved against a base: "//elsewhere/x" stays a path.
    const asked = new URL(`${protocol}://${authority}${path}`);
    // Written again from its parts: an empty query ("/teams?") reads as none.
    url = new URL(`${siteOrigin ?? asked.origin}${asked.pathname}${asked.search}`);
  } catch {
    return { refused: NOT_UNDERSTOOD };
  }
  return { address: { url } };
}

function isAuthority(value: string): boolean {
  if (!AUTHORITY.test(value)) return false;
  const port = /:(\d+)$/.exec(value)?.[1];
  return port === undefined || Number(port) <= 65535;
}

/** The Host lines of a request, however many it sent. */
function hostLines(req: IncomingMessage): string[] {
  const lines: string[] = [];
  for (let i = 0; i < req.rawHeaders.length; i += 2) {
    if (req.rawHeaders[i]?.toLowerCase() === "host") lines.push(req.rawHeaders[i + 1] ?? "");
  }
  return lines;
}

const addresses = new WeakMap<IncomingMessage, RequestAddress>();

/**
 * The address read at the edge for this request. Every part of the server
 * takes it from here; a request that reached them without one is a mistake
 * in the order of the middleware, not a visitor's.
 */
export function addressOf(req: IncomingMessage): RequestAddress {
  const address = addresses.get(req);
  if (!address) throw new Error("The request's address was not read at the edge");
  return address;
}

/**
 * The first middleware: reads the address once, refuses one that cannot be
 * read (400, with its log line), and rewrites the request's own URL to the
 * path read, so Express's routing, the static files and the log see the same
 * path as the router and the cache.
 */
export function readAddressAtTheEdge({
  siteOrigin,
  trustsProxy,
}: {
  siteOrigin: string | null;
  trustsProxy: boolean;
}) {
  return (req: Request, res: Response, next: NextFunction) => {
    const reading = readRequestAddress({
      target: req.originalUrl,
      hosts: hostLines(req),
      protocol: req.protocol,
      siteOrigin,
    });
    if ("refused" in reading) return refuse(req, res, reading.refused, trustsProxy);
    const { url } = reading.address;
    addresses.set(req, reading.address);
    req.url = req.originalUrl = `${url.pathname}${url.search}`;
    next();
  };
}

function refuse(req: Request, res: ServerResponse, message: string, trustsProxy: boolean): void {
  const startedAt = performance.now();
  const requestId = assignRequestId(req, res, trustsProxy);
  // The path as sent goes in the log (without its query, as always), but not
  // a Host that may be anything: the status says enough.
  req.originalUrl = req.originalUrl.startsWith("/") ? req.originalUrl : "(not a path)";
  res.statusCode = 400;
  res.setHeader("Content-Type", "text/html; charset=utf-8");
  res.setHeader("Cache-Control", "no-store");
  // Whatever else the client sends on this connection would be read against the refused one.
  res.setHeader("Connection", "close");
  res.end(refusalPage("Address not understood", message));
  logAnswered(req, res, requestId, startedAt);
}
