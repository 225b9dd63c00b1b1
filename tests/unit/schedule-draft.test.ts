// What a draft keeps of a search, and when it no longer fits the season
// (docs/league-rules.md#schedules).
import { describe, expect, it } from "vitest";
import {
  draftMonths,
  draftMonthShown,
  draftOutcome,
  draftTeamsChanged,
  publishedAnswer,
  publishModel,
  publishQuestion,
  sameScheduleSettings,
} from "~/domain/season-schedule/draft";
import { generateSchedule } from "~/domain/season-schedule/generator";
import { outOfTimeReason } from "~/domain/season-schedule/refusals";
import type {
  ScheduleResult,
  ScheduleSettings,
  ScheduleTeam,
} from "~/domain/season-schedule/types";
import { leagueDate } from "~/domain/time/league-time";

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

describe("sameScheduleSettings: a draft is of the form's settings", () => {
  const settings: ScheduleSettings = {
    format: { kind: "conference", times: 2 },
    firstDay: "2027-01-16",
    lastDay: "2027-04-18",
    weekdays: [6, 0],
    slots: [
      { time: "08:00", location: "sbca" },
      { time: "09:15", location: "sbca" },
    ],
    blackouts: ["2027-03-28", "2027-02-07"],
    seed: 1,
  };

  it.each<[string, Partial<ScheduleSettings>]>([
    ["another seed (a Reshuffle)", { seed: 2 }],
    ["the weekdays in another order, or one ticked twice", { weekdays: [0, 6, 6] }],
    [
      "the blackouts in another order, with spaces, or one twice",
      { blackouts: [" 2027-02-07", "2027-03-28 ", "2027-03-28"] },
    ],
    ["the dates typed with spaces", { firstDay: " 2027-01-16", lastDay: "2027-04-18 " }],
  ])("is the same with %s", (_, change) => {
    expect(sameScheduleSettings(settings, { ...settings, ...change })).toBe(true);
  });

  it.each<[string, Partial<ScheduleSettings>]>([
    ["teams meeting another number of times", { format: { kind: "conference", times: 1 } }],
    ["the whole league instead of conference rivals", { format: { kind: "league", times: 2 } }],
    ["another last day", { lastDay: "2027-04-25" }],
    ["another weekday", { weekdays: [6] }],
    [
      "another slot",
      {
        slots: [
          { time: "08:00", location: "sbca" },
          { time: "09:15", location: "condon" },
        ],
      },
    ],
    ["another blackout", { blackouts: ["2027-03-28"] }],
  ])("differs with %s", (_, change) => {
    expect(sameScheduleSettings(settings, { ...settings, ...change })).toBe(false);
  });
});

describe("publishQuestion", () => {
  const game = (date: string, hour: number) => {
    const [y, m, d] = date.split("-").map(Number) as [number, number, number];
    return { date, startsAt: leagueDate(y, m, d, hour) };
  };
  const title = (games: { date: string; startsAt: Date }[], blackouts: string[]) =>
    publishQuestion(publishModel(5, "r1", games, blackouts, 0)).title;
  // Out of order on purpose: the question reads the first and last by time.
  const games = [game("2027-02-06", 9), game("2027-04-18", 10), game("2027-01-16", 8)];

  it("names the count, the first and last game days, and the blackouts between them", () => {
    expect(
      title(games, ["2027-03-28", " 2027-02-07 ", "2027-01-09", "2027-05-01", "2027-03-28"]),
    ).toBe("Publish 3 games, Sat, Jan 16 – Sun, Apr 18; no games on Sun, Feb 7 and Sun, Mar 28?");
  });

  it("names no blackout outside the games' days", () => {
    expect(title(games, ["2027-01-09", "2027-05-01"])).toBe(
      "Publish 3 games, Sat, Jan 16 – Sun, Apr 18?",
    );
  });

  it("says one game, and one day, as such", () => {
    expect(title([game("2027-01-16", 8)], [])).toBe("Publish 1 game, Sat, Jan 16?");
    expect(title([], ["2027-03-28"])).toBe("Publish no games?");
  });

  it("posts the draft's publish with the key of what it states", () => {
    const question = publishQuestion(publishModel(5, "r1", games, [], 0));
    expect(question).toMatchObject({
      intent: "publish",
      yes: "Yes, publish 3 games",
      fields: { shown: question.key },
    });
  });

  it("says how many rostered players are emailed now, nobody plainly, and that later joiners get theirs", () => {
    const text = (emails: number) => publishQuestion(publishModel(5, "r1", games, [], emails)).text;
    expect(text(12)).toContain(
      "12 players on the rosters asked for emails about their team's games and get their team's schedule now.",
    );
    expect(text(1)).toContain(
      "1 player on the rosters asked for emails about his team's games and gets his team's schedule now.",
    );
    expect(text(0)).toContain("nobody is emailed now.");
    expect(text(0)).not.toMatch(/\b0 players/);
    for (const n of [0, 1, 12]) {
      expect(text(n)).toContain(
        "A player who asked and joins a roster later (the draft, or added by hand) gets his team's schedule when he joins.",
      );
    }
  });

  it("answers after Publish how many were emailed", () => {
    expect(publishedAnswer(112, 3)).toBe(
      "Published 112 games. 3 players were emailed their team's schedule. Players who join a roster from now on get theirs when they join.",
    );
    expect(publishedAnswer(112, 1)).toContain("1 player was emailed his team's schedule.");
    expect(publishedAnswer(112, 0)).toContain("No player was emailed:");
  });
});
