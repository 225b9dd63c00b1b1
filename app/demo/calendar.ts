// Calendar arithmetic on league days (America/New_York wall clock), built on
// app/domain/time/league-time so daylight saving is handled in one place.
import { leagueDate, leagueDateParts } from "~/domain/time/league-time";

export interface Day {
  year: number;
  /** 1-12 */
  month: number;
  day: number;
}

const DAY_MS = 24 * 60 * 60 * 1000;
export const HOUR_MS = 60 * 60 * 1000;
export const MINUTE_MS = 60 * 1000;

export function addDays(d: Day, days: number): Day {
  const utc = new Date(Date.UTC(d.year, d.month - 1, d.day) + days * DAY_MS);
  return { year: utc.getUTCFullYear(), month: utc.getUTCMonth() + 1, day: utc.getUTCDate() };
}

/** 0 = Sunday … 6 = Saturday. */
export function weekday(d: Day): number {
  return new Date(Date.UTC(d.year, d.month - 1, d.day)).getUTCDay();
}

/** The league day an instant falls on. */
export function dayOf(instant: Date): Day {
  const { year, month, day } = leagueDateParts(instant);
  return { year, month, day };
}

/** The Saturday on or before `d`. */
export function saturdayOnOrBefore(d: Day): Day {
  return addDays(d, -((weekday(d) + 1) % 7));
}

/** The instant of a wall-clock time on a league day. */
export function at(d: Day, hour: number, minute = 0): Date {
  return leagueDate(d.year, d.month, d.day, hour, minute);
}

export function addMs(instant: Date, ms: number): Date {
  return new Date(instant.getTime() + ms);
}
