// Pages no cache may store, not even the browser's: the ones reached by a
// signed link (the sign-in link's page, the availability links, the alert
// emails' unsubscribe, a signup's confirmation) and the ones that are one
// person's or one device's (sign-in, the account, a player's edit form, admin,
// what this device follows and its push subscription). A signed link's page
// names its player and carries the link's token or signature in its form; a
// shared or disk cache must never hand it to anyone else, nor keep it after
// use. The web server marks them so
// (app/server/personal-pages.server.ts) and the service worker never keeps
// them (app/service-worker/keep.ts). Pure: the worker's bundle loads it.
import { routedPath } from "./routed-path";

const PERSONAL_PATHS =
  /^\/(?:login|account|admin|availability|alerts\/unsubscribe|signup\/confirm|players\/[^/]+\/edit|follow|push)(?:\/|\.data$|$)/;

/**
 * Whether this path (a page or its `.data`), however it is spelled, is one of
 * the pages above: compared as the router matches it (routedPath).
 */
export function isPersonalPage(pathname: string): boolean {
  return PERSONAL_PATHS.test(routedPath(pathname));
}
