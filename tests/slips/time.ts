// Slips in the league's clock and calendar (app/domain/time/): docs/league-rules.md.
import type { Slip } from "./slip";

const CALENDAR_DATE = "app/domain/time/calendar-date.ts";
const DAYS = "app/domain/time/days.ts";
const LEAGUE_TIME = "app/domain/time/league-time.ts";

export const slips: Slip[] = [
  {
    file: CALENDAR_DATE,
    slip: "the date range widened past 2100 (year 2101 accepted)",
    find: "year > DATE_YEAR_MAX) return",
    replace: "year > DATE_YEAR_MAX + 1) return",
  },
  {
    file: CALENDAR_DATE,
    slip: "the date range widened before 2000 (year 1999 accepted)",
    find: "if (year < DATE_YEAR_MIN ||",
    replace: "if (year < DATE_YEAR_MIN - 1 ||",
  },
  {
    file: CALENDAR_DATE,
    slip: "an impossible date rolls over instead of being refused (February 30 accepted)",
    find: "if (back.getUTCMonth() !== month - 1 || back.getUTCDate() !== date) {",
    replace: "if (back.getUTCMonth() !== month - 1 && back.getUTCDate() !== date) {",
  },
  {
    file: CALENDAR_DATE,
    slip: "off by one month: the day is checked against the next month's length",
    find: "const ms = Date.UTC(year, month - 1, date);",
    replace: "const ms = Date.UTC(year, month, date);",
  },
  {
    file: CALENDAR_DATE,
    slip: "surrounding spaces not trimmed",
    find: 'typeof text === "string" ? text.trim() : ""',
    replace: 'typeof text === "string" ? text : ""',
  },
  {
    file: DAYS,
    slip: "an impossible month (2026-13-01) gets a day number (it rolls over to January)",
    find: "if (back.getUTCFullYear() !== year || back.getUTCMonth() !== month - 1) return null;",
    replace: "",
  },
  {
    file: DAYS,
    slip: "weekdays off by one (1970-01-01 read as a Wednesday)",
    find: "return (((n + 4) % 7) + 7) % 7;",
    replace: "return (((n + 3) % 7) + 7) % 7;",
  },
  {
    file: DAYS,
    slip: "noon reads 12:00 AM (comparison flipped)",
    find: 'padStart(2, "0")} ${hour < 12 ? "AM" : "PM"}`;\n}\n\n/** "May 9, 2026" */',
    replace: 'padStart(2, "0")} ${hour <= 12 ? "AM" : "PM"}`;\n}\n\n/** "May 9, 2026" */',
  },
  {
    file: DAYS,
    slip: "plural of one says '1 games'",
    find: "return `${n} ${n === 1 ? word : many}`;",
    replace: "return `${n} ${n === 0 ? word : many}`;",
  },
  {
    file: LEAGUE_TIME,
    slip: "the zone offset applied the wrong way round (wall clock shifted the wrong side of UTC)",
    find: "const wall = new Date(d.getTime() + offsetMsAt(d.getTime()));",
    replace: "const wall = new Date(d.getTime() - offsetMsAt(d.getTime()));",
  },
  {
    file: LEAGUE_TIME,
    slip: "the repeated autumn hour means the second (standard-time) one",
    find: "valid.length > 0 ? Math.min(...valid) : wallAsUtc - offsetBefore",
    replace: "valid.length > 0 ? Math.max(...valid) : wallAsUtc - offsetBefore",
  },
  {
    file: LEAGUE_TIME,
    slip: "the skipped spring hour moves back instead of forward",
    find: "valid.length > 0 ? Math.min(...valid) : wallAsUtc - offsetBefore",
    replace: "valid.length > 0 ? Math.min(...valid) : wallAsUtc - offsetAfter",
  },
  {
    file: LEAGUE_TIME,
    slip: "an offset change takes effect a minute late (the change's own minute uses the old offset)",
    find: "if ((OFFSET_CHANGES[2 * middle] ?? 0) <= minute) {",
    replace: "if ((OFFSET_CHANGES[2 * middle] ?? 0) < minute) {",
  },
  {
    file: LEAGUE_TIME,
    slip: "noon shows as 12:00 AM",
    find: 'const clockHour = hour % 12 === 0 ? 12 : hour % 12;\n  return `${clockHour}:${String(minute).padStart(2, "0")} ${hour < 12 ? "AM" : "PM"}`;\n}\n\n/** \'Saturday',
    replace:
      'const clockHour = hour % 12 === 0 ? 12 : hour % 12;\n  return `${clockHour}:${String(minute).padStart(2, "0")} ${hour <= 12 ? "AM" : "PM"}`;\n}\n\n/** \'Saturday',
  },
  {
    file: LEAGUE_TIME,
    slip: "the age window widened: the full date shows from 8 days instead of 7",
    find: "const FULL_DATE_AFTER_MS = 7 * DAY_MS;",
    replace: "const FULL_DATE_AFTER_MS = 8 * DAY_MS;",
  },
];
