// Issue 33: the player and team pages' loaders return their charts on the demo
// league: a bar per game played beside the game log, the average the averages
// table shows, the team's form a bar per game of its standings record.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seasonGames } from "~/data/games.server";
import { seasonTeamsOf } from "~/data/seasons.server";
import { generateDemoLeague } from "~/demo/generate";
import { computeStandings } from "~/domain/stats/standings";
import { playerPage } from "~/pages/player.server";
import { loadTeamPage } from "~/pages/team.server";
import { readChart } from "../support/chart-markup";
import { databaseKinds, type TestDatabase } from "../support/databases";

const NOW = new Date("2026-11-22T17:00:00Z");
const league = generateDemoLeague({ now: NOW });
const pat = league.players.find((p) => p.email === "player@example.org")!;

describe.each(databaseKinds)("charts on $name", ({ open }) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await open("demo");
  });
  afterAll(() => t?.dispose());

  it("draws a player's season: a bar per game played, the table's average, ?stat= for others", async () => {
    const page = (await playerPage(t.db, pat.id, null, null))!;
    const open = page.gameLogs.find((s) => s.games !== null)!;
    const played = open.games!.filter((g) => g.mark === null);
    expect(played.length).toBeGreaterThan(0);
    const view = page.seasonChart!;
    expect(view.seasonId).toBe(open.seasonId);
    expect(view.stat).toBe("points");
    const chart = readChart(view.chart!.svg);
    expect(chart.role).toBe("img");
    expect(chart.describedBy).toBe(view.chart!.summaryId);
    expect(chart.bars).toHaveLength(played.length);
    // Each bar's title names its game's date and opponent, in the log's order.
    chart.bars.forEach((bar, i) => {
      const game = played[i]!;
      expect(bar.title).toContain(game.date);
      expect(bar.title).toContain(`${game.prefix} ${game.opponent}`);
      expect(bar.title).toContain(`${game.stats.points} point`);
    });
    const row = page.averages.find((a) => a.season === open.seasonId)!;
    expect(chart.averageLabel).toBe(`Average ${row.perGame.points}`);
    expect(view.chart!.summary).toBe(
      `${page.player.name}'s points, ${open.seasonName}: ${played.length} games, from ${Math.min(
        ...played.map((g) => Number(g.stats.points)),
      )} to ${Math.max(...played.map((g) => Number(g.stats.points)))}, ${row.perGame.points} a game.`,
    );
    expect(view.links.map((l) => l.href)).toContain(`?games=${open.seasonId}&stat=rebounds`);

    const rebounds = (await playerPage(t.db, pat.id, String(open.seasonId), "rebounds"))!;
    expect(rebounds.seasonChart!.stat).toBe("rebounds");
    const reboundsChart = readChart(rebounds.seasonChart!.chart!.svg);
    expect(reboundsChart.name).toContain("rebounds");
    expect(reboundsChart.averageLabel).toBe(`Average ${row.perGame.rebounds}`);

    // Points per game by season: a bar per season of the averages table.
    const career = readChart(page.careerChart!.svg);
    expect(career.bars).toHaveLength(page.averages.filter((a) => a.gamesPlayed > 0).length);
    page.averages.forEach((a, i) => expect(career.bars[i]!.title).toContain(a.perGame.points));
  });

  it("draws each team's form: a bar per game of its standings record, won and lost, each to its game", async () => {
    const standings = computeStandings(await seasonTeamsOf(t.db, 4), await seasonGames(t.db, 4));
    let withGames = 0;
    for (const row of standings) {
      const page = (await loadTeamPage(t.db, row.teamId, NOW))!;
      const form = page.current!.form;
      if (row.wins + row.losses === 0) {
        expect(form.chart).toBeNull();
        continue;
      }
      const chart = readChart(form.chart!.svg);
      withGames++;
      expect(chart.bars).toHaveLength(row.wins + row.losses);
      expect(chart.bars.filter((b) => / W \d/.test(b.title))).toHaveLength(row.wins);
      // A win above the line, a loss below: told by position.
      for (const b of chart.bars) {
        if (/: W /.test(b.title)) expect(b.y + b.height).toBeCloseTo(chart.baselineY!, 0);
        else expect(b.y).toBeCloseTo(chart.baselineY!, 0);
      }
      expect(form.chart!.summary).toContain(`${row.wins} won and ${row.losses} lost`);
      // Issue 41: coloured by result, the opponent's abbreviation under each bar, a link to its game.
      expect(chart.role).toBe("group");
      const teamGames = (await seasonGames(t.db, 4)).filter(
        (g) => g.homeTeamId === row.teamId || g.awayTeamId === row.teamId,
      );
      const abbreviations = new Map(
        (await seasonTeamsOf(t.db, 4)).map((team) => [team.id, team.abbreviation]),
      );
      chart.bars.forEach((b, i) => {
        expect(b.tone).toBe(/: W /.test(b.title) ? "win" : "loss");
        const game = teamGames.find((g) => b.href === `/games/${g.id}`)!;
        expect(game, b.title).toBeDefined();
        const opponentId = game.homeTeamId === row.teamId ? game.awayTeamId : game.homeTeamId;
        expect(chart.xLabels[i]).toBe(abbreviations.get(opponentId!));
        expect(b.title).toContain(`vs ${abbreviations.get(opponentId!)}:`);
      });
      expect(form.streak).toMatch(/^(Won|Lost) /);
      expect(form.lastFive).toMatch(/^Last (five|\d): won \d, lost \d/);
    }
    expect(withGames).toBeGreaterThan(0);
  });
});
