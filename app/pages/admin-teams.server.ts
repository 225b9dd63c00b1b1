// /admin/teams: every team with the number of seasons it played.
import { teamsWithSeasonCounts } from "~/data/teams.server";
import type { Database } from "~/db/connection.server";

export async function loadAdminTeams(db: Database) {
  const teams = await teamsWithSeasonCounts(db);
  return { teams: teams.map((t) => ({ ...t, seasons: Number(t.seasons) })) };
}
