import { describe, expect, it } from "vitest";
import {
  COMMENT_MAX_LENGTH,
  CommentSchema,
  threadComments,
  type CommentRow,
} from "~/domain/games/comments";

const NOW = new Date("2026-11-22T17:00:00Z");
const row = (id: string, secondsAgo: number, replyToId: string | null = null): CommentRow => ({
  id,
  replyToId,
  text: `text ${id}`,
  createdAt: new Date(NOW.getTime() - secondsAgo * 1000),
  playerId: `p-${id}`,
  firstName: "Pat",
  lastName: id,
});

describe("threadComments", () => {
  it("orders comments oldest first with their replies beneath, one level deep", () => {
    const thread = threadComments(
      [
        row("b", 60, null),
        row("a", 3600),
        row("r1", 30, "a"),
        row("r2", 1, "r1"),
        row("lost", 5, "gone"),
      ],
      NOW,
    );
    expect(thread.map((c) => c.id)).toEqual(["a", "b", "lost"]);
    expect(thread[0]!.replies.map((c) => c.id)).toEqual(["r1", "r2"]);
    expect(thread[0]!.replies.every((r) => r.replies.length === 0)).toBe(true);
    expect(thread.map((c) => c.age)).toEqual(["1h", "1m", "5s"]);
    expect(thread[0]!.replies[1]!.age).toBe("Just now");
    expect(thread[0]!.author).toBe("Pat a");
  });
});

describe("CommentSchema", () => {
  it("trims, lets empty text through as empty (to be dropped) and caps the length", () => {
    expect(CommentSchema.parse({ text: "  hi  " })).toEqual({ text: "hi", replyTo: null });
    expect(CommentSchema.parse({ text: "   ", replyTo: "" })).toEqual({ text: "", replyTo: null });
    expect(CommentSchema.parse({})).toEqual({ text: "", replyTo: null });
    expect(CommentSchema.safeParse({ text: "x".repeat(COMMENT_MAX_LENGTH + 1) }).success).toBe(
      false,
    );
  });

  it("takes a comment of exactly 1000 characters and refuses 1001 (docs/league-rules.md#comments)", () => {
    expect(COMMENT_MAX_LENGTH).toBe(1000);
    expect(CommentSchema.safeParse({ text: "x".repeat(1000) }).success).toBe(true);
    expect(CommentSchema.safeParse({ text: "x".repeat(1001) }).success).toBe(false);
  });
});
