// /admin/games: the current season's games, each with an Edit link.
import { Link } from "~/components/link";
import { requireAdmin } from "~/auth/viewer.server";
import type { RouteHandle } from "~/components/chrome";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { database } from "~/db/index.server";
import { pageMeta } from "~/meta";
import type { Route } from "./+types/admin-games";
import { loadAdminGames } from "~/pages/admin-games.server";
import "~/components/admin/admin.css";

export const handle: RouteHandle = { title: "Games" };

export function meta() {
  return pageMeta({ title: "Admin: games", description: "Enter game results." });
}

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  return loadAdminGames(await database());
}

export default function AdminGames({ loaderData }: Route.ComponentProps) {
  const { season, games } = loaderData;
  return (
    <div className="page admin-page">
      <p>
        <Link to="/admin">← Admin</Link>
      </p>
      <h1>Games{season ? ` of season ${season.id}` : ""}</h1>
      {games.length === 0 ? (
        <p className="empty">No games scheduled for the season yet...</p>
      ) : (
        <div className="table-scroll" tabIndex={0} role="region" aria-label="Games">
          <table className="table">
            <thead>
              <tr>
                <th scope="col">Game</th>
                <th scope="col">Date</th>
                <th scope="col">Result</th>
                <th scope="col">
                  <span className="visually-hidden">Edit</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {games.map((g) => (
                <tr key={g.id}>
                  <th scope="row">
                    {g.matchup}
                    {g.playoff ? <span className="muted small"> · playoffs</span> : null}
                  </th>
                  <td>{g.when}</td>
                  <td>{g.result}</td>
                  <td>
                    <Link to={`/admin/games/${g.id}`} aria-label={`Edit ${g.matchup}, ${g.when}`}>
                      Edit
                    </Link>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
