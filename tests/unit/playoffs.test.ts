import { describe, expect, it } from "vitest";
import {
  advancePlayoffWinner,
  bracketRounds,
  buildPlayoffBracket,
  PLAYOFF_LABELS,
  PLAYOFF_ROUNDS,
  roundLabel,
} from "~/domain/playoffs/rounds";
import type { Game, PlayoffRound } from "~/domain/types";
import { game } from "./fixtures";

const east = ["e1", "e2", "e3", "e4", "e5", "e6", "e7", "e8"];
const west = ["w1", "w2", "w3", "w4", "w5", "w6", "w7", "w8"];

function build(overrides: { east?: string[]; west?: string[] } = {}): Game[] {
  let n = 0;
  return buildPlayoffBracket({
    seasonId: 4,
    east: overrides.east ?? east,
    west: overrides.west ?? west,
    newId: () => `p${++n}`,
    startsAt: (round, order) =>
      new Date(Date.UTC(2025, 7, 1 + PLAYOFF_ROUNDS.indexOf(round) * 7, 12 + order)),
    location: (round) => (round === "final" ? "sbca" : "condon"),
  });
}

describe("rounds and labels", () => {
  it("orders rounds and labels them", () => {
    expect(PLAYOFF_ROUNDS).toEqual([
      "first-round",
      "conference-semifinal",
      "conference-final",
      "final",
    ]);
    expect(PLAYOFF_ROUNDS.map(roundLabel)).toEqual([
      "First Round",
      "Conference Semifinal",
      "Conference Final",
      "Final",
    ]);
    expect(PLAYOFF_LABELS).toEqual([
      "Play-In",
      "First Round",
      "Quarterfinals",
      "Conference Semifinal",
      "Semifinals",
      "Conference Final",
      "Championship",
      "Final",
    ]);
  });
});

describe("advancePlayoffWinner", () => {
  const done = game({
    id: "done",
    type: "playoff",
    status: "completed",
    homeTeamId: "a",
    awayTeamId: "b",
    winnerId: "a",
  });

  it("one feeder: the winner plays at home", () => {
    const next = game({ id: "next", type: "playoff", feederGameIds: ["done"] });
    expect(advancePlayoffWinner(done, "a", [done, next])).toEqual({ gameId: "next", side: "home" });
  });

  it.each([
    { feeders: ["done", "other"], side: "away" },
    { feeders: ["other", "done"], side: "home" },
  ])("two feeders $feeders: the first supplies away, the second home", ({ feeders, side }) => {
    const next = game({ id: "next", type: "playoff", feederGameIds: feeders });
    expect(advancePlayoffWinner(done, "a", [next, done])).toEqual({ gameId: "next", side });
  });

  it("returns null when no game is fed by this one (the final)", () => {
    const unrelated = game({ id: "x", type: "playoff", feederGameIds: ["other"] });
    expect(advancePlayoffWinner(done, "a", [done, unrelated])).toBeNull();
  });

  it("ignores regular-season games", () => {
    const odd = game({ id: "x", type: "regular_season", feederGameIds: ["done"] });
    expect(advancePlayoffWinner(done, "a", [odd])).toBeNull();
  });

  it("refuses a winner who did not play in the game", () => {
    expect(() => advancePlayoffWinner(done, "zz", [done])).toThrow(/did not play/);
  });
});

