// Game day for the courtside admin (docs/league-rules.md#game-day): which
// day's games /admin opens with, and the order /admin/games lists its days in.
// Days are the league zone's calendar days, so a 9 PM game in Boston is that
// day's game whatever zone the server runs in.
import { isCompleted } from "./state";
import { leagueDay } from "~/domain/time/days";
import type { Game } from "~/domain/types";

type DatedGame = Pick<Game, "id" | "startsAt" | "status">;

export interface GameDay<G> {
  /** "YYYY-MM-DD" in the league zone. */
  day: string;
  /** The day is today; otherwise it is the next game day. */
  today: boolean;
  /** The day's games by start time, postponed ones included. */
  games: G[];
}

/** By start time, then id: the order the schedule lists a day's games in. */
function byStart(a: DatedGame, b: DatedGame): number {
  return a.startsAt.getTime() - b.startsAt.getTime() || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
}

/**
 * The games the admin needs today: today's (league zone), else those of the
 * next day with games. A day whose only games are postponed is no game day:
 * nobody plays. Null when no game is to come.
 */
export function gameDayFor<G extends DatedGame>(games: readonly G[], now: Date): GameDay<G> | null {
  const today = leagueDay(now);
  let day: string | null = null;
  for (const game of games) {
    if (game.status === "postponed") continue;
    const of = leagueDay(game.startsAt);
    if (of >= today && (day === null || of < day)) day = of;
  }
  if (day === null) return null;
  const chosen = day;
  return {
    day: chosen,
    today: chosen === today,
    games: games.filter((g) => leagueDay(g.startsAt) === chosen).sort(byStart),
  };
}

export interface DayOfGames<G> {
  day: string;
  today: boolean;
  games: G[];
}

/**
 * The season's games by day, for an admin who opens the list to act on the
 * games in front of him: `upcoming` from today on, nearest first (today's or
 * the next game day's games on top), then `played`, the most recent day first
 * (a correction is usually about last week's games, not the first week's).
 */
export function gamesByDay<G extends DatedGame>(
  games: readonly G[],
  now: Date,
): { upcoming: DayOfGames<G>[]; played: DayOfGames<G>[] } {
  const today = leagueDay(now);
  const days = new Map<string, G[]>();
  for (const game of [...games].sort(byStart)) {
    const day = leagueDay(game.startsAt);
    days.set(day, [...(days.get(day) ?? []), game]);
  }
  const all = [...days].map(([day, list]) => ({ day, today: day === today, games: list }));
  return {
    upcoming: all.filter((d) => d.day >= today).sort((a, b) => (a.day < b.day ? -1 : 1)),
    played: all.filter((d) => d.day < today).sort((a, b) => (a.day > b.day ? -1 : 1)),
  };
}

/**
 * What an admin needs to know of a game at a glance: being scored live, its
 * final, postponed, still to come, or started without a result saved
 * ("no-result": the sheet still has to be entered).
 */
export type AdminGameState = "live" | "final" | "postponed" | "upcoming" | "no-result";

export function adminGameState(game: Pick<Game, "status" | "startsAt">, now: Date): AdminGameState {
  if (isCompleted(game)) return "final";
  if (game.status === "live") return "live";
  if (game.status === "postponed") return "postponed";
  return game.startsAt.getTime() <= now.getTime() ? "no-result" : "upcoming";
}
