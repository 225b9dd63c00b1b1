// Small builders for domain tests: a valid row with only the fields a test cares about.
import type { PlacedGame } from "~/domain/schedule/changes";
import { leagueDate } from "~/domain/time/league-time";
import type { Game, GameStat, GameStatus, SeasonTeam } from "~/domain/types";

let nextId = 1;

export function game(overrides: Partial<Game> = {}): Game {
  return {
    id: `g${nextId++}`,
    seasonId: 4,
    type: "regular_season",
    status: "scheduled",
    startsAt: new Date("2025-06-01T12:00:00Z"),
    location: "sbca",
    homeTeamId: "home",
    awayTeamId: "away",
    homePlaceholder: null,
    awayPlaceholder: null,
    homeScore: null,
    awayScore: null,
    winnerId: null,
    referees: null,
    playoffRound: null,
    playoffConference: null,
    matchup: null,
    feederGameIds: [],
    playoffRoundOrder: null,
    ...overrides,
  };
}

/** A completed regular-season game; the winner is whoever scored more (home on a tie). */
export function result(
  home: string,
  homeScore: number,
  away: string,
  awayScore: number,
  startsAt: Date | string = "2025-06-01T12:00:00Z",
  overrides: Partial<Game> = {},
): Game {
  return game({
    status: "completed",
    homeTeamId: home,
    awayTeamId: away,
    homeScore,
    awayScore,
    winnerId: homeScore >= awayScore ? home : away,
    startsAt: typeof startsAt === "string" ? new Date(startsAt) : startsAt,
    ...overrides,
  });
}

export function team(id: string, overrides: Partial<SeasonTeam> = {}): SeasonTeam {
  return {
    id,
    name: id.toUpperCase(),
    abbreviation: id.slice(0, 3).toUpperCase(),
    color: "#14233f",
    conference: "east",
    seed: null,
    ...overrides,
  };
}

export function stat(overrides: Partial<GameStat> = {}): GameStat {
  return {
    gameId: "g",
    playerId: "p",
    teamId: "t",
    points: 0,
    rebounds: 0,
    assists: 0,
    blocks: 0,
    steals: 0,
    status: "played",
    ...overrides,
  };
}

/** An instant `n` days after 1 June 2025 noon UTC, for ordering games. */
export function day(n: number): Date {
  return new Date(Date.UTC(2025, 5, 1 + n, 12));
}

/** A game as the schedule-change rules read it, on a "YYYY-MM-DD" day at an "HH:MM" of the league's clock. */
export function placedGame(
  id: string,
  day: string,
  time: string,
  away: string,
  home: string,
  status: GameStatus = "scheduled",
  location = "sbca",
): PlacedGame {
  const [y, m, d] = day.split("-").map(Number) as [number, number, number];
  const [hh, mm] = time.split(":").map(Number) as [number, number];
  return {
    id,
    type: "regular_season",
    status,
    startsAt: leagueDate(y, m, d, hh, mm),
    location,
    awayTeamId: away,
    homeTeamId: home,
  };
}
