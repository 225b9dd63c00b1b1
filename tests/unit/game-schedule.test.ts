// The postpone / move form (docs/league-rules.md#postponing-and-moving-a-game).
import { describe, expect, it } from "vitest";
import {
  answersLapse,
  rescheduledStart,
  rescheduleSchema,
  scheduleFormDefaults,
  scheduleLockReason,
} from "~/domain/schedule/game-moves";
import { leagueDate } from "~/domain/time/league-time";

const parse = (fields: Record<string, string>) => rescheduleSchema.safeParse(fields);

describe("the move form", () => {
  it("reads a date, a time and a location code", () => {
    const parsed = parse({ date: "2026-11-29", time: "09:15", location: "sbca" });
    expect(parsed.success && parsed.data).toEqual({
      date: "2026-11-29",
      time: "09:15",
      location: "sbca",
    });
  });

  it.each([
    [{ date: "2026-02-30", time: "09:15", location: "sbca" }, "date"],
    [{ date: "29/11/2026", time: "09:15", location: "sbca" }, "date"],
    [{ date: "1999-11-29", time: "09:15", location: "sbca" }, "date"],
    [{ date: "2026-11-29", time: "24:00", location: "sbca" }, "time"],
    [{ date: "2026-11-29", time: "9:15", location: "sbca" }, "time"],
    [{ date: "2026-11-29", time: "09:15", location: "fenway" }, "location"],
    [{ time: "09:15", location: "sbca" }, "date"],
  ])("refuses %j (%s)", (fields, field) => {
    const parsed = parse(fields as Record<string, string>);
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((i) => i.path[0])).toContain(field);
  });

  it("means the league's clock, across daylight saving", () => {
    expect(rescheduledStart({ date: "2026-11-29", time: "09:15" })).toEqual(
      new Date("2026-11-29T14:15:00Z"),
    );
    expect(rescheduledStart({ date: "2026-07-04", time: "09:15" })).toEqual(
      new Date("2026-07-04T13:15:00Z"),
    );
  });

  it("starts from the game's own day, time and place", () => {
    expect(scheduleFormDefaults(leagueDate(2026, 3, 8, 8, 5), "condon")).toEqual({
      date: "2026-03-08",
      time: "08:05",
      location: "condon",
    });
  });
});

describe("which games may change", () => {
  it("not a live game, nor one with a result", () => {
    expect(scheduleLockReason({ status: "scheduled", winnerId: null })).toBeNull();
    expect(scheduleLockReason({ status: "postponed", winnerId: null })).toBeNull();
    expect(scheduleLockReason({ status: "live", winnerId: null })).toMatch(/live/);
    expect(scheduleLockReason({ status: "completed", winnerId: "t1" })).toMatch(/erase/);
  });
});

describe("which changes make the players' answers lapse", () => {
  const saturday9 = leagueDate(2026, 11, 28, 9, 0);
  const scheduled = (startsAt: Date) => ({ status: "scheduled" as const, startsAt });

  it("a move to another league day: the answers were for the old day", () => {
    const sunday9 = leagueDate(2026, 11, 29, 9, 0);
    expect(answersLapse(scheduled(saturday9), scheduled(sunday9))).toBe(true);
  });

  it("a new time on the same league day keeps them, even past midnight UTC", () => {
    // 11:30 PM in Boston is 4:30 AM the next day in UTC: still Saturday in the league.
    const saturdayLate = leagueDate(2026, 11, 28, 23, 30);
    expect(answersLapse(scheduled(saturday9), scheduled(saturdayLate))).toBe(false);
    expect(answersLapse(scheduled(saturday9), scheduled(saturday9))).toBe(false);
  });

  it("postponing keeps them (the game keeps its date until it is moved)", () => {
    const postponed = { status: "postponed" as const, startsAt: saturday9 };
    expect(answersLapse(scheduled(saturday9), postponed)).toBe(false);
    const sunday9 = leagueDate(2026, 11, 29, 9, 0);
    expect(answersLapse(scheduled(saturday9), { ...postponed, startsAt: sunday9 })).toBe(false);
  });
});
