// Season signups: the query module on every database kind (atomic new-player
// signup, duplicate email, returning signup and its unique constraint, name
// search), then the route actions and loaders on the demo league.
import { and, count, eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formErrors } from "~/form-reply";
import {
  playerSignup,
  searchPlayersForSignup,
  seasonSignups,
  signUpNewPlayer,
  signUpReturningPlayer,
} from "~/data/signups.server";
import type { Executor } from "~/db/connection.server";
import { players, seasons, signups } from "~/db/schema";
import {
  EMAIL_TAKEN,
  NO_PLAYERS_FOUND,
  SIGNUP_ERROR,
  type NewPlayer,
} from "~/domain/signups/signup";
import { startApp, type TestApp } from "../support/app";
import { confirmEmailedSignup } from "../support/signup-confirm";
import { databaseKinds, type TestDatabase } from "../support/databases";

const NOW = new Date("2026-11-22T17:00:00Z");

const kevin: NewPlayer = {
  firstName: "Kevin",
  lastName: "O'Brien",
  email: "kevin@example.org",
  phone: "617 555 0134",
  age: 34,
  heightFeet: 6,
  heightInches: 2,
  jerseySize: "XXL",
};

async function rowCounts(db: Executor) {
  const [p] = await db.select({ n: count() }).from(players);
  const [s] = await db.select({ n: count() }).from(signups);
  return { players: p!.n, signups: s!.n };
}

