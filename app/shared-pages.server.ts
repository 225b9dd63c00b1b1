// What a loader tells the rendered-page cache (app/server/rendered-pages.server.ts)
// about its page. A page is kept for signed-out visitors only when its
// loader says it looks the same to all of them, and then only until the
// league data changes, or the moment the clock changes what it shows, or
// (for a page with a running score) the next tap of a live game.
import type { AppLoadContext } from "react-router";

export class PageHints {
  /** A loader said every signed-out visitor sees the same page. */
  shared = false;
  /** The first moment (ms) the clock changes what the page shows. */
  changesAt = Number.POSITIVE_INFINITY;
  /** The page shows running scores: it is kept until the next live event. */
  showsLiveScores = false;
}

declare module "react-router" {
  interface AppLoadContext {
    /** Set by the production server for the requests it may cache. */
    pageHints?: PageHints;
  }
}

/**
 * This page is the same for every signed-out visitor until league data
 * changes or `changesAt` (the next moment the clock changes it, null when
 * it never does). `liveScores`: it shows a live game's running score.
 */
export function shareWithVisitors(
  context: AppLoadContext,
  { changesAt = null, liveScores = false }: { changesAt?: Date | null; liveScores?: boolean } = {},
): void {
  const hints = context.pageHints;
  if (!hints) return;
  hints.shared = true;
  if (liveScores) hints.showsLiveScores = true;
  displayChangesAt(context, changesAt);
}

/** A part of the page (the footer's year, say) that the clock changes at `moment`. */
export function displayChangesAt(context: AppLoadContext, moment: Date | null): void {
  const hints = context.pageHints;
  if (hints && moment) hints.changesAt = Math.min(hints.changesAt, moment.getTime());
}
