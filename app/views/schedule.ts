// What the home page and the schedule show in day groups (their game cards
// under day headers) and the schedule's folded months of results.
import type { GameCardData } from "~/domain/games/card";
import type { DayGroup, MonthGroup } from "~/domain/schedule/page";

/** One league day's games, under its header ('Sunday, November 22'). */
export type GameDayView = DayGroup<GameCardData>;

/** A season's results: months newest first, each a fold of its days, newest first. */
export interface ScheduleResultsView {
  months: MonthGroup<GameDayView>[];
  /** The month open when the page loads ('2026-11'); null: all folded. */
  openMonth: string | null;
}
