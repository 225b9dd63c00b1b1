// GET /games/{id}/live: one game's baskets as they are scored (Server-Sent
// Events), for its game page and the scorer's phone.
import { idParam } from "~/http.server";
import { liveStreamResponse } from "~/server/live-stream.server";
import type { Route } from "./+types/game-live";

export function loader({ request, params }: Route.LoaderArgs) {
  return liveStreamResponse(request, idParam(params.gameId));
}
