// Which pages follow the live stream (docs/league-rules.md#live-games). A page
// that lists games follows it only on a game day: when one of the games it
// lists is being scored live, or is one of today's (league zone) still without
// a final, so its card can turn LIVE, follow the score and turn Final without
// a reload. On any other day it opens nothing: a quiet day costs no
// connection. The answer depends only on the games and on the league day of
// `now` (never on who looks), so a page kept for every visitor stays right
// until the next league midnight that changes it.
import { isCompleted } from "~/domain/games/state";
import { leagueDay } from "~/domain/time/days";
import { leagueDate, leagueDateParts } from "~/domain/time/league-time";
import type { Game } from "~/domain/types";

type FollowedGame = Pick<Game, "id" | "startsAt" | "status">;

/**
 * A game still to be played today: no final, not postponed (nobody plays a
 * postponed game on its old day, as gameDayFor says).
 */
function playsOn(game: FollowedGame, day: string): boolean {
  return game.status !== "postponed" && !isCompleted(game) && leagueDay(game.startsAt) === day;
}

/** The listed games whose card the stream may change now: live ones, and today's without a final. */
export function gamesToFollow<G extends FollowedGame>(games: readonly G[], now: Date): G[] {
  const today = leagueDay(now);
  return games.filter((g) => g.status === "live" || playsOn(g, today));
}

/** The page opens the live stream: it lists a game gamesToFollow keeps. */
export function followsLive(games: readonly FollowedGame[], now: Date): boolean {
  return gamesToFollow(games, now).length > 0;
}

/** The midnight (league zone) that starts the day after `day` ("YYYY-MM-DD"). */
function midnightAfter(day: string): number {
  const [year, month, date] = day.split("-").map(Number) as [number, number, number];
  return leagueDate(year, month, date + 1).getTime();
}

/** The midnight (league zone) that starts `at`'s day. */
function midnightOf(at: Date): number {
  const { year, month, day } = leagueDateParts(at);
  return leagueDate(year, month, day).getTime();
}

/**
 * When the clock alone next changes gamesToFollow(games, ·): the midnight
 * that ends today, if a game is followed for being today's, or the midnight
 * of the next day with a game still to play. Null when neither comes.
 */
export function followChangesAt(games: readonly FollowedGame[], now: Date): Date | null {
  const today = leagueDay(now);
  let first = Number.POSITIVE_INFINITY;
  for (const game of games) {
    if (game.status === "live" || game.status === "postponed" || isCompleted(game)) continue;
    const day = leagueDay(game.startsAt);
    if (day < today) continue;
    const moment = day === today ? midnightAfter(today) : midnightOf(game.startsAt);
    first = Math.min(first, moment);
  }
  return Number.isFinite(first) ? new Date(first) : null;
}