describe.each(databaseKinds)("signups data on $name", ({ open }) => {
  let t: TestDatabase;

  beforeAll(async () => {
    t = await open();
    await t.db.insert(seasons).values([
      { id: 3, name: "Season Three" },
      // Signups are written only for the season taking them (the season state machine).
      { id: 4, name: "Season Four", isCurrent: true, registrationOpen: true },
    ]);
    await t.db.insert(players).values([
      { id: "patmurphy1", firstName: "Pat", lastName: "Murphy", email: "pat@example.org" },
      { id: "patti00001", firstName: "Patti", lastName: "Walsh", email: "patti@example.org" },
      { id: "sean000001", firstName: "Sean", lastName: "Murphy", email: "sean@example.org" },
      { id: "pct0000001", firstName: "100%", lastName: "Hustle", email: "pct@example.org" },
    ]);
    await t.db.insert(signups).values([
      { id: "s3pat", seasonId: 3, playerId: "patmurphy1", status: "new", paid: true },
      { id: "s4sean", seasonId: 4, playerId: "sean000001", status: "returning", paid: true },
    ]);
  });
  afterAll(() => t?.dispose());

  it("creates the player and the new signup together (unpaid, this season, at now)", async () => {
    const before = await rowCounts(t.db);
    const result = await signUpNewPlayer(t.db, { seasonId: 4, player: kevin, now: NOW });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.playerId).toMatch(/^[a-z0-9]{10}$/);
    const [player] = await t.db.select().from(players).where(eq(players.id, result.playerId));
    expect(player).toMatchObject({
      firstName: "Kevin",
      lastName: "O'Brien",
      email: "kevin@example.org",
      phone: "617 555 0134",
      age: 34,
      heightFeet: 6,
      heightInches: 2,
      jerseySize: "XXL",
    });
    const rows = await t.db.select().from(signups).where(eq(signups.playerId, result.playerId));
    expect(rows).toEqual([
      expect.objectContaining({ seasonId: 4, status: "new", paid: false, createdAt: NOW }),
    ]);
    expect(await rowCounts(t.db)).toEqual({
      players: before.players + 1,
      signups: before.signups + 1,
    });
  });

  it("refuses an email already on a player, in any case, and writes nothing", async () => {
    const before = await rowCounts(t.db);
    for (const email of [
      "pat@example.org",
      "PAT@EXAMPLE.ORG",
      " Kevin@example.org ",
      "kevin@example.org",
    ]) {
      const result = await signUpNewPlayer(t.db, {
        seasonId: 4,
        player: { ...kevin, firstName: "Other", email },
        now: NOW,
      });
      expect(result).toEqual({ ok: false, reason: "email-taken" });
    }
    expect(await rowCounts(t.db)).toEqual(before);
  });

  it("leaves no player behind when the signup cannot be written", async () => {
    const before = await rowCounts(t.db);
    // No such season: refused inside the transaction, before either row.
    expect(
      await signUpNewPlayer(t.db, {
        seasonId: 99,
        player: { ...kevin, email: "orphan@example.org" },
        now: NOW,
      }),
    ).toEqual({ ok: false, reason: "season-refused", message: "This season no longer exists." });
    // A season that takes no signups: the same.
    expect(
      await signUpNewPlayer(t.db, {
        seasonId: 3,
        player: { ...kevin, email: "orphan@example.org" },
        now: NOW,
      }),
    ).toEqual({
      ok: false,
      reason: "season-refused",
      message: "Season 3 is completed: only an upcoming or the current season can take signups.",
    });
    expect(await rowCounts(t.db)).toEqual(before);
    const orphans = await t.db
      .select()
      .from(players)
      .where(eq(players.email, "orphan@example.org"));
    expect(orphans).toEqual([]);
  });

  it("signs a returning player up once per season", async () => {
    const first = await signUpReturningPlayer(t.db, {
      seasonId: 4,
      playerId: "patmurphy1",
      now: NOW,
    });
    expect(first).toEqual({
      ok: true,
      player: { id: "patmurphy1", firstName: "Pat", lastName: "Murphy" },
    });
    const again = await signUpReturningPlayer(t.db, {
      seasonId: 4,
      playerId: "patmurphy1",
      now: NOW,
    });
    expect(again).toMatchObject({ ok: false, reason: "already-signed-up" });
    const rows = await t.db
      .select()
      .from(signups)
      .where(and(eq(signups.playerId, "patmurphy1"), eq(signups.seasonId, 4)));
    expect(rows).toEqual([
      expect.objectContaining({ status: "returning", paid: false, createdAt: NOW }),
    ]);
  });

  it("lets the unique constraint decide when two signups race", async () => {
    const results = await Promise.all(
      [1, 2, 3].map(() =>
        signUpReturningPlayer(t.db, { seasonId: 4, playerId: "patti00001", now: NOW }),
      ),
    );
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    expect(results.filter((r) => !r.ok && r.reason === "already-signed-up")).toHaveLength(2);
  });

  it("says unknown-player for an id nobody has", async () => {
    const before = await rowCounts(t.db);
    expect(
      await signUpReturningPlayer(t.db, { seasonId: 4, playerId: "nobody0000", now: NOW }),
    ).toEqual({ ok: false, reason: "unknown-player" });
    expect(await rowCounts(t.db)).toEqual(before);
  });

  it("finds 'first last' case-insensitively, marking who is signed up", async () => {
    const search = (q: string) => searchPlayersForSignup(t.db, 4, q);
    const pat = await search("pat murphy");
    expect(pat).toEqual([
      {
        id: "patmurphy1",
        firstName: "Pat",
        lastName: "Murphy",
        signedUp: true,
        lastSeasonId: 4,
      },
    ]);
    expect((await search("murphy")).map((r) => r.id)).toEqual(["patmurphy1", "sean000001"]);
    expect((await search("t mur")).map((r) => r.id)).toEqual(["patmurphy1"]);
    expect((await search("pat")).map((r) => r.id)).toEqual(["patmurphy1", "patti00001"]);
    expect(await search("")).toEqual([]);
    expect(await search("murphy pat")).toEqual([]);
    // % and _ are letters here, not wildcards.
    expect((await search("100%")).map((r) => r.id)).toEqual(["pct0000001"]);
    expect(await search("%")).toHaveLength(1);
    expect(await search("_")).toEqual([]);
    const newcomer = await search("kevin");
    expect(newcomer[0]).toMatchObject({ signedUp: true, lastSeasonId: 4 });
    const [orphanCheck] = await searchPlayersForSignup(t.db, 3, "sean murphy");
    expect(orphanCheck).toMatchObject({ signedUp: false, lastSeasonId: 4 });
  });

  it("lists the season's signups newest first, names only", async () => {
    await t.db
      .update(signups)
      .set({ createdAt: sql`${NOW.toISOString()}::timestamptz - interval '3 days'` })
      .where(eq(signups.id, "s4sean"));
    const rows = await seasonSignups(t.db, 4);
    expect(rows.map((r) => r.firstName)).toEqual(
      expect.arrayContaining(["Kevin", "Pat", "Patti", "Sean"]),
    );
    expect(rows.at(-1)?.firstName).toBe("Sean");
    for (const row of rows)
      expect(Object.keys(row).sort()).toEqual([
        "createdAt",
        "firstName",
        "lastName",
        "playerId",
        "status",
      ]);
    expect(await playerSignup(t.db, 4, "sean000001")).toMatchObject({ status: "returning" });
    expect(await playerSignup(t.db, 3, "sean000001")).toBeUndefined();
  });
});

