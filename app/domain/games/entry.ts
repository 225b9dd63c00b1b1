// Reading the admin's result form into a game result
// (docs/league-rules.md#entering-a-result). Pure: the form arrives as
// plain key/value pairs, the answer is either a result or messages per field.
import { decideWinner, statStatusOnSave, statValuesOnSave, tracksBlocksSteals } from "./state";
import { pointsTally, tallyWords, wholeNumber } from "~/domain/games/tally";
import { trackedStatKeys } from "~/domain/league";
import type { StatKey, StatStatus } from "~/domain/types";

export const MAX_SCORE = 300;
export const MAX_STAT = 200;

/** The form field of one player's stat: `stat:{playerId}:{key}`. */
export function statField(playerId: string, key: StatKey): string {
  return `stat:${playerId}:${key}`;
}

export interface EntryPlayer {
  playerId: string;
  teamId: string;
}

export interface EntryGame {
  homeTeamId: string;
  awayTeamId: string;
  startsAt: Date;
  blocksStealsAfter: Date | null;
}

export interface SavedStatLine {
  playerId: string;
  teamId: string;
  status: StatStatus;
  values: Record<StatKey, number>;
}

export interface GameResult {
  homeScore: number;
  awayScore: number;
  winnerId: string;
  stats: SavedStatLine[];
  /**
   * The admin ticked "Save anyway: the stat sheet is incomplete": the players'
   * points need not add up to the score, and the box score says so.
   */
  statsIncomplete?: boolean;
}

export type EntryParse =
  { ok: true; result: GameResult } | { ok: false; errors: Record<string, string> };

/** '' → null (a blank box); a whole number in range → it; else a message. */
function readNumber(raw: string | undefined, max: number, what: string): number | null | string {
  const text = (raw ?? "").trim();
  if (text === "") return null;
  const value = wholeNumber(text);
  if (value === null) return `${what} must be a whole number.`;
  if (value > max) return `${what} must be at most ${max}.`;
  return value;
}

/** The players to save are the two rosters (and anyone who already had a line). */
export function parseGameEntry(
  form: Record<string, string | undefined>,
  game: EntryGame,
  players: EntryPlayer[],
): EntryParse {
  const errors: Record<string, string> = {};
  const score = (field: string, label: string) => {
    const value = readNumber(form[field], MAX_SCORE, label);
    if (value === null) errors[field] = `Enter the ${label.toLowerCase()}.`;
    else if (typeof value === "string") errors[field] = value;
    return typeof value === "number" ? value : 0;
  };
  const homeScore = score("homeScore", "Home score");
  const awayScore = score("awayScore", "Away score");
  const flags = { forfeit: form.forfeit === "on", noStats: form.noStats === "on" };
  const tracked = tracksBlocksSteals(game.startsAt, game.blocksStealsAfter);
  const keys = trackedStatKeys(tracked);

  const stats = players.map(({ playerId, teamId }) => {
    const entered: Partial<Record<StatKey, number | null>> = {};
    for (const key of keys) {
      const field = statField(playerId, key);
      const value = readNumber(form[field], MAX_STAT, "A stat");
      if (typeof value === "string") errors[field] = value;
      else entered[key] = value;
    }
    return {
      playerId,
      teamId,
      status: statStatusOnSave(entered, flags),
      values: statValuesOnSave(entered),
    };
  });
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return {
    ok: true,
    result: {
      homeScore,
      awayScore,
      winnerId: decideWinner(game.homeTeamId, game.awayTeamId, homeScore, awayScore),
      stats,
      statsIncomplete: form.incomplete === "on",
    },
  };
}

/** The box that lets a result whose points do not add up be saved all the same. */
export const SAVE_ANYWAY_LABEL = "Save anyway: the stat sheet is incomplete";

/**
 * Where a result's box score does not add up: per team whose players' points
 * (lines played) differ from its score, "Shamrocks: the players' points add
 * up to 5; the score says 48 (43 points not credited to a player)." Nothing for a forfeit or a game without stats
 * (no line played), nor when the admin said the sheet is incomplete.
 */
export function boxScoreMismatches(
  result: GameResult,
  game: { homeTeamId: string; awayTeamId: string },
  teamName: (teamId: string) => string,
): string[] {
  if (result.statsIncomplete) return [];
  // A forfeit, or a game marked as without stats: its lines are not a box score.
  if (result.stats.some((line) => line.status === "forfeit" || line.status === "no-stats")) {
    return [];
  }
  const played = result.stats.filter((line) => line.status === "played");
  if (played.length === 0) return [];
  const sides = [
    { teamId: game.awayTeamId, score: result.awayScore },
    { teamId: game.homeTeamId, score: result.homeScore },
  ];
  return sides.flatMap(({ teamId, score }) => {
    // The form's running total is the same tally (pointsTally), of the boxes as typed.
    const tally = pointsTally(
      score,
      played.filter((line) => line.teamId === teamId).map((line) => line.values.points ?? 0),
    );
    if (tally.uncredited === 0) return [];
    const said = `the players' points add up to ${tally.credited}; the score says ${score}`;
    return [`${teamName(teamId)}: ${said} (${tallyWords(tally).rest}).`];
  });
}
