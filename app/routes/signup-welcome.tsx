// /signup/all/{playerId}: the answer after a signup. Anyone with the link
// can open it, so it shows the first name, the season, and its fee and draft.
import { Link } from "~/components/link";
import type { RouteHandle } from "~/components/chrome/page-title";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { database } from "~/db/index.server";
import { idParam } from "~/http.server";
import { pageMeta } from "~/meta";
import { loadSignupWelcome } from "~/pages/signup-welcome.server";
import type { Route } from "./+types/signup-welcome";

export const handle: RouteHandle = { title: "Welcome" };

export function meta({ data }: Route.MetaArgs) {
  if (!data)
    return pageMeta({ title: "Signup not found", description: "No signup has this address." });
  return pageMeta({
    title: "Welcome",
    description: `Signed up for Season ${data.season.id}.`,
  });
}

export async function loader({ params }: Route.LoaderArgs) {
  return loadSignupWelcome(await database(), idParam(params.playerId));
}

export default function SignupWelcome({ loaderData }: Route.ComponentProps) {
  const { season, firstName, status, fee } = loaderData;
  return (
    <div className="page signup-page">
      <div className="signup-welcome card">
        <h1>Welcome, {firstName}!</h1>
        <p>
          You are signed up for Season {season.id} ({season.name}).
        </p>
        {/* The fee, how to pay it, whether his is paid, the draft: what the league has set. */}
        <div className="signup-welcome-fee">
          {fee.map((sentence) => (
            <p key={sentence}>{sentence}</p>
          ))}
        </div>
        <p className="muted">
          {status === "new"
            ? "Glad to have you in the league. Sign in with the email you gave us to comment on games."
            : "Good to have you back for another season."}
        </p>
        <div className="signup-welcome-links">
          <Link to="/signup/all" className="button">
            See everyone who signed up
          </Link>
          <Link to="/" className="button button-secondary">
            Home
          </Link>
        </div>
      </div>
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
