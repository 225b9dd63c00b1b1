// Team pages' rules: roster order, records, last and next game, conferences.
import { splitScheduleLiveFirst } from "~/domain/schedule/windows";
import { teamRecord } from "~/domain/stats/standings";
import type { Conference, Game } from "~/domain/types";

/** West then East, like the standings. */
export const CONFERENCES: readonly { conference: Conference; label: string }[] = [
  { conference: "west", label: "Western Conference" },
  { conference: "east", label: "Eastern Conference" },
];

export function conferenceLabel(conference: Conference): string {
  return CONFERENCES.find((c) => c.conference === conference)?.label ?? conference;
}

interface RosterEntry {
  firstName: string;
  lastName: string;
  jerseyNumber: number | null;
}

/**
 * Roster sorted by jersey number. Players without a number come last;
 * equal numbers (or none) by last name, then first name, so the order is stable.
 */
export function sortRoster<T extends RosterEntry>(roster: T[]): T[] {
  const number = (p: T) => p.jerseyNumber ?? Number.POSITIVE_INFINITY;
  return [...roster].sort(
    (a, b) =>
      number(a) - number(b) ||
      a.lastName.localeCompare(b.lastName) ||
      a.firstName.localeCompare(b.firstName),
  );
}

export interface TeamSeasonRecord {
  /** Regular-season wins and losses: the same numbers as the standings. */
  regular: { wins: number; losses: number };
  /** Playoff wins and losses, or null when the team has no decided playoff game. */
  playoffs: { wins: number; losses: number } | null;
}

/**
 * A team's record in a season (wins-losses from completed games).
 * Regular season and playoffs are kept apart so the record on a team page
 * always matches its line in the standings.
 */
export function teamSeasonRecord(teamId: string, games: Game[]): TeamSeasonRecord {
  const regular = teamRecord(
    teamId,
    games.filter((g) => g.type === "regular_season"),
  );
  const playoffs = teamRecord(
    teamId,
    games.filter((g) => g.type === "playoff"),
  );
  return {
    regular,
    playoffs: playoffs.wins + playoffs.losses > 0 ? playoffs : null,
  };
}

/**
 * The games being scored live (shown first, under "Live Now"), the last
 * decided game (the newest completed one) and the next game to come (the
 * earliest upcoming one that is not live, as splitSchedule sorts them); any
 * may be missing.
 */
export function lastAndNextGame(
  games: Game[],
  now: Date,
): { live: Game[]; last: Game | null; next: Game | null } {
  const { live, upcoming, past } = splitScheduleLiveFirst(games, now);
  return {
    live,
    last: past.find((g) => g.status === "completed") ?? null,
    // A postponed game is to come, but has no date to be the next game by.
    next: upcoming.find((g) => g.status !== "postponed") ?? null,
  };
}
