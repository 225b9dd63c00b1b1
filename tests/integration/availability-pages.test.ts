// Availability through the route modules, with real sessions
// (docs/league-rules.md#availability): the game page's counts and names, who
// may answer for whom (a forged post is a 403 that writes nothing), answers
// closed at tip-off, the sub list and a captain's invitation (its email in
// the outbox), /account's answers and sub days, and an accepted sub's stats
// on the admin stat sheet; a post by script (stay=yes) answered with what was
// saved. PGlite, and PostgreSQL with TEST_DATABASE_URL.
import { and, eq, inArray } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { acceptSubInvite } from "~/data/availability.server";
import {
  availability,
  emailOutbox,
  games,
  gameStats,
  players,
  seasonRosters,
  seasonTeams,
  subOffers,
} from "~/db/schema";
import { leagueDay } from "~/domain/availability/availability";
import { statField } from "~/domain/games/entry";
import { formatGameDay } from "~/domain/time/league-time";
import type { GameAvailabilityView } from "~/views/game-availability";
import { startApp, TEST_NOW, type TestApp } from "../support/app";

type Handler = (args: never) => Promise<unknown>;

/** What a loader or action answered: thrown or returned, Response or data(). */
async function answer(handler: Handler, request: Request, params: Record<string, string> = {}) {
  let value: unknown;
  try {
    value = await handler({ request, params, context: {} } as never);
  } catch (thrown) {
    value = thrown;
  }
  if (value instanceof Response) {
    return { status: value.status, location: value.headers.get("Location"), data: null };
  }
  const wrapped = value as { type?: string; init?: { status?: number } | null; data?: unknown };
  if (wrapped?.type === "DataWithResponseInit") {
    return { status: wrapped.init?.status ?? 200, location: null, data: wrapped.data as never };
  }
  return { status: 200, location: null, data: value as never };
}

interface Person {
  id: string;
  email: string;
  name: string;
}

let app: TestApp;
let routes: Record<"game" | "account" | "adminGame", { loader: Handler; action: Handler }>;
let gameId: string;
let teamId: string;
let pat: Person;
let captain: Person;
let teammate: Person;
let stranger: Person;

const person = (p: { id: string; email: string; firstName: string; lastName: string }) => ({
  id: p.id,
  email: p.email,
  name: `${p.firstName} ${p.lastName}`,
});

beforeAll(async () => {
  app = await startApp();
  // From no answers (the demo has some for the coming week's games).
  await app.db.delete(availability);
  routes = {
    game: (await import("~/routes/game")) as never,
    account: (await import("~/routes/account")) as never,
    adminGame: (await import("~/routes/admin-game")) as never,
  };
  const everyone = await app.db
    .select({
      id: players.id,
      email: players.email,
      firstName: players.firstName,
      lastName: players.lastName,
      teamId: seasonRosters.teamId,
      seasonId: seasonRosters.seasonId,
    })
    .from(players)
    .innerJoin(seasonRosters, eq(seasonRosters.playerId, players.id));
  const patRow = everyone.find((p) => p.email === "player@example.org" && p.seasonId === 4)!;
  pat = person(patRow);
  teamId = patRow.teamId;
  const [game] = await app.db
    .select()
    .from(games)
    .where(and(eq(games.seasonId, 4), eq(games.status, "scheduled")))
    .orderBy(games.startsAt)
    .then((rows) =>
      rows.filter(
        (g) =>
          g.startsAt > new Date(TEST_NOW) &&
          g.awayTeamId !== null &&
          (g.homeTeamId === teamId || g.awayTeamId === teamId),
      ),
    );
  gameId = game!.id;
  const [side] = await app.db
    .select({ captainId: seasonTeams.captainId })
    .from(seasonTeams)
    .where(and(eq(seasonTeams.seasonId, 4), eq(seasonTeams.teamId, teamId)));
  const season4 = everyone.filter((p) => p.seasonId === 4);
  captain = person(season4.find((p) => p.id === side!.captainId)!);
  expect(captain.id).not.toBe(pat.id);
  teammate = person(
    season4.find((p) => p.teamId === teamId && p.id !== pat.id && p.id !== captain.id)!,
  );
  stranger = person(
    season4.find((p) => p.teamId !== game!.homeTeamId && p.teamId !== game!.awayTeamId)!,
  );
}, 120_000);

