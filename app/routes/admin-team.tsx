// /admin/teams/{teamId}: edit a team's name, abbreviation and bio
// (docs/league-rules.md#teams-and-rosters). The id is the team's address:
// shown, never changed.
import { Link } from "~/components/link";
import { requireAdmin } from "~/auth/viewer.server";
import { AdminPage, adminAnswer } from "~/components/admin/admin-page";
import { refusedAnswer } from "~/components/admin/form-answer";
import { TeamForm } from "~/components/admin/seasons/team-form";
import type { RouteHandle } from "~/components/chrome/page-title";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { idParam } from "~/http.server";
import { pageMeta } from "~/meta";
import type { Route } from "./+types/admin-team";
import { database } from "~/db/index.server";
import { loadTeamEditForm, saveTeamEdit } from "~/pages/admin-team.server";
import "~/components/admin/admin.css";

export const handle: RouteHandle = { title: "Edit team" };

export function meta({ loaderData }: Route.MetaArgs) {
  const name = loaderData?.team.name ?? "team";
  return pageMeta({ title: `Admin: edit ${name}`, description: "Edit a team." });
}

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAdmin(request);
  return loadTeamEditForm(await database(), idParam(params.teamId));
}

export async function action({ request, params }: Route.ActionArgs) {
  const viewer = await requireAdmin(request);
  return saveTeamEdit(await database(), idParam(params.teamId), viewer, await request.formData());
}

export default function AdminTeam({ loaderData, actionData }: Route.ComponentProps) {
  const { team, defaultValue } = loaderData;
  return (
    <AdminPage
      back={{ to: "/admin/teams", label: "All teams" }}
      title={`Edit ${team.name}`}
      subtitle={
        <>
          All fields are required.{" "}
          <Link to={`/who-do-you-play-for/${team.id}`}>Who Do You Play For? page</Link>
        </>
      }
      answer={adminAnswer(refusedAnswer(actionData?.result))}
    >
      <TeamForm teamId={team.id} defaultValue={defaultValue} lastResult={actionData?.result} />
    </AdminPage>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
