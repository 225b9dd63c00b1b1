// Starting the next season (docs/league-rules.md#seasons): its name, and the
// name proposed for it.
import { leagueDateParts } from "~/domain/time/league-time";
import { sameTypedName, typedNameSchema } from "~/domain/people/typed-name";

export const SEASON_NAME_MAX = 40;

const NAME_REQUIRED = "Give the season a name, like “Spring 2027”.";

/** A typed name (~/domain/people/typed-name): normalized, no invisible characters, 1 to 40 characters. */
export const seasonNameSchema = typedNameSchema("the season's name", NAME_REQUIRED)
  .min(1, NAME_REQUIRED)
  .max(SEASON_NAME_MAX, `A season's name is at most ${SEASON_NAME_MAX} characters.`);

export function seasonNameTakenMessage(existingName: string): string {
  return `A season is already called “${existingName}”: choose another name.`;
}

/**
 * The season already called `name` once spacing, width and case are set
 * aside, if any: "Fall\u00a02026" and "fall 2026" are "Fall 2026".
 */
export function seasonWithSameName<T extends { name: string }>(
  name: string,
  seasons: readonly T[],
): T | undefined {
  return sameTypedName(name, seasons, (season) => season.name);
}

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
