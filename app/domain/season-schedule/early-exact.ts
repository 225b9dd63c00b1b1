// The exact search behind early-slots.ts: when the local search
// misses, every choice of early games is tried, round by round, over the
// distinct count vectors reachable so far, within a budget.
import type { EarlyRound } from "./types";

/** Count vectors × choices the exact search may look at. */
const EXACT_WORK_BUDGET = 400_000;

/**
 * Exact search, round by round over the distinct count vectors reachable so
 * far (each team kept within q … q + 1 by the end, at most `extra` teams above
 * q): finds a split, proves there is none ("exhausted"), or gives up when the
 * vectors or the choices grow past the budget ("budget").
 */
export function exhaustive(
  teamCount: number,
  rounds: readonly EarlyRound[],
  q: number,
  extra: number,
): boolean[][] | "exhausted" | "budget" {
  const high = extra > 0 ? q + 1 : q;
  // chancesAfter[r][t]: rounds after r in which t plays with an early slot.
  const chances = new Array<number>(teamCount).fill(0);
  const chancesAfter: number[][] = [];
  for (let r = rounds.length - 1; r >= 0; r--) {
    chancesAfter[r] = [...chances];
    const round = rounds[r] as EarlyRound;
    if (round.early > 0)
      for (const [a, b] of round.games) {
        add(chances, a, 1);
        add(chances, b, 1);
      }
  }
  // Count vectors as numbers when they fit (digits in base high + 1), else text.
  const base = high + 1;
  const numeric = Math.pow(base, teamCount) < Number.MAX_SAFE_INTEGER;
  const keyOf = (counts: readonly number[]) =>
    numeric ? counts.reduce((k, c) => k * base + c, 0) : counts.join(",");
  type Key = number | string;
  interface State {
    counts: number[];
    above: number;
  }
  // One layer per round: vector key → [previous key, chosen games].
  const layers: Map<Key, [Key, number[]]>[] = [];
  const start = new Array<number>(teamCount).fill(0);
  let frontier = new Map<Key, State>([[keyOf(start), { counts: start, above: 0 }]]);
  let work = 0;
  for (let r = 0; r < rounds.length; r++) {
    const round = rounds[r] as EarlyRound;
    const after = chancesAfter[r] as number[];
    const choices = subsets(round.games.length, round.early, EXACT_WORK_BUDGET);
    if (!choices) return "budget";
    const layer = new Map<Key, [Key, number[]]>();
    const next = new Map<Key, State>();
    for (const [key, state] of frontier) {
      for (const choice of choices) {
        if (++work > EXACT_WORK_BUDGET) return "budget";
        const c = state.counts;
        let above = state.above;
        let fits = true;
        for (const g of choice) {
          const [a, b] = round.games[g] as readonly [number, number];
          if ((c[a] ?? 0) >= high || (c[b] ?? 0) >= high) fits = false;
          if (c[a] === q) above++;
          if (c[b] === q) above++;
        }
        if (!fits || above > extra) continue;
        const counts = [...c];
        for (const g of choice) {
          const [a, b] = round.games[g] as readonly [number, number];
          add(counts, a, 1);
          add(counts, b, 1);
        }
        // Every team of the round must still be able to reach q.
        if (
          round.games.some(
            ([a, b]) =>
              (counts[a] ?? 0) + (after[a] ?? 0) < q || (counts[b] ?? 0) + (after[b] ?? 0) < q,
          )
        ) {
          continue;
        }
        const nextKey = keyOf(counts);
        if (next.has(nextKey)) continue;
        next.set(nextKey, { counts, above });
        layer.set(nextKey, [key, choice]);
      }
    }
    if (next.size === 0) return "exhausted";
    layers.push(layer);
    frontier = next;
  }
  // Any vector left is a split: walk back through the layers.
  const chosen = rounds.map((r) => new Array<boolean>(r.games.length).fill(false));
  let key = frontier.keys().next().value as Key;
  for (let r = rounds.length - 1; r >= 0; r--) {
    const [previous, choice] = layers[r]?.get(key) ?? [0, []];
    for (const g of choice) (chosen[r] as boolean[])[g] = true;
    key = previous;
  }
  return chosen;
}

/** Every way to pick `size` of `n` items (as sorted indices), or null past `limit`. */
function subsets(n: number, size: number, limit: number): number[][] | null {
  const out: number[][] = [];
  const pick: number[] = [];
  const walk = (from: number): boolean => {
    if (pick.length === size) {
      out.push([...pick]);
      return out.length <= limit;
    }
    for (let i = from; i <= n - (size - pick.length); i++) {
      pick.push(i);
      if (!walk(i + 1)) return false;
      pick.pop();
    }
    return true;
  };
  return walk(0) ? out : null;
}

/** arr[i] += by, for arrays of counts. */
function add(arr: number[], i: number, by: number): void {
  arr[i] = (arr[i] ?? 0) + by;
}
