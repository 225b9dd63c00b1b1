// /admin/teams…, /admin/seasons… and the playoff bracket generator
// through the real route modules with real sessions on the demo league:
// only the admin gets through (anyone else is redirected and nothing is
// written), every write leaves an audit entry, rosters take only paid free
// signups, and the bracket can be regenerated until a playoff game is played.
import { and, asc, desc, eq, inArray, ne, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { formErrors, type FormReply } from "~/form-reply";
import { auditLog, games, seasonRosters, seasons, seasonTeams, signups, teams } from "~/db/schema";
import type { Game } from "~/domain/types";
import type * as SeasonRoute from "~/routes/admin-season";
import type * as SeasonTeamRoute from "~/routes/admin-season-team";
import type * as SeasonsRoute from "~/routes/admin-seasons";
import type * as TeamRoute from "~/routes/admin-team";
import type * as TeamNewRoute from "~/routes/admin-team-new";
import type * as TeamsRoute from "~/routes/admin-teams";
import { startApp, TEST_NOW, type TestApp } from "../support/app";

const ADMIN = "admin@example.org";

let app: TestApp;
let routes: {
  teams: typeof TeamsRoute;
  teamNew: typeof TeamNewRoute;
  team: typeof TeamRoute;
  seasons: typeof SeasonsRoute;
  season: typeof SeasonRoute;
  seasonTeam: typeof SeasonTeamRoute;
};
let currentId: number;
/** A season-4 team with games and a roster, and a paid signup on no team. */
let busyTeam: string;
let freePaid: string[];
let unpaid: string;

const cookies = new Map<string, string>();
async function cookie(email?: string) {
  if (!email) return undefined;
  if (!cookies.has(email)) cookies.set(email, await app.cookieFor(email));
  return cookies.get(email);
}

interface Outcome {
  status: number;
  location: string | null;
  data: unknown;
}

/** A loader's or action's answer as status / Location / data, thrown or returned. */
async function call(
  kind: "loader" | "action",
  route: { loader: unknown; action?: unknown },
  path: string,
  params: Record<string, string>,
  opts: { email?: string; form?: Record<string, string> } = {},
): Promise<Outcome> {
  const request = app.request(path, {
    method: kind === "action" ? "POST" : "GET",
    form: kind === "action" ? (opts.form ?? {}) : undefined,
    cookie: await cookie(opts.email),
  });
  const fn = route[kind] as (args: unknown) => Promise<unknown>;
  let answer: unknown;
  try {
    answer = await fn({ request, params, context: {} });
  } catch (thrown) {
    answer = thrown;
  }
  if (answer instanceof Response) {
    return { status: answer.status, location: answer.headers.get("Location"), data: null };
  }
  if (
    answer &&
    typeof answer === "object" &&
    (answer as { type?: string }).type === "DataWithResponseInit"
  ) {
    const { data, init } = answer as { data: unknown; init?: { status?: number } };
    return { status: init?.status ?? 200, location: null, data };
  }
  return { status: 200, location: null, data: answer };
}

const loaderOf = <T>(o: Outcome) => o.data as T;

/** Every row these pages read or write, to compare before and after. */
async function snapshot() {
  return {
    teams: await app.db.select().from(teams).orderBy(teams.id),
    seasonTeams: await app.db
      .select()
      .from(seasonTeams)
      .orderBy(seasonTeams.seasonId, seasonTeams.teamId),
    rosters: await app.db
      .select()
      .from(seasonRosters)
      .orderBy(seasonRosters.seasonId, seasonRosters.playerId),
    games: await app.db
      .select({ id: games.id, status: games.status, home: games.homeTeamId })
      .from(games)
      .orderBy(games.id),
    audit: (await app.db.select({ n: sql<number>`count(*)::int` }).from(auditLog))[0]?.n,
  };
}

async function lastAudit() {
  const [entry] = await app.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1);
  return entry;
}

