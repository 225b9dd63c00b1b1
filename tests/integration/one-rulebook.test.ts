// One rulebook (docs/league-rules.md): the rules players argue about, checked
// on the demo league's real cases and against every way a game row is written.
import { readFileSync } from "node:fs";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { exportLeague, nonEmptyTables } from "~/data/export.server";
import { importDataFile } from "~/data/legacy-import.server";
import { seasonTeamsOf } from "~/data/seasons.server";
import { games } from "~/db/schema";
import { generateDemoLeague } from "~/demo/generate";
import { loadDemoLeague } from "~/demo/load.server";
import { loadGamePage } from "~/pages/game.server";
import { loadSeasonPage } from "~/pages/season.server";
import { databaseKinds, type TestDatabase } from "../support/databases";
import { importRefusal } from "../support/import-refusal";

const at = new Date("2026-11-22T17:00:00Z");
const actor = { actorEmail: "admin@example.org", at };
const fixtureText = readFileSync("tests/fixtures/original-site-export.json", "utf8");

/** The message of the database's refusal (drizzle wraps the driver's error). */
async function dbRefusal(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (error) {
    const cause = (error as { cause?: { message?: string } }).cause ?? error;
    return String((cause as { message?: string }).message ?? cause);
  }
  throw new Error("expected the database to refuse the write");
}

