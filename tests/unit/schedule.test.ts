import { describe, expect, it } from "vitest";
import {
  homeUpcomingDays,
  isRegularSeasonOver,
  noUpcomingText,
  recentScores,
  splitSchedule,
  splitScheduleLiveFirst,
  upcomingWithin,
} from "~/domain/schedule/windows";
import { game } from "./fixtures";

const now = new Date("2025-06-10T12:00:00Z");
const HOUR = 60 * 60 * 1000;
const at = (hoursFromNow: number) => new Date(now.getTime() + hoursFromNow * HOUR);
const ids = (games: { id: string }[]) => games.map((g) => g.id);

describe("splitSchedule", () => {
  const games = [
    game({ id: "future-late", startsAt: at(48) }),
    game({ id: "future-soon", startsAt: at(1) }),
    game({ id: "future-postponed", status: "postponed", startsAt: at(24) }),
    game({ id: "past-postponed", status: "postponed", startsAt: at(-24) }),
    game({ id: "postponed-no-teams", status: "postponed", startsAt: at(-30), homeTeamId: null }),
    game({ id: "future-completed", status: "completed", startsAt: at(2) }),
    game({
      id: "future-no-teams",
      startsAt: at(5),
      homeTeamId: null,
      awayPlaceholder: "Winner 1vs8",
    }),
    game({ id: "future-one-team", startsAt: at(6), awayTeamId: null }),
    game({ id: "past-scheduled", startsAt: at(-3) }),
    game({ id: "past-completed", status: "completed", startsAt: at(-1) }),
    game({ id: "past-no-teams", startsAt: at(-50), homeTeamId: null, awayTeamId: null }),
    game({ id: "starts-now", startsAt: at(0) }),
  ];
  const { upcoming, past } = splitSchedule(games, now);

  it("upcoming: scheduled in the future, then postponed whatever the date, both teams set, ascending", () => {
    // A postponed December game is still to be played: its date is to come (issue 41).
    expect(ids(upcoming)).toEqual([
      "future-soon",
      "future-late",
      "past-postponed",
      "future-postponed",
    ]);
  });

  it("past: completed or date passed, never postponed, newest first", () => {
    expect(ids(past)).toEqual([
      "future-completed",
      "starts-now",
      "past-completed",
      "past-scheduled",
      "past-no-teams",
    ]);
  });

  it("leaves out future games still waiting for teams", () => {
    expect([...ids(upcoming), ...ids(past)]).not.toContain("future-no-teams");
    expect([...ids(upcoming), ...ids(past)]).not.toContain("future-one-team");
    expect([...ids(upcoming), ...ids(past)]).not.toContain("postponed-no-teams");
  });
});

describe("upcomingWithin", () => {
  it.each([
    { hours: -0.001, inside: false },
    { hours: 0, inside: true },
    { hours: 7 * 24 - 0.001, inside: true },
    { hours: 7 * 24, inside: false },
  ])("a scheduled game $hours h from now is inside 7 days: $inside", ({ hours, inside }) => {
    const g = game({ startsAt: at(hours) });
    expect(upcomingWithin([g], now, 7)).toHaveLength(inside ? 1 : 0);
  });

  it("keeps scheduled games with both teams, ascending, then the postponed ones", () => {
    const games = [
      game({ id: "b", startsAt: at(30) }),
      game({ id: "a", startsAt: at(3) }),
      game({ id: "postponed", status: "postponed", startsAt: at(4) }),
      game({ id: "completed", status: "completed", startsAt: at(5) }),
      game({ id: "tbd", startsAt: at(6), awayTeamId: null }),
    ];
    expect(ids(upcomingWithin(games, now, 2))).toEqual(["a", "b", "postponed"]);
    expect(ids(upcomingWithin(games, now, 1))).toEqual(["a", "postponed"]);
    expect(ids(upcomingWithin(games, at(10), 1))).toEqual(["b"]);
  });
});

describe("recentScores", () => {
  // Sunday 22 November 2026, noon in Boston.
  const sunday = new Date("2026-11-22T17:00:00Z");
  const final = (id: string, iso: string) =>
    game({ id, status: "completed", startsAt: new Date(iso) });

  it("completed games of today and the 6 days before, whole days, newest first", () => {
    const games = [
      final("mon-before", "2026-11-16T05:00:00Z"), // Monday 16th, midnight in Boston
      final("sun-before", "2026-11-16T04:59:00Z"), // Sunday 15th, 11:59 PM in Boston
      final("sat", "2026-11-21T14:15:00Z"),
      final("sun", "2026-11-22T13:00:00Z"),
      game({ id: "not-final", startsAt: new Date("2026-11-22T14:00:00Z") }),
      game({ id: "postponed", status: "postponed", startsAt: new Date("2026-11-21T13:00:00Z") }),
      final("later-today", "2026-11-22T18:00:00Z"),
    ];
    expect(ids(recentScores(games, sunday))).toEqual(["sun", "sat", "mon-before"]);
  });

  it("keeps the whole last game day when it was longer ago", () => {
    const games = [
      final("early", "2026-11-07T13:00:00Z"),
      final("late", "2026-11-08T22:00:00Z"),
      final("same-day", "2026-11-08T13:00:00Z"),
    ];
    expect(ids(recentScores(games, sunday))).toEqual(["late", "same-day"]);
    expect(recentScores([], sunday)).toEqual([]);
  });
});

describe("home page texts and windows", () => {
  it("looks 2 days ahead in the playoffs, 7 otherwise", () => {
    expect(homeUpcomingDays(true)).toBe(2);
    expect(homeUpcomingDays(false)).toBe(7);
  });

  it.each([
    [1, "No upcoming games in the next day"],
    [2, "No upcoming games in the next 2 days"],
    [7, "No upcoming games in the next 7 days"],
  ])("noUpcomingText(%s)", (days, text) => {
    expect(noUpcomingText(days)).toBe(text);
  });
});

describe("isRegularSeasonOver", () => {
  it.each([
    { name: "no games", games: [], over: false },
    { name: "all regular games completed", games: [game({ status: "completed" })], over: true },
    {
      name: "playoff games still scheduled",
      games: [game({ status: "completed" }), game({ type: "playoff", status: "scheduled" })],
      over: true,
    },
    {
      name: "a regular game scheduled",
      games: [game({ status: "completed" }), game()],
      over: false,
    },
    { name: "a regular game postponed", games: [game({ status: "postponed" })], over: false },
  ])("$name → $over", ({ games, over }) => {
    expect(isRegularSeasonOver(games)).toBe(over);
  });
});

describe("splitScheduleLiveFirst", () => {
  it("puts live games first, earliest first, out of both Results and Upcoming", () => {
    const games = [
      game({ id: "played", status: "completed", startsAt: at(-48), homeScore: 40, awayScore: 30 }),
      game({ id: "early", status: "live", startsAt: at(1) }),
      game({ id: "on-time", status: "live", startsAt: at(-1) }),
      game({ id: "later", startsAt: at(24) }),
    ];
    const { live, upcoming, past } = splitScheduleLiveFirst(games, now);
    expect(ids(live)).toEqual(["on-time", "early"]);
    expect(ids(upcoming)).toEqual(["later"]);
    expect(ids(past)).toEqual(["played"]);
  });

  it("is splitSchedule's lists and no live group when nothing is live", () => {
    const games = [game({ id: "past", startsAt: at(-2) }), game({ id: "next", startsAt: at(2) })];
    expect(splitScheduleLiveFirst(games, now)).toEqual({ live: [], ...splitSchedule(games, now) });
  });
});
