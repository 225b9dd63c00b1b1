// The standings race of /seasons/{n} (issue 33 §3): the race of each table the
// page shows (the league's, or each conference's), computed once per league
// version with the page (seasonRaces), then drawn for the asked view and
// highlighted team (raceView): a drawing costs a render, not a query.
import { drawnLineChart } from "~/charts/line-chart-svg";
import { drawnRaceSection } from "~/charts/standings-race-section";
import { lineChart, type LineEmphasis } from "~/domain/charts/line-geometry";
import type { StandingRow } from "~/domain/stats/standings";
import {
  raceLabel,
  raceSummary,
  signedGames,
  standingsRace,
  type StandingsRace,
} from "~/domain/charts/standings-race";
import { MIN_TEXT_CONTRAST, readableGraphicColor } from "~/domain/teams/colors";
import { formatGameDay } from "~/domain/time/league-time";
import type { Game } from "~/domain/types";
import type { StandingsRaceInput, StandingsRaceView } from "~/views/standings-race";

export interface SeasonRaces {
  league: StandingsRace;
  conferences: { conference: string; label: string; race: StandingsRace }[];
}

/** The races beside the page's tables; null before the season's first result (no chart at all). */
export function seasonRaces(
  standings: {
    league: StandingRow[];
    conferences: { conference: string; label: string; rows: StandingRow[] }[];
  },
  games: Game[],
): SeasonRaces | null {
  const league = standingsRace(standings.league, games);
  if (league.days.length === 0) return null;
  return {
    league,
    conferences: standings.conferences
      .filter((c) => c.rows.length > 0)
      .map((c) => ({
        conference: c.conference,
        label: c.label,
        race: standingsRace(c.rows, games),
      })),
  };
}

function drawRace(
  race: StandingsRace,
  name: string,
  highlighted: string | null,
  summaryId: string,
) {
  // A conference's chart without the highlighted team draws every line as usual.
  const here = race.lines.some((l) => l.teamId === highlighted) ? highlighted : null;
  const emphasis = (teamId: string): LineEmphasis =>
    here === null ? "normal" : teamId === here ? "highlighted" : "muted";
  const last = race.days.length;
  const day = (i: number) => formatGameDay(race.dayStarts[i - 1]!).replace(/^\w+, /, "");
  return drawnLineChart(
    lineChart({
      name,
      summary: raceSummary(race, here),
      series: race.lines.map((line) => ({
        id: line.teamId,
        values: line.values,
        color: readableGraphicColor(line.color),
        labelColor: readableGraphicColor(line.color, MIN_TEXT_CONTRAST),
        label: raceLabel(line),
        emphasis: emphasis(line.teamId),
      })),
      // The first and last game days' dates: when the race began, and how recent it is.
      xLabels:
        last === 1
          ? [{ index: 1, label: day(1) }]
          : [
              { index: 1, label: day(1) },
              { index: last, label: day(last) },
            ],
      formatTick: (n) => (n === 0 ? ".500" : signedGames(n)),
    }),
    summaryId,
  );
}

/** The page's address with `team` set to `value`, or removed: every other choice kept. */
function withTeam(search: URLSearchParams, value: string | null): string {
  const next = new URLSearchParams(search);
  if (value === null) next.delete("team");
  else next.set("team", value);
  const query = next.toString();
  return query ? `?${query}` : "?";
}

/**
 * The section for the asked view (`view=conference`: one chart per
 * conference, as a fan reads a conference's race as the race for its playoff
 * seeds, its places those of the conference table shown above it) and team
 * (`team`: highlighted when it is one of the season's; anything else
 * highlights nothing).
 */
export function raceInput(
  races: SeasonRaces,
  seasonLabel: string,
  search: URLSearchParams,
): StandingsRaceInput {
  const team = search.get("team");
  const conferenceView = search.get("view") === "conference";
  const lines = races.league.lines;
  const highlighted = lines.some((l) => l.teamId === team) ? team : null;
  const charts = conferenceView
    ? races.conferences.map((c) => ({
        conference: c.conference,
        title: c.label,
        figure: drawRace(
          c.race,
          `Standings race, ${c.label}, ${seasonLabel}`,
          highlighted,
          `race-summary-${c.conference}`,
        ),
      }))
    : [
        {
          conference: null,
          title: null,
          figure: drawRace(
            races.league,
            `Standings race, ${seasonLabel}`,
            highlighted,
            "race-summary",
          ),
        },
      ];
  return {
    charts,
    teams: lines.map((l) => ({
      id: l.teamId,
      name: l.name,
      abbreviation: l.abbreviation,
      color: l.color,
      href: withTeam(search, l.teamId),
    })),
    highlighted,
    clearHref: team === null ? null : withTeam(search, null),
  };
}

/** The section as the page shows it: drawn on the server. */
export function raceView(
  races: SeasonRaces,
  seasonLabel: string,
  search: URLSearchParams,
): StandingsRaceView {
  const input = raceInput(races, seasonLabel, search);
  return { html: drawnRaceSection(input), highlighted: input.highlighted };
}
