// Box scores: one stat line per rostered player of both teams in a completed
// game. In a final the team's points add up exactly to its score.
import type { Game } from "../domain/types";
import type { Rng } from "./random";
import type { GameStatRow, Profile } from "./types";

export type Outcome = "final" | "forfeit" | "no-stats";

/** A count around `mean`, never negative. */
function around(rng: Rng, mean: number): number {
  return Math.max(0, Math.round(mean * (0.25 + rng.next() * 1.5)));
}

/** Splits `score` into baskets of 1, 2 and 3 among the players, by scoring weight. */
function splitPoints(rng: Rng, score: number, players: Profile[]): Map<string, number> {
  const points = new Map(players.map((p) => [p.row.id, 0]));
  let left = score;
  while (left > 0 && players.length > 0) {
    const shooter = rng.weighted(players, (p) => p.scoring);
    const roll = rng.next();
    const basket = roll < 0.17 && left >= 3 ? 3 : roll < 0.87 && left >= 2 ? 2 : 1;
    points.set(shooter.row.id, (points.get(shooter.row.id) ?? 0) + basket);
    left -= basket;
  }
  return points;
}

function sideLines(opts: {
  rng: Rng;
  game: Game;
  teamId: string;
  score: number;
  roster: Profile[];
  outcome: Outcome;
  tracksBlocksSteals: boolean;
}): GameStatRow[] {
  const { rng, game, teamId, roster } = opts;
  const outcome = opts.outcome;
  if (outcome !== "final") {
    return roster.map((p) => ({
      gameId: game.id,
      playerId: p.row.id,
      teamId,
      points: 0,
      rebounds: 0,
      assists: 0,
      blocks: 0,
      steals: 0,
      status: outcome,
    }));
  }
  const sitting = new Set(roster.filter((p) => rng.chance(p.dnpRate)).map((p) => p.row.id));
  // Somebody always shows up: keep at least seven players (or the whole roster).
  for (const p of roster) {
    if (roster.length - sitting.size >= Math.min(7, roster.length)) break;
    sitting.delete(p.row.id);
  }
  const playing = roster.filter((p) => !sitting.has(p.row.id));
  const points = splitPoints(rng, opts.score, playing);
  return roster.map((p) => {
    const played = !sitting.has(p.row.id);
    const track = played && opts.tracksBlocksSteals;
    return {
      gameId: game.id,
      playerId: p.row.id,
      teamId,
      points: played ? (points.get(p.row.id) ?? 0) : 0,
      rebounds: played ? around(rng, p.rebounds) : 0,
      assists: played ? around(rng, p.assists) : 0,
      blocks: track ? around(rng, p.blocks) : 0,
      steals: track ? around(rng, p.steals) : 0,
      status: played ? "played" : "dnp",
    };
  });
}

/** Stat lines of both teams of a completed game. */
export function boxScore(opts: {
  rng: Rng;
  game: Game;
  outcome: Outcome;
  homeRoster: Profile[];
  awayRoster: Profile[];
  tracksBlocksSteals: boolean;
}): GameStatRow[] {
  const { game } = opts;
  if (!game.homeTeamId || !game.awayTeamId) return [];
  return [
    ...sideLines({
      ...opts,
      teamId: game.homeTeamId,
      score: game.homeScore ?? 0,
      roster: opts.homeRoster,
    }),
    ...sideLines({
      ...opts,
      teamId: game.awayTeamId,
      score: game.awayScore ?? 0,
      roster: opts.awayRoster,
    }),
  ];
}
