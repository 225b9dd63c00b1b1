// How often one player may be asked "Are you in?" about one game
// (docs/league-rules.md#availability): at most once in 12 hours, whatever
// sends it (the 48-hour job, the captain's "remind the silent ones", anything
// added later). The email outbox remembers when each one went; this rule only
// compares times.

/** The least time between two reminders to one player about one game. */
export const REMINDER_GAP_MS = 12 * 60 * 60 * 1000;

/** When the next reminder may go, after one at `lastAt`. */
export function nextReminderAt(lastAt: Date): Date {
  return new Date(lastAt.getTime() + REMINDER_GAP_MS);
}

/** Whether a reminder may go `now`, the last one having gone at `lastAt` (null: never). */
export function mayRemindAgain(lastAt: Date | null | undefined, now: Date): boolean {
  return !lastAt || now.getTime() >= nextReminderAt(lastAt).getTime();
}

/**
 * Of these players, the ones who may be reminded `now` (in the order given),
 * from when each was last reminded.
 */
export function remindable<T extends { playerId: string }>(
  players: readonly T[],
  lastReminded: ReadonlyMap<string, Date>,
  now: Date,
): T[] {
  return players.filter((p) => mayRemindAgain(lastReminded.get(p.playerId), now));
}

/**
 * The earliest moment one of these players, reminded too recently now, may be
 * reminded again (null: none is waiting).
 */
export function nextRemindableAt(
  playerIds: readonly string[],
  lastReminded: ReadonlyMap<string, Date>,
  now: Date,
): Date | null {
  let soonest: Date | null = null;
  for (const id of playerIds) {
    const last = lastReminded.get(id);
    if (!last || mayRemindAgain(last, now)) continue;
    const next = nextReminderAt(last);
    if (!soonest || next < soonest) soonest = next;
  }
  return soonest;
}
