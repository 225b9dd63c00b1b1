// /admin/seasons/{season}/teams/{team}: a team's roster in one season, its
// captain, and the paid signups without a team who can be added
// (docs/league-rules.md#teams-and-rosters).
import { Link } from "~/components/link";
import { requireAdmin } from "~/auth/viewer.server";
import { AdminPage, adminAnswer } from "~/components/admin/admin-page";
import { refusedAnswer } from "~/components/admin/form-answer";
import { AddPlayerList, CaptainForm, RosterTable } from "~/components/admin/seasons/roster-editor";
import type { RouteHandle } from "~/components/chrome/page-title";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { idParam, seasonIdParam } from "~/http.server";
import { database } from "~/db/index.server";
import { pageMeta } from "~/meta";
import type { Route } from "./+types/admin-season-team";
import { handleSeasonTeamRoster, loadSeasonTeamRoster } from "~/pages/admin-season-team.server";
import "~/components/admin/admin.css";

export const handle: RouteHandle = { title: "Edit roster" };

export function meta({ loaderData }: Route.MetaArgs) {
  const title = loaderData
    ? `Admin: ${loaderData.team.name}, season ${loaderData.season.id}`
    : "Admin: roster";
  return pageMeta({ title, description: "A team's roster and captain in one season." });
}

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAdmin(request);
  return loadSeasonTeamRoster(
    await database(),
    seasonIdParam(params.seasonId),
    idParam(params.teamId),
    new URL(request.url).searchParams,
  );
}

export async function action({ request, params }: Route.ActionArgs) {
  const viewer = await requireAdmin(request);
  return handleSeasonTeamRoster(
    await database(),
    seasonIdParam(params.seasonId),
    idParam(params.teamId),
    viewer,
    await request.formData(),
  );
}

export default function AdminSeasonTeam({ loaderData, actionData }: Route.ComponentProps) {
  const { season, team, roster, available, captainId, notice } = loaderData;
  return (
    <AdminPage
      back={{ to: `/admin/seasons/${season.id}`, label: `Season ${season.id}` }}
      title={
        <>
          {team.name} <span className="muted">· Season {season.id}</span>
        </>
      }
      subtitle={
        <>
          {team.conference === "east" ? "Eastern" : "Western"} Conference · {roster.length} players
          · <Link to={`/teams/${team.id}`}>Team page</Link>
        </>
      }
      // A refusal replaces the notice the address still carries.
      answer={adminAnswer(refusedAnswer(actionData?.result), notice)}
    >
      <h2 className="section-title">Roster</h2>
      <RosterTable teamName={team.name} roster={roster} />
      {roster.length > 0 ? <CaptainForm roster={roster} captainId={captainId} /> : null}
      <h2 className="section-title">Add player</h2>
      <p className="small">Paid signups of season {season.id} who are not on a team yet.</p>
      <AddPlayerList seasonId={season.id} teamName={team.name} available={available} />
    </AdminPage>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
