// What /seasons/{n} receives of the standings race (issue 33 §3): the whole
// section drawn on the server (app/charts/standings-race-section.tsx): its
// charts and the links that highlight a team (?team=). The page shows it as it
// is, so the race costs the page no JavaScript at all.
import type { ChartFigureView } from "./charts";

/** What the section is drawn from (app/pages/season-race.server.ts). */
export interface StandingsRaceInput {
  /** The league's chart, or one per conference (West then East) in the conference view. */
  charts: { conference: string | null; title: string | null; figure: ChartFigureView }[];
  /** Every team of the season, in the table's order, with the address that highlights it. */
  teams: { id: string; name: string; abbreviation: string; color: string; href: string }[];
  /** The highlighted team (?team=), or null: an unknown id highlights nothing. */
  highlighted: string | null;
  /** The address without ?team=, or null when no team is highlighted. */
  clearHref: string | null;
}

export interface StandingsRaceView {
  /** The section's markup: heading, charts with their summaries, team links. */
  html: string;
  highlighted: string | null;
}
