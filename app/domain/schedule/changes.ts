// Changing a published schedule (docs/league-rules.md#changing-a-published-schedule):
// add one game, delete an unplayed one, and "Gym closed on {date}", which
// either shifts every unplayed game from that day on to the next game day or
// moves only that day's games to a make-up day. Pure: the callers give the
// season's games and today, and write what these functions decide. Delete and
// Gym closed first show what they act on (the game; the moves), and their
// form carries the key of what was shown (shownGame, shownMoves): the write
// shows it again from what it finds and refuses a key it does not find.
import { z } from "zod";
import {
  calendarDate,
  calendarDateProblem,
  DATE_YEAR_MAX,
  DATE_YEAR_MIN,
} from "~/domain/time/calendar-date";
import { rescheduleSchema } from "./game-moves";
import { shownWithKey } from "~/domain/confirmation";
import { formatLocation, matchupText } from "~/domain/games/state";
import { dayNumber, dayString, leagueDay, weekdayOf } from "~/domain/time/days";
import {
  formatGameDay,
  formatGameTime,
  leagueDate,
  leagueDateParts,
} from "~/domain/time/league-time";
import type { Game } from "~/domain/types";

/** What these rules read of a game. */
export type PlacedGame = Pick<
  Game,
  "id" | "type" | "status" | "startsAt" | "location" | "homeTeamId" | "awayTeamId"
>;

export type TeamNames = (teamId: string) => string;

/** A game that may still move: not played, not being played, not postponed (it has no slot). */
export function isMovable(game: Pick<PlacedGame, "status">): boolean {
  return game.status === "scheduled";
}

/** A game holding its day and slot: everything but a postponed game. */
const holdsSlot = (game: Pick<PlacedGame, "status">) => game.status !== "postponed";

const teamsOf = (game: Pick<PlacedGame, "homeTeamId" | "awayTeamId">) =>
  [game.awayTeamId, game.homeTeamId].filter((id): id is string => id !== null);

/** The same wall-clock time on another league day ("YYYY-MM-DD"). */
export function onDay(startsAt: Date, day: string): Date {
  const [year, month, date] = day.split("-").map(Number) as [number, number, number];
  const { hour, minute } = leagueDateParts(startsAt);
  return leagueDate(year, month, date, hour, minute);
}

/** "Sat, Dec 5" of a "YYYY-MM-DD" day. */
function dayLabel(day: string): string {
  return formatGameDay(onDay(new Date(0), day));
}

const slotLabel = (game: Pick<PlacedGame, "startsAt" | "location">) =>
  `${formatLocation(game.location)} at ${formatGameTime(game.startsAt)} on ${formatGameDay(game.startsAt)}`;

/**
 * The first clash in a set of games, as one sentence, or null: a team twice
 * on one day, or two games in one slot (the same start and gym).
 */
export function scheduleClash(games: readonly PlacedGame[], names: TeamNames): string | null {
  const teamDays = new Set<string>();
  const slots = new Set<string>();
  const held = games
    .filter(holdsSlot)
    .sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime() || (a.id < b.id ? -1 : 1));
  for (const game of held) {
    const day = leagueDay(game.startsAt);
    for (const team of teamsOf(game)) {
      const key = `${team}|${day}`;
      if (teamDays.has(key)) return `The ${names(team)} would play twice on ${dayLabel(day)}.`;
      teamDays.add(key);
    }
    const slot = `${game.startsAt.getTime()}|${game.location}`;
    if (slots.has(slot)) return `${slotLabel(game)} would hold two games.`;
    slots.add(slot);
  }
  return null;
}

/** A game's move: where it starts now and where it will. */
export interface GameMove {
  gameId: string;
  from: Date;
  to: Date;
}

export type ChangePlan = { ok: true; moves: GameMove[] } | { ok: false; reason: string };

export type GymClosedInput =
  | { closedDay: string; mode: "shift" }
  | { closedDay: string; mode: "makeup"; makeupDay: string }
  /** Every game from that day on, exactly a week later; none after `notAfter` when given. */
  | { closedDay: string; mode: "week"; notAfter: string | null };

/**
 * The weekdays the season plays on: those of at least two of its game days,
 * so a one-off make-up Wednesday is not taken for a game weekday.
 */
export function seasonWeekdays(games: readonly PlacedGame[]): Set<number> {
  const days = new Set(games.filter(holdsSlot).map((g) => dayNumber(leagueDay(g.startsAt))!));
  const perWeekday = new Map<number, number>();
  for (const n of days) perWeekday.set(weekdayOf(n), (perWeekday.get(weekdayOf(n)) ?? 0) + 1);
  const regular = [...perWeekday].filter(([, count]) => count >= 2).map(([weekday]) => weekday);
  return new Set(regular.length > 0 ? regular : perWeekday.keys());
}

/** The first day after `day` that falls on one of the weekdays. */
function nextWeekdayAfter(day: string, weekdays: ReadonlySet<number>): string {
  const n = dayNumber(day)!;
  for (let next = n + 1; next <= n + 7; next++)
    if (weekdays.has(weekdayOf(next))) return dayString(next);
  return dayString(n + 7);
}

