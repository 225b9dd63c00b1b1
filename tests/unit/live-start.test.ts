// Starting live scoring (docs/league-rules.md#live-games): what the admin is
// asked first, and how early it says the start is.
import { describe, expect, it } from "vitest";
import {
  isStartConfirmed,
  liveStartQuestion,
  START_CONFIRMED,
  timeUntil,
} from "~/domain/live/start";
import { leagueDate } from "~/domain/time/league-time";

// Sat, Dec 12, 2026, 9:15 AM in the league's zone.
const tipOff = leagueDate(2026, 12, 12, 9, 15);
const before = (minutes: number) => new Date(tipOff.getTime() - minutes * 60_000);

describe("liveStartQuestion", () => {
  it("says how early a start is, two weeks ahead", () => {
    expect(liveStartQuestion(tipOff, leagueDate(2026, 11, 29, 20, 0))).toEqual({
      early: true,
      text: "This game starts in 13 days (Sat, Dec 12, 9:15 AM). Start live scoring now?",
    });
  });

  it("from more than an hour before tip-off", () => {
    expect(liveStartQuestion(tipOff, before(61))).toEqual({
      early: true,
      text: "This game starts in 1 hour 1 minute (Sat, Dec 12, 9:15 AM). Start live scoring now?",
    });
  });

  it("only asks within the hour before tip-off, at it, and after it", () => {
    for (const at of [before(60), before(5), tipOff, before(-30), before(-60 * 24 * 3)]) {
      expect(liveStartQuestion(tipOff, at)).toEqual({
        early: false,
        text: "Start live scoring now? Spectators see the game live on the home page at once.",
      });
    }
  });
});

describe("timeUntil", () => {
  it("counts hours and minutes within a day", () => {
    expect(timeUntil(tipOff, before(90))).toBe("in 1 hour 30 minutes");
    expect(timeUntil(tipOff, before(120))).toBe("in 2 hours");
    expect(timeUntil(tipOff, before(60 * 23 + 59))).toBe("in 23 hours 59 minutes");
    expect(timeUntil(tipOff, before(45))).toBe("in 45 minutes");
    expect(timeUntil(tipOff, before(1))).toBe("in 1 minute");
  });

  it("counts days by the league's calendar from a day ahead", () => {
    // Thursday 11:00 PM to Saturday 9:15 AM: 34 hours, but two days as people count them.
    expect(timeUntil(tipOff, leagueDate(2026, 12, 10, 23, 0))).toBe("in 2 days");
    expect(timeUntil(tipOff, leagueDate(2026, 12, 11, 9, 0))).toBe("tomorrow");
    expect(timeUntil(tipOff, leagueDate(2026, 12, 5, 9, 15))).toBe("in 7 days");
  });

  it("counts calendar days across a change of the clocks", () => {
    // 1 November 2026: clocks go back an hour in Boston.
    const sunday = leagueDate(2026, 11, 7, 9, 0);
    expect(timeUntil(sunday, leagueDate(2026, 10, 31, 8, 0))).toBe("in 7 days");
  });
});

describe("isStartConfirmed", () => {
  const form = (fields: Record<string, string>) => new URLSearchParams(fields);
  it("only with the confirmation step's field", () => {
    expect(isStartConfirmed(form({ [START_CONFIRMED.name]: START_CONFIRMED.value }))).toBe(true);
    expect(isStartConfirmed(form({ intent: "start" }))).toBe(false);
    expect(isStartConfirmed(form({ [START_CONFIRMED.name]: "on" }))).toBe(false);
  });
});
