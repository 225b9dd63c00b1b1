// The postpone / move form (docs/league-rules.md#postponing-and-moving-a-game).
import { describe, expect, it } from "vitest";
import {
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
