// The player edit form (docs/league-rules.md#players): the data module on every database kind,
// then /players/{id}/edit's loader and action with real sessions: only the
// player himself or an admin may save, and a refused request changes nothing.
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { and, desc, eq, ne } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { editablePlayer, emailTakenByOther, updatePlayer } from "~/data/players.server";
import { auditLog, players } from "~/db/schema";
import type * as PlayerRoute from "~/routes/player";
import type * as PlayerEditRoute from "~/routes/player-edit";
import { parseWithZod } from "@conform-to/zod/v4";
import { playerFormSchema, type PlayerFormValues } from "~/domain/people/form";
import { startApp, type TestApp } from "../support/app";
import { databaseKinds, type TestDatabase } from "../support/databases";

const at = new Date("2026-11-22T17:00:00Z");
const by = { actorEmail: "admin@example.org", at };

const values: PlayerFormValues = {
  firstName: "Sean",
  lastName: "Walsh",
  email: "sean.walsh@example.org",
  phone: "617-555-0199",
  imageUrl: "https://example.org/sean.jpg",
  age: 30,
  jerseyNumber: 12,
  heightFeet: 5,
  heightInches: 11,
  birthdayYear: 1996,
  birthdayMonth: 7,
  birthdayDay: 4,
  jerseySize: "XXL",
};

for (const kind of databaseKinds) {
  describe(`player edit data on ${kind.name}`, () => {
    let db: TestDatabase;
    beforeAll(async () => {
      db = await kind.open();
      await db.db.insert(players).values([
        { id: "p1", firstName: "Sean", lastName: "Walsh", email: "sean@example.org" },
        {
          id: "p2",
          firstName: "Liam",
          lastName: "Burke",
          email: "liam.burke@example.org",
          birthdayYear: 1980,
          birthdayMonth: 1,
          birthdayDay: 2,
        },
      ]);
    }, 120_000);
    afterAll(() => db?.dispose());

    it("updates every field in one go and records who did it", async () => {
      expect(await updatePlayer(db.db, "p1", values, by)).toBe("saved");
      expect(await editablePlayer(db.db, "p1")).toEqual({ id: "p1", ...values });
      const [entry] = await db.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1);
      expect(entry).toMatchObject({
        actorEmail: "admin@example.org",
        action: "update",
        entity: "player",
        entityId: "p1",
        createdAt: at,
      });
      expect(entry?.before).toMatchObject({ email: "sean@example.org", jerseyNumber: null });
      expect(entry?.after).toMatchObject({ email: "sean.walsh@example.org", jerseyNumber: 12 });
    });

    it("keeps the stored birthday when none is chosen or the year is 2007 or later", async () => {
      const noBirthday = {
        ...values,
        email: "liam@example.org",
        birthdayYear: undefined,
        birthdayMonth: undefined,
        birthdayDay: undefined,
      };
      expect(await updatePlayer(db.db, "p2", noBirthday, by)).toBe("saved");
      expect(await editablePlayer(db.db, "p2")).toMatchObject({
        birthdayYear: 1980,
        birthdayMonth: 1,
        birthdayDay: 2,
      });
      const young = { ...noBirthday, birthdayYear: 2008, birthdayMonth: 5, birthdayDay: 5 };
      expect(await updatePlayer(db.db, "p2", young, by)).toBe("saved");
      expect(await editablePlayer(db.db, "p2")).toMatchObject({ birthdayYear: 1980 });
      const adult = { ...noBirthday, birthdayYear: 2006, birthdayMonth: 12, birthdayDay: 31 };
      expect(await updatePlayer(db.db, "p2", adult, by)).toBe("saved");
      expect(await editablePlayer(db.db, "p2")).toMatchObject({
        birthdayYear: 2006,
        birthdayMonth: 12,
        birthdayDay: 31,
      });
    });

    it("refuses another player's email in any case, even past the friendly check", async () => {
      expect(await emailTakenByOther(db.db, "LIAM@example.org", "p1")).toBe(true);
      expect(await emailTakenByOther(db.db, "liam@example.org", "p2")).toBe(false);
      // Two saves racing: the unique index decides, and nothing is half written.
      const stealing = { ...values, firstName: "Changed", email: "LIAM@EXAMPLE.ORG" };
      expect(await updatePlayer(db.db, "p1", stealing, by)).toBe("email-taken");
      expect(await editablePlayer(db.db, "p1")).toMatchObject({ firstName: "Sean" });
    });

    it("stores a mixed-case email in lower case, and refuses one that is another's in another case", async () => {
      const typed = new URLSearchParams({
        ...Object.fromEntries(Object.entries(values).map(([k, v]) => [k, String(v)])),
        email: "  Sean.Walsh@Example.ORG ",
      });
      const parsed = parseWithZod(typed, { schema: playerFormSchema });
      if (parsed.status !== "success") throw new Error("the form should parse");
      expect(parsed.value.email).toBe("sean.walsh@example.org");
      expect(await updatePlayer(db.db, "p1", parsed.value, by)).toBe("saved");
      expect((await editablePlayer(db.db, "p1"))?.email).toBe("sean.walsh@example.org");
      // The data module normalizes too, whatever it is handed.
      const shouting = { ...values, email: " SEAN.WALSH@EXAMPLE.ORG" };
      expect(await updatePlayer(db.db, "p1", shouting, by)).toBe("saved");
      expect((await editablePlayer(db.db, "p1"))?.email).toBe("sean.walsh@example.org");
      // Liam's email (liam@example.org since the birthday test) in another case.
      expect(await emailTakenByOther(db.db, " Liam@Example.ORG ", "p1")).toBe(true);
      const stealing = { ...values, firstName: "Changed", email: "Liam@Example.ORG" };
      expect(await updatePlayer(db.db, "p1", stealing, by)).toBe("email-taken");
      expect(await editablePlayer(db.db, "p1")).toMatchObject({
        firstName: "Sean",
        email: "sean.walsh@example.org",
      });
    });

    it("says not-found for an unknown player and writes nothing", async () => {
      const audits = (await db.db.select().from(auditLog)).length;
      expect(await updatePlayer(db.db, "nobody", values, by)).toBe("not-found");
      expect((await db.db.select().from(auditLog)).length).toBe(audits);
    });
  });
}

