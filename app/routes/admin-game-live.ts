// POST /admin/games/{id}/live: Start, taps and Abandon of live scoring
// (app/pages/admin-game-live.server.ts). Admins only; an admin's GET goes to
// the game's admin page.
import { redirect } from "react-router";
import { requireAdmin } from "~/auth/viewer.server";
import { database } from "~/db/index.server";
import { idParam } from "~/http.server";
import { handleLiveAction } from "~/pages/admin-game-live.server";
import type { Route } from "./+types/admin-game-live";

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAdmin(request);
  return redirect(`/admin/games/${idParam(params.gameId)}`);
}

export async function action({ request, params }: Route.ActionArgs) {
  const gameId = idParam(params.gameId);
  // The phone's script asks for JSON: a signed-out scorer gets a 401 it can
  // read (and keeps his taps), not the sign-in page.
  const json = request.headers.get("Accept")?.includes("application/json") ?? false;
  const viewer = await requireAdmin(request).catch((refusal: unknown) => {
    if (json && refusal instanceof Response) {
      const signedOut = refusal.headers.get("Location")?.startsWith("/login") ?? false;
      throw Response.json(
        {
          message: signedOut
            ? "You are signed out: sign in again. Your taps are kept on this phone."
            : "Only admins can score games.",
        },
        { status: signedOut ? 401 : 403 },
      );
    }
    throw refusal;
  });
  return handleLiveAction(
    await database(),
    gameId,
    viewer,
    await request.formData(),
    json ? "json" : "page",
  );
}
