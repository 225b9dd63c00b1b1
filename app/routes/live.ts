// GET /live: every live game's baskets as they are scored (Server-Sent
// Events), for the home page's cards.
import { liveStreamResponse } from "~/server/live-stream.server";
import type { Route } from "./+types/live";

export function loader({ request }: Route.LoaderArgs) {
  return liveStreamResponse(request, null);
}