function withMoves(games: readonly PlacedGame[], moves: GameMove[]): PlacedGame[] {
  const to = new Map(moves.map((m) => [m.gameId, m.to]));
  return games.map((g) => (to.has(g.id) ? { ...g, startsAt: to.get(g.id)! } : g));
}

/** Why the closed day or the make-up day is not a date, or null: bad input, before any planning. */
export function gymClosedDateProblem(input: GymClosedInput): string | null {
  return (
    calendarDateProblem(input.closedDay, "The closed day") ??
    (input.mode === "makeup" ? calendarDateProblem(input.makeupDay, "The make-up day") : null) ??
    (input.mode === "week" && input.notAfter !== null
      ? calendarDateProblem(input.notAfter, "The last day games may move to")
      : null)
  );
}

/**
 * "Gym closed on {closedDay}": the moves, or why not in one sentence.
 * - shift: the unplayed games of each game day from the closed day on go to
 *   the next game day, at the same time and gym (the last day's to the next
 *   game weekday after it): every round keeps its pairings and slots.
 * - makeup: only the closed day's unplayed games go to the make-up day, at
 *   the same time and gym.
 * - week: the unplayed games of the closed day and every day after it move
 *   exactly 7 days later (same weekday, time and gym); refused when one would
 *   fall after `notAfter`, the last day the admin allows.
 * Played, live and postponed games never move; the result may not put a team
 * twice on one day or two games in one slot.
 */
export function planGymClosed(
  games: readonly PlacedGame[],
  input: GymClosedInput,
  today: string,
  names: TeamNames,
): ChangePlan {
  const { closedDay } = input;
  const refuse = (reason: string): ChangePlan => ({ ok: false, reason });
  const dateProblem = gymClosedDateProblem(input);
  if (dateProblem) return refuse(dateProblem);
  if (closedDay < today)
    return refuse(`${dayLabel(closedDay)} has passed: choose a day from today on.`);
  const stranded = games.filter((g) => isMovable(g) && leagueDay(g.startsAt) === closedDay);
  if (stranded.length === 0) return refuse(`No game left to play on ${dayLabel(closedDay)}.`);
  let moves: GameMove[];
  if (input.mode === "makeup") {
    const { makeupDay } = input;
    if (makeupDay < today)
      return refuse(`${dayLabel(makeupDay)} has passed: choose a make-up day from today on.`);
    if (makeupDay === closedDay)
      return refuse("The make-up day must be another day than the closed one.");
    moves = stranded.map((g) => ({
      gameId: g.id,
      from: g.startsAt,
      to: onDay(g.startsAt, makeupDay),
    }));
  } else if (input.mode === "week") {
    moves = games
      .filter((g) => isMovable(g) && leagueDay(g.startsAt) >= closedDay)
      .map((g) => ({
        gameId: g.id,
        from: g.startsAt,
        to: onDay(g.startsAt, dayString(dayNumber(leagueDay(g.startsAt))! + 7)),
      }));
    const { notAfter } = input;
    const late = notAfter === null ? [] : moves.filter((m) => leagueDay(m.to) > notAfter);
    if (notAfter !== null && late.length > 0) {
      const last = leagueDay(late.reduce((a, b) => (a.to > b.to ? a : b)).to);
      return refuse(
        `A week later, ${late.length} ${late.length === 1 ? "game" : "games"} would fall after ${dayLabel(notAfter)} (the last on ${dayLabel(last)}): use a make-up day, or a later last day.`,
      );
    }
  } else {
    const days = [
      ...new Set(
        games
          .filter(holdsSlot)
          .map((g) => leagueDay(g.startsAt))
          .filter((d) => d >= closedDay),
      ),
    ].sort();
    const last = days.at(-1)!;
    const nextDay = new Map(
      days.map((d, i) => [d, days[i + 1] ?? nextWeekdayAfter(last, seasonWeekdays(games))]),
    );
    moves = games
      .filter((g) => isMovable(g) && leagueDay(g.startsAt) >= closedDay)
      .map((g) => ({
        gameId: g.id,
        from: g.startsAt,
        to: onDay(g.startsAt, nextDay.get(leagueDay(g.startsAt))!),
      }));
  }
  // Only games stored before dates had a window can be moved out of it.
  if (moves.some((m) => Number.isNaN(m.to.getTime()) || !calendarDate(leagueDay(m.to)))) {
    return refuse(
      `This would move games outside the years ${DATE_YEAR_MIN} to ${DATE_YEAR_MAX}: use a make-up day.`,
    );
  }
  const clash = scheduleClash(withMoves(games, moves), names);
  if (clash) {
    const fix =
      input.mode === "makeup"
        ? "choose another make-up day."
        : "move that game first, or use a make-up day.";
    return refuse(`${clash.slice(0, -1)}: ${fix}`);
  }
  moves.sort((a, b) => a.from.getTime() - b.from.getTime() || (a.gameId < b.gameId ? -1 : 1));
  return { ok: true, moves };
}

