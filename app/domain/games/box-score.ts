// The box score of one game (docs/league-rules.md#the-box-score): which columns
// it has, the order of its rows, what a player who did not play reads as, and
// each team's totals.
import { STAT_KEYS } from "~/domain/league";
import type { GameStat, StatKey, StatStatus } from "~/domain/types";

/** A stat line with what a box score prints about the player. */
export interface BoxScoreLine extends GameStat {
  firstName: string;
  lastName: string;
  jerseyNumber: number | null;
}

export type BoxScoreTotals = Record<StatKey, number>;

/** Column headings of the box score and the game leaders. */
export const STAT_ABBREVIATIONS: Record<StatKey, string> = {
  points: "PTS",
  rebounds: "REB",
  assists: "AST",
  blocks: "BLK",
  steals: "STL",
};

const NOT_PLAYED_LABELS: Record<Exclude<StatStatus, "played">, string> = {
  dnp: "DNP",
  "no-stats": "No stats",
  forfeit: "Forfeit",
};

/** What a row shows instead of numbers: 'DNP' etc.; null when the player played. */
export function notPlayedLabel(status: StatStatus): string | null {
  return status === "played" ? null : NOT_PLAYED_LABELS[status];
}

/**
 * Players who played come first, top scorers first; then the others. Equal
 * rows keep a stable order by last name, first name, then id.
 */
export function orderBoxScore<T extends BoxScoreLine>(lines: T[]): T[] {
  const played = (l: T) => (l.status === "played" ? 0 : 1);
  return [...lines].sort(
    (a, b) =>
      played(a) - played(b) ||
      (a.status === "played" ? b.points - a.points : 0) ||
      a.lastName.localeCompare(b.lastName) ||
      a.firstName.localeCompare(b.firstName) ||
      a.playerId.localeCompare(b.playerId),
  );
}

/** Sums of the lines of players who played (other lines carry no numbers). */
export function boxScoreTotals(lines: Pick<GameStat, StatKey | "status">[]): BoxScoreTotals {
  const totals: BoxScoreTotals = { points: 0, rebounds: 0, assists: 0, blocks: 0, steals: 0 };
  for (const line of lines) {
    if (line.status !== "played") continue;
    for (const key of STAT_KEYS) totals[key] += line[key];
  }
  return totals;
}
