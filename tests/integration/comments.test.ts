// Posting comments through the game route's action, as each kind of visitor
// (docs/league-rules.md#comments): only players write; nothing changes for anyone else.
import { beforeAll, describe, expect, it } from "vitest";
import { formErrors, type FormReply } from "~/form-reply";
import { and, count, eq, isNull } from "drizzle-orm";
import { comments, games } from "~/db/schema";
import { EMPTY_COMMENT } from "~/domain/games/comments";
import { startApp, type TestApp } from "../support/app";

let app: TestApp;
let gameId: string;
let action: (args: unknown) => Promise<unknown>;
let loader: (args: unknown) => Promise<unknown>;

beforeAll(async () => {
  app = await startApp();
  const [final] = await app.db
    .select({ id: games.id })
    .from(games)
    .where(eq(games.status, "completed"))
    .limit(1);
  gameId = final!.id;
  const route = await import("~/routes/game");
  action = route.action as never;
  loader = route.loader as never;
}, 120_000);

async function commentCount() {
  const [row] = await app.db
    .select({ n: count() })
    .from(comments)
    .where(eq(comments.gameId, gameId));
  return row!.n;
}

async function post(form: Record<string, string>, email?: string) {
  const cookie = email ? await app.cookieFor(email) : undefined;
  const request = app.request(`/games/${gameId}`, { form: { intent: "comment", ...form }, cookie });
  try {
    return await action({ request, params: { gameId }, context: {} });
  } catch (thrown) {
    return thrown;
  }
}

/** A signed-in viewer's page comes wrapped in data() (its private Cache-Control). */
function pageData(result: unknown): unknown {
  const wrapped = result as { type?: string; data?: unknown };
  return wrapped?.type === "DataWithResponseInit" ? wrapped.data : result;
}

function statusOf(result: unknown): number {
  if (result instanceof Response) return result.status;
  return (result as { init?: { status?: number } }).init?.status ?? 200;
}

describe("game comments", () => {
  it("a player posts a comment and a reply; both show, threaded, as plain text", async () => {
    const before = await commentCount();
    const payload = `<script>alert("x")</script><img src=x onerror=alert(1)>`;
    const first = (await post(
      { text: `Great game! ${payload}` },
      "player@example.org",
    )) as Response;
    expect(first.status).toBe(302);
    const id = first.headers.get("Location")!.split("#comment-")[1]!;
    const reply = (await post({ text: "Agreed", replyTo: id }, "player@example.org")) as Response;
    expect(reply.status).toBe(302);
    expect(await commentCount()).toBe(before + 2);

    const page = pageData(
      await loader({
        request: app.request(`/games/${gameId}`, {
          cookie: await app.cookieFor("player@example.org"),
        }),
        params: { gameId },
        context: {},
      }),
    ) as {
      comments: { id: string; text: string; replies: { text: string }[] }[];
      commenter: string;
    };
    expect(page.commenter).toBe("player");
    const mine = page.comments.find((c) => c.id === id)!;
    expect(mine.text).toBe(`Great game! ${payload}`);
    expect(mine.replies.map((r) => r.text)).toEqual(["Agreed"]);
  });

  it("drops empty text without writing, and says so", async () => {
    const before = await commentCount();
    const result = (await post({ text: "   " }, "player@example.org")) as { data: FormReply };
    expect(statusOf(result)).toBe(400);
    expect(formErrors(result.data.result)).toEqual([EMPTY_COMMENT]);
    expect(await commentCount()).toBe(before);
  });

  it("refuses a signed-in non-player with the non-player message and a visitor with a login redirect", async () => {
    const before = await commentCount();
    const fan = (await post({ text: "me too" }, "fan@example.org")) as { data: FormReply };
    expect(statusOf(fan)).toBe(403);
    expect(formErrors(fan.data.result)[0]).toMatch(
      /^Only players are allowed to comment at this time\./,
    );
    const visitor = (await post({ text: "me too" })) as Response;
    expect(visitor.status).toBe(302);
    expect(visitor.headers.get("Location")).toBe(`/login?redirect=%2Fgames%2F${gameId}`);
    expect(await commentCount()).toBe(before);

    const page = pageData(
      await loader({
        request: app.request(`/games/${gameId}`, {
          cookie: await app.cookieFor("fan@example.org"),
        }),
        params: { gameId },
        context: {},
      }),
    ) as { commenter: string };
    expect(page.commenter).toBe("non-player");
  });

  it("refuses a reply to a comment of another game and text over the limit", async () => {
    const before = await commentCount();
    expect(
      statusOf(await post({ text: "hi", replyTo: "no-such-comment" }, "player@example.org")),
    ).toBe(400);
    expect(statusOf(await post({ text: "x".repeat(1001) }, "player@example.org"))).toBe(400);
    expect(await commentCount()).toBe(before);
  });

  it("refuses comments on a game still to come (only decided games take them)", async () => {
    const [upcoming] = await app.db
      .select({ id: games.id })
      .from(games)
      .where(and(eq(games.status, "scheduled"), isNull(games.winnerId)))
      .limit(1);
    const cookie = await app.cookieFor("player@example.org");
    const request = app.request(`/games/${upcoming!.id}`, {
      form: { intent: "comment", text: "Good luck lads" },
      cookie,
    });
    const result = await action({ request, params: { gameId: upcoming!.id }, context: {} }).catch(
      (thrown: unknown) => thrown,
    );
    expect(statusOf(result)).toBe(400);
    const [row] = await app.db
      .select({ n: count() })
      .from(comments)
      .where(eq(comments.gameId, upcoming!.id));
    expect(row!.n).toBe(0);
  });
});
