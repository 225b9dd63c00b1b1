// A swipe across the playoff bracket (docs/league-rules.md#playoffs): the
// rounds are shown one at a time, and on a touch screen a swipe moves
// between them as the round links do.
import { SWIPE_THRESHOLD_PX } from "~/domain/league";

/**
 * The round a swipe moves to from round `index` of `count`, or null when it
 * moves nowhere: only a mostly horizontal swipe of more than
 * SWIPE_THRESHOLD_PX counts (a vertical one scrolls the page), left to the
 * next round and right to the previous one, never past the first or the last.
 */
export function roundAfterSwipe(index: number, count: number, dx: number, dy: number) {
  if (Math.abs(dx) <= SWIPE_THRESHOLD_PX || Math.abs(dx) < Math.abs(dy)) return null;
  const to = dx < 0 ? index + 1 : index - 1;
  return to >= 0 && to < count ? to : null;
}
