// The season schedule generator (app/domain/season-schedule/generator.ts): the circle
// method, a demo-like season, refusals, the form's checks, the report on
// hand-edited schedules, and the defaults read from the demo's season 4.
import { describe, expect, it } from "vitest";
import { generateDemoLeague } from "~/demo/generate";
import { circleRoundRobin } from "~/domain/season-schedule/round-robin";
import {
  fairnessReport,
  generateSchedule,
  leagueDay,
  scheduleDefaults,
  validateScheduleInput,
  type ReportGame,
  type ScheduledGame,
  type ScheduleInput,
} from "~/domain/season-schedule/generator";
import { weekShape } from "~/domain/season-schedule/defaults";
import { leagueDateParts } from "~/domain/time/league-time";
import type { Game } from "~/domain/types";
import { DEMO_SLOTS, demoLike, generated, teams } from "../support/schedule-input";

const DAY_MS = 86_400_000;
const dayNo = (s: string) => Date.parse(`${s}T00:00:00Z`) / DAY_MS;
const weekdayOf = (s: string) => new Date(`${s}T00:00:00Z`).getUTCDay();

/** Games per Saturday-to-Friday week (keyed by the week's Saturday). */
function perWeekend(games: readonly { date: string }[]): Map<number, number> {
  const weeks = new Map<number, number>();
  for (const g of games) {
    const n = dayNo(g.date);
    const saturday = n - ((weekdayOf(g.date) + 1) % 7);
    weeks.set(saturday, (weeks.get(saturday) ?? 0) + 1);
  }
  return weeks;
}

describe("circleRoundRobin", () => {
  it.each([2, 3, 4, 5, 6, 7, 8, 9, 16])(
    "%i teams: every pair once, a team at most once a round, home/away within 1",
    (n) => {
      const ids = Array.from({ length: n }, (_, i) => `t${i}`);
      const rounds = circleRoundRobin(ids);
      expect(rounds).toHaveLength(n % 2 === 1 ? n : n - 1);
      const pairs = new Set<string>();
      const home = new Map<string, number>();
      const byes = new Map<string, number>();
      for (const round of rounds) {
        const seen = round.games.flat();
        expect(new Set(seen).size).toBe(seen.length);
        expect(round.games).toHaveLength(Math.floor(n / 2));
        if (n % 2 === 1) {
          expect(round.bye).not.toBeNull();
          expect(seen).not.toContain(round.bye);
          byes.set(round.bye as string, (byes.get(round.bye as string) ?? 0) + 1);
        } else expect(round.bye).toBeNull();
        for (const [h, a] of round.games) {
          pairs.add([h, a].sort().join("-"));
          home.set(h, (home.get(h) ?? 0) + 1);
        }
      }
      expect(pairs.size).toBe((n * (n - 1)) / 2);
      for (const id of ids) {
        expect(Math.abs(2 * (home.get(id) ?? 0) - (n - 1))).toBeLessThanOrEqual(1);
        if (n % 2 === 1) expect(byes.get(id)).toBe(1);
      }
    },
  );
});

