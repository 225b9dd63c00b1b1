// /admin/games: a season's games by day, nearest first: today's or the next
// game day's on top, the days to come, then the played days, latest first;
// ?season=N shows another season's (the current one by default), ?team=ID
// one team's games.
import { Link } from "~/components/link";
import { requireAdmin } from "~/auth/viewer.server";
import { AdminGameDays, AdminGamesPicker } from "~/components/admin/games/list";
import { AdminPage } from "~/components/admin/admin-page";
import type { RouteHandle } from "~/components/chrome/page-title";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { database } from "~/db/index.server";
import { seasonQuery } from "~/http.server";
import { pageMeta } from "~/meta";
import type { Route } from "./+types/admin-games";
import { loadAdminGames } from "~/pages/admin-games.server";
import "~/components/admin/admin.css";
import "~/components/admin/games/games.css";

export const handle: RouteHandle = { title: "Games" };

export function meta() {
  return pageMeta({ title: "Admin: games", description: "Enter game results." });
}

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const url = new URL(request.url);
  const team = url.searchParams.get("team") || null;
  return loadAdminGames(await database(), team, undefined, seasonQuery(url));
}

export default function AdminGames({ loaderData }: Route.ComponentProps) {
  const { season, seasons, teams, teamId, upcoming, played } = loaderData;
  const teamName = teams.find((t) => t.id === teamId)?.name;
  return (
    <AdminPage
      back={{ to: "/admin", label: "Admin" }}
      title={`Games${season ? ` of season ${season.id}` : ""}`}
    >
      <AdminGamesPicker
        seasons={seasons}
        seasonId={season?.id ?? null}
        teams={teams}
        teamId={teamId}
      />
      {teamName ? (
        <p className="admin-games-all">
          {teamName}&rsquo;s games ·{" "}
          <Link to={season ? `/admin/games?season=${season.id}` : "/admin/games"}>All teams</Link>
        </p>
      ) : null}
      {upcoming.length + played.length === 0 ? (
        <p className="empty">No games scheduled for the season yet...</p>
      ) : (
        <>
          <AdminGameDays
            title={upcoming[0]?.today ? "Today and upcoming" : "Upcoming"}
            days={upcoming}
            fold={false}
          />
          <AdminGameDays title="Played" days={played} fold={teamId === null} />
        </>
      )}
    </AdminPage>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
