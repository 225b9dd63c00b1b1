import { describe, expect, it } from "vitest";
import {
  computeStandings,
  conferenceStandings,
  formatRecord,
  formatWinPct,
  STANDINGS_TIEBREAK_ORDER,
  teamRecord,
} from "~/domain/stats/standings";
import type { Game, SeasonTeam } from "~/domain/types";
import { day, game, result, team } from "./fixtures";

/** Team ids in standings order. */
function order(teams: SeasonTeam[], games: Game[]): string[] {
  return computeStandings(teams, games).map((r) => r.teamId);
}

/** Teams whose names sort the opposite way to their ids, so name never decides by accident. */
const named = (...ids: string[]) =>
  ids.map((id, i) => team(id, { name: `${String.fromCharCode(90 - i)} team` }));

describe("computeStandings order", () => {
  it("1. win percentage, highest first", () => {
    const teams = named("c", "b", "a");
    const games = [
      result("a", 50, "b", 40, day(1)),
      result("a", 50, "c", 40, day(2)),
      result("b", 50, "c", 40, day(3)),
    ];
    expect(order(teams, games)).toEqual(["a", "b", "c"]);
  });

  it("2. fewer losses on equal win percentage", () => {
    // a 0-0 and b 0-1 are both .000; a has fewer losses.
    const teams = [team("b", { name: "Alpha" }), team("a", { name: "Zulu" }), team("w")];
    const games = [result("w", 60, "b", 40, day(1))];
    expect(order(teams, games)).toEqual(["w", "a", "b"]);

    // a 2-1 and b 4-2 are both .667; a has fewer losses.
    const more = named("a", "b", "x", "y");
    const games2 = [
      result("a", 50, "x", 40, day(1)),
      result("a", 50, "x", 40, day(2)),
      result("y", 50, "a", 40, day(3)),
      ...[4, 5, 6, 7].map((d) => result("b", 90, "y", 40, day(d))),
      result("x", 50, "b", 40, day(8)),
      result("x", 50, "b", 40, day(9)),
    ];
    const ids = order(more, games2);
    expect(ids.indexOf("a")).toBeLessThan(ids.indexOf("b"));
  });

  it("3. more games played on equal percentage and losses", () => {
    // a 3-0 and b 1-0: both 1.000 with no losses; b has the better name and differential.
    const teams = [team("b", { name: "Alpha" }), team("a", { name: "Zulu" }), team("x"), team("y")];
    const games = [
      result("a", 41, "x", 40, day(1)),
      result("a", 41, "x", 40, day(2)),
      result("a", 41, "y", 40, day(3)),
      result("b", 99, "y", 40, day(4)),
    ];
    expect(order(teams, games).slice(0, 2)).toEqual(["a", "b"]);
  });

  it("4a. head-to-head decides a two-team tie, ahead of point differential and name", () => {
    const teams = [team("a", { name: "Zulu" }), team("b", { name: "Alpha" }), team("c"), team("d")];
    const games = [
      result("a", 50, "b", 49, day(1)), // a beats b by one
      result("a", 51, "c", 50, day(2)),
      result("d", 41, "a", 40, day(3)),
      result("b", 90, "c", 40, day(4)),
      result("b", 90, "d", 40, day(5)),
    ];
    const rows = computeStandings(teams, games);
    const a = rows.find((r) => r.teamId === "a")!;
    const b = rows.find((r) => r.teamId === "b")!;
    expect([a.wins, a.losses, b.wins, b.losses]).toEqual([2, 1, 2, 1]);
    expect(b.pointDiff).toBeGreaterThan(a.pointDiff);
    expect(rows.slice(0, 2).map((r) => r.teamId)).toEqual(["a", "b"]);
  });

  it("4b. head-to-head over the whole three-team group", () => {
    // a, b, c all 2-2. Among themselves: a 2-0, b 1-1, c 0-2.
    // Point differential and names favour c, then b, then a.
    const teams = [
      team("a", { name: "Zulu" }),
      team("b", { name: "Yankee" }),
      team("c", { name: "Alpha" }),
      team("d"),
      team("e"),
    ];
    const games = [
      result("a", 41, "b", 40, day(1)),
      result("a", 41, "c", 40, day(2)),
      result("b", 41, "c", 40, day(3)),
      result("d", 80, "a", 40, day(4)),
      result("e", 80, "a", 40, day(5)),
      result("b", 60, "d", 40, day(6)),
      result("e", 41, "b", 40, day(7)),
      result("c", 99, "d", 40, day(8)),
      result("c", 99, "e", 40, day(9)),
    ];
    const rows = computeStandings(teams, games);
    expect(rows.map((r) => `${r.teamId} ${r.wins}-${r.losses}`)).toEqual([
      "e 2-1",
      "a 2-2",
      "b 2-2",
      "c 2-2",
      "d 1-2",
    ]);
  });

  it("4c. a circular three-team tie falls through to point differential", () => {
    // a beats b, b beats c, c beats a: each 1-1 in the group.
    const teams = named("a", "b", "c");
    const games = [
      result("a", 45, "b", 40, day(1)), // a +5
      result("b", 60, "c", 40, day(2)), // b +20
      result("c", 50, "a", 40, day(3)), // c +10
    ];
    const rows = computeStandings(teams, games);
    expect(rows.map((r) => [r.teamId, r.pointDiff])).toEqual([
      ["b", 15],
      ["a", -5],
      ["c", -10],
    ]);
  });

  it("4d. a tied team that never met the others sits between the group's winner and loser", () => {
    // a, b and c are all 1-1. Among them only a-b was played (a won): a 1.000,
    // b .000, and c, who met neither, counts as .500. Games against x, y and z
    // are outside the group and do not count in head-to-head.
    const teams = named("a", "b", "c", "x", "y", "z");
    const games = [
      result("a", 50, "b", 40, day(1)), // a +10, b -10
      result("x", 60, "a", 40, day(2)), // a -20
      result("b", 70, "y", 40, day(3)), // b +30
      result("c", 41, "z", 40, day(4)), // c +1
      result("x", 60, "c", 40, day(5)), // c -20
    ];
    const tied = order(teams, games).filter((id) => ["a", "b", "c"].includes(id));
    // By point differential alone it would be b (+20), a (-10), c (-19).
    expect(tied).toEqual(["a", "c", "b"]);
  });

  it("5. point differential when head-to-head does not separate", () => {
    // a and b are 1-0 and never met.
    const teams = [team("a", { name: "Alpha" }), team("b", { name: "Zulu" }), team("x"), team("y")];
    const games = [result("a", 50, "x", 40, day(1)), result("b", 60, "y", 40, day(2))];
    expect(order(teams, games).slice(0, 2)).toEqual(["b", "a"]);
  });

  it("6. name as the last resort", () => {
    const teams = [team("z", { name: "Zulu" }), team("a", { name: "Alpha" })];
    expect(order(teams, [])).toEqual(["a", "z"]);
  });

  it("forfeits count as results, also in head-to-head", () => {
    // b beat a by forfeit (no scores); otherwise a would lead on differential.
    const teams = [team("a", { name: "Alpha" }), team("b", { name: "Zulu" }), team("c"), team("d")];
    const forfeit = game({
      status: "completed",
      homeTeamId: "a",
      awayTeamId: "b",
      winnerId: "b",
      startsAt: day(1),
    });
    const games = [forfeit, result("a", 90, "c", 40, day(2)), result("d", 41, "b", 40, day(3))];
    const rows = computeStandings(teams, games);
    const a = rows.find((r) => r.teamId === "a")!;
    expect([a.wins, a.losses, a.pointsFor, a.pointsAgainst]).toEqual([1, 1, 90, 40]);
    // d is 1-0; a and b are 1-1 and b won the forfeit between them.
    expect(rows.map((r) => r.teamId)).toEqual(["d", "b", "a", "c"]);
  });
});