beforeAll(async () => {
  app = await startApp();
  routes = {
    teams: await import("~/routes/admin-teams"),
    teamNew: await import("~/routes/admin-team-new"),
    team: await import("~/routes/admin-team"),
    seasons: await import("~/routes/admin-seasons"),
    season: await import("~/routes/admin-season"),
    seasonTeam: await import("~/routes/admin-season-team"),
  };
  const [season] = await app.db
    .select()
    .from(seasons)
    .orderBy(desc(seasons.isCurrent), desc(seasons.id))
    .limit(1);
  currentId = season!.id;
  const [withRoster] = await app.db
    .select({ teamId: seasonRosters.teamId })
    .from(seasonRosters)
    .where(eq(seasonRosters.seasonId, currentId))
    .orderBy(asc(seasonRosters.teamId))
    .limit(1);
  busyTeam = withRoster!.teamId;
  const free = await app.db
    .select({ playerId: signups.playerId, paid: signups.paid })
    .from(signups)
    .leftJoin(
      seasonRosters,
      and(
        eq(seasonRosters.seasonId, signups.seasonId),
        eq(seasonRosters.playerId, signups.playerId),
      ),
    )
    .where(and(eq(signups.seasonId, currentId), sql`${seasonRosters.playerId} is null`))
    .orderBy(asc(signups.playerId));
  freePaid = free.filter((s) => s.paid).map((s) => s.playerId);
  unpaid = free.find((s) => !s.paid)!.playerId;
}, 120_000);

describe("who may use the pages", () => {
  const requests = () => {
    const s = String(currentId);
    return [
      ["loader", routes.teams, "/admin/teams", {}, undefined],
      ["loader", routes.teamNew, "/admin/teams/new", {}, undefined],
      [
        "action",
        routes.teamNew,
        "/admin/teams/new",
        {},
        { id: "intruders", name: "Intruders", abbreviation: "INT", bio: "Hello." },
      ],
      ["loader", routes.team, `/admin/teams/${busyTeam}`, { teamId: busyTeam }, undefined],
      [
        "action",
        routes.team,
        `/admin/teams/${busyTeam}`,
        { teamId: busyTeam },
        { name: "Hacked", abbreviation: "HAX", bio: "Hacked." },
      ],
      ["loader", routes.seasons, "/admin/seasons", {}, undefined],
      ["loader", routes.season, `/admin/seasons/${s}`, { seasonId: s }, undefined],
      [
        "action",
        routes.season,
        `/admin/seasons/${s}`,
        { seasonId: s },
        { intent: "generate-playoffs" },
      ],
      [
        "action",
        routes.season,
        `/admin/seasons/${s}`,
        { seasonId: s },
        { intent: "save-teams", team: busyTeam, [`conference-${busyTeam}`]: "east" },
      ],
      [
        "loader",
        routes.seasonTeam,
        `/admin/seasons/${s}/teams/${busyTeam}`,
        { seasonId: s, teamId: busyTeam },
        undefined,
      ],
      ...(["add", "remove", "captain"] as const).map(
        (intent) =>
          [
            "action",
            routes.seasonTeam,
            `/admin/seasons/${s}/teams/${busyTeam}`,
            { seasonId: s, teamId: busyTeam },
            { intent, playerId: freePaid[0]!, captainId: "" },
          ] as const,
      ),
    ] as const;
  };

  for (const [who, email] of [
    ["a visitor", undefined],
    ["a player", "player@example.org"],
    ["a signed-in non-player", "fan@example.org"],
  ] as const) {
    it(`sends ${who} away from every loader and action and writes nothing`, async () => {
      const before = await snapshot();
      for (const [kind, route, path, params, form] of requests()) {
        const outcome = await call(kind, route, path, params, { email, form });
        const name = `${kind} ${path}`;
        expect(outcome.status, name).toBe(302);
        expect(outcome.location, name).toBe(
          email ? "/" : `/login?redirect=${encodeURIComponent(path)}`,
        );
      }
      expect(await snapshot()).toEqual(before);
    });
  }

  it("lets the admin load every page", async () => {
    for (const [kind, route, path, params] of requests()) {
      if (kind !== "loader") continue;
      expect((await call("loader", route, path, params, { email: ADMIN })).status, path).toBe(200);
    }
  });
});

