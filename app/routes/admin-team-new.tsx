// /admin/teams/new: create a team (docs/league-rules.md#teams-and-rosters):
// every field required, the id chosen here once and for all.
import { Link } from "~/components/link";
import { requireAdmin } from "~/auth/viewer.server";
import { TeamForm } from "~/components/admin/team-form";
import type { RouteHandle } from "~/components/chrome";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { DEFAULT_TEAM_COLOR } from "~/domain/team-colors";
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
    <div className="page admin-page">
      <p>
        <Link to="/admin/teams" className="more-link">
          ← All teams
        </Link>
      </p>
      <h1>New team</h1>
      <p className="muted">All fields are required.</p>
      <TeamForm
        teamId={null}
        defaultValue={{ color: DEFAULT_TEAM_COLOR }}
        lastResult={actionData?.result}
      />
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
