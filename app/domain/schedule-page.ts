// The schedule page's texts, addresses and month groups (docs/league-rules.md#times).
import { leagueDateParts, MONTH_NAMES } from "./time";

/** Shown in the Upcoming section when the season has games but none to come. */
export const NO_UPCOMING_THIS_WEEK = "No upcoming games this week";
/** Shown when the season (or the chosen team in it) has no games at all. */
export const NO_GAMES_SCHEDULED = "No games scheduled for the season yet...";

/**
 * Which empty text the schedule shows, or null when there are upcoming games.
 * `gameCount` counts every game of the season (or of the team in it).
 */
export function scheduleEmptyText(gameCount: number, upcomingCount: number): string | null {
  if (gameCount === 0) return NO_GAMES_SCHEDULED;
  if (upcomingCount === 0) return NO_UPCOMING_THIS_WEEK;
  return null;
}

/**
 * /schedule, /schedule/teams/{team}, /schedule/seasons/{season},
 * /schedule/seasons/{season}/teams/{team}. `seasonId` null means the
 * current season's short address.
 */
export function scheduleHref(seasonId: number | null, teamId: string | null): string {
  const season = seasonId === null ? "" : `/seasons/${seasonId}`;
  const team = teamId === null ? "" : `/teams/${encodeURIComponent(teamId)}`;
  return `/schedule${season}${team}`;
}

export function leagueCalendarHref(): string {
  return "/calendar/league.ics";
}

export function teamCalendarHref(teamId: string): string {
  return `/calendar/teams/${encodeURIComponent(teamId)}.ics`;
}

export interface MonthGroup<T> {
  /** '2026-11': stable, for React keys and ids. */
  key: string;
  /** 'November 2026', the month in the league zone. */
  label: string;
  items: T[];
}

/**
 * Consecutive games of the same league-zone month, in the order given (so a
 * newest-first list gives newest month first). A season of results is long
 * on a phone; the page folds each month.
 */
export function groupByMonth<T extends { startsAt: Date }>(games: T[]): MonthGroup<T>[] {
  const groups: MonthGroup<T>[] = [];
  for (const game of games) {
    const { year, month } = leagueDateParts(game.startsAt);
    const key = `${year}-${String(month).padStart(2, "0")}`;
    const last = groups.at(-1);
    if (last && last.key === key) last.items.push(game);
    else groups.push({ key, label: `${MONTH_NAMES[month - 1]} ${year}`, items: [game] });
  }
  return groups;
}
