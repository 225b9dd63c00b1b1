// Which games of each round take the earliest time slot, so that every team's
// count of games at that time is within 1 of every other team's over the
// season (generator.ts explains why). Teams are numbers 0 … n − 1.
//
// With P = 2 × (early games) places shared by n teams, counts within 1 of each
// other are exactly q = ⌊P / n⌋ or q + 1, and that is exactly when Σ count² is
// as small as it can be. So: a quick check that no team is kept out of that
// range (a proof when it is), a greedy pass, then a seeded local search that
// swaps an early game with a later one of the same round while Σ count² does
// not grow (a little annealing to leave plateaus), and if that still misses,
// an exhaustive search with a budget that either finds a split or proves none.
import type { SeededRandom } from "./calendar";
import { exhaustive } from "./early-exact";
import type { EarlyRound } from "./types";

export type EarlyObstacle =
  /** A team plays fewer games in rounds with an early slot than every team needs. */
  | { kind: "too-few-games"; team: number; most: number; need: number }
  /** A team's rounds put all their games early more often than the others can follow. */
  | { kind: "too-many-forced"; team: number; least: number; most: number }
  /**
   * The teams at q + 1 can't be split between the groups: a game at that time
   * is between two teams of one group, so a group's total there is even, and
   * only teams with more than q games can go above q.
   */
  | { kind: "split"; group: number; size: number; q: number; extra: number }
  /** Every way was tried (the search finished within its budget). */
  | { kind: "exhausted" }
  /** The searches ran out of budget: no proof either way. */
  | { kind: "not-found"; min: number; max: number };

export type EarlyOutcome =
  | { ok: true; early: boolean[][]; counts: number[] }
  | { ok: false; obstacle: EarlyObstacle; places: number; teams: number };

/** arr[i] += by, for arrays of counts. */
function add(arr: number[], i: number, by: number): void {
  arr[i] = (arr[i] ?? 0) + by;
}

export function chooseEarlyGames(
  /** Each team's group (conference, or 0 for the league): its games are within it. */
  groupOf: readonly number[],
  rounds: readonly EarlyRound[],
  rng: SeededRandom,
): EarlyOutcome {
  const teamCount = groupOf.length;
  const groupSizes: number[] = [];
  for (const g of groupOf) groupSizes[g] = (groupSizes[g] ?? 0) + 1;
  const places = 2 * rounds.reduce((sum, r) => sum + r.early, 0);
  const q = Math.floor(places / teamCount);
  const extra = places - q * teamCount; // teams at q + 1
  const high = extra > 0 ? q + 1 : q;
  const fail = (obstacle: EarlyObstacle): EarlyOutcome => ({
    ok: false,
    obstacle,
    places,
    teams: teamCount,
  });

  // Bounds: a team can be early only in rounds where it plays and there is an
  // early slot, and must be when every game of its round is early.
  const chances = new Array<number>(teamCount).fill(0);
  const least = new Array<number>(teamCount).fill(0);
  for (const round of rounds) {
    for (const [a, b] of round.games) {
      if (round.early > 0) {
        add(chances, a, 1);
        add(chances, b, 1);
      }
      if (round.early >= round.games.length) {
        add(least, a, 1);
        add(least, b, 1);
      }
    }
  }
  for (let t = 0; t < teamCount; t++) {
    if ((chances[t] ?? 0) < q) {
      return fail({ kind: "too-few-games", team: t, most: chances[t] ?? 0, need: q });
    }
    if ((least[t] ?? 0) > high)
      return fail({ kind: "too-many-forced", team: t, least: least[t] ?? 0, most: high });
  }
  // Per group, x teams at q + 1: between none and those with more than q
  // chances, and x ≡ size × q (mod 2) for the group's total to be even. The
  // sum of such x over the groups must be `extra`.
  let lowSum = 0;
  let highSum = 0;
  for (let g = 0; g < groupSizes.length; g++) {
    const size = groupSizes[g] ?? 0;
    const able = chances.filter((m, t) => groupOf[t] === g && m > q).length;
    const parity = (size * q) % 2;
    const fewest = parity;
    const most = able - ((able - parity) % 2 === 0 ? 0 : 1);
    if (most < fewest) return fail({ kind: "split", group: g, size, q, extra });
    lowSum += fewest;
    highSum += most;
  }
  if (extra < lowSum || extra > highSum) {
    return fail({ kind: "split", group: -1, size: teamCount, q, extra });
  }

  const early = greedy(teamCount, rounds, places / teamCount, rng);
  const counts = countEarly(teamCount, rounds, early);
  const best = q * q * (teamCount - extra) + high * high * extra;
  if (localSearch(teamCount, rounds, early, counts, best, rng)) return { ok: true, early, counts };
  const exact = exhaustive(teamCount, rounds, q, extra);
  if (exact === "exhausted") return fail({ kind: "exhausted" });
  if (exact === "budget") {
    return fail({ kind: "not-found", min: Math.min(...counts), max: Math.max(...counts) });
  }
  return { ok: true, early: exact, counts: countEarly(teamCount, rounds, exact) };
}

