// Cached page data is reused until league data changes, on both databases.
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cachedPageData, leagueVersion } from "~/data/page-cache.server";
import { clearLeagueData } from "~/demo/load.server";
import { databaseKinds, type TestDatabase } from "../support/databases";

describe.each(databaseKinds)("page cache on $name", ({ open }) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await open();
  });
  afterAll(() => t?.dispose());

  it("moves the league version on every kind of write, and only then", async () => {
    const v0 = await leagueVersion(t.db);
    expect(await leagueVersion(t.db)).toBe(v0);
    await t.db.execute(
      sql`insert into teams (id, name, abbreviation) values ('saints', 'Saints', 'SNTS')`,
    );
    const v1 = await leagueVersion(t.db);
    expect(v1).not.toBe(v0);
    await t.db.execute(sql`update teams set name = 'The Saints'`);
    const v2 = await leagueVersion(t.db);
    expect(v2).not.toBe(v1);
    await clearLeagueData(t.db);
    const v3 = await leagueVersion(t.db);
    expect(v3).not.toBe(v2);
    // Reading never moves it.
    await t.db.execute(sql`select count(*) from teams`);
    expect(await leagueVersion(t.db)).toBe(v3);
  });

  it("recomputes a page only after a write", async () => {
    let computed = 0;
    const read = () =>
      cachedPageData(t.db, `teams-${t.kind}`, async () => {
        computed++;
        const result = await t.db.execute(sql`select count(*)::int as n from teams`);
        return (result as unknown as { rows: { n: number }[] }).rows[0]!.n;
      });
    const before = await read();
    expect(await read()).toBe(before);
    expect(computed).toBe(1);
    await t.db.execute(
      sql`insert into teams (id, name, abbreviation) values ('friars', 'Friars', 'FRI')`,
    );
    expect(await read()).toBe(before + 1);
    expect(computed).toBe(2);
  });
});
