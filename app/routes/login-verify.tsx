// /login/verify?token=…&redirect=…: the page the emailed sign-in link opens.
// Opening it (GET or HEAD) only shows one "Sign in" button and changes
// nothing: mail scanners (Outlook Safe Links and the like) open every link in
// an email, and must not spend the token or get the session. The button's
// POST spends the token (once, within 15 minutes), signs the person in and
// sends him on: to the page he asked for, else by his role
// (landingAfterSignIn). A used, expired or made-up token is said here, 400.
// The POST passes the cross-site check every form post does
// (app/server/cross-site.server.ts); the page is never stored by any cache
// (app/server/personal-pages.server.ts).
import { data, Form, redirect, useNavigation } from "react-router";
import { SIGN_IN_LINK_MINUTES } from "~/auth/auth.server";
import { keptRedirectTarget, signInPage } from "~/auth/redirect-target";
import { isLinkToken, signInWithLink } from "~/auth/sign-in.server";
import type { RouteHandle } from "~/components/chrome/page-title";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { Link } from "~/components/link";
import { LINK_SPENT } from "~/domain/people/login-messages";
import { pageMeta } from "~/meta";
import type { Route } from "./+types/login-verify";

export const handle: RouteHandle = { title: "Sign in" };

export function meta() {
  return pageMeta({
    title: "Sign in",
    description: "Finish signing in with the link we emailed you.",
  });
}

/** The link failed: said on the page, with the way to a new one. */
function linkFailed(asked: unknown) {
  return data(
    { state: "failed" as const, target: keptRedirectTarget(asked), minutes: SIGN_IN_LINK_MINUTES },
    { status: 400 },
  );
}

/** Only asks: the token is read from the address, never used. */
export function loader({ request }: Route.LoaderArgs) {
  const query = new URL(request.url).searchParams;
  const token = query.get("token");
  const target = keptRedirectTarget(query.get("redirect"));
  if (!isLinkToken(token)) return linkFailed(target);
  return data({ state: "ask" as const, token, target, minutes: SIGN_IN_LINK_MINUTES });
}

export async function action({ request }: Route.ActionArgs) {
  const form = await request.formData();
  const asked = form.get("redirect");
  const outcome = await signInWithLink(request, form.get("token"), asked);
  if (outcome.kind === "failed") return linkFailed(asked);
  const headers = new Headers();
  for (const cookie of outcome.cookies) headers.append("Set-Cookie", cookie);
  throw redirect(outcome.to, { headers });
}

export default function LoginVerify({ loaderData, actionData }: Route.ComponentProps) {
  const page = actionData ?? loaderData;
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formAction === "/login/verify";

  if (page.state === "failed") {
    return (
      <div className="page narrow-page">
        <h1>Sign in</h1>
        <p className="form-error" role="alert">
          {LINK_SPENT}
        </p>
        <p>
          A sign-in link works once, within {page.minutes} minutes. Ask for a new one with your
          email.
        </p>
        <p>
          <Link to={signInPage(page.target)} className="button">
            Get a new sign-in link
          </Link>
        </p>
      </div>
    );
  }

  return (
    <div className="page narrow-page">
      <h1>Sign in</h1>
      <p>Tap the button to finish signing in on this device.</p>
      <Form method="post" action="/login/verify" className="form">
        <input type="hidden" name="token" value={page.token} />
        {page.target ? <input type="hidden" name="redirect" value={page.target} /> : null}
        <button type="submit" className="button" disabled={busy}>
          {busy ? "Signing in…" : "Sign in"}
        </button>
      </Form>
      <p className="muted small">
        The link works once, within {page.minutes} minutes of being sent. If you did not ask for it,
        close this page.
      </p>
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
