// GET /login/verify?token=…&redirect=…: the emailed sign-in link. The token
// works once, within 15 minutes (better-auth checks and consumes it); then the
// person is signed in and sent on to a path of this site. A used, expired or
// made-up token goes back to /login saying so.
import { redirect } from "react-router";
import { auth } from "~/auth/auth.server";
import { safeRedirectTarget } from "~/auth/redirect-target";
import type { Route } from "./+types/login-verify";

/** Tokens are 32 characters; anything much longer is not one of ours. */
const MAX_TOKEN_LENGTH = 256;

export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const target = safeRedirectTarget(url.searchParams.get("redirect"));
  const token = url.searchParams.get("token") ?? "";
  const failed = () =>
    redirect(`/login?${new URLSearchParams({ redirect: target, error: "link" })}`);
  if (!token || token.length > MAX_TOKEN_LENGTH) return failed();

  // Without a callbackURL better-auth answers 200 with the session cookie on
  // success, and a redirect (not ok) on any failure.
  const verified = await (
    await auth()
  ).api.magicLinkVerify({ query: { token }, headers: request.headers, asResponse: true });
  const cookies = verified.headers.getSetCookie();
  if (!verified.ok || !cookies.some((cookie) => cookie.includes("session_token"))) {
    return failed();
  }
  const headers = new Headers();
  for (const cookie of cookies) headers.append("Set-Cookie", cookie);
  return redirect(target, { headers });
}
