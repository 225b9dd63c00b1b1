// Links that act without a sign-in: each carries an HMAC-SHA256 signature of
// its purpose and the ids it names, under the server's secret
// (app/auth/secret.server.ts). A link does the one thing it was made for, for
// the ids in it; change any of them and the signature no longer fits. Every
// instance computes the same signature from the same secret, so a link made
// by one is honoured by all.
import { createHmac, timingSafeEqual } from "node:crypto";

/** Part of what is signed, so a signature made for one purpose never fits another. */
export type LinkPurpose =
  | "unsubscribe-alerts:v1"
  | "availability:v1"
  | "remind-silent:v1"
  | "invite-sub:v1"
  | "accept-sub:v1";

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
