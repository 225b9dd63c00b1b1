// What /seasons/{n} receives of the standings race (issue 33 §3): its charts
// already drawn on the server (app/pages/season-race.server.ts) and the teams
// to highlight with ?team=, links that work without JavaScript.
import type { ChartFigureView } from "./charts";

export interface StandingsRaceView {
  /** The league's chart, or one per conference (West then East) in the conference view. */
  charts: { conference: string | null; title: string | null; figure: ChartFigureView }[];
  /** Every team of the season, in the table's order: a link each. */
  teams: { id: string; name: string; abbreviation: string; color: string }[];
  /** The highlighted team (?team=), or null: an unknown id highlights nothing. */
  highlighted: string | null;
}
