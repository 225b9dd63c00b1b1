// /admin/teams: every team of the league with an Edit link, and "New team".
import { TeamChip } from "~/components/teams/color";
import { useSearchParams } from "react-router";
import { Link } from "~/components/link";
import { requireAdmin } from "~/auth/viewer.server";
import { AdminPage, adminAnswer } from "~/components/admin/admin-page";
import type { RouteHandle } from "~/components/chrome/page-title";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { database } from "~/db/index.server";
import { pageMeta } from "~/meta";
import type { Route } from "./+types/admin-teams";
import { loadAdminTeams } from "~/pages/admin-teams.server";
import "~/components/admin/admin.css";

export const handle: RouteHandle = { title: "Teams" };

export function meta() {
  return pageMeta({ title: "Admin: teams", description: "Create and edit the league's teams." });
}

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  return loadAdminTeams(await database());
}

export default function AdminTeams({ loaderData }: Route.ComponentProps) {
  const { teams } = loaderData;
  const [params] = useSearchParams();
  const changed = params.get("created") ?? params.get("saved");
  const changedTeam = teams.find((t) => t.id === changed);
  return (
    <AdminPage
      back={{ to: "/admin", label: "Admin" }}
      title="Teams"
      answer={adminAnswer(
        null,
        changedTeam ? `${params.has("created") ? "Created" : "Saved"} ${changedTeam.name}.` : null,
      )}
    >
      <p>
        <Link to="/admin/teams/new" className="button">
          New team
        </Link>
      </p>
      {teams.length === 0 ? (
        <p className="empty">No teams yet.</p>
      ) : (
        <div className="table-scroll" tabIndex={0} role="region" aria-label="Teams">
          <table className="table">
            <thead>
              <tr>
                <th scope="col">Team</th>
                <th scope="col">Abbr.</th>
                <th scope="col">ID</th>
                <th scope="col" className="num">
                  Seasons
                </th>
                <th scope="col">
                  <span className="visually-hidden">Edit</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {teams.map((t) => (
                <tr key={t.id}>
                  <th scope="row">
                    <TeamChip color={t.color} />
                    {t.name}
                  </th>
                  <td>{t.abbreviation}</td>
                  <td>
                    <code>{t.id}</code>
                  </td>
                  <td className="num">{t.seasons}</td>
                  <td>
                    <Link to={`/admin/teams/${t.id}`} aria-label={`Edit ${t.name}`}>
                      Edit
                    </Link>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </AdminPage>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
