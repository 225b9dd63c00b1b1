// A box score adds up (docs/league-rules.md#entering-a-result): in the demo
// league every final with stat lines has players' points that make each
// team's score, unless it is marked as an incomplete stat sheet.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { gameStats, games } from "~/db/schema";
import { databaseKinds, type TestDatabase } from "../support/databases";

describe.each(databaseKinds.slice(0, 1))("the demo league's box scores on $name", ({ open }) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await open("demo");
  });
  afterAll(() => t?.dispose());

  it("add up: each team's players' points make its score", async () => {
    const finals = await t.db.select().from(games).where(eq(games.status, "completed"));
    const lines = await t.db.select().from(gameStats).where(eq(gameStats.status, "played"));
    const points = new Map<string, number>();
    for (const l of lines) {
      const key = `${l.gameId}:${l.teamId}`;
      points.set(key, (points.get(key) ?? 0) + l.points);
    }
    const withStats = finals.filter((g) => lines.some((l) => l.gameId === g.id));
    expect(withStats.length).toBeGreaterThan(100);
    const wrong = withStats
      .filter((g) => !g.statsIncomplete)
      .flatMap((g) =>
        [
          [g.homeTeamId, g.homeScore],
          [g.awayTeamId, g.awayScore],
        ]
          .filter(([teamId, score]) => (points.get(`${g.id}:${teamId}`) ?? 0) !== score)
          .map(
            ([teamId, score]) =>
              `${g.id} ${teamId}: ${points.get(`${g.id}:${teamId}`) ?? 0} ≠ ${score}`,
          ),
      );
    expect(wrong).toEqual([]);
  });
});
