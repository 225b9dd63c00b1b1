// What a team page renders.
import type { ChartFigureView } from "./charts";

export interface RosterRow {
  id: string;
  name: string;
  jerseyNumber: number | null;
  height: string | null;
  isCaptain: boolean;
}

/** The season's form (issue 33): the margins chart, the streak and the last five in words. */
export interface TeamFormView {
  chart: ChartFigureView | null;
  /** "Won 3 in a row"; null before any result. */
  streak: string | null;
  /** "Last five: won 3, lost 2 (W, L, W, W, L, oldest first)."; null before any result. */
  lastFive: string | null;
}
