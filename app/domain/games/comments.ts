// Game comments (docs/league-rules.md#comments): empty text is dropped; one
// level of replies; times read 'Just now', 5s, 3m, 2h, 4d, then the date.
import { z } from "zod";
import { relativeTime } from "~/domain/time/league-time";
import { fullName } from "~/domain/people/name";
import { shownText } from "~/domain/shown-text";
import { COMMENT_MAX_LENGTH } from "./comment-limits";

// The limit is shared with the comment form.
export * from "./comment-limits";

export const CommentSchema = z.object({
  text: z
    .string()
    .optional()
    .transform((t) => (t ?? "").trim())
    .pipe(
      z.string().max(COMMENT_MAX_LENGTH, `Keep it under ${COMMENT_MAX_LENGTH} characters, please.`),
    ),
  replyTo: z
    .string()
    .trim()
    .max(64)
    .optional()
    .transform((id) => id || null),
});

export interface CommentRow {
  id: string;
  replyToId: string | null;
  text: string;
  createdAt: Date;
  playerId: string;
  firstName: string;
  lastName: string;
}

export interface CommentView {
  id: string;
  text: string;
  author: string;
  playerId: string;
  /** ISO time, for <time dateTime>. */
  at: string;
  age: string;
  replies: CommentView[];
}

/**
 * Threads comments oldest first, replies under their comment. A reply to a
 * reply (or to a comment that is gone) is shown under its top-level comment,
 * or at the top level: nothing is ever lost from view.
 */
export function threadComments(rows: CommentRow[], now: Date): CommentView[] {
  const sorted = [...rows].sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
  const byId = new Map(sorted.map((r) => [r.id, r]));
  const rootOf = (row: CommentRow): CommentRow => {
    let current = row;
    for (let hops = 0; current.replyToId && hops < 10; hops++) {
      const parent = byId.get(current.replyToId);
      if (!parent) break;
      current = parent;
    }
    return current;
  };
  const views = new Map<string, CommentView>();
  const top: CommentView[] = [];
  for (const row of sorted) {
    const view: CommentView = {
      id: row.id,
      text: shownText(row.text),
      author: fullName(row),
      playerId: row.playerId,
      at: row.createdAt.toISOString(),
      age: relativeTime(row.createdAt, now),
      replies: [],
    };
    views.set(row.id, view);
    const root = rootOf(row);
    const parent = root.id === row.id ? undefined : views.get(root.id);
    if (parent) parent.replies.push(view);
    else top.push(view);
  }
  return top;
}
