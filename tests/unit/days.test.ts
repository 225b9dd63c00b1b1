// Calendar arithmetic on "YYYY-MM-DD" days and "HH:MM" times (app/domain/time/days.ts),
// which the schedule generator, schedule changes, live starts and game day all count with.
import { describe, expect, it } from "vitest";
import {
  dayNumber,
  dayString,
  formatClock,
  formatDay,
  isTime,
  leagueDay,
  plural,
  timesWord,
  weekdayOf,
} from "~/domain/time/days";

describe("dayNumber and dayString", () => {
  it("count days since 1970-01-01, both ways", () => {
    expect(dayNumber("1970-01-01")).toBe(0);
    expect(dayNumber("1970-02-01")).toBe(31);
    expect(dayNumber("2026-11-28")).toBe(20_785);
    expect(dayString(20_785)).toBe("2026-11-28");
    expect(dayString(0)).toBe("1970-01-01");
  });

  it("refuse days that do not exist instead of rolling them over", () => {
    expect(dayNumber("2026-13-01")).toBeNull();
    expect(dayNumber("2026-00-10")).toBeNull();
    expect(dayNumber("2026-02-29")).toBeNull();
    expect(dayNumber("2026-04-31")).toBeNull();
    expect(dayNumber("2024-02-29")).toBe(19_782);
    expect(dayNumber("2026-1-5")).toBeNull();
  });
});

describe("weekdayOf", () => {
  it("reads 0 for Sunday to 6 for Saturday", () => {
    expect(weekdayOf(0)).toBe(4); // 1 January 1970 was a Thursday
    expect(weekdayOf(dayNumber("2026-11-28")!)).toBe(6);
    expect(weekdayOf(dayNumber("2026-11-29")!)).toBe(0);
    expect(weekdayOf(-1)).toBe(3); // before 1970 too
  });
});

describe("times", () => {
  it("take HH:MM from 00:00 to 23:59 only", () => {
    expect(isTime("00:00")).toBe(true);
    expect(isTime("23:59")).toBe(true);
    expect(isTime("24:00")).toBe(false);
    expect(isTime("9:15")).toBe(false);
    expect(isTime("09:60")).toBe(false);
  });

  it("read as a clock: midnight is 12 AM, noon is 12 PM", () => {
    expect(formatClock("00:05")).toBe("12:05 AM");
    expect(formatClock("08:00")).toBe("8:00 AM");
    expect(formatClock("11:59")).toBe("11:59 AM");
    expect(formatClock("12:00")).toBe("12:00 PM");
    expect(formatClock("13:30")).toBe("1:30 PM");
  });
});

describe("words", () => {
  it("spell a day", () => {
    expect(formatDay("2026-05-09")).toBe("May 9, 2026");
    expect(formatDay("2026-12-31")).toBe("Dec 31, 2026");
    expect(formatDay("not a day")).toBe("not a day");
  });

  it("count", () => {
    expect([1, 2, 3].map(timesWord)).toEqual(["once", "twice", "3 times"]);
    expect(plural(0, "game")).toBe("0 games");
    expect(plural(1, "game")).toBe("1 game");
    expect(plural(2, "game")).toBe("2 games");
    expect(plural(2, "match", "matches")).toBe("2 matches");
  });
});

describe("leagueDay", () => {
  it("is the day on the league's clocks: 11:30 PM in Boston is already tomorrow in UTC", () => {
    expect(leagueDay(new Date("2026-11-29T04:30:00Z"))).toBe("2026-11-28");
    expect(leagueDay(new Date("2026-11-29T05:00:00Z"))).toBe("2026-11-29");
  });
});
