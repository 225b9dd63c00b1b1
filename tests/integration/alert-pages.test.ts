// The alert pages through their route modules, with real sessions
// (docs/league-rules.md#email-alerts): a player's choices on /account, the
// signed unsubscribe link (GET asks, POST turns everything off, a bad
// signature is a 400), and /admin/games/{id}/schedule (admins only; refused
// input is a 4xx; the schedule, the calendar feed and the game page follow).
import { and, desc, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { auditLog, emailOutbox, emailPreferences, games, players } from "~/db/schema";
import { generateDemoLeague } from "~/demo/generate";
import { startApp, TEST_NOW, type TestApp } from "../support/app";

const league = generateDemoLeague({ now: new Date(TEST_NOW) });

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

let app: TestApp;
let pat: { id: string; email: string };
let routes: {
  account: { loader: Handler; action: Handler };
  unsubscribe: { loader: Handler; action: Handler };
  schedule: { loader: Handler; action: Handler };
};
let unsubscribeUrl: (playerId: string) => string;

beforeAll(async () => {
  app = await startApp();
  routes = {
    account: (await import("~/routes/account")) as never,
    unsubscribe: (await import("~/routes/alerts-unsubscribe")) as never,
    schedule: (await import("~/routes/admin-game-schedule")) as never,
  };
  const { alertLinks } = await import("~/email/unsubscribe-link.server");
  unsubscribeUrl = alertLinks().unsubscribeUrl;
  pat = (
    await app.db
      .select({ id: players.id, email: players.email })
      .from(players)
      .where(eq(players.email, "player@example.org"))
  )[0]!;
}, 120_000);

const preferences = async (playerId: string) =>
  (
    await app.db.select().from(emailPreferences).where(eq(emailPreferences.playerId, playerId))
  )[0] ?? null;

describe("/account alert choices", () => {
  it("a player sees both off until he chooses; someone else sees no form", async () => {
    const cookie = await app.cookieFor("player@example.org");
    const page = await answer(routes.account.loader, app.request("/account", { cookie }));
    expect(page.data).toMatchObject({
      firstName: "Pat",
      alerts: { gameChanges: false, results: false },
    });
    const fan = await app.cookieFor("fan@example.org");
    const other = await answer(routes.account.loader, app.request("/account", { cookie: fan }));
    expect(other.data).toMatchObject({ playerId: null, alerts: null });
  });

  it("saves what he ticks, and an empty post turns both off", async () => {
    const cookie = await app.cookieFor("player@example.org");
    const saved = await answer(
      routes.account.action,
      app.request("/account", { cookie, form: { gameChanges: "on", results: "on" } }),
    );
    expect(saved).toMatchObject({ status: 302, location: "/account?alerts=saved" });
    expect(await preferences(pat.id)).toMatchObject({ gameChanges: true, results: true });
    const page = await answer(routes.account.loader, app.request("/account", { cookie }));
    expect(page.data).toMatchObject({ alerts: { gameChanges: true, results: true } });
    await answer(
      routes.account.action,
      app.request("/account", { cookie, form: { results: "on" } }),
    );
    expect(await preferences(pat.id)).toMatchObject({ gameChanges: false, results: true });
  });

  it("answers a post by script (stay=yes) with what it saved, not a redirect", async () => {
    const cookie = await app.cookieFor("player@example.org");
    const saved = await answer(
      routes.account.action,
      app.request("/account", {
        cookie,
        form: { intent: "alerts", results: "on", reminders: "on", stay: "yes" },
      }),
    );
    expect(saved).toMatchObject({
      status: 200,
      location: null,
      data: { result: { status: "success" }, message: "Your email choices are saved." },
    });
    expect(await preferences(pat.id)).toMatchObject({
      gameChanges: false,
      results: true,
      reminders: true,
    });
  });

  it("refuses a bad value (400) and a non-player (403), changing nothing", async () => {
    const cookie = await app.cookieFor("player@example.org");
    const bad = await answer(
      routes.account.action,
      app.request("/account", { cookie, form: { gameChanges: "x".repeat(5000) } }),
    );
    expect(bad.status).toBe(400);
    const fan = await app.cookieFor("fan@example.org");
    const refused = await answer(
      routes.account.action,
      app.request("/account", { cookie: fan, form: { gameChanges: "on" } }),
    );
    expect(refused.status).toBe(403);
    expect(await preferences(pat.id)).toMatchObject({ gameChanges: false, results: true });
    const visitor = await answer(
      routes.account.action,
      app.request("/account", { form: { gameChanges: "on" } }),
    );
    expect(visitor.status).toBe(302);
    expect(visitor.location).toMatch(/^\/login\?/);
  });
});

describe("the unsubscribe link", () => {
  const get = (url: string) => new Request(url);
  /** As a mail provider posts it (RFC 8058): no cookie, no Origin. */
  const oneClick = (url: string) =>
    new Request(url, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: "List-Unsubscribe=One-Click",
    });

  it("opening it only asks: nothing changes", async () => {
    await app.db
      .update(emailPreferences)
      .set({ gameChanges: true, results: true })
      .where(eq(emailPreferences.playerId, pat.id));
    const page = await answer(routes.unsubscribe.loader, get(unsubscribeUrl(pat.id)));
    expect(page.status).toBe(200);
    expect(page.data).toMatchObject({ state: "confirm", name: "Pat Murphy", anyOn: true });
    expect((page.data as unknown as { action: string }).action).toMatch(
      /^\/alerts\/unsubscribe\?p=.+&s=.+$/,
    );
    expect(await preferences(pat.id)).toMatchObject({ gameChanges: true, results: true });
  });

  it("a one-click post turns every alert off, without a session", async () => {
    const done = await answer(routes.unsubscribe.action, oneClick(unsubscribeUrl(pat.id)));
    expect(done.status).toBe(200);
    expect(done.data).toMatchObject({ state: "done", name: "Pat Murphy" });
    expect(await preferences(pat.id)).toMatchObject({ gameChanges: false, results: false });
  });

  it("a player who never chose gets a row with both off", async () => {
    const other = league.players.find((p) => p.email !== "player@example.org")!;
    await answer(routes.unsubscribe.action, oneClick(unsubscribeUrl(other.id)));
    expect(await preferences(other.id)).toMatchObject({ gameChanges: false, results: false });
  });

  it("a wrong, cut or missing signature is a 400 with a clear sentence, and changes nothing", async () => {
    await app.db
      .update(emailPreferences)
      .set({ results: true })
      .where(eq(emailPreferences.playerId, pat.id));
    const good = new URL(unsubscribeUrl(pat.id));
    const other = league.players.find((p) => p.email !== "player@example.org")!;
    const forged = [
      `${good.origin}${good.pathname}?p=${other.id}&s=${good.searchParams.get("s")}`,
      `${good.href.slice(0, -3)}`,
      `${good.origin}${good.pathname}?p=${pat.id}`,
      `${good.origin}${good.pathname}`,
      `${good.origin}${good.pathname}?p=../../etc&s=x`,
    ];
    for (const url of forged) {
      for (const handler of [routes.unsubscribe.loader, routes.unsubscribe.action]) {
        const refused = await answer(
          handler,
          handler === routes.unsubscribe.loader ? get(url) : oneClick(url),
        );
        expect(refused.status, url).toBe(400);
        expect(refused.data).toMatchObject({
          state: "bad-link",
          message: expect.stringMatching(/link is not valid/),
        });
      }
    }
    expect(await preferences(pat.id)).toMatchObject({ results: true });
  });
});

