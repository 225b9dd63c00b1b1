// Issue 33 §3: the standings race on /seasons/{n}, on the demo league. The
// season page's data carries the race drawn on the server: a line per team of
// the table shown, each ending at its wins minus losses there and labelled
// with its abbreviation and place; ?team= draws that team's line thick and on
// top; the conference view draws a chart per conference with its places; a
// season without a result has no chart.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { nextSeasonProposal, startNextSeason } from "~/data/season-lifecycle.server";
import type { StandingRow } from "~/domain/stats/standings";
import { placeOrdinal } from "~/domain/numbers";
import {
  contrastRatio,
  MIN_GRAPHIC_CONTRAST,
  MIN_TEXT_CONTRAST,
  PAGE_BACKGROUNDS,
} from "~/domain/teams/colors";
import { seasonPage, type SeasonPageData } from "~/pages/season.server";
import {
  readChart,
  readFigures,
  readLines,
  readLinks,
  readTicks,
  type ReadFigure,
} from "../support/chart-markup";
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
function expectRaceOf(figure: ReadFigure, rows: StandingRow[], name: string) {
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
  const page = async (query: string) => (await seasonPage(t.db, 4, new URLSearchParams(query)))!;
  afterAll(() => t?.dispose());

  const label = () => `Season 4 (${plain.season.name})`;

  it("draws a line per team ending at its record in the league table, in the table's places", () => {
    const race = plain.race!;
    expect(race.highlighted).toBeNull();
    const figures = readFigures(race.html);
    expect(figures).toHaveLength(1);
    expect(figures[0]!.title).toBeNull();
    const lines = expectRaceOf(figures[0]!, plain.standings.league, `Standings race, ${label()}`);
    expect(new Set(lines.map((l) => l.emphasis))).toEqual(new Set(["normal"]));
    // A link per team, in the table's order, each landing back at the race; no "All teams" yet.
    const links = readLinks(race.html);
    expect(links.map((l) => l.href)).toEqual(
      plain.standings.league.map((r) => `?team=${r.teamId}#race-title`),
    );
    expect(links.map((l) => l.text)).toEqual(
      plain.standings.league.map((r) => `${r.abbreviation} ${r.name}`),
    );
    expect(links.some((l) => l.current)).toBe(false);
    // The numbers stay in the table; the page receives the drawing, not the race's data.
    expect(Object.keys(plain)).not.toContain("races");
  });

  it("highlights ?team= thick and on top, its links keep the view; an unknown team highlights nothing", async () => {
    const row = plain.standings.league.at(-3)!;
    const highlighted = await page(`stat=assists&team=${row.teamId}`);
    expect(highlighted.race!.highlighted).toBe(row.teamId);
    const [figure] = readFigures(highlighted.race!.html);
    const lines = expectRaceOf(figure!, highlighted.standings.league, `Standings race, ${label()}`);
    expect(lines.at(-1)!.id).toBe(row.teamId);
    expect(lines.at(-1)!.emphasis).toBe("highlighted");
    expect(lines.slice(0, -1).every((l) => l.emphasis === "muted")).toBe(true);
    expect(figure!.summary).toContain(
      `; ${row.name}, highlighted, are ${placeOrdinal(row.place)} at `,
    );
    const links = readLinks(highlighted.race!.html);
    expect(links.filter((l) => l.current).map((l) => l.href)).toEqual([
      `?stat=assists&team=${row.teamId}#race-title`,
    ]);
    expect(links.at(-1)).toEqual({
      href: "?stat=assists#race-title",
      text: "All teams",
      current: false,
    });

    const unknown = await page("team=no-such-team");
    expect(unknown.race!.highlighted).toBeNull();
    expect(readFigures(unknown.race!.html)).toEqual(readFigures(plain.race!.html));
  });

  it("draws a chart per conference in the conference view, with the conference's places", async () => {
    const team = plain.standings.conferences[1]!.rows[0]!.teamId;
    const conferenceView = await page(`view=conference&team=${team}`);
    const figures = readFigures(conferenceView.race!.html);
    expect(figures.map((f) => f.title)).toEqual(
      conferenceView.standings.conferences.map((c) => c.label),
    );
    figures.forEach((figure, i) => {
      const conference = conferenceView.standings.conferences[i]!;
      const lines = expectRaceOf(
        figure,
        conference.rows,
        `Standings race, ${conference.label}, ${label()}`,
      );
      // The highlighted team is in the second conference; the first draws as usual.
      expect(lines.map((l) => l.emphasis).includes("highlighted")).toBe(i === 1);
      if (i === 0) expect(lines.every((l) => l.emphasis === "normal")).toBe(true);
    });
    // Each figure's caption has its own id on the page.
    expect(new Set(figures.map((f) => f.summaryId)).size).toBe(figures.length);
    // The team links keep the conference view.
    for (const link of readLinks(conferenceView.race!.html)) {
      expect(link.href).toMatch(/^\?view=conference(&team=[\w-]+)?#race-title$/);
    }
  });

  it("a season without a result shows no chart", async () => {
    const proposal = (await nextSeasonProposal(t.db))!;
    const captains = new Map(proposal.teams.map((team) => [team.teamId, team.captainId]));
    const by = { actorEmail: "admin@example.org", at: new Date("2026-11-22T17:00:00Z") };
    const id = await startNextSeason(t.db, { latestId: 4, name: "Spring 2027", captains }, by);
    const empty = (await seasonPage(t.db, id, new URLSearchParams("view=conference")))!;
    expect(empty.standings.league.length).toBeGreaterThan(0);
    expect(empty.race).toBeNull();
  });
});
