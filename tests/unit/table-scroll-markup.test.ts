// Wide tables as served (issue "Feels like a sports app on a phone"): each sits in
// a focusable, named box that scrolls sideways (.table-scroll, whose CSS pins
// the first cell of every row) after the 'Swipe for more →' hint, and
// standings carry the team abbreviation beside the full name: the same HTML
// for every screen, CSS picks what shows.
import { createElement, type FunctionComponent } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { BoxScore } from "~/components/games/box-score";
import { DraftPlayerTable } from "~/components/draft/player-table";
import { PlayerAveragesTable } from "~/components/players/averages-table";
import { SeasonStandingsTable } from "~/components/seasons/standings-table";
import { StandingsTable } from "~/components/seasons/compact-standings";
import { StatSheet } from "~/components/admin/games/stat-sheet";
import type { StandingRow } from "~/domain/stats/standings";
import type { StatKey } from "~/domain/types";

const STATS: StatKey[] = ["points", "rebounds", "assists", "blocks", "steals"];

const standing = (place: number, teamId: string, name: string, abbreviation: string) =>
  ({
    teamId,
    name,
    abbreviation,
    conference: "west",
    seed: null,
    place,
    wins: 7,
    losses: 2,
    gamesPlayed: 9,
    winPct: 7 / 9,
    pointsFor: 540,
    pointsAgainst: 480,
    pointDiff: 60,
    streak: "W3",
  }) as StandingRow;
const rows = [
  standing(1, "shamrocks", "St. Brigid's Shamrocks", "SHA"),
  standing(2, "friars", "Gate of Heaven Friars", "FRI"),
];

const render = <P extends object>(component: FunctionComponent<P>, props: P) =>
  renderToStaticMarkup(createElement(component, props));

const tables: [string, string][] = [
  ["season standings", render(SeasonStandingsTable, { rows, caption: "Standings of season 4" })],
  ["home standings", render(StandingsTable, { rows, caption: "League standings" })],
  [
    "player averages",
    render(PlayerAveragesTable, {
      rows: [
        {
          season: 4,
          seasonName: "2026",
          teams: [{ id: "shamrocks", abbreviation: "SHA" }],
          gamesPlayed: 9,
          perGame: {
            points: "12.3",
            rebounds: "5.0",
            assists: "3.1",
            blocks: "0.4",
            steals: "1.2",
          },
        },
      ],
      career: {
        season: "all",
        seasonName: null,
        teams: [{ id: "shamrocks", abbreviation: "SHA" }],
        gamesPlayed: 30,
        perGame: { points: "11.0", rebounds: "4.8", assists: "2.9", blocks: "0.3", steals: "1.1" },
      },
    }),
  ],
  [
    "draft",
    render(DraftPlayerTable, {
      rows: [
        {
          id: "p1",
          name: "Pat Murphy",
          height: "6'1\"",
          core: false,
          teamAbbreviation: null,
          last: { games: 9, ppg: "12.0", rpg: "4.0", apg: "2.0" },
          current: null,
        },
      ],
      lastSeason: { id: 3, name: "2025" },
      currentSeason: { id: 4, name: "2026" },
    }),
  ],
  [
    "box score",
    render(BoxScore, {
      box: {
        teamId: "shamrocks",
        teamName: "St. Brigid's Shamrocks",
        lines: [
          {
            playerId: "p1",
            name: "Pat Murphy",
            jerseyNumber: 12,
            status: "played",
            points: 20,
            rebounds: 7,
            assists: 4,
            blocks: 1,
            steals: 2,
          },
        ],
        totals: { points: 20, rebounds: 7, assists: 4, blocks: 1, steals: 2 },
      },
      statKeys: STATS,
    }),
  ],
  [
    "admin stat sheet",
    render(StatSheet, {
      team: {
        name: "St. Brigid's Shamrocks",
        players: [{ playerId: "p1", name: "Pat Murphy", jerseyNumber: 12, values: {} }],
      },
      tally: { credited: 0, score: null, uncredited: null },
      statKeys: STATS,
      errors: {},
    }),
  ],
];

describe("wide tables on a phone", () => {
  it.each(tables)("%s: a focusable, named box that scrolls, the table inside it", (_name, html) => {
    const box = /<div class="table-scroll" tabindex="0" role="region" aria-label="([^"]+)">/.exec(
      html,
    );
    expect(box, html).not.toBeNull();
    expect(box![1]).not.toBe("");
    // The box holds the table, so its first cells are what .table-scroll pins.
    expect(html.slice(box!.index)).toMatch(/^<div class="table-scroll"[^>]*><table /);
    expect(html).toContain('<div class="table-scroll-frame');
    // CSS shows it on a phone only while the table overflows its box.
    expect(html).toContain('<p class="table-scroll-hint" aria-hidden="true">Swipe for more →</p>');
  });

  it.each(tables.filter(([name]) => name !== "draft"))(
    "%s: every body row starts with its row header, the pinned column",
    (_name, html) => {
      const body = /<tbody>(.*)<\/tbody>/.exec(html)![1]!;
      const rowStarts = [...body.matchAll(/<tr[^>]*>(<t[hd])/g)].map((m) => m[1]);
      expect(rowStarts.length).toBeGreaterThan(0);
      expect(new Set(rowStarts)).toEqual(new Set(["<th"]));
    },
  );

  it("standings name each team in full and by its abbreviation, the link titled with the name", () => {
    for (const [name, html] of tables.slice(0, 2)) {
      expect(html, name).toContain(
        '<a title="St. Brigid&#x27;s Shamrocks" href="/teams/shamrocks" data-route=""><span class="team-name-full">St. Brigid&#x27;s Shamrocks</span><span class="team-name-short" aria-hidden="true">SHA</span></a>',
      );
    }
  });
});