describe("generateSchedule on a demo-like league", () => {
  const result = generated(demoLike);

  it("makes 112 games, 14 a team, 14 rounds of one weekend each, 4 games Saturday and 4 Sunday", () => {
    expect(result.games).toHaveLength(112);
    expect(result.report.figures).toMatchObject({
      games: 112,
      gamesPerTeam: { min: 14, max: 14 },
      rounds: 14,
      gameDays: 28,
      firstDay: "2027-01-09",
      lastDay: "2027-04-11",
      earliestTime: "08:00",
      homeAwayMaxDifference: 0,
    });
    const weeks = perWeekend(result.games);
    expect([...weeks.values()]).toEqual(new Array(14).fill(8));
    const perDay = new Map<string, number>();
    for (const g of result.games) perDay.set(g.date, (perDay.get(g.date) ?? 0) + 1);
    expect([...perDay.values()]).toEqual(new Array(28).fill(4));
    for (let round = 1; round <= 14; round++) {
      const days = new Set(result.games.filter((g) => g.round === round).map((g) => g.date));
      expect([...days].map(weekdayOf).sort()).toEqual([0, 6]);
    }
  });

  it("uses the template's slots, on the league's clock", () => {
    const first = result.games[0] as ScheduledGame;
    expect(first).toMatchObject({ date: "2027-01-09", time: "08:00", location: "sbca" });
    expect(first.startsAt.toISOString()).toBe("2027-01-09T13:00:00.000Z"); // EST
    const summer = generated({ ...demoLike, firstDay: "2027-06-05", lastDay: "2027-09-05" });
    expect(summer.games[0]?.startsAt.toISOString()).toBe("2027-06-05T12:00:00.000Z"); // EDT
    for (const g of result.games) {
      const p = leagueDateParts(g.startsAt);
      expect(`${p.hour}:${p.minute}`).toBe(g.time.replace(/^0/, "").replace(":00", ":0"));
      expect(DEMO_SLOTS).toContainEqual({ time: g.time, location: g.location });
    }
  });

  it("keeps every promise, and the meetings are a cycle (7 rounds) apart", () => {
    expect(result.report.holds).toBe(true);
    expect(result.report.facts.map((f) => [f.label, f.holds])).toEqual([
      [
        "Every two teams of a conference meet exactly twice, and no game crosses conferences.",
        true,
      ],
      ["The two meetings of each pair swap home and away.", true],
      [
        "The two meetings of each pair are at least a third of the season apart (5 of its 14 rounds).",
        true,
      ],
      ["Every team's home and away games differ by at most 1.", true],
      ["No team plays twice on one day.", true],
      ["No team plays twice in one round.", true],
      ["No slot (date, time and location) holds two games.", true],
      [
        "Every team's count of 8:00 AM games (the earliest time) is within 1 of every other team's.",
        true,
      ],
    ]);
    expect(result.report.figures.closestRematch?.rounds).toBe(7);
    expect(result.report.figures.earliestGamesPerTeam).toEqual({ min: 3, max: 4 });
    expect(result.byes.every((b) => b.teamIds.length === 0)).toBe(true);
  });

  it("is the same for the same seed and input in any order, another for another seed", () => {
    expect(generateSchedule(demoLike)).toEqual(result);
    expect(
      generateSchedule({
        ...demoLike,
        teams: [...demoLike.teams].reverse(),
        slots: [...DEMO_SLOTS].reverse(),
        weekdays: [0, 6],
      }),
    ).toEqual(result);
    const other = generated({ ...demoLike, seed: 43 });
    expect(other.games).not.toEqual(result.games);
    expect(other.report.holds).toBe(true);
  });

  it("skips blackout days: the round takes the next game days", () => {
    const withBlackout = generated({
      ...demoLike,
      lastDay: "2027-04-18",
      blackouts: ["2027-02-13", "2027-02-14"],
    });
    const dates = new Set(withBlackout.games.map((g) => g.date));
    expect(dates.has("2027-02-13") || dates.has("2027-02-14")).toBe(false);
    expect(withBlackout.report.figures.lastDay).toBe("2027-04-18");
    expect(withBlackout.report.holds).toBe(true);
  });
});

describe("generateSchedule with odd and uneven groups", () => {
  it.each([
    ["7 + 7, rivals twice", teams(7, 7), "conference", 2],
    ["9 + 7, rivals once", teams(9, 7), "conference", 1],
    ["8 + 9, rivals twice", teams(8, 9), "conference", 2],
    ["11-team league, 3 times", teams(6, 5), "league", 3],
  ] as const)(
    "%s: one bye a round in an odd group, and every promise kept",
    (_name, list, kind, times) => {
      const result = generated({
        ...demoLike,
        teams: [...list],
        format: { kind, times },
        lastDay: "2027-12-31",
        weekdays: [6, 0, 3],
        slots: [...DEMO_SLOTS, { time: "10:30", location: "b&gc" }],
      });
      expect(result.report.facts.filter((f) => !f.holds)).toEqual([]);
      const labels = result.report.facts.map((f) => f.label);
      expect(labels.some((l) => l.includes("gives exactly one team a bye"))).toBe(true);
      expect(labels).toContain("No team has byes in two rounds in a row.");
      for (const round of result.byes) {
        const playing = new Set(
          result.games
            .filter((g) => g.round === round.round)
            .flatMap((g) => [g.homeTeamId, g.awayTeamId]),
        );
        for (const id of round.teamIds) expect(playing.has(id)).toBe(false);
      }
    },
  );

  it("spreads a smaller conference's rounds over the larger one's, which rest now and then", () => {
    const result = generated({
      ...demoLike,
      teams: teams(6, 9),
      lastDay: "2027-12-31",
    });
    // 9 teams: 9 rounds a cycle; 6 teams: 5, spread over those 9.
    expect(result.report.figures.rounds).toBe(18);
    const resting = result.byes.filter((b) => b.restingConferences.includes("east"));
    expect(resting).toHaveLength(8);
    expect(result.byes.some((b) => b.restingConferences.includes("west"))).toBe(false);
    expect(result.report.figures.closestRematch?.rounds).toBe(9);
  });
});

