// Who may change what a device follows (docs/league-rules.md#push-notifications),
// through the route modules: anyone may subscribe a device of his own, from
// the site's own pages only; a device's teams change only through that
// device (its cookie names its subscription; a forged or absent one changes
// nothing); a signed-in player's subscription remembers him for his
// reminders, a signed-out one does not; and nothing of the league changes.
import { createECDH, randomBytes, randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { and, or } from "drizzle-orm";
import { games, players, pushSubscriptions, seasonRosters } from "~/db/schema";
import { APP_ORIGIN, startApp, type TestApp } from "../support/app";

const PUSH_ORIGIN = "https://127.0.0.1:9";

type Handler = (args: never) => Promise<Response>;
let app: TestApp;
let routes: {
  subscriptions: { loader: Handler; action: Handler };
  follow: { action: Handler };
};

beforeAll(async () => {
  process.env.PUSH_ALLOWED_ORIGINS = PUSH_ORIGIN;
  app = await startApp();
  routes = {
    subscriptions: (await import("~/routes/push-subscriptions")) as never,
    follow: (await import("~/routes/follow")) as never,
  };
}, 120_000);

function subscribeRequest(teams: string[], { origin = APP_ORIGIN, cookie = "" } = {}) {
  const ecdh = createECDH("prime256v1");
  ecdh.generateKeys();
  const headers = new Headers({
    "Content-Type": "application/json",
    "x-league-client-ip": "10.0.0.9",
  });
  if (origin) headers.set("Origin", origin);
  if (cookie) headers.set("Cookie", cookie);
  return new Request(`${APP_ORIGIN}/push/subscriptions`, {
    method: "POST",
    headers,
    body: JSON.stringify({
      subscription: {
        endpoint: `${PUSH_ORIGIN}/push/${randomUUID()}`,
        keys: {
          p256dh: ecdh.getPublicKey().toString("base64url"),
          auth: randomBytes(16).toString("base64url"),
        },
      },
      teams,
    }),
  });
}

async function call(handler: Handler, request: Request): Promise<Response> {
  try {
    return await handler({ request, params: {}, context: {} } as never);
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  }
}

const deviceCookie = (answer: Response) =>
  answer.headers
    .getSetCookie()
    .map((c) => c.split(";")[0]!)
    .find((c) => c.startsWith("league_device="))!;

const subscriptions = () => app.db.select().from(pushSubscriptions);

describe("subscribing", () => {
  it("another site's page cannot subscribe a device", async () => {
    const before = (await subscriptions()).length;
    for (const origin of ["https://evil.example", ""]) {
      const answer = await call(
        routes.subscriptions.action,
        subscribeRequest(["saints"], { origin }),
      );
      expect(answer.status).toBe(403);
    }
    expect(await subscriptions()).toHaveLength(before);
  });

  it("a signed-in player's subscription names him; a signed-out one names nobody", async () => {
    const [pat] = await app.db
      .select({ id: players.id })
      .from(players)
      .where(eq(players.email, "player@example.org"));
    const signedIn = await call(
      routes.subscriptions.action,
      subscribeRequest(["saints"], { cookie: await app.cookieFor("player@example.org") }),
    );
    expect(signedIn.status).toBe(201);
    const visitor = await call(routes.subscriptions.action, subscribeRequest(["saints"]));
    expect(visitor.status).toBe(201);
    const byId = async (answer: Response) => {
      const id = decodeURIComponent(deviceCookie(answer).split("=")[1]!);
      const [row] = await app.db
        .select()
        .from(pushSubscriptions)
        .where(eq(pushSubscriptions.id, JSON.parse(atob(id)) as string));
      return row!;
    };
    expect((await byId(signedIn)).playerId).toBe(pat!.id);
    expect((await byId(visitor)).playerId).toBeNull();
  });
});

describe("the Follow control of a game's page", () => {
  it("offers a signed-in player's own team first, and nobody's to a visitor", async () => {
    const [pat] = await app.db
      .select({ teamId: seasonRosters.teamId, seasonId: seasonRosters.seasonId })
      .from(seasonRosters)
      .innerJoin(players, eq(players.id, seasonRosters.playerId))
      .where(and(eq(players.email, "player@example.org"), eq(seasonRosters.seasonId, 4)));
    const [game] = await app.db
      .select({ id: games.id })
      .from(games)
      .where(
        and(
          eq(games.seasonId, pat!.seasonId),
          or(eq(games.homeTeamId, pat!.teamId), eq(games.awayTeamId, pat!.teamId)),
        ),
      )
      .limit(1);
    const gameRoute = (await import("~/routes/game")) as unknown as { loader: Handler };
    const load = async (cookie = "") => {
      const answer = (await gameRoute.loader({
        request: app.request(`/games/${game!.id}`, { cookie }),
        params: { gameId: game!.id },
        context: {},
      } as never)) as unknown as {
        ownTeamId?: string | null;
        data?: { ownTeamId?: string | null };
      };
      return (answer.data ?? answer).ownTeamId;
    };
    expect(await load(await app.cookieFor("player@example.org"))).toBe(pat!.teamId);
    expect(await load()).toBeNull();
  });
});

describe("/follow's forms change only the device that posts them", () => {
  it("without its cookie, or with a forged one, nothing changes", async () => {
    const created = await call(routes.subscriptions.action, subscribeRequest(["saints"]));
    const cookie = deviceCookie(created);
    const forged = `league_device=${encodeURIComponent(btoa(JSON.stringify(randomUUID())))}`;
    const before = JSON.stringify(await subscriptions());
    const forms: Record<string, string>[] = [
      { intent: "stop" },
      { intent: "teams", teams: "friars" },
      { intent: "follow", team: "friars" },
    ];
    for (const form of forms) {
      for (const other of ["", forged]) {
        const answer = await call(
          routes.follow.action,
          app.request("/follow", { form, cookie: other }),
        );
        expect(answer.status).toBe(302);
      }
    }
    expect(JSON.stringify(await subscriptions())).toBe(before);
    // The device itself may.
    const own = await call(
      routes.follow.action,
      app.request("/follow", { form: { intent: "follow", team: "friars" }, cookie }),
    );
    expect(own.headers.get("Location")).toBe("/follow?done=followed&team=friars");
    const teams = await call(
      routes.subscriptions.loader,
      app.request("/push/subscriptions", { cookie }),
    );
    expect(((await teams.json()) as { teams: string[] }).teams).toEqual(["friars", "saints"]);
  });
});