describe("/admin/games/{id}/schedule", () => {
  // The next game of Pat's team: he is emailed about it.
  const patTeam = league.seasonRosters.find(
    (r) =>
      r.seasonId === 4 &&
      league.players.find((p) => p.id === r.playerId)?.email === "player@example.org",
  )!.teamId;
  const game = league.games.find(
    (g) =>
      g.seasonId === 4 &&
      g.status === "scheduled" &&
      (g.homeTeamId === patTeam || g.awayTeamId === patTeam) &&
      g.startsAt.getTime() > Date.parse(TEST_NOW),
  )!;
  const decided = league.games.find((g) => g.seasonId === 4 && g.winnerId)!;
  const path = `/admin/games/${game.id}/schedule`;
  const params = { gameId: game.id };
  const gameRow = async (id: string) =>
    (await app.db.select().from(games).where(eq(games.id, id)))[0]!;

  it("only admins: a visitor signs in first, a player is sent home; nothing changes", async () => {
    const player = await app.cookieFor("player@example.org");
    for (const [cookie, expected] of [
      [undefined, /^\/login\?redirect=/],
      [player, /^\/$/],
    ] as const) {
      const load = await answer(routes.schedule.loader, app.request(path, { cookie }), params);
      expect(load.location).toMatch(expected);
      const post = await answer(
        routes.schedule.action,
        app.request(path, { cookie, form: { intent: "postpone" } }),
        params,
      );
      expect(post.location).toMatch(expected);
    }
    expect((await gameRow(game.id)).status).toBe("scheduled");
  });

  it("shows the admin the game and a form filled with its day, time and place", async () => {
    const cookie = await app.cookieFor("admin@example.org");
    const page = await answer(routes.schedule.loader, app.request(path, { cookie }), params);
    expect(page.data).toMatchObject({
      game: { id: game.id, postponed: false },
      locked: null,
      defaultValue: { location: game.location },
    });
    const unknown = await answer(
      routes.schedule.loader,
      app.request("/admin/games/nope/schedule", { cookie }),
      { gameId: "nope" },
    );
    expect(unknown.status).toBe(404);
  });

  it("refuses bad input with 400 and each field's message, and a decided game with 409", async () => {
    const cookie = await app.cookieFor("admin@example.org");
    const bad = await answer(
      routes.schedule.action,
      app.request(path, {
        cookie,
        form: { intent: "reschedule", date: "2026-02-30", time: "25:00", location: "fenway" },
      }),
      params,
    );
    expect(bad.status).toBe(400);
    const errors = (bad.data as unknown as { result: { error: Record<string, string[]> } }).result
      .error;
    expect(Object.keys(errors).sort()).toEqual(["date", "location", "time"]);
    const locked = await answer(
      routes.schedule.action,
      app.request(`/admin/games/${decided.id}/schedule`, { cookie, form: { intent: "postpone" } }),
      { gameId: decided.id },
    );
    expect(locked.status).toBe(409);
    expect(JSON.stringify(locked.data)).toMatch(/has a result/);
    expect((await gameRow(game.id)).status).toBe("scheduled");
    expect((await gameRow(decided.id)).status).toBe("completed");
  });

  it("postpones: the game page, the schedule and the calendar show it, and the audit says who", async () => {
    const cookie = await app.cookieFor("admin@example.org");
    await app.db
      .update(emailPreferences)
      .set({ gameChanges: true })
      .where(eq(emailPreferences.playerId, pat.id));
    const done = await answer(
      routes.schedule.action,
      app.request(path, { cookie, form: { intent: "postpone" } }),
      params,
    );
    expect(done.status).toBe(302);
    expect(done.location).toBe(`${path}?done=postponed&emailed=1`);
    expect((await gameRow(game.id)).status).toBe("postponed");
    const [audit] = await app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, "game"), eq(auditLog.entityId, game.id)))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(audit).toMatchObject({ actorEmail: "admin@example.org", action: "postpone-game" });

    const { loadGamePage } = await import("~/pages/game.server");
    expect((await loadGamePage(app.db, game.id))!.display).toBe("postponed");
    const { loadSchedulePage } = await import("~/pages/schedule.server");
    const schedule = (await loadSchedulePage(
      app.db,
      { seasonId: null, teamId: null },
      new Date(TEST_NOW),
    ))!;
    // Under Upcoming, last, "Date to come"; never under Results.
    const results = schedule.results.months.flatMap((m) => m.items.flatMap((d) => d.items));
    expect(results.some((card) => card.id === game.id)).toBe(false);
    const last = schedule.upcomingDays.at(-1)!;
    expect(last.label).toBe("Date to come");
    const card = last.items.find((c) => c.id === game.id);
    expect(card?.display).toBe("postponed");
    const feed = await calendarEvent(game.id);
    expect(feed).toMatch(/STATUS:CANCELLED/);
    expect(feed).toMatch(/SUMMARY:Postponed: /);
  });

  it("moves it to a new date, time and place: scheduled again everywhere, players emailed", async () => {
    const cookie = await app.cookieFor("admin@example.org");
    const before = await app.db.select().from(emailOutbox);
    const done = await answer(
      routes.schedule.action,
      app.request(path, {
        cookie,
        form: { intent: "reschedule", date: "2026-12-19", time: "19:45", location: "condon" },
      }),
      params,
    );
    expect(done.location).toBe(`${path}?done=moved&emailed=1`);
    const row = await gameRow(game.id);
    expect(row).toMatchObject({
      status: "scheduled",
      location: "condon",
      startsAt: new Date("2026-12-20T00:45:00Z"),
    });
    const { loadGamePage } = await import("~/pages/game.server");
    const page = (await loadGamePage(app.db, game.id))!;
    expect(page).toMatchObject({ display: "upcoming", time: "7:45 PM", location: "Condon School" });
    const { loadSchedulePage } = await import("~/pages/schedule.server");
    const schedule = (await loadSchedulePage(
      app.db,
      { seasonId: null, teamId: null },
      new Date(TEST_NOW),
    ))!;
    const upcoming = schedule.upcomingDays.flatMap((d) => d.items);
    expect(upcoming.find((c) => c.id === game.id)).toMatchObject({
      time: "7:45 PM",
      location: "Condon School",
    });
    const feed = await calendarEvent(game.id);
    expect(feed).toMatch(/DTSTART;TZID=America\/New_York:20261219T194500/);
    expect(feed).toMatch(/LOCATION:Condon School/);
    expect(feed).toMatch(/STATUS:CONFIRMED/);
    const after = await app.db.select().from(emailOutbox);
    const added = after.filter((r) => !before.some((b) => b.id === r.id));
    expect(added.map((r) => r.toAddress)).toEqual(["player@example.org"]);
    expect(added[0]!.subject).toMatch(/^Rescheduled: .*, now Sat, Dec 19, 7:45 PM$/);
  });
});

/** The game's VEVENT in the league feed. */
async function calendarEvent(gameId: string): Promise<string> {
  const { leagueCalendar } = await import("~/pages/calendar.server");
  const text = (
    await leagueCalendar(app.db, { origin: "http://localhost:3000", stamp: new Date(TEST_NOW) })
  ).toString();
  return (
    text
      .split("BEGIN:VEVENT")
      .find((event) => event.includes(`UID:${gameId}@`))
      ?.split("END:VEVENT")[0] ?? ""
  );
}
