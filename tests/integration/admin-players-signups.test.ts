// /admin/players, /admin/players/{id} and /admin/signups: the
// data modules on every database kind, then every loader and action with real
// sessions. Only the admin gets through; anyone else is redirected and the
// database is left exactly as it was.
import { and, asc, desc, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formErrors } from "~/form-reply";
import type { PaidReply } from "~/views/admin-signups";
import { adminPlayerList } from "~/data/players.server";
import { adminSeasonSignups, setSignupPaid } from "~/data/signups.server";
import {
  auditLog,
  players,
  seasonRosters,
  seasons,
  seasonTeams,
  signups,
  teams,
} from "~/db/schema";
import type * as AdminPlayerRoute from "~/routes/admin-player";
import type * as AdminPlayersRoute from "~/routes/admin-players";
import type * as AdminSignupsRoute from "~/routes/admin-signups";
import { APP_ORIGIN, startApp, type TestApp } from "../support/app";
import { databaseKinds, type TestDatabase } from "../support/databases";

const at = new Date("2026-11-22T17:00:00Z");
const day = (n: number) => new Date(Date.UTC(2026, 8, n));

for (const kind of databaseKinds) {
  describe(`admin players and signups data on ${kind.name}`, () => {
    let db: TestDatabase;
    beforeAll(async () => {
      db = await kind.open();
      const d = db.db;
      await d.insert(seasons).values([
        { id: 3, name: "Season 3" },
        { id: 4, name: "Season 4", isCurrent: true },
      ]);
      await d.insert(teams).values({ id: "hawks", name: "Hawks", abbreviation: "HAW" });
      await d.insert(seasonTeams).values([
        { seasonId: 3, teamId: "hawks", conference: "east" },
        { seasonId: 4, teamId: "hawks", conference: "east" },
      ]);
      await d.insert(players).values([
        { id: "roster", firstName: "Rory", lastName: "Walsh", email: "r@example.org" },
        { id: "signed", firstName: "Sam", lastName: "Burke", email: "s@example.org" },
        { id: "old", firstName: "Owen", lastName: "Ahern", email: "o@example.org" },
        { id: "never", firstName: "Ned", lastName: "Cobb_50%", email: "n@example.org" },
      ]);
      await d.insert(seasonRosters).values([
        { seasonId: 4, teamId: "hawks", playerId: "roster" },
        { seasonId: 3, teamId: "hawks", playerId: "old" },
      ]);
      await d.insert(signups).values([
        { id: "s-old", seasonId: 3, playerId: "old", status: "new", createdAt: day(1) },
        { id: "s-signed", seasonId: 4, playerId: "signed", status: "new", createdAt: day(3) },
        {
          id: "s-roster",
          seasonId: 4,
          playerId: "roster",
          status: "returning",
          paid: true,
          createdAt: day(2),
        },
      ]);
    }, 120_000);
    afterAll(() => db?.dispose());

    it("splits players: on a roster or signed up = in the season; by last name", async () => {
      const rows = await adminPlayerList(db.db, 4);
      expect(rows.map((r) => [r.id, r.inSeason, r.teamName, r.signedUp, r.lastSeasonId])).toEqual([
        ["old", false, null, false, 3],
        ["signed", true, null, true, 4],
        ["never", false, null, false, null],
        ["roster", true, "Hawks", true, 4],
      ]);
    });

    it("searches 'first last' in any case, with % and _ taken literally", async () => {
      expect((await adminPlayerList(db.db, 4, "am bu")).map((r) => r.id)).toEqual(["signed"]);
      expect((await adminPlayerList(db.db, 4, "50%")).map((r) => r.id)).toEqual(["never"]);
      expect(await adminPlayerList(db.db, 4, "w_lsh")).toEqual([]);
    });

    it("lists the season's signups newest first", async () => {
      const rows = await adminSeasonSignups(db.db, 4);
      expect(rows.map((r) => [r.id, r.paid])).toEqual([
        ["s-signed", false],
        ["s-roster", true],
      ]);
    });

    it("sets paid to the value asked for, with one audit entry per change", async () => {
      const input = { signupId: "s-signed", actorEmail: "admin@example.org", at };
      expect(await setSignupPaid(db.db, { ...input, paid: true })).toMatchObject({
        outcome: "saved",
        signup: { paid: true, firstName: "Sam" },
      });
      // Asking again (a double tap) changes nothing and records nothing.
      const audits = (await db.db.select().from(auditLog)).length;
      expect(await setSignupPaid(db.db, { ...input, paid: true })).toMatchObject({
        outcome: "unchanged",
      });
      expect((await db.db.select().from(auditLog)).length).toBe(audits);
      const [entry] = await db.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1);
      expect(entry).toMatchObject({
        actorEmail: "admin@example.org",
        action: "mark-paid",
        entity: "signup",
        entityId: "s-signed",
        before: { paid: false },
        after: { paid: true },
        createdAt: at,
      });
      expect(await setSignupPaid(db.db, { ...input, signupId: "nope", paid: true })).toEqual({
        outcome: "not-found",
      });
    });

    it("writes nothing when the audit entry cannot be written (one transaction)", async () => {
      const failing = setSignupPaid(db.db, {
        signupId: "s-roster",
        paid: false,
        actorEmail: null as unknown as string,
        at,
      });
      await expect(failing).rejects.toThrow();
      const [row] = await db.db.select().from(signups).where(eq(signups.id, "s-roster"));
      expect(row?.paid).toBe(true);
    });
  });
}

