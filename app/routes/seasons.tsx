// /seasons: the list of seasons, each linking to its standings, leaders and playoffs.
import { Link } from "~/components/link";
import type { RouteHandle } from "~/components/chrome/page-title";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { database } from "~/db/index.server";
import { LEAGUE_NAME } from "~/domain/league";
import { pageMeta } from "~/meta";
import { shareWithVisitors } from "~/shared-pages.server";
import type { Route } from "./+types/seasons";
import { loadSeasonsPage } from "~/pages/seasons.server";

export const handle: RouteHandle = {
  hydrate: "never",
  title: "Seasons",
};

export function meta(_: Route.MetaArgs) {
  return pageMeta({
    title: "Seasons",
    description: `Every season of the ${LEAGUE_NAME}: standings, leaders and playoff results.`,
  });
}

export async function loader({ context }: Route.LoaderArgs) {
  shareWithVisitors(context);
  return loadSeasonsPage(await database());
}

export default function Seasons({ loaderData }: Route.ComponentProps) {
  const { seasons } = loaderData;
  return (
    <div className="page seasons-page">
      <h1>Seasons</h1>
      {seasons.length === 0 ? (
        <p className="empty">No seasons yet.</p>
      ) : (
        <ul className="season-list">
          {seasons.map((s) => (
            <li key={s.id}>
              <Link to={`/seasons/${s.id}`} className="season-list-link card">
                <span className="season-list-name">
                  Season {s.id} <span className="muted">· {s.name}</span>
                  {s.champion ? (
                    <span className="season-list-champion">Champions: {s.champion}</span>
                  ) : null}
                </span>
                <span className={`season-status season-status-${s.status.toLowerCase()}`}>
                  {s.status}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
      <p>
        <Link to="/records" className="more-link">
          All-time records
        </Link>
      </p>
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
