// Issue 33 §3: the standings race. Over generated seasons (results, forfeits
// without scores, playoffs, unplayed and postponed games, teams playing twice a
// day), each team's line starts at 0, has a point per game day with a result,
// moves each day by at most the games it played that day, and ends at its
// record in the standings table, in the table's order and places. The game
// days here are counted again from the generated days, not with leagueDay.
// Then the end labels: nudged apart, never overlapping, in the lines' order.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { LABEL_CHAR, LABEL_GAP, lineChart, spreadLabels } from "~/domain/charts/line-geometry";
import { computeStandings, conferenceStandings } from "~/domain/stats/standings";
import { placeOrdinal } from "~/domain/numbers";
import { finalValue, raceLabel, raceSummary, standingsRace } from "~/domain/charts/standings-race";
import {
  contrastRatio,
  MIN_TEXT_CONTRAST,
  PAGE_BACKGROUNDS,
  readableGraphicColor,
} from "~/domain/teams/colors";
import type { Conference, Game, SeasonTeam } from "~/domain/types";
import { game } from "./fixtures";

const RUNS = 300;

interface Spec {
  day: number;
  /** Minutes after 6 PM in Boston (22:00 UTC in summer): the same league day. */
  minute: number;
  home: number;
  awayOffset: number;
  kind: "result" | "forfeit" | "scheduled" | "postponed" | "playoff";
  homeWins: boolean;
}

const spec: fc.Arbitrary<Spec> = fc.record({
  day: fc.integer({ min: 0, max: 20 }),
  minute: fc.integer({ min: 0, max: 240 }),
  home: fc.nat(),
  awayOffset: fc.nat(),
  kind: fc.oneof(
    { weight: 8, arbitrary: fc.constant("result" as const) },
    { weight: 1, arbitrary: fc.constant("forfeit" as const) },
    { weight: 1, arbitrary: fc.constantFrom("scheduled" as const, "postponed" as const) },
    { weight: 1, arbitrary: fc.constant("playoff" as const) },
  ),
  homeWins: fc.boolean(),
});

interface Season {
  teams: SeasonTeam[];
  games: Game[];
  specs: { spec: Spec; home: string; away: string }[];
}

const season: fc.Arbitrary<Season> = fc
  .integer({ min: 2, max: 16 })
  .chain((n) =>
    fc.record({
      n: fc.constant(n),
      conferences: fc.array(fc.constantFrom<Conference>("east", "west"), {
        minLength: n,
        maxLength: n,
      }),
      specs: fc.array(spec, { maxLength: n * 6 }),
    }),
  )
  .map(({ n, conferences, specs }) => {
    const teams: SeasonTeam[] = Array.from({ length: n }, (_, i) => ({
      id: `t${i}`,
      name: `Team ${i}`,
      abbreviation: `T${i}`,
      color: "#14233f",
      conference: conferences[i]!,
      seed: null,
    }));
    const placed = specs.map((s) => {
      const home = teams[s.home % n]!.id;
      const away = teams[(s.home + 1 + (s.awayOffset % (n - 1))) % n]!.id;
      return { spec: s, home, away };
    });
    const games = placed.map(({ spec: s, home, away }, i) => {
      const startsAt = new Date(Date.UTC(2025, 5, 2 + s.day, 22, s.minute));
      const base = { id: `g${i}`, startsAt, homeTeamId: home, awayTeamId: away };
      const winnerId = s.homeWins ? home : away;
      switch (s.kind) {
        case "result":
          return game({
            ...base,
            status: "completed",
            homeScore: s.homeWins ? 50 : 40,
            awayScore: s.homeWins ? 40 : 50,
            winnerId,
          });
        case "forfeit":
          // Saved without scores: it counts all the same.
          return game({ ...base, status: "completed", winnerId });
        case "playoff":
          return game({
            ...base,
            type: "playoff",
            status: "completed",
            homeScore: 1,
            awayScore: 0,
            winnerId,
          });
        default:
          return game({ ...base, status: s.kind });
      }
    });
    return { teams, games, specs: placed };
  });

/** The counted games of `teamIds` on each generated day: the reference. */
function countedByDay(s: Season, teamIds: Set<string>) {
  const byDay = new Map<number, { home: string; away: string; homeWins: boolean }[]>();
  for (const { spec: g, home, away } of s.specs) {
    if (g.kind !== "result" && g.kind !== "forfeit") continue;
    if (!teamIds.has(home) && !teamIds.has(away)) continue;
    byDay.set(g.day, [...(byDay.get(g.day) ?? []), { home, away, homeWins: g.homeWins }]);
  }
  return [...byDay.entries()].sort(([a], [b]) => a - b).map(([, games]) => games);
}

