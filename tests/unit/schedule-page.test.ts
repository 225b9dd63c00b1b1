import { describe, expect, it } from "vitest";
import {
  DATE_TO_COME,
  groupByDay,
  groupByMonth,
  groupUpcoming,
  leagueCalendarHref,
  monthGamesText,
  monthToOpen,
  NO_GAMES_SCHEDULED,
  NO_UPCOMING_THIS_WEEK,
  scheduleEmptyText,
  scheduleHref,
  teamCalendarHref,
} from "~/domain/schedule/page";
import type { GameStatus } from "~/domain/types";

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

describe("groupByDay", () => {
  const at = (iso: string, id: string) => ({ id, startsAt: new Date(iso) });

  it("groups by league-zone day, days in the order given, each day's games earliest first", () => {
    const groups = groupByDay([
      at("2026-11-22T15:30:00Z", "sun-10:30"),
      at("2026-11-22T13:00:00Z", "sun-8:00"),
      // 11 PM on Saturday in Boston, though already Sunday in UTC.
      at("2026-11-22T04:00:00Z", "sat-night"),
      at("2026-11-21T13:00:00Z", "sat-8:00"),
    ]);
    expect(groups.map((g) => [g.key, g.label, g.items.map((i) => i.id)])).toEqual([
      ["2026-11-22", "Sunday, November 22", ["sun-8:00", "sun-10:30"]],
      ["2026-11-21", "Saturday, November 21", ["sat-8:00", "sat-night"]],
    ]);
  });

  it("keeps an ascending list ascending, and gives no groups for no games", () => {
    const groups = groupByDay([
      at("2026-11-23T13:00:00Z", "mon"),
      at("2026-11-28T13:00:00Z", "sat"),
    ]);
    expect(groups.map((g) => g.label)).toEqual(["Monday, November 23", "Saturday, November 28"]);
    expect(groupByDay([])).toEqual([]);
  });
});

describe("groupUpcoming", () => {
  const at = (iso: string, id: string, status: GameStatus = "scheduled") => ({
    id,
    startsAt: new Date(iso),
    status,
  });

  it("puts the postponed games last, under 'Date to come', not under the day they were set for", () => {
    const groups = groupUpcoming([
      at("2026-11-22T13:00:00Z", "sun"),
      at("2026-11-28T13:00:00Z", "sat"),
      at("2026-12-05T13:00:00Z", "dec-5", "postponed"),
      at("2026-11-21T13:00:00Z", "nov-21", "postponed"),
    ]);
    expect(groups.map((g) => [g.label, g.items.map((i) => i.id)])).toEqual([
      ["Sunday, November 22", ["sun"]],
      ["Saturday, November 28", ["sat"]],
      [DATE_TO_COME, ["nov-21", "dec-5"]],
    ]);
  });

  it("is groupByDay's days when nothing is postponed", () => {
    const games = [at("2026-11-22T13:00:00Z", "sun")];
    expect(groupUpcoming(games)).toEqual(groupByDay(games));
    expect(groupUpcoming([])).toEqual([]);
  });
});

describe("monthToOpen", () => {
  const result = (iso: string, status: GameStatus) => ({ startsAt: new Date(iso), status });

  it("is the month of the newest game that was not postponed", () => {
    // The demo league's case: a game postponed in December, November's results played.
    const results = [
      result("2026-12-06T14:15:00Z", "postponed"),
      result("2026-11-22T15:30:00Z", "completed"),
      result("2026-10-17T12:00:00Z", "completed"),
    ];
    expect(monthToOpen(results)).toBe("2026-11");
    // Whatever the order, and a started game without a result counts as played.
    expect(monthToOpen([...results].reverse())).toBe("2026-11");
    expect(monthToOpen([result("2026-12-01T01:00:00Z", "scheduled"), ...results])).toBe(
      "2026-11", // 8 PM on 30 November in Boston
    );
  });

  it("is null when every result is postponed or there is none", () => {
    expect(monthToOpen([result("2026-12-06T14:15:00Z", "postponed")])).toBeNull();
    expect(monthToOpen([])).toBeNull();
  });
});

describe("monthGamesText", () => {
  it.each([
    [["final"], "1 game"],
    [["final", "forfeit"], "2 games"],
    [["postponed"], "1 game, 1 postponed"],
    [["final", "postponed", "postponed"], "3 games, 2 postponed"],
  ])("%j → %s", (displays, text) => {
    expect(monthGamesText(displays.map((display) => ({ display })))).toBe(text);
  });
});
