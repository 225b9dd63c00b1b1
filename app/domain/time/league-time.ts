// Dates and times as the league sees them. Every function here shows or reads
// wall-clock time in LEAGUE_TIME_ZONE, whatever zone the server runs in, so a
// game at 8:00 AM in Boston reads "8:00 AM" everywhere.
//
// The wall clock comes from the zone's table of UTC offsets
// (zone-offsets.ts, written from the tz database by
// `npm run zone-offsets`), and we spell dates ourselves. Why not Intl or
// date-fns: these functions run in the browser too, while a page hydrates,
// and a browser's first Intl object costs a phone about a tenth of a second
// there (date-fns with a zone asked Intl several times per date on top).
// Spelling the words ourselves also keeps the server's and the browser's
// text identical whatever their ICU versions (some write a narrow no-break
// space before "AM"). Outside the table's years we ask Intl after all.
import { LEAGUE_TIME_ZONE } from "~/domain/league";
import {
  FIRST_OFFSET_MINUTES,
  OFFSET_CHANGES,
  OFFSETS_FROM_MS,
  OFFSETS_UNTIL_MS,
} from "./zone-offsets";

const SECOND_MS = 1000;
const MINUTE_MS = 60 * SECOND_MS;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;
/** DST changes are months apart, so the offsets 12 hours either side of a
 * moment are the only two it can have. */
const HALF_DAY_MS = 12 * HOUR_MS;
/** Under this age a comment reads 'Just now'. */
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

/**
 * The moment `relativeTime(then, ·)` next reads differently after `now` (the
 * next whole second, minute, hour or day of age), or null once it shows the
 * full date, which never changes.
 */
export function relativeTimeChangesAt(then: Date, now: Date): Date | null {
  const ageMs = now.getTime() - then.getTime();
  if (ageMs >= FULL_DATE_AFTER_MS) return null;
  if (ageMs < JUST_NOW_MS) return new Date(then.getTime() + JUST_NOW_MS);
  const unit =
    ageMs < MINUTE_MS ? SECOND_MS : ageMs < HOUR_MS ? MINUTE_MS : ageMs < DAY_MS ? HOUR_MS : DAY_MS;
  return new Date(then.getTime() + (Math.floor(ageMs / unit) + 1) * unit);
}

/**
 * The first of `moments` (ms) after `now`: when something computed at `now`
 * next looks different. Null when none is to come.
 */
export function firstMomentAfter(
  moments: Iterable<number | null | undefined>,
  now: Date,
): Date | null {
  let first = Number.POSITIVE_INFINITY;
  for (const moment of moments) {
    if (moment != null && moment > now.getTime() && moment < first) first = moment;
  }
  return Number.isFinite(first) ? new Date(first) : null;
}

/** 'Nov 22, 2026' in the league zone. */
export function formatShortDate(d: Date): string {
  const { year, month, day } = leagueDateParts(d);
  return `${shortMonth(month)} ${day}, ${year}`;
}

/** 'Sat, Nov 22' in the league zone. */
export function formatGameDay(d: Date): string {
  const { month, day, weekday } = leagueDateParts(d);
  return `${WEEKDAY_NAMES[weekday]?.slice(0, 3)}, ${shortMonth(month)} ${day}`;
}

/** '8:00 AM' in the league zone. */
export function formatGameTime(d: Date): string {
  const { hour, minute } = leagueDateParts(d);
  const clockHour = hour % 12 === 0 ? 12 : hour % 12;
  return `${clockHour}:${String(minute).padStart(2, "0")} ${hour < 12 ? "AM" : "PM"}`;
}

/** 'Saturday, November 22, 2026' in the league zone. */
export function formatLongDate(d: Date): string {
  const { year, month, day, weekday } = leagueDateParts(d);
  return `${WEEKDAY_NAMES[weekday]}, ${MONTH_NAMES[month - 1]} ${day}, ${year}`;
}