/** The add-a-game form: two of the season's teams, and a day, time and gym like a move's. */
export const addGameSchema = rescheduleSchema.extend({
  awayTeamId: z.string({ error: "Choose the away team." }).trim().min(1).max(40),
  homeTeamId: z.string({ error: "Choose the home team." }).trim().min(1).max(40),
});

/** A new game as the admin typed it (teams checked against the season's). */
export interface NewGame {
  awayTeamId: string;
  homeTeamId: string;
  startsAt: Date;
  location: string;
}

/** Why this game cannot be added to the season, or null. */
export function addGameRefusal(
  games: readonly PlacedGame[],
  game: NewGame,
  seasonTeamIds: ReadonlySet<string>,
  today: string,
  names: TeamNames,
): string | null {
  if (!seasonTeamIds.has(game.awayTeamId) || !seasonTeamIds.has(game.homeTeamId)) {
    return "Choose two of the season's teams.";
  }
  if (game.awayTeamId === game.homeTeamId) return "Choose two different teams.";
  const day = leagueDay(game.startsAt);
  if (day < today) return `${dayLabel(day)} has passed: choose a day from today on.`;
  const added: PlacedGame = {
    ...game,
    id: "\uffffnew",
    type: "regular_season",
    status: "scheduled",
  };
  return scheduleClash([...games, added], names);
}

/** Why this game cannot be deleted, or null: only an unplayed regular-season game can. */
export function deleteGameRefusal(game: Pick<PlacedGame, "type" | "status">): string | null {
  if (game.status === "live") return "This game is being scored live: it cannot be deleted.";
  if (game.status === "completed") {
    return "This game has a result: erase the result first to delete it.";
  }
  if (game.type === "playoff") {
    return "Playoff games come from the bracket: change the playoffs on the season's page.";
  }
  return null;
}

/** A game as its schedule page shows it above Delete: every fact the Delete's key covers. */
export interface ShownGameModel {
  game: string;
  /** "Saints at Friars", with the names the page reads. */
  matchup: string;
  status: Game["status"];
  startsAt: Date;
  location: string;
}

function shownGameWords(m: ShownGameModel) {
  const postponed = m.status === "postponed";
  return {
    title: m.matchup,
    when: postponed
      ? `Postponed (was ${formatGameDay(m.startsAt)})`
      : `${formatGameDay(m.startsAt)}, ${formatGameTime(m.startsAt)}`,
    location: formatLocation(m.location),
    postponed,
  };
}

/**
 * The game as its page shows it (title, when, where) and the key its Delete
 * posts: the digest of those facts. The delete shows it again from the game
 * and names it finds, and refuses the Delete when the key differs (moved,
 * postponed, renamed since).
 */
export function shownGame(
  game: Pick<
    Game,
    | "id"
    | "status"
    | "startsAt"
    | "location"
    | "homeTeamId"
    | "awayTeamId"
    | "homePlaceholder"
    | "awayPlaceholder"
  >,
  nameOf: (teamId: string) => string | undefined,
) {
  const model: ShownGameModel = {
    game: game.id,
    matchup: matchupText(game, nameOf),
    status: game.status,
    startsAt: game.startsAt,
    location: game.location,
  };
  return shownWithKey(model, shownGameWords);
}

/** "Gym closed"'s moves as shown before they are made: every fact its key covers. */
export interface ShownMovesModel {
  moves: { gameId: string; matchup: string; from: Date; to: Date }[];
}

/** The moves by day: "Sat, Nov 28 → Sun, Nov 29: 4 games", in the order they come. */
function movedDays(moves: ShownMovesModel["moves"]) {
  const days: { from: string; to: string; games: number }[] = [];
  for (const move of moves) {
    const from = formatGameDay(move.from);
    const to = formatGameDay(move.to);
    const last = days.at(-1);
    if (last?.from === from && last.to === to) last.games++;
    else days.push({ from, to, games: 1 });
  }
  return days;
}

const when = (d: Date) => `${formatGameDay(d)}, ${formatGameTime(d)}`;

function shownMovesWords(m: ShownMovesModel) {
  return {
    days: movedDays(m.moves),
    moves: m.moves.map((move) => ({
      gameId: move.gameId,
      matchup: move.matchup,
      from: when(move.from),
      to: when(move.to),
    })),
  };
}

/**
 * A plan's moves as the page shows them (by day, and game by game) and the
 * key its confirmation posts: the digest of each move's game, teams, old and
 * new time. Carrying out "Gym closed" plans again and shows it again from
 * what it finds; another key means the schedule changed in between.
 */
export function shownMoves(
  moves: readonly GameMove[],
  games: readonly Pick<
    Game,
    "id" | "homeTeamId" | "awayTeamId" | "homePlaceholder" | "awayPlaceholder"
  >[],
  nameOf: (teamId: string) => string | undefined,
) {
  const byId = new Map(games.map((g) => [g.id, g]));
  const model: ShownMovesModel = {
    moves: moves.map((m) => {
      const game = byId.get(m.gameId);
      return {
        gameId: m.gameId,
        matchup: game ? matchupText(game, nameOf) : m.gameId,
        from: m.from,
        to: m.to,
      };
    }),
  };
  return shownWithKey(model, shownMovesWords);
}
