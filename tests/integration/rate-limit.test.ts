// Rate limits count in the database (table rate_limits), so every server
// process on one database shares them: a second, independently created set of
// limiters over the same database stands for a second process.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createRateLimits, limits, type RateLimits } from "~/auth/rate-limit.server";
import { exportLeague, LEAGUE_TABLES } from "~/data/export.server";
import { rateLimits } from "~/db/schema";
import { databaseKinds, type TestDatabase } from "../support/databases";

const WAIT = /^Too many attempts\. Please wait \d+ minutes? and try again\.$/;

describe.each(databaseKinds)("rate limits on $name", ({ open }) => {
  let db: TestDatabase;
  let first: RateLimits;
  let second: RateLimits;

  beforeAll(async () => {
    db = await open();
    first = createRateLimits(db.db, { cleanup: false });
    second = createRateLimits(db.db, { cleanup: false });
  });
  afterAll(() => db?.dispose());

  const row = async (key: string) =>
    (await db.db.select().from(rateLimits).where(eq(rateLimits.key, key)))[0];

  it("counts an action in the table, under the limit's name and the key in lower case", async () => {
    const before = Date.now();
    expect(await first.overLimit([["signInLinkPerEmail", "Pat@Example.org"]])).toBeNull();
    const counted = await row("signInLinkPerEmail:pat@example.org");
    expect(counted?.points).toBe(1);
    const window = limits.signInLinkPerEmail.minutes * 60_000;
    expect(counted?.expire?.getTime()).toBeGreaterThanOrEqual(before + window - 1000);
    expect(counted?.expire?.getTime()).toBeLessThanOrEqual(Date.now() + window + 1000);
  });

  it("shares the count between instances (processes) and refuses with the seconds to wait", async () => {
    const email = "shared@example.org";
    const allowed = limits.signInLinkPerEmail.points;
    for (let i = 0; i < allowed; i++) {
      const limiter = i % 2 === 0 ? first : second;
      expect(await limiter.overLimit([["signInLinkPerEmail", email]])).toBeNull();
    }
    const refused = await second.overLimit([["signInLinkPerEmail", email]]);
    expect(refused).not.toBeNull();
    const window = limits.signInLinkPerEmail.minutes * 60;
    expect(refused!.retryAfterSeconds).toBeGreaterThan(window - 60);
    expect(refused!.retryAfterSeconds).toBeLessThanOrEqual(window);
    expect(refused!.headers).toEqual({ "Retry-After": String(refused!.retryAfterSeconds) });
    expect(refused!.message).toMatch(WAIT);
    expect(refused!.message).toContain(`${limits.signInLinkPerEmail.minutes} minutes`);
    // The first instance refuses too: it reads the same row.
    expect(await first.overLimit([["signInLinkPerEmail", email]])).not.toBeNull();
    // Another limit, or another key, is not held back.
    expect(await first.overLimit([["passwordPerEmail", email]])).toBeNull();
    expect(await first.overLimit([["signInLinkPerEmail", "other@example.org"]])).toBeNull();
  });

  it("limitReached reads without counting", async () => {
    const email = "failures@example.org";
    const check: ["passwordPerEmail", string] = ["passwordPerEmail", email];
    for (let i = 0; i < 3; i++) expect(await second.limitReached([check])).toBeNull();
    expect(await row(`passwordPerEmail:${email}`)).toBeUndefined();
    for (let i = 0; i < limits.passwordPerEmail.points; i++) {
      expect(await (i % 2 ? first : second).overLimit([check])).toBeNull();
    }
    const reached = await first.limitReached([check]);
    expect(reached?.message).toMatch(WAIT);
    expect(reached?.retryAfterSeconds).toBeGreaterThan(0);
    expect(await second.limitReached([check])).not.toBeNull();
    expect((await row(`passwordPerEmail:${email}`))?.points).toBe(limits.passwordPerEmail.points);
  });

  it("counts concurrent actions exactly (one atomic upsert per action)", async () => {
    const check: ["commentPerPlayer", string] = ["commentPerPlayer", "player-concurrent"];
    const allowed = limits.commentPerPlayer.points;
    const answers = await Promise.all(
      Array.from({ length: allowed + 10 }, (_, i) => (i % 2 ? first : second).overLimit([check])),
    );
    expect(answers.filter((a) => a === null)).toHaveLength(allowed);
    expect((await row("commentPerPlayer:player-concurrent"))?.points).toBe(allowed + 10);
  });

  it("keeps the counters out of the data export", async () => {
    const file = await exportLeague(db.db, new Date());
    expect(Object.keys(file.tables)).not.toContain("rate_limits");
    expect(Object.keys(file.tables)).toHaveLength(LEAGUE_TABLES.length);
    expect(LEAGUE_TABLES).not.toContain(rateLimits);
  });
});
