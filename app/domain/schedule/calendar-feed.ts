// What a game looks like as a calendar event (the .ics feeds). Pure: the
// route builds the feed with ical-generator from these pieces.
import { sideLabel } from "~/domain/games/state";
import type { Game, TeamRef } from "~/domain/types";

/** Games are booked for an hour on calendars. */
export const GAME_EVENT_MINUTES = 60;
/** How long calendar apps may keep a copy before asking again. */
export const CALENDAR_REFRESH_MINUTES = 60;

export type CalendarEventStatus = "CONFIRMED" | "CANCELLED";

const PLAYOFF_ROUND_LABELS: Record<string, string> = {
  "first-round": "First Round",
  "conference-semifinal": "Conference Semifinal",
  "conference-final": "Conference Final",
  final: "Final",
};

/**
 * 'Friars at Shamrocks' for a game to come, 'Friars 70 at Shamrocks 54' once
 * it is final, 'Postponed: Friars at Shamrocks' when postponed. Playoff games
 * carry their round ('Conference Final: …').
 */
export function calendarEventSummary(game: Game, teamsById: Map<string, TeamRef>): string {
  const away = sideLabel(game, "away", teamsById);
  const home = sideLabel(game, "home", teamsById);
  const final = game.status === "completed" && game.awayScore !== null && game.homeScore !== null;
  const matchup = final
    ? `${away} ${game.awayScore} at ${home} ${game.homeScore}`
    : `${away} at ${home}`;
  const round = game.playoffRound ? PLAYOFF_ROUND_LABELS[game.playoffRound] : undefined;
  const prefixes = [game.status === "postponed" ? "Postponed" : null, round ?? null].filter(
    (p): p is string => p !== null,
  );
  return prefixes.length > 0 ? `${prefixes.join(" · ")}: ${matchup}` : matchup;
}

/** Postponed games stay in the feed, cancelled, so calendars drop them from the day. */
export function calendarEventStatus(game: Game): CalendarEventStatus {
  return game.status === "postponed" ? "CANCELLED" : "CONFIRMED";
}

export function calendarEventEnd(game: Game): Date {
  return new Date(game.startsAt.getTime() + GAME_EVENT_MINUTES * 60 * 1000);
}
