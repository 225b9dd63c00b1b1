// /admin: the dashboard: Game day first (what the courtside admin opens it
// for), then Download All Data, Copy all Player Emails, tiles to the admin
// pages, the signup CSVs, Import, and the latest changes.
import { requireAdmin } from "~/auth/viewer.server";
import { GameDay } from "~/components/admin/games/card";
import { AdminPage } from "~/components/admin/admin-page";
import { DashboardAudit } from "~/components/admin/dashboard/audit";
import {
  DashboardCsvLinks,
  DownloadAllData,
  ImportLink,
} from "~/components/admin/dashboard/downloads";
import { DashboardEmails } from "~/components/admin/dashboard/emails";
import { DashboardTiles } from "~/components/admin/dashboard/tiles";
import type { RouteHandle } from "~/components/chrome/page-title";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { database } from "~/db/index.server";
import { pageMeta } from "~/meta";
import type { Route } from "./+types/admin";
import { loadAdminDashboard } from "~/pages/admin.server";
import "~/components/admin/admin.css";
import "~/components/admin/games/games.css";

export const handle: RouteHandle = { title: "Admin" };

export function meta() {
  return pageMeta({ title: "Admin", description: "Run the league: results, teams, data." });
}

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  return loadAdminDashboard(await database());
}

export default function AdminDashboard({ loaderData }: Route.ComponentProps) {
  const { seasonId, emails, gameDay, audit } = loaderData;
  return (
    <AdminPage title="Admin">
      {seasonId !== null ? <GameDay gameDay={gameDay} /> : null}
      <div className="dashboard-actions">
        <DownloadAllData />
        {seasonId !== null ? <DashboardEmails emails={emails} seasonId={seasonId} /> : null}
      </div>
      {seasonId === null ? (
        <p className="notice">
          The database holds no league yet: <a href="/admin/import">import a data file</a>.
        </p>
      ) : null}
      <h2 className="section-title">Manage</h2>
      <DashboardTiles />
      {seasonId !== null ? <DashboardCsvLinks seasonId={seasonId} /> : null}
      <ImportLink />
      <h2 className="section-title">Latest changes</h2>
      <DashboardAudit entries={audit} />
    </AdminPage>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
