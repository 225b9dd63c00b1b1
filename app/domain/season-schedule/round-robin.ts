// Round robins by the circle method (Berger tables), for the season schedule
// generator (generator.ts explains the rules).

/** A game of a round robin: [home, away]. */
export type Pairing = readonly [home: string, away: string];

export interface RobinRound {
  games: Pairing[];
  /** The team paired with the phantom team in an odd-sized group, else null. */
  bye: string | null;
}

/**
 * One round robin by the circle method: every two teams meet once, every team
 * plays at most once a round. n teams give n − 1 rounds of n/2 games (n even)
 * or n rounds of (n − 1)/2 games and one bye (n odd: a phantom team makes it
 * even; whoever meets it rests).
 *
 * The teams stand on a polygon of p = n (odd) or n − 1 (even) corners, the last
 * team of an even group in its centre. In round r the corner r meets the centre
 * (or has the bye) and corners r + i and r − i meet, for i = 1 … (p − 1)/2.
 * Home and away: r + i is at home when i is odd, and the centre when r is even.
 * Each corner stands once on each side of each i, so over the round robin it is
 * at home exactly (p − 1)/2 times besides its game with the centre: home and
 * away differ by at most 1 for every team (by 0 in an odd group), and a team
 * mostly alternates home and away from one round to the next.
 */
export function circleRoundRobin(teamIds: readonly string[]): RobinRound[] {
  const n = teamIds.length;
  if (n < 2) return [];
  const odd = n % 2 === 1;
  const p = odd ? n : n - 1;
  const corner = (i: number) => teamIds[((i % p) + p) % p] as string;
  const centre = odd ? null : (teamIds[n - 1] as string);
  const rounds: RobinRound[] = [];
  for (let r = 0; r < p; r++) {
    const games: Pairing[] = [];
    if (centre !== null) games.push(r % 2 === 0 ? [centre, corner(r)] : [corner(r), centre]);
    for (let i = 1; i <= (p - 1) / 2; i++) {
      const plus = corner(r + i);
      const minus = corner(r - i);
      games.push(i % 2 === 1 ? [plus, minus] : [minus, plus]);
    }
    rounds.push({ games, bye: odd ? corner(r) : null });
  }
  return rounds;
}

/** Number of rounds of one round robin of n teams. */
export function roundRobinRounds(n: number): number {
  return n < 2 ? 0 : n % 2 === 1 ? n : n - 1;
}

/**
 * Where a group with `own` rounds per cycle plays within a cycle of `longest`
 * league rounds: spread evenly (round j at ⌊j · longest / own⌋), so a smaller
 * conference rests now and then instead of finishing weeks early.
 */
export function spreadRound(j: number, own: number, longest: number): number {
  return Math.floor((j * longest) / own);
}
