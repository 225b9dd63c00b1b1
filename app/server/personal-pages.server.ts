// Pages no cache may store, not even the browser's: the ones reached by a
// signed link (the sign-in link's page, the availability links, the alert
// emails' unsubscribe, a signup's confirmation) and the ones that are one person's (sign-in, the
// account, a player's edit form, admin). A signed link's page names its
// player and carries the link's token or signature in its form; a shared or
// disk cache must never hand it to anyone else, nor keep it after use.
// The web server sets the header on every answer for these addresses
// (documents, `.data`, redirects, errors), whatever the route said; they get
// no ETag either (app/entry.server.tsx).
export const PERSONAL_CACHE_CONTROL = "private, no-store";

const PERSONAL_PATHS =
  /^\/(?:login|account|admin|availability|alerts\/unsubscribe|signup\/confirm|players\/[^/]+\/edit)(?:\/|\.data$|$)/;

/** Whether this path (a page or its `.data`), however it is spelled, is one of the pages above. */
export function isPersonalPage(pathname: string): boolean {
  return PERSONAL_PATHS.test(routedPath(pathname));
}

/**
 * The path as the router matches it, so that the cache rule and the router
 * agree on every spelling of an address: the router finds "/Login/Verify",
 * "/%6Cogin/verify" and "/./availability" as /login/verify and /availability
 * (it resolves dot segments, decodes each segment and ignores case). Here:
 * dot segments resolved (plain or percent-encoded, as the URL parser does),
 * each segment percent-decoded (an encoded "/" stays one segment, as in the
 * router), repeated slashes collapsed, lower case. A path that cannot be
 * decoded is compared as it came.
 */
export function routedPath(pathname: string): string {
  let path = pathname.startsWith("/") ? pathname : `/${pathname}`;
  try {
    path = new URL(`http://site${path}`).pathname;
  } catch {
    // Not a path the URL parser reads: compared as it came.
  }
  const segments = path.split("/").map((segment) => {
    try {
      return decodeURIComponent(segment).replaceAll("/", "%2F");
    } catch {
      return segment;
    }
  });
  return segments
    .join("/")
    .replace(/\/{2,}/g, "/")
    .toLowerCase();
}