describe.each(databaseKinds)("one rulebook on $name", ({ open }) => {
  let t: TestDatabase;

  beforeAll(async () => {
    t = await open("demo");
  });
  afterAll(() => t?.dispose());

  /** A conference table of the season page, as "name W-L" in table order. */
  async function conferenceTable(seasonId: number, conference: "east" | "west") {
    const page = await loadSeasonPage(t.db, seasonId);
    const table = page!.standings.conferences.find((c) => c.conference === conference)!;
    return table.rows.map((r) => ({
      name: r.name,
      record: `${r.wins}-${r.losses}`,
      place: r.place,
    }));
  }

  function above(rows: { name: string }[], first: string, second: string) {
    const a = rows.findIndex((r) => r.name === first);
    const b = rows.findIndex((r) => r.name === second);
    expect(a).toBeGreaterThanOrEqual(0);
    expect(b).toBeGreaterThanOrEqual(0);
    expect(a).toBeLessThan(b);
  }

  it("conference tables re-break ties among their own teams (the demo's three cases)", async () => {
    const east3 = await conferenceTable(3, "east");
    // Titans beat the Minutemen 67-58; both 10-2.
    expect(east3.find((r) => r.name === "Thomas Park Titans")?.record).toBe("10-2");
    expect(east3.find((r) => r.name === "Heights Minutemen")?.record).toBe("10-2");
    above(east3, "Thomas Park Titans", "Heights Minutemen");
    // Hawks beat the Shamrocks 62-59; both 5-7.
    above(east3, "Harbor Hawks", "Shamrocks");
    expect(east3.map((r) => r.place)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    const west1 = await conferenceTable(1, "west");
    // Anchors beat the Minutemen 65-60; both 9-3.
    expect(west1.find((r) => r.name === "Andrew Square Anchors")?.record).toBe("9-3");
    above(west1, "Andrew Square Anchors", "Heights Minutemen");
  });

  it("keeps the seeds stored with past seasons: they are history", async () => {
    const seeds = new Map(
      (await seasonTeamsOf(t.db, 3)).map((team) => [team.name, team.seed] as const),
    );
    expect(seeds.get("Heights Minutemen")).toBe(1);
    expect(seeds.get("Thomas Park Titans")).toBe(2);
  });

  it("the database refuses a winner on a game that is not completed, and a completed game without scores", async () => {
    const [scheduled] = await t.db
      .select()
      .from(games)
      .where(sql`${games.status} = 'scheduled' and ${games.homeTeamId} is not null`)
      .limit(1);
    expect(scheduled).toBeDefined();
    const game = scheduled!;
    expect(
      await dbRefusal(
        t.db.execute(
          sql`update games set winner_id = home_team_id, home_score = 50, away_score = 40 where id = ${game.id}`,
        ),
      ),
    ).toMatch(/games_final_chk/);
    expect(
      await dbRefusal(
        t.db.execute(
          sql`update games set status = 'completed', winner_id = home_team_id where id = ${game.id}`,
        ),
      ),
    ).toMatch(/games_final_chk/);
    expect(
      await dbRefusal(
        t.db.execute(sql`update games set status = 'completed' where id = ${game.id}`),
      ),
    ).toMatch(/games_final_chk/);
    const [after] = await t.db.select().from(games).where(eq(games.id, game.id));
    expect(after).toEqual(game);
  });

  it("an import with a decided game that is not completed is refused, naming the game, and writes nothing", async () => {
    const fresh = await open();
    try {
      // The original site's export: a winner on a game whose status says scheduled.
      const legacy = JSON.parse(fixtureText);
      legacy.games[0].status = "scheduled";
      expect(await importRefusal(importDataFile(fresh.db, JSON.stringify(legacy), actor))).toMatch(
        /^Bad record games\[0\] \(id g4-01\).*field "status": the game has a winner but its status is "scheduled"/,
      );
      expect(await nonEmptyTables(fresh.db)).toEqual([]);

      // This site's own export, edited by hand the same way.
      const exported = await exportLeague(t.db, at);
      const index = exported.tables.games!.findIndex((g) => g.status === "completed");
      const id = String(exported.tables.games![index]!.id);
      const edited = (change: Record<string, unknown>) => {
        const file = structuredClone(exported);
        Object.assign(file.tables.games![index]!, change);
        return JSON.stringify(file);
      };
      expect(
        await importRefusal(importDataFile(fresh.db, edited({ status: "scheduled" }), actor)),
      ).toBe(
        `Game ${id} (games[${index}]) cannot be imported: it has a winner but its status is "scheduled": only a completed game has a winner.`,
      );
      expect(
        await importRefusal(importDataFile(fresh.db, edited({ home_score: null }), actor)),
      ).toBe(
        `Game ${id} (games[${index}]) cannot be imported: it is completed without both scores.`,
      );
      expect(await nonEmptyTables(fresh.db)).toEqual([]);
    } finally {
      await fresh.dispose();
    }
  });

  it("a playoff game to come shows each team's standings record, and its playoff record apart", async () => {
    const fresh = await open();
    try {
      const now = new Date("2026-11-22T17:00:00Z");
      const league = generateDemoLeague({ now, phase: "playoffs" });
      await loadDemoLeague(fresh.db, league);
      const season4 = league.games.filter((g) => g.seasonId === 4);
      const decided = (teamId: string, type: string) =>
        season4.filter(
          (g) =>
            g.type === type &&
            g.status === "completed" &&
            (g.homeTeamId === teamId || g.awayTeamId === teamId),
        );
      const next = season4.find(
        (g) =>
          g.type === "playoff" &&
          g.status === "scheduled" &&
          g.homeTeamId &&
          g.awayTeamId &&
          decided(g.homeTeamId, "playoff").length > 0,
      );
      expect(next).toBeDefined();
      const page = (await loadGamePage(fresh.db, next!.id!))!;
      for (const [side, teamId] of [
        [page.home, next!.homeTeamId!],
        [page.away, next!.awayTeamId!],
      ] as const) {
        const record = (type: string) => {
          const list = decided(teamId, type);
          const wins = list.filter((g) => g.winnerId === teamId).length;
          return `${wins}-${list.length - wins}`;
        };
        expect(side.record).toBe(record("regular_season"));
        expect(side.playoffRecord).toBe(`Playoffs ${record("playoff")}`);
      }
    } finally {
      await fresh.dispose();
    }
  });
});