describe("teams", () => {
  const newTeam = {
    id: "stella-maris",
    name: "Stella Maris",
    abbreviation: "stm",
    color: "#1F6F43",
    bio: "Founded by the\nparish choir.\n\nThey sing <loud> & clear.",
  };

  it("lists the teams with Edit links", async () => {
    const list = loaderOf<{ teams: { id: string; seasons: number }[] }>(
      await call("loader", routes.teams, "/admin/teams", {}, { email: ADMIN }),
    );
    expect(list.teams.length).toBeGreaterThanOrEqual(16);
    expect(list.teams.find((t) => t.id === busyTeam)?.seasons).toBeGreaterThan(0);
  });

  it("creates a team with an audit entry and goes back to the list", async () => {
    const outcome = await call(
      "action",
      routes.teamNew,
      "/admin/teams/new",
      {},
      {
        email: ADMIN,
        form: newTeam,
      },
    );
    expect(outcome).toMatchObject({ status: 302, location: "/admin/teams?created=stella-maris" });
    const [row] = await app.db.select().from(teams).where(eq(teams.id, "stella-maris"));
    expect(row).toMatchObject({
      name: "Stella Maris",
      abbreviation: "STM",
      color: "#1f6f43",
      bio: ["Founded by the parish choir.", "They sing <loud> & clear."],
    });
    expect(await lastAudit()).toMatchObject({
      actorEmail: ADMIN,
      action: "create",
      entity: "team",
      entityId: "stella-maris",
    });
    // Stamped by the app's clock (NOW pins it, then it runs on).
    expect((await lastAudit())!.createdAt.getTime()).toBeGreaterThanOrEqual(Date.parse(TEST_NOW));
  });

  it("refuses a taken id, a bad id and missing fields with messages, writing nothing", async () => {
    const before = await snapshot();
    const errorsFor = async (form: Record<string, string>) => {
      const outcome = await call(
        "action",
        routes.teamNew,
        "/admin/teams/new",
        {},
        {
          email: ADMIN,
          form,
        },
      );
      expect(outcome.status).toBe(400);
      return (outcome.data as { result: { error: Record<string, string[]> } }).result.error;
    };
    expect((await errorsFor(newTeam)).id).toEqual([
      "Another team already has this ID. Choose a different one.",
    ]);
    expect((await errorsFor({ ...newTeam, id: busyTeam.toUpperCase() })).id).toEqual([
      "Use lower-case letters, digits and single hyphens only (like harbor-hawks).",
    ]);
    expect(
      Object.keys(
        await errorsFor({ id: "x", name: "", abbreviation: "", color: "", bio: "" }),
      ).sort(),
    ).toEqual(["abbreviation", "bio", "color", "name"]);
    expect(await snapshot()).toEqual(before);
  });

  it("edits name, abbreviation, colour and bio but never the id", async () => {
    const form = await call(
      "loader",
      routes.team,
      "/admin/teams/stella-maris",
      {
        teamId: "stella-maris",
      },
      { email: ADMIN },
    );
    expect(form.data).toMatchObject({
      team: { id: "stella-maris" },
      defaultValue: {
        color: "#1f6f43",
        bio: "Founded by the parish choir.\n\nThey sing <loud> & clear.",
      },
    });
    const outcome = await call(
      "action",
      routes.team,
      "/admin/teams/stella-maris",
      { teamId: "stella-maris" },
      {
        email: ADMIN,
        form: {
          id: "renamed",
          name: "Stella Maris",
          abbreviation: "STM",
          color: "#E0569A",
          bio: "One.\n\nTwo.\n\nThree.",
        },
      },
    );
    expect(outcome).toMatchObject({ status: 302, location: "/admin/teams?saved=stella-maris" });
    const [row] = await app.db.select().from(teams).where(eq(teams.id, "stella-maris"));
    expect(row?.bio).toEqual(["One.", "Two.", "Three."]);
    expect(row?.color).toBe("#e0569a");
    expect(await app.db.select().from(teams).where(eq(teams.id, "renamed"))).toEqual([]);
    expect(await lastAudit()).toMatchObject({
      action: "update",
      entity: "team",
      entityId: "stella-maris",
      before: {
        color: "#1f6f43",
        bio: ["Founded by the parish choir.", "They sing <loud> & clear."],
      },
      after: { color: "#e0569a", bio: ["One.", "Two.", "Three."] },
    });
  });

  it("refuses a colour that is not #rrggbb with a message on the field, saving nothing", async () => {
    const before = await snapshot();
    const auditBefore = await lastAudit();
    for (const color of ["navy", "#fff", "#12345g", "", "#1f6f43; background: red"]) {
      const outcome = await call(
        "action",
        routes.team,
        "/admin/teams/stella-maris",
        { teamId: "stella-maris" },
        {
          email: ADMIN,
          form: { name: "Stella Maris", abbreviation: "STM", color, bio: "Changed." },
        },
      );
      expect(outcome.status, color).toBe(400);
      const errors = (outcome.data as { result: { error: Record<string, string[]> } }).result.error;
      expect(errors, color).toEqual({
        color: [
          color === ""
            ? "Choose the team's colour."
            : "Enter the colour as # and six hex digits, like #1f6f43.",
        ],
      });
    }
    expect(await snapshot()).toEqual(before);
    expect(await lastAudit()).toEqual(auditBefore);
  });

  it("404s an unknown team", async () => {
    const outcome = await call(
      "loader",
      routes.team,
      "/admin/teams/nope",
      { teamId: "nope" },
      {
        email: ADMIN,
      },
    );
    expect(outcome.status).toBe(404);
  });
});

