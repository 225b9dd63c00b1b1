// What a draft keeps of a search, and when it no longer fits the season
// (docs/league-rules.md#schedules).
import { describe, expect, it } from "vitest";
import {
  draftMonths,
  draftMonthShown,
  draftOutcome,
  draftTeamsChanged,
} from "~/domain/season-schedule/draft";
import { generateSchedule } from "~/domain/season-schedule/generator";
import { outOfTimeReason } from "~/domain/season-schedule/refusals";
import type { ScheduleResult, ScheduleTeam } from "~/domain/season-schedule/types";

const teams: ScheduleTeam[] = [
  { id: "a", conference: "east" },
  { id: "b", conference: "east" },
];

describe("draftOutcome", () => {
  it("keeps a refusal only when another seed may help: that one offers Reshuffle", () => {
    const gaveUp: ScheduleResult = {
      ok: false,
      reason: "no way was found",
      anotherSeedMayHelp: true,
    };
    expect(draftOutcome(gaveUp, teams)).toEqual({ ok: false, teams, reason: "no way was found" });
    expect(draftOutcome({ ok: false, reason: "112 games need 112 slots" }, teams)).toBeNull();
  });

  it("keeps the games and the report with the teams they were made for", () => {
    const report = { holds: true, facts: [], figures: {} } as never;
    const made: ScheduleResult = { ok: true, games: [], byes: [], report };
    expect(draftOutcome(made, teams)).toEqual({ ok: true, teams, games: [], report });
  });
});

describe("draftTeamsChanged", () => {
  it("ignores the order, and sees a team added, removed or moved to the other conference", () => {
    expect(draftTeamsChanged(teams, [...teams].reverse())).toBe(false);
    expect(draftTeamsChanged(teams, [...teams, { id: "c", conference: "west" }])).toBe(true);
    expect(draftTeamsChanged(teams, teams.slice(1))).toBe(true);
    expect(draftTeamsChanged(teams, [teams[0]!, { id: "b", conference: "west" }])).toBe(true);
  });
});

it("says how long the search was given, in whole seconds", () => {
  expect(outOfTimeReason(30_000)).toBe(
    "No fair schedule was found within 30 seconds; Reshuffle tries another seed, or change the template.",
  );
  expect(outOfTimeReason(1_000)).toMatch(/within 1 second;/);
});

describe("a search that gives up", () => {
  // 9 + 4 teams, rivals 3 times, one early slot in two: seed 1 runs out of budget, seed 3 finds one.
  const hard = {
    teams: Array.from({ length: 13 }, (_, i) => ({
      id: `t${String(i + 1).padStart(2, "0")}`,
      conference: i < 9 ? ("east" as const) : ("west" as const),
    })),
    format: { kind: "conference" as const, times: 3 },
    firstDay: "2027-01-01",
    lastDay: "2030-12-31",
    weekdays: [1, 2, 4, 6],
    slots: [
      { time: "07:00", location: "condon" },
      { time: "09:30", location: "sbca" },
    ],
    blackouts: [],
  };

  it("says another seed may help, and the draft keeps it", () => {
    const result = generateSchedule({ ...hard, seed: 1 });
    expect(result).toMatchObject({ ok: false, anotherSeedMayHelp: true });
    expect(!result.ok && result.reason).toMatch(/no way was found .*Reshuffle tries another seed/);
    expect(draftOutcome(result, hard.teams)?.ok).toBe(false);
  });
});

describe("a draft's months", () => {
  const games = ["2027-01-30", "2027-01-31", "2027-02-06", "2028-02-05"].map((date) => ({ date }));
  it("lists each month with games, in order, with its count", () => {
    expect(draftMonths(games)).toEqual([
      { key: "2027-01", label: "January 2027", games: 2 },
      { key: "2027-02", label: "February 2027", games: 1 },
      { key: "2028-02", label: "February 2028", games: 1 },
    ]);
  });
  it("shows the month asked for when it has games, else the first", () => {
    const months = draftMonths(games);
    expect(draftMonthShown(months, "2027-02")).toBe("2027-02");
    expect(draftMonthShown(months, "2027-05")).toBe("2027-01");
    expect(draftMonthShown(months, null)).toBe("2027-01");
    expect(draftMonthShown([], null)).toBeNull();
  });
});
