// The data of a player's charts on /players/{id} (issue 33): his numbers game by
// game in one season, with the season's average (the same number as the season
// averages table), and his points per game season by season. Pure: no geometry
// here (app/domain/charts/bar-geometry.ts draws it, on the server only).
import { averageOf, type AverageRow, type CareerLine } from "~/domain/stats/career";
import { isBlocksOrSteals, STAT_KEYS } from "~/domain/league";
import type { StatKey } from "~/domain/types";

/** One of his game rows, with what a bar's title says about the game. */
export interface ChartGameLine extends CareerLine {
  gameId: string;
  startsAt: Date;
  /** 'vs BOS' or '@ BOS'. */
  opponent: string;
}

export interface SeasonBar {
  gameId: string;
  startsAt: Date;
  opponent: string;
  value: number;
}

export interface PlayerSeasonChartData {
  stat: StatKey;
  seasonId: number;
  /** A bar per game played in the season, in date order (blocks and steals: per game that recorded them). */
  bars: SeasonBar[];
  /** The season's per-game average: the averages table's number; null with no bars. */
  average: number | null;
}

/** `?stat=` as a stat, points when missing or unknown. */
export function chartStat(value: string | null): StatKey {
  return STAT_KEYS.find((k) => k === value) ?? "points";
}

/** His `stat` game by game in `seasonId`, and the season's average of it. */
export function playerSeasonChart(
  lines: ChartGameLine[],
  seasonId: number,
  stat: StatKey,
): PlayerSeasonChartData {
  const own = lines
    .filter((l) => l.seasonId === seasonId)
    .sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime());
  const counted = own.filter(
    (l) => l.status === "played" && (!isBlocksOrSteals(stat) || l.tracksBlocksSteals),
  );
  return {
    stat,
    seasonId,
    bars: counted.map((l) => ({
      gameId: l.gameId,
      startsAt: l.startsAt,
      opponent: l.opponent,
      value: l[stat],
    })),
    average: averageOf(seasonId, own).perGame[stat],
  };
}

export interface CareerBar {
  seasonId: number;
  seasonName: string;
  gamesPlayed: number;
  pointsPerGame: number;
}

/** Points per game season by season, oldest first: a bar per season in which he played. */
export function careerPointsChart(
  seasons: AverageRow[],
  seasonNames: Map<number, string>,
): CareerBar[] {
  return seasons.flatMap((row) =>
    row.season !== "all" && row.gamesPlayed > 0 && row.perGame.points !== null
      ? [
          {
            seasonId: row.season,
            seasonName: seasonNames.get(row.season) ?? `Season ${row.season}`,
            gamesPlayed: row.gamesPlayed,
            pointsPerGame: row.perGame.points,
          },
        ]
      : [],
  );
}

/** "Pat Murphy's points, Fall 2026: 14 games, from 3 to 22, 11.4 a game." */
export function seasonChartSummary(
  playerName: string,
  statLabel: string,
  seasonName: string,
  chart: PlayerSeasonChartData,
): string {
  const head = `${playerName}'s ${statLabel.toLowerCase()}, ${seasonName}`;
  const n = chart.bars.length;
  if (n === 0 || chart.average === null) return `${head}: no games with this stat recorded.`;
  const values = chart.bars.map((b) => b.value);
  const games = `${n} ${n === 1 ? "game" : "games"}`;
  return `${head}: ${games}, from ${Math.min(...values)} to ${Math.max(...values)}, ${chart.average.toFixed(1)} a game.`;
}

/** "Pat Murphy's points per game by season: 3 seasons, from 8.0 (Fall 2023) to 12.5 (Fall 2025)." */
export function careerChartSummary(playerName: string, bars: CareerBar[]): string {
  const head = `${playerName}'s points per game by season`;
  if (bars.length === 0) return `${head}: no games played yet.`;
  const first = bars[0]!;
  const last = bars[bars.length - 1]!;
  const n = bars.length;
  return n === 1
    ? `${head}: 1 season, ${first.pointsPerGame.toFixed(1)} in ${first.seasonName}.`
    : `${head}: ${n} seasons, from ${first.pointsPerGame.toFixed(1)} (${first.seasonName}) to ${last.pointsPerGame.toFixed(1)} (${last.seasonName}).`;
}
