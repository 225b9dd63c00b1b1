// /admin/games: the current season's games, each with an Edit link.
import { Link } from "react-router";
import { requireAdmin } from "~/auth/viewer.server";
import type { RouteHandle } from "~/components/chrome";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { seasonGames } from "~/data/games.server";
import { currentSeason } from "~/data/seasons.server";
import { listTeams } from "~/data/teams.server";
import { database } from "~/db/index.server";
import { formatGameDay, formatGameTime } from "~/domain/time";
import { pageMeta } from "~/meta";
import type { Route } from "./+types/admin-games";
import "~/components/admin/admin.css";
import { matchupText } from "~/domain/game-state";

export const handle: RouteHandle = { title: "Games" };

export function meta() {
  return pageMeta({ title: "Admin: games", description: "Enter game results." });
}

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const db = await database();
  const season = await currentSeason(db);
  if (!season) return { season: null, games: [] };
  const [games, teams] = await Promise.all([seasonGames(db, season.id), listTeams(db)]);
  const name = new Map(teams.map((t) => [t.id, t.abbreviation]));
  return {
    season: { id: season.id, name: season.name },
    games: games.map((g) => ({
      id: g.id,
      when: `${formatGameDay(g.startsAt)}, ${formatGameTime(g.startsAt)}`,
      matchup: matchupText(g, (id) => name.get(id)),
      result:
        g.winnerId !== null
          ? `${g.awayScore ?? 0}–${g.homeScore ?? 0}`
          : g.status === "postponed"
            ? "Postponed"
            : "",
      playoff: g.type === "playoff",
    })),
  };
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
