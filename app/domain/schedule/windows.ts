// Which games show where: the schedule split and the home page's windows
// (docs/league-rules.md#times). `now` is always passed in: the domain never
// reads the clock.
import {
  HOME_UPCOMING_DAYS,
  HOME_UPCOMING_DAYS_PLAYOFFS,
  RECENT_SCORES_DAYS,
} from "~/domain/league";
import { leagueDate, leagueDateParts } from "~/domain/time/league-time";
import type { Game } from "~/domain/types";

const DAY_MS = 24 * 60 * 60 * 1000;

const hasBothTeams = (game: Game) => game.homeTeamId !== null && game.awayTeamId !== null;

/** Earliest first; equal times by id so lists never reshuffle between renders. */
function byStartAscending(a: Game, b: Game): number {
  return a.startsAt.getTime() - b.startsAt.getTime() || a.id.localeCompare(b.id);
}

function byStartDescending(a: Game, b: Game): number {
  return byStartAscending(b, a);
}

/**
 * upcoming: games still to be played, both teams set: first the scheduled ones
 * starting after `now` (ascending), then the postponed ones, whatever their
 * date (ascending by the date they were set for: a postponed game is still to
 * be played, and its date is to come). past: completed games and scheduled
 * ones starting at or before `now` (newest first). A future playoff game still
 * waiting for its teams is in neither list.
 */
export function splitSchedule(games: Game[], now: Date): { upcoming: Game[]; past: Game[] } {
  const upcoming: Game[] = [];
  const dateToCome: Game[] = [];
  const past: Game[] = [];
  for (const game of games) {
    const inFuture = game.startsAt.getTime() > now.getTime();
    if (game.status === "postponed") {
      if (hasBothTeams(game)) dateToCome.push(game);
    } else if (game.status === "completed" || !inFuture) past.push(game);
    else if (hasBothTeams(game)) upcoming.push(game);
  }
  return {
    upcoming: [...upcoming.sort(byStartAscending), ...dateToCome.sort(byStartAscending)],
    past: past.sort(byStartDescending),
  };
}

/**
 * The schedule with its live games apart (docs/league-rules.md#live-games):
 * `live`, every game being scored live (earliest start first), shown first
 * under "Live Now" whether it started on time or early; `upcoming` and
 * `past` are splitSchedule's lists of the other games.
 */
export function splitScheduleLiveFirst(
  games: Game[],
  now: Date,
): { live: Game[]; upcoming: Game[]; past: Game[] } {
  const live = games.filter(isLive).sort(byStartAscending);
  return {
    live,
    ...splitSchedule(
      games.filter((g) => !isLive(g)),
      now,
    ),
  };
}

const isLive = (game: Game) => game.status === "live";

/**
 * When the clock moves games between splitSchedule's lists: a game stops
 * being upcoming at its start.
 */
export function splitScheduleChanges(games: Game[]): number[] {
  return games.map((game) => game.startsAt.getTime());
}

/**
 * Games with both teams set for now <= startsAt < now + days: the scheduled
 * ones (ascending), then the postponed ones (their date is to come; the
 * week's visitors learn the game is off where they would look for it).
 */
export function upcomingWithin(games: Game[], now: Date, days: number): Game[] {
  const from = now.getTime();
  const until = from + days * DAY_MS;
  const inWindow = (status: Game["status"]) =>
    games
      .filter((game) => {
        const starts = game.startsAt.getTime();
        return game.status === status && hasBothTeams(game) && starts >= from && starts < until;
      })
      .sort(byStartAscending);
  return [...inWindow("scheduled"), ...inWindow("postponed")];
}

/**
 * Completed games that started today or on the RECENT_SCORES_DAYS - 1 league
 * days before (up to now), newest first. Whole days, so a game day is never
 * cut in half; and when the league last played longer ago than that, the
 * whole of its last game day, so the home page still shows the latest results.
 */
export function recentScores(games: Game[], now: Date): Game[] {
  const played = games
    .filter((game) => game.status === "completed" && game.startsAt.getTime() <= now.getTime())
    .sort(byStartDescending);
  const newest = played[0];
  if (!newest) return [];
  const from = Math.min(
    leagueMidnight(now, 1 - RECENT_SCORES_DAYS),
    leagueMidnight(newest.startsAt, 0),
  );
  return played.filter((game) => game.startsAt.getTime() >= from);
}

/** The midnight (league zone) starting the day `days` after the day of `at`, in ms. */
function leagueMidnight(at: Date, days: number): number {
  const { year, month, day } = leagueDateParts(at);
  return leagueDate(year, month, day + days).getTime();
}

/**
 * When the clock changes upcomingWithin(games, ·, days) and recentScores(games, ·):
 * a game enters the upcoming window just after startsAt - days and leaves it
 * just after startsAt; a completed game is a recent score from startsAt until
 * the midnight RECENT_SCORES_DAYS days after its day began (later when its
 * day is the last with results: then a newer game's start ends it).
 */
export function homeScheduleChanges(games: Game[], days: number): number[] {
  return games.flatMap((game) => {
    const starts = game.startsAt.getTime();
    return [
      starts - days * DAY_MS + 1,
      starts,
      starts + 1,
      leagueMidnight(game.startsAt, RECENT_SCORES_DAYS),
    ];
  });
}

/** The home page looks 2 days ahead during the playoffs, else 7. */
export function homeUpcomingDays(playoffsShown: boolean): number {
  return playoffsShown ? HOME_UPCOMING_DAYS_PLAYOFFS : HOME_UPCOMING_DAYS;
}

/** 'No upcoming games in the next day' or 'in the next N days'. */
export function noUpcomingText(days: number): string {
  return days === 1
    ? "No upcoming games in the next day"
    : `No upcoming games in the next ${days} days`;
}

/** Games exist and none is a regular-season game still to be completed. */
export function isRegularSeasonOver(games: Game[]): boolean {
  return (
    games.length > 0 && !games.some((g) => g.type === "regular_season" && g.status !== "completed")
  );
}
