// /players/{playerID}/edit: the player edits his own record
// (docs/league-rules.md#players). Only that player or an admin may load or save
// it: signed out → /login and back, anyone else → the player page; the action
// checks again itself.
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { PlayerEditForm, playerEditHandle } from "~/components/players/edit-form";
import { requirePlayerOrAdmin } from "~/auth/viewer.server";
import { idParam } from "~/http.server";
import { database } from "~/db/index.server";
import { pageMeta } from "~/meta";
import type { Route } from "./+types/player-edit";
import { loadPlayerEditForm, savePlayerEditForm } from "~/pages/player-edit.server";

export const handle = playerEditHandle;

export function meta({ loaderData }: Route.MetaArgs) {
  return [
    ...pageMeta({
      title: loaderData ? `Edit ${loaderData.player.name}` : "Edit player",
      description: "Update a player's name, contact details, height, birthday and jersey.",
    }),
    // Personal details: never for search engines.
    { name: "robots", content: "noindex" },
  ];
}

export async function loader({ params, request }: Route.LoaderArgs) {
  const id = idParam(params.playerId);
  const viewer = await requirePlayerOrAdmin(request, id);
  return {
    ...(await loadPlayerEditForm(await database(), id)),
    selfEdit: viewer.player?.id === id,
  };
}

export async function action({ params, request }: Route.ActionArgs) {
  const id = idParam(params.playerId);
  const viewer = await requirePlayerOrAdmin(request, id);
  return savePlayerEditForm(await database(), await request.formData(), {
    playerId: id,
    actorEmail: viewer.email,
    savedTo: `/players/${id}?saved=1`,
  });
}

export default function PlayerEdit({ loaderData, actionData }: Route.ComponentProps) {
  const { player, defaultValue, selfEdit } = loaderData;
  return (
    <div className="page narrow-page player-edit-page">
      <h1>Edit {player.name}</h1>
      <p className="muted">All fields are required except the birthday.</p>
      <PlayerEditForm
        playerId={player.id}
        defaultValue={defaultValue}
        lastResult={actionData?.result}
        cancelHref={`/players/${player.id}`}
        selfEdit={selfEdit}
      />
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
