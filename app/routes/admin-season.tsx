// /admin/seasons/{season}: the season's teams and conferences (Completed
// seasons are read-only, docs/league-rules.md#seasons), links to each team's
// roster, and the playoff bracket generator.
import { useSearchParams } from "react-router";
import { Link } from "~/components/link";
import { requireAdmin } from "~/auth/viewer.server";
import { BracketGenerator } from "~/components/admin/bracket-generator";
import { SeasonClose } from "~/components/admin/season-close";
import { SeasonLifecycle } from "~/components/admin/season-lifecycle";
import { SeasonTeamPicker } from "~/components/admin/season-team-picker";
import type { RouteHandle } from "~/components/chrome";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { database } from "~/db/index.server";
import { formErrors } from "~/form-reply";
import { seasonIdParam } from "~/http.server";
import { pageMeta } from "~/meta";
import type { Route } from "./+types/admin-season";
import { handleAdminSeason, loadAdminSeason } from "~/pages/admin-season.server";
import "~/components/admin/admin.css";

export const handle: RouteHandle = { title: "Edit season" };

export function meta({ loaderData }: Route.MetaArgs) {
  const id = loaderData?.season.id;
  return pageMeta({
    title: id ? `Admin: season ${id}` : "Admin: season",
    description: "Teams, rosters and playoffs of a season.",
  });
}

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAdmin(request);
  return loadAdminSeason(await database(), seasonIdParam(params.seasonId));
}

export async function action({ request, params }: Route.ActionArgs) {
  const viewer = await requireAdmin(request);
  return handleAdminSeason(
    await database(),
    seasonIdParam(params.seasonId),
    viewer,
    await request.formData(),
  );
}

export default function AdminSeason({ loaderData, actionData }: Route.ComponentProps) {
  const { season, teams, playoffs } = loaderData;
  const refused = (form: "teams" | "playoffs" | "season") =>
    actionData?.form === form ? actionData.result : undefined;
  const [teamsError] = formErrors(refused("teams"));
  const [playoffsError] = formErrors(refused("playoffs"));
  const [seasonError] = formErrors(refused("season"));
  const [params] = useSearchParams();
  const completed = season.status === "Completed";
  const playing = teams.filter((t) => t.inSeason);
  const count = (c: "east" | "west") => playing.filter((t) => t.conference === c).length;
  return (
    <div className="page admin-page">
      <p>
        <Link to="/admin/seasons" className="more-link">
          ← All seasons
        </Link>
      </p>
      <h1>Season {season.id}</h1>
      <p className="muted">
        {season.name} · <span className="season-status">{season.status}</span> · {playing.length}{" "}
        teams ({count("east")} East, {count("west")} West)
      </p>
      <SeasonLifecycle
        season={season}
        saved={params.get("saved") ?? (params.get("started") ? "started" : null)}
        error={seasonError ?? null}
        replacing={actionData?.form === "season" ? (actionData.replacing ?? null) : null}
      />
      <p>
        <Link to={`/admin/seasons/${season.id}/schedule`} className="button button-secondary">
          Schedule
        </Link>
      </p>
      {params.get("saved") === "teams" ? (
        <p className="notice" role="status">
          Saved the teams of season {season.id}.
        </p>
      ) : null}
      <h2 className="section-title">Teams</h2>
      {loaderData.closing.closedAt ? (
        <p className="small">
          Season {season.id} is closed: its teams, rosters, captains, results and playoffs stand as
          they are. Reopen it below to correct them.
        </p>
      ) : completed ? (
        <p className="small">
          Season {season.id} is completed: its teams are shown as they played and cannot change.
          Rosters stay open for corrections until the season is closed.
        </p>
      ) : null}
      {teamsError ? (
        <p className="form-error" role="alert">
          {teamsError}
        </p>
      ) : null}
      <SeasonTeamPicker
        seasonId={season.id}
        completed={completed}
        teams={teams}
        typed={refused("teams")?.initialValue}
      />
      {/* No bracket to seed before the season has games (its schedule comes first). */}
      {loaderData.closing.games > 0 ? (
        <BracketGenerator
          seasonId={season.id}
          playoffs={playoffs}
          generated={params.get("playoffs") === "generated"}
          error={playoffsError ?? null}
        />
      ) : null}
      <SeasonClose seasonId={season.id} closing={loaderData.closing} />
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
