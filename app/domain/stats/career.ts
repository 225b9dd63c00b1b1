// A player's career (docs/league-rules.md#leaders-and-records): per-season
// averages, the career 'all' row and game-log results, all computed from game
// rows. Career numbers are sums of game totals divided by games, never averages
// of averages.
import { leadersFromTotals, perGame, type LeaderRow, type PlayerTotals } from "./leaders";
import { isBlocksOrSteals, LEADERS_TOP_ALL_TIME, STAT_KEYS } from "~/domain/league";
import type { StatKey, StatStatus } from "~/domain/types";

/** One of the player's stat rows in a completed game. */
export interface CareerLine {
  seasonId: number;
  teamId: string;
  status: StatStatus;
  points: number;
  rebounds: number;
  assists: number;
  blocks: number;
  steals: number;
  /** Whether the game recorded blocks and steals (see tracksBlocksSteals). */
  tracksBlocksSteals: boolean;
}

export interface AverageRow {
  /** A season id, or 'all' for the career row. */
  season: number | "all";
  /** Teams in order of first appearance. */
  teamIds: string[];
  /** Rows with status 'played' (DNP, forfeit and no-stats rows are not games played). */
  gamesPlayed: number;
  /** Games played in which blocks and steals were recorded. */
  trackedGames: number;
  totals: Record<StatKey, number>;
  /** Per game to one decimal; null when there is nothing to divide by ('–' on the page). */
  perGame: Record<StatKey, number | null>;
}

function zeroTotals(): Record<StatKey, number> {
  return { points: 0, rebounds: 0, assists: 0, blocks: 0, steals: 0 };
}

/** Averages of any set of lines: the same rule for a season and for a career. */
export function averageOf(season: number | "all", lines: CareerLine[]): AverageRow {
  const teamIds: string[] = [];
  const totals = zeroTotals();
  let gamesPlayed = 0;
  let trackedGames = 0;
  for (const line of lines) {
    if (!teamIds.includes(line.teamId)) teamIds.push(line.teamId);
    if (line.status !== "played") continue;
    gamesPlayed++;
    if (line.tracksBlocksSteals) trackedGames++;
    for (const stat of STAT_KEYS) {
      // Untracked games carry zeros for blocks and steals that mean "not recorded".
      if (isBlocksOrSteals(stat) && !line.tracksBlocksSteals) continue;
      totals[stat] += line[stat];
    }
  }
  const perGameOf = (stat: StatKey): number | null => {
    const games = isBlocksOrSteals(stat) ? trackedGames : gamesPlayed;
    return games > 0 ? perGame(totals[stat], games) : null;
  };
  return {
    season,
    teamIds,
    gamesPlayed,
    trackedGames,
    totals,
    perGame: {
      points: perGameOf("points"),
      rebounds: perGameOf("rebounds"),
      assists: perGameOf("assists"),
      blocks: perGameOf("blocks"),
      steals: perGameOf("steals"),
    },
  };
}

/**
 * One row per season (oldest first) and the career row, each computed from the
 * game rows themselves. Pass lines in game order so team order reads naturally.
 */
export function careerAverages(lines: CareerLine[]): { seasons: AverageRow[]; all: AverageRow } {
  const bySeason = new Map<number, CareerLine[]>();
  for (const line of lines) {
    const own = bySeason.get(line.seasonId) ?? [];
    own.push(line);
    bySeason.set(line.seasonId, own);
  }
  const seasons = [...bySeason.keys()]
    .sort((a, b) => a - b)
    .map((id) => averageOf(id, bySeason.get(id) ?? []));
  return { seasons, all: averageOf("all", lines) };
}

/**
 * All-time leaders from career totals: the same result as computeAllTimeLeaders
 * over every line (the minimum-games rule always applies; blocks and steals
 * per tracked game; 'T' ties), without shipping every game row to the server.
 * Records show no team, so careers carry teamId ''.
 */
export function allTimeLeadersFromTotals(
  careers: PlayerTotals[],
  top: number = LEADERS_TOP_ALL_TIME,
): Record<StatKey, LeaderRow[]> {
  return leadersFromTotals(careers, { top, enforceMinimum: true });
}

