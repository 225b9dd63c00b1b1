// /admin/seasons: a button for each season, with its status.
import { Link } from "~/components/link";
import { requireAdmin } from "~/auth/viewer.server";
import type { RouteHandle } from "~/components/chrome";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { pageMeta } from "~/meta";
import type { Route } from "./+types/admin-seasons";
import { database } from "~/db/index.server";
import { loadAdminSeasons } from "~/pages/admin-seasons.server";
import "~/components/admin/admin.css";

export const handle: RouteHandle = { title: "Seasons" };

export function meta() {
  return pageMeta({
    title: "Admin: seasons",
    description: "Teams, rosters and playoffs of each season.",
  });
}

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  return loadAdminSeasons(await database());
}

export default function AdminSeasons({ loaderData }: Route.ComponentProps) {
  const { seasons } = loaderData;
  return (
    <div className="page admin-page">
      <p>
        <Link to="/admin">← Admin</Link>
      </p>
      <h1>Seasons</h1>
      {seasons.length === 0 ? (
        <p className="empty">No seasons yet.</p>
      ) : (
        <ul className="season-buttons">
          {seasons.map((s) => (
            <li key={s.id}>
              <Link to={`/admin/seasons/${s.id}`} className="button button-secondary">
                Season {s.id}
                <span className="season-button-detail">
                  {s.name} · {s.status}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
