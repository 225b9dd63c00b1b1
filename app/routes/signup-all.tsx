// /signup/all: who has signed up for the current season, newest first, with
// counts. Public: names only (docs/league-rules.md#signups-and-fees).
import { Link } from "~/components/link";
import type { RouteHandle } from "~/components/chrome/page-title";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { SignupList } from "~/components/signups/list";
import { database } from "~/db/index.server";
import { playersCount } from "~/domain/signups/counts";
import { pageMeta } from "~/meta";
import { loadSeasonSignups } from "~/pages/signup-all.server";
import { shareWithVisitors } from "~/shared-pages.server";
import type { Route } from "./+types/signup-all";

export const handle: RouteHandle = { title: "Signups" };

export function meta({ data }: Route.MetaArgs) {
  return pageMeta({
    title: data ? `Season ${data.season.id} Signups` : "Signups",
    description: data
      ? `${playersCount(data.counts.total)} signed up for Season ${data.season.id} (${data.season.name}).`
      : "Who has signed up to play this season.",
  });
}

export async function loader({ context }: Route.LoaderArgs) {
  shareWithVisitors(context);
  return loadSeasonSignups(await database());
}

export default function SignupAll({ loaderData }: Route.ComponentProps) {
  const { season, counts, rows } = loaderData;
  return (
    <div className="page signup-page">
      <div className="signup-intro">
        <h1>Season {season.id} Signups</h1>
        <p className="muted">{season.name}</p>
      </div>
      <dl className="signup-counts">
        <div>
          <dt>Signed up</dt>
          <dd>{counts.total}</dd>
        </div>
        <div>
          <dt>Returning</dt>
          <dd>{counts.returning}</dd>
        </div>
        <div>
          <dt>New</dt>
          <dd>{counts.new}</dd>
        </div>
      </dl>
      <p>
        <Link to="/signup" className="button">
          Sign up to play
        </Link>
      </p>
      {rows.length === 0 ? (
        <p className="empty">Nobody has signed up for Season {season.id} yet.</p>
      ) : (
        <SignupList
          rows={rows}
          caption={`${playersCount(counts.total)} signed up for Season ${season.id}, newest first`}
        />
      )}
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