describe("generateSchedule refusals", () => {
  it.each([
    [
      "too few slots",
      { lastDay: "2027-03-01" },
      "112 games need 112 slots; the dates and template give 64 (16 game days × 4 slots).",
    ],
    [
      // 24 days × 5 slots hold 112 games, but a round of 8 needs 2 days of 5 slots.
      "enough slots but rounds can't share days",
      { lastDay: "2027-03-28", slots: [...DEMO_SLOTS, { time: "10:30", location: "b&gc" }] },
      "14 rounds need 28 game days (2 days each for 8 games at 5 slots a day); the dates give 24.",
    ],
    [
      "4 teams once, one early slot a round: no choice spreads it",
      {
        teams: teams(2, 2),
        format: { kind: "league", times: 1 },
        slots: DEMO_SLOTS.slice(0, 2),
      },
      "The 8:00 AM slots hold 3 games, and no choice of them among these rounds keeps every team's count within 1 of the others (every choice was tried).",
    ],
    [
      "one time only, conferences of different sizes",
      {
        teams: teams(5, 3),
        slots: [
          { time: "08:00", location: "sbca" },
          { time: "08:00", location: "b&gc" },
        ],
      },
      "Every slot is at 8:00 AM, so every game is played then, and the East's teams play 8 games while the West's play 4: more than 1 apart.",
    ],
    [
      "a small conference can't keep up at the earliest time",
      { teams: teams(3, 11), format: { kind: "conference", times: 1 }, lastDay: "2027-12-31" },
      "The 8:00 AM slots hold 22 games, 3 or more for every team to be within 1 of the others, but e1 (East) plays only 2 games.",
    ],
    [
      "odd conferences whose earliest total would be odd",
      {
        teams: teams(7, 7),
        format: { kind: "conference", times: 3 },
        slots: [
          ...DEMO_SLOTS,
          { time: "10:30", location: "b&gc" },
          { time: "11:45", location: "sbca" },
        ],
        lastDay: "2027-12-31",
      },
      "The 8:00 AM slots hold 21 games, 3 a team for everyone to be within 1 of the others, but then the East's 7 teams would fill 21 places there, an odd number, while each game takes two East teams.",
    ],
    [
      // Rivals twice: the East's 5 teams take 5 rounds a cycle (a phantom team), 2 games
      // each, and the West's one game falls in 2 of the 10 rounds. At 3 slots of one gym a
      // day every round is one day with 1 game at 8:00: 10 games, 20 places for 7 teams,
      // so 2 each (q) and 6 teams at 3. The West's 2 teams play only each other, twice, so
      // they can't pass 2: the East's 5 teams would have to fill 16 places, at most 3 each.
      // Counting proves it, whatever the seed: no search is needed to refuse.
      "too few teams able to play more than q games at the earliest time",
      {
        teams: teams(5, 2),
        slots: DEMO_SLOTS.slice(0, 3),
      },
      "The 8:00 AM slots hold 10 games: 6 teams must play 3 there and the rest 2 for everyone to be within 1, which the conferences can't split (only a team with more than 2 games can reach 3, and a conference's total there must be even, each game taking two of its teams).",
    ],
    [
      "a bad input: its first problem",
      { slots: [] },
      "Add at least one slot, a time and a location, to the game day.",
    ],
  ] as [string, Partial<ScheduleInput>, string][])("%s", (_name, change, reason) => {
    const result = generateSchedule({ ...demoLike, ...change });
    expect(result).toEqual({ ok: false, reason });
  });

  it("refuses by counting, not by searching, when too few teams can play more than q games there", () => {
    // A limit no seed changes: the refusal must not send the admin to Reshuffle. Rivals
    // once: the East's 10 teams play 9 rounds of 5 games, the West's 5 teams 5 rounds of 2
    // spread over them. At 4 slots a day, 2 of them at 8:00, a round of 7 games takes 2
    // days (4 + 3 games) and one of 5 games 2 days (3 + 2): 4 games at 8:00 a round, 36 in
    // all, 72 places for 15 teams, so 4 each (q) and 12 teams at 5. A West team plays only
    // 4 games, so only the 10 East teams could reach 5: fewer than 12. (A search over these
    // rounds runs out of budget before it can tell.)
    const input: ScheduleInput = {
      ...demoLike,
      teams: teams(10, 5),
      format: { kind: "conference", times: 1 },
      slots: [
        { time: "08:00", location: "sbca" },
        { time: "08:00", location: "b&gc" },
        { time: "09:15", location: "sbca" },
        { time: "09:15", location: "b&gc" },
      ],
    };
    for (const seed of [1, 42]) {
      expect(generateSchedule({ ...input, seed })).toEqual({
        ok: false,
        reason:
          "The 8:00 AM slots hold 36 games: 12 teams must play 5 there and the rest 4 for everyone to be within 1, which the conferences can't split (only a team with more than 4 games can reach 5, and a conference's total there must be even, each game taking two of its teams).",
      });
    }
  });

  it("counts 'rounds need game days' only when the slots would be enough", () => {
    // 36 game days × 4 slots = 144 ≥ 112 games, but 14 rounds × 2 days = 28 … fits:
    // with 27 game days (108 slots) the games don't fit: that is the reason given.
    const result = generateSchedule({ ...demoLike, lastDay: "2027-04-10" });
    expect(result).toEqual({
      ok: false,
      reason: "112 games need 112 slots; the dates and template give 108 (27 game days × 4 slots).",
    });
  });
});