describe("buildPlayoffBracket", () => {
  const games = build();
  const byId = new Map(games.map((g) => [g.id, g]));
  const inRound = (round: PlayoffRound) => games.filter((g) => g.playoffRound === round);

  it("builds 8 + 4 + 2 + 1 scheduled playoff games", () => {
    expect(games).toHaveLength(15);
    expect(PLAYOFF_ROUNDS.map((r) => inRound(r).length)).toEqual([8, 4, 2, 1]);
    expect(new Set(games.map((g) => g.id)).size).toBe(15);
    for (const g of games) {
      expect(g).toMatchObject({
        type: "playoff",
        status: "scheduled",
        seasonId: 4,
        winnerId: null,
        homeScore: null,
      });
    }
  });

  it("pairs seeds 1vs8, 4vs5, 3vs6, 2vs7 with the better seed at home", () => {
    const first = inRound("first-round").map((g) => [
      g.playoffConference,
      g.playoffRoundOrder,
      g.matchup,
      g.homeTeamId,
      g.awayTeamId,
    ]);
    expect(first).toEqual([
      ["east", 1, "1vs8", "e1", "e8"],
      ["east", 2, "4vs5", "e4", "e5"],
      ["east", 3, "3vs6", "e3", "e6"],
      ["east", 4, "2vs7", "e2", "e7"],
      ["west", 5, "1vs8", "w1", "w8"],
      ["west", 6, "4vs5", "w4", "w5"],
      ["west", 7, "3vs6", "w3", "w6"],
      ["west", 8, "2vs7", "w2", "w7"],
    ]);
    for (const g of inRound("first-round")) {
      expect([g.homePlaceholder, g.awayPlaceholder, g.feederGameIds]).toEqual([null, null, []]);
    }
  });

  it("feeds later rounds with placeholders and no teams", () => {
    const semis = inRound("conference-semifinal");
    expect(
      semis.map((g) => [
        g.playoffConference,
        g.playoffRoundOrder,
        g.homePlaceholder,
        g.awayPlaceholder,
      ]),
    ).toEqual([
      ["east", 1, "Winner 1vs8", "Winner 4vs5"],
      ["east", 2, "Winner 2vs7", "Winner 3vs6"],
      ["west", 3, "Winner 1vs8", "Winner 4vs5"],
      ["west", 4, "Winner 2vs7", "Winner 3vs6"],
    ]);
    const finals = inRound("conference-final");
    expect(finals.map((g) => [g.playoffConference, g.homePlaceholder, g.awayPlaceholder])).toEqual([
      ["east", "Winner East Semifinal 1", "Winner East Semifinal 2"],
      ["west", "Winner West Semifinal 1", "Winner West Semifinal 2"],
    ]);
    const [final] = inRound("final");
    expect(final).toMatchObject({
      playoffConference: null,
      playoffRoundOrder: 1,
      homePlaceholder: "Winner West Final",
      awayPlaceholder: "Winner East Final",
      location: "sbca",
    });
    for (const g of games.filter((g) => g.playoffRound !== "first-round")) {
      expect([g.homeTeamId, g.awayTeamId, g.feederGameIds.length]).toEqual([null, null, 2]);
    }
  });

  it("feeds the final with [East final, West final]", () => {
    const [final] = inRound("final");
    expect(final!.feederGameIds.map((id) => byId.get(id)?.playoffConference)).toEqual([
      "east",
      "west",
    ]);
  });

  it("sends every winner to the side its placeholder names", () => {
    // Play the whole bracket: the better seed (home side) always wins.
    let state = games.map((g) => ({ ...g }));
    const find = (id: string) => state.find((g) => g.id === id)!;
    for (const round of PLAYOFF_ROUNDS) {
      for (const g of state.filter((x) => x.playoffRound === round)) {
        const winner = g.homeTeamId!;
        const done = { ...g, status: "completed" as const, winnerId: winner };
        const target = advancePlayoffWinner(done, winner, state);
        if (round === "final") {
          expect(target).toBeNull();
          expect(winner).toBe("w1");
          continue;
        }
        expect(target).not.toBeNull();
        const next = find(target!.gameId);
        const placeholder = target!.side === "home" ? next.homePlaceholder : next.awayPlaceholder;
        if (round === "first-round") expect(placeholder).toBe(`Winner ${g.matchup}`);
        state = state.map((x) =>
          x.id === next.id
            ? { ...x, [target!.side === "home" ? "homeTeamId" : "awayTeamId"]: winner }
            : x,
        );
      }
    }
    const semis = state.filter((g) => g.playoffRound === "conference-semifinal");
    expect(semis.map((g) => [g.homeTeamId, g.awayTeamId])).toEqual([
      ["e1", "e4"],
      ["e2", "e3"],
      ["w1", "w4"],
      ["w2", "w3"],
    ]);
    const confFinals = state.filter((g) => g.playoffRound === "conference-final");
    expect(confFinals.map((g) => [g.homeTeamId, g.awayTeamId])).toEqual([
      ["e1", "e2"],
      ["w1", "w2"],
    ]);
    const final = state.find((g) => g.playoffRound === "final")!;
    expect([final.homeTeamId, final.awayTeamId]).toEqual(["w1", "e1"]);
  });

  it.each([
    {
      name: "7 East teams",
      input: { east: east.slice(0, 7) },
      message: /East needs 8 different teams/,
    },
    {
      name: "a repeated West team",
      input: { west: [...west.slice(0, 7), "w1"] },
      message: /West needs 8 different teams/,
    },
    {
      name: "a team in both",
      input: { west: [...west.slice(0, 7), "e1"] },
      message: /both conferences/,
    },
  ])("rejects $name", ({ input, message }) => {
    expect(() => build(input)).toThrow(message);
  });
});

describe("bracketRounds", () => {
  it("groups by round, then East before West, the final last under 'Final'", () => {
    const games = [...build(), game({ id: "regular" })].reverse();
    const rounds = bracketRounds(games);
    expect(rounds.map((r) => [r.round, r.label, r.groups.map((g) => g.label)])).toEqual([
      ["first-round", "First Round", ["Eastern Conference", "Western Conference"]],
      [
        "conference-semifinal",
        "Conference Semifinal",
        ["Eastern Conference", "Western Conference"],
      ],
      ["conference-final", "Conference Final", ["Eastern Conference", "Western Conference"]],
      ["final", "Final", ["Final"]],
    ]);
    expect(rounds[0]?.groups[0]?.games.map((g) => g.matchup)).toEqual([
      "1vs8",
      "4vs5",
      "3vs6",
      "2vs7",
    ]);
    expect(rounds[3]?.groups[0]?.conference).toBeNull();
  });

  it("leaves out rounds without games and orders by round order, then time", () => {
    const games = [
      game({
        id: "late",
        type: "playoff",
        playoffRound: "final",
        playoffRoundOrder: 1,
        startsAt: new Date(2000),
      }),
      game({
        id: "early",
        type: "playoff",
        playoffRound: "final",
        playoffRoundOrder: 1,
        startsAt: new Date(1000),
      }),
      game({
        id: "w2",
        type: "playoff",
        playoffRound: "first-round",
        playoffConference: "west",
        playoffRoundOrder: 2,
      }),
      game({
        id: "w1",
        type: "playoff",
        playoffRound: "first-round",
        playoffConference: "west",
        playoffRoundOrder: 1,
      }),
    ];
    const rounds = bracketRounds(games);
    expect(rounds.map((r) => r.round)).toEqual(["first-round", "final"]);
    expect(rounds[0]?.groups.map((g) => [g.label, g.games.map((x) => x.id)])).toEqual([
      ["Western Conference", ["w1", "w2"]],
    ]);
    expect(rounds[1]?.groups[0]?.games.map((x) => x.id)).toEqual(["early", "late"]);
    expect(bracketRounds([])).toEqual([]);
  });
});