describe("season teams", () => {
  const seasonPath = () => `/admin/seasons/${currentId}`;
  async function saveTeams(chosen: [string, string][], seasonId = currentId) {
    const body = new URLSearchParams([["intent", "save-teams"]]);
    for (const [teamId, conference] of chosen) {
      body.append("team", teamId);
      body.append(`conference-${teamId}`, conference);
    }
    const request = new Request(`http://localhost:3000/admin/seasons/${seasonId}`, {
      method: "POST",
      headers: { Origin: "http://localhost:3000", Cookie: (await cookie(ADMIN))! },
      body,
    });
    try {
      return await routes.season.action({
        request,
        params: { seasonId: String(seasonId) },
        context: {},
      } as never);
    } catch (thrown) {
      return thrown;
    }
  }
  /** The season's teams and conferences as saved now. */
  const chosenNow = async (seasonId = currentId) =>
    (await app.db.select().from(seasonTeams).where(eq(seasonTeams.seasonId, seasonId))).map(
      (r) => [r.teamId, r.conference] as [string, string],
    );

  it("lists seasons as the public pages name them: Completed, Current, Upcoming", async () => {
    const list = loaderOf<{ seasons: { id: number; status: string }[] }>(
      await call("loader", routes.seasons, "/admin/seasons", {}, { email: ADMIN }),
    );
    expect(list.seasons.map((s) => [s.id, s.status])).toEqual(
      list.seasons.map((s) => [
        s.id,
        s.id < currentId ? "Completed" : s.id === currentId ? "Current" : "Upcoming",
      ]),
    );
    expect(list.seasons.map((s) => s.id)).toEqual([1, 2, 3, 4]);
  });

  it("refuses to change a completed season's teams", async () => {
    const before = await snapshot();
    const answer = (await saveTeams(await chosenNow(currentId - 1), currentId - 1)) as {
      data: FormReply;
      init: { status: number };
    };
    expect(answer.init.status).toBe(409);
    expect(formErrors(answer.data.result)[0]).toBe(
      `Season ${currentId - 1} is completed: its teams can no longer change.`,
    );
    expect(await snapshot()).toEqual(before);
  });

  it("adds a team to the season and moves it between conferences, with audit entries", async () => {
    const chosen = await chosenNow();
    const added = (await saveTeams([...chosen, ["stella-maris", "east"]])) as Response;
    expect(added.status).toBe(302);
    expect(added.headers.get("Location")).toBe(`${seasonPath()}?saved=teams`);
    expect(await lastAudit()).toMatchObject({
      action: "update-teams",
      entity: "season",
      entityId: String(currentId),
      after: { added: ["stella-maris"], removed: [], moved: [] },
    });
    await saveTeams([...chosen, ["stella-maris", "west"]]);
    const [row] = await app.db
      .select()
      .from(seasonTeams)
      .where(and(eq(seasonTeams.seasonId, currentId), eq(seasonTeams.teamId, "stella-maris")));
    expect(row?.conference).toBe("west");
    const page = loaderOf<{ teams: { id: string; inSeason: boolean; conference: string }[] }>(
      await call(
        "loader",
        routes.season,
        seasonPath(),
        { seasonId: String(currentId) },
        {
          email: ADMIN,
        },
      ),
    );
    expect(page.teams.find((t) => t.id === "stella-maris")).toMatchObject({
      inSeason: true,
      conference: "west",
    });
  });

  it("refuses taking out a team with games or a roster, and a team without a conference", async () => {
    const before = await snapshot();
    const chosen = (await chosenNow()).filter(([id]) => id !== busyTeam);
    const refused = (await saveTeams(chosen)) as {
      data: FormReply;
      init: { status: number };
    };
    expect(refused.init.status).toBe(409);
    expect(formErrors(refused.data.result)[0]).toMatch(
      new RegExp(`cannot leave season ${currentId}: it has \\d+ games and \\d+ players`),
    );
    const noConference = (await saveTeams(
      (await chosenNow()).map(([id, c]) => [id, id === "stella-maris" ? "" : c]),
    )) as { data: FormReply; init: { status: number } };
    expect(noConference.init.status).toBe(400);
    expect(formErrors(noConference.data.result)[0]).toMatch(/^Choose East or West for every team/);
    // The picker comes back as it was sent: the team still ticked, its conference still empty.
    const typed = noConference.data.result.initialValue!;
    expect(typed.team).toContain("stella-maris");
    expect(typed["conference-stella-maris"]).toBeUndefined();
    expect(typed[`conference-${busyTeam}`]).toMatch(/^(east|west)$/);
    expect(await snapshot()).toEqual(before);
  });

  it("takes out a team that has no games and no roster", async () => {
    const chosen = (await chosenNow()).filter(([id]) => id !== "stella-maris");
    expect(((await saveTeams(chosen)) as Response).status).toBe(302);
    expect((await chosenNow()).some(([id]) => id === "stella-maris")).toBe(false);
  });
});

