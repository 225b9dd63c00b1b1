// The comments part of /games/{id}: who may write, the thread, and posting.
import { data, redirect } from "react-router";
import { overLimit } from "~/auth/rate-limit.server";
import { NON_PLAYER_MESSAGE, type Viewer } from "~/auth/viewer.server";
import { now } from "~/clock.server";
import { addComment, gameCommentRows } from "~/data/comments.server";
import { gameWithSeason } from "~/data/games.server";
import type { Database } from "~/db/connection.server";
import { CommentSchema, EMPTY_COMMENT, threadComments } from "~/domain/games/comments";
import { firstMomentAfter, relativeTimeChangesAt } from "~/domain/time/league-time";
import { takesComments } from "~/domain/games/state";
import { refusal, type FormReply } from "~/form-reply";
import type { Commenter } from "~/views/game";

const COMMENTS_AFTER_THE_GAME = "Comments open once the game has been played.";

export async function loadComments(db: Database, gameId: string, viewer: Viewer | null) {
  const rows = await gameCommentRows(db, gameId);
  const commenter: Commenter = !viewer ? "visitor" : viewer.player ? "player" : "non-player";
  const at = now();
  return {
    comments: threadComments(rows, at),
    commenter,
    /** When a comment's age ('5m') next reads differently. */
    agesChangeAt: firstMomentAfter(
      rows.map((row) => relativeTimeChangesAt(row.createdAt, at)?.getTime()),
      at,
    ),
  };
}

/**
 * Posts a comment or reply as the signed-in player; only players may
 * (docs/league-rules.md#comments).
 */
export async function postComment(db: Database, gameId: string, viewer: Viewer, form: FormData) {
  if (!viewer.player) {
    return data<FormReply>({ result: refusal(NON_PLAYER_MESSAGE) }, 403);
  }
  const found = await gameWithSeason(db, gameId);
  if (!found) throw new Response("Game not found", { status: 404 });
  if (!takesComments(found.game)) {
    return data<FormReply>({ result: refusal(COMMENTS_AFTER_THE_GAME) }, 400);
  }
  const parsed = CommentSchema.safeParse(Object.fromEntries(form));
  if (!parsed.success) {
    return data<FormReply>(
      { result: refusal(parsed.error.issues[0]?.message ?? "Check your comment.") },
      400,
    );
  }
  // Empty text is dropped (docs/league-rules.md#comments), and the player is told.
  if (!parsed.data.text) return data<FormReply>({ result: refusal(EMPTY_COMMENT) }, 400);
  const limited = await overLimit([["commentPerPlayer", viewer.player.id]]);
  if (limited) {
    return data<FormReply>(
      { result: refusal(limited.message) },
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
  if (!id) return data<FormReply>({ result: refusal("That comment is gone.") }, 400);
  // To the new comment (a fetcher follows the redirect too, reloading the thread).
  return redirect(`/games/${gameId}#comment-${id}`);
}
