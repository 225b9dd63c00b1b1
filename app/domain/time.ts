// Dates and times as the league sees them. Every function here shows or reads
// wall-clock time in LEAGUE_TIME_ZONE, whatever zone the server runs in, so a
// game at 8:00 AM in Boston reads "8:00 AM" everywhere.
import { format } from "date-fns";
import { TZDate, tz } from "@date-fns/tz";
import { LEAGUE_TIME_ZONE } from "./league";

const inLeagueZone = tz(LEAGUE_TIME_ZONE);

const SECOND_MS = 1000;
const MINUTE_MS = 60 * SECOND_MS;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;
/** Under this age a comment reads 'Just now' (SPEC 9). */
const JUST_NOW_MS = 2 * SECOND_MS;
/** From this age on a comment shows its full date instead of an age. */
const FULL_DATE_AFTER_MS = 7 * DAY_MS;

/**
 * Age of a comment: 'Just now' under 2 seconds, then '5s', '3m', '2h', '4d'
 * (whole units, rounded down) under 7 days, else the full date 'Nov 22, 2026'.
 * A time slightly in the future (clock skew between machines) reads 'Just now'.
 */
export function relativeTime(then: Date, now: Date): string {
  const ageMs = now.getTime() - then.getTime();
  if (ageMs < JUST_NOW_MS) return "Just now";
  if (ageMs < MINUTE_MS) return `${Math.floor(ageMs / SECOND_MS)}s`;
  if (ageMs < HOUR_MS) return `${Math.floor(ageMs / MINUTE_MS)}m`;
  if (ageMs < DAY_MS) return `${Math.floor(ageMs / HOUR_MS)}h`;
  if (ageMs < FULL_DATE_AFTER_MS) return `${Math.floor(ageMs / DAY_MS)}d`;
  return formatShortDate(then);
}

/** 'Nov 22, 2026' in the league zone. */
export function formatShortDate(d: Date): string {
  return format(d, "MMM d, yyyy", { in: inLeagueZone });
}

/** 'Sat, Nov 22' in the league zone. */
export function formatGameDay(d: Date): string {
  return format(d, "EEE, MMM d", { in: inLeagueZone });
}

/** '8:00 AM' in the league zone. */
export function formatGameTime(d: Date): string {
  return format(d, "h:mm a", { in: inLeagueZone });
}

/** 'Saturday, November 22, 2026' in the league zone. */
export function formatLongDate(d: Date): string {
  return format(d, "EEEE, MMMM d, yyyy", { in: inLeagueZone });
}

export interface LeagueDateParts {
  year: number;
  /** 1-12, as people write it (unlike Date#getMonth). */
  month: number;
  day: number;
  hour: number;
  minute: number;
  /** 0 = Sunday … 6 = Saturday, like Date#getDay. */
  weekday: number;
}

/** The wall-clock reading of an instant in the league zone. */
export function leagueDateParts(d: Date): LeagueDateParts {
  const local = new TZDate(d.getTime(), LEAGUE_TIME_ZONE);
  return {
    year: local.getFullYear(),
    month: local.getMonth() + 1,
    day: local.getDate(),
    hour: local.getHours(),
    minute: local.getMinutes(),
    weekday: local.getDay(),
  };
}

/**
 * The instant at which league clocks read the given wall-clock time
 * (month 1-12). Out-of-range days roll over like Date (31 May + 1 = 1 June).
 * Across DST: a time skipped in spring (2:30 AM) moves forward an hour, and a
 * time that occurs twice in autumn (1:30 AM) means the first, daylight one.
 */
export function leagueDate(
  year: number,
  month: number,
  day: number,
  hour = 0,
  minute = 0,
): Date {
  const local = new TZDate(
    year,
    month - 1,
    day,
    hour,
    minute,
    LEAGUE_TIME_ZONE,
  );
  // Hand back a plain Date so callers never carry a zone-bound object around.
  return new Date(local.getTime());
}