describe("season rosters", () => {
  const path = () => `/admin/seasons/${currentId}/teams/${busyTeam}`;
  const params = () => ({ seasonId: String(currentId), teamId: busyTeam });
  const post = (form: Record<string, string>) =>
    call("action", routes.seasonTeam, path(), params(), { email: ADMIN, form });
  const page = async () =>
    loaderOf<{
      roster: { id: string; isCaptain: boolean }[];
      available: { id: string }[];
      captainId: string | null;
    }>(await call("loader", routes.seasonTeam, path(), params(), { email: ADMIN }));

  it("offers only paid signups of the season who are on no team", async () => {
    expect(freePaid.length).toBeGreaterThan(0);
    const { available } = await page();
    expect(available.map((p) => p.id).sort()).toEqual([...freePaid].sort());
    expect(available.some((p) => p.id === unpaid)).toBe(false);
  });

  it("adds a paid free signup, with an audit entry, and no longer offers him", async () => {
    const playerId = freePaid[0]!;
    expect(await post({ intent: "add", playerId })).toMatchObject({
      status: 302,
      location: `${path()}?added=${playerId}`,
    });
    const after = await page();
    expect(after.roster.map((p) => p.id)).toContain(playerId);
    expect(after.available.map((p) => p.id)).not.toContain(playerId);
    expect(await lastAudit()).toMatchObject({
      action: "add-player",
      entity: "season-roster",
      entityId: `${currentId}/${busyTeam}`,
      after: { playerId },
    });
  });

  it("refuses an unpaid signup and a player already on a team, writing nothing", async () => {
    const before = await snapshot();
    const unpaidAnswer = await post({ intent: "add", playerId: unpaid });
    expect(unpaidAnswer.status).toBe(409);
    expect(formErrors((unpaidAnswer.data as FormReply).result)[0]).toMatch(
      /has not paid for season \d+ yet/,
    );
    const taken = await post({ intent: "add", playerId: freePaid[0]! });
    expect(formErrors((taken.data as FormReply).result)[0]).toMatch(
      /is already on .+ this season\.$/,
    );
    const [other] = await app.db
      .select({ teamId: seasonTeams.teamId })
      .from(seasonTeams)
      .where(and(eq(seasonTeams.seasonId, currentId), ne(seasonTeams.teamId, busyTeam)))
      .limit(1);
    const elsewhere = await call(
      "action",
      routes.seasonTeam,
      `/admin/seasons/${currentId}/teams/${other!.teamId}`,
      { seasonId: String(currentId), teamId: other!.teamId },
      { email: ADMIN, form: { intent: "add", playerId: freePaid[0]! } },
    );
    expect(elsewhere.status).toBe(409);
    expect(await snapshot()).toEqual(before);
  });

  it("gives one team, not two, when two admins add the same player at once", async () => {
    if (freePaid.length < 2) return;
    const { addRosterPlayer } = await import("~/data/rosters.server");
    const others = await app.db
      .select({ teamId: seasonTeams.teamId })
      .from(seasonTeams)
      .where(and(eq(seasonTeams.seasonId, currentId), ne(seasonTeams.teamId, busyTeam)))
      .limit(2);
    const by = { actorEmail: ADMIN, at: new Date(TEST_NOW) };
    const playerId = freePaid[1]!;
    const results = await Promise.all(
      others.map((o) =>
        addRosterPlayer(app.db, { seasonId: currentId, teamId: o.teamId }, playerId, by),
      ),
    );
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    expect(results.find((r) => !r.ok)).toMatchObject({
      ok: false,
      // PGlite runs the two one after the other (the check answers); on
      // PostgreSQL they really race and the primary key answers.
      message: expect.stringMatching(
        /is already on .+ this season\.$|was just added to .+, so he was not added here\.$/,
      ),
    });
    const rows = await app.db
      .select()
      .from(seasonRosters)
      .where(and(eq(seasonRosters.seasonId, currentId), eq(seasonRosters.playerId, playerId)));
    expect(rows).toHaveLength(1);
  });

  it("sets the captain among the roster only, and clears it when he leaves", async () => {
    const playerId = freePaid[0]!;
    expect(await post({ intent: "captain", captainId: playerId })).toMatchObject({ status: 302 });
    expect((await page()).captainId).toBe(playerId);
    expect(await lastAudit()).toMatchObject({
      action: "set-captain",
      after: { captainId: playerId },
    });
    const notOnRoster = await post({ intent: "captain", captainId: unpaid });
    expect(formErrors((notOnRoster.data as FormReply).result)[0]).toMatch(
      /^The captain must be on/,
    );
    expect((await page()).captainId).toBe(playerId);
    expect(await post({ intent: "remove", playerId })).toMatchObject({
      status: 302,
      location: `${path()}?removed=${playerId}`,
    });
    const after = await page();
    expect(after.captainId).toBeNull();
    expect(after.roster.map((p) => p.id)).not.toContain(playerId);
    expect(after.available.map((p) => p.id)).toContain(playerId);
    expect(await lastAudit()).toMatchObject({
      action: "remove-player",
      before: { playerId, captain: true },
    });
  });

  it("404s a team that does not play the season", async () => {
    const outcome = await call(
      "loader",
      routes.seasonTeam,
      `/admin/seasons/${currentId}/teams/stella-maris`,
      { seasonId: String(currentId), teamId: "stella-maris" },
      { email: ADMIN },
    );
    expect(outcome.status).toBe(404);
  });
});

