// Calendar arithmetic on "YYYY-MM-DD" days and "HH:MM" times for the season
// schedule generator, its report and its defaults, plus its seeded shuffles.
// Days are plain calendar days (no zone): only startsAt goes through leagueDate.
import { leagueDateParts, MONTH_NAMES } from "~/domain/time/league-time";
import type { Conference } from "~/domain/types";
import type { ScheduleFormat, ScheduleTeam } from "./types";

const DAY_MS = 24 * 60 * 60 * 1000;

export { WEEKDAY_NAMES } from "~/domain/time/league-time";

export const CONFERENCE_NAMES: Record<Conference, string> = { east: "East", west: "West" };

const DAY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME_PATTERN = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** Days since 1970-01-01 of a real "YYYY-MM-DD" day, else null. */
export function dayNumber(day: string): number | null {
  const match = DAY_PATTERN.exec(day);
  if (!match) return null;
  const [year, month, date] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const ms = Date.UTC(year, month - 1, date);
  const back = new Date(ms);
  if (back.getUTCFullYear() !== year || back.getUTCMonth() !== month - 1) return null;
  if (back.getUTCDate() !== date) return null;
  return ms / DAY_MS;
}

/** The league-zone day of an instant, "YYYY-MM-DD" (e.g. today for validateScheduleInput). */
export function leagueDay(instant: Date): string {
  const { year, month, day } = leagueDateParts(instant);
  return `${year}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
}

export function dayString(n: number): string {
  return new Date(n * DAY_MS).toISOString().slice(0, 10);
}

/** 0 = Sunday … 6 = Saturday. */
export function weekdayOf(n: number): number {
  return (((n + 4) % 7) + 7) % 7; // 1970-01-01 was a Thursday
}

export function isTime(time: string): boolean {
  return TIME_PATTERN.test(time);
}

export function timeParts(time: string): { hour: number; minute: number } {
  const [hour, minute] = time.split(":").map(Number);
  return { hour: hour ?? 0, minute: minute ?? 0 };
}

/** "08:00" → "8:00 AM", "13:30" → "1:30 PM". */
export function formatClock(time: string): string {
  const { hour, minute } = timeParts(time);
  const clockHour = hour % 12 === 0 ? 12 : hour % 12;
  return `${clockHour}:${String(minute).padStart(2, "0")} ${hour < 12 ? "AM" : "PM"}`;
}

/** "May 9, 2026" */
export function formatDay(day: string): string {
  const n = dayNumber(day);
  if (n === null) return day;
  const d = new Date(n * DAY_MS);
  const month = MONTH_NAMES[d.getUTCMonth()]?.slice(0, 3);
  return `${month} ${d.getUTCDate()}, ${d.getUTCFullYear()}`;
}

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

/** "once", "twice", "3 times". */
export function timesWord(k: number): string {
  return k === 1 ? "once" : k === 2 ? "twice" : `${k} times`;
}

export function plural(n: number, word: string, many = `${word}s`): string {
  return `${n} ${n === 1 ? word : many}`;
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
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
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