function checkRace(s: Season, rows: ReturnType<typeof computeStandings>) {
  const race = standingsRace(rows, s.games);
  const days = countedByDay(s, new Set(rows.map((r) => r.teamId)));
  expect(race.days).toHaveLength(days.length);
  expect(race.days).toEqual([...race.days].sort());
  expect(new Set(race.days).size).toBe(race.days.length);
  // The table's teams, in its order, with its places.
  expect(race.lines.map((l) => [l.teamId, l.place])).toEqual(rows.map((r) => [r.teamId, r.place]));
  race.lines.forEach((line, i) => {
    const row = rows[i]!;
    expect(line.values).toHaveLength(days.length + 1);
    expect(line.values[0]).toBe(0);
    days.forEach((games, d) => {
      const played = games.filter((g) => g.home === line.teamId || g.away === line.teamId);
      const won = played.filter((g) => (g.homeWins ? g.home : g.away) === line.teamId).length;
      const step = line.values[d + 1]! - line.values[d]!;
      // At most the games it played that day; exactly its wins minus its losses.
      expect(Math.abs(step)).toBeLessThanOrEqual(played.length);
      expect(step).toBe(won - (played.length - won));
    });
    // The end is the table's record.
    expect(finalValue(line)).toBe(row.wins - row.losses);
    expect(raceLabel(line)).toBe(`${row.abbreviation} ${placeOrdinal(row.place)}`);
  });
  return race;
}

describe("standingsRace", () => {
  it("has a point per game day from 0, steps of the day's games, and ends at the table's record", () => {
    let withDays = 0;
    let sharedDays = 0;
    fc.assert(
      fc.property(season, (s) => {
        const race = checkRace(s, computeStandings(s.teams, s.games));
        if (race.days.length > 0) withDays++;
        if (race.days.length < s.games.filter((g) => g.status === "completed").length) sharedDays++;
        const summary = raceSummary(race);
        if (race.days.length === 0) expect(summary).toBe("No games decided yet.");
        else {
          expect(summary).toMatch(
            new RegExp(`^After ${race.days.length} game days?, ${race.lines[0]!.name} lead at `),
          );
          expect(summary.endsWith(".")).toBe(true);
        }
      }),
      { numRuns: RUNS },
    );
    expect(withDays).toBeGreaterThan(RUNS / 2);
    expect(sharedDays).toBeGreaterThan(0);
  });

  it("draws each conference's table: its teams, its places, their records", () => {
    fc.assert(
      fc.property(season, (s) => {
        for (const c of conferenceStandings(s.teams, s.games)) checkRace(s, c.rows);
      }),
      { numRuns: RUNS },
    );
  });

  it("says who leads, who is second, and where the highlighted team is", () => {
    const teams: SeasonTeam[] = ["Saints", "Shamrocks", "Friars"].map((name) => ({
      id: name.toLowerCase(),
      name,
      abbreviation: name.slice(0, 3).toUpperCase(),
      color: "#14233f",
      conference: "west",
      seed: null,
    }));
    const win = (home: string, away: string, day: number) =>
      game({
        homeTeamId: home,
        awayTeamId: away,
        status: "completed",
        homeScore: 50,
        awayScore: 40,
        winnerId: home,
        startsAt: new Date(Date.UTC(2026, 8, 1 + day, 23)),
      });
    const games = [
      win("saints", "friars", 0),
      win("saints", "shamrocks", 1),
      win("shamrocks", "friars", 1),
    ];
    const race = standingsRace(computeStandings(teams, games), games);
    expect(race.lines.map((l) => l.values)).toEqual([
      [0, 1, 2],
      [0, 0, 0],
      [0, -1, -2],
    ]);
    expect(raceSummary(race)).toBe(
      "After 2 game days, Saints lead at 2 games above .500; Shamrocks are 2nd at .500.",
    );
    // The highlighted team already named, first or second, is not named again.
    expect(raceSummary(race, "shamrocks")).toBe(raceSummary(race));
    expect(raceSummary(race, "saints")).toBe(raceSummary(race));
    expect(raceSummary(race, "friars")).toBe(
      "After 2 game days, Saints lead at 2 games above .500; Shamrocks are 2nd at .500; Friars, highlighted, are 3rd at -2.",
    );
    expect([1, 2, 3, 4, 11, 12, 13, 21, 22, 101, 111].map(placeOrdinal)).toEqual([
      "1st",
      "2nd",
      "3rd",
      "4th",
      "11th",
      "12th",
      "13th",
      "21st",
      "22nd",
      "101st",
      "111th",
    ]);
  });
});

const position = fc.double({ min: -100, max: 500, noNaN: true });

