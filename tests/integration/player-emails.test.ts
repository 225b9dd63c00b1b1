// One set of player field rules, and emails stored normalized
// (docs/league-rules.md#players), on every database kind: a signup and a sign-in
// lookup normalize; the database refuses a raw email that is not normalized;
// migration 0006 stops, naming both players and changing nothing, when two
// emails collide once normalized; both imports hold players to the field rules
// and refuse two emails that collide, naming both, writing nothing.
import { readFileSync } from "node:fs";
import { parseWithZod } from "@conform-to/zod/v4";
import { asc, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { nonEmptyTables } from "~/data/export.server";
import { importDataFile, readDataFile } from "~/data/legacy-import.server";
import { playerByEmail } from "~/data/players.server";
import { signUpNewPlayer } from "~/data/signups.server";
import type { Executor } from "~/db/connection.server";
import { players, seasons } from "~/db/schema";
import { NewPlayerSchema } from "~/domain/signups/signup";
import { databaseKinds, type TestDatabase } from "../support/databases";
import { importRefusal } from "../support/import-refusal";

const at = new Date("2026-11-22T17:00:00Z");
const actor = { actorEmail: "admin@example.org", at };
const fixtureText = readFileSync("tests/fixtures/original-site-export.json", "utf8");
const migration0006 = readFileSync("drizzle/0006_one_rulebook.sql", "utf8")
  .split("--> statement-breakpoint")
  .map((statement) => statement.trim())
  .filter(Boolean);

/** The message of an error, the driver's under Drizzle's wrapper. */
async function failure(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (error) {
    const cause = (error as { cause?: unknown }).cause ?? error;
    return `${(error as Error).message} ${(cause as Error).message}`;
  }
  throw new Error("expected a refusal");
}

async function emails(db: Executor) {
  return db.select({ id: players.id, email: players.email }).from(players).orderBy(asc(players.id));
}

/** One of our own files holding only these player rows (SQL column names). */
function ourFile(rows: Record<string, unknown>[]): string {
  return JSON.stringify({
    format: "parish-league-export",
    version: 1,
    exportedAt: at.toISOString(),
    tables: { players: rows },
    auditLog: [],
  });
}

const pat = { id: "pat", first_name: "Pat", last_name: "Murphy", email: "pat@example.org" };
const sean = { id: "sean", first_name: "Sean", last_name: "Walsh", email: "sean@example.org" };

describe.each(databaseKinds)("player emails and field rules on $name", ({ open }) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await open();
    // Taking signups: a signup is written only for such a season (the season state machine).
    await t.db
      .insert(seasons)
      .values({ id: 4, name: "Season Four", isCurrent: true, registrationOpen: true });
  }, 120_000);
  afterAll(() => t?.dispose());

  it("a signup stores the email trimmed and lower-cased; sign-in finds it in any case", async () => {
    const form = new URLSearchParams({
      firstName: "Pat",
      lastName: "New",
      email: "  Pat.New@Example.ORG ",
      phone: "617-555-0134",
      age: "31",
    });
    const parsed = parseWithZod(form, { schema: NewPlayerSchema });
    if (parsed.status !== "success") throw new Error("the form should parse");
    const result = await signUpNewPlayer(t.db, { seasonId: 4, player: parsed.value, now: at });
    if (!result.ok) throw new Error("the signup should be written");
    const [row] = await t.db.select().from(players).where(eq(players.id, result.playerId));
    expect(row?.email).toBe("pat.new@example.org");
    // The data module normalizes whatever it is handed, and refuses the same email in another case.
    const again = await signUpNewPlayer(t.db, {
      seasonId: 4,
      player: { ...parsed.value, email: " PAT.NEW@example.org" },
      now: at,
    });
    expect(again).toEqual({ ok: false, reason: "email-taken" });
    expect(await playerByEmail(t.db, " PAT.New@EXAMPLE.org ")).toMatchObject({
      id: result.playerId,
    });
  });

  it("the database refuses an email that is not trimmed and lower-cased (players_email_normalized_chk)", async () => {
    for (const email of ["Mixed.Case@example.org", " padded@example.org", "padded@example.org "]) {
      expect(
        await failure(
          t.db.execute(
            sql`insert into players (id, first_name, last_name, email) values ('raw1', 'Raw', 'Insert', ${email})`,
          ),
        ),
      ).toMatch(/players_email_normalized_chk/);
    }
    expect(await t.db.select().from(players).where(eq(players.id, "raw1"))).toEqual([]);
  });

  it("migration 0006 stops on two emails that collide once normalized, naming both, and changes nothing", async () => {
    const fresh = await open();
    try {
      const db = fresh.db;
      // The league as 0005 left it: no check, the unique index on lower(email), no games_final_chk.
      await db.execute(sql.raw(`alter table players drop constraint players_email_normalized_chk`));
      await db.execute(sql.raw(`drop index players_email_idx`));
      await db.execute(
        sql.raw(
          `create unique index players_email_lower_idx on players using btree (lower(email))`,
        ),
      );
      await db.execute(sql.raw(`alter table games drop constraint games_final_chk`));
      // Different under lower(email), the same once trimmed too.
      await db.insert(players).values([
        { id: "p1", firstName: "Pat", lastName: "Murphy", email: "Pat@Example.org" },
        { id: "p2", firstName: "Sean", lastName: "Walsh", email: "SEAN@example.org" },
        { id: "p3", firstName: "Patrick", lastName: "Murphy", email: "pat@example.org " },
      ]);
      const before = await emails(db);
      const run = () =>
        db.transaction(async (tx) => {
          for (const statement of migration0006) await tx.execute(sql.raw(statement));
        });
      const message = await failure(run());
      expect(message).toContain(
        "Players p1 (Pat@Example.org) and p3 (pat@example.org ) have the same email once it is trimmed and lower-cased",
      );
      expect(await emails(db)).toEqual(before);
      const indexes = await db.execute(
        sql.raw(`select indexname from pg_indexes where tablename = 'players' order by indexname`),
      );
      const names = (indexes as unknown as { rows: { indexname: string }[] }).rows.map(
        (r) => r.indexname,
      );
      expect(names).toContain("players_email_lower_idx");
      expect(names).not.toContain("players_email_idx");

      // Once one of them has another email, it normalizes every email and adds the rules.
      await db.update(players).set({ email: "patrick@example.org" }).where(eq(players.id, "p3"));
      await run();
      expect(await emails(db)).toEqual([
        { id: "p1", email: "pat@example.org" },
        { id: "p2", email: "sean@example.org" },
        { id: "p3", email: "patrick@example.org" },
      ]);
      expect(
        await failure(
          db.execute(
            sql`insert into players (id, first_name, last_name, email) values ('p4', 'P', 'M', 'PAT@example.org')`,
          ),
        ),
      ).toMatch(/players_email_normalized_chk/);
      expect(
        await failure(
          db.execute(
            sql`insert into players (id, first_name, last_name, email) values ('p4', 'P', 'M', 'pat@example.org')`,
          ),
        ),
      ).toMatch(/players_email_idx/);
    } finally {
      await fresh.dispose();
    }
  });

  it("an import of the original site's export refuses a player who breaks a field rule, naming him", async () => {
    const fresh = await open();
    try {
      const legacy = JSON.parse(fixtureText);
      legacy.players[2].age = 12;
      expect(await importRefusal(importDataFile(fresh.db, JSON.stringify(legacy), actor))).toMatch(
        /^Bad record players\[2\] \(id pl-conor\).*field "age": 12 for Conor Doyle breaks the player rules: Enter an age between 16 and 99\. Nothing was written\.$/,
      );
      const clash = JSON.parse(fixtureText);
      clash.players[3].email = "Aidan.Walsh@Example.com ";
      expect(await importRefusal(importDataFile(fresh.db, JSON.stringify(clash), actor))).toMatch(
        /^Bad record players\[3\] \(id pl-declan\).*field "email": players Aidan Walsh \(pl-aidan, Aidan\.Walsh@example\.com\) and Declan Byrne \(pl-declan, Aidan\.Walsh@Example\.com \) have the same email once it is trimmed and lower-cased; emails are unique\. Nothing was written\.$/,
      );
      expect(await nonEmptyTables(fresh.db)).toEqual([]);
      // The sample itself imports, its mixed-case email stored normalized.
      await importDataFile(fresh.db, fixtureText, actor);
      expect(await emails(fresh.db)).toContainEqual({
        id: "pl-aidan",
        email: "aidan.walsh@example.com",
      });
    } finally {
      await fresh.dispose();
    }
  });

  it("an import of our own file holds players to the same rules, normalizes emails and refuses a clash", async () => {
    const fresh = await open();
    try {
      expect(
        await importRefusal(importDataFile(fresh.db, ourFile([pat, { ...sean, age: 12 }]), actor)),
      ).toBe(
        'Bad row players[1] (id sean), column "age": 12 for Sean Walsh breaks the player rules: Enter an age between 16 and 99.',
      );
      expect(
        await importRefusal(
          importDataFile(fresh.db, ourFile([{ ...pat, phone: "ask his wife" }]), actor),
        ),
      ).toBe(
        'Bad row players[0] (id pat), column "phone": "ask his wife" for Pat Murphy breaks the player rules: Use digits, spaces and + ( ) - . only.',
      );
      expect(
        await importRefusal(
          importDataFile(
            fresh.db,
            ourFile([pat, sean, { ...sean, id: "sean2", email: " Sean@Example.org" }]),
            actor,
          ),
        ),
      ).toBe(
        "Bad rows players[1] and players[2]: players Sean Walsh (sean, sean@example.org) and Sean Walsh (sean2,  Sean@Example.org) have the same email once it is trimmed and lower-cased; emails are unique.",
      );
      expect(await nonEmptyTables(fresh.db)).toEqual([]);
      await importDataFile(
        fresh.db,
        ourFile([{ ...pat, email: " Pat@Example.ORG ", first_name: " Pat " }, sean]),
        actor,
      );
      expect(await emails(fresh.db)).toEqual([
        { id: "pat", email: "pat@example.org" },
        { id: "sean", email: "sean@example.org" },
      ]);
    } finally {
      await fresh.dispose();
    }
  });

  it("a restore gives back a record an older rule let in, its email normalized; a clash is still refused", async () => {
    const old = ourFile([{ ...pat, email: "Pat@Example.org", age: 12, phone: "n/a" }, sean]);
    const restored = readDataFile(old, "ours").rows.players;
    expect(restored).toEqual([
      expect.objectContaining({ id: "pat", email: "pat@example.org", age: 12, phone: "n/a" }),
      expect.objectContaining({ id: "sean", email: "sean@example.org" }),
    ]);
    expect(() =>
      readDataFile(ourFile([pat, { ...sean, email: "PAT@example.org" }]), "ours"),
    ).toThrow(
      /players Pat Murphy \(pat, pat@example\.org\) and Sean Walsh \(sean, PAT@example\.org\) have the same email/,
    );
  });
});