describe("/players/{id}/edit", () => {
  let app: TestApp;
  let route: typeof PlayerEditRoute;
  let playerRoute: typeof PlayerRoute;
  let EMAIL_TAKEN_MESSAGE: string;
  let pat: { id: string; email: string };
  let other: { id: string; email: string };

  beforeAll(async () => {
    app = await startApp();
    route = await import("~/routes/player-edit");
    playerRoute = await import("~/routes/player");
    ({ EMAIL_TAKEN_MESSAGE } = await import("~/pages/player-edit.server"));
    const person = async (where: ReturnType<typeof eq>) =>
      (
        await app.db
          .select({ id: players.id, email: players.email })
          .from(players)
          .where(where)
          .orderBy(players.id)
          .limit(1)
      )[0]!;
    pat = await person(eq(players.email, "player@example.org"));
    other = await person(ne(players.email, "player@example.org"));
  }, 120_000);

  const row = async (id: string) => editablePlayer(app.db, id);

  /** A complete, valid form for Pat, with changes. */
  const form = (changes: Record<string, string> = {}) => ({
    firstName: "Pat",
    lastName: "Murphy",
    email: "player@example.org",
    phone: "617-555-0100",
    imageUrl: "https://example.org/pat.jpg",
    age: "38",
    jerseyNumber: "23",
    heightFeet: "6",
    heightInches: "1",
    birthdayMonth: "3",
    birthdayDay: "17",
    birthdayYear: "1988",
    jerseySize: "XXL",
    ...changes,
  });

  async function load(playerId: string, email?: string): Promise<unknown> {
    const cookie = email ? await app.cookieFor(email) : undefined;
    const request = app.request(`/players/${playerId}/edit`, { cookie });
    try {
      return await route.loader({ request, params: { playerId }, context: {} } as never);
    } catch (thrown) {
      return thrown;
    }
  }

  async function save(playerId: string, fields: Record<string, string>, email?: string) {
    const cookie = email ? await app.cookieFor(email) : undefined;
    const request = app.request(`/players/${playerId}/edit`, { form: fields, cookie });
    try {
      return await route.action({ request, params: { playerId }, context: {} } as never);
    } catch (thrown) {
      return thrown;
    }
  }

  function redirectedTo(outcome: unknown): string {
    expect(outcome).toBeInstanceOf(Response);
    const response = outcome as Response;
    expect(response.status).toBe(302);
    return response.headers.get("Location")!;
  }

  /** A data() answer: its status and the conform reply it carries. */
  function refusal(outcome: unknown) {
    const answer = outcome as {
      init: { status: number };
      data: {
        result: { error?: Record<string, string[] | null>; initialValue?: Record<string, unknown> };
      };
    };
    expect(answer.init?.status).toBe(400);
    return answer.data.result;
  }

  async function canEdit(playerId: string, email?: string) {
    const cookie = email ? await app.cookieFor(email) : undefined;
    const data = await playerRoute.loader({
      request: app.request(`/players/${playerId}`, { cookie }),
      params: { playerId },
      context: {},
    } as never);
    return data.canEdit;
  }

  it("shows Pat his own form with his stored values", async () => {
    const data = (await load(pat.id, "player@example.org")) as Awaited<
      ReturnType<typeof route.loader>
    >;
    expect(data.player).toEqual({ id: pat.id, name: "Pat Murphy" });
    expect(data.selfEdit).toBe(true);
    expect(data.defaultValue).toMatchObject({
      firstName: "Pat",
      email: "player@example.org",
      heightFeet: "6",
      heightInches: "0",
      birthdayYear: "1988",
      birthdayMonth: "3",
      birthdayDay: "17",
      imageUrl: "",
    });
  });

  it("Pat saves his own record and goes back to his page, which shows it", async () => {
    const location = redirectedTo(await save(pat.id, form(), "player@example.org"));
    expect(location).toBe(`/players/${pat.id}?saved=1`);
    expect(await row(pat.id)).toMatchObject({
      jerseyNumber: 23,
      heightInches: 1,
      jerseySize: "XXL",
      imageUrl: "https://example.org/pat.jpg",
    });
    const page = await playerRoute.loader({
      request: app.request(`/players/${pat.id}`),
      params: { playerId: pat.id },
      context: {},
    } as never);
    expect(page.player).toMatchObject({ jerseyNumber: 23, height: `6'1"` });
    const [entry] = await app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, "player"), eq(auditLog.entityId, pat.id)))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(entry?.actorEmail).toBe("player@example.org");
  });

  it("the pencil shows for the player himself and admins only, whoever asked first", async () => {
    expect(await canEdit(pat.id, "player@example.org")).toBe(true);
    expect(await canEdit(pat.id)).toBe(false);
    expect(await canEdit(pat.id, "fan@example.org")).toBe(false);
    expect(await canEdit(pat.id, other.email)).toBe(false);
    expect(await canEdit(pat.id, "admin@example.org")).toBe(true);
    expect(await canEdit(other.id, "player@example.org")).toBe(false);
    expect(await canEdit(other.id, "admin@example.org")).toBe(true);
  });

  it("a visitor is sent to sign in and back; nothing changes", async () => {
    const before = await row(pat.id);
    const back = `/login?redirect=${encodeURIComponent(`/players/${pat.id}/edit`)}`;
    expect(redirectedTo(await load(pat.id))).toBe(back);
    expect(redirectedTo(await save(pat.id, form({ jerseyNumber: "99" })))).toBe(back);
    expect(await row(pat.id)).toEqual(before);
  });

  it("a signed-in non-player and another player go to the player page; nothing changes", async () => {
    const before = await row(pat.id);
    for (const email of ["fan@example.org", other.email]) {
      expect(redirectedTo(await load(pat.id, email))).toBe(`/players/${pat.id}`);
      const outcome = await save(pat.id, form({ jerseyNumber: "99", firstName: "Hacked" }), email);
      expect(redirectedTo(outcome)).toBe(`/players/${pat.id}`);
    }
    // Pat may not edit somebody else either.
    const otherBefore = await row(other.id);
    expect(redirectedTo(await load(other.id, "player@example.org"))).toBe(`/players/${other.id}`);
    const outcome = await save(other.id, form({ email: "x@example.org" }), "player@example.org");
    expect(redirectedTo(outcome)).toBe(`/players/${other.id}`);
    expect(await row(pat.id)).toEqual(before);
    expect(await row(other.id)).toEqual(otherBefore);
  });

  it("an admin edits Pat", async () => {
    const data = (await load(pat.id, "admin@example.org")) as { selfEdit: boolean };
    expect(data.selfEdit).toBe(false);
    const outcome = await save(pat.id, form({ jerseyNumber: "8", age: "39" }), "admin@example.org");
    expect(redirectedTo(outcome)).toBe(`/players/${pat.id}?saved=1`);
    expect(await row(pat.id)).toMatchObject({ jerseyNumber: 8, age: 39 });
  });

  it("an email typed in mixed case is stored in lower case", async () => {
    const typed = `  ${other.email.toUpperCase()} `;
    const fields = {
      ...form({ email: typed, firstName: "Other", lastName: "Player" }),
    };
    const outcome = await save(other.id, fields, "admin@example.org");
    expect(redirectedTo(outcome)).toMatch(new RegExp(`${other.id}`));
    expect((await row(other.id))?.email).toBe(other.email);
  });

  it("an unknown player is a 404 for an admin", async () => {
    for (const outcome of [
      await load("no-such-player", "admin@example.org"),
      await save("no-such-player", form(), "admin@example.org"),
    ]) {
      expect(outcome).toMatchObject({ init: { status: 404 } });
    }
  });

  it("invalid values come back with a message per field and what was typed; nothing changes", async () => {
    const before = await row(pat.id);
    const typed = form({
      firstName: "",
      email: "not an email",
      imageUrl: "javascript:alert(1)",
      age: "12",
      jerseyNumber: "100",
      birthdayDay: "31",
      birthdayMonth: "2",
    });
    const result = refusal(await save(pat.id, typed, "player@example.org"));
    expect(result.error).toEqual({
      firstName: ["Enter a first name."],
      email: ["Enter an email address like name@example.org."],
      imageUrl: ["Enter a web address that starts with https:// (or http://)."],
      age: ["Enter an age between 16 and 99."],
      jerseyNumber: ["Enter a jersey number between 0 and 99."],
      birthday: ["That date does not exist."],
    });
    expect(result.initialValue).toMatchObject({ email: "not an email", age: "12" });
    expect(await row(pat.id)).toEqual(before);
  });

  it("another player's email is refused with a message, whatever its case", async () => {
    const before = await row(pat.id);
    const taken = form({ email: other.email.toUpperCase(), jerseyNumber: "44" });
    const result = refusal(await save(pat.id, taken, "player@example.org"));
    expect(result.error).toEqual({ email: [EMAIL_TAKEN_MESSAGE] });
    expect(result.initialValue).toMatchObject({ jerseyNumber: "44" });
    expect(await row(pat.id)).toEqual(before);
  });

  it("the id comes from the address, never from the form", async () => {
    const otherBefore = await row(other.id);
    const outcome = await save(pat.id, { ...form(), id: other.id }, "player@example.org");
    expect(redirectedTo(outcome)).toBe(`/players/${pat.id}?saved=1`);
    expect(await row(other.id)).toEqual(otherBefore);
  });

  it("a birthday in 2007 or later is not saved; the stored one stays", async () => {
    const young = form({ birthdayYear: "2008", birthdayMonth: "5", birthdayDay: "5" });
    redirectedTo(await save(pat.id, young, "player@example.org"));
    expect(await row(pat.id)).toMatchObject({
      birthdayYear: 1988,
      birthdayMonth: 3,
      birthdayDay: 17,
    });
    const older = form({ birthdayYear: "1987", birthdayMonth: "4", birthdayDay: "1" });
    redirectedTo(await save(pat.id, older, "player@example.org"));
    expect(await row(pat.id)).toMatchObject({ birthdayYear: 1987, birthdayMonth: 4 });
  });

  it("a script in a name is stored as typed and rendered as text", async () => {
    const payload = `<script>alert("x")</script><img src=x onerror=alert(1)>`;
    redirectedTo(await save(pat.id, form({ lastName: payload }), "player@example.org"));
    expect((await row(pat.id))?.lastName).toBe(payload);
    const page = await playerRoute.loader({
      request: app.request(`/players/${pat.id}`),
      params: { playerId: pat.id },
      context: {},
    } as never);
    expect(page.player.name).toBe(`Pat ${payload}`);
    const { PlayerProfile } = await import("~/components/players/profile");
    const html = renderToStaticMarkup(
      createElement(MemoryRouter, null, createElement(PlayerProfile, { player: page.player })),
    );
    expect(html).not.toContain("<script");
    expect(html).not.toContain("<img src=x");
    expect(html).toContain("&lt;script&gt;");
    // Put his name back for the tests that follow.
    redirectedTo(await save(pat.id, form(), "player@example.org"));
    expect((await row(pat.id))?.lastName).toBe("Murphy");
  });
});