const shortMonth = (month: number) => MONTH_NAMES[month - 1]?.slice(0, 3);

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
  // Shifted by the zone's offset, the instant's UTC reading is the wall clock.
  const wall = new Date(d.getTime() + offsetMsAt(d.getTime()));
  return {
    year: wall.getUTCFullYear(),
    month: wall.getUTCMonth() + 1,
    day: wall.getUTCDate(),
    hour: wall.getUTCHours(),
    minute: wall.getUTCMinutes(),
    weekday: wall.getUTCDay(),
  };
}

/**
 * The instant at which league clocks read the given wall-clock time
 * (month 1-12). Out-of-range days roll over like Date (31 May + 1 = 1 June).
 * Across DST: a time skipped in spring (2:30 AM) moves forward an hour, and a
 * time that occurs twice in autumn (1:30 AM) means the first, daylight one.
 *
 * Why not `new TZDate(y, m, d, h, min, zone)`: it resolves the repeated autumn
 * hour through the machine's own zone, so the answer would depend on where the
 * server runs. Instead we try the zone's offsets from either side of the
 * moment (tzOffset) and keep the reading that really shows this wall clock.
 */
export function leagueDate(year: number, month: number, day: number, hour = 0, minute = 0): Date {
  // The wall-clock reading as if it were UTC; Date.UTC also rolls days over.
  const wallAsUtc = Date.UTC(year, month - 1, day, hour, minute);
  const offsetBefore = offsetMsAt(wallAsUtc - HALF_DAY_MS);
  const offsetAfter = offsetMsAt(wallAsUtc + HALF_DAY_MS);
  const candidates = [wallAsUtc - offsetBefore, wallAsUtc - offsetAfter];
  const valid = candidates.filter((instant) => instant + offsetMsAt(instant) === wallAsUtc);
  // Repeated hour: both are valid, take the earlier. Skipped hour: none is
  // valid, and reading it with the offset from before the change lands one
  // hour later on the new clock (2:30 EST = 3:30 EDT).
  const instant = valid.length > 0 ? Math.min(...valid) : wallAsUtc - offsetBefore;
  return new Date(instant);
}

/** UTC offset of the league zone at an instant, in milliseconds. */
function offsetMsAt(instant: number): number {
  if (instant < OFFSETS_FROM_MS || instant >= OFFSETS_UNTIL_MS) return intlOffsetMsAt(instant);
  // The last change at or before the instant (changes are pairs: minute, offset).
  const minute = Math.floor(instant / MINUTE_MS);
  let offset = FIRST_OFFSET_MINUTES;
  let low = 0;
  let high = OFFSET_CHANGES.length / 2 - 1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    if ((OFFSET_CHANGES[2 * middle] ?? 0) <= minute) {
      offset = OFFSET_CHANGES[2 * middle + 1] ?? offset;
      low = middle + 1;
    } else {
      high = middle - 1;
    }
  }
  return offset * MINUTE_MS;
}

let leagueClock: Intl.DateTimeFormat | undefined;

/** The offset as Intl reads it, for instants outside the table's years. */
function intlOffsetMsAt(instant: number): number {
  leagueClock ??= new Intl.DateTimeFormat("en-US", {
    timeZone: LEAGUE_TIME_ZONE,
    hourCycle: "h23", // midnight is 0, never 24
    year: "numeric",
    month: "numeric",
    day: "numeric",
    hour: "numeric",
    minute: "numeric",
    second: "numeric",
  });
  const part: Record<string, number> = {};
  for (const { type, value } of leagueClock.formatToParts(instant)) part[type] = Number(value);
  const wall = Date.UTC(
    part.year ?? 0,
    (part.month ?? 1) - 1,
    part.day ?? 1,
    part.hour ?? 0,
    part.minute ?? 0,
    part.second ?? 0,
  );
  return wall - Math.floor(instant / SECOND_MS) * SECOND_MS;
}

export const MONTH_NAMES = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
] as const;

/** Sunday first, like Date#getDay. */
export const WEEKDAY_NAMES = [
  "Sunday",
  "Monday",
  "Tuesday",
  "Wednesday",
  "Thursday",
  "Friday",
  "Saturday",
] as const;

/** When the calendar year in the league zone next turns (the footer's year changes). */
export function nextLeagueYearStarts(now: Date): Date {
  return leagueDate(leagueDateParts(now).year + 1, 1, 1);
}