describe("validateScheduleInput", () => {
  const today = "2027-01-01";
  it("accepts the demo-like input", () => {
    expect(validateScheduleInput(demoLike, today)).toEqual([]);
  });

  it.each([
    [
      "first day in the past",
      { firstDay: "2026-12-31" },
      "firstDay",
      "The first game day, Dec 31, 2026, is in the past.",
    ],
    [
      "first day not a date",
      { firstDay: "2027-02-30" },
      "firstDay",
      "The first game day must be a real date from 2000 to 2100.",
    ],
    [
      "first day in year 9999",
      { firstDay: "9999-01-01", lastDay: "9999-06-01" },
      "firstDay",
      "The first game day must be a real date from 2000 to 2100.",
    ],
    [
      "first day not written YYYY-MM-DD",
      { firstDay: "1/9/2027" },
      "firstDay",
      "The first game day must be a date written YYYY-MM-DD.",
    ],
    [
      "last day past 2100",
      { lastDay: "2101-01-01" },
      "lastDay",
      "The last game day must be a real date from 2000 to 2100.",
    ],
    [
      "last day before first",
      { lastDay: "2027-01-08" },
      "lastDay",
      "The last game day, Jan 8, 2027, is before the first, Jan 9, 2027.",
    ],
    ["no weekdays", { weekdays: [] }, "weekdays", "Choose at least one day of the week for games."],
    [
      "a weekday out of range",
      { weekdays: [7] },
      "weekdays",
      "Days of the week run from 0 (Sunday) to 6 (Saturday).",
    ],
    [
      "no weekday in the range",
      { lastDay: "2027-01-09", weekdays: [1] },
      "weekdays",
      "No Monday falls between Jan 9, 2027 and Jan 9, 2027.",
    ],
    [
      "empty template",
      { slots: [] },
      "slots",
      "Add at least one slot, a time and a location, to the game day.",
    ],
    [
      "duplicate slot",
      { slots: [...DEMO_SLOTS, { time: "09:15", location: "b&gc" }] },
      "slots",
      "The 9:15 AM slot at Boys & Girls Club is listed twice.",
    ],
    [
      "time not HH:MM",
      { slots: [{ time: "8:00", location: "sbca" }] },
      "slots",
      "“8:00” is not a time written HH:MM, like 08:00 or 18:30.",
    ],
    [
      "time past 23:59",
      { slots: [{ time: "24:00", location: "sbca" }] },
      "slots",
      "“24:00” is not a time written HH:MM, like 08:00 or 18:30.",
    ],
    [
      "no location",
      { slots: [{ time: "08:00", location: " " }] },
      "slots",
      "Every slot needs a location.",
    ],
    [
      "a gym that is not one of the league's (free text)",
      { slots: [{ time: "08:00", location: "Gym A\r\nLOCATION:evil\r\nBEGIN:VALARM" }] },
      "slots",
      "Choose one of the league's locations.",
    ],
    [
      "a gym named like an object's own property",
      { slots: [{ time: "08:00", location: "constructor" }] },
      "slots",
      "Choose one of the league's locations.",
    ],
    [
      "blackouts cover every game day",
      { lastDay: "2027-01-10", blackouts: ["2027-01-09", "2027-01-10"] },
      "blackouts",
      "The blackout dates cover all 2 game days between Jan 9, 2027 and Jan 10, 2027.",
    ],
    [
      "a blackout not a date",
      { blackouts: ["soon"] },
      "blackouts",
      "The blackout “soon” must be a date written YYYY-MM-DD.",
    ],
    [
      "a blackout in year 9999",
      { blackouts: ["9999-12-31"] },
      "blackouts",
      "The blackout “9999-12-31” must be a real date from 2000 to 2100.",
    ],
    [
      "k = 0",
      { format: { kind: "conference", times: 0 } },
      "format",
      "Teams can meet 1 to 4 times, not 0.",
    ],
    [
      "k = 5",
      { format: { kind: "league", times: 5 } },
      "format",
      "Teams can meet 1 to 4 times, not 5.",
    ],
    [
      "k not whole",
      { format: { kind: "league", times: 1.5 } },
      "format",
      "Teams can meet 1 to 4 times, not 1.5.",
    ],
    [
      "a conference of 1",
      { teams: teams(1, 8) },
      "teams",
      "The East has only 1 team; a conference needs at least 2 to play.",
    ],
    [
      "a league of 1",
      { teams: teams(1, 0), format: { kind: "league", times: 2 } },
      "teams",
      "The league needs at least 2 teams to play; it has 1.",
    ],
    [
      "a team twice",
      { teams: [...teams(2, 2), { id: "e1", conference: "west" }] },
      "teams",
      "The team e1 is listed twice.",
    ],
    ["seed not whole", { seed: 1.5 }, "seed", "The seed must be a whole number."],
    [
      "too long",
      { lastDay: "2032-06-01" },
      "lastDay",
      "A season can't run longer than five years.",
    ],
  ] as [string, Partial<ScheduleInput>, string, string][])(
    "%s",
    (_name, change, field, message) => {
      expect(validateScheduleInput({ ...demoLike, ...change }, today)).toContainEqual({
        field,
        message,
      });
    },
  );

  it("reads today on the league's clock", () => {
    // 02:00 UTC on 9 January is still 8 January in Boston.
    expect(leagueDay(new Date("2027-01-09T02:00:00Z"))).toBe("2027-01-08");
    const today = leagueDay(new Date("2027-01-10T17:00:00Z"));
    expect(validateScheduleInput(demoLike, today)).toEqual([
      { field: "firstDay", message: "The first game day, Jan 9, 2027, is in the past." },
    ]);
  });

  it("lets a first day of today through; the generator itself never reads the clock", () => {
    expect(validateScheduleInput({ ...demoLike, firstDay: "2027-01-01" }, "2027-01-01")).toEqual(
      [],
    );
    expect(
      generated({ ...demoLike, firstDay: "2020-01-04", lastDay: "2020-04-05" }).games,
    ).toHaveLength(112);
  });
});

