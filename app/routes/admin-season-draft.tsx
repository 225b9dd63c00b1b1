// /admin/seasons/{season}/draft: the draft from the admin's side
// (docs/league-rules.md#the-draft). Admins only, in the loader and the action.
import { Link } from "~/components/link";
import { requireAdmin } from "~/auth/viewer.server";
import { AdminAnswerLine, AdminPage, adminAnswer } from "~/components/admin/admin-page";
import { DraftClock } from "~/components/admin/draft/draft-clock";
import { DraftAvailable, DraftUnpaid } from "~/components/admin/draft/draft-lists";
import type { RouteHandle } from "~/components/chrome/page-title";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { database } from "~/db/index.server";
import { formErrors } from "~/form-reply";
import { seasonIdParam } from "~/http.server";
import { pageMeta } from "~/meta";
import { handleAdminDraft, loadAdminDraft } from "~/pages/admin-draft.server";
import type { Route } from "./+types/admin-season-draft";
import "~/components/admin/admin.css";
import "~/components/admin/draft/draft.css";

export const handle: RouteHandle = { title: "Draft" };

export function meta({ loaderData }: Route.MetaArgs) {
  const id = loaderData?.season.id;
  return [
    ...pageMeta({
      title: id ? `Admin: season ${id} draft` : "Admin: draft",
      description: "Make the draft's picks, undo the last one, mark fees paid.",
    }),
    { name: "robots", content: "noindex" },
  ];
}

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAdmin(request);
  return loadAdminDraft(await database(), seasonIdParam(params.seasonId));
}

export async function action({ request, params }: Route.ActionArgs) {
  const viewer = await requireAdmin(request);
  return handleAdminDraft(
    await database(),
    seasonIdParam(params.seasonId),
    viewer,
    await request.formData(),
  );
}

export default function AdminSeasonDraft({ loaderData, actionData }: Route.ComponentProps) {
  const view = loaderData;
  const { season } = view;
  const [refused] = formErrors(actionData?.result);
  // The answer goes between the clock and the players, where the admin just tapped.
  const answer = adminAnswer(refused, actionData?.message);
  return (
    <AdminPage
      back={{ to: `/admin/seasons/${season.id}`, label: `Season ${season.id}` }}
      title={`Draft, season ${season.id}`}
      subtitle={season.name}
      className="admin-draft-page"
    >
      <DraftClock view={view} />
      {answer ? <AdminAnswerLine answer={answer} /> : null}
      <DraftAvailable view={view} />
      <DraftUnpaid view={view} />
      <p>
        <Link to="/draft" className="more-link">
          The public draft board
        </Link>
      </p>
      <p>
        <Link to={`/admin/seasons/${season.id}`} className="more-link">
          ← Back to season {season.id}
        </Link>
      </p>
    </AdminPage>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
