// Starting live scoring (docs/league-rules.md#live-games). A start puts the
// game under "Live Now" on the home page at once, and one stray tap once
// started a game two weeks early: so a start is always confirmed, and from
// more than an hour before tip-off the question says how early it is.
import { dayNumber, leagueDay, plural } from "~/domain/time/days";
import { formatGameDay, formatGameTime } from "~/domain/time/league-time";

/** Further ahead of tip-off than this, the question says how early the start is. */
export const EARLY_START_MS = 60 * 60 * 1000;

/** The field a confirmed start posts; the server refuses a start without it (400). */
export const START_CONFIRMED = { name: "confirmed", value: "yes" } as const;

export const START_NOT_CONFIRMED =
  "Live scoring was not started: confirm it first (Start live scoring, then Yes, start).";

export interface LiveStartQuestion {
  /** More than an hour before tip-off: the page shows the question as a warning. */
  early: boolean;
  text: string;
}

/**
 * What the admin is asked before a start, e.g. 'This game starts in 13 days
 * (Sat, Dec 12, 9:15 AM). Start live scoring now?'.
 */
export function liveStartQuestion(startsAt: Date, now: Date): LiveStartQuestion {
  if (startsAt.getTime() - now.getTime() <= EARLY_START_MS) {
    return {
      early: false,
      text: "Start live scoring now? Spectators see the game live on the home page at once.",
    };
  }
  const when = `${formatGameDay(startsAt)}, ${formatGameTime(startsAt)}`;
  return {
    early: true,
    text: `This game starts ${timeUntil(startsAt, now)} (${when}). Start live scoring now?`,
  };
}

/**
 * How far ahead a later moment is: 'in 2 hours 15 minutes' within a day,
 * else by the league's calendar, 'tomorrow' or 'in 13 days' (days as people
 * count them: Sunday evening to Saturday morning is 'in 6 days').
 */
export function timeUntil(later: Date, now: Date): string {
  const minutes = Math.floor((later.getTime() - now.getTime()) / 60_000);
  if (minutes < 24 * 60) {
    const [hours, rest] = [Math.floor(minutes / 60), minutes % 60];
    const parts = [hours > 0 ? plural(hours, "hour") : "", rest > 0 ? plural(rest, "minute") : ""];
    return `in ${parts.filter(Boolean).join(" ") || "0 minutes"}`;
  }
  const days = dayNumber(leagueDay(later))! - dayNumber(leagueDay(now))!;
  return days === 1 ? "tomorrow" : `in ${days} days`;
}

/** Whether a posted start carries the confirmation. */
export function isStartConfirmed(form: { get(name: string): unknown }): boolean {
  return form.get(START_CONFIRMED.name) === START_CONFIRMED.value;
}
