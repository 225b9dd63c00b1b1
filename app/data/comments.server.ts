// Comments on games.
import { randomUUID } from "node:crypto";
import { and, asc, eq } from "drizzle-orm";
import type { Executor } from "~/db/connection.server";
import { comments, players } from "~/db/schema";
import type { CommentRow } from "~/domain/games/comments";

export async function gameCommentRows(db: Executor, gameId: string): Promise<CommentRow[]> {
  return db
    .select({
      id: comments.id,
      replyToId: comments.replyToId,
      text: comments.text,
      createdAt: comments.createdAt,
      playerId: comments.playerId,
      firstName: players.firstName,
      lastName: players.lastName,
    })
    .from(comments)
    .innerJoin(players, eq(players.id, comments.playerId))
    .where(and(eq(comments.gameId, gameId), eq(comments.status, "published")))
    .orderBy(asc(comments.createdAt), asc(comments.id));
}

/**
 * Adds a comment, or a reply. A reply always hangs off a top-level comment of
 * the same game (one level of replies); an unknown target → null, nothing written.
 */
export async function addComment(
  db: Executor,
  input: { gameId: string; playerId: string; text: string; replyTo: string | null; at: Date },
): Promise<string | null> {
  let replyToId: string | null = null;
  if (input.replyTo) {
    const [target] = await db
      .select({ id: comments.id, replyToId: comments.replyToId })
      .from(comments)
      .where(and(eq(comments.id, input.replyTo), eq(comments.gameId, input.gameId)))
      .limit(1);
    if (!target) return null;
    replyToId = target.replyToId ?? target.id;
  }
  const id = randomUUID();
  await db.insert(comments).values({
    id,
    gameId: input.gameId,
    playerId: input.playerId,
    replyToId,
    text: input.text,
    createdAt: input.at,
  });
  return id;
}
