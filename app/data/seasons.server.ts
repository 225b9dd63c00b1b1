// Seasons and the teams that play in them.
import { asc, desc, eq } from "drizzle-orm";
import type { Executor } from "~/db/connection.server";
import { seasons, seasonTeams, teams } from "~/db/schema";
import type { SeasonTeam } from "~/domain/types";

export type Season = typeof seasons.$inferSelect;

/** The season flagged current (the demo's is 4), or the latest one. */
export async function currentSeason(db: Executor): Promise<Season | undefined> {
  const [row] = await db
    .select()
    .from(seasons)
    .orderBy(desc(seasons.isCurrent), desc(seasons.id))
    .limit(1);
  return row;
}

export async function listSeasons(db: Executor): Promise<Season[]> {
  return db.select().from(seasons).orderBy(asc(seasons.id));
}

export async function seasonTeamsOf(db: Executor, seasonId: number): Promise<SeasonTeam[]> {
  return db
    .select({
      id: teams.id,
      name: teams.name,
      abbreviation: teams.abbreviation,
      conference: seasonTeams.conference,
      seed: seasonTeams.seed,
    })
    .from(seasonTeams)
    .innerJoin(teams, eq(teams.id, seasonTeams.teamId))
    .where(eq(seasonTeams.seasonId, seasonId))
    .orderBy(asc(teams.name));
}
