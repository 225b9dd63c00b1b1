// The live part of a page (docs/league-rules.md#live-games): the current
// state of its live games, read on every request (never from a page cache:
// a tap does not change the league version), and the stream that follows.
import { latestLiveSeq, liveStates } from "~/data/live-events.server";
import type { Database } from "~/db/connection.server";
import { NOT_STARTED } from "~/domain/live/game";
import type { LiveFeedView, LiveGameView } from "~/views/live";

interface LiveCandidate {
  id: string;
  homeTeamId: string | null;
}

/** `games` are the page's games shown as live; `gameId` narrows the stream to one game. */
export async function liveFeed(
  db: Database,
  games: LiveCandidate[],
  gameId: string | null = null,
): Promise<LiveFeedView> {
  // In this order: an event committed between the two reads is both in the
  // state and replayed by the stream (and applied once), never in neither.
  const after = await latestLiveSeq(db);
  const states = await liveStates(
    db,
    games.map((g) => g.id),
  );
  const views: LiveGameView[] = games.map((g) => ({
    gameId: g.id,
    homeTeamId: g.homeTeamId,
    state: states.get(g.id) ?? NOT_STARTED,
  }));
  const path = gameId ? `/games/${gameId}/live` : "/live";
  return { games: views, streamUrl: `${path}?after=${after}` };
}

/**
 * The feed of a page's live game cards, or null when it shows none: such a
 * page follows no stream (visitors hold no connection open for nothing).
 */
export function liveCardsFeed(
  db: Database,
  cards: { id: string; home: { teamId: string | null } }[],
): Promise<LiveFeedView> | null {
  return cards.length > 0
    ? liveFeed(
        db,
        cards.map((c) => ({ id: c.id, homeTeamId: c.home.teamId })),
      )
    : null;
}
