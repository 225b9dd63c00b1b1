// A path as the router matches it, shared by the rules that must agree with
// the router on every spelling of an address: which pages no cache may store
// (app/server/personal-pages.server.ts) and where a sign-in may not lead
// (app/auth/redirect-target.ts). Pure: the browser bundle may load it.

/**
 * The path as the router matches it: the router finds "/Login/Verify",
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
