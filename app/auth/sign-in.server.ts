// Signing in, as /login does it: an emailed link or a password, each behind
// its rate limits; and the emailed link's token spent, as the sign-in link
// page's button does it (/login/verify). The email is normalized
// (normalizeEmail) before anything looks it up, counts it or hands it to
// better-auth, as every email is stored.
import { auth } from "~/auth/auth.server";
import { clientIp } from "~/auth/client-ip.server";
import { limitReached, overLimit, type LimitName, type Refusal } from "~/auth/rate-limit.server";
import { landingAfterSignIn } from "~/auth/redirect-target";
import { isAdminEmail } from "~/auth/viewer.server";
import { playerByEmail } from "~/data/players.server";
import { database } from "~/db/index.server";
import { NOT_A_PLAYER_EMAIL, WRONG_PASSWORD } from "~/domain/people/login";
import { fullName } from "~/domain/people/name";
import { normalizeEmail } from "~/domain/people/fields";

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
 * Emails a sign-in link to a player or an admin; anyone else is told so
 * inline. Every try counts against the link limits, per email and per IP. `asked` is where the person
 * was going; the link carries where he lands, decided now, while his roles
 * are at hand.
 */
export async function sendSignInLink(
  request: Request,
  typed: string,
  asked: string | undefined,
): Promise<LoginOutcome> {
  const email = normalizeEmail(typed);
  // Every try counts, whoever's the email: the answer says whether it is a
  // player's or an admin's, so asking about address after address must run
  // into the same limits as asking for links (issue 26 §6). Counted before
  // looking, so a refusal says nothing about the email either.
  const limited = await overLimit([
    ["signInLinkPerEmail", email],
    ["signInLinkPerIp", clientIp(request)],
  ]);
  if (limited) return tooMany(limited);
  const player = await playerByEmail(await database(), email);
  const isAdmin = isAdminEmail(email);
  if (!player && !isAdmin) {
    return { kind: "error", field: "email", message: NOT_A_PLAYER_EMAIL };
  }
  const target = landingAfterSignIn(asked, { isAdmin, isPlayer: Boolean(player) });
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

/** Tokens are 32 letters; anything much longer, or with other characters, is not one of ours. */
const LINK_TOKEN = /^[A-Za-z0-9_-]{1,256}$/;

export function isLinkToken(token: unknown): token is string {
  return typeof token === "string" && LINK_TOKEN.test(token);
}

export type LinkOutcome = { kind: "signed-in"; cookies: string[]; to: string } | { kind: "failed" };

/**
 * Spends an emailed link's token (once, within 15 minutes: better-auth checks
 * and consumes it) and signs its owner in. Only the sign-in link page's POST
 * calls this: opening the link (GET, HEAD, a mail scanner) never does.
 * `asked` is the link's target: kept when it is a path of this site, else he
 * lands by role (landingAfterSignIn).
 */
export async function signInWithLink(
  request: Request,
  token: unknown,
  asked: unknown,
): Promise<LinkOutcome> {
  if (!isLinkToken(token)) return { kind: "failed" };
  // Without a callbackURL better-auth answers 200 with the session cookie and
  // the user on success, and a redirect (not ok) on any failure.
  const verified = await (
    await auth()
  ).api.magicLinkVerify({ query: { token }, headers: request.headers, asResponse: true });
  const cookies = verified.headers.getSetCookie();
  if (!verified.ok || !cookies.some((cookie) => cookie.includes("session_token"))) {
    await verified.body?.cancel();
    return { kind: "failed" };
  }
  const { user } = (await verified.json()) as { user: { email: string } };
  const email = normalizeEmail(user.email);
  const player = await playerByEmail(await database(), email);
  return {
    kind: "signed-in",
    cookies,
    to: landingAfterSignIn(asked, { isAdmin: isAdminEmail(email), isPlayer: Boolean(player) }),
  };
}
