// The season schedule's rules at their edges (docs/league-rules.md#schedules,
// the rules at the top of app/domain/season-schedule/generator.ts): the form's
// bounds on dates, the fairness report on schedules edited by hand (a third
// meeting, a rematch one round too close, byes), and the defaults read from a
// previous season written here by hand.
import { describe, expect, it } from "vitest";
import {
  fairnessReport,
  generateSchedule,
  scheduleDefaults,
  validateScheduleInput,
  type ReportGame,
  type ScheduleInput,
} from "~/domain/season-schedule/generator";
import { leagueDate } from "~/domain/time/league-time";
import { demoLike, generated, teams } from "../support/schedule-input";

const asReport = (games: readonly ReportGame[]): ReportGame[] =>
  games.map(({ round, date, time, location, homeTeamId, awayTeamId }) => ({
    round,
    date,
    time,
    location,
    homeTeamId,
    awayTeamId,
  }));

describe("the form's bounds on dates", () => {
  const today = "2027-01-01";
  const lastDayProblems = (lastDay: string, firstDay = demoLike.firstDay) =>
    validateScheduleInput({ ...demoLike, firstDay, lastDay }, today).filter(
      (p) => p.field === "lastDay",
    );

  it("takes a season of one day: the last game day may be the first", () => {
    expect(lastDayProblems("2027-01-09")).toEqual([]);
  });

  it("takes a season of five years less a day, and refuses one of five years", () => {
    // 2027-01-09 + 1,829 days (five years of 366 days, less one) is 2032-01-12.
    expect(lastDayProblems("2032-01-12")).toEqual([]);
    expect(lastDayProblems("2032-01-13")).toEqual([
      { field: "lastDay", message: "A season can't run longer than five years." },
    ]);
  });

  it("takes two gyms at one time as two slots", () => {
    const slots = [
      { time: "08:00", location: "sbca" },
      { time: "08:00", location: "b&gc" },
    ];
    expect(validateScheduleInput({ ...demoLike, slots }, today)).toEqual([]);
  });
});

describe("the fairness report on a schedule edited by hand", () => {
  const base = asReport(generated(demoLike).games);
  const failing = (games: ReportGame[], input = demoLike) =>
    fairnessReport(games, input.teams, input.format)
      .facts.filter((f) => !f.holds)
      .map((f) => f.label);
  const first = base[0]!;
  const rematchOf = (game: ReportGame, games = base) =>
    games.findIndex((g) => g.homeTeamId === game.awayTeamId && g.awayTeamId === game.homeTeamId);

  it("sees a pair that meets a third time", () => {
    const third = { ...first, round: 15, date: "2027-04-17" };
    expect(failing([...base, third])).toContain(
      "Every two teams of a conference meet exactly twice, and no game crosses conferences.",
    );
  });

  it("sees a rematch one round closer than a third of the season (5 of 14 rounds)", () => {
    const at = (gap: number) =>
      base.map((g, i) => (i === rematchOf(first) ? { ...g, round: first.round + gap } : g));
    const tooClose =
      "The two meetings of each pair are at least a third of the season apart (5 of its 14 rounds).";
    expect(failing(at(4))).toContain(tooClose);
    expect(failing(at(5))).not.toContain(tooClose);
  });

  describe("byes, in a league of 5 that plays once", () => {
    const five: ScheduleInput = {
      ...demoLike,
      teams: teams(5, 0),
      format: { kind: "league", times: 1 },
    };
    const games = asReport(generated(five).games);
    const inRound = (round: number) => games.filter((g) => g.round === round);
    const playing = (round: number) =>
      new Set(inRound(round).flatMap((g) => [g.homeTeamId, g.awayTeamId]));
    const restsIn = (round: number) =>
      five.teams.map((t) => t.id).find((id) => !playing(round).has(id))!;

    it("holds as generated: one bye a round, each team once", () => {
      expect(failing(games, five)).toEqual([]);
      expect(new Set([1, 2, 3, 4, 5].map(restsIn)).size).toBe(5);
    });

    it("sees a round in which nobody rests", () => {
      const idle = restsIn(2);
      const busy = inRound(2)[0]!;
      const extra = { ...busy, homeTeamId: idle, awayTeamId: busy.homeTeamId, time: "12:00" };
      expect(failing([...games, extra], five)).toContain(
        "Every round of the league gives exactly one team a bye.",
      );
    });

    it("sees a team resting in two rounds in a row", () => {
      const idle = restsIn(2);
      const next = games.findIndex(
        (g) => g.round === 3 && (g.homeTeamId === idle || g.awayTeamId === idle),
      );
      const edited = games.filter((_, i) => i !== next);
      expect(failing(edited, five)).toContain("No team has byes in two rounds in a row.");
    });
  });
});

