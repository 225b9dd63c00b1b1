// /admin/signups: the current season's signups, newest first, with counts, a
// paid box per signup (docs/league-rules.md#signups-and-fees) and ?player=ID
// for one player's contact and kit details. Admins only, in the loader and in
// the action.
import { Link } from "~/components/link";
import { requireAdmin } from "~/auth/viewer.server";
import { AdminPage, adminAnswer } from "~/components/admin/admin-page";
import { SignupPlayerView } from "~/components/admin/signups/player-view";
import { SignupCounts, SignupsTable } from "~/components/admin/signups/table";
import type { RouteHandle } from "~/components/chrome/page-title";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { database } from "~/db/index.server";
import { formErrors } from "~/form-reply";
import { seasonQuery } from "~/http.server";
import { pageMeta } from "~/meta";
import type { Route } from "./+types/admin-signups";
import { loadAdminSignups, setPaidAction } from "~/pages/admin-signups.server";
import "~/components/admin/admin.css";
import "~/components/admin/signups/players-signups.css";

export const handle: RouteHandle = { title: "Signups" };

export function meta() {
  return [
    ...pageMeta({ title: "Admin: signups", description: "Season signups and who has paid." }),
    { name: "robots", content: "noindex" },
  ];
}

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const url = new URL(request.url);
  return loadAdminSignups(await database(), url.searchParams.get("player"), seasonQuery(url));
}

export async function action({ request }: Route.ActionArgs) {
  const viewer = await requireAdmin(request);
  return setPaidAction(await database(), viewer, await request.formData());
}

export default function AdminSignups({ loaderData, actionData }: Route.ComponentProps) {
  const { season, seasons, signups, counts, player } = loaderData;
  // Only a form posted without JavaScript lands here; fetchers keep their own answer.
  const [refused] = formErrors(actionData?.result);
  return (
    <AdminPage
      back={{ to: "/admin", label: "Admin" }}
      title={`Signups${season ? ` for season ${season.id}` : ""}`}
      subtitle={
        season ? `${season.name} · ${season.open ? "signups open" : "signups closed"}` : null
      }
      answer={adminAnswer(refused, actionData?.message)}
    >
      {seasons.length > 1 ? (
        <nav className="admin-season-switch" aria-label="Signups of another season">
          {seasons.map((s) =>
            s.id === season?.id ? (
              <span key={s.id} aria-current="page" className="button button-secondary">
                {s.id}
              </span>
            ) : (
              <Link
                key={s.id}
                to={`/admin/signups?season=${s.id}`}
                className="button button-secondary"
                aria-label={`Season ${s.id}, ${s.name}${s.open ? ", signups open" : ""}`}
              >
                {s.id}
              </Link>
            ),
          )}
        </nav>
      ) : null}
      {season === null ? (
        <p className="empty">There is no season yet.</p>
      ) : (
        <>
          {player ? <SignupPlayerView player={player} seasonId={season.id} /> : null}
          <SignupCounts {...counts} />
          <p className="muted small">
            Tick the box when a player has paid the fee; untick it to undo. Every change is
            recorded.
          </p>
          <SignupsTable rows={signups} seasonId={season.id} />
          <p className="small">
            Download season {season.id}:{" "}
            <a href={`/admin/csv/paid?season=${season.id}`} download>
              names and paid
            </a>
            ,{" "}
            <a href={`/admin/csv/contacts?season=${season.id}`} download>
              contacts of paid players
            </a>
            ,{" "}
            <a href={`/admin/csv/heights?season=${season.id}`} download>
              heights
            </a>
            .
          </p>
        </>
      )}
    </AdminPage>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