describe("fairnessReport on a schedule edited by hand", () => {
  const base: ReportGame[] = generated(demoLike).games.map((g) => ({
    round: g.round,
    date: g.date,
    time: g.time,
    location: g.location,
    homeTeamId: g.homeTeamId,
    awayTeamId: g.awayTeamId,
  }));
  const format = demoLike.format;
  const edit = (i: number, change: Partial<ReportGame>) =>
    base.map((g, j) => (j === i ? { ...g, ...change } : g));
  const failing = (games: ReportGame[], list = demoLike.teams) =>
    fairnessReport(games, list, format)
      .facts.filter((f) => !f.holds)
      .map((f) => f.label.split(" (")[0]?.split(",")[0]);
  const first = base[0] as ReportGame;
  const sameDayOther = base.find(
    (g) =>
      g.date === first.date &&
      g.homeTeamId !== first.homeTeamId &&
      g.awayTeamId !== first.awayTeamId,
  ) as ReportGame;

  it.each([
    [
      "a game's home and away swapped",
      () => edit(0, { homeTeamId: first.awayTeamId, awayTeamId: first.homeTeamId }),
      [
        "The two meetings of each pair swap home and away.",
        "Every team's home and away games differ by at most 1.",
      ],
    ],
    [
      "a game moved into a taken slot",
      () => edit(base.indexOf(sameDayOther), { time: first.time, location: first.location }),
      ["No slot", "Every team's count of 8:00 AM games"],
    ],
    [
      "a game dropped",
      // The first game is at 8:00: its teams fall behind there too.
      () => base.slice(1),
      ["Every two teams of a conference meet exactly twice", "Every team's count of 8:00 AM games"],
    ],
    [
      "a cross-conference game added",
      () => [...base, { ...first, homeTeamId: "e1", awayTeamId: "w1", date: "2027-05-01" }],
      ["Every two teams of a conference meet exactly twice", "No team plays twice in one round."],
    ],
    [
      "a rematch moved next to the first meeting",
      () => {
        const rematch = base.findIndex(
          (g) =>
            g !== first && g.homeTeamId === first.awayTeamId && g.awayTeamId === first.homeTeamId,
        );
        return edit(rematch, { round: 2, date: "2027-01-16", time: "07:00" });
      },
      [
        "The two meetings of each pair are at least a third of the season apart",
        "No team plays twice in one round.",
      ],
    ],
    [
      "a team given a second game the same day",
      () => [
        ...edit(0, {}),
        { ...sameDayOther, homeTeamId: first.homeTeamId, time: "12:00", round: 99 },
      ],
      [
        "Every two teams of a conference meet exactly twice",
        "The two meetings of each pair swap home and away.",
        "The two meetings of each pair are at least a third of the season apart",
        "No team plays twice on one day.",
      ],
    ],
  ])("%s", (_name, games, labels) => {
    expect(failing(games())).toEqual(labels);
  });

  it("measures the earliest time from the games, and says where the facts stand", () => {
    const report = fairnessReport(base, demoLike.teams, format);
    expect(report.holds).toBe(true);
    expect(report.facts.find((f) => f.label.startsWith("Every team's count"))?.detail).toBe(
      "3–4 per team",
    );
    expect(report.facts[2]?.detail).toBe("closest: 7 rounds apart (48 days)");
    expect(fairnessReport([], demoLike.teams, format).holds).toBe(false);
  });
});