async function gamePage(email?: string) {
  const cookie = email ? await app.cookieFor(email) : undefined;
  const got = await answer(routes.game.loader, app.request(`/games/${gameId}`, { cookie }), {
    gameId,
  });
  expect(got.status).toBe(200);
  return (got.data as unknown as { availability: GameAvailabilityView }).availability;
}

async function post(email: string, form: Record<string, string>, id = gameId) {
  const cookie = await app.cookieFor(email);
  return answer(routes.game.action, app.request(`/games/${id}`, { cookie, form }), {
    gameId: id,
  });
}

async function answerOf(playerId: string, id = gameId) {
  const [row] = await app.db
    .select()
    .from(availability)
    .where(and(eq(availability.gameId, id), eq(availability.playerId, playerId)));
  return row ?? null;
}

const allNames = (view: GameAvailabilityView) =>
  view.teams.flatMap((t) => (t.groups ?? []).flatMap((g) => g.members.map((m) => m.name)));

describe("the game page's Availability", () => {
  it("shows a visitor the counts of both teams, without names or buttons", async () => {
    const view = await gamePage();
    expect(view.teams).toHaveLength(2);
    for (const team of view.teams) {
      expect(team.counts).toMatch(/^In \d+ · Maybe \d+ · Out \d+ · No answer \d+$/);
      expect(team.groups).toBeNull();
    }
    expect(view.mine).toBeNull();
    expect(view.subOffer).toBeNull();
    expect(view.subList).toBeNull();
  });

  it("shows the names to a player of the team and to an admin, not to another team's player", async () => {
    const own = await gamePage(pat.email);
    const mine = own.teams.find((t) => t.teamId === teamId)!;
    expect(mine.groups).not.toBeNull();
    expect(allNames(own)).toContain(pat.name);
    expect(own.teams.find((t) => t.teamId !== teamId)!.groups).toBeNull();
    expect(own.mine).toMatchObject({ answer: null });

    const admin = await gamePage("admin@example.org");
    expect(admin.teams.every((t) => t.groups !== null)).toBe(true);

    const other = await gamePage(stranger.email);
    expect(other.teams.every((t) => t.groups === null)).toBe(true);
    expect(allNames(other)).toEqual([]);
    expect(other.mine).toBeNull();
    expect(other.subOffer).toEqual({ offered: false });
  });

  it("a player answers for himself, and his answer shows as his", async () => {
    const got = await post(pat.email, { intent: "availability", answer: "in" });
    expect(got).toMatchObject({ status: 302, location: `/games/${gameId}#availability` });
    expect(await answerOf(pat.id)).toMatchObject({ answer: "in", setBy: "self" });
    const view = await gamePage(pat.email);
    expect(view.mine).toMatchObject({ answer: "in" });
    expect(view.teams.find((t) => t.teamId === teamId)!.counts).toMatch(/^In [1-9]/);
  });

  it("the captain answers for a teammate; a non-captain may not (403, nothing written)", async () => {
    const refused = await post(pat.email, {
      intent: "availability",
      answer: "out",
      playerId: teammate.id,
    });
    expect(refused.status).toBe(403);
    expect(await answerOf(teammate.id)).toBeNull();

    const view = await gamePage(captain.email);
    const row = view.teams
      .find((t) => t.teamId === teamId)!
      .groups!.flatMap((g) => g.members)
      .find((m) => m.playerId === teammate.id)!;
    expect(row.canSet).toBe(true);
    const set = await post(captain.email, {
      intent: "availability",
      answer: "maybe",
      playerId: teammate.id,
    });
    expect(set.status).toBe(302);
    expect(await answerOf(teammate.id)).toMatchObject({ answer: "maybe", setBy: "captain" });
  });

  it("refuses answers once the game has tipped off (4xx, nothing written)", async () => {
    const [started] = await app.db
      .select()
      .from(games)
      .where(and(eq(games.seasonId, 4), eq(games.status, "scheduled")))
      .then((rows) =>
        rows.filter((g) => g.id !== gameId && (g.homeTeamId === teamId || g.awayTeamId === teamId)),
      );
    await app.db
      .update(games)
      .set({ startsAt: new Date(new Date(TEST_NOW).getTime() - 30 * 60_000) })
      .where(eq(games.id, started!.id));
    const got = await post(pat.email, { intent: "availability", answer: "in" }, started!.id);
    expect(got.status).toBeGreaterThanOrEqual(400);
    expect(got.status).toBeLessThan(500);
    expect(await answerOf(pat.id, started!.id)).toBeNull();
    const view = (
      (
        await answer(
          routes.game.loader,
          app.request(`/games/${started!.id}`, { cookie: await app.cookieFor(pat.email) }),
          { gameId: started!.id },
        )
      ).data as unknown as { availability: unknown }
    ).availability;
    expect(view).toBeNull();
  });
});

