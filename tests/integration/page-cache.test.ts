// Cached page data is reused until league data changes, on both databases;
// a watcher knows the league version from the database's announcements.
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ListenHandlers } from "~/db/connection.server";
import {
  LeagueVersionWatcher,
  readLeagueVersion as leagueVersion,
} from "~/data/league-version.server";
import { cachedPageData } from "~/data/page-cache.server";
import { clearLeagueData } from "~/demo/load.server";
import { databaseKinds, type TestDatabase } from "../support/databases";

/** The promise's value, or "still waiting" if it takes over 5 s (a hundred times what it should). */
function settled<T>(promise: Promise<T>): Promise<T | "still waiting"> {
  const giveUp = new Promise<"still waiting">((resolve) =>
    setTimeout(() => resolve("still waiting"), 5_000).unref(),
  );
  return Promise.race([promise, giveUp]);
}

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

  it("a watcher knows each new version from the announcements, without reading", async () => {
    const watcher = new LeagueVersionWatcher(t.db);
    await watcher.start(t.listen);
    try {
      const before = await watcher.current();
      expect(before).toBe(await leagueVersion(t.db));
      await t.db.execute(
        sql`insert into teams (id, name, abbreviation) values ('monks', 'Monks', 'MNK')`,
      );
      const written = await leagueVersion(t.db);
      expect(written).toBeGreaterThan(before);
      // Announced at commit: heard shortly after, on PostgreSQL through its own connection.
      await expect.poll(() => watcher.current(), { timeout: 2000 }).toBe(written);
    } finally {
      await watcher.stop();
    }
  });

  it("after a write, a watcher answers once the announcement is out: another instance has it too", async () => {
    // A wait far longer than the test's own patience: had the watcher not
    // heard the announcement, it would still be waiting when `settled` gives
    // up. (How long hearing takes is `npm run bench -- live`'s business.)
    const HEARING_MS = 60_000;
    const [here, there] = [new LeagueVersionWatcher(t.db), new LeagueVersionWatcher(t.db)];
    await Promise.all([here.start(t.listen), there.start(t.listen)]);
    try {
      for (let round = 0; round < 5; round++) {
        const before = await here.current();
        await t.db.execute(sql`update teams set name = name || '.' where id = 'monks'`);
        const after = await settled(here.afterWrite(before, HEARING_MS));
        expect(after, "heard, not timed out").toBe(await leagueVersion(t.db));
        // The other instance heard it from the database at the same moment
        // (each listening connection gets it at commit), without reading:
        // its memory has it, give or take its event loop's next turn.
        await expect.poll(() => there.current(), { timeout: 1_000, interval: 2 }).toBe(after);
      }
      // Nothing written: it does not wait for an announcement at all.
      const idle = await here.current();
      expect(await settled(here.afterWrite(idle, HEARING_MS))).toBe(idle);
    } finally {
      await Promise.all([here.stop(), there.stop()]);
    }
  });

  it("a watcher whose listening connection is lost reads the version until it is back", async () => {
    let handlers: ListenHandlers | undefined;
    // A listener that hears nothing: only the loss and the return are simulated.
    const deaf = async (_channel: string, h: ListenHandlers) => {
      handlers = h;
      return async () => {};
    };
    const watcher = new LeagueVersionWatcher(t.db);
    await watcher.start(deaf);
    const known = await watcher.current();
    await t.db.execute(sql`update teams set name = name || '!' where id = 'monks'`);
    // Still listening as far as it knows, and nothing was announced to it: memory answers.
    expect(await watcher.current()).toBe(known);
    handlers!.onLost!();
    const read = await watcher.current();
    expect(read).toBe(await leagueVersion(t.db));
    expect(read).toBeGreaterThan(known);
    await t.db.execute(sql`update teams set name = name || '!' where id = 'monks'`);
    expect(await watcher.current()).toBe(await leagueVersion(t.db));
    // Back: one more read catches up, then memory answers again.
    handlers!.onReconnect!();
    const caughtUp = await watcher.current();
    await t.db.execute(sql`update teams set name = name || '!' where id = 'monks'`);
    expect(await watcher.current()).toBe(caughtUp);
    expect(await watcher.refresh()).toBeGreaterThan(caughtUp);
  });
});