describe("computeStandings rows", () => {
  it("counts only completed regular-season games with a winner", () => {
    const teams = [team("a"), team("b")];
    const games = [
      result("a", 50, "b", 40, day(1)),
      result("a", 50, "b", 40, day(2), { type: "playoff" }),
      game({ status: "scheduled", homeTeamId: "a", awayTeamId: "b", startsAt: day(3) }),
      game({ status: "postponed", homeTeamId: "a", awayTeamId: "b", startsAt: day(4) }),
      game({
        status: "completed",
        homeTeamId: "a",
        awayTeamId: "b",
        homeScore: 1,
        awayScore: 2,
        winnerId: null,
      }),
    ];
    const [a, b] = computeStandings(teams, games);
    expect(a).toMatchObject({
      teamId: "a",
      place: 1,
      wins: 1,
      losses: 0,
      gamesPlayed: 1,
      winPct: 1,
      pointsFor: 50,
      pointsAgainst: 40,
      pointDiff: 10,
      streak: "1W",
    });
    expect(b).toMatchObject({
      teamId: "b",
      place: 2,
      wins: 0,
      losses: 1,
      streak: "1L",
      pointDiff: -10,
    });
  });

  it("lists every team, with zeros and an empty streak when it has no games", () => {
    const rows = computeStandings([team("a", { conference: "west", seed: 3 })], []);
    expect(rows).toEqual([
      {
        teamId: "a",
        name: "A",
        abbreviation: "A",
        color: "#14233f",
        conference: "west",
        seed: 3,
        place: 1,
        wins: 0,
        losses: 0,
        gamesPlayed: 0,
        winPct: 0,
        pointsFor: 0,
        pointsAgainst: 0,
        pointDiff: 0,
        streak: "",
      },
    ]);
  });

  it.each([
    { results: ["W"], streak: "1W" },
    { results: ["W", "W", "W"], streak: "3W" },
    { results: ["W", "L", "L"], streak: "2L" },
    { results: ["L", "L", "W", "W", "W"], streak: "3W" },
  ])("streak of $results (oldest first) is $streak", ({ results, streak }) => {
    // Pass games newest first to prove the streak follows startsAt, not input order.
    const games = results
      .map((r, i) =>
        r === "W" ? result("a", 50, "b", 40, day(i)) : result("a", 40, "b", 50, day(i)),
      )
      .reverse();
    const row = computeStandings([team("a"), team("b")], games).find((r) => r.teamId === "a");
    expect(row?.streak).toBe(streak);
  });

  it("counts a forfeit in the streak like any result, won or lost", () => {
    // A forfeit is a completed game with a winner (the 20-0 the league records);
    // its stat lines say 'forfeit', which the standings never need to read.
    const forfeitWon = result("a", 20, "b", 0, day(2));
    const forfeitLost = result("b", 20, "a", 0, day(2));
    const streakOfA = (games: Game[]) =>
      computeStandings([team("a"), team("b")], games).find((r) => r.teamId === "a")?.streak;
    const twoWins = [result("a", 50, "b", 40, day(0)), result("a", 50, "b", 40, day(1))];
    expect(streakOfA([...twoWins, forfeitWon])).toBe("3W");
    expect(streakOfA([...twoWins, forfeitLost])).toBe("1L");
    expect(streakOfA([forfeitLost, result("a", 40, "b", 50, day(3))])).toBe("2L");
  });
});

