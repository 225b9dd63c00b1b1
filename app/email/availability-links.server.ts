// The signed links of availability emails (docs/league-rules.md#availability):
// each works without a sign-in, for the ids it names and nothing else
// (SIGNED_LINKS in app/email/signed-links.server.ts). The pages they open
// check the rest: the game is still open for answers, the player still plays
// for the team.
import { appUrl } from "~/auth/auth.server";
import { authSecret } from "~/auth/secret.server";
import type { LeagueEmailLinks } from "~/domain/availability/emails";
import { signedLinkUrl, type SignedLinkKind } from "./signed-links.server";
import { alertLinks } from "./unsubscribe-link.server";

/** Every link league emails carry, for this site (APP_URL) and this server's secret. */
export function leagueEmailLinks(): LeagueEmailLinks {
  const origin = appUrl();
  const secret = authSecret();
  const url = (kind: SignedLinkKind, ids: string[], extra?: Record<string, string>) =>
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
