// What /players/{id} renders: profile, averages and game logs, every number
// already formatted.
import type { StatKey } from "~/domain/types";

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
  result: string;
  /** True for a win, false for a loss, null when the player did not play. */
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
  description: string;
}

/** The page as sent: one season's game logs carry rows. */
export interface PlayerPageData extends Omit<PlayerPageModel, "gameLogs"> {
  gameLogs: GameLogSeasonSummary[];
}
