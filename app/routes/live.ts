// GET /live: every live game's baskets as they are scored (Server-Sent
// Events), for the home page's cards. It has no `/live.data`: see `handle`.
import { liveStreamResponse } from "~/server/live-stream.server";
import type { Route } from "./+types/live";

/** A never-ending answer: its `.data` address is 404 (app/server/action-routes.server.ts). */
export const handle = { eventStream: true };

export function loader({ request }: Route.LoaderArgs) {
  return liveStreamResponse(request, null);
}