describe("admin players and signups routes", () => {
  let app: TestApp;
  let playersRoute: typeof AdminPlayersRoute;
  let playerRoute: typeof AdminPlayerRoute;
  let signupsRoute: typeof AdminSignupsRoute;
  let seasonId: number;
  let pat: { id: string };
  /** The season's oldest signup: the one these tests toggle. */
  let target: { id: string; paid: boolean; playerId: string };

  beforeAll(async () => {
    app = await startApp();
    playersRoute = await import("~/routes/admin-players");
    playerRoute = await import("~/routes/admin-player");
    signupsRoute = await import("~/routes/admin-signups");
    const [season] = await app.db
      .select()
      .from(seasons)
      .orderBy(desc(seasons.isCurrent), desc(seasons.id))
      .limit(1);
    seasonId = season!.id;
    pat = (
      await app.db
        .select({ id: players.id })
        .from(players)
        .where(eq(players.email, "player@example.org"))
    )[0]!;
    target = (
      await app.db
        .select({ id: signups.id, paid: signups.paid, playerId: signups.playerId })
        .from(signups)
        .where(eq(signups.seasonId, seasonId))
        .orderBy(asc(signups.createdAt), asc(signups.id))
        .limit(1)
    )[0]!;
  }, 120_000);

  const cookie = async (email?: string) => (email ? app.cookieFor(email) : undefined);

  /** A route call's answer, or what it threw (redirects and 404s are thrown Responses). */
  async function call(fn: () => Promise<unknown>): Promise<unknown> {
    try {
      return await fn();
    } catch (thrown) {
      return thrown;
    }
  }

  /** A POST whose body may repeat a field (a checkbox after its hidden "false"). */
  function post(path: string, fields: [string, string][], cookieHeader?: string) {
    const headers = new Headers({ Origin: APP_ORIGIN, "x-league-client-ip": "10.0.0.1" });
    if (cookieHeader) headers.set("Cookie", cookieHeader);
    return new Request(APP_ORIGIN + path, {
      method: "POST",
      headers,
      body: new URLSearchParams(fields),
    });
  }

  const patForm = (changes: Record<string, string> = {}) => ({
    firstName: "Pat",
    lastName: "Murphy",
    email: "player@example.org",
    phone: "617-555-0100",
    imageUrl: "https://example.org/pat.jpg",
    age: "38",
    jerseyNumber: "31",
    heightFeet: "6",
    heightInches: "2",
    birthdayMonth: "3",
    birthdayDay: "17",
    birthdayYear: "1988",
    jerseySize: "XL",
    ...changes,
  });

  const calls = (email?: string) => ({
    playersLoader: async () =>
      playersRoute.loader({
        request: app.request("/admin/players?q=pat", { cookie: await cookie(email) }),
        params: {},
        context: {},
      } as never),
    playerLoader: async () =>
      playerRoute.loader({
        request: app.request(`/admin/players/${pat.id}`, { cookie: await cookie(email) }),
        params: { playerId: pat.id },
        context: {},
      } as never),
    playerAction: async () =>
      playerRoute.action({
        request: app.request(`/admin/players/${pat.id}`, {
          form: patForm({ firstName: "Hacked" }),
          cookie: await cookie(email),
        }),
        params: { playerId: pat.id },
        context: {},
      } as never),
    signupsLoader: async () =>
      signupsRoute.loader({
        request: app.request(`/admin/signups?player=${pat.id}`, { cookie: await cookie(email) }),
        params: {},
        context: {},
      } as never),
    signupsAction: async () =>
      signupsRoute.action({
        request: app.request("/admin/signups", {
          form: { intent: "set-paid", signupId: target.id, paid: String(!target.paid) },
          cookie: await cookie(email),
        }),
        params: {},
        context: {},
      } as never),
  });

  const paths: Record<keyof ReturnType<typeof calls>, string> = {
    playersLoader: "/admin/players?q=pat",
    playerLoader: "/admin/players/PAT",
    playerAction: "/admin/players/PAT",
    signupsLoader: "/admin/signups?player=PAT",
    signupsAction: "/admin/signups",
  };

  /** Every row the pages read or write, to compare before and after. */
  const snapshot = async () => ({
    players: await app.db.select().from(players).orderBy(players.id),
    signups: await app.db.select().from(signups).orderBy(signups.id),
    audit: await app.db.select({ n: sql<number>`count(*)::int` }).from(auditLog),
  });

  for (const [who, email] of [
    ["a visitor", undefined],
    ["a player", "player@example.org"],
    ["a signed-in non-player", "fan@example.org"],
  ] as const) {
    it(`sends ${who} away from every loader and action and changes nothing`, async () => {
      const before = await snapshot();
      for (const [name, fn] of Object.entries(calls(email))) {
        const outcome = await call(fn);
        expect(outcome, name).toBeInstanceOf(Response);
        const response = outcome as Response;
        expect(response.status, name).toBe(302);
        const path = paths[name as keyof typeof paths].replace("PAT", pat.id);
        expect(response.headers.get("Location"), name).toBe(
          email ? "/" : `/login?redirect=${encodeURIComponent(path)}`,
        );
      }
      expect(await snapshot()).toEqual(before);
    });
  }

  it("lists every player once, split by the current season as the database says", async () => {
    const all = (await playersRoute.loader({
      request: app.request("/admin/players", { cookie: await cookie("admin@example.org") }),
      params: {},
      context: {},
    } as never)) as Awaited<ReturnType<typeof playersRoute.loader>>;
    expect(all.season?.id).toBe(seasonId);
    const rostered = await app.db
      .select({ id: seasonRosters.playerId })
      .from(seasonRosters)
      .where(eq(seasonRosters.seasonId, seasonId));
    const signedUp = await app.db
      .select({ id: signups.playerId })
      .from(signups)
      .where(eq(signups.seasonId, seasonId));
    const expected = new Set([...rostered, ...signedUp].map((r) => r.id));
    const everyone = await app.db.select({ id: players.id, last: players.lastName }).from(players);
    expect(new Set(all.inSeason.map((p) => p.id))).toEqual(expected);
    expect(new Set(all.previous.map((p) => p.id))).toEqual(
      new Set(everyone.filter((p) => !expected.has(p.id)).map((p) => p.id)),
    );
    expect(all.inSeason.length + all.previous.length).toBe(everyone.length);
    expect(all.previous.length).toBeGreaterThan(0);
    // By last name: the initials never go backwards.
    const lastOf = new Map(everyone.map((p) => [p.id, p.last]));
    for (const list of [all.inSeason, all.previous]) {
      const initials = list.map((p) => lastOf.get(p.id)!.charAt(0).toUpperCase());
      expect(initials).toEqual([...initials].sort());
    }
    expect(all.inSeason.find((p) => p.id === pat.id)?.name).toBe("Pat Murphy");
  });

  it("narrows both lists with ?q= ('first last', any case)", async () => {
    const found = (await playersRoute.loader({
      request: app.request("/admin/players?q=%20PAT%20%20mur", {
        cookie: await cookie("admin@example.org"),
      }),
      params: {},
      context: {},
    } as never)) as Awaited<ReturnType<typeof playersRoute.loader>>;
    const names = [...found.inSeason, ...found.previous].map((p) => p.name);
    expect(names).toContain("Pat Murphy");
    for (const name of names) expect(name.toLowerCase()).toContain("pat mur");
  });

  it("loads the edit form for admins and 404s for an unknown or malformed id", async () => {
    const data = (await calls("admin@example.org").playerLoader()) as Awaited<
      ReturnType<typeof playerRoute.loader>
    >;
    expect(data.player).toEqual({ id: pat.id, name: "Pat Murphy" });
    expect(data.defaultValue).toMatchObject({ email: "player@example.org" });
    for (const playerId of ["nobody-here", "../etc"]) {
      const outcome = (await call(async () =>
        playerRoute.loader({
          request: app.request(`/admin/players/${playerId}`, {
            cookie: await cookie("admin@example.org"),
          }),
          params: { playerId },
          context: {},
        } as never),
      )) as { init?: { status: number } };
      expect(outcome.init?.status).toBe(404);
    }
  });

  it("saves a player through the admin form, back to the list, with an audit entry", async () => {
    const admin = await cookie("admin@example.org");
    const save = (form: Record<string, string>, playerId = pat.id) =>
      call(() =>
        playerRoute.action({
          request: app.request(`/admin/players/${playerId}`, { form, cookie: admin }),
          params: { playerId },
          context: {},
        } as never),
      );
    // Bad input: the form again with a message, nothing written.
    const before = await snapshot();
    const refused = (await save(patForm({ jerseyNumber: "", email: "nope" }))) as {
      init: { status: number };
      data: { result: { error?: Record<string, string[] | null> } };
    };
    expect(refused.init.status).toBe(400);
    expect(refused.data.result.error?.email?.length).toBeGreaterThan(0);
    expect(await snapshot()).toEqual(before);
    expect(
      ((await save(patForm(), "nobody-here")) as { init?: { status: number } }).init?.status,
    ).toBe(404);

    const saved = (await save(patForm())) as Response;
    expect(saved.status).toBe(302);
    expect(saved.headers.get("Location")).toBe(`/admin/players?saved=${pat.id}`);
    const [row] = await app.db.select().from(players).where(eq(players.id, pat.id));
    expect(row).toMatchObject({ jerseyNumber: 31, heightInches: 2, jerseySize: "XL" });
    const [entry] = await app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, "player"), eq(auditLog.entityId, pat.id)))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(entry).toMatchObject({ actorEmail: "admin@example.org", action: "update" });
    const list = (await playersRoute.loader({
      request: app.request(`/admin/players?saved=${pat.id}`, { cookie: admin }),
      params: {},
      context: {},
    } as never)) as Awaited<ReturnType<typeof playersRoute.loader>>;
    expect(list.saved).toBe("Pat Murphy");
  });

  it("lists the season's signups newest first with counts and one player's details", async () => {
    const data = (await calls("admin@example.org").signupsLoader()) as Awaited<
      ReturnType<typeof signupsRoute.loader>
    >;
    const rows = await app.db
      .select({ id: signups.id, paid: signups.paid })
      .from(signups)
      .where(eq(signups.seasonId, seasonId))
      .orderBy(desc(signups.createdAt), desc(signups.id));
    expect(data.signups.map((s) => s.id)).toEqual(rows.map((r) => r.id));
    const paid = rows.filter((r) => r.paid).length;
    expect(data.counts).toEqual({ total: rows.length, paid, unpaid: rows.length - paid });
    expect(paid).toBeGreaterThan(0);
    expect(rows.length - paid).toBeGreaterThan(0);
    expect(data.player).toMatchObject({
      found: true,
      id: pat.id,
      name: "Pat Murphy",
      email: "player@example.org",
      jerseySize: "XL",
      height: `6'2"`,
    });
    for (const wanted of ["nobody-here", "<script>"]) {
      const other = (await signupsRoute.loader({
        request: app.request(`/admin/signups?player=${encodeURIComponent(wanted)}`, {
          cookie: await cookie("admin@example.org"),
        }),
        params: {},
        context: {},
      } as never)) as Awaited<ReturnType<typeof signupsRoute.loader>>;
      expect(other.player).toMatchObject({ found: false });
    }
  });

  it("toggles paid true → false → true, each change with an audit entry", async () => {
    const admin = await cookie("admin@example.org");
    const paidOf = async () =>
      (await app.db.select().from(signups).where(eq(signups.id, target.id)))[0]!.paid;
    const audits = () =>
      app.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.entity, "signup"), eq(auditLog.entityId, target.id)))
        .orderBy(asc(auditLog.id));
    const setPaid = (fields: [string, string][]) =>
      signupsRoute.action({
        request: post("/admin/signups", fields, admin),
        params: {},
        context: {},
      } as never) as Promise<{ data: PaidReply; init?: { status: number } }>;
    const fetcherForm = (paid: boolean): [string, string][] => [
      ["intent", "set-paid"],
      ["signupId", target.id],
      ["paid", String(paid)],
    ];

    // Start from paid, whatever the demo made it.
    await setPaid(fetcherForm(true));
    expect(await paidOf()).toBe(true);
    const start = (await audits()).length;

    const off = await setPaid(fetcherForm(false));
    expect(off.data).toMatchObject({
      result: { status: "success" },
      message: expect.stringMatching(/marked unpaid/),
    });
    expect(await paidOf()).toBe(false);
    // A double tap sends the same wish again: still unpaid, no second entry.
    await setPaid(fetcherForm(false));
    expect(await paidOf()).toBe(false);
    // Without JavaScript: the hidden "false" then the ticked box's "true".
    const on = await setPaid([...fetcherForm(false), ["paid", "true"]]);
    expect(on.data).toMatchObject({
      result: { status: "success" },
      message: expect.stringMatching(/marked paid/),
    });
    expect(await paidOf()).toBe(true);

    const entries = (await audits()).slice(start);
    expect(entries.map((e) => [e.action, e.before, e.after, e.actorEmail])).toEqual([
      ["mark-unpaid", { paid: true }, { paid: false }, "admin@example.org"],
      ["mark-paid", { paid: false }, { paid: true }, "admin@example.org"],
    ]);

    // Put the demo value back.
    await setPaid(fetcherForm(target.paid));
    expect(await paidOf()).toBe(target.paid);
  });

  it("answers an unknown signup or an unreadable form with a message, not a 500", async () => {
    const admin = await cookie("admin@example.org");
    const before = await snapshot();
    const send = (fields: [string, string][]) =>
      signupsRoute.action({
        request: post("/admin/signups", fields, admin),
        params: {},
        context: {},
      } as never) as Promise<{ data: PaidReply; init?: { status: number } }>;
    const unknown = await send([
      ["intent", "set-paid"],
      ["signupId", "nosuchsignup"],
      ["paid", "true"],
    ]);
    expect(unknown.init?.status).toBe(404);
    expect(formErrors(unknown.data.result)).toEqual([expect.stringMatching(/not found/)]);
    for (const fields of [
      [
        ["intent", "set-paid"],
        ["signupId", target.id],
        ["paid", "flip"],
      ],
      [
        ["intent", "set-paid"],
        ["signupId", target.id],
      ],
      [
        ["intent", "set-paid"],
        ["signupId", "'; drop table signups;--"],
        ["paid", "true"],
      ],
      [
        ["signupId", target.id],
        ["paid", "true"],
      ],
    ] as [string, string][][]) {
      const answer = await send(fields);
      expect(answer.init?.status).toBe(400);
      expect(answer.data.result.status).toBe("error");
      expect(formErrors(answer.data.result)).toEqual([expect.stringMatching(/could not be read/)]);
    }
    expect(await snapshot()).toEqual(before);
  });
});
