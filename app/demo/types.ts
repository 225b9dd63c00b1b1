// Shapes shared by the demo generator's modules.
import type * as schema from "../db/schema";

type Insert<T extends { $inferInsert: unknown }> = T["$inferInsert"];

export type SeasonRow = Insert<typeof schema.seasons>;
export type TeamRow = Insert<typeof schema.teams>;
export type PlayerRow = Insert<typeof schema.players>;
export type SeasonTeamRow = Insert<typeof schema.seasonTeams>;
export type SeasonRosterRow = Insert<typeof schema.seasonRosters>;
export type GameRow = Insert<typeof schema.games>;
export type GameStatRow = Insert<typeof schema.gameStats>;
export type SignupRow = Insert<typeof schema.signups>;
export type DraftRow = Insert<typeof schema.drafts>;
export type DraftPickRow = Insert<typeof schema.draftPicks>;
export type CommentRow = Insert<typeof schema.comments>;
export type PrayerIntentionRow = Insert<typeof schema.prayerIntentions>;
export type AvailabilityRow = Insert<typeof schema.availability>;
export type LiveEventRow = Insert<typeof schema.liveEvents>;

/** One array of insertable rows per table, in foreign-key order. */
export interface DemoLeague {
  seasons: SeasonRow[];
  teams: TeamRow[];
  players: PlayerRow[];
  seasonTeams: SeasonTeamRow[];
  seasonRosters: SeasonRosterRow[];
  games: GameRow[];
  gameStats: GameStatRow[];
  signups: SignupRow[];
  drafts: DraftRow[];
  draftPicks: DraftPickRow[];
  comments: CommentRow[];
  prayerIntentions: PrayerIntentionRow[];
  availability: AvailabilityRow[];
  /** The recent finals' live taps, oldest first (app/demo/live-taps.ts). */
  liveEvents: LiveEventRow[];
}

/** A demo player with the hidden tendencies that drive his box scores. */
export interface Profile {
  row: PlayerRow & { id: string; jerseyNumber: number | null };
  /** The season he first signed up for (1-4). */
  firstSeason: number;
  /** Scoring weight, about 0.4 (rarely shoots) to 2.5 (go-to scorer). */
  scoring: number;
  /** Expected rebounds and assists in a typical game. */
  rebounds: number;
  assists: number;
  /** Expected blocks and steals when they are recorded. */
  blocks: number;
  steals: number;
  /** Chance of sitting out a game. */
  dnpRate: number;
}

/** Team id → player ids of one season. */
export type Rosters = Map<string, string[]>;

export interface SeasonSide {
  seasonId: number;
  rosters: Rosters;
  /** Team id → captain's player id. */
  captains: Map<string, string>;
}
