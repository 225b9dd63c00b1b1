// Results: scores from team strength, forfeits, and playing out the playoffs
// round by round with the domain's bracket rules.
import { decideWinner } from "~/domain/games/state";
import {
  advancePlayoffWinner,
  buildPlayoffBracket,
  PLAYOFF_ROUNDS,
} from "~/domain/playoffs/rounds";
import { computeStandings } from "~/domain/stats/standings";
import type { Game, SeasonTeam } from "../domain/types";
import type { Rng } from "./random";
import { playoffSlots, type SeasonPlan } from "./schedule";
import type { Profile, Rosters } from "./types";

/**
 * A forfeit is recorded as 20-0: the team that forfeits scores 0, the other
 * team 20, and the other team is the winner. Every stat line is 'forfeit'.
 */
export const FORFEIT_WINNING_SCORE = 20;
export const FORFEIT_LOSING_SCORE = 0;

export const MIN_SCORE = 40;
export const MAX_SCORE = 80;

/** Team strength (mean 0, about -1.5 … 1.5) from the talent of its best eight. */
export function teamStrengths(rosters: Rosters, byId: Map<string, Profile>): Map<string, number> {
  const raw = new Map<string, number>();
  for (const [teamId, ids] of rosters) {
    const talent = ids
      .map((id) => byId.get(id)?.scoring ?? 0)
      .sort((a, b) => b - a)
      .slice(0, 8)
      .reduce((a, b) => a + b, 0);
    raw.set(teamId, talent);
  }
  const values = [...raw.values()];
  const mean = values.reduce((a, b) => a + b, 0) / values.length;
  const sd = Math.sqrt(values.reduce((a, v) => a + (v - mean) ** 2, 0) / values.length) || 1;
  return new Map([...raw].map(([id, v]) => [id, (v - mean) / sd]));
}

function clampScore(n: number): number {
  return Math.min(MAX_SCORE, Math.max(MIN_SCORE, Math.round(n)));
}

/** Completes a game with a realistic score (40-80, never tied). */
export function playGame(game: Game, strengths: Map<string, number>, rng: Rng): void {
  const home = game.homeTeamId;
  const away = game.awayTeamId;
  if (!home || !away) throw new Error(`Game ${game.id} needs both teams to be played.`);
  const sh = strengths.get(home) ?? 0;
  const sa = strengths.get(away) ?? 0;
  const noise = () => (rng.next() + rng.next() + rng.next() - 1.5) * 12;
  let homeScore = clampScore(59 + 6 * sh - 3 * sa + 1.5 + noise());
  let awayScore = clampScore(59 + 6 * sa - 3 * sh + noise());
  if (homeScore === awayScore) {
    // Overtime: somebody hits the last shot.
    const points = rng.int(1, 3);
    if (rng.chance(0.5))
      homeScore = homeScore + points <= MAX_SCORE ? homeScore + points : homeScore - points;
    else awayScore = awayScore + points <= MAX_SCORE ? awayScore + points : awayScore - points;
  }
  Object.assign(game, {
    status: "completed",
    homeScore,
    awayScore,
    winnerId: decideWinner(home, away, homeScore, awayScore),
  });
}

/** Records `forfeitingTeamId` forfeiting the game (see FORFEIT_WINNING_SCORE). */
export function forfeitGame(game: Game, forfeitingTeamId: string): void {
  const home = game.homeTeamId;
  const away = game.awayTeamId;
  if (!home || !away) throw new Error(`Game ${game.id} needs both teams to be forfeited.`);
  const homeScore = forfeitingTeamId === home ? FORFEIT_LOSING_SCORE : FORFEIT_WINNING_SCORE;
  const awayScore = forfeitingTeamId === away ? FORFEIT_LOSING_SCORE : FORFEIT_WINNING_SCORE;
  Object.assign(game, {
    status: "completed",
    homeScore,
    awayScore,
    winnerId: decideWinner(home, away, homeScore, awayScore),
  });
}

/**
 * Seeds (team ids by conference place) as the league seeded its past seasons:
 * the league table's order within each conference. The site now re-breaks ties
 * inside each conference (conferenceStandings), but seeds already stored and
 * playoffs already played are history, so the demo's past seasons keep theirs.
 */
export function seedsFromStandings(
  teams: SeasonTeam[],
  games: Game[],
): { east: string[]; west: string[] } {
  const league = computeStandings(teams, games);
  const ids = (c: "east" | "west") =>
    league.filter((row) => row.conference === c).map((row) => row.teamId);
  return { east: ids("east"), west: ids("west") };
}

/** Builds the 15-game bracket and plays it round by round, advancing winners. */
export function playPlayoffs(
  plan: SeasonPlan,
  seeds: { east: string[]; west: string[] },
  strengths: Map<string, number>,
  rng: Rng,
  newId: () => string,
  /** Only games that start before this moment are played (all when absent). */
  playedBefore?: Date,
): Game[] {
  const slots = playoffSlots(plan);
  const games = buildPlayoffBracket({
    seasonId: plan.id,
    east: seeds.east,
    west: seeds.west,
    newId,
    startsAt: slots.startsAt,
    location: slots.location,
  });
  const byId = new Map(games.map((g) => [g.id, g]));
  for (const round of PLAYOFF_ROUNDS) {
    const inRound = games
      .filter((g) => g.playoffRound === round)
      .sort((a, b) => (a.playoffRoundOrder ?? 0) - (b.playoffRoundOrder ?? 0));
    for (const game of inRound) {
      const due = !playedBefore || game.startsAt.getTime() < playedBefore.getTime();
      if (!due || !game.homeTeamId || !game.awayTeamId) continue;
      playGame(game, strengths, rng);
      const next = advancePlayoffWinner(game, game.winnerId ?? "", games);
      const target = next ? byId.get(next.gameId) : undefined;
      if (next && target) {
        if (next.side === "home") target.homeTeamId = game.winnerId;
        else target.awayTeamId = game.winnerId;
      }
    }
  }
  return games;
}
