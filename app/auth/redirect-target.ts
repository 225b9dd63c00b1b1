// Where to go after signing in: a path on this site only, else the landing
// of the person's role (landingAfterSignIn). The target arrives from a query
// string, a form field or an emailed link, so anyone can write it: it is
// parsed with the WHATWG URL parser (as a browser would resolve it) against a
// stand-in origin and accepted only when it stays on that origin, and when
// the path it resolves to, sent as the Location header, resolves to itself
// (sameSitePath): the answer is the resolved path, never the raw input. Control
// characters, backslashes and percent-encoded forms of either are refused
// outright: browsers strip tabs and newlines from URLs and read "\" as "/",
// which is how "/\t/evil.example" becomes "//evil.example", a different site.
// The sign-in pages are refused as targets however they are spelled: their
// path is compared as the router matches it (routedPath, the rule the cache
// headers use too), so "/%6cogin" and "/LOGIN" are /login.
import { routedPath } from "~/routed-path";

export const DEFAULT_AFTER_SIGN_IN = "/account";
/** Where an admin who is not a player lands: the account page has nothing for him. */
export const ADMIN_AFTER_SIGN_IN = "/admin";

const STAND_IN_ORIGIN = "https://league.invalid";
// C0 controls, space, DEL, C1 controls, and the unicode line/paragraph separators.
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const UNSAFE_CHARACTER = /[\u0000-\u0020\u007f-\u009f\u2028\u2029\\]/;
// Encoded controls (%00-%1F, %7F) and backslash (%5C) anywhere, and an encoded
// slash (%2F) in the path, which some servers and proxies decode before routing.
const UNSAFE_ENCODING = /%(?:[01][0-9a-f]|7f|5c)/i;
const ENCODED_SLASH_IN_PATH = /^[^?#]*%2f/i;
/** The sign-in pages and their `.data`, as the router matches a path (routedPath). */
const SIGN_IN_PAGES = /^\/log(?:in|out)(?:\/|\.data$|$)/;

export function safeRedirectTarget(value: unknown): string {
  return keptRedirectTarget(value) ?? DEFAULT_AFTER_SIGN_IN;
}

/**
 * Where to go after signing in: the page asked for when it is kept, else
 * /admin for an admin who is not a player, else the account page.
 */
export function landingAfterSignIn(
  asked: unknown,
  role: { isAdmin: boolean; isPlayer: boolean },
): string {
  const kept = keptRedirectTarget(asked);
  if (kept) return kept;
  return role.isAdmin && !role.isPlayer ? ADMIN_AFTER_SIGN_IN : DEFAULT_AFTER_SIGN_IN;
}

/** The sign-in page, which sends the person on to `target` (when there is one) once he is in. */
export function signInPage(target: string | null): string {
  return target ? `/login?${new URLSearchParams({ redirect: target })}` : "/login";
}

/**
 * The asked target as a path of this site, or null when none was asked or it
 * is refused. This is the one check for every redirect a request asks for.
 */
export function keptRedirectTarget(value: unknown): string | null {
  if (typeof value !== "string" || !value.startsWith("/") || value.startsWith("//")) {
    return null;
  }
  if ([UNSAFE_CHARACTER, UNSAFE_ENCODING, ENCODED_SLASH_IN_PATH].some((rule) => rule.test(value))) {
    return null;
  }
  const target = sameSitePath(value);
  if (target === null || isSignInPage(target)) return null;
  return target;
}

/**
 * Signing in must not land on the sign-in pages themselves, in any spelling
 * the router takes for them: "/LOGIN", "/%6cogin", "/log%69n/verify".
 */
function isSignInPage(target: string): boolean {
  const path = target.split(/[?#]/, 1)[0]!;
  return SIGN_IN_PAGES.test(routedPath(path));
}

/**
 * `value` resolved as a browser resolves a link on this site, as the path,
 * query and fragment it names, or null when that leaves the site. The answer
 * is itself resolved once more, because the browser will resolve the
 * Location header it becomes: "/..//evil.example" resolves to the path
 * "//evil.example", which as a Location names another site. Only a path that
 * resolves to itself on this origin is kept. The parser's serialisation is
 * ASCII only (safe in a header): dot segments resolved, non-ASCII
 * characters percent-encoded.
 */
function sameSitePath(value: string): string | null {
  const resolved = pathOnSite(value);
  return resolved !== null && pathOnSite(resolved) === resolved ? resolved : null;
}

function pathOnSite(value: string): string | null {
  let url: URL;
  try {
    url = new URL(value, STAND_IN_ORIGIN);
  } catch {
    return null;
  }
  if (url.origin !== STAND_IN_ORIGIN) return null;
  return url.pathname + url.search + url.hash;
}
