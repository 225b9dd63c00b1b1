// The one-click way out of alert emails: /alerts/unsubscribe?p={playerId}&s={signature},
// where the signature is an HMAC-SHA256 of the player id and this link's
// purpose under the server's secret (app/auth/secret.server.ts). Anyone holding
// the link may turn that player's alerts off, and nothing else: no sign-in,
// because mail providers post to it from their servers (RFC 8058). It never
// expires; the worst a leaked link does is stop some emails.
import { appUrl } from "~/auth/auth.server";
import { authSecret } from "~/auth/secret.server";
import type { AlertLinks } from "~/domain/alerts/alerts";
import { isLinkSignature, linkSignature } from "./signed-links.server";

export const UNSUBSCRIBE_PATH = "/alerts/unsubscribe";

export function unsubscribeSignature(secret: string, playerId: string): string {
  return linkSignature(secret, "unsubscribe-alerts:v1", [playerId]);
}

export function isUnsubscribeSignature(
  secret: string,
  playerId: string,
  signature: string,
): boolean {
  return isLinkSignature(secret, "unsubscribe-alerts:v1", [playerId], signature);
}

export function unsubscribeUrl(origin: string, secret: string, playerId: string): string {
  const query = new URLSearchParams({ p: playerId, s: unsubscribeSignature(secret, playerId) });
  return `${origin}${UNSUBSCRIBE_PATH}?${query}`;
}

/** The links alert emails carry, for this site (APP_URL) and this server's secret. */
export function alertLinks(): AlertLinks {
  const origin = appUrl();
  const secret = authSecret();
  return { origin, unsubscribeUrl: (playerId) => unsubscribeUrl(origin, secret, playerId) };
}