// The page's script posts with stay=yes (app/components/save-status.tsx): the
// answer is what was saved, as data, so the page stays where it is and says it.
describe("a post by script is answered with what was saved, not a redirect", () => {
  it("the game page: his answer, the captain's for a teammate, the sub list; a refusal as before", async () => {
    const [game] = await app.db.select().from(games).where(eq(games.id, gameId));
    const day = formatGameDay(game!.startsAt);
    const mine = await post(pat.email, { intent: "availability", answer: "maybe", stay: "yes" });
    expect(mine).toMatchObject({
      status: 200,
      location: null,
      data: { result: { status: "success" }, message: `Saved: you're Maybe for ${day}.` },
    });
    expect(await answerOf(pat.id)).toMatchObject({ answer: "maybe", setBy: "self" });

    const theirs = await post(captain.email, {
      intent: "availability",
      answer: "in",
      playerId: teammate.id,
      stay: "yes",
    });
    expect(theirs.data).toMatchObject({ message: `Saved: ${teammate.name} is In for ${day}.` });

    const refused = await post(pat.email, {
      intent: "availability",
      answer: "out",
      playerId: teammate.id,
      stay: "yes",
    });
    expect(refused.status).toBe(403);
    expect(await answerOf(teammate.id)).toMatchObject({ answer: "in" });

    const on = await post(stranger.email, { intent: "sub-offer", available: "yes", stay: "yes" });
    expect(on.data).toMatchObject({ message: `Saved: you're on the sub list for ${day}.` });
  });

  it("/account: an answer for one of his next games, and his sub days", async () => {
    const cookie = await app.cookieFor(teammate.email);
    const page = await answer(routes.account.loader, app.request("/account", { cookie }));
    const { availability: mine } = page.data as unknown as {
      availability: { nextGames: { gameId: string }[]; subDays: { soon: { day: string }[] } };
    };
    const next = mine.nextGames[0]!;
    const [game] = await app.db.select().from(games).where(eq(games.id, next.gameId));
    const set = await answer(
      routes.account.action,
      app.request("/account", {
        cookie,
        form: { intent: "availability", gameId: next.gameId, answer: "in", stay: "yes" },
      }),
    );
    expect(set).toMatchObject({
      status: 200,
      location: null,
      data: { message: `Saved: you're In for ${formatGameDay(game!.startsAt)}.` },
    });
    expect(await answerOf(teammate.id, next.gameId)).toMatchObject({ answer: "in" });

    const days = await answer(
      routes.account.action,
      app.request("/account", { cookie, form: { intent: "sub-days", stay: "yes" } }),
    );
    expect(days).toMatchObject({
      status: 200,
      data: { result: { status: "success" }, message: "Your sub days are saved." },
    });
    const offers = await app.db.select().from(subOffers).where(eq(subOffers.playerId, teammate.id));
    expect(offers).toEqual([]);
  });
});

