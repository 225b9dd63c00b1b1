// /signup: the start of a season signup: New Player or Returning Player.
import { Link } from "~/components/link";
import type { RouteHandle } from "~/components/chrome/page-title";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { database } from "~/db/index.server";
import { pageMeta } from "~/meta";
import { loadSignupPage } from "~/pages/signup.server";
import { shareWithVisitors } from "~/shared-pages.server";
import type { Route } from "./+types/signup";

export const handle: RouteHandle = {
  hydrate: "never",
  title: "Sign up",
};

export function meta() {
  return pageMeta({
    title: "Sign up",
    description:
      "Sign up to play this season: new players fill in a short form, returning players find their name.",
  });
}

export async function loader({ context }: Route.LoaderArgs) {
  shareWithVisitors(context);
  return loadSignupPage(await database());
}

export default function Signup({ loaderData }: Route.ComponentProps) {
  const { season } = loaderData;
  if (!season) {
    return (
      <div className="page signup-page">
        <div className="signup-intro">
          <h1>Signups are closed</h1>
          <p className="muted">
            No season is taking signups right now. They open a few weeks before each season starts.
          </p>
        </div>
        <p>
          <Link to="/signup/all">See who signed up last</Link>
        </p>
      </div>
    );
  }
  return (
    <div className="page signup-page">
      <div className="signup-intro">
        <h1>Sign up for {season.name}</h1>
        <p className="muted">Season {season.id}. Have you played in the league before?</p>
      </div>
      <ul className="signup-choices">
        <li>
          <Link to="/signup/new" className="signup-choice">
            <span className="signup-choice-title">New Player</span>
            <span className="signup-choice-text">First season with us: tell us who you are.</span>
          </Link>
        </li>
        <li>
          <Link to="/signup/returning" className="signup-choice">
            <span className="signup-choice-title">Returning Player</span>
            <span className="signup-choice-text">Played before: find your name and sign up.</span>
          </Link>
        </li>
      </ul>
      <p>
        <Link to="/signup/all">See who has signed up</Link>
      </p>
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
