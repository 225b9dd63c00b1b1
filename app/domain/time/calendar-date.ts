// The one reading of a calendar date that a person types or a query carries
// (docs/security.md#dates): "YYYY-MM-DD", a day that exists (no February 30),
// in a year from 2000 to 2100. Every form and query that takes a date goes
// through it: Generate (first and last day, blackouts), "Gym closed" (the
// closed day and the make-up day), adding, moving and postponing a game.
// A year like 9999 is refused here, before any arithmetic: further on it
// would become "Dec 31, 9999" games, NaN in sentences and invalid instants.
import { z } from "zod";

export const DATE_YEAR_MIN = 2000;
export const DATE_YEAR_MAX = 2100;
/** The window as a date input's min and max, so the browser's picker keeps to it too. */
export const DATE_INPUT_RANGE = { min: `${DATE_YEAR_MIN}-01-01`, max: `${DATE_YEAR_MAX}-12-31` };

const DAY_MS = 24 * 60 * 60 * 1000;
const DATE_SHAPE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A date as typed, once read: the day as written and its number (days since 1970-01-01). */
export interface CalendarDate {
  day: string;
  dayNumber: number;
}

export type CalendarDateReading =
  ({ ok: true } & CalendarDate) | { ok: false; problem: "shape" | "not-a-day" };

/** Reads `text` (surrounding spaces ignored) as a calendar date of the league's window. */
export function readCalendarDate(text: unknown): CalendarDateReading {
  const day = typeof text === "string" ? text.trim() : "";
  const match = DATE_SHAPE.exec(day);
  if (!match) return { ok: false, problem: "shape" };
  const [year, month, date] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (year < DATE_YEAR_MIN || year > DATE_YEAR_MAX) return { ok: false, problem: "not-a-day" };
  const ms = Date.UTC(year, month - 1, date);
  const back = new Date(ms);
  if (back.getUTCMonth() !== month - 1 || back.getUTCDate() !== date) {
    return { ok: false, problem: "not-a-day" };
  }
  return { ok: true, day, dayNumber: ms / DAY_MS };
}

/** The date, or null when it is not one of the window's real dates. */
export function calendarDate(text: unknown): CalendarDate | null {
  const reading = readCalendarDate(text);
  return reading.ok ? { day: reading.day, dayNumber: reading.dayNumber } : null;
}

/**
 * The one sentence that says why `text` is not a date, naming the field
 * ("The make-up day", "The blackout “2026-02-30”"), or null when it is one.
 */
export function calendarDateProblem(text: unknown, field: string): string | null {
  const reading = readCalendarDate(text);
  if (reading.ok) return null;
  if (reading.problem === "shape") return `${field} must be a date written YYYY-MM-DD.`;
  return `${field} must be a real date from ${DATE_YEAR_MIN} to ${DATE_YEAR_MAX}.`;
}

/** The same rule for a zod form schema: the field's text, trimmed, or the sentence. */
export function calendarDateField(field: string, missing: string) {
  return z
    .string({ error: missing })
    .trim()
    .min(1, missing)
    .max(10, `${field} must be a date written YYYY-MM-DD.`)
    .superRefine((text, context) => {
      const problem = calendarDateProblem(text, field);
      if (problem) context.addIssue({ code: "custom", message: problem });
    });
}
