// The admin's playoff bracket generator: seeds from the standings, the
// 8 + 4 + 2 + 1 template wired by feeders, dates after the regular season,
// and the refusals.
import { describe, expect, it } from "vitest";
import {
  firstPlayoffSaturday,
  generatePlayoffBracket,
  playoffRefusal,
  playoffSeeds,
  usualLocation,
} from "~/domain/playoffs/generator";
import { advancePlayoffWinner, bracketRounds } from "~/domain/playoffs/rounds";
import { conferenceStandings } from "~/domain/stats/standings";
import { leagueDateParts } from "~/domain/time/league-time";
import type { Game, SeasonTeam } from "~/domain/types";
import { game, result, team } from "./fixtures";

const eastIds = ["e1", "e2", "e3", "e4", "e5", "e6", "e7", "e8"];
const westIds = ["w1", "w2", "w3", "w4", "w5", "w6", "w7", "w8"];
const teams: SeasonTeam[] = [
  ...eastIds.map((id) => team(id, { conference: "east" })),
  ...westIds.map((id) => team(id, { conference: "west" })),
];

/** A round robin per conference where the lower number always wins: e1 7-0 … e8 0-7. */
function roundRobin(ids: string[], day = "2025-06-07"): Game[] {
  const games: Game[] = [];
  ids.forEach((better, i) =>
    ids.slice(i + 1).forEach((worse) => {
      games.push(result(worse, 40, better, 50, `${day}T14:30:00Z`));
    }),
  );
  return games;
}

const regularSeason = [...roundRobin(eastIds), ...roundRobin(westIds)];

function generate(games: Game[] = regularSeason, seasonTeams: SeasonTeam[] = teams) {
  let n = 0;
  return generatePlayoffBracket({
    seasonId: 4,
    teams: seasonTeams,
    games,
    newId: () => `p${++n}`,
  });
}

function generated(games?: Game[], seasonTeams?: SeasonTeam[]): Game[] {
  const outcome = generate(games, seasonTeams);
  if (!outcome.ok) throw new Error(outcome.message);
  return outcome.games;
}

const byMatchup = (games: Game[], conference: string, matchup: string) =>
  games.find(
    (g) =>
      g.playoffRound === "first-round" &&
      g.playoffConference === conference &&
      g.matchup === matchup,
  )!;

