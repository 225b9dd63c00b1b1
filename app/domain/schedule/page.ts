// The schedule page's texts, addresses, and its month and day groups (also the
// home page's days) (docs/league-rules.md#times).
import { leagueDateParts, MONTH_NAMES, WEEKDAY_NAMES } from "~/domain/time/league-time";
import type { GameStatus } from "~/domain/types";

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

const twoDigits = (n: number) => String(n).padStart(2, "0");

/** '2026-11': the league-zone month of an instant. */
function monthKey(at: Date): string {
  const { year, month } = leagueDateParts(at);
  return `${year}-${twoDigits(month)}`;
}

/**
 * Consecutive games of the same league-zone month, in the order given (so a
 * newest-first list gives newest month first). A season of results is long
 * on a phone; the page folds each month.
 */
export function groupByMonth<T extends { startsAt: Date }>(games: T[]): MonthGroup<T>[] {
  const groups: MonthGroup<T>[] = [];
  for (const game of games) {
    const key = monthKey(game.startsAt);
    const last = groups.at(-1);
    if (last && last.key === key) last.items.push(game);
    else {
      const { year, month } = leagueDateParts(game.startsAt);
      groups.push({ key, label: `${MONTH_NAMES[month - 1]} ${year}`, items: [game] });
    }
  }
  return groups;
}

/** By start, then id: games at the same time never swap places between renders. */
function earliestFirst(a: { id: string; startsAt: Date }, b: { id: string; startsAt: Date }) {
  return a.startsAt.getTime() - b.startsAt.getTime() || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
}

export interface DayGroup<T> {
  /** '2026-11-22': stable, for React keys. */
  key: string;
  /** 'Sunday, November 22', the day in the league zone: the header above its games. */
  label: string;
  items: T[];
}

/**
 * Consecutive games of the same league-zone day, days in the order given (a
 * newest-first list gives the newest day first), each day's games earliest
 * first: a day reads like its program, 8:00 AM at the top, as a scoreboard does.
 */
export function groupByDay<T extends { id: string; startsAt: Date }>(games: T[]): DayGroup<T>[] {
  const groups: DayGroup<T>[] = [];
  for (const game of games) {
    const { year, month, day, weekday } = leagueDateParts(game.startsAt);
    const key = `${year}-${twoDigits(month)}-${twoDigits(day)}`;
    const last = groups.at(-1);
    if (last && last.key === key) last.items.push(game);
    else {
      const label = `${WEEKDAY_NAMES[weekday]}, ${MONTH_NAMES[month - 1]} ${day}`;
      groups.push({ key, label, items: [game] });
    }
  }
  for (const group of groups) group.items.sort(earliestFirst);
  return groups;
}

/** The header over the postponed games at the end of Upcoming: they have no date yet. */
export const DATE_TO_COME = "Date to come";

/**
 * The Upcoming list under day headers, earliest day first, and the postponed
 * games last under "Date to come": the day they were set for no longer holds,
 * so it heads nothing.
 */
export function groupUpcoming<T extends { id: string; startsAt: Date; status: GameStatus }>(
  games: T[],
): DayGroup<T>[] {
  const postponed = games.filter((g) => g.status === "postponed");
  const days = groupByDay(games.filter((g) => g.status !== "postponed"));
  if (postponed.length === 0) return days;
  return [
    ...days,
    { key: "date-to-come", label: DATE_TO_COME, items: postponed.sort(earliestFirst) },
  ];
}

/**
 * The month of results the schedule opens: the month of the newest game that
 * is not postponed, or null when every one is. A postponed game keeps its
 * date, often weeks ahead, so it would otherwise open a month where nothing
 * was played and leave the latest results folded.
 */
export function monthToOpen(results: { startsAt: Date; status: GameStatus }[]): string | null {
  let newest: Date | null = null;
  for (const game of results) {
    if (game.status === "postponed") continue;
    if (newest === null || game.startsAt.getTime() > newest.getTime()) newest = game.startsAt;
  }
  return newest === null ? null : monthKey(newest);
}

/** A folded month's count: '29 games', '1 game, 1 postponed'. */
export function monthGamesText(games: { display: string }[]): string {
  const postponed = games.filter((g) => g.display === "postponed").length;
  const count = `${games.length} ${games.length === 1 ? "game" : "games"}`;
  return postponed > 0 ? `${count}, ${postponed} postponed` : count;
}
