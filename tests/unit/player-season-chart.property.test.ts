// Issue 33: a player's season chart has a bar per game played (blocks and
// steals: per game that recorded them), and its average line is the season
// averages table's number (the rule of docs/league-rules.md: total / games,
// to one decimal), whatever the games.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { careerAverages } from "~/domain/stats/career";
import { STAT_KEYS } from "~/domain/league";
import {
  careerChartSummary,
  careerPointsChart,
  chartStat,
  playerSeasonChart,
  seasonChartSummary,
  type ChartGameLine,
} from "~/domain/charts/player-season";
import type { StatStatus } from "~/domain/types";

const STATUSES: StatStatus[] = ["played", "dnp", "forfeit", "no-stats"];

const lineArb = fc.record({
  gameId: fc.uuid(),
  seasonId: fc.integer({ min: 1, max: 3 }),
  teamId: fc.constantFrom("tigers", "rovers"),
  status: fc.constantFrom(...STATUSES),
  startsAt: fc.date({
    min: new Date("2024-01-01"),
    max: new Date("2026-12-31"),
    noInvalidDate: true,
  }),
  opponent: fc.constantFrom("vs BOS", "@ SJB"),
  points: fc.integer({ min: 0, max: 40 }),
  rebounds: fc.integer({ min: 0, max: 20 }),
  assists: fc.integer({ min: 0, max: 15 }),
  blocks: fc.integer({ min: 0, max: 8 }),
  steals: fc.integer({ min: 0, max: 8 }),
  tracksBlocksSteals: fc.boolean(),
}) satisfies fc.Arbitrary<ChartGameLine>;

describe("playerSeasonChart", () => {
  it("draws a bar per game played in the season, in date order, and the table's average", () => {
    let untrackedSeen = 0;
    let emptySeen = 0;
    fc.assert(
      fc.property(
        fc.array(lineArb, { maxLength: 30 }),
        fc.integer({ min: 1, max: 3 }),
        fc.constantFrom(...STAT_KEYS),
        (lines, seasonId, stat) => {
          const chart = playerSeasonChart(lines, seasonId, stat);
          const tracked = stat === "blocks" || stat === "steals";
          const counted = lines.filter(
            (l) =>
              l.seasonId === seasonId &&
              l.status === "played" &&
              (!tracked || l.tracksBlocksSteals),
          );
          if (tracked && lines.some((l) => !l.tracksBlocksSteals && l.status === "played"))
            untrackedSeen++;
          expect(chart.bars).toHaveLength(counted.length);
          expect(chart.bars.map((b) => b.gameId).sort()).toEqual(
            counted.map((l) => l.gameId).sort(),
          );
          const times = chart.bars.map((b) => b.startsAt.getTime());
          expect(times).toEqual([...times].sort((a, b) => a - b));
          // The oracle: total over games, rounded to one decimal.
          const total = counted.reduce((sum, l) => sum + l[stat], 0);
          if (counted.length === 0) {
            emptySeen++;
            expect(chart.average).toBeNull();
          } else {
            expect(chart.average).toBe(Math.round((total * 10) / counted.length) / 10);
          }
          // …which is the averages table's number for that season.
          const row = careerAverages(lines).seasons.find((s) => s.season === seasonId);
          expect(chart.average).toBe(row?.perGame[stat] ?? null);
        },
      ),
      { numRuns: 300 },
    );
    expect(untrackedSeen).toBeGreaterThan(0);
    expect(emptySeen).toBeGreaterThan(0);
  });

  it("says the season in one sentence", () => {
    const at = (d: string) => new Date(`2026-10-${d}T23:00:00Z`);
    const base = {
      seasonId: 4,
      teamId: "tigers",
      status: "played" as const,
      opponent: "vs BOS",
      rebounds: 0,
      assists: 0,
      blocks: 0,
      steals: 0,
      tracksBlocksSteals: true,
    };
    const chart = playerSeasonChart(
      [
        { ...base, gameId: "a", startsAt: at("01"), points: 3 },
        { ...base, gameId: "b", startsAt: at("08"), points: 22 },
        { ...base, gameId: "c", startsAt: at("15"), points: 10, status: "dnp" },
      ],
      4,
      "points",
    );
    expect(seasonChartSummary("Pat Murphy", "Points", "Fall 2026", chart)).toBe(
      "Pat Murphy's points, Fall 2026: 2 games, from 3 to 22, 12.5 a game.",
    );
  });

  it("reads ?stat= as a stat, points otherwise", () => {
    expect(chartStat("rebounds")).toBe("rebounds");
    expect(chartStat(null)).toBe("points");
    expect(chartStat("nonsense")).toBe("points");
  });
});

describe("careerPointsChart", () => {
  it("has a bar per season played, each the table's points per game", () => {
    fc.assert(
      fc.property(fc.array(lineArb, { maxLength: 30 }), (lines) => {
        const { seasons } = careerAverages(lines);
        const bars = careerPointsChart(seasons, new Map());
        const played = seasons.filter((s) => s.gamesPlayed > 0);
        expect(bars.map((b) => b.seasonId)).toEqual(played.map((s) => s.season));
        expect(bars.map((b) => b.pointsPerGame)).toEqual(played.map((s) => s.perGame.points));
        expect(careerChartSummary("Pat", bars)).toMatch(/^Pat's points per game by season: /);
      }),
    );
  });
});