/** What a game-log row needs to know about its game. */
export interface GameLogGame {
  homeTeamId: string | null;
  awayTeamId: string | null;
  homeScore: number | null;
  awayScore: number | null;
  winnerId: string | null;
}

/** What a game-log row says about the player's own line when he did not play. */
export const GAME_LOG_MARKS = {
  forfeit: "Forfeit",
  "no-stats": "No stats",
  dnp: "DNP",
} as const satisfies Record<Exclude<StatStatus, "played">, string>;

export type GameLogMark = (typeof GAME_LOG_MARKS)[keyof typeof GAME_LOG_MARKS];

/** The result column of a game log, in parts (the page styles the mark apart). */
export interface GameLogResult {
  /** His team's result: a forfeit is a W or an L like any completed game. */
  letter: "W" | "L" | null;
  /** '77-52', his team's score first; null without both scores. */
  score: string | null;
  /** Why his row has no numbers: 'Forfeit', 'No stats', 'DNP'; null when he played. */
  mark: GameLogMark | null;
}

/** Separates the result from the mark: 'W 77-52 · DNP'. */
export const GAME_LOG_MARK_SEPARATOR = " · ";

/**
 * A game-log row's result from the player's team's side, whatever his status
 * (docs/league-rules.md#leaders-and-records). Rows are of completed games,
 * which always have a winner (games_final_chk): W when it is his team, L when
 * it is the other side's team. No letter or score when his team is on
 * neither side of the game, or the winner is neither team.
 */
export function gameLogResultParts(
  line: Pick<CareerLine, "status" | "teamId">,
  game: GameLogGame,
): GameLogResult {
  const mark = line.status === "played" ? null : GAME_LOG_MARKS[line.status];
  const side =
    game.homeTeamId === line.teamId ? "home" : game.awayTeamId === line.teamId ? "away" : null;
  const otherTeamId = side === "home" ? game.awayTeamId : game.homeTeamId;
  const letter =
    side === null || game.winnerId === null
      ? null
      : game.winnerId === line.teamId
        ? "W"
        : otherTeamId !== null && game.winnerId === otherTeamId
          ? "L"
          : null;
  if (letter === null) return { letter, score: null, mark };
  const own = side === "home" ? game.homeScore : game.awayScore;
  const other = side === "home" ? game.awayScore : game.homeScore;
  return { letter, score: own === null || other === null ? null : `${own}-${other}`, mark };
}

/**
 * The two pieces of the result cell: the outcome ('W 66-65'; 'W' without
 * scores) and the mark. The outcome is null when only the mark can be said
 * ('DNP'), and '–' when nothing can.
 */
export function gameLogCell(result: GameLogResult): {
  outcome: string | null;
  mark: string | null;
} {
  const outcome = result.letter && [result.letter, result.score].filter(Boolean).join(" ");
  return { outcome: outcome || (result.mark ? null : "–"), mark: result.mark };
}

/** 'W 66-65' when he played; 'W 77-52 · DNP', 'L 0-20 · Forfeit', 'W 60-51 · No stats' otherwise. */
export function formatGameLogResult(result: GameLogResult): string {
  const { outcome, mark } = gameLogCell(result);
  return [outcome, mark].filter(Boolean).join(GAME_LOG_MARK_SEPARATOR);
}

/** The result column of a game log as text (see gameLogResultParts). */
export function gameLogResult(
  line: Pick<CareerLine, "status" | "teamId">,
  game: GameLogGame,
): string {
  return formatGameLogResult(gameLogResultParts(line, game));
}

/** 'vs' at home, '@' away: how box scores name the opponent. */
export function opponentPrefix(teamId: string, game: Pick<GameLogGame, "homeTeamId">) {
  return game.homeTeamId === teamId ? "vs" : "@";
}

/** The opponent of the player's team in a game, or null if the slot is still open. */
export function opponentId(teamId: string, game: Pick<GameLogGame, "homeTeamId" | "awayTeamId">) {
  return game.homeTeamId === teamId ? game.awayTeamId : game.homeTeamId;
}
