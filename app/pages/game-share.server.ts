// The picture of a game shown when its link is shared (/games/{id}/share.png)
// and the game page's link-preview tags that point at it.
import { gameById, statStatusesByGame } from "~/data/games.server";
import { liveStates } from "~/data/live-events.server";
import { seasonTeamsOf } from "~/data/seasons.server";
import type { Database } from "~/db/connection.server";
import { liveScore } from "~/domain/live/game";
import {
  SHARE_IMAGE_HEIGHT,
  SHARE_IMAGE_WIDTH,
  shareImage,
  shareImagePath,
  type ShareImage,
} from "~/domain/game-story/share-image";
import type { PageImage } from "~/meta";
import { shareImageTag } from "~/server/share-image.server";

/** What the picture of a game shows now; null when there is no such game. */
export async function loadGameShare(db: Database, gameId: string): Promise<ShareImage | null> {
  const game = await gameById(db, gameId);
  if (!game) return null;
  const [teams, statuses, live] = await Promise.all([
    seasonTeamsOf(db, game.seasonId),
    statStatusesByGame(db, [game.id]),
    game.status === "live" ? liveStates(db, [game.id]) : null,
  ]);
  const baskets = live?.get(game.id)?.baskets;
  return shareImage(
    game,
    new Map(teams.map((t) => [t.id, t])),
    statuses.get(game.id) ?? [],
    baskets ? liveScore(baskets, game.homeTeamId) : null,
  );
}

/** The link-preview tags' part of a game page: the picture's address and its words. */
export interface ShareMeta {
  /** The picture (its address absolute: link-preview bots fetch it from their own servers). */
  image: PageImage;
  /** The link preview's title: what the picture says. */
  title: string;
}

/**
 * The picture's address carries the hash of what it shows (?v=): chat apps
 * keep a preview's picture by its address, so a game's picture after the
 * result is at a new address, not hidden behind the one shown before it.
 */
export function shareMeta(origin: string, gameId: string, image: ShareImage): ShareMeta {
  return {
    image: {
      url: `${origin}${shareImagePath(gameId)}?v=${shareImageTag(image)}`,
      width: SHARE_IMAGE_WIDTH,
      height: SHARE_IMAGE_HEIGHT,
      alt: image.alt,
    },
    title: image.title,
  };
}
