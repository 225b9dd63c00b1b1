// Issue 34 §1 and §2: while a season takes signups, a signed-in player signs
// himself up with one tap on /account or the home page (no search, no form,
// no email), reads that he is signed up and whether his fee is paid; anyone
// else is invited to /signup. The routes' own loaders and actions, on the
// demo league.
import { and, count, eq, isNull } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { players, seasons, signups } from "~/db/schema";
import { NOT_A_PLAYER_SIGNUP, SIGNUPS_CLOSED } from "~/pages/signup-card.server";
import { startApp, type TestApp } from "../support/app";

type Handler = (args: { request: Request; params: object; context: object }) => Promise<unknown>;

let app: TestApp;
let home: { loader: Handler; action: Handler };
let account: { loader: Handler; action: Handler };
/** A demo player with an email and no signup for season 4 (the season taking signups). */
let player: { id: string; email: string; name: string };

beforeAll(async () => {
  app = await startApp();
  home = (await import("../../app/routes/home")) as unknown as typeof home;
  account = (await import("../../app/routes/account")) as unknown as typeof account;
  const [found] = await app.db
    .select({
      id: players.id,
      email: players.email,
      first: players.firstName,
      last: players.lastName,
    })
    .from(players)
    .leftJoin(signups, and(eq(signups.playerId, players.id), eq(signups.seasonId, 4)))
    .where(isNull(signups.id))
    .limit(1);
  player = { id: found!.id, email: found!.email!, name: `${found!.first} ${found!.last}` };
});

/** What a handler answered: its data, or "redirect …" / the status of a thrown or sent response. */
async function run(handler: Handler, request: Request) {
  try {
    const value = await handler({ request, params: {}, context: {} });
    if (value instanceof Response) return `redirect ${value.headers.get("Location")}`;
    const sent = value as { data?: unknown; init?: { status?: number } };
    return sent && typeof sent === "object" && "data" in sent ? sent : { data: value };
  } catch (thrown) {
    if (thrown instanceof Response) {
      return thrown.status < 400
        ? `redirect ${thrown.headers.get("Location")}`
        : String(thrown.status);
    }
    throw thrown;
  }
}

const signupsOf = async (playerId: string) =>
  (
    await app.db
      .select({ n: count() })
      .from(signups)
      .where(and(eq(signups.playerId, playerId), eq(signups.seasonId, 4)))
  )[0]!.n;

describe("the signup card's one tap", () => {
  it("invites a visitor and a non-player to /signup on the home page", async () => {
    const visitor = (await run(home.loader, app.request("/"))) as { data: { signup: unknown } };
    expect(visitor.data.signup).toEqual({ state: "invite", seasonName: "Fall 2026" });
    const cookie = await app.cookieFor("fan@example.org");
    const fan = (await run(home.loader, app.request("/", { cookie }))) as {
      data: { signup: unknown };
    };
    expect(fan.data.signup).toEqual({ state: "invite", seasonName: "Fall 2026" });
  });

  it("refuses the tap to a visitor (sign in first) and to an account that is no player", async () => {
    for (const [path, handler] of [
      ["/", home.action],
      ["/account", account.action],
    ] as const) {
      expect(await run(handler, app.request(path, { form: { intent: "signup" } }))).toBe(
        `redirect /login?${new URLSearchParams({ redirect: path })}`,
      );
      const cookie = await app.cookieFor("fan@example.org");
      const refused = (await run(
        handler,
        app.request(path, { cookie, form: { intent: "signup" } }),
      )) as {
        data: unknown;
        init: { status: number };
      };
      expect(refused.init.status).toBe(403);
      expect(refused.data).toEqual({ signup: "refused", message: NOT_A_PLAYER_SIGNUP });
    }
  });

  it("signs a player up with one tap from /account, once, and says so on /account and home", async () => {
    const cookie = await app.cookieFor(player.email);
    const before = (await run(account.loader, app.request("/account", { cookie }))) as {
      data: { signup: unknown };
    };
    expect(before.data.signup).toEqual({ state: "open", seasonName: "Fall 2026" });
    expect(await signupsOf(player.id)).toBe(0);

    expect(
      await run(account.action, app.request("/account", { cookie, form: { intent: "signup" } })),
    ).toBe("redirect /account");
    expect(await signupsOf(player.id)).toBe(1);
    const [row] = await app.db
      .select({ status: signups.status, paid: signups.paid })
      .from(signups)
      .where(and(eq(signups.playerId, player.id), eq(signups.seasonId, 4)));
    expect(row).toEqual({ status: "returning", paid: false });

    // A second tap (another tab, the home page) is no mistake: still one signup.
    expect(await run(home.action, app.request("/", { cookie, form: { intent: "signup" } }))).toBe(
      "redirect /",
    );
    expect(await signupsOf(player.id)).toBe(1);
    for (const [path, loader] of [
      ["/account", account.loader],
      ["/", home.loader],
    ] as const) {
      const after = (await run(loader, app.request(path, { cookie }))) as {
        data: { signup: unknown };
      };
      // No fee set in the demo: nothing said of it but that the league will tell.
      expect(after.data.signup).toEqual({
        state: "signed-up",
        seasonName: "Fall 2026",
        paid: false,
        fee: ["The league will tell you the fee.", "Fee: not paid yet."],
      });
    }
    await app.db
      .update(signups)
      .set({ paid: true })
      .where(and(eq(signups.playerId, player.id), eq(signups.seasonId, 4)));
    const paid = (await run(account.loader, app.request("/account", { cookie }))) as {
      data: { signup: unknown };
    };
    expect(paid.data.signup).toEqual({
      state: "signed-up",
      seasonName: "Fall 2026",
      paid: true,
      fee: ["The league will tell you the fee.", "Fee: paid."],
    });
  });

  it("shows no card and refuses the tap when no season takes signups", async () => {
    await app.db.update(seasons).set({ registrationOpen: false }).where(eq(seasons.id, 4));
    try {
      const cookie = await app.cookieFor("player@example.org");
      const page = (await run(account.loader, app.request("/account", { cookie }))) as {
        data: { signup: unknown };
      };
      expect(page.data.signup).toBeNull();
      const visitor = (await run(home.loader, app.request("/"))) as { data: { signup: unknown } };
      expect(visitor.data.signup).toBeNull();
      const refused = (await run(
        home.action,
        app.request("/", { cookie, form: { intent: "signup" } }),
      )) as {
        data: unknown;
        init: { status: number };
      };
      expect(refused.init.status).toBe(409);
      expect(refused.data).toEqual({ signup: "refused", message: SIGNUPS_CLOSED });
    } finally {
      await app.db.update(seasons).set({ registrationOpen: true }).where(eq(seasons.id, 4));
    }
  });
});