describe("playoff bracket generator", () => {
  const generate = (seasonId = currentId) =>
    call(
      "action",
      routes.season,
      `/admin/seasons/${seasonId}`,
      { seasonId: String(seasonId) },
      {
        email: ADMIN,
        form: { intent: "generate-playoffs" },
      },
    );
  const playoffGames = async (seasonId = currentId) =>
    (await app.db
      .select()
      .from(games)
      .where(and(eq(games.seasonId, seasonId), eq(games.type, "playoff")))
      .orderBy(asc(games.startsAt), asc(games.playoffRoundOrder))) as Game[];

  it("refuses a completed season whose playoffs were played, writing nothing", async () => {
    const before = await snapshot();
    const outcome = await generate(currentId - 1);
    expect(outcome.status).toBe(409);
    expect(formErrors((outcome.data as FormReply).result)[0]).toMatch(
      /^The playoffs have started: \d+ playoff games have a result/,
    );
    expect(await snapshot()).toEqual(before);
  });

  it("generates 15 games from the standings, seeds saved, with an audit entry", async () => {
    expect(await playoffGames()).toEqual([]);
    const outcome = await generate();
    expect(outcome).toMatchObject({
      status: 302,
      location: `/admin/seasons/${currentId}?playoffs=generated`,
    });
    const bracket = await playoffGames();
    expect(bracket).toHaveLength(15);
    const lastRegular = Math.max(
      ...(
        await app.db
          .select({ startsAt: games.startsAt })
          .from(games)
          .where(and(eq(games.seasonId, currentId), eq(games.type, "regular_season")))
      ).map((g) => g.startsAt.getTime()),
    );
    expect(bracket.every((g) => g.startsAt.getTime() > lastRegular)).toBe(true);
    const seeds = await app.db
      .select()
      .from(seasonTeams)
      .where(eq(seasonTeams.seasonId, currentId));
    const seedOf = new Map(seeds.map((s) => [s.teamId, s.seed]));
    for (const g of bracket.filter((x) => x.playoffRound === "first-round")) {
      const [home, away] = g.matchup!.split("vs").map(Number);
      expect(seedOf.get(g.homeTeamId!)).toBe(home);
      expect(seedOf.get(g.awayTeamId!)).toBe(away);
    }
    expect(await lastAudit()).toMatchObject({
      action: "generate-playoffs",
      entity: "season",
      entityId: String(currentId),
      before: { playoffGameIds: [] },
    });
  });

  it("replaces the bracket when generated again before any playoff game is played", async () => {
    const first = new Set((await playoffGames()).map((g) => g.id));
    expect((await generate()).status).toBe(302);
    const second = await playoffGames();
    expect(second).toHaveLength(15);
    expect(second.some((g) => first.has(g.id))).toBe(false);
  });

  it("leaves one bracket, not two, when two admins generate at once", async () => {
    const outcomes = await Promise.all([generate(), generate()]);
    expect(outcomes.map((o) => o.status)).toEqual([302, 302]);
    expect(await playoffGames()).toHaveLength(15);
  });

  it("shows the bracket on the home page once the regular season is over", async () => {
    // Finish the regular season (test data only), then generate from the final standings.
    const open = await app.db
      .select({ id: games.id, home: games.homeTeamId })
      .from(games)
      .where(
        and(
          eq(games.seasonId, currentId),
          eq(games.type, "regular_season"),
          ne(games.status, "completed"),
        ),
      );
    if (open.length > 0) {
      await app.db
        .update(games)
        .set({
          status: "completed",
          homeScore: 50,
          awayScore: 40,
          winnerId: sql`${games.homeTeamId}`,
        })
        .where(
          inArray(
            games.id,
            open.map((g) => g.id),
          ),
        );
    }
    expect((await generate()).status).toBe(302);
    const { loadHomePage } = await import("~/pages/home.server");
    const home = await loadHomePage(app.db, new Date(TEST_NOW));
    expect(home.bracket?.map((r) => r.label)).toEqual([
      "First Round",
      "Conference Semifinal",
      "Conference Final",
      "Final",
    ]);
    const ids = new Set((await playoffGames()).map((g) => g.id));
    const shown = home.bracket!.flatMap((r) => r.groups.flatMap((g) => g.games.map((x) => x.id)));
    expect(new Set(shown)).toEqual(ids);
  });

  it("refuses to regenerate once a playoff game has a result, writing nothing", async () => {
    const { saveGameResult } = await import("~/data/game-results.server");
    const [opener] = (await playoffGames()).filter((g) => g.playoffRound === "first-round");
    await saveGameResult(
      app.db,
      opener!.id,
      { homeScore: 55, awayScore: 50, winnerId: opener!.homeTeamId!, stats: [] } as never,
      ADMIN,
      new Date(TEST_NOW),
    );
    const before = await snapshot();
    const outcome = await generate();
    expect(outcome.status).toBe(409);
    expect(formErrors((outcome.data as FormReply).result)[0]).toBe(
      "The playoffs have started: 1 playoff game has a result, so the bracket can no longer be regenerated. Erase that result first if the bracket must change.",
    );
    expect(await snapshot()).toEqual(before);
    const page = loaderOf<{ playoffs: { refusal: string | null; played: number } }>(
      await call(
        "loader",
        routes.season,
        `/admin/seasons/${currentId}`,
        {
          seasonId: String(currentId),
        },
        { email: ADMIN },
      ),
    );
    expect(page.playoffs).toMatchObject({ played: 1 });
    expect(page.playoffs.refusal).toMatch(/^The playoffs have started/);
  });

  it("records who generated each bracket", async () => {
    const entries = await app.db
      .select({ actor: auditLog.actorEmail, action: auditLog.action })
      .from(auditLog)
      .where(eq(auditLog.action, "generate-playoffs"));
    expect(entries.length).toBe(5);
    expect(new Set(entries.map((e) => e.actor))).toEqual(new Set([ADMIN]));
  });
});
