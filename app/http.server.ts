// Small response helpers for loaders and actions.
import { data } from "react-router";
import { isRecordId } from "~/domain/ids";

/** Returns the value, or ends the request with a 404 page when it is missing. */
export function foundOr404<T>(value: T | null | undefined, what = "Not found"): T {
  if (value === null || value === undefined) throw data(what, { status: 404 });
  return value;
}

/** A season id from the URL: a positive integer, else 404 (never a 500). */
export function seasonIdParam(raw: string | undefined): number {
  const id = Number(raw);
  if (!raw || !/^\d{1,4}$/.test(raw) || !Number.isSafeInteger(id) || id < 1) {
    throw data("Season not found", { status: 404 });
  }
  return id;
}

/** An id from the URL (team slug, player or game id): short and plain, else 404. */
export function idParam(raw: string | undefined): string {
  if (!isRecordId(raw)) throw data("Not found", { status: 404 });
  return raw;
}

/**
 * The origin for absolute links a page writes (feeds, link previews): the
 * request's, which the web server's edge set to APP_URL's when configured,
 * else to the address the page was asked at, once checked
 * (app/server/request-address.server.ts).
 */
export function siteOrigin(request: Request): string {
  return new URL(request.url).origin;
}

/** `?season=N` of an admin list: null when absent, 404 when it is not a season number. */
export function seasonQuery(url: URL): number | null {
  const raw = url.searchParams.get("season");
  return raw === null || raw === "" ? null : seasonIdParam(raw);
}
