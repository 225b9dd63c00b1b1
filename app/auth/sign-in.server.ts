// Signing in, as /login does it: an emailed link or a password, each behind
// its rate limits. The email is normalized (normalizeEmail) before anything
// looks it up, counts it or hands it to better-auth, as every email is stored.
import { auth } from "~/auth/auth.server";
import { clientIp } from "~/auth/client-ip.server";
import { limitReached, overLimit, type LimitName, type Refusal } from "~/auth/rate-limit.server";
import { landingAfterSignIn } from "~/auth/redirect-target";
import { isAdminEmail } from "~/auth/viewer.server";
import { playerByEmail } from "~/data/players.server";
import { database } from "~/db/index.server";
import { NOT_A_PLAYER_EMAIL, WRONG_PASSWORD } from "~/domain/login";
import { fullName } from "~/domain/player-name";
import { normalizeEmail } from "~/domain/player-fields";

export type LoginOutcome =
  | { kind: "sent"; email: string }
  /** `to`: where to go now (landingAfterSignIn). */
  | { kind: "signed-in"; cookies: string[]; to: string }
  | {
      kind: "error";
      field: "email" | "password" | "form";
      message: string;
      /** Retry-After, when a rate limit refused it (field "form"). */
      headers?: Refusal["headers"];
    };

/** The link's failure page: back to /login, keeping where the person was going. */
function errorCallback(target: string): string {
  return `/login?${new URLSearchParams({ redirect: target, error: "link" })}`;
}

function tooMany(refusal: Refusal): LoginOutcome {
  return { kind: "error", field: "form", message: refusal.message, headers: refusal.headers };
}

/**
 * Emails a sign-in link to a player or an admin. `asked` is where the person
 * was going; the link carries where he lands, decided now, while his roles
 * are at hand.
 */
export async function sendSignInLink(
  request: Request,
  typed: string,
  asked: string | undefined,
): Promise<LoginOutcome> {
  const email = normalizeEmail(typed);
  const player = await playerByEmail(await database(), email);
  const isAdmin = isAdminEmail(email);
  if (!player && !isAdmin) {
    return { kind: "error", field: "email", message: NOT_A_PLAYER_EMAIL };
  }
  const target = landingAfterSignIn(asked, { isAdmin, isPlayer: Boolean(player) });
  const limited = await overLimit([
    ["signInLinkPerEmail", email],
    ["signInLinkPerIp", clientIp(request)],
  ]);
  if (limited) return tooMany(limited);
  await (
    await auth()
  ).api.signInMagicLink({
    body: {
      email,
      name: player ? fullName(player) : email,
      callbackURL: target,
      errorCallbackURL: errorCallback(target),
    },
    headers: request.headers,
  });
  return { kind: "sent", email };
}

export async function signInWithPassword(
  request: Request,
  typed: string,
  password: string,
  asked: string | undefined,
): Promise<LoginOutcome> {
  const email = normalizeEmail(typed);
  const checks: [LimitName, string][] = [
    ["passwordPerEmail", email],
    ["passwordPerIp", clientIp(request)],
  ];
  const limited = await limitReached(checks);
  if (limited) return tooMany(limited);
  const response = await (
    await auth()
  ).api.signInEmail({
    body: { email, password },
    headers: request.headers,
    asResponse: true,
  });
  if (!response.ok) {
    await overLimit(checks);
    return { kind: "error", field: "password", message: WRONG_PASSWORD };
  }
  const player = await playerByEmail(await database(), email);
  return {
    kind: "signed-in",
    cookies: response.headers.getSetCookie(),
    to: landingAfterSignIn(asked, { isAdmin: isAdminEmail(email), isPlayer: Boolean(player) }),
  };
}
