// The draft board (docs/league-rules.md#the-draft): snake order, pick times and the pick clock.
import { DRAFT_SLOT_MINUTES } from "~/domain/league";
import { leagueDate } from "~/domain/time/league-time";

export interface DraftPick {
  /** 1-based over the whole draft. */
  pickNumber: number;
  /** 1-based. */
  round: number;
  teamId: string;
}

/**
 * Snake order: odd rounds in the given order, even rounds reversed. With 16
 * teams that is 1..16 then 16..1 (a 32-pick cycle), so the team picking last
 * in round 1 also picks first in round 2 (picks 16 and 17), and the team
 * picking first in round 1 picks 32nd and 33rd.
 */
export function snakeDraftOrder(teamIds: string[], rounds: number): DraftPick[] {
  const picks: DraftPick[] = [];
  for (let round = 1; round <= rounds; round++) {
    const order = round % 2 === 1 ? teamIds : [...teamIds].reverse();
    for (const teamId of order) {
      picks.push({ pickNumber: picks.length + 1, round, teamId });
    }
  }
  return picks;
}

export interface DraftWindow {
  start: Date;
  end: Date;
}

/**
 * Scheduled time of each pick: one every `slotMinutes` from each window's
 * start. A slot is a period for making the pick, so it must fit in its window:
 * slots start while start + k * slotMinutes + slotMinutes <= end. The end
 * itself is therefore exclusive (17:00-23:00 gives 17:00 … 22:30). When a
 * window is full the next one continues. Picks beyond the last window get
 * null: they have no scheduled time and go on the clock only when they become
 * the current pick. Windows are taken in time order.
 */
export function draftPickSlots(
  windows: DraftWindow[],
  count: number,
  slotMinutes: number = DRAFT_SLOT_MINUTES,
): (Date | null)[] {
  const slotMs = slotMinutes * 60 * 1000;
  const slots: (Date | null)[] = [];
  if (slotMs <= 0) return Array.from({ length: count }, () => null);
  const ordered = [...windows].sort((a, b) => a.start.getTime() - b.start.getTime());
  for (const { start, end } of ordered) {
    for (
      let at = start.getTime();
      at + slotMs <= end.getTime() && slots.length < count;
      at += slotMs
    ) {
      slots.push(new Date(at));
    }
  }
  while (slots.length < count) slots.push(null);
  return slots;
}

/** Daily windows of the 2025 draft, as league wall-clock times. */
const DEFAULT_WINDOW_HOURS: { from: [number, number]; to: [number, number] }[] = [
  { from: [17, 0], to: [23, 0] },
  { from: [8, 0], to: [22, 30] },
  { from: [8, 0], to: [22, 30] },
  { from: [8, 0], to: [20, 30] },
];

/**
 * Four consecutive days from `firstDay` (month 1-12) with windows 17:00-23:00,
 * 08:00-22:30, 08:00-22:30 and 08:00-20:30 in the league zone
 * (the 2025 draft: 15-18 May).
 */
export function defaultDraftWindows(firstDay: {
  year: number;
  month: number;
  day: number;
}): DraftWindow[] {
  const { year, month, day } = firstDay;
  // leagueDate rolls day overflow into the next month, like Date.
  return DEFAULT_WINDOW_HOURS.map(({ from, to }, offset) => ({
    start: leagueDate(year, month, day + offset, from[0], from[1]),
    end: leagueDate(year, month, day + offset, to[0], to[1]),
  }));
}

/**
 * A pick is on the clock when it has not been made yet and it is either the
 * current pick or its scheduled time has come (now >= slot), so a team that
 * falls behind does not hold up the teams after it.
 * `pickIndex` is 0-based (pickNumber - 1); picks are made in order, so the
 * first `picksMade` picks are done and pick `picksMade` is the current one.
 */
export function isOnTheClock(
  pickIndex: number,
  picksMade: number,
  slot: Date | null,
  now: Date,
): boolean {
  if (pickIndex < picksMade) return false;
  if (pickIndex === picksMade) return true;
  return slot !== null && now.getTime() >= slot.getTime();
}
