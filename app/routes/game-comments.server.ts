// The comments part of /games/{id}: who may write, the thread, and posting.
import { data, redirect } from "react-router";
import { overLimit } from "~/auth/rate-limit.server";
import { getViewer, loginRedirect, NON_PLAYER_MESSAGE } from "~/auth/viewer.server";
import { now } from "~/clock.server";
import { addComment, gameCommentRows } from "~/data/comments.server";
import { gameWithSeason } from "~/data/games.server";
import { database } from "~/db/index.server";
import { CommentSchema, threadComments } from "~/domain/comments";
import { takesComments } from "~/domain/game-state";

const COMMENTS_AFTER_THE_GAME = "Comments open once the game has been played.";

export type Commenter = "visitor" | "non-player" | "player";

export async function loadComments(request: Request, gameId: string) {
  const [viewer, rows] = await Promise.all([
    getViewer(request),
    gameCommentRows(await database(), gameId),
  ]);
  const commenter: Commenter = !viewer ? "visitor" : viewer.player ? "player" : "non-player";
  return { comments: threadComments(rows, now()), commenter };
}

export type CommentResult = { ok: false; error: string };

/**
 * Posts a comment or reply as the signed-in player; only players may
 * (docs/league-rules.md#comments).
 */
export async function postComment(request: Request, gameId: string) {
  const viewer = await getViewer(request);
  if (!viewer) throw loginRedirect(request);
  if (!viewer.player) {
    return data<CommentResult>({ ok: false, error: NON_PLAYER_MESSAGE }, 403);
  }
  const db = await database();
  const found = await gameWithSeason(db, gameId);
  if (!found) throw new Response("Game not found", { status: 404 });
  if (!takesComments(found.game)) {
    return data<CommentResult>({ ok: false, error: COMMENTS_AFTER_THE_GAME }, 400);
  }
  const parsed = CommentSchema.safeParse(Object.fromEntries(await request.formData()));
  if (!parsed.success) {
    return data<CommentResult>(
      { ok: false, error: parsed.error.issues[0]?.message ?? "Check your comment." },
      400,
    );
  }
  // Empty text is dropped, quietly (docs/league-rules.md#comments).
  if (!parsed.data.text) return redirect(`/games/${gameId}#comments`);
  const limited = await overLimit([["commentPerPlayer", viewer.player.id]]);
  if (limited) {
    return data<CommentResult>(
      { ok: false, error: limited.message },
      { status: 429, headers: limited.headers },
    );
  }
  const id = await addComment(db, {
    gameId,
    playerId: viewer.player.id,
    text: parsed.data.text,
    replyTo: parsed.data.replyTo,
    at: now(),
  });
  if (!id) return data<CommentResult>({ ok: false, error: "That comment is gone." }, 400);
  // To the new comment (a fetcher follows the redirect too, reloading the thread).
  return redirect(`/games/${gameId}#comment-${id}`);
}
