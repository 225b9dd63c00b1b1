// GET /games/{id}/live: one game's baskets as they are scored (Server-Sent
// Events), for its game page and the scorer's phone. A game that does not
// exist is a 404; it has no `.data` address (see `handle`).
import { idParam } from "~/http.server";
import { liveStreamResponse } from "~/server/live-stream.server";
import type { Route } from "./+types/game-live";

/** A never-ending answer: its `.data` address is 404 (app/server/action-routes.server.ts). */
export const handle = { eventStream: true };

export function loader({ request, params }: Route.LoaderArgs) {
  return liveStreamResponse(request, idParam(params.gameId));
}
