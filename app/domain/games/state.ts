// What a game page shows and how a saved result is read (docs/league-rules.md#game-states).
import { LOCATIONS, STAT_KEYS } from "~/domain/league";
import type { Game, GameStat, StatKey, StatStatus, TeamRef } from "~/domain/types";
import { leagueDate } from "~/domain/time/league-time";

export type GameDisplay = "final" | "forfeit" | "no-stats" | "live" | "upcoming" | "postponed";

/**
 * One meaning of final: a game counts (standings, leaders, records, game logs,
 * comments) exactly when it is completed. The database makes a completed game
 * carry its winner and both scores, and refuses a winner on any other game
 * (games_final_chk), so no page has to ask about the winner instead.
 */
export function isCompleted(game: Pick<Game, "status">): boolean {
  return game.status === "completed";
}

/**
 * Why a game's row breaks the one meaning of final (the rule games_final_chk
 * enforces), said for the person importing it; null when it keeps it.
 */
export function finalRuleBreach(
  game: Pick<Game, "status" | "winnerId" | "homeScore" | "awayScore">,
): string | null {
  if (game.winnerId != null && !isCompleted(game)) {
    return `it has a winner but its status is "${game.status}": only a completed game has a winner`;
  }
  // == null: a row read from a file may leave an empty column out altogether.
  if (isCompleted(game) && game.winnerId == null) return "it is completed without a winner";
  if (isCompleted(game) && (game.homeScore == null || game.awayScore == null)) {
    return "it is completed without both scores";
  }
  return null;
}

/**
 * A completed game is a forfeit if any line says so, 'no-stats' when nobody's
 * numbers were recorded, else a final with a box score. Otherwise the game is
 * being scored live, postponed, or still to come.
 */
export function gameDisplayState(
  game: Pick<Game, "status">,
  stats: Pick<GameStat, "status">[],
): GameDisplay {
  if (isCompleted(game)) {
    if (stats.some((s) => s.status === "forfeit")) return "forfeit";
    if (stats.every((s) => s.status === "no-stats")) return "no-stats";
    return "final";
  }
  if (game.status === "live") return "live";
  return game.status === "postponed" ? "postponed" : "upcoming";
}

/** Completed games (final, forfeit, no stats) take comments; games still to come do not. */
export function takesComments(game: Pick<Game, "status">): boolean {
  return isCompleted(game);
}

/** The team that forfeited is the one that did not win. */
export function forfeitingTeamId(game: Game): string | null {
  if (game.winnerId === null) return null;
  if (game.winnerId === game.homeTeamId) return game.awayTeamId;
  if (game.winnerId === game.awayTeamId) return game.homeTeamId;
  return null;
}

export const FORFEIT_TITLE = "Game Forfeited";
export function forfeitMessage(teamName: string): string {
  return `This game was forfeited by ${teamName}.`;
}

export const NO_STATS_TITLE = "No Stats";
export const NO_STATS_MESSAGE =
  "There were either no stats collected for this game or they are pending scorebook entry.";

export const POSTPONED_TEXT = "Postponed";
export const LIVE_TEXT = "LIVE";

type GameSides = Pick<Game, "homeTeamId" | "awayTeamId" | "homePlaceholder" | "awayPlaceholder">;

/**
 * One side of a game as a page names it: the team's name (or whatever `nameOf`
 * gives, e.g. an abbreviation), else the bracket placeholder ('Winner 1vs8'),
 * else 'TBD'.
 */
export function sideName(
  game: GameSides,
  side: "home" | "away",
  nameOf: (teamId: string) => string | undefined,
): string {
  const teamId = side === "home" ? game.homeTeamId : game.awayTeamId;
  const placeholder = side === "home" ? game.homePlaceholder : game.awayPlaceholder;
  return (teamId === null ? undefined : nameOf(teamId)) ?? placeholder ?? "TBD";
}

/** Team name, else the bracket placeholder ('Winner 1vs8'), else 'TBD'. */
export function sideLabel(
  game: GameSides,
  side: "home" | "away",
  teamsById: Map<string, TeamRef>,
): string {
  return sideName(game, side, (id) => teamsById.get(id)?.name);
}

/** 'HAW at SHA': away side first, as the league writes its games. */
export function matchupText(game: GameSides, nameOf: (teamId: string) => string | undefined) {
  return `${sideName(game, "away", nameOf)} at ${sideName(game, "home", nameOf)}`;
}

/** Higher score wins; a tied score goes to the home team. */
export function decideWinner(
  homeTeamId: string,
  awayTeamId: string,
  homeScore: number,
  awayScore: number,
): string {
  return homeScore >= awayScore ? homeTeamId : awayTeamId;
}

/**
 * Blocks and steals were recorded only for games after 27 May 2024
 * (docs/league-rules.md#scores-and-stat-lines). This is the last instant of
 * that day in the league zone; seasons may carry their own cutoff.
 */
// Marked pure so a page that takes only this module's words (a browser
// bundle) leaves out the league's time-zone table.
export const BLOCKS_STEALS_TRACKED_AFTER = /* @__PURE__ */ new Date(
  /* @__PURE__ */ leagueDate(2024, 5, 28).getTime() - 1,
);

/** True when there is no cutoff or the game starts after it. */
export function tracksBlocksSteals(startsAt: Date, blocksStealsAfter: Date | null): boolean {
  return blocksStealsAfter === null || startsAt.getTime() > blocksStealsAfter.getTime();
}

export type EnteredStats = Partial<Record<StatKey, number | null | undefined>>;

/** 0 is a value somebody typed; null, undefined and NaN are a blank box. */
function isEntered(value: number | null | undefined): value is number {
  return typeof value === "number" && !Number.isNaN(value);
}

/**
 * Played if any stat value was entered; otherwise forfeit if the
 * Forfeit box is checked; otherwise no-stats if the No Stats box is checked;
 * otherwise dnp.
 */
export function statStatusOnSave(
  entered: EnteredStats,
  flags: { forfeit: boolean; noStats: boolean },
): StatStatus {
  if (STAT_KEYS.some((key) => isEntered(entered[key]))) return "played";
  if (flags.forfeit) return "forfeit";
  if (flags.noStats) return "no-stats";
  return "dnp";
}

/** Blank stat values are saved as 0. */
export function statValuesOnSave(entered: EnteredStats): Record<StatKey, number> {
  const value = (key: StatKey) => {
    const v = entered[key];
    return isEntered(v) ? v : 0;
  };
  return {
    points: value("points"),
    rebounds: value("rebounds"),
    assists: value("assists"),
    blocks: value("blocks"),
    steals: value("steals"),
  };
}

/** 'sbca' → 'South Boston Catholic Academy'; an unknown code is shown as is. */
export function formatLocation(code: string): string {
  return LOCATIONS[code] ?? code;
}
