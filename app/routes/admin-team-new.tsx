// /admin/teams/new: create a team (docs/league-rules.md#teams-and-rosters):
// every field required, the id chosen here once and for all.
import { requireAdmin } from "~/auth/viewer.server";
import { AdminPage, adminAnswer } from "~/components/admin/admin-page";
import { refusedAnswer } from "~/components/admin/form-answer";
import { TeamForm } from "~/components/admin/seasons/team-form";
import type { RouteHandle } from "~/components/chrome/page-title";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { DEFAULT_TEAM_COLOR } from "~/domain/teams/colors";
import { pageMeta } from "~/meta";
import type { Route } from "./+types/admin-team-new";
import { database } from "~/db/index.server";
import { saveNewTeam } from "~/pages/admin-team-new.server";
import "~/components/admin/admin.css";

export const handle: RouteHandle = { title: "New team" };

export function meta() {
  return pageMeta({ title: "Admin: new team", description: "Create a team." });
}

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  return null;
}

export async function action({ request }: Route.ActionArgs) {
  const viewer = await requireAdmin(request);
  return saveNewTeam(await database(), viewer, await request.formData());
}

export default function AdminTeamNew({ actionData }: Route.ComponentProps) {
  return (
    <AdminPage
      back={{ to: "/admin/teams", label: "All teams" }}
      title="New team"
      subtitle="All fields are required."
      answer={adminAnswer(refusedAnswer(actionData?.result))}
    >
      <TeamForm
        teamId={null}
        defaultValue={{ color: DEFAULT_TEAM_COLOR }}
        lastResult={actionData?.result}
      />
    </AdminPage>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
