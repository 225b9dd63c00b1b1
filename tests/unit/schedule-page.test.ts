import { describe, expect, it } from "vitest";
import {
  groupByMonth,
  leagueCalendarHref,
  NO_GAMES_SCHEDULED,
  NO_UPCOMING_THIS_WEEK,
  scheduleEmptyText,
  scheduleHref,
  teamCalendarHref,
} from "~/domain/schedule-page";

describe("schedule page", () => {
  it("uses the exact empty texts", () => {
    expect(NO_UPCOMING_THIS_WEEK).toBe("No upcoming games this week");
    expect(NO_GAMES_SCHEDULED).toBe("No games scheduled for the season yet...");
    expect(scheduleEmptyText(0, 0)).toBe(NO_GAMES_SCHEDULED);
    expect(scheduleEmptyText(12, 0)).toBe(NO_UPCOMING_THIS_WEEK);
    expect(scheduleEmptyText(12, 3)).toBeNull();
  });

  it("builds the four schedule addresses and the feed addresses", () => {
    expect(scheduleHref(null, null)).toBe("/schedule");
    expect(scheduleHref(null, "friars")).toBe("/schedule/teams/friars");
    expect(scheduleHref(2, null)).toBe("/schedule/seasons/2");
    expect(scheduleHref(2, "friars")).toBe("/schedule/seasons/2/teams/friars");
    expect(scheduleHref(null, "a b/c")).toBe("/schedule/teams/a%20b%2Fc");
    expect(leagueCalendarHref()).toBe("/calendar/league.ics");
    expect(teamCalendarHref("friars")).toBe("/calendar/teams/friars.ics");
  });
});

describe("groupByMonth", () => {
  const at = (iso: string, id: string) => ({ id, startsAt: new Date(iso) });

  it("groups consecutive games by month in the league zone, keeping their order", () => {
    const groups = groupByMonth([
      at("2026-11-02T13:00:00Z", "nov"),
      // 11 PM on 31 October in Boston, though already November in UTC.
      at("2026-11-01T03:00:00Z", "halloween-night"),
      at("2026-10-03T12:00:00Z", "oct"),
      at("2025-12-31T12:00:00Z", "last-year"),
    ]);
    expect(groups.map((g) => [g.key, g.label, g.items.map((i) => i.id)])).toEqual([
      ["2026-11", "November 2026", ["nov"]],
      ["2026-10", "October 2026", ["halloween-night", "oct"]],
      ["2025-12", "December 2025", ["last-year"]],
    ]);
  });

  it("gives no groups for no games", () => {
    expect(groupByMonth([])).toEqual([]);
  });
});
