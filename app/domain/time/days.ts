// Calendar arithmetic on "YYYY-MM-DD" days and "HH:MM" times: plain calendar
// days (no zone) as day numbers since 1970, the league-zone day of an instant,
// and the words that count them. Used by the schedule generator, schedule
// changes, live starts and game day alike.
import { formatGameDay, leagueDateParts, MONTH_NAMES } from "~/domain/time/league-time";

export const DAY_MS = 24 * 60 * 60 * 1000;

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

/** "Sat, Jan 16 – Sun, Apr 18": the first and last game days; the day once when they are one. */
export function gameDaysRange(first: Date, last: Date): string {
  return leagueDay(first) === leagueDay(last)
    ? formatGameDay(first)
    : `${formatGameDay(first)} – ${formatGameDay(last)}`;
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

/** "once", "twice", "3 times". */
export function timesWord(k: number): string {
  return k === 1 ? "once" : k === 2 ? "twice" : `${k} times`;
}

export function plural(n: number, word: string, many = `${word}s`): string {
  return `${n} ${n === 1 ? word : many}`;
}
