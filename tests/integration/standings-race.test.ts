// Issue 33 §3: the standings race on /seasons/{n}, on the demo league. The
// season page's data carries the race drawn on the server: a line per team of
// the table shown, each ending at its wins minus losses there and labelled
// with its abbreviation and place; ?team= draws that team's line thick and on
// top; the conference view draws a chart per conference with its places; a
// season without a result has no chart.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { nextSeasonProposal, startNextSeason } from "~/data/season-lifecycle.server";
import type { StandingRow } from "~/domain/standings";
import { placeOrdinal } from "~/domain/standings-race";
import {
  contrastRatio,
  MIN_GRAPHIC_CONTRAST,
  MIN_TEXT_CONTRAST,
  PAGE_BACKGROUNDS,
} from "~/domain/team-colors";
import { seasonPage, type SeasonPageData } from "~/pages/season.server";
import type { ChartFigureView } from "~/views/charts";
import { readChart, readLines, readTicks } from "../support/chart-markup";
import { databaseKinds, type TestDatabase } from "../support/databases";

/** Each line's end as games above .500, read back through the gridlines' labels. */
function endValues(svg: string): Map<string, number> {
  const ticks = readTicks(svg).map((t) => ({
    y: t.y,
    value: t.label === ".500" ? 0 : Number(t.label),
  }));
  const [a, b] = [ticks[0]!, ticks.at(-1)!];
  const valueAt = (y: number) => a.value + ((y - a.y) * (b.value - a.value)) / (b.y - a.y);
  return new Map(
    readLines(svg).map((l) => [l.id, Math.round(valueAt(l.points.at(-1)!.y) * 10) / 10]),
  );
}

/** The chart agrees with the table it is drawn beside. */
function expectRaceOf(figure: ChartFigureView, rows: StandingRow[], name: string) {
  const chart = readChart(figure.svg);
  expect(chart.role).toBe("img");
  expect(chart.name).toBe(name);
  expect(chart.describedBy).toBe(figure.summaryId);
  const lines = readLines(figure.svg);
  expect(lines.map((l) => l.id).sort()).toEqual(rows.map((r) => r.teamId).sort());
  const ends = endValues(figure.svg);
  for (const row of rows) {
    const line = lines.find((l) => l.id === row.teamId)!;
    expect(ends.get(row.teamId), row.name).toBe(row.wins - row.losses);
    expect(line.label.text).toBe(`${row.abbreviation} ${placeOrdinal(row.place)}`);
    // Every line reaches 3:1 on the page, every label 4.5:1 (it is text).
    for (const bg of PAGE_BACKGROUNDS) {
      expect(contrastRatio(line.stroke, bg)).toBeGreaterThanOrEqual(MIN_GRAPHIC_CONTRAST);
      expect(contrastRatio(line.label.fill, bg)).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
    }
  }
  // All lines have the same points: the start and one per game day.
  const days = lines[0]!.points.length - 1;
  expect(days).toBeGreaterThan(0);
  for (const l of lines) expect(l.points).toHaveLength(days + 1);
  const leader = rows[0]!;
  expect(figure.summary).toMatch(
    new RegExp(
      `^After ${days} game days?, ${leader.name} lead at .*; ${rows[1]!.name} are 2nd at `,
    ),
  );
  return lines;
}

describe.each(databaseKinds)("the standings race on $name", ({ open }) => {
  let t: TestDatabase;
  let plain: SeasonPageData;
  beforeAll(async () => {
    t = await open("demo");
    plain = (await seasonPage(t.db, 4))!;
  });
  afterAll(() => t?.dispose());

  const label = () => `Season 4 (${plain.season.name})`;

  it("draws a line per team ending at its record in the league table, in the table's places", () => {
    const race = plain.race!;
    expect(race.charts).toHaveLength(1);
    expect(race.highlighted).toBeNull();
    const lines = expectRaceOf(
      race.charts[0]!.figure,
      plain.standings.league,
      `Standings race, ${label()}`,
    );
    expect(new Set(lines.map((l) => l.emphasis))).toEqual(new Set(["normal"]));
    expect(race.teams.map((t) => t.id)).toEqual(plain.standings.league.map((r) => r.teamId));
    // The numbers stay in the table; the page receives the drawing, not the race's data.
    expect(Object.keys(plain)).not.toContain("races");
  });

  it("highlights ?team= thick and on top; an unknown team highlights nothing", async () => {
    const row = plain.standings.league.at(-3)!;
    const page = (await seasonPage(t.db, 4, { conferenceView: false, team: row.teamId }))!;
    expect(page.race!.highlighted).toBe(row.teamId);
    const figure = page.race!.charts[0]!.figure;
    const lines = expectRaceOf(figure, page.standings.league, `Standings race, ${label()}`);
    expect(lines.at(-1)!.id).toBe(row.teamId);
    expect(lines.at(-1)!.emphasis).toBe("highlighted");
    expect(lines.slice(0, -1).every((l) => l.emphasis === "muted")).toBe(true);
    expect(figure.summary).toContain(
      `; ${row.name}, highlighted, are ${placeOrdinal(row.place)} at `,
    );

    const unknown = (await seasonPage(t.db, 4, { conferenceView: false, team: "no-such-team" }))!;
    expect(unknown.race!.highlighted).toBeNull();
    expect(unknown.race!.charts[0]!.figure.svg).toBe(plain.race!.charts[0]!.figure.svg);
  });

  it("draws a chart per conference in the conference view, with the conference's places", async () => {
    const team = plain.standings.conferences[1]!.rows[0]!.teamId;
    const page = (await seasonPage(t.db, 4, { conferenceView: true, team }))!;
    const charts = page.race!.charts;
    expect(charts.map((c) => c.title)).toEqual(page.standings.conferences.map((c) => c.label));
    charts.forEach((c, i) => {
      const conference = page.standings.conferences[i]!;
      const lines = expectRaceOf(
        c.figure,
        conference.rows,
        `Standings race, ${conference.label}, ${label()}`,
      );
      // The highlighted team is in the second conference; the first draws as usual.
      expect(lines.map((l) => l.emphasis).includes("highlighted")).toBe(i === 1);
      if (i === 0) expect(lines.every((l) => l.emphasis === "normal")).toBe(true);
    });
    // Each figure's caption has its own id on the page.
    expect(new Set(charts.map((c) => c.figure.summaryId)).size).toBe(charts.length);
  });

  it("a season without a result shows no chart", async () => {
    const proposal = (await nextSeasonProposal(t.db))!;
    const captains = new Map(proposal.teams.map((team) => [team.teamId, team.captainId]));
    const by = { actorEmail: "admin@example.org", at: new Date("2026-11-22T17:00:00Z") };
    const id = await startNextSeason(t.db, { latestId: 4, name: "Spring 2027", captains }, by);
    const page = (await seasonPage(t.db, id, { conferenceView: true, team: null }))!;
    expect(page.standings.league.length).toBeGreaterThan(0);
    expect(page.race).toBeNull();
  });
});