describe("the defaults read from a previous season", () => {
  const list = teams(2, 0);
  /** A regular-season game of e1 v e2 on a day of 2026, at a time and gym. */
  const game = (month: number, day: number, hour: number, location = "sbca") => ({
    type: "regular_season" as const,
    startsAt: leagueDate(2026, month, day, hour),
    location,
    homeTeamId: "e1",
    awayTeamId: "e2",
  });
  // Saturdays of March 2026: 7, 14, 21, 28; Sundays: 8, 15, 22, 29.
  const saturdays = [game(3, 7, 9), game(3, 14, 9), game(3, 21, 9), game(3, 28, 9)];

  it("keeps a weekday with half as many game days as the busiest, and leaves out one with fewer", () => {
    const half = scheduleDefaults({
      teams: list,
      games: [...saturdays, game(3, 8, 9), game(3, 15, 9)],
    });
    expect(half?.weekdays).toEqual([6, 0]);
    const fewer = scheduleDefaults({ teams: list, games: [...saturdays, game(3, 8, 9)] });
    expect(fewer?.weekdays).toEqual([6]);
  });

  it("takes the slots of the earliest of the busiest game days", () => {
    const defaults = scheduleDefaults({
      teams: list,
      games: [
        game(3, 7, 8, "condon"),
        game(3, 7, 10, "condon"),
        game(3, 14, 9, "sbca"),
        game(3, 14, 11, "sbca"),
        game(3, 21, 9),
      ],
    });
    expect(defaults?.slots).toEqual([
      { time: "08:00", location: "condon" },
      { time: "10:00", location: "condon" },
    ]);
  });

  it("never offers more than 4 meetings: a pair that met 5 times gives 4, the nearest", () => {
    const defaults = scheduleDefaults({
      teams: list,
      games: [game(3, 7, 9), game(3, 14, 9), game(3, 21, 9), game(3, 28, 9), game(4, 4, 9)],
    });
    expect(defaults?.format).toEqual({ kind: "conference", times: 4 });
    expect(defaults?.formatNote).toBe(
      "Last season's 5 games were not a full round robin; every conference rival 4 times gives 4, the nearest.",
    );
  });
});

describe("a refusal at the earliest time", () => {
  it("names a team whose rounds put every game at the earliest time more often than the others can follow", () => {
    // West's 3 teams play 1 game a round, East's 2 play theirs in one round of 3:
    // with one slot at 8:00 and one at 9:15, a round of one game takes only 8:00.
    const result = generateSchedule({
      ...demoLike,
      teams: teams(2, 3),
      lastDay: "2027-12-31",
      slots: [
        { time: "08:00", location: "sbca" },
        { time: "09:15", location: "sbca" },
      ],
      seed: 1,
    });
    expect(result).toEqual({
      ok: false,
      reason:
        "The 8:00 AM slots hold 6 games, at most 3 a team to keep everyone within 1, but every slot of some rounds is at 8:00 AM, so w1 (West) would play 4 there.",
    });
  });
});