function countEarly(teamCount: number, rounds: readonly EarlyRound[], early: boolean[][]) {
  const counts = new Array<number>(teamCount).fill(0);
  rounds.forEach((round, r) =>
    round.games.forEach(([a, b], g) => {
      if (early[r]?.[g]) {
        add(counts, a, 1);
        add(counts, b, 1);
      }
    }),
  );
  return counts;
}

/**
 * Round by round, the early slots go to the games whose teams are furthest
 * behind the season's average, weighed by how few chances they have left.
 */
function greedy(
  teamCount: number,
  rounds: readonly EarlyRound[],
  average: number,
  rng: SeededRandom,
): boolean[][] {
  const left = new Array<number>(teamCount).fill(0);
  for (const round of rounds) {
    if (round.early > 0)
      for (const [a, b] of round.games) {
        add(left, a, 1);
        add(left, b, 1);
      }
  }
  const counts = new Array<number>(teamCount).fill(0);
  const urgency = (t: number) => (average - (counts[t] ?? 0)) / Math.max(1, left[t] ?? 1);
  return rounds.map((round) => {
    const chosen = new Array<boolean>(round.games.length).fill(false);
    if (round.early === 0) return chosen;
    const order = rng
      .shuffle(round.games.map((_, g) => g))
      .map((g) => {
        const [a, b] = round.games[g] as readonly [number, number];
        return { g, score: urgency(a) + urgency(b) };
      })
      .sort((x, y) => y.score - x.score);
    for (const { g } of order.slice(0, round.early)) chosen[g] = true;
    for (const [g, [a, b]] of round.games.entries()) {
      add(left, a, -1);
      add(left, b, -1);
      if (chosen[g]) {
        add(counts, a, 1);
        add(counts, b, 1);
      }
    }
    return chosen;
  });
}

/**
 * Swap an early game with a later one of the same round. Σ count² changes by
 * 2·(c + d − a − b) + 4 when the teams a, b of the early game give their places
 * to c, d. Moves: at random, from a team with the most early games, or towards
 * a team with the fewest; worse moves are taken now and then, less as it cools.
 * Returns true once Σ count² reaches `best` (every count q or q + 1).
 */
