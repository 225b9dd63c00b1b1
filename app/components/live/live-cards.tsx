// The game cards of a page that lists games (/schedule and its views, team
// pages, home), kept current by the live stream (docs/league-rules.md#live-games):
// each card turns LIVE, follows the score and turns Final where it stands,
// without a reload and without loading the page's data again. The page's
// data says whether there is a stream to follow (null on a quiet day: nothing
// is opened). Everything a card needs from the stream is here, so the cards
// can be hydrated on their own.
import { createContext, useContext, type ReactNode } from "react";
import type { LiveState } from "~/domain/live/game";
import type { LiveFeedView } from "~/views/live";
import { useLiveGames, type LiveStates } from "./use-live-games";

const NONE: LiveStates = new Map();
const LiveCardsContext = createContext<LiveStates>(NONE);

/** The states of the page's games, from the feed it was drawn with and the stream's events since. */
export function useLiveCards(feed: LiveFeedView | null): LiveStates {
  return useLiveGames(feed, { reload: false });
}

/** Hands `states` to every game card inside. */
export function LiveCards({ states, children }: { states: LiveStates; children: ReactNode }) {
  return <LiveCardsContext.Provider value={states}>{children}</LiveCardsContext.Provider>;
}

/** The game's state from the stream, if the page follows it. */
export function useLiveCard(gameId: string): LiveState | undefined {
  return useContext(LiveCardsContext).get(gameId);
}