// Route answers are checked field by field below; typing each shape would only repeat them.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Loose = any;

/** What an action or loader gave back: a redirect, or data with a status. */
async function outcome(run: () => Promise<unknown>) {
  let value: unknown;
  try {
    value = await run();
  } catch (thrown) {
    value = thrown;
  }
  if (value instanceof Response) {
    return { status: value.status, location: value.headers.get("Location"), data: undefined };
  }
  if (
    value &&
    typeof value === "object" &&
    "type" in value &&
    value.type === "DataWithResponseInit"
  ) {
    const d = value as unknown as { data: unknown; init: { status?: number } | null };
    return { status: d.init?.status ?? 200, location: null, data: d.data as Loose };
  }
  return { status: 200, location: null, data: value as Loose };
}

describe("signup pages on the demo league", () => {
  let app: TestApp;
  const args = (request: Request, params: Record<string, string> = {}) =>
    ({ request, params, context: {} }) as Loose;

  beforeAll(async () => {
    app = await startApp();
  }, 120_000);

  async function currentSeasonId() {
    const { currentSeason } = await import("~/data/seasons.server");
    return (await currentSeason(app.db))!.id;
  }

  const newForm = {
    firstName: "Brendan",
    lastName: "Quinn",
    email: "Brendan.Quinn@example.org",
    phone: "617-555-0199",
    age: "29",
    heightFeet: "5",
    heightInches: "11",
    jerseySize: "M",
  };

  it("signs a new player up once he confirms his email, and welcomes him", async () => {
    const { action } = await import("~/routes/signup-new");
    const seasonId = await currentSeasonId();
    const res = await outcome(() =>
      action(args(app.request("/signup/new", { form: newForm, ip: "10.1.0.1" }))),
    );
    expect(res.status).toBe(200);
    expect(res.data.emailed).toBe("We emailed b•••@example.org: tap the link to confirm.");
    const welcomeHref = await confirmEmailedSignup(app, "brendan.quinn@example.org");
    const playerId = welcomeHref.replace("/signup/all/", "");
    expect(playerId).toMatch(/^[a-z0-9]{10}$/);
    const [player] = await app.db.select().from(players).where(eq(players.id, playerId));
    expect(player).toMatchObject({ email: "brendan.quinn@example.org", heightFeet: 5 });
    expect(await playerSignup(app.db, seasonId, playerId)).toMatchObject({ status: "new" });

    const { loader } = await import("~/routes/signup-welcome");
    const welcome = await outcome(() => loader(args(app.request(welcomeHref), { playerId })));
    expect(welcome.data).toMatchObject({ firstName: "Brendan", status: "new" });
    expect(JSON.stringify(welcome.data)).not.toContain("@");
  });

  it("points an existing email to Returning Player and writes nothing", async () => {
    const { action } = await import("~/routes/signup-new");
    const before = await rowCounts(app.db);
    const res = await outcome(() =>
      action(
        args(
          app.request("/signup/new", {
            form: { ...newForm, email: "PLAYER@example.org" },
            ip: "10.1.0.2",
          }),
        ),
      ),
    );
    expect(res.status).toBe(409);
    expect(res.data.result.error.email).toEqual([EMAIL_TAKEN]);
    expect(res.data.result.initialValue.firstName).toBe("Brendan");
    expect(await rowCounts(app.db)).toEqual(before);
  });

  it("stores the email trimmed and lower-cased", async () => {
    const { action } = await import("~/routes/signup-new");
    const res = await outcome(() =>
      action(
        args(
          app.request("/signup/new", {
            form: {
              ...newForm,
              firstName: "Pat",
              lastName: "New",
              email: "  Pat.New@Example.ORG ",
            },
            ip: "10.1.0.4",
          }),
        ),
      ),
    );
    expect(res.status).toBe(200);
    const welcomeHref = await confirmEmailedSignup(app, "pat.new@example.org");
    const playerId = welcomeHref.replace("/signup/all/", "");
    const [player] = await app.db.select().from(players).where(eq(players.id, playerId));
    expect(player?.email).toBe("pat.new@example.org");
  });

  it("holds a new player to the player field rules: ages 16 to 99, names up to 60 characters", async () => {
    const { action } = await import("~/routes/signup-new");
    const post = (form: Record<string, string>, ip: string) =>
      outcome(() =>
        action(args(app.request("/signup/new", { form: { ...newForm, ...form }, ip }))),
      );
    const before = await rowCounts(app.db);
    const young = await post({ email: "young@example.org", age: "12" }, "10.1.0.5");
    expect(young.status).toBe(400);
    expect(young.data.result.error).toEqual({ age: ["Enter an age between 16 and 99."] });
    const tooLong = await post({ email: "long@example.org", lastName: "Q".repeat(61) }, "10.1.0.5");
    expect(tooLong.data.result.error).toEqual({ lastName: ["Use at most 60 characters."] });
    expect(await rowCounts(app.db)).toEqual(before);
    // 55 characters: more than the old signup's 50, as the edit form always allowed.
    const long = await post({ email: "long@example.org", lastName: "Q".repeat(55) }, "10.1.0.5");
    expect(long.status).toBe(200);
    await confirmEmailedSignup(app, "long@example.org");
  });

  it("answers a bad form with a message per field, never a 500", async () => {
    const { action } = await import("~/routes/signup-new");
    const before = await rowCounts(app.db);
    const res = await outcome(() =>
      action(
        args(
          app.request("/signup/new", {
            form: { firstName: "", lastName: "Quinn", email: "nope", age: "old" },
            ip: "10.1.0.3",
          }),
        ),
      ),
    );
    expect(res.status).toBe(400);
    expect(Object.keys(res.data.result.error).sort()).toEqual([
      "age",
      "email",
      "firstName",
      "phone",
    ]);
    // A body that is not a form at all.
    const raw = new Request("http://localhost:3000/signup/new", {
      method: "POST",
      headers: { "Content-Type": "application/json", "x-league-client-ip": "10.1.0.3" },
      body: "{}",
    });
    expect((await outcome(() => action(args(raw)))).status).toBe(400);
    expect(await rowCounts(app.db)).toEqual(before);
  });

  it("limits signups per address", async () => {
    const { action } = await import("~/routes/signup-new");
    const allowed = (await import("~/auth/rate-limit.server")).limits.signupPerIp.points;
    const statuses: number[] = [];
    for (let i = 0; i <= allowed; i++) {
      const res = await outcome(() =>
        action(args(app.request("/signup/new", { form: { firstName: "" }, ip: "10.9.9.9" }))),
      );
      statuses.push(res.status);
      if (res.status === 429) expect(res.data.result.error[""][0]).toMatch(/Too many attempts/);
    }
    expect(statuses.slice(0, allowed).every((s) => s === 400)).toBe(true);
    expect(statuses[allowed]).toBe(429);
  });

  it("finds Pat Murphy in any case, already signed up", async () => {
    const { loader } = await import("~/routes/signup-returning");
    const res = await outcome(() =>
      loader(args(app.request("/signup/returning?q=%20PAT%20%20murphy"))),
    );
    expect(res.data.searched).toBe(true);
    expect(res.data.rows).toEqual([
      expect.objectContaining({ firstName: "Pat", lastName: "Murphy", signedUp: true }),
    ]);
    expect(JSON.stringify(res.data)).not.toContain("@");
    const empty = await outcome(() => loader(args(app.request("/signup/returning?q="))));
    expect(empty.data).toMatchObject({ searched: true, rows: [] });
    const none = await outcome(() => loader(args(app.request("/signup/returning"))));
    expect(none.data).toMatchObject({ searched: false, rows: [] });
    expect(NO_PLAYERS_FOUND).toBe("No players found");
  });

  it("signs a returning player up once, then says so kindly", async () => {
    const seasonId = await currentSeasonId();
    const [player] = await app.db
      .select({ id: players.id, firstName: players.firstName, email: players.email })
      .from(players)
      .where(
        sql`not exists (select 1 from ${signups} where ${signups.playerId} = ${players.id} and ${signups.seasonId} = ${seasonId})`,
      )
      .limit(1);
    expect(player).toBeDefined();
    const { action } = await import("~/routes/signup-returning");
    const post = (playerId: string, cookie?: string) =>
      outcome(() =>
        action(
          args(
            app.request("/signup/returning?q=x", {
              form: { intent: "signup", playerId },
              ip: "10.2.0.1",
              cookie,
            }),
          ),
        ),
      );
    // Signed in, his own tap counts at once (signed out it waits for his
    // confirmation: tests/integration/signup-confirm.test.ts).
    const first = await post(player!.id, await app.cookieFor(player!.email));
    expect(first).toMatchObject({ status: 302, location: `/signup/all/${player!.id}` });
    const before = await rowCounts(app.db);
    const second = await post(player!.id);
    expect(second.status).toBe(409);
    expect(formErrors(second.data.result)[0]).toMatch(/is already signed up for Season/);
    expect(second.data.welcomeHref).toBe(`/signup/all/${player!.id}`);
    expect(await rowCounts(app.db)).toEqual(before);

    const unknown = await post("nobody0000");
    expect(unknown.status).toBe(404);
    expect(formErrors(unknown.data.result)[0]).toBe(SIGNUP_ERROR);
    expect(JSON.stringify(unknown.data)).not.toMatch(/sql|insert|constraint|stack/i);
    const garbage = await post("'; drop table players; --");
    expect(garbage.status).toBe(400);
    expect(formErrors(garbage.data.result)[0]).toBe(SIGNUP_ERROR);
    expect(await rowCounts(app.db)).toEqual(before);

    const { loader } = await import("~/routes/signup-returning");
    const found = await outcome(() =>
      loader(args(app.request(`/signup/returning?q=${encodeURIComponent(player!.firstName)}`))),
    );
    expect(found.data.rows.find((r: { id: string }) => r.id === player!.id)?.signedUp).toBe(true);
  });

  it("lists the season's signups publicly: names, no emails or phones", async () => {
    const { loader } = await import("~/routes/signup-all");
    const res = await outcome(() => loader(args(app.request("/signup/all"))));
    const { rows, counts } = res.data;
    expect(rows.length).toBe(counts.total);
    expect(counts.new + counts.returning).toBe(counts.total);
    // The two signups made above are the newest (the returning one last).
    expect(rows.slice(0, 2).map((r: { firstName: string }) => r.firstName)).toContain("Brendan");
    const times = rows.map((r: { createdAt: string }) => Date.parse(r.createdAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    // The listed players' own emails and phones, read from the database: a
    // pattern such as /617/ would also match a timestamp's milliseconds.
    const listed = await app.db
      .select({ email: players.email, phone: players.phone })
      .from(players)
      .where(
        inArray(
          players.id,
          rows.map((r: { playerId: string }) => r.playerId),
        ),
      );
    expect(listed.length).toBe(rows.length);
    const contacts = listed.flatMap((p) => [p.email, p.phone].filter((c): c is string => !!c));
    expect(contacts.some((c) => c.includes("@"))).toBe(true);
    const json = JSON.stringify(res.data);
    for (const contact of contacts) expect(json).not.toContain(contact);
    expect(json).not.toContain("@");
  });

  it("answers 404 for a welcome page of nobody or of someone not signed up", async () => {
    const { loader } = await import("~/routes/signup-welcome");
    const seasonId = await currentSeasonId();
    const [absent] = await app.db
      .select({ id: players.id })
      .from(players)
      .where(
        sql`not exists (select 1 from ${signups} where ${signups.playerId} = ${players.id} and ${signups.seasonId} = ${seasonId})`,
      )
      .limit(1);
    for (const playerId of ["nobody0000", absent!.id, "bad id!"]) {
      const res = await outcome(() =>
        loader(args(app.request(`/signup/all/${playerId}`), { playerId })),
      );
      expect(res.status).toBe(404);
    }
  });
});
