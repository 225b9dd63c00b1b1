// /signup/returning: find yourself by name ('first last', any case) and sign up
// for the current season (docs/league-rules.md#signups-and-fees). The search is
// a GET form (?q=), each Sign Up a POST form, so all of it works without
// JavaScript.
import {
  data,
  Form,
  Link,
  redirect,
  useNavigation,
  type ShouldRevalidateFunctionArgs,
} from "react-router";
import { clientIp } from "~/auth/client-ip.server";
import { overLimit, retryAfterHeaders } from "~/auth/rate-limit.server";
import type { RouteHandle } from "~/components/chrome";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { SignupSearchResults } from "~/components/signup-search-results";
import { now } from "~/clock.server";
import { database } from "~/db/index.server";
import { currentSeason } from "~/data/seasons.server";
import { SEARCH_LIMIT, searchPlayersForSignup, signUpReturningPlayer } from "~/data/signups.server";
import { normalizeSearch, ReturningSignupSchema, SEARCH_MAX, SIGNUP_ERROR } from "~/domain/signup";
import { foundOr404 } from "~/http.server";
import { pageMeta } from "~/meta";
import type { Route } from "./+types/signup-returning";
import "~/components/league.css";
import "~/components/signup.css";

export const handle: RouteHandle = { title: "Returning Player" };

/** A refused signup (429, rate limit) says when to try again. */
export const headers = retryAfterHeaders;

export function meta() {
  return pageMeta({
    title: "Returning Player Signup",
    description: "Played in the league before? Search for your name and sign up for this season.",
  });
}

const NO_SEASON = "No season is open for signups";

export async function loader({ request }: Route.LoaderArgs) {
  const db = await database();
  const season = foundOr404(await currentSeason(db), NO_SEASON);
  const raw = new URL(request.url).searchParams.get("q");
  // No ?q at all: nothing searched yet. An empty ?q= is an empty search (it finds nobody).
  const searched = raw !== null;
  const q = (raw ?? "").slice(0, SEARCH_MAX);
  // One more than we show tells us whether to ask for a longer name.
  const found = searched
    ? await searchPlayersForSignup(db, season.id, normalizeSearch(q), SEARCH_LIMIT + 1)
    : [];
  const rows = found.slice(0, SEARCH_LIMIT);
  return {
    season: { id: season.id, name: season.name },
    q,
    searched,
    rows,
    more: found.length > rows.length,
  };
}

/**
 * React Router skips reloading after a 4xx answer; but after 'already signed
 * up' the list must show that player's disabled 'Signed Up' button.
 */
export function shouldRevalidate({
  formMethod,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  return formMethod?.toUpperCase() === "POST" ? true : defaultShouldRevalidate;
}

type Problem = { text: string; detail?: string; welcomeHref?: string };

function problem(body: Problem, init: number | ResponseInit) {
  return data({ problem: body }, init);
}

export async function action({ request }: Route.ActionArgs) {
  const formData = await request.formData().catch(() => new FormData());
  const limited = await overLimit([["signupPerIp", clientIp(request)]]);
  if (limited) return problem({ text: limited.message }, { status: 429, headers: limited.headers });
  const parsed = ReturningSignupSchema.safeParse(Object.fromEntries(formData));
  if (!parsed.success) {
    return problem({ text: SIGNUP_ERROR, detail: "Search for your name and try again." }, 400);
  }
  const db = await database();
  const season = foundOr404(await currentSeason(db), NO_SEASON);
  const outcome = await signUpReturningPlayer(db, {
    seasonId: season.id,
    playerId: parsed.data.playerId,
    now: now(),
  });
  if (outcome.ok) return redirect(`/signup/all/${outcome.player.id}`);
  if (outcome.reason === "already-signed-up") {
    const { id, firstName, lastName } = outcome.player;
    return problem(
      {
        text: `${firstName} ${lastName} is already signed up for Season ${season.id}.`,
        detail: "One signup per season is all it takes.",
        welcomeHref: `/signup/all/${id}`,
      },
      409,
    );
  }
  // A signup naming no player says 'error with signup' (and nothing internal).
  return problem(
    {
      text: SIGNUP_ERROR,
      detail:
        "We could not find that player. Search for your name again, or sign up as a New Player.",
    },
    404,
  );
}

export default function SignupReturning({ loaderData, actionData }: Route.ComponentProps) {
  const { season, q, searched, rows, more } = loaderData;
  const navigation = useNavigation();
  const busyPlayerId =
    navigation.state === "submitting" && navigation.formMethod?.toUpperCase() === "POST"
      ? (navigation.formData?.get("playerId")?.toString() ?? null)
      : null;
  const problem = actionData?.problem;

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
        <div className="signup-search-row">
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

      <div role="alert" className="signup-problem-slot">
        {problem ? (
          <div className="signup-problem">
            <p className="signup-problem-text">{problem.text}</p>
            {problem.detail ? <p>{problem.detail}</p> : null}
            {problem.welcomeHref ? (
              <p>
                <Link to={problem.welcomeHref}>See your signup</Link>
              </p>
            ) : null}
          </div>
        ) : null}
      </div>

      {searched ? (
        <section aria-labelledby="signup-results-title">
          <h2 id="signup-results-title" className="section-title">
            Players
          </h2>
          <SignupSearchResults rows={rows} busyPlayerId={busyPlayerId} />
          {more ? (
            <p className="muted">
              Showing the first {rows.length} players. Type more of your name to find yours.
            </p>
          ) : null}
        </section>
      ) : (
        <p className="muted">Type part of your first or last name, e.g. “pat murphy”.</p>
      )}
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
