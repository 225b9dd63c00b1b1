// Issue 33: a game's flow on its page, on the demo league. The last game
// day's finals were scored live: each page draws the lead basket by basket,
// ending on the final margin, named for the game and summed up in words (the
// biggest leads, the lead changes). A game without taps draws nothing; a game
// being scored now draws its flow so far.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { gameBoxScoreLines, seasonGames } from "~/data/games.server";
import { liveStates, recordLiveTaps, startLiveGame } from "~/data/live-events.server";
import { flowWords, gameFlow } from "~/domain/charts/game-flow";
import { leagueDateParts } from "~/domain/time/league-time";
import type { Game } from "~/domain/types";
import { loadGamePage } from "~/pages/game.server";
import { pathPoints, readChart, readPaths, readTexts } from "../support/chart-markup";
import { databaseKinds, type TestDatabase } from "../support/databases";

const NOW = new Date("2026-11-22T17:00:00Z");
const ADMIN = "admin@example.org";

const dayKey = (g: Game) => {
  const { year, month, day } = leagueDateParts(g.startsAt);
  return `${year}-${month}-${day}`;
};

/** Where the drawn line ends, in points of lead (home − away), read off the gridlines. */
function endLead(svg: string, homeAbbreviation: string): number {
  const chart = readChart(svg);
  const line = readPaths(svg).find((p) => p.className === "flow-line")!;
  const end = pathPoints(line.d).at(-1)!;
  const tick = readTexts(svg).find((t) => t.text.startsWith(`${homeAbbreviation} +`))!;
  const perPoint = (chart.baselineY! - tick.y) / Number(tick.text.split("+")[1]);
  return Math.round((chart.baselineY! - end.y) / perPoint);
}

describe.each(databaseKinds)("game flow on $name", ({ open }) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await open("demo");
  });
  afterAll(() => t?.dispose());

  it("draws the last game day's finals: ending on the margin, the lead changes in words", async () => {
    const games = await seasonGames(t.db, 4);
    const finals: Game[] = [];
    for (const g of games.filter((g) => g.status === "completed")) {
      const lines = await gameBoxScoreLines(t.db, g.id);
      if (lines.some((l) => l.status === "played")) finals.push(g);
    }
    const lastDay = dayKey(finals.sort((a, b) => +b.startsAt - +a.startsAt)[0]!);
    const lastDays = finals.filter((g) => dayKey(g) === lastDay);
    expect(lastDays.length).toBeGreaterThan(0);
    const summaries: string[] = [];
    for (const game of lastDays) {
      const page = (await loadGamePage(t.db, game.id))!;
      expect(page.display).toBe("final");
      const figure = page.flow!;
      expect(figure).not.toBeNull();
      const chart = readChart(figure.svg);
      expect(chart.role).toBe("img");
      expect(chart.name).toBe(`Game flow: ${page.title}`);
      expect(chart.describedBy).toBe(figure.summaryId);
      // The line ends on the final margin, on the winner's side of the middle line.
      expect(endLead(figure.svg, page.home.abbreviation!)).toBe(
        page.home.score! - page.away.score!,
      );
      // The words are the flow of the stored taps, and say who led and how often it changed hands.
      const state = (await liveStates(t.db, [game.id])).get(game.id)!;
      const flow = gameFlow(state.baskets, game.homeTeamId);
      expect(figure.summary).toBe(flowWords(flow, { home: page.home.name, away: page.away.name }));
      expect(figure.summary).toMatch(
        /^\S.* led by as much as \d+ and .* (by \d+; the lead changed hands (once|twice|\d+ times)|never led)\.$/,
      );
      if (flow.leadChanges > 0) expect(figure.summary).toContain("changed hands");
      summaries.push(figure.summary);
      // Each half is labelled with its team; the x axis says what it counts.
      const texts = readTexts(figure.svg).map((x) => x.text);
      expect(texts.some((x) => x.startsWith(`${page.home.abbreviation} +`))).toBe(true);
      expect(texts.some((x) => x.startsWith(`${page.away.abbreviation} +`))).toBe(true);
      expect(texts).toEqual(expect.arrayContaining(["Tip-off", "baskets in order", "Final"]));
    }
    expect(summaries.some((s) => s.includes("changed hands"))).toBe(true);
  });

  it("draws nothing for a game that was not scored live", async () => {
    const older = (await seasonGames(t.db, 3)).find((g) => g.status === "completed")!;
    const page = (await loadGamePage(t.db, older.id))!;
    expect(["final", "forfeit", "no-stats"]).toContain(page.display);
    expect(page.flow).toBeNull();
    const upcoming = (await seasonGames(t.db, 4)).find((g) => g.status === "scheduled")!;
    expect((await loadGamePage(t.db, upcoming.id))!.flow).toBeNull();
  });

  it("draws a game being scored now as it stands, in the present tense", async () => {
    const game = (await seasonGames(t.db, 4)).find(
      (g) => g.status === "scheduled" && g.homeTeamId && g.awayTeamId && g.startsAt > NOW,
    )!;
    await startLiveGame(t.db, game.id, ADMIN, NOW);
    const page0 = (await loadGamePage(t.db, game.id))!;
    expect(page0.display).toBe("live");
    // Started, nothing scored: no empty frame.
    expect(page0.flow).toBeNull();
    const tap = (i: number, teamId: string, points: 1 | 2 | 3) => ({
      id: `flow-${process.pid}-${i}`,
      kind: "score" as const,
      teamId,
      playerId: null,
      points,
      undoes: null,
    });
    const home = game.homeTeamId!;
    const away = game.awayTeamId!;
    await recordLiveTaps(
      t.db,
      game.id,
      [tap(1, home, 2), tap(2, away, 3), tap(3, home, 2), tap(4, away, 2)],
      ADMIN,
      NOW,
    );
    // 2–0, 2–3, 4–3, 4–5: home up 2, then each side by 1 in turn.
    const page = (await loadGamePage(t.db, game.id))!;
    expect(page.flow!.summary).toBe(
      `${page.home.name} have led by as much as 2 and ${page.away.name} by 1; the lead has changed hands 3 times so far.`,
    );
    expect(endLead(page.flow!.svg, page.home.abbreviation!)).toBe(-1);
    expect(readTexts(page.flow!.svg).map((x) => x.text)).toContain("As of 12:00 PM");
  });
});
