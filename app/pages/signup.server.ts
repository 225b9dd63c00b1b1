// /signup: the start of a season signup shows which season is open, if any.
import { currentSeason } from "~/data/seasons.server";
import type { Database } from "~/db/connection.server";

export async function loadSignupPage(db: Database) {
  const season = await currentSeason(db);
  return { season: season ? { id: season.id, name: season.name } : null };
}
