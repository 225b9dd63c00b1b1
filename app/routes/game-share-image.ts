// /games/{id}/share.png?v={hash}: the picture a link preview shows for a
// game's page (its og:image): 1200×630, drawn on the server. Public, like the
// game page: link-preview bots carry no session. Only the current address is
// answered with a picture: `?v=` the hash of what the picture shows now, and
// nothing else in the query. Any other (an old result's, a made-up one, none,
// the path in other letters) is redirected to it with nothing drawn: made-up
// addresses cost the game's queries, not a drawing, and the rendered-page
// cache keeps one answer per game. Past the drawing queue, 503 (Retry-After).
import { database } from "~/db/index.server";
import { shareImagePath } from "~/domain/game-story/share-image";
import { isRecordId } from "~/domain/ids";
import { loadGameShare } from "~/pages/game-share.server";
import { cancelledGameMessage } from "~/pages/game.server";
import {
  DrawingsBusy,
  DRAWINGS_RETRY_AFTER_S,
  shareImagePng,
  shareImageTag,
} from "~/server/share-image.server";
import { shareWithVisitors } from "~/shared-pages.server";
import type { Route } from "./+types/game-share-image";

/** As the pages: anyone may store it, but asks before each reuse (a result may come in). */
const CACHE_CONTROL = "public, max-age=0, must-revalidate";

function refusal(message: string, status: 404 | 410 | 503): Response {
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
  const tag = shareImageTag(image);
  const address = `${shareImagePath(params.gameId)}?v=${tag}`;
  const { pathname, search } = new URL(request.url);
  if (pathname + search !== address) {
    // Asked again later, the current address may be another (a result came in).
    return new Response(null, {
      status: 302,
      headers: { Location: address, "Cache-Control": "no-cache" },
    });
  }
  // Kept for visitors per league version; a live game's until its next basket.
  shareWithVisitors(context, { liveScores: image.display === "live" });
  const etag = `"${tag}"`;
  const headers = { "Cache-Control": CACHE_CONTROL, ETag: etag };
  if (matches(request.headers.get("If-None-Match"), etag)) {
    return new Response(null, { status: 304, headers });
  }
  let png: Buffer;
  try {
    png = await shareImagePng(image);
  } catch (error) {
    if (!(error instanceof DrawingsBusy)) throw error;
    const busy = refusal(error.message, 503);
    busy.headers.set("Retry-After", String(DRAWINGS_RETRY_AFTER_S));
    return busy;
  }
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