describe("spreadLabels", () => {
  it("never overlaps, keeps the order, stays within the bounds when they fit", () => {
    let moved = 0;
    fc.assert(
      fc.property(
        fc.array(position, { maxLength: 20 }),
        fc.integer({ min: 8, max: 20 }),
        fc.double({ min: 0, max: 50, noNaN: true }),
        fc.double({ min: 0, max: 200, noNaN: true }),
        (wanted, gap, min, room) => {
          const max = min + Math.max(wanted.length - 1, 0) * gap + room;
          const placed = spreadLabels(wanted, gap, min, max);
          expect(placed).toHaveLength(wanted.length);
          const order = wanted.map((_, i) => i).sort((a, b) => wanted[a]! - wanted[b]! || a - b);
          for (let k = 1; k < order.length; k++) {
            // In the wanted order (ties in the given order), a gap apart.
            expect(placed[order[k]!]! - placed[order[k - 1]!]!).toBeGreaterThanOrEqual(gap - 1e-9);
          }
          for (const p of placed) {
            expect(p).toBeGreaterThanOrEqual(min - 1e-9);
            expect(p).toBeLessThanOrEqual(max + 1e-9);
          }
          if (placed.some((p, i) => Math.abs(p - wanted[i]!) > 1e-9)) moved++;
        },
      ),
      { numRuns: 1000 },
    );
    expect(moved).toBeGreaterThan(0);
  });

  it("leaves labels that already fit where they are", () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 10 }), { maxLength: 15 }), (spaces) => {
        // Each at least a gap (14) below the one before, starting inside the bounds.
        const wanted: number[] = [];
        spaces.forEach((s, i) => wanted.push((i === 0 ? 10 : wanted[i - 1]! + 14) + s));
        const shuffled = [...wanted].reverse();
        expect(spreadLabels(shuffled, 14, 10, 10 + 15 * 24)).toEqual(shuffled);
      }),
      { numRuns: 300 },
    );
  });

  it("centres a group of tied labels on where they wanted to be", () => {
    expect(spreadLabels([100, 100, 100], 14, 0, 300)).toEqual([86, 100, 114]);
    // Pushed down from the top, and up from the bottom.
    expect(spreadLabels([0, 0], 14, 10, 300)).toEqual([10, 24]);
    expect(spreadLabels([300, 300], 14, 10, 300)).toEqual([286, 300]);
  });

  it("starts at the top when the labels cannot all fit, the rest running past the bottom", () => {
    expect(spreadLabels([50, 50, 50], 14, 10, 20)).toEqual([10, 24, 38]);
    expect(spreadLabels([0, 40], 14, 10, 15)).toEqual([10, 24]);
  });
});

describe("lineChart", () => {
  const series = fc.array(
    fc.record({
      values: fc.array(fc.integer({ min: -15, max: 15 }), { minLength: 2, maxLength: 2 }),
      highlighted: fc.boolean(),
    }),
    { minLength: 1, maxLength: 20 },
  );

  it("fits every end label in the chart, a gap apart, in the order of the lines' ends", () => {
    fc.assert(
      fc.property(series, fc.integer({ min: 2, max: 25 }), (input, points) => {
        const chart = lineChart({
          name: "Race",
          summary: "",
          series: input.map((s, i) => ({
            id: `t${i}`,
            values: Array.from({ length: points }, (_, k) =>
              Math.round(s.values[0]! + ((s.values[1]! - s.values[0]!) * k) / (points - 1)),
            ),
            color: "#14233f",
            labelColor: "#14233f",
            label: `T${i} ${placeOrdinal(i + 1)}`,
            emphasis: s.highlighted ? "highlighted" : "normal",
          })),
        });
        const byEnd = [...chart.lines].sort(
          (a, b) => a.end.y - b.end.y || Number(a.id.slice(1)) - Number(b.id.slice(1)),
        );
        for (let k = 1; k < byEnd.length; k++) {
          // Rounded to a tenth: a gap, give or take that rounding.
          expect(byEnd[k]!.label.y - byEnd[k - 1]!.label.y).toBeGreaterThanOrEqual(
            LABEL_GAP - 0.11,
          );
        }
        for (const l of chart.lines) {
          expect(l.label.y).toBeGreaterThanOrEqual(0);
          expect(l.label.y).toBeLessThanOrEqual(chart.height - 20);
          expect(l.label.x).toBeGreaterThan(chart.right);
          // The label fits: LABEL_CHAR units a character.
          expect(l.label.x + l.label.text.length * LABEL_CHAR).toBeLessThanOrEqual(
            chart.width + 0.5,
          );
          expect(l.d.match(/[ML]/g)).toHaveLength(points);
        }
        // The highlighted lines come last: drawn on top.
        const firstHighlighted = chart.lines.findIndex((l) => l.emphasis === "highlighted");
        if (firstHighlighted >= 0) {
          expect(
            chart.lines.slice(firstHighlighted).every((l) => l.emphasis === "highlighted"),
          ).toBe(true);
        }
      }),
      { numRuns: 300 },
    );
  });
});

describe("the end labels' colour", () => {
  it("reaches 4.5:1 on both page backgrounds (text), keeping a colour that already does", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 0xffffff }).map((n) => `#${n.toString(16).padStart(6, "0")}`),
        (color) => {
          const shown = readableGraphicColor(color, MIN_TEXT_CONTRAST);
          for (const bg of PAGE_BACKGROUNDS)
            expect(contrastRatio(shown, bg)).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
          if (PAGE_BACKGROUNDS.every((bg) => contrastRatio(color, bg) >= MIN_TEXT_CONTRAST))
            expect(shown).toBe(color);
        },
      ),
    );
  });
});
