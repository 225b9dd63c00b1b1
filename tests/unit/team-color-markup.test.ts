// Team colours as served (docs/league-rules.md#team-colours): a chip before
// the name on game cards and standings, the colour behind the abbreviation on
// /teams, always as an SVG fill attribute (the Content-Security-Policy refuses
// style attributes), decorative (aria-hidden), with the team's name as text,
// and text on a colour in the tone the domain chose for it.
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { GameCard } from "~/components/games/card";
import { StandingsTable } from "~/components/seasons/compact-standings";
import { SeasonStandingsTable } from "~/components/seasons/standings-table";
import { TeamList } from "~/components/teams/list";
import { toGameCard } from "~/domain/games/card";
import { computeStandings } from "~/domain/stats/standings";
import type { TeamRef } from "~/domain/types";
import { game, team } from "./fixtures";

const SHAMROCKS = "#1f7a3a";
const PELICANS = "#f2c14e";

const teams = new Map<string, TeamRef>([
  ["home", { id: "home", name: "Shamrocks", abbreviation: "SHAM", color: SHAMROCKS }],
  ["away", { id: "away", name: "Pelicans", abbreviation: "PEL", color: PELICANS }],
]);

function expectNoStyleAttribute(html: string) {
  expect(html).not.toMatch(/\sstyle=/);
}

describe("team colours in the markup", () => {
  it("puts a chip of each side's colour before its name on a game card", () => {
    const html = renderToStaticMarkup(
      createElement(GameCard, { game: toGameCard(game({ id: "g1" }), teams, []) }),
    );
    expect(html).toMatch(
      /<span class="game-card-team"><svg class="team-chip"[^>]*aria-hidden="true"[^>]*><circle[^>]*fill="#f2c14e"[^>]*><\/circle><\/svg>Pelicans<\/span>/,
    );
    expect(html).toContain(`fill="${SHAMROCKS}"`);
    expectNoStyleAttribute(html);
  });

  it("leaves the chip empty for a side still to be decided", () => {
    const card = toGameCard(game({ id: "g2", homeTeamId: null }), teams, []);
    expect(card.home.color).toBeNull();
    const html = renderToStaticMarkup(createElement(GameCard, { game: card }));
    expect(html.match(/<circle/g)).toHaveLength(1);
  });

  it("puts the chip after the place in both standings tables, the name still a link", () => {
    const rows = computeStandings(
      [team("home", { name: "Shamrocks", color: SHAMROCKS }), team("away", { color: PELICANS })],
      [],
    );
    for (const html of [
      renderToStaticMarkup(createElement(StandingsTable, { rows, caption: "Standings" })),
      renderToStaticMarkup(createElement(SeasonStandingsTable, { rows, caption: "Standings" })),
    ]) {
      expect(html).toMatch(
        /<span class="standings-place">\d<\/span> <svg class="team-chip"[^>]*><circle[^>]*fill="#[0-9a-f]{6}"/,
      );
      expect(html).toContain(`fill="${SHAMROCKS}"`);
      expect(html).toContain(`fill="${PELICANS}"`);
      expect(html).toMatch(/<a [^>]*title="Shamrocks"/);
      expectNoStyleAttribute(html);
    }
  });

  it("writes the abbreviation on the team's colour in the readable tone on /teams", () => {
    const html = renderToStaticMarkup(
      createElement(TeamList, {
        label: "Teams",
        teams: [
          { id: "home", name: "Shamrocks", abbreviation: "SHAM", color: SHAMROCKS, record: null },
          { id: "away", name: "Pelicans", abbreviation: "PEL", color: PELICANS, record: null },
        ],
      }),
    );
    expect(html).toMatch(
      /<span class="team-tile-abbr team-tone-light" aria-hidden="true"><svg class="team-color-fill"[^>]*><rect[^>]*fill="#1f7a3a"[^>]*><\/rect><\/svg>SHAM<\/span>/,
    );
    expect(html).toMatch(
      /class="team-tile-abbr team-tone-dark"[^>]*><svg[^>]*><rect[^>]*fill="#f2c14e"/,
    );
    expect(html).toContain('<span class="team-tile-name">Pelicans</span>');
    expectNoStyleAttribute(html);
  });
});