describe("the sub list", () => {
  it("a player on neither team offers to sub; the captain sees him with contacts and invites him (one email)", async () => {
    const offered = await post(stranger.email, { intent: "sub-offer", available: "yes" });
    expect(offered.status).toBe(302);
    const [game] = await app.db.select().from(games).where(eq(games.id, gameId));
    const offers = await app.db.select().from(subOffers).where(eq(subOffers.playerId, stranger.id));
    expect(offers.map((o) => o.day)).toContain(leagueDay(game!.startsAt));
    expect((await gamePage(stranger.email)).subOffer).toEqual({ offered: true });

    // Another team's player sees no sub names; the captain sees them with email.
    expect((await gamePage(pat.email)).subList).toBeNull();
    const view = await gamePage(captain.email);
    const sub = view.subList!.subs.find((s) => s.playerId === stranger.id)!;
    expect(sub).toMatchObject({ email: stranger.email, invited: false });
    expect(view.subList!.teams.map((t) => t.teamId)).toEqual([teamId]);

    // A player who is not the captain cannot invite.
    const forged = await post(pat.email, { intent: "invite-sub", teamId, playerId: stranger.id });
    expect(forged.status).toBe(403);

    const invited = await post(captain.email, {
      intent: "invite-sub",
      teamId,
      playerId: stranger.id,
    });
    expect(invited.status).toBe(302);
    const again = await post(captain.email, {
      intent: "invite-sub",
      teamId,
      playerId: stranger.id,
    });
    expect(again.status).toBe(302);
    const emails = await app.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.toAddress, stranger.email));
    expect(emails).toHaveLength(1);
    expect((await gamePage(captain.email)).subList!.subs).toContainEqual(
      expect.objectContaining({ playerId: stranger.id, invited: true, accepted: false }),
    );
  });

  it("an accepted sub is on the team's names, and his stats save on the admin page", async () => {
    const accepted = await acceptSubInvite(app.db, {
      gameId,
      teamId,
      playerId: stranger.id,
      now: new Date(TEST_NOW),
    });
    expect(accepted).toEqual({ ok: true });
    const view = await gamePage(stranger.email);
    expect(view.mine).toMatchObject({ answer: "in" });
    const subRow = view.teams
      .find((t) => t.teamId === teamId)!
      .groups!.flatMap((g) => g.members)
      .find((m) => m.playerId === stranger.id);
    expect(subRow).toMatchObject({ isSub: true, answer: "in" });

    const admin = await app.cookieFor("admin@example.org");
    const page = await answer(
      routes.adminGame.loader,
      app.request(`/admin/games/${gameId}`, { cookie: admin }),
      { gameId },
    );
    const sheet = page.data as unknown as Record<
      "home" | "away",
      { teamId: string; players: { playerId: string }[] }
    >;
    const side = sheet.home.teamId === teamId ? sheet.home : sheet.away;
    expect(side.players.map((p) => p.playerId)).toContain(stranger.id);

    const saved = await answer(
      routes.adminGame.action,
      app.request(`/admin/games/${gameId}`, {
        cookie: admin,
        form: {
          intent: "save",
          homeScore: "50",
          awayScore: "40",
          // Only the sub's line is typed: the sheet is incomplete, and said so.
          incomplete: "on",
          [statField(stranger.id, "points")]: "12",
          [statField(stranger.id, "rebounds")]: "4",
        },
      }),
      { gameId },
    );
    expect(saved.status).toBe(302);
    const [line] = await app.db
      .select()
      .from(gameStats)
      .where(and(eq(gameStats.gameId, gameId), eq(gameStats.playerId, stranger.id)));
    expect(line).toMatchObject({ teamId, status: "played", points: 12, rebounds: 4 });
  });
});

describe("/account's next games and sub days", () => {
  it("a player answers for one of his next games and chooses his sub days", async () => {
    const cookie = await app.cookieFor(teammate.email);
    const page = await answer(routes.account.loader, app.request("/account", { cookie }));
    const { availability: mine } = page.data as unknown as {
      availability: {
        nextGames: { gameId: string; answer: string | null }[];
        subDays: { soon: { day: string; offered: boolean }[]; later: { day: string }[] };
      };
    };
    const next = mine.nextGames.find((g) => g.gameId !== gameId)!;
    expect(next).toBeDefined();
    const set = await answer(
      routes.account.action,
      app.request("/account", {
        cookie,
        form: { intent: "availability", gameId: next.gameId, answer: "out" },
      }),
    );
    expect(set).toMatchObject({ status: 302, location: "/account#next-games" });
    expect(await answerOf(teammate.id, next.gameId)).toMatchObject({
      answer: "out",
      setBy: "self",
    });

    const day = mine.subDays.soon[0]!.day;
    const days = await answer(
      routes.account.action,
      app.request("/account", { cookie, form: { intent: "sub-days", day } }),
    );
    expect(days.status).toBe(302);
    const offers = await app.db
      .select({ day: subOffers.day })
      .from(subOffers)
      .where(inArray(subOffers.playerId, [teammate.id]));
    expect(offers).toEqual([{ day }]);

    const fan = await app.cookieFor("fan@example.org");
    const refused = await answer(
      routes.account.action,
      app.request("/account", { cookie: fan, form: { intent: "sub-days", day } }),
    );
    expect(refused.status).toBe(403);
  });
});
