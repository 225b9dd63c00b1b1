// /signup: the start of a season signup shows which season is open, if any.
import { registrationSeason } from "~/data/season-lifecycle.server";
import type { Database } from "~/db/connection.server";

export async function loadSignupPage(db: Database) {
  const season = await registrationSeason(db);
  return { season: season ? { id: season.id, name: season.name } : null };
}
