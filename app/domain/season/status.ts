// Which season is current, and what the others are called
// (docs/league-rules.md#seasons). The same rule as the query that finds the
// current season: the one flagged current, else the latest.

export type SeasonStatus = "Completed" | "Current" | "Upcoming";

export function currentSeasonIdOf(seasons: { id: number; isCurrent: boolean }[]): number | null {
  const flagged = seasons.find((s) => s.isCurrent);
  if (flagged) return flagged.id;
  return seasons.length > 0 ? Math.max(...seasons.map((s) => s.id)) : null;
}

/** Seasons below the current one are Completed, those above it Upcoming. */
export function seasonStatus(seasonId: number, currentId: number | null): SeasonStatus {
  if (currentId === null || seasonId < currentId) return "Completed";
  return seasonId === currentId ? "Current" : "Upcoming";
}
