// Migration 0011_typed_names (docs/league-rules.md#names) on names stored
// before the rule: it tidies seasons' and teams' names as the forms now do,
// and when two would become one it stops, naming both, and changes nothing.
// Its statements are run again here on a migrated database whose rows were
// written around the rule (the new unique indexes dropped first).
import { readFileSync } from "node:fs";
import { asc, sql } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { seasons, teams } from "~/db/schema";
import { databaseKinds, type TestDatabase } from "../support/databases";

const statements = readFileSync("drizzle/0011_typed_names.sql", "utf8").split(
  "--> statement-breakpoint",
);

/** Runs the migration's statements in one transaction, as the migrator does. */
async function migrate(t: TestDatabase): Promise<void> {
  await t.db.transaction(async (tx) => {
    for (const statement of statements) await tx.execute(sql.raw(statement));
  });
}

async function errorOf(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (error) {
    const cause = (error as { cause?: { message?: string } }).cause ?? error;
    return String((cause as { message?: string }).message ?? cause);
  }
  throw new Error("expected the migration to stop");
}

describe.each(databaseKinds)("migration 0011_typed_names on $name", ({ open }) => {
  let t: TestDatabase | undefined;
  afterEach(async () => {
    await t?.dispose();
    t = undefined;
  });

  /** A migrated, empty database with the rows given, as an older version stored them. */
  async function storedBefore(rows: {
    seasons?: { id: number; name: string }[];
    teams?: { id: string; name: string; abbreviation: string }[];
  }) {
    t = await open("migrated");
    await t.db.execute(sql`drop index teams_name_idx`);
    await t.db.execute(sql`drop index teams_abbreviation_idx`);
    if (rows.seasons) await t.db.insert(seasons).values(rows.seasons);
    if (rows.teams) await t.db.insert(teams).values(rows.teams);
    return t;
  }

  it("tidies stored names: NFKC, one space, trimmed", async () => {
    const db = await storedBefore({
      seasons: [
        { id: 1, name: "Fall\u00a02026" },
        { id: 2, name: " Ｗｉｎｔｅｒ  2027\u3000" },
      ],
      teams: [{ id: "owls", name: "Night\u00a0 Owls ", abbreviation: "ＯＷＬ" }],
    });
    await migrate(db);
    expect(
      (await db.db.select().from(seasons).orderBy(asc(seasons.id))).map((s) => s.name),
    ).toEqual(["Fall 2026", "Winter 2027"]);
    const [owls] = await db.db.select().from(teams);
    expect([owls?.name, owls?.abbreviation]).toEqual(["Night Owls", "OWL"]);
  });

  it("stops on two teams that only look different, naming both, and changes nothing", async () => {
    const db = await storedBefore({
      teams: [
        { id: "hawks", name: "Hawks", abbreviation: "HWK" },
        { id: "hawks-2", name: "HAWKS\u00a0", abbreviation: "HK2" },
      ],
    });
    expect(await errorOf(migrate(db))).toBe(
      'Teams hawks ("Hawks") and hawks-2 ("HAWKS\u00a0") have the same name once spacing, width and case are set aside; rename one of them, then start again.',
    );
    expect((await db.db.select().from(teams).orderBy(asc(teams.id))).map((t) => t.name)).toEqual([
      "Hawks",
      "HAWKS\u00a0",
    ]);
  });

  it("stops on two seasons, and on two abbreviations, the same way", async () => {
    const db = await storedBefore({
      seasons: [
        { id: 1, name: "Fall 2026" },
        { id: 2, name: "Fall\u00a02026" },
      ],
    });
    expect(await errorOf(migrate(db))).toMatch(/^Seasons 1 \("Fall 2026"\) and 2 \("Fall.2026"\)/);
    await db.db.delete(seasons).where(sql`${seasons.id} = 2`);
    await db.db.insert(teams).values([
      { id: "a", name: "A", abbreviation: "AB" },
      { id: "b", name: "B", abbreviation: "ａｂ" },
    ]);
    expect(await errorOf(migrate(db))).toMatch(
      /^Teams a \("AB"\) and b \("ａｂ"\) have the same abbreviation/,
    );
  });
});
