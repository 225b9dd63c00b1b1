// /admin/seasons: every season with its status and whether it takes signups,
// and "Start next season" (docs/league-rules.md#seasons).
import { Link } from "~/components/link";
import { requireAdmin } from "~/auth/viewer.server";
import { AdminPage, adminAnswer } from "~/components/admin/admin-page";
import { refusedAnswer } from "~/components/admin/form-answer";
import { StartSeasonForm } from "~/components/admin/seasons/start-form";
import type { RouteHandle } from "~/components/chrome/page-title";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { fieldErrors } from "~/form-reply";
import { pageMeta } from "~/meta";
import type { Route } from "./+types/admin-seasons";
import { database } from "~/db/index.server";
import { handleAdminSeasons, loadAdminSeasons } from "~/pages/admin-seasons.server";
import "~/components/admin/admin.css";

export const handle: RouteHandle = { title: "Seasons" };

export function meta() {
  return pageMeta({
    title: "Admin: seasons",
    description: "Seasons, their signups, teams, rosters and playoffs; start the next one.",
  });
}

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  return loadAdminSeasons(await database());
}

export async function action({ request }: Route.ActionArgs) {
  const viewer = await requireAdmin(request);
  return handleAdminSeasons(await database(), viewer, await request.formData());
}

export default function AdminSeasons({ loaderData, actionData }: Route.ComponentProps) {
  const { seasons, next } = loaderData;
  const typed = actionData?.result.initialValue ?? null;
  const nameError = fieldErrors(actionData?.result).name ?? null;
  return (
    <AdminPage
      back={{ to: "/admin", label: "Admin" }}
      title="Seasons"
      answer={adminAnswer(
        next
          ? refusedAnswer(
              actionData?.result,
              `Season ${next.id} was not started: fix its name below.`,
            )
          : null,
      )}
    >
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
                  {s.registrationOpen ? " · Signups open" : ""}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
      {next ? <StartSeasonForm next={next} nameError={nameError} typed={typed} /> : null}
    </AdminPage>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
