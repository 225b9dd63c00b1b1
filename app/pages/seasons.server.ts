// /seasons: every season with its status, from one query.
import { listSeasons } from "~/data/seasons.server";
import type { Database } from "~/db/connection.server";
import { currentSeasonIdOf, seasonStatus } from "~/domain/season-status";

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
