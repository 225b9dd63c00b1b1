// The league's vocabulary, shared by every rule in app/domain.
// These shapes mirror the database rows (app/db/schema.ts) so query results
// can be handed to the rules as they are.

export type GameType = "regular_season" | "playoff";
export type GameStatus = "scheduled" | "live" | "completed" | "postponed";
export type StatStatus = "played" | "dnp" | "forfeit" | "no-stats";
export type Conference = "east" | "west";
export type PlayoffRound = "first-round" | "conference-semifinal" | "conference-final" | "final";
export type StatKey = "points" | "rebounds" | "assists" | "blocks" | "steals";

export interface Game {
  id: string;
  seasonId: number;
  type: GameType;
  status: GameStatus;
  startsAt: Date;
  location: string;
  homeTeamId: string | null;
  awayTeamId: string | null;
  homePlaceholder: string | null;
  awayPlaceholder: string | null;
  homeScore: number | null;
  awayScore: number | null;
  winnerId: string | null;
  referees: string | null;
  playoffRound: PlayoffRound | null;
  playoffConference: Conference | null;
  matchup: string | null;
  /** Ordered feeder games: the winners of these games play in this one. */
  feederGameIds: string[];
  playoffRoundOrder: number | null;
  /** Saved as "the stat sheet is incomplete": the players' points need not make the score. */
  statsIncomplete?: boolean;
}

export interface GameStat {
  gameId: string;
  playerId: string;
  teamId: string;
  points: number;
  rebounds: number;
  assists: number;
  blocks: number;
  steals: number;
  status: StatStatus;
}

export interface TeamRef {
  id: string;
  name: string;
  abbreviation: string;
  /** The team's colour, '#rrggbb' (app/domain/teams/colors.ts). */
  color: string;
}

export interface SeasonTeam extends TeamRef {
  conference: Conference;
  seed: number | null;
}

export interface PlayerRef {
  id: string;
  firstName: string;
  lastName: string;
}
