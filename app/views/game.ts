// What /games/{id} renders, by the game's state
// (docs/league-rules.md#game-states): every name and number already formatted.
import type { BoxScoreLine, BoxScoreTotals } from "~/domain/games/box-score";
import type { GameDisplay } from "~/domain/games/state";
import type { ShareImage } from "~/domain/game-story/share-image";
import type { PlayoffRound, StatKey } from "~/domain/types";
import type { ChartFigureView } from "./charts";
import type { LiveFeedView } from "./live";

export interface GameSideView {
  teamId: string | null;
  /** Team name, else the bracket placeholder, else 'TBD'. */
  name: string;
  abbreviation: string | null;
  score: number | null;
  won: boolean;
  /** '7-3': the regular-season standings record; only for games still to be played. */
  record: string | null;
  /** 'Playoffs 2-1' once the team has a decided playoff game (shown apart). */
  playoffRecord: string | null;
}

export interface LeaderEntryView {
  playerId: string;
  name: string;
  /** Team abbreviation (game leaders only). */
  team: string | null;
  /** '1' or 'T2'. */
  label: string;
  /** Already formatted: '25' for a game, '12.3' per game for a season. */
  value: string;
}

export type LeadersView = { stat: StatKey; rows: LeaderEntryView[] }[];

export interface BoxScoreView {
  teamId: string;
  teamName: string;
  lines: (Pick<BoxScoreLine, StatKey | "status" | "playerId" | "jerseyNumber"> & {
    name: string;
  })[];
  totals: BoxScoreTotals;
}

export interface TeamLeadersView {
  teamId: string;
  teamName: string;
  season: LeadersView;
  allTime: LeadersView;
}

export interface GamePageData {
  id: string;
  display: GameDisplay;
  /** Its stat sheet is incomplete: the players' points do not make the score. */
  statsIncomplete: boolean;
  /** 'Saints at Friars'. */
  title: string;
  /** 'STS at FRI' for the mobile header, else 'Game'. */
  navTitle: string;
  /** 'Saints 52, Friars 48' once there is a winner. */
  headline: string | null;
  season: { id: number; name: string; isCurrent: boolean };
  day: string;
  date: string;
  shortDate: string;
  time: string;
  location: string;
  away: GameSideView;
  home: GameSideView;
  playoff: {
    round: PlayoffRound;
    label: string;
    conference: string | null;
    matchup: string | null;
  } | null;
  forfeitText: string | null;
  statKeys: StatKey[];
  final: { leaders: LeadersView; boxScores: BoxScoreView[] } | null;
  /** A few sentences from the box score and the season's results (final games only; may be empty). */
  recap: string[] | null;
  /** Season and all-time leaders of both rosters, for a game still to be played. */
  preview: TeamLeadersView[] | null;
  links: { allGames: string; teams: { teamId: string; name: string; href: string }[] };
  /** A game being scored live (or still to come): its baskets so far and the stream that follows. */
  live: LiveFeedView | null;
  /** The lead basket by basket, for a game scored live (its taps stored); null otherwise. */
  flow: ChartFigureView | null;
}

/**
 * The page as its module works it out: with what the game's shared picture
 * shows (/games/{id}/share.png), which the route turns into the link-preview
 * tags and does not send.
 */
export interface GamePageModel extends GamePageData {
  picture: ShareImage;
}

/** Who reads the comments: a visitor is asked to sign in, only players may write. */
export type Commenter = "visitor" | "non-player" | "player";
