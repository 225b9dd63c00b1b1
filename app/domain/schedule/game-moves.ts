// Postponing and moving a game (docs/league-rules.md#postponing-and-moving-a-game):
// the form's rules, the games it may touch, and the new start as an instant.
// Dates and times are typed as the league's clocks read them.
import { z } from "zod";
import { calendarDateField } from "~/domain/time/calendar-date";
import { LOCATION_CODES, NOT_A_LEAGUE_LOCATION } from "~/domain/league";
import { leagueDay } from "~/domain/time/days";
import { leagueDate, leagueDateParts } from "~/domain/time/league-time";
import type { GameStatus } from "~/domain/types";
import { isCompleted } from "~/domain/games/state";

const DATE_SHAPE = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME_SHAPE = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** The move form: a new day, time and place (the three are always sent together). */
export const rescheduleSchema = z.object({
  date: calendarDateField("The date", "Choose the new date."),
  time: z
    .string({ error: "Choose the new time." })
    .trim()
    .max(5, "Enter the time as HH:MM, like 09:15.")
    .regex(TIME_SHAPE, "Enter the time as HH:MM, like 09:15."),
  location: z.enum(LOCATION_CODES, { error: NOT_A_LEAGUE_LOCATION }),
});

export type RescheduleInput = z.infer<typeof rescheduleSchema>;

/** The instant the typed day and time mean on the league's clocks. */
export function rescheduledStart(input: Pick<RescheduleInput, "date" | "time">): Date {
  const [, y, m, d] = DATE_SHAPE.exec(input.date)!;
  const [, hour, minute] = TIME_SHAPE.exec(input.time)!;
  return leagueDate(Number(y), Number(m), Number(d), Number(hour), Number(minute));
}

const pad = (n: number) => String(n).padStart(2, "0");

/** The form filled with the game's current day, time and place. */
export function scheduleFormDefaults(startsAt: Date, location: string): RescheduleInput {
  const p = leagueDateParts(startsAt);
  return {
    date: `${p.year}-${pad(p.month)}-${pad(p.day)}`,
    time: `${pad(p.hour)}:${pad(p.minute)}`,
    location,
  };
}

/**
 * Why a game cannot be postponed or moved, or null when it can: a game being
 * scored live, or one that has a result (erase it first).
 */
export function scheduleLockReason(game: {
  status: GameStatus;
  winnerId: string | null;
}): string | null {
  if (game.status === "live") {
    return "This game is being scored live: it cannot be postponed or moved now.";
  }
  if (isCompleted(game)) {
    return "This game has a result: erase the result first to postpone or move it.";
  }
  return null;
}

/**
 * Whether the players' answers for a game lapse with this change: they were
 * given for a day, so a game that is scheduled on another league day (or
 * rescheduled after a postponement to another day) asks again.
 */
export function answersLapse(
  before: { status: GameStatus; startsAt: Date },
  after: { status: GameStatus; startsAt: Date },
): boolean {
  if (after.status === "postponed") return false;
  return leagueDay(before.startsAt) !== leagueDay(after.startsAt);
}

export const ALREADY_POSTPONED = "This game is already postponed.";
export const NOTHING_CHANGED =
  "That is already the game's date, time and place: choose a new one, or Postpone.";