describe("weekShape", () => {
  it.each([
    [[6, 0], 6, 1],
    [[0, 6], 6, 1],
    [[3], 3, 0],
    [[2, 4], 2, 2],
    [[6, 0, 1], 6, 2],
    [[5, 6, 0], 5, 2],
    [[0, 1, 2, 3, 4, 5, 6], 1, 6],
  ])("%j starts on %i and spans %i days", (days, start, span) => {
    expect(weekShape(days)).toEqual({ start, span });
  });
});

describe("scheduleDefaults", () => {
  const asGames = (games: readonly ScheduledGame[]) =>
    games.map((g): Pick<Game, "type" | "startsAt" | "location" | "homeTeamId" | "awayTeamId"> => ({
      type: "regular_season",
      startsAt: g.startsAt,
      location: g.location,
      homeTeamId: g.homeTeamId,
      awayTeamId: g.awayTeamId,
    }));

  it("reads season 4 of the demo league and gives a schedule shaped like it", () => {
    const demo = generateDemoLeague({ now: new Date("2026-11-22T17:00:00Z") });
    const season = demo.games.filter((g) => g.seasonId === 4) as Game[];
    const previous = {
      teams: demo.seasonTeams
        .filter((t) => t.seasonId === 4)
        .map((t) => ({ id: t.teamId, conference: t.conference as "east" | "west" })),
      games: season,
    };
    const regular = season.filter((g) => g.type === "regular_season");
    expect(regular).toHaveLength(112);
    // The demo moved one game to a Monday: Monday is not a game day for that.
    expect(regular.some((g) => leagueDateParts(g.startsAt).weekday === 1)).toBe(true);

    const defaults = scheduleDefaults(previous);
    expect(defaults).toMatchObject({
      weekdays: [6, 0],
      weeks: 14,
      slots: [
        { time: "08:00", location: "sbca" },
        { time: "09:15", location: "b&gc" },
        { time: "09:15", location: "sbca" },
        { time: "10:30", location: "sbca" },
      ],
      // Its last game is Sunday 3 January 2027: the next Saturday, and 14 weekends.
      firstDay: "2027-01-09",
      lastDay: "2027-04-11",
      // Its games cross conferences but are 14 of the 15 rounds of a league round
      // robin: conference rivals twice gives back its 112 games.
      format: { kind: "conference", times: 2 },
      blackouts: [],
    });
    expect(defaults?.formatNote).toBe(
      "Last season's 112 games were not a full round robin; every conference rival twice gives 112, the nearest.",
    );

    const next = generated(defaults as ScheduleInput);
    expect(next.games).toHaveLength(112);
    expect(next.report.figures.gamesPerTeam).toEqual({ min: 14, max: 14 });
    const weekends = perWeekend(next.games);
    expect(weekends.size).toBe(14);
    expect([...weekends.values()]).toEqual(new Array(14).fill(8));
    expect(new Set(next.games.map((g) => weekdayOf(g.date)))).toEqual(new Set([6, 0]));
    expect(next.report.holds).toBe(true);
  });

  it.each([
    ["conference rivals twice", teams(6, 6), { kind: "conference", times: 2 }],
    ["the whole league once", teams(4, 5), { kind: "league", times: 1 }],
    ["the whole league 3 times", teams(3, 3), { kind: "league", times: 3 }],
  ] as const)("gives back %s from a season played that way", (_name, list, format) => {
    const season = generated({
      ...demoLike,
      teams: [...list],
      format,
      firstDay: "2026-03-07",
      lastDay: "2026-12-31",
      weekdays: [2, 4],
    });
    const playoff = {
      type: "playoff" as const,
      startsAt: new Date("2026-12-31T15:00:00Z"), // a Thursday
      location: "sbca",
      homeTeamId: null,
      awayTeamId: null,
    };
    const defaults = scheduleDefaults({ teams: list, games: [...asGames(season.games), playoff] });
    const weeks = perWeek(season.games, 2);
    expect(defaults).toMatchObject({
      format,
      weekdays: [2, 4],
      weeks,
      firstDay: "2027-01-05", // the Tuesday after the playoffs
      lastDay: new Date((dayNo("2027-01-05") + (weeks - 1) * 7 + 2) * DAY_MS)
        .toISOString()
        .slice(0, 10),
      formatNote: `Last season played ${format.kind === "conference" ? "every conference rival" : "every team of the league"} ${format.times === 1 ? "once" : format.times === 2 ? "twice" : "3 times"}.`,
    });
    expect(generated(defaults as ScheduleInput).games).toHaveLength(season.games.length);
  });

  it("has nothing to offer without regular-season games", () => {
    expect(scheduleDefaults({ teams: teams(2, 2), games: [] })).toBeNull();
  });
});

/** Distinct weeks starting on `start` with games. */
function perWeek(games: readonly { date: string }[], start: number): number {
  return new Set(games.map((g) => Math.floor((dayNo(g.date) - ((start - 4 + 7) % 7)) / 7))).size;
}
