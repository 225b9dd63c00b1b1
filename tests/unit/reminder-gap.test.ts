import { describe, expect, it } from "vitest";
import {
  mayRemindAgain,
  nextReminderAt,
  nextRemindableAt,
  REMINDER_GAP_MS,
  remindable,
} from "~/domain/availability/reminder-gap";

const HOUR = 3_600_000;
const at = (ms: number) => new Date(Date.UTC(2026, 10, 26, 12) + ms);

describe("at most one reminder per player per game in 12 hours", () => {
  it("is twelve hours", () => {
    expect(REMINDER_GAP_MS).toBe(12 * HOUR);
    expect(nextReminderAt(at(0))).toEqual(at(12 * HOUR));
  });

  it("a player never reminded may be reminded", () => {
    expect(mayRemindAgain(null, at(0))).toBe(true);
    expect(mayRemindAgain(undefined, at(0))).toBe(true);
  });

  it("not again until twelve hours have passed, to the millisecond", () => {
    expect(mayRemindAgain(at(0), at(0))).toBe(false);
    expect(mayRemindAgain(at(0), at(12 * HOUR - 1))).toBe(false);
    expect(mayRemindAgain(at(0), at(12 * HOUR))).toBe(true);
    expect(mayRemindAgain(at(0), at(30 * HOUR))).toBe(true);
  });

  it("a reminder dated after now (another clock) still waits its twelve hours", () => {
    expect(mayRemindAgain(at(HOUR), at(0))).toBe(false);
  });

  it("picks the players due, in order, and says when the next one waiting is due", () => {
    const last = new Map([
      ["b", at(-2 * HOUR)],
      ["c", at(-13 * HOUR)],
      ["d", at(-5 * HOUR)],
    ]);
    const players = ["a", "b", "c", "d"].map((playerId) => ({ playerId }));
    expect(remindable(players, last, at(0)).map((p) => p.playerId)).toEqual(["a", "c"]);
    expect(nextRemindableAt(["a", "b", "c", "d"], last, at(0))).toEqual(at(7 * HOUR));
    expect(nextRemindableAt(["a", "c"], last, at(0))).toBeNull();
    expect(nextRemindableAt([], last, at(0))).toBeNull();
  });
});
