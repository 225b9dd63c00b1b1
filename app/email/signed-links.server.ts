// Links that act without a sign-in: each carries an HMAC-SHA256 signature of
// its purpose and the ids it names, under the server's secret
// (app/auth/secret.server.ts). A link does the one thing it was made for, for
// the ids in it; change any of them and the signature no longer fits. Every
// instance computes the same signature from the same secret, so a link made
// by one is honoured by all. The pages they open share one shape
// (app/pages/signed-link-page.server.ts).
import { createHmac, timingSafeEqual } from "node:crypto";
import { authSecret } from "~/auth/secret.server";

/** Part of what is signed, so a signature made for one purpose never fits another. */
export type LinkPurpose =
  | "unsubscribe-alerts:v1"
  | "availability:v1"
  | "remind-silent:v1"
  | "invite-sub:v1"
  | "accept-sub:v1"
  | "confirm-signup:v1";

export function linkSignature(secret: string, purpose: LinkPurpose, ids: string[]): string {
  return createHmac("sha256", secret)
    .update([`parish-league:${purpose}`, ...ids].join("\n"))
    .digest("base64url");
}

/** Compared in constant time, so the answer's timing tells nothing about the right signature. */
export function isLinkSignature(
  secret: string,
  purpose: LinkPurpose,
  ids: string[],
  signature: string,
): boolean {
  const expected = Buffer.from(linkSignature(secret, purpose, ids));
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * Each link's page, its purpose and the query names of the ids it signs, in
 * order: the availability emails' four (docs/league-rules.md#availability)
 * and the confirmation of a signup made signed out
 * (docs/league-rules.md#signups-and-fees).
 */
export const SIGNED_LINKS = {
  answer: { path: "/availability", purpose: "availability:v1", ids: ["g", "p"] },
  remind: { path: "/availability/remind", purpose: "remind-silent:v1", ids: ["g", "t", "c"] },
  invite: { path: "/availability/invite", purpose: "invite-sub:v1", ids: ["g", "t", "p", "c"] },
  accept: { path: "/availability/accept", purpose: "accept-sub:v1", ids: ["g", "t", "p"] },
  confirmSignup: { path: "/signup/confirm", purpose: "confirm-signup:v1", ids: ["i"] },
} as const satisfies Record<string, { path: string; purpose: LinkPurpose; ids: readonly string[] }>;

export type SignedLinkKind = keyof typeof SIGNED_LINKS;

export function signedLinkUrl(
  origin: string,
  secret: string,
  kind: SignedLinkKind,
  ids: string[],
  extra: Record<string, string> = {},
): string {
  const link = SIGNED_LINKS[kind];
  const query = new URLSearchParams(link.ids.map((name, i) => [name, ids[i]!]));
  for (const [name, value] of Object.entries(extra)) query.set(name, value);
  query.set("s", linkSignature(secret, link.purpose, ids));
  return `${origin}${link.path}?${query}`;
}

/**
 * The ids a request's query names for this kind of link, if its signature
 * fits them (under this server's secret); null for a missing or forged one.
 */
export function signedLinkIds(kind: SignedLinkKind, query: URLSearchParams): string[] | null {
  const link = SIGNED_LINKS[kind];
  const ids = link.ids.map((name) => query.get(name) ?? "");
  const signature = query.get("s") ?? "";
  if (ids.some((id) => id === "" || id.length > 200) || signature === "") return null;
  return isLinkSignature(authSecret(), link.purpose, ids, signature) ? ids : null;
}
