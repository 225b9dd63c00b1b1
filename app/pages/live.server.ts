// The live part of a page (docs/league-rules.md#live-games): the current
// state of its live games, read on every request (never from a page cache:
// a tap does not change the league version), and the stream that follows.
import { latestLiveSeq, liveStates } from "~/data/live-events.server";
import type { Database } from "~/db/connection.server";
import { gamesToFollow } from "~/domain/live/follow";
import { NOT_STARTED } from "~/domain/live/game";
import type { Game } from "~/domain/types";
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
 * The feed of a page that lists `games` (as cards), or null when it follows
 * no stream: only a page listing a game live or one of today's still to be
 * played opens one (followsLive), so visitors hold no connection open on a
 * quiet day. The decision is the page's data, the same for every visitor.
 */
export function liveCardsFeed(
  db: Database,
  games: Pick<Game, "id" | "homeTeamId" | "startsAt" | "status">[],
  now: Date,
): Promise<LiveFeedView> | null {
  const followed = gamesToFollow(games, now);
  return followed.length > 0 ? liveFeed(db, followed) : null;
}
