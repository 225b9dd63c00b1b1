// The signed links of availability emails (docs/league-rules.md#availability):
// each works without a sign-in, for the ids it names and nothing else
// (app/email/signed-links.server.ts). The pages they open check the rest:
// the game is still open for answers, the player still plays for the team.
import { appUrl } from "~/auth/auth.server";
import { authSecret } from "~/auth/secret.server";
import type { LeagueEmailLinks } from "~/domain/availability-emails";
import { isLinkSignature, linkSignature, type LinkPurpose } from "./signed-links.server";
import { alertLinks } from "./unsubscribe-link.server";

/** Each link's page, its purpose and the query names of the ids it signs, in order. */
export const AVAILABILITY_LINKS = {
  answer: { path: "/availability", purpose: "availability:v1", ids: ["g", "p"] },
  remind: { path: "/availability/remind", purpose: "remind-silent:v1", ids: ["g", "t", "c"] },
  invite: { path: "/availability/invite", purpose: "invite-sub:v1", ids: ["g", "t", "p", "c"] },
  accept: { path: "/availability/accept", purpose: "accept-sub:v1", ids: ["g", "t", "p"] },
} as const satisfies Record<string, { path: string; purpose: LinkPurpose; ids: readonly string[] }>;

export type AvailabilityLinkKind = keyof typeof AVAILABILITY_LINKS;

export function signedLinkUrl(
  origin: string,
  secret: string,
  kind: AvailabilityLinkKind,
  ids: string[],
  extra: Record<string, string> = {},
): string {
  const link = AVAILABILITY_LINKS[kind];
  const query = new URLSearchParams(link.ids.map((name, i) => [name, ids[i]!]));
  for (const [name, value] of Object.entries(extra)) query.set(name, value);
  query.set("s", linkSignature(secret, link.purpose, ids));
  return `${origin}${link.path}?${query}`;
}

/**
 * The ids a request's query names for this kind of link, if its signature
 * fits them (under this server's secret); null for a missing or forged one.
 */
export function signedLinkIds(kind: AvailabilityLinkKind, query: URLSearchParams): string[] | null {
  const link = AVAILABILITY_LINKS[kind];
  const ids = link.ids.map((name) => query.get(name) ?? "");
  const signature = query.get("s") ?? "";
  if (ids.some((id) => id === "" || id.length > 200) || signature === "") return null;
  return isLinkSignature(authSecret(), link.purpose, ids, signature) ? ids : null;
}

/** Every link league emails carry, for this site (APP_URL) and this server's secret. */
export function leagueEmailLinks(): LeagueEmailLinks {
  const origin = appUrl();
  const secret = authSecret();
  const url = (kind: AvailabilityLinkKind, ids: string[], extra?: Record<string, string>) =>
    signedLinkUrl(origin, secret, kind, ids, extra);
  return {
    ...alertLinks(),
    answerUrl: (gameId, playerId, answer) => url("answer", [gameId, playerId], { a: answer }),
    remindSilentUrl: (gameId, teamId, captainId) => url("remind", [gameId, teamId, captainId]),
    inviteSubUrl: (gameId, teamId, subId, captainId) =>
      url("invite", [gameId, teamId, subId, captainId]),
    acceptSubUrl: (gameId, teamId, subId) => url("accept", [gameId, teamId, subId]),
  };
}
