// The season schedule generator's calendar: the game days between two dates,
// the groups that play each other, and its seeded shuffles. Day arithmetic is
// ~/domain/time/days.
import { mulberry32 } from "~/domain/random";
import { weekdayOf } from "~/domain/time/days";
import type { Conference } from "~/domain/types";
import type { ScheduleFormat, ScheduleTeam } from "./types";

export { WEEKDAY_NAMES } from "~/domain/time/league-time";

export const CONFERENCE_NAMES: Record<Conference, string> = { east: "East", west: "West" };

/**
 * The days (as day numbers) from `first` to `last` that fall on one of the
 * weekdays and are not blacked out, in order.
 */
export function gameDays(
  first: number,
  last: number,
  weekdays: ReadonlySet<number>,
  blackouts: ReadonlySet<number>,
): number[] {
  const days: number[] = [];
  for (let n = first; n <= last; n++) {
    if (weekdays.has(weekdayOf(n)) && !blackouts.has(n)) days.push(n);
  }
  return days;
}

/**
 * The groups that play each other: each conference with teams (East first), or
 * the whole league. Team ids sorted, so the input's order never matters.
 */
export function scheduleGroups(
  teams: readonly ScheduleTeam[],
  format: Pick<ScheduleFormat, "kind">,
): { name: string; conference: Conference | null; teamIds: string[] }[] {
  const sorted = [...teams].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  if (format.kind === "league") {
    return [{ name: "league", conference: null, teamIds: sorted.map((t) => t.id) }];
  }
  return (["east", "west"] as const)
    .map((conference) => ({
      name: `${CONFERENCE_NAMES[conference]}`,
      conference,
      teamIds: sorted.filter((t) => t.conference === conference).map((t) => t.id),
    }))
    .filter((g) => g.teamIds.length > 0);
}

/** A small seeded generator (mulberry32): the same seed gives the same draws. */
export class SeededRandom {
  private state: number;

  constructor(seed: number) {
    // Mix the seed so that neighbouring seeds start far apart.
    let h = (Math.trunc(seed) ^ 0x9e3779b9) >>> 0;
    h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
    h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
    this.state = (h ^ (h >>> 16)) >>> 0;
  }

  /** Uniform in [0, 1). */
  next(): number {
    const [state, draw] = mulberry32(this.state);
    this.state = state;
    return draw;
  }

  /** Integer in [0, n). */
  below(n: number): number {
    return Math.floor(this.next() * n);
  }

  /** A shuffled copy (Fisher–Yates). */
  shuffle<T>(items: readonly T[]): T[] {
    const out = [...items];
    for (let i = out.length - 1; i > 0; i--) {
      const j = this.below(i + 1);
      [out[i], out[j]] = [out[j] as T, out[i] as T];
    }
    return out;
  }
}
