// What /players/{id} renders: profile, averages and game logs, every number
// already formatted.
import type { ChartGameLine } from "~/domain/charts/player-season";
import type { StatKey } from "~/domain/types";
import type { ChartFigureView } from "./charts";

export type StatCells = Record<StatKey, string>;

export interface AverageRowView {
  season: number | "all";
  seasonName: string | null;
  teams: { id: string; abbreviation: string }[];
  gamesPlayed: number;
  perGame: StatCells;
}

export interface GameLogRowView {
  gameId: string;
  date: string;
  prefix: "vs" | "@";
  opponent: string;
  /** The whole result as text: 'W 66-65', 'W 77-52 · DNP' (formatGameLogResult). */
  result: string;
  /** The result cell's parts: 'W 77-52' (null when only the mark can be said, '–' when nothing)… */
  outcome: string | null;
  /** …and why his row has no numbers: 'Forfeit', 'No stats', 'DNP'; null when he played. */
  mark: string | null;
  /** True for his team's win, false for a loss (forfeits included), null when unknown. */
  won: boolean | null;
  stats: StatCells;
}

export interface GameLogSeasonView {
  seasonId: number;
  seasonName: string;
  games: GameLogRowView[];
}

/** A season's logs as the page sends them: rows only for the season shown open. */
export interface GameLogSeasonSummary {
  seasonId: number;
  seasonName: string;
  gameCount: number;
  games: GameLogRowView[] | null;
}

export interface PlayerProfileView {
  id: string;
  name: string;
  imageUrl: string | null;
  /** 6'2", or null when unknown. */
  height: string | null;
  jerseyNumber: number | null;
  /** The current season's team, else the latest one (current: false). */
  team: { id: string; name: string; current: boolean; seasonName: string } | null;
}

/** The whole player, every season's logs included (what the cache keeps). */
export interface PlayerPageModel {
  player: PlayerProfileView;
  averages: AverageRowView[];
  career: AverageRowView;
  gameLogs: GameLogSeasonView[];
  /** Every game row, for the season chart (kept in the cache, never sent). */
  chartLines: ChartGameLine[];
  /** Points per game season by season; null before his first game. */
  careerChart: ChartFigureView | null;
  description: string;
}

/** The open season's chart of one stat, and the links to the others (`?stat=`). */
export interface PlayerSeasonChartView {
  stat: StatKey;
  seasonId: number;
  links: { stat: StatKey; label: string; href: string }[];
  /** Null when the season has no game with this stat. */
  chart: ChartFigureView | null;
}

/** The page as sent: one season's game logs carry rows. */
export interface PlayerPageData extends Omit<PlayerPageModel, "gameLogs" | "chartLines"> {
  gameLogs: GameLogSeasonSummary[];
  seasonChart: PlayerSeasonChartView | null;
}
