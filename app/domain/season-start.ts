// Starting the next season (docs/league-rules.md#seasons): its name, and the
// name proposed for it.
import { z } from "zod";
import { leagueDateParts } from "./time";

export const SEASON_NAME_MAX = 40;

export const seasonNameSchema = z
  .string({ error: "Give the season a name, like “Spring 2027”." })
  .trim()
  .min(1, "Give the season a name, like “Spring 2027”.")
  .max(SEASON_NAME_MAX, `A season's name is at most ${SEASON_NAME_MAX} characters.`);

/** "Spring 2027": the part of the year (in the league's zone) a season starting then plays in. */
export function seasonNameFor(firstDay: Date): string {
  const { month, year } = leagueDateParts(firstDay);
  const part =
    month >= 3 && month <= 5
      ? "Spring"
      : month >= 6 && month <= 8
        ? "Summer"
        : month >= 9 && month <= 11
          ? "Fall"
          : "Winter";
  return `${part} ${year}`;
}

/** The next season starts the week after the latest game (or today, with none). */
export function proposedSeasonStart(latestGameAt: Date | null, today: Date): Date {
  const WEEK_MS = 7 * 24 * 60 * 60 * 1000;
  const after = latestGameAt ? new Date(latestGameAt.getTime() + WEEK_MS) : today;
  return after.getTime() > today.getTime() ? after : today;
}
