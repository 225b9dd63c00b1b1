// /games/{id}/share.png: the picture a link preview shows for a game's page
// (its og:image): 1200×630, drawn on the server. Public, like the game page:
// link-preview bots carry no session.
import { database } from "~/db/index.server";
import { isRecordId } from "~/domain/ids";
import { loadGameShare } from "~/pages/game-share.server";
import { cancelledGameMessage } from "~/pages/game.server";
import { shareImagePng, shareImageTag } from "~/server/share-image.server";
import { shareWithVisitors } from "~/shared-pages.server";
import type { Route } from "./+types/game-share-image";

/** As the pages: anyone may store it, but asks before each reuse (a result may come in). */
const CACHE_CONTROL = "public, max-age=0, must-revalidate";

function refusal(message: string, status: 404 | 410): Response {
  return new Response(message, {
    status,
    headers: { "Content-Type": "text/plain; charset=utf-8" },
  });
}

export async function loader({ params, request, context }: Route.LoaderArgs) {
  if (!isRecordId(params.gameId)) return refusal("Game not found", 404);
  const db = await database();
  const image = await loadGameShare(db, params.gameId);
  if (!image) {
    // A game an admin deleted is gone, as its page says (410).
    const cancelled = await cancelledGameMessage(db, params.gameId);
    return cancelled ? refusal(cancelled, 410) : refusal("Game not found", 404);
  }
  // Kept for visitors per league version; a live game's until its next basket.
  shareWithVisitors(context, { liveScores: image.display === "live" });
  const etag = `"${shareImageTag(image)}"`;
  const headers = { "Cache-Control": CACHE_CONTROL, ETag: etag };
  if (matches(request.headers.get("If-None-Match"), etag)) {
    return new Response(null, { status: 304, headers });
  }
  const png = await shareImagePng(image);
  return new Response(new Uint8Array(png), {
    headers: { ...headers, "Content-Type": "image/png", "Content-Length": String(png.length) },
  });
}

/** Whether an If-None-Match header names `etag` (weakly: W/ prefixes are ignored). */
function matches(ifNoneMatch: string | null, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch
    .split(",")
    .some((tag) => tag.trim() === "*" || tag.trim().replace(/^W\//, "") === etag);
}