function localSearch(
  teamCount: number,
  rounds: readonly EarlyRound[],
  early: boolean[][],
  counts: number[],
  best: number,
  rng: SeededRandom,
): boolean {
  let sumSquares = counts.reduce((s, c) => s + c * c, 0);
  if (sumSquares === best) return true;
  const open = rounds.flatMap((r, i) => (r.early > 0 && r.early < r.games.length ? [i] : []));
  if (open.length === 0) return false;
  // Each team's games in the rounds where a swap is possible: [round, game].
  const gamesOf: [number, number][][] = Array.from({ length: teamCount }, () => []);
  for (const r of open) {
    (rounds[r]?.games ?? []).forEach(([a, b], g) => {
      gamesOf[a]?.push([r, g]);
      gamesOf[b]?.push([r, g]);
    });
  }
  const totalGames = rounds.reduce((s, r) => s + r.games.length, 0);
  const budget = Math.min(600_000, 40_000 + 300 * totalGames);
  const c = (t: number) => counts[t] ?? 0;
  const pairSum = (r: number, g: number) => {
    const [a, b] = rounds[r]?.games[g] ?? [0, 0];
    return c(a) + c(b);
  };
  const swap = (r: number, from: number, to: number) => {
    const games = rounds[r]?.games ?? [];
    const [a, b] = games[from] ?? [0, 0];
    const [x, y] = games[to] ?? [0, 0];
    sumSquares += 2 * (c(x) + c(y) - c(a) - c(b)) + 4;
    add(counts, a, -1);
    add(counts, b, -1);
    add(counts, x, 1);
    add(counts, y, 1);
    const row = early[r] as boolean[];
    row[from] = false;
    row[to] = true;
  };
  const pickGame = (r: number, wantEarly: boolean, prefer: (s: number, t: number) => boolean) => {
    const row = early[r] as boolean[];
    let chosen = -1;
    let chosenSum = 0;
    let ties = 0;
    for (let g = 0; g < row.length; g++) {
      if (row[g] !== wantEarly) continue;
      const s = pairSum(r, g);
      if (chosen < 0 || prefer(s, chosenSum)) {
        chosen = g;
        chosenSum = s;
        ties = 1;
      } else if (s === chosenSum && rng.below(++ties) === 0) chosen = g;
    }
    return chosen;
  };
  for (let step = 0; step < budget; step++) {
    const temperature = 1.5 * (1 - step / budget) + 0.05;
    const mode = rng.below(3);
    let r: number;
    let from: number;
    let to: number;
    if (mode === 0) {
      r = open[rng.below(open.length)] as number;
      from = randomGame(early[r] as boolean[], true, rng);
      to = randomGame(early[r] as boolean[], false, rng);
    } else {
      // A team at the top (mode 1) gives up an early game, or one at the
      // bottom (mode 2) takes one, in one of its rounds picked at random.
      const target = extremeTeam(counts, mode === 1, rng);
      const mine = gamesOf[target] ?? [];
      if (mine.length === 0) continue;
      const [rr, g] = mine[rng.below(mine.length)] as [number, number];
      if (early[rr]?.[g] !== (mode === 1)) continue;
      r = rr;
      if (mode === 1) {
        from = g;
        to = pickGame(r, false, (s, t) => s < t);
      } else {
        to = g;
        from = pickGame(r, true, (s, t) => s > t);
      }
    }
    if (from < 0 || to < 0) continue;
    const delta = 2 * (pairSum(r, to) - pairSum(r, from)) + 4;
    if (delta <= 0 || rng.next() < Math.exp(-delta / temperature)) {
      swap(r, from, to);
      if (sumSquares === best) return true;
    }
  }
  return false;
}

function randomGame(row: readonly boolean[], wantEarly: boolean, rng: SeededRandom): number {
  let chosen = -1;
  let seen = 0;
  for (let g = 0; g < row.length; g++) {
    if (row[g] === wantEarly && rng.below(++seen) === 0) chosen = g;
  }
  return chosen;
}

function extremeTeam(counts: readonly number[], highest: boolean, rng: SeededRandom): number {
  let value = highest ? -Infinity : Infinity;
  let chosen = 0;
  let ties = 0;
  counts.forEach((c, t) => {
    if (highest ? c > value : c < value) {
      value = c;
      chosen = t;
      ties = 1;
    } else if (c === value && rng.below(++ties) === 0) chosen = t;
  });
  return chosen;
}
