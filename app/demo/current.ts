// Shapes the current season around `now` so every part of the site has
// something to show: a result in the last 24 hours, games in the next two and
// seven days, a postponed game, a forfeit and games without stats.
import { leagueDateParts } from "~/domain/time/league-time";
import type { Game } from "../domain/types";
import { addDays, at, dayOf, HOUR_MS } from "./calendar";
import type { Rng } from "./random";
import type { Outcome } from "./stats";

const inWindow = (g: Game, from: number, to: number) =>
  g.startsAt.getTime() >= from && g.startsAt.getTime() < to;

/**
 * Moves games from the last weekend of the regular season when needed:
 * one to this morning (or yesterday's late slot) so a result is less than
 * 24 hours old, and one to tomorrow morning so a game is less than 2 days away.
 */
export function placeAroundNow(games: Game[], now: Date): void {
  const t = now.getTime();
  const spare = [...games].sort((a, b) => b.startsAt.getTime() - a.startsAt.getTime());
  const today = dayOf(now);
  const { hour } = leagueDateParts(now);
  if (!games.some((g) => inWindow(g, t - 24 * HOUR_MS, t))) {
    const game = spare.shift();
    if (game) {
      game.startsAt = hour >= 10 ? at(today, 8, 0) : at(addDays(today, -1), 10, 30);
      game.location = "condon";
    }
  }
  if (!games.some((g) => inWindow(g, t + 1, t + 48 * HOUR_MS))) {
    const game = spare.shift();
    if (game) {
      game.startsAt = at(addDays(today, 1), 8, 0);
      game.location = "jpt-school";
    }
  }
  games.sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime() || a.id.localeCompare(b.id));
}

/** A game two days to a little over two weeks away is postponed. */
export function postponeOne(games: Game[], now: Date, rng: Rng): Game | undefined {
  const t = now.getTime();
  const candidates = games.filter((g) => inWindow(g, t + 48 * HOUR_MS, t + 16 * 24 * HOUR_MS));
  if (candidates.length === 0) return undefined;
  const game = rng.pick(candidates);
  game.status = "postponed";
  return game;
}

/**
 * Outcomes for the season's past games: one forfeit and two without stats,
 * all at least three days old so the latest results have full box scores.
 */
export function currentOutcomes(past: Game[], now: Date, rng: Rng): Map<string, Outcome> {
  const old = rng.shuffle(past.filter((g) => g.startsAt.getTime() < now.getTime() - 72 * HOUR_MS));
  const outcomes = new Map<string, Outcome>();
  const [forfeit, noStats1, noStats2] = old;
  if (forfeit) outcomes.set(forfeit.id, "forfeit");
  if (noStats1) outcomes.set(noStats1.id, "no-stats");
  if (noStats2) outcomes.set(noStats2.id, "no-stats");
  return outcomes;
}
