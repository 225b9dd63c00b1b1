// /admin/players/{playerID}: the player edit form for admins
// (docs/league-rules.md#players). The same form and save as /players/{id}/edit
// (player-edit.server.ts); here only admins may load or save it, and a save
// goes back to the players list.
import { Link } from "~/components/link";
import { requireAdmin } from "~/auth/viewer.server";
import { AdminPage, adminAnswer } from "~/components/admin/admin-page";
import { refusedAnswer } from "~/components/admin/form-answer";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { PlayerEditForm, playerEditHandle } from "~/components/players/edit-form";
import { idParam } from "~/http.server";
import { database } from "~/db/index.server";
import { pageMeta } from "~/meta";
import type { Route } from "./+types/admin-player";
import { loadPlayerEditForm, savePlayerEditForm } from "~/pages/player-edit.server";
import "~/components/admin/admin.css";

export const handle = playerEditHandle;

export function meta({ loaderData }: Route.MetaArgs) {
  return [
    ...pageMeta({
      title: loaderData ? `Admin: edit ${loaderData.player.name}` : "Admin: edit player",
      description: "Update a player's name, contact details, height, birthday and jersey.",
    }),
    { name: "robots", content: "noindex" },
  ];
}

export async function loader({ params, request }: Route.LoaderArgs) {
  // The role first: a visitor is sent to sign in even for an id that does not exist.
  await requireAdmin(request);
  return loadPlayerEditForm(await database(), idParam(params.playerId));
}

export async function action({ params, request }: Route.ActionArgs) {
  const viewer = await requireAdmin(request);
  const id = idParam(params.playerId);
  return savePlayerEditForm(await database(), await request.formData(), {
    playerId: id,
    actorEmail: viewer.email,
    savedTo: `/admin/players?saved=${encodeURIComponent(id)}`,
  });
}

export default function AdminPlayer({ loaderData, actionData }: Route.ComponentProps) {
  const { player, defaultValue } = loaderData;
  return (
    <AdminPage
      back={{ to: "/admin/players", label: "All players" }}
      title={`Edit ${player.name}`}
      subtitle={
        <>
          All fields are required except the birthday.{" "}
          <Link to={`/players/${player.id}`}>Player page</Link>
        </>
      }
      answer={adminAnswer(refusedAnswer(actionData?.result))}
      narrow
      className="player-edit-page"
    >
      <PlayerEditForm
        playerId={player.id}
        defaultValue={defaultValue}
        lastResult={actionData?.result}
        cancelHref="/admin/players"
        selfEdit={false}
        refusalShownAbove
      />
    </AdminPage>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
