// /seasons: every season with its status, from one query.
import { listSeasons, type Season } from "~/data/seasons.server";
import type { Database } from "~/db/connection.server";

export type SeasonStatus = "Completed" | "Current" | "Upcoming";

/**
 * The current season is the one flagged current, else the latest (as
 * currentSeason() decides). Seasons below it are Completed
 * (docs/league-rules.md#seasons).
 */
export function currentSeasonIdOf(seasons: Pick<Season, "id" | "isCurrent">[]): number | null {
  const flagged = seasons.find((s) => s.isCurrent);
  if (flagged) return flagged.id;
  return seasons.length > 0 ? Math.max(...seasons.map((s) => s.id)) : null;
}

export function seasonStatus(seasonId: number, currentId: number | null): SeasonStatus {
  if (currentId === null || seasonId < currentId) return "Completed";
  return seasonId === currentId ? "Current" : "Upcoming";
}

export async function loadSeasonsPage(db: Database) {
  const seasons = await listSeasons(db);
  const currentId = currentSeasonIdOf(seasons);
  return {
    // Newest first: the season people look for is usually the latest one.
    seasons: [...seasons]
      .sort((a, b) => b.id - a.id)
      .map((s) => ({ id: s.id, name: s.name, status: seasonStatus(s.id, currentId) })),
  };
}
