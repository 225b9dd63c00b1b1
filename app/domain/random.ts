// The one step of mulberry32, the small seeded generator behind the schedule
// search's draws and the demo league: the same state gives the same draw, so
// both stay reproducible.

/** The state after `state`, and a draw uniform in [0, 1). */
export function mulberry32(state: number): [next: number, draw: number] {
  const next = (state + 0x6d2b79f5) >>> 0;
  let t = next;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return [next, ((t ^ (t >>> 14)) >>> 0) / 4294967296];
}
