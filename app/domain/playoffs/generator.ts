// The admin's playoff bracket generator: seeds from the regular-season
// standings, the 8 + 4 + 2 + 1 template of buildPlayoffBracket, and dates
// after the regular season. Pure: the data layer reads the rows, asks this
// module for the games, and writes them in one transaction.
//
// Rules (shown on /admin/seasons/{season}):
// - Seeds per conference follow conferenceStandings (ties re-broken within the conference);
//   the top 8 of each conference qualify. A conference with fewer than 8
//   teams is refused: the template has no byes.
// - Refused once any playoff game of the season has a result; until then a
//   new run replaces the season's playoff games.
// - One round per week: the first round on the first Saturday after the last
//   regular-season game (East on Saturday, West on Sunday), then the
//   conference semifinals, the conference finals and the final on the next
//   three Saturdays, in the morning, all at the season's most used location.
import { LOCATIONS } from "~/domain/league";
import { buildPlayoffBracket, CONFERENCE_LABELS, PLAYOFF_ROUNDS } from "./rounds";
import { conferenceStandings, type StandingRow } from "~/domain/stats/standings";
import { leagueDate, leagueDateParts } from "~/domain/time/league-time";
import type { Conference, Game, PlayoffRound, SeasonTeam } from "~/domain/types";
import { isCompleted } from "~/domain/games/state";

export const PLAYOFF_TEAMS_PER_CONFERENCE = 8;

export const CONFERENCES_EAST_FIRST: readonly Conference[] = ["east", "west"];

/** Tip-off times (league clock) of a playoff morning, in game order. */
export const PLAYOFF_TIMES: readonly [number, number][] = [
  [8, 0],
  [9, 15],
  [10, 30],
  [11, 45],
];

const DEFAULT_LOCATION = "sbca";
const DAY_MS = 24 * 60 * 60 * 1000;

export interface PlayoffSeeds {
  /** Every team of the conference in standings order; the first 8 qualify. */
  east: StandingRow[];
  west: StandingRow[];
}

/** The conference standings the seeds come from (tie-breaks included, places 1…n). */
export function playoffSeeds(teams: SeasonTeam[], games: Game[]): PlayoffSeeds {
  const groups = conferenceStandings(teams, games);
  const rowsOf = (c: Conference) => groups.find((g) => g.conference === c)?.rows ?? [];
  return { east: rowsOf("east"), west: rowsOf("west") };
}

/** Playoff games that already have a result: while there are any, no regeneration. */
export function playedPlayoffGames(games: Game[]): Game[] {
  return games.filter((g) => g.type === "playoff" && isCompleted(g));
}

/** Regular-season games still to be played (scheduled or postponed). */
export function unplayedRegularGames(games: Game[]): Game[] {
  return games.filter((g) => g.type === "regular_season" && g.status !== "completed");
}

/** Why the bracket cannot be generated now, or null when it can. */
export function playoffRefusal(teams: SeasonTeam[], games: Game[]): string | null {
  const played = playedPlayoffGames(games).length;
  if (played > 0) {
    return `The playoffs have started: ${played} playoff ${played === 1 ? "game has" : "games have"} a result, so the bracket can no longer be regenerated. Erase ${played === 1 ? "that result" : "those results"} first if the bracket must change.`;
  }
  if (!games.some((g) => g.type === "regular_season")) {
    return "This season has no regular-season games yet, so there are no standings to seed the playoffs from.";
  }
  for (const conference of CONFERENCES_EAST_FIRST) {
    const count = teams.filter((t) => t.conference === conference).length;
    if (count < PLAYOFF_TEAMS_PER_CONFERENCE) {
      return `The ${CONFERENCE_LABELS[conference]} has ${count} ${count === 1 ? "team" : "teams"}; the bracket needs ${PLAYOFF_TEAMS_PER_CONFERENCE} in each conference (seeds 1 to 8, no byes). Add teams to the season or move teams between conferences.`;
    }
  }
  return null;
}

/** A league day as a UTC midnight, for day arithmetic only. */
function leagueDay(instant: Date): number {
  const { year, month, day } = leagueDateParts(instant);
  return Date.UTC(year, month - 1, day);
}

/** The first Saturday strictly after the day of the last regular-season game. */
export function firstPlayoffSaturday(games: Game[]): number {
  const regular = games.filter((g) => g.type === "regular_season");
  const last = Math.max(...regular.map((g) => leagueDay(g.startsAt)));
  const weekday = new Date(last).getUTCDay(); // 6 = Saturday
  return last + ((6 - weekday + 7) % 7 || 7) * DAY_MS;
}

/** The location most of the season's regular-season games were played at. */
export function usualLocation(games: Game[]): string {
  const counts = new Map<string, number>();
  for (const g of games) {
    if (g.type === "regular_season") counts.set(g.location, (counts.get(g.location) ?? 0) + 1);
  }
  const known = Object.keys(LOCATIONS);
  const rank = (code: string) => (known.includes(code) ? known.indexOf(code) : known.length);
  const [best] = [...counts].sort((a, b) => b[1] - a[1] || rank(a[0]) - rank(b[0]));
  return best?.[0] ?? DEFAULT_LOCATION;
}

/** When a playoff game starts: its round's week, then its place in the round. */
export function playoffStartsAt(firstSaturday: number, round: PlayoffRound, order: number): Date {
  const week = PLAYOFF_ROUNDS.indexOf(round);
  let dayOffset = week * 7;
  let slot = (order - 1) % PLAYOFF_TIMES.length;
  if (round === "first-round" && order > PLAYOFF_TIMES.length) dayOffset += 1; // West on Sunday
  if (round === "conference-final") slot = order; // 9:15 and 10:30
  if (round === "final") slot = 2; // 10:30
  const day = new Date(firstSaturday + dayOffset * DAY_MS);
  const [hour, minute] = PLAYOFF_TIMES[slot] ?? PLAYOFF_TIMES[0]!;
  return leagueDate(day.getUTCFullYear(), day.getUTCMonth() + 1, day.getUTCDate(), hour, minute);
}

export interface PlayoffGeneratorInput {
  seasonId: number;
  /** The season's teams with their conference. */
  teams: SeasonTeam[];
  /** Every game of the season (regular season and any current playoff games). */
  games: Game[];
  newId: () => string;
}

export type PlayoffGeneration =
  | { ok: true; games: Game[]; seeds: { east: string[]; west: string[] } }
  | { ok: false; message: string };

/** The season's new playoff games, or why they cannot be made. */
export function generatePlayoffBracket(input: PlayoffGeneratorInput): PlayoffGeneration {
  const refusal = playoffRefusal(input.teams, input.games);
  if (refusal) return { ok: false, message: refusal };
  const standings = playoffSeeds(input.teams, input.games);
  const qualifiers = (rows: StandingRow[]) =>
    rows.slice(0, PLAYOFF_TEAMS_PER_CONFERENCE).map((row) => row.teamId);
  const seeds = { east: qualifiers(standings.east), west: qualifiers(standings.west) };
  const firstSaturday = firstPlayoffSaturday(input.games);
  const location = usualLocation(input.games);
  const games = buildPlayoffBracket({
    seasonId: input.seasonId,
    east: seeds.east,
    west: seeds.west,
    newId: input.newId,
    startsAt: (round, order) => playoffStartsAt(firstSaturday, round, order),
    location: () => location,
  });
  return { ok: true, games, seeds };
}
