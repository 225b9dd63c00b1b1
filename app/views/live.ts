// A live game as a page hands it to the browser: the state its events add up
// to when the page was drawn, which the page's stream then carries forward.
import type { LiveState } from "~/domain/live/game";

export interface LiveGameView {
  gameId: string;
  homeTeamId: string | null;
  state: LiveState;
}

export interface LiveFeedView {
  games: LiveGameView[];
  /** The stream to follow: it resumes after the last event the page knew. */
  streamUrl: string;
}
