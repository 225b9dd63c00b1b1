// The recap on a final game's page (docs/league-rules.md#recap), end to end
// through the queries and the rules, on the demo league.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { generateDemoLeague, type DemoLeague } from "~/demo/generate";
import { CAREER_HIGH_MIN_GAMES, RECAP_FORBIDDEN_WORDS } from "~/domain/game-story/recap";
import { loadGamePage } from "~/pages/game.server";
import { databaseKinds, type TestDatabase } from "../support/databases";

const NOW = new Date("2026-11-22T17:00:00Z");

type GameRow = DemoLeague["games"][number];

describe.each(databaseKinds)("game recap on $name", ({ open }) => {
  let t: TestDatabase;
  const league = generateDemoLeague({ now: NOW });
  const linesOf = (g: GameRow) => league.gameStats.filter((s) => s.gameId === g.id);
  const teamName = (id: string | null | undefined) => league.teams.find((x) => x.id === id)!.name;
  const playerName = (id: string) => {
    const p = league.players.find((x) => x.id === id)!;
    return `${p.firstName} ${p.lastName}`;
  };
  const finals = league.games.filter(
    (g) =>
      g.seasonId === 4 &&
      g.winnerId &&
      linesOf(g).length > 0 &&
      linesOf(g).every((s) => s.status === "played" || s.status === "dnp"),
  );
  const decided = league.games.filter((g) => g.winnerId);
  const forfeit = decided.find((g) => linesOf(g).some((s) => s.status === "forfeit"))!;
  const noStats = decided.find((g) => linesOf(g).every((s) => s.status === "no-stats"))!;
  const page = async (id: string) => {
    const data = await loadGamePage(t.db, id);
    if (!data) throw new Error(`no game ${id}`);
    return data;
  };

  beforeAll(async () => {
    t = await open("demo");
  });
  afterAll(() => t?.dispose());

  it("opens a final game's page with the winner and the top scorer", async () => {
    const g = finals[0]!;
    const data = await page(g.id!);
    expect(data.display).toBe("final");
    const recap = data.recap!;
    expect(recap.length).toBeGreaterThanOrEqual(2);
    expect(recap.length).toBeLessThanOrEqual(4);
    const loser = g.winnerId === g.homeTeamId ? g.awayTeamId : g.homeTeamId;
    expect(recap[0]).toMatch(
      new RegExp(
        `^The ${teamName(g.winnerId)} (beat|won against|were given the win over) the ${teamName(loser)}`,
      ),
    );
    const played = linesOf(g).filter((s) => s.status === "played");
    const best = Math.max(...played.map((s) => s.points ?? 0));
    for (const top of played.filter((s) => s.points === best)) {
      expect(recap[1]).toContain(playerName(top.playerId!));
    }
    expect(recap[1]).toContain(`${best} points`);
  });

  it("writes 2–4 true sentences for every final of the current season", async () => {
    for (const g of finals) {
      const recap = (await page(g.id!)).recap!;
      expect(recap.length, g.id!).toBeGreaterThanOrEqual(2);
      expect(recap.length, g.id!).toBeLessThanOrEqual(4);
      const text = recap.join(" ").toLowerCase();
      for (const word of RECAP_FORBIDDEN_WORDS) expect(text).not.toContain(word);
      // A career high is checked against the raw rows: more points than any earlier game.
      const highs = recap.flatMap((sentence) => {
        const one = /^(.+) scored a career-high /.exec(sentence);
        if (one) return [one[1]!];
        const own = /^(.+?)'s? \d+ points? are a career high/.exec(sentence);
        if (own) return [own[1]!];
        if (!sentence.endsWith("scored career highs in points.")) return [];
        return [...sentence.matchAll(/(?:^|, | and )(.+?) \(\d+\)/g)].map((m) => m[1]!);
      });
      for (const who of highs) {
        const line = linesOf(g).find((s) => playerName(s.playerId!) === who)!;
        const earlier = league.gameStats.filter((s) => {
          const other = league.games.find((x) => x.id === s.gameId)!;
          return (
            s.playerId === line.playerId &&
            s.status === "played" &&
            other.status === "completed" &&
            other.startsAt! < g.startsAt!
          );
        });
        expect(earlier.length).toBeGreaterThanOrEqual(CAREER_HIGH_MIN_GAMES);
        expect(Math.max(...earlier.map((s) => s.points ?? 0))).toBeLessThan(line.points!);
      }
    }
  });

  it("has no recap for a forfeit or a game without stats", async () => {
    expect((await page(forfeit.id!)).recap).toBeNull();
    expect((await page(noStats.id!)).recap).toBeNull();
  });
});
