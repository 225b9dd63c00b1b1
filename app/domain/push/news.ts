// What a push says for each piece of news about a followed team's game
// (docs/league-rules.md#push-notifications), how long the push service keeps
// it for a device that is offline (TTL) and how urgently it wakes the device
// (Urgency, RFC 8030), and the key that makes queueing one event twice a no-op.
// The wording is the email alerts' (app/domain/alerts/alerts.ts): the same
// names, away side first, the same days, times and places.
import {
  changeSubject,
  matchup,
  resultSubject,
  scheduleNewsSubject,
  slotText,
  type AlertGame,
  type AlertResult,
  type GameSlot,
} from "~/domain/alerts/alerts";
import { formatLocation } from "~/domain/games/state";
import { formatGameDay, formatGameTime } from "~/domain/time/league-time";

/** What the service worker shows, and where a tap leads (a path on this site). */
export interface PushMessage {
  title: string;
  body: string;
  url: string;
  /** One per game and kind of news: a newer notice replaces the older one on the device. */
  tag: string;
}

export type PushUrgency = "very-low" | "low" | "normal" | "high";

/** One event to push to every subscription that should get it. */
export interface PushNotice {
  /** With the subscription, unique: queueing the same event again adds nothing. */
  eventKey: string;
  message: PushMessage;
  ttlSeconds: number;
  urgency: PushUrgency;
}

const MINUTE = 60;
const HOUR = 60 * MINUTE;
/** A live notice is worth nothing once the game is well under way. */
export const LIVE_TTL_SECONDS = 15 * MINUTE;
/** A final score is still news the same evening. */
export const FINAL_TTL_SECONDS = 6 * HOUR;
/** A schedule notice kept at least this long, even for a game about to start. */
export const MIN_SCHEDULE_TTL_SECONDS = HOUR;
/** Push services keep a message four weeks at most. */
export const MAX_TTL_SECONDS = 28 * 24 * HOUR;
/** A change to a game this close (before or after the change) is urgent. */
export const URGENT_WITHIN_SECONDS = 24 * HOUR;

/** /games/{id}: the page a tap opens. */
export function gamePath(gameId: string): string {
  return `/games/${encodeURIComponent(gameId)}`;
}

type TagKind = "live" | "final" | "schedule" | "reminder";

/** Postponed, moved and cancelled share one tag: the latest schedule news of a game replaces the earlier. */
export function pushTag(gameId: string, kind: TagKind): string {
  return `game-${gameId}-${kind}`;
}

/** Seconds from `now` until the latest of `moments`, within the schedule bounds. */
function untilLatest(now: Date, moments: Date[]): number {
  const latest = Math.max(...moments.map((m) => m.getTime()));
  const seconds = Math.ceil((latest - now.getTime()) / 1000);
  return Math.min(MAX_TTL_SECONDS, Math.max(MIN_SCHEDULE_TTL_SECONDS, seconds));
}

/** High when any of the moments is within a day of now (or already past). */
function soonness(now: Date, moments: Date[]): PushUrgency {
  const soonest = Math.min(...moments.map((m) => m.getTime()));
  return soonest - now.getTime() <= URGENT_WITHIN_SECONDS * 1000 ? "high" : "normal";
}

/** 'Friars vs Saints is live': the away side first, as the league writes its games. */
export function liveTitle(game: Pick<AlertGame, "awayName" | "homeName">): string {
  return `${game.awayName} vs ${game.homeName} is live`;
}

/** The game was started live (its first tap to come). */
export function liveNotice(game: AlertGame, startedAt: Date): PushNotice {
  return {
    eventKey: `live:${game.id}:${startedAt.getTime()}`,
    message: {
      title: liveTitle(game),
      body: `At ${formatLocation(game.location)}. Tap to follow the score.`,
      url: gamePath(game.id),
      tag: pushTag(game.id, "live"),
    },
    ttlSeconds: LIVE_TTL_SECONDS,
    urgency: "high",
  };
}

/** The game's first result (a corrected score is not pushed again). */
export function finalNotice(game: AlertGame, result: AlertResult, savedAt: Date): PushNotice {
  return {
    eventKey: `final:${game.id}:${savedAt.getTime()}`,
    message: {
      title: resultSubject(game, result),
      body: `${formatGameDay(game.startsAt)}. Tap for the box score.`,
      url: gamePath(game.id),
      tag: pushTag(game.id, "final"),
    },
    ttlSeconds: FINAL_TTL_SECONDS,
    urgency: "normal",
  };
}

/**
 * Postponed, or a new day, time or place (only when announcesChange said it
 * changed): kept by the push service until the game would have started or
 * now starts, whichever is later; high when either is within a day.
 */
export function changeNotice(
  game: AlertGame,
  before: GameSlot,
  after: GameSlot,
  changedAt: Date,
): PushNotice {
  const moments = [before.startsAt, after.startsAt];
  const body = after.postponed
    ? before.postponed
      ? "A new date will follow."
      : `It was set for ${slotText(before)}. A new date will follow.`
    : `Now ${slotText(after)}.`;
  return {
    eventKey: `change:${game.id}:${changedAt.getTime()}`,
    message: {
      title: changeSubject(game, before, after),
      body,
      url: gamePath(game.id),
      tag: pushTag(game.id, "schedule"),
    },
    ttlSeconds: untilLatest(changedAt, moments),
    urgency: soonness(changedAt, moments),
  };
}

/** The game was taken off the schedule: its page is gone, so a tap opens the schedule. */
export function cancelledNotice(game: AlertGame, at: Date): PushNotice {
  const slot = { postponed: false, startsAt: game.startsAt, location: game.location };
  return {
    eventKey: `cancelled:${game.id}:${at.getTime()}`,
    message: {
      title: scheduleNewsSubject("cancelled", game),
      body: `${matchup(game)} on ${slotText(slot)} is off the schedule.`,
      url: "/schedule",
      tag: pushTag(game.id, "schedule"),
    },
    ttlSeconds: untilLatest(at, [game.startsAt]),
    urgency: soonness(at, [game.startsAt]),
  };
}

/**
 * "Are you in?" for a signed-in player's device, beside his reminder email:
 * one per game and start time, kept until the game starts.
 */
export function reminderNotice(game: AlertGame, now: Date): PushNotice {
  return {
    eventKey: `reminder:${game.id}:${game.startsAt.getTime()}`,
    message: {
      title: `Are you in? ${matchup(game)}`,
      body: `${formatGameDay(game.startsAt)}, ${formatGameTime(game.startsAt)} at ${formatLocation(game.location)}. Tap to answer.`,
      url: gamePath(game.id),
      tag: pushTag(game.id, "reminder"),
    },
    ttlSeconds: untilLatest(now, [game.startsAt]),
    urgency: "normal",
  };
}