describe("formatWinPct", () => {
  it.each([
    [2 / 3, ".667"],
    [0, ".000"],
    [1, "1.000"],
    [0.5, ".500"],
    [1 / 3, ".333"],
    [0.0625, ".063"],
  ])("%s → %s", (pct, text) => {
    expect(formatWinPct(pct)).toBe(text);
  });
});

describe("teamRecord and formatRecord", () => {
  it("counts completed games with a winner that involve the team", () => {
    const games = [
      result("a", 50, "b", 40),
      result("c", 50, "a", 40),
      result("a", 50, "c", 40, day(2), { type: "playoff" }),
      result("b", 50, "c", 40),
      game({ status: "scheduled", homeTeamId: "a" }),
      game({ status: "completed", homeTeamId: "a", winnerId: null }),
    ];
    const record = teamRecord("a", games);
    expect(record).toEqual({ wins: 2, losses: 1 });
    expect(formatRecord(record)).toBe("2-1");
    expect(formatRecord({ wins: 7, losses: 3 })).toBe("7-3");
    expect(teamRecord("zz", games)).toEqual({ wins: 0, losses: 0 });
  });
});

describe("conferenceStandings", () => {
  it("lists West then East and renumbers places", () => {
    const teams = [
      team("e1", { conference: "east" }),
      team("w1", { conference: "west" }),
      team("e2", { conference: "east" }),
      team("w2", { conference: "west" }),
    ];
    const games = [
      result("e1", 50, "w1", 40, day(1)),
      result("e1", 50, "w2", 40, day(2)),
      result("w1", 50, "e2", 40, day(3)),
      result("e2", 50, "w2", 40, day(4)),
    ];
    const byConference = conferenceStandings(teams, games);
    expect(byConference.map((c) => c.label)).toEqual(["Western Conference", "Eastern Conference"]);
    expect(byConference.map((c) => c.conference)).toEqual(["west", "east"]);
    expect(byConference[0]?.rows.map((r) => [r.teamId, r.place])).toEqual([
      ["w1", 1],
      ["w2", 2],
    ]);
    expect(byConference[1]?.rows.map((r) => [r.teamId, r.place])).toEqual([
      ["e1", 1],
      ["e2", 2],
    ]);
  });
});

describe("conferenceStandings re-breaks ties among the conference's own teams", () => {
  it("puts the head-to-head winner first even when the league order differs", () => {
    // e1, e2 and w1 all go 1-1 and beat each other in a circle. League-wide the
    // three-way head-to-head is level, so point differential orders them e2, w1, e1;
    // in the East only e1 and e2 are tied, and e1 beat e2.
    const teams = [
      team("e1", { conference: "east" }),
      team("e2", { conference: "east" }),
      team("w1", { conference: "west" }),
    ];
    const games = [
      result("e1", 50, "e2", 48, day(1)),
      result("w1", 60, "e1", 40, day(2)),
      result("e2", 70, "w1", 40, day(3)),
    ];
    expect(computeStandings(teams, games).map((r) => r.teamId)).toEqual(["e2", "w1", "e1"]);
    const east = conferenceStandings(teams, games).find((c) => c.conference === "east")!;
    expect(east.rows.map((r) => [r.teamId, r.place])).toEqual([
      ["e1", 1],
      ["e2", 2],
    ]);
  });
});

describe("STANDINGS_TIEBREAK_ORDER", () => {
  it("names every step in order", () => {
    const text = STANDINGS_TIEBREAK_ORDER.join(" ");
    const steps = [
      "win percentage",
      "fewer losses",
      "more games",
      "against each other",
      "point differential",
    ];
    const positions = steps.map((s) => text.indexOf(s));
    expect(positions.every((p) => p >= 0)).toBe(true);
    expect([...positions].sort((x, y) => x - y)).toEqual(positions);
  });
});