describe("generatePlayoffBracket", () => {
  it("makes 8 + 4 + 2 + 1 games for 16 teams", () => {
    const games = generated();
    const count = (round: string) => games.filter((g) => g.playoffRound === round).length;
    expect(games).toHaveLength(15);
    expect(count("first-round")).toBe(8);
    expect(count("conference-semifinal")).toBe(4);
    expect(count("conference-final")).toBe(2);
    expect(count("final")).toBe(1);
    expect(new Set(games.map((g) => g.id)).size).toBe(15);
    expect(games.every((g) => g.type === "playoff" && g.status === "scheduled")).toBe(true);
    expect(games.every((g) => g.seasonId === 4 && g.playoffRoundOrder !== null)).toBe(true);
  });

  it("seeds 1vs8, 2vs7, 3vs6, 4vs5 per conference, the better seed at home", () => {
    const games = generated();
    for (const [conference, ids] of [
      ["east", eastIds],
      ["west", westIds],
    ] as const) {
      for (const [home, away] of [
        [1, 8],
        [2, 7],
        [3, 6],
        [4, 5],
      ] as const) {
        const g = byMatchup(games, conference, `${home}vs${away}`);
        expect(g.homeTeamId).toBe(ids[home - 1]);
        expect(g.awayTeamId).toBe(ids[away - 1]);
      }
    }
  });

  it("links the rounds by feeders: first feeder away, second home", () => {
    const games = generated();
    const byId = new Map(games.map((g) => [g.id, g]));
    const semis = games.filter(
      (g) => g.playoffRound === "conference-semifinal" && g.playoffConference === "east",
    );
    const feedersOf = (g: Game) => g.feederGameIds.map((id) => byId.get(id)?.matchup);
    expect(semis.map(feedersOf)).toEqual([
      ["4vs5", "1vs8"],
      ["3vs6", "2vs7"],
    ]);
    expect(semis.map((g) => [g.awayPlaceholder, g.homePlaceholder])).toEqual([
      ["Winner 4vs5", "Winner 1vs8"],
      ["Winner 3vs6", "Winner 2vs7"],
    ]);
    const eastFinal = games.find(
      (g) => g.playoffRound === "conference-final" && g.playoffConference === "east",
    )!;
    expect(eastFinal.feederGameIds).toEqual(semis.map((g) => g.id).reverse());
    const final = games.find((g) => g.playoffRound === "final")!;
    expect(final.playoffConference).toBeNull();
    // The final: East champion against West champion (the template's order).
    expect(final.feederGameIds.map((id) => byId.get(id)?.playoffConference)).toEqual([
      "east",
      "west",
    ]);
    expect([final.awayPlaceholder, final.homePlaceholder]).toEqual([
      "Winner East Final",
      "Winner West Final",
    ]);
    // The 1 seed's path: its first-round winner is the home team of its semifinal.
    const oneVsEight = byMatchup(games, "east", "1vs8");
    expect(advancePlayoffWinner(oneVsEight, "e1", games)).toEqual({
      gameId: semis[0]!.id,
      side: "home",
    });
    // Every non-final game feeds exactly one later game.
    for (const g of games.filter((x) => x.playoffRound !== "final")) {
      expect(games.filter((x) => x.feederGameIds.includes(g.id))).toHaveLength(1);
    }
  });

  it("shows on the bracket: four rounds, East before West", () => {
    const rounds = bracketRounds(generated());
    expect(rounds.map((r) => r.label)).toEqual([
      "First Round",
      "Conference Semifinal",
      "Conference Final",
      "Final",
    ]);
    expect(rounds[0]!.groups.map((g) => [g.label, g.games.length])).toEqual([
      ["Eastern Conference", 4],
      ["Western Conference", 4],
    ]);
  });

  it("breaks ties the way the standings do", () => {
    // e2, e5 and e6 go 1-1 and beat each other in a circle: point differential decides.
    const games = [
      result("e2", 40, "e5", 60, "2025-06-07T14:30:00Z"),
      result("e2", 50, "e6", 45, "2025-06-07T15:30:00Z"),
      result("e5", 50, "e6", 52, "2025-06-07T16:30:00Z"),
      ...roundRobin(westIds),
    ];
    const expected = conferenceStandings(teams, games)
      .find((c) => c.conference === "east")!
      .rows.map((r) => r.teamId);
    expect(expected.slice(0, 3)).toEqual(["e5", "e6", "e2"]);
    const outcome = generate(games);
    expect(outcome.ok && outcome.seeds.east).toEqual(expected);
    expect(playoffSeeds(teams, games).east.map((r) => r.teamId)).toEqual(expected);
    const g = byMatchup(generated(games), "east", "1vs8");
    expect([g.homeTeamId, g.awayTeamId]).toEqual(["e5", expected[7]]);
  });

  it("takes the top 8 of a bigger conference", () => {
    const ids = [...eastIds, "e9", "e10"];
    const big = [...ids.map((id) => team(id, { conference: "east" })), ...teams.slice(8)];
    const outcome = generate([...roundRobin(ids), ...roundRobin(westIds)], big);
    expect(outcome.ok && outcome.seeds.east).toEqual(eastIds);
  });

  it("plays one round a week after the last regular-season game, East Saturday, West Sunday", () => {
    // The last regular-season game is on Wednesday 11 June 2025.
    const games = [...regularSeason, game({ startsAt: new Date("2025-06-11T23:00:00Z") })];
    const bracket = generated(games);
    const local = (g: Game) => {
      const p = leagueDateParts(g.startsAt);
      return `${p.month}/${p.day} ${p.hour}:${String(p.minute).padStart(2, "0")}`;
    };
    const of = (round: string, conference: string | null) =>
      bracket
        .filter((g) => g.playoffRound === round && g.playoffConference === conference)
        .map(local);
    expect(of("first-round", "east")).toEqual([
      "6/14 8:00",
      "6/14 9:15",
      "6/14 10:30",
      "6/14 11:45",
    ]);
    expect(of("first-round", "west")).toEqual([
      "6/15 8:00",
      "6/15 9:15",
      "6/15 10:30",
      "6/15 11:45",
    ]);
    expect(of("conference-semifinal", "east")).toEqual(["6/21 8:00", "6/21 9:15"]);
    expect(of("conference-final", "east")).toEqual(["6/28 9:15"]);
    expect(of("conference-final", "west")).toEqual(["6/28 10:30"]);
    expect(of("final", null)).toEqual(["7/5 10:30"]);
    expect(new Set(bracket.map((g) => g.location))).toEqual(new Set(["sbca"]));
  });

  it("starts a week later when the season ends on a Saturday", () => {
    // 7 June 2025 is a Saturday.
    expect(new Date(firstPlayoffSaturday(regularSeason)).toISOString()).toBe(
      "2025-06-14T00:00:00.000Z",
    );
  });

  it("uses the season's most used location", () => {
    const games = [
      game({ location: "condon" }),
      game({ location: "condon" }),
      game({ location: "b&gc" }),
      game({ location: "sbca", type: "playoff" }),
    ];
    expect(usualLocation(games)).toBe("condon");
    expect(usualLocation([])).toBe("sbca");
  });
});

describe("refusals", () => {
  it("refuses a conference with fewer than 8 teams", () => {
    const seven = teams.filter((t) => t.id !== "w8");
    const outcome = generate(regularSeason, seven);
    expect(outcome).toEqual({
      ok: false,
      message:
        "The Western Conference has 7 teams; the bracket needs 8 in each conference (seeds 1 to 8, no byes). Add teams to the season or move teams between conferences.",
    });
  });

  it("refuses a season without regular-season games", () => {
    expect(playoffRefusal(teams, [])).toBe(
      "This season has no regular-season games yet, so there are no standings to seed the playoffs from.",
    );
  });

  it("replaces unplayed playoff games but refuses once one has a result", () => {
    const first = generated();
    expect(generate([...regularSeason, ...first]).ok).toBe(true);
    const played = first.map((g, i) =>
      i === 0
        ? {
            ...g,
            status: "completed" as const,
            homeScore: 50,
            awayScore: 40,
            winnerId: g.homeTeamId,
          }
        : g,
    );
    const outcome = generate([...regularSeason, ...played]);
    expect(outcome.ok).toBe(false);
    expect(!outcome.ok && outcome.message).toMatch(
      /^The playoffs have started: 1 playoff game has a result/,
    );
  });
});
