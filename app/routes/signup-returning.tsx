// /signup/returning: find yourself by name ('first last', any case) and sign up
// for the season taking signups (docs/league-rules.md#signups-and-fees). The
// search is a GET form (?q=), each Sign up a POST form, so all of it works
// without JavaScript. A signed-in player's tap on his own name signs him up;
// any other tap emails the player a link to confirm, and the page says where.
import { Form, useNavigation, type ShouldRevalidateFunctionArgs } from "react-router";
import { Link } from "~/components/link";
import { clientIp } from "~/auth/client-ip.server";
import { retryAfterHeaders } from "~/auth/rate-limit.server";
import { getViewer } from "~/auth/viewer.server";
import { now } from "~/clock.server";
import type { RouteHandle } from "~/components/chrome/page-title";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { SignupSearchResults } from "~/components/signups/search-results";
import { database } from "~/db/index.server";
import { SEARCH_MAX } from "~/domain/signups/signup";
import { formErrors } from "~/form-reply";
import { loadReturningSignup, signUpReturning } from "~/pages/signup-returning.server";
import { pageMeta } from "~/meta";
import type { Route } from "./+types/signup-returning";
import { TitledSection } from "~/components/chrome/titled-section";

export const handle: RouteHandle = { title: "Returning Player" };

/** A refused signup (429, rate limit) says when to try again. */
export const headers = retryAfterHeaders;

export function meta() {
  return pageMeta({
    title: "Returning player signup",
    description: "Played in the league before? Search for your name and sign up for this season.",
  });
}

export async function loader({ request }: Route.LoaderArgs) {
  const [db, viewer] = await Promise.all([database(), getViewer(request)]);
  const q = new URL(request.url).searchParams.get("q");
  return loadReturningSignup(db, q, viewer?.player?.id ?? null, now());
}

/**
 * React Router skips reloading after a 4xx answer; but after 'already signed
 * up' the list must show that player's disabled 'Signed Up' button (and after
 * an emailed link, his 'Waiting for his confirmation').
 */
export function shouldRevalidate({
  formMethod,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  return formMethod?.toUpperCase() === "POST" ? true : defaultShouldRevalidate;
}

export async function action({ request }: Route.ActionArgs) {
  const form = await request.formData().catch(() => new FormData());
  const [db, viewer] = await Promise.all([database(), getViewer(request)]);
  return signUpReturning(db, form, clientIp(request), viewer?.player?.id ?? null, now());
}

export default function SignupReturning({ loaderData, actionData }: Route.ComponentProps) {
  const { season, q, searched, rows, more } = loaderData;
  const navigation = useNavigation();
  const busyPlayerId =
    navigation.state === "submitting" && navigation.formMethod?.toUpperCase() === "POST"
      ? (navigation.formData?.get("playerId")?.toString() ?? null)
      : null;
  const [problem, detail] = formErrors(actionData?.result);
  const welcomeHref = actionData && "welcomeHref" in actionData ? actionData.welcomeHref : null;
  const emailed = actionData && "emailed" in actionData ? actionData.emailed : null;

  return (
    <div className="page signup-page">
      <div className="signup-intro">
        <h1>Returning Player</h1>
        <p className="muted">
          Find your name and sign up for Season {season.id} ({season.name}). First season?{" "}
          <Link to="/signup/new">Sign up as a New Player</Link>.
        </p>
      </div>

      <Form method="get" role="search" className="signup-search" aria-label="Players">
        <label htmlFor="signup-q">Your name</label>
        <div className="field-with-button">
          <input
            id="signup-q"
            name="q"
            type="search"
            defaultValue={q}
            maxLength={SEARCH_MAX}
            placeholder="First and last name"
            autoComplete="name"
          />
          <button type="submit" className="button">
            Search
          </button>
        </div>
      </Form>

      <div role="status" className="signup-emailed-slot">
        {emailed ? <p className="signup-emailed">{emailed}</p> : null}
      </div>

      <div role="alert" className="signup-problem-slot">
        {problem ? (
          <div className="signup-problem">
            <p className="signup-problem-text">{problem}</p>
            {detail ? <p>{detail}</p> : null}
            {welcomeHref ? (
              <p>
                <Link to={welcomeHref}>See your signup</Link>
              </p>
            ) : null}
          </div>
        ) : null}
      </div>

      {searched ? (
        <TitledSection titleId="signup-results-title" title="Players">
          <SignupSearchResults rows={rows} busyPlayerId={busyPlayerId} />
          {more ? (
            <p className="muted">
              Showing the first {rows.length} players. Type more of your name to find yours.
            </p>
          ) : null}
        </TitledSection>
      ) : (
        <p className="muted">Type part of your first or last name, e.g. “pat murphy”.</p>
      )}
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
