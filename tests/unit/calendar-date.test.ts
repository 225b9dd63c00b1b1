// The one reading of a typed date (app/domain/time/calendar-date.ts): a real day,
// written YYYY-MM-DD, from 2000 to 2100.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  calendarDate,
  calendarDateProblem,
  DATE_YEAR_MAX,
  DATE_YEAR_MIN,
  readCalendarDate,
} from "~/domain/time/calendar-date";

const DAY_MS = 24 * 60 * 60 * 1000;

describe("readCalendarDate", () => {
  it.each([
    ["2026-11-28", 20785],
    [" 2000-01-01 ", 10957],
    ["2100-12-31", 47846],
    ["2028-02-29", 21243],
  ])("reads %s", (text, dayNumber) => {
    expect(calendarDate(text)).toEqual({ day: text.trim(), dayNumber });
  });

  it.each([
    ["9999-12-31", "not-a-day"],
    ["1999-12-31", "not-a-day"],
    ["2101-01-01", "not-a-day"],
    ["0000-01-01", "not-a-day"],
    ["2026-02-29", "not-a-day"],
    ["2026-02-30", "not-a-day"],
    ["2026-13-01", "not-a-day"],
    ["2026-00-10", "not-a-day"],
    ["2026-04-31", "not-a-day"],
    ["2026-1-1", "shape"],
    ["+02026-01-01", "shape"],
    ["2026-01-01T00:00", "shape"],
    ["1/9/2027", "shape"],
    ["", "shape"],
    ["２０２６-01-01", "shape"],
  ])("refuses %s (%s)", (text, problem) => {
    expect(readCalendarDate(text)).toEqual({ ok: false, problem });
  });

  it("refuses what is not a string", () => {
    for (const value of [undefined, null, 20260101, ["2026-01-01"], new Date()]) {
      expect(calendarDate(value)).toBeNull();
    }
  });

  it("reads every day of the window, and only it, as the calendar has it", () => {
    const from = Date.UTC(DATE_YEAR_MIN - 5, 0, 1) / DAY_MS;
    const to = Date.UTC(DATE_YEAR_MAX + 5, 11, 31) / DAY_MS;
    fc.assert(
      fc.property(fc.integer({ min: from, max: to }), (n) => {
        const text = new Date(n * DAY_MS).toISOString().slice(0, 10);
        const year = Number(text.slice(0, 4));
        const inWindow = year >= DATE_YEAR_MIN && year <= DATE_YEAR_MAX;
        expect(calendarDate(text)).toEqual(inWindow ? { day: text, dayNumber: n } : null);
      }),
    );
  });

  it("answers a day of the window or a sentence, for any string", () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          fc
            .tuple(
              fc.integer({ min: 0, max: 9999 }),
              fc.integer({ min: 0, max: 99 }),
              fc.integer({ min: 0, max: 99 }),
            )
            .map(
              ([y, m, d]) =>
                `${String(y).padStart(4, "0")}-${String(m).padStart(2, "0")}-${String(d).padStart(2, "0")}`,
            ),
        ),
        (text) => {
          const date = calendarDate(text);
          const problem = calendarDateProblem(text, "The day");
          expect(date === null).toBe(problem !== null);
          if (date) {
            const back = new Date(date.dayNumber * DAY_MS);
            expect(back.toISOString().slice(0, 10)).toBe(date.day);
            expect(back.getUTCFullYear()).toBeGreaterThanOrEqual(DATE_YEAR_MIN);
            expect(back.getUTCFullYear()).toBeLessThanOrEqual(DATE_YEAR_MAX);
          } else {
            expect(problem).toMatch(
              /^The day must be a (real date from 2000 to 2100|date written YYYY-MM-DD)\.$/,
            );
          }
        },
      ),
      { numRuns: 2000 },
    );
  });
});
