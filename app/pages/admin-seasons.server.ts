// /admin/seasons: every season with the admin pages' status word.
import { listSeasons } from "~/data/seasons.server";
import type { Database } from "~/db/connection.server";
import { seasonStatus, currentSeasonIdOf } from "~/domain/season-status";

export async function loadAdminSeasons(db: Database) {
  const seasons = await listSeasons(db);
  const currentId = currentSeasonIdOf(seasons);
  return {
    seasons: seasons.map((s) => ({
      id: s.id,
      name: s.name,
      status: seasonStatus(s.id, currentId),
    })),
  };
}
