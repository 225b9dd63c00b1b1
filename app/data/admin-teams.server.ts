// Admin writes to teams (/admin/teams, docs/league-rules.md#teams-and-rosters):
// create and edit, each with its audit entry in the same transaction. Reads
// reuse app/data/teams.server.ts (listTeams, teamById).
import { asc, count, eq } from "drizzle-orm";
import type { Database, Executor } from "~/db/connection.server";
import { isUniqueViolation } from "~/db/errors.server";
import { seasonTeams, teams } from "~/db/schema";
import type { NewTeamValues, TeamFormValues } from "~/domain/team-form";
import { recordAudit } from "./audit.server";

export interface ActorStamp {
  actorEmail: string;
  at: Date;
}

/** Each team with the number of seasons it played, for the admin list. */
export async function teamsWithSeasonCounts(db: Executor) {
  return db
    .select({
      id: teams.id,
      name: teams.name,
      abbreviation: teams.abbreviation,
      seasons: count(seasonTeams.seasonId),
    })
    .from(teams)
    .leftJoin(seasonTeams, eq(seasonTeams.teamId, teams.id))
    .groupBy(teams.id, teams.name, teams.abbreviation)
    .orderBy(asc(teams.name));
}

export async function teamIdTaken(db: Executor, teamId: string): Promise<boolean> {
  const [row] = await db.select({ id: teams.id }).from(teams).where(eq(teams.id, teamId)).limit(1);
  return row !== undefined;
}

/** A new team, or "id-taken" when the id exists (also when two admins race for it). */
export async function createTeam(
  db: Database,
  values: NewTeamValues,
  by: ActorStamp,
): Promise<"created" | "id-taken"> {
  try {
    await db.transaction(async (tx) => {
      const row = {
        id: values.id,
        name: values.name,
        abbreviation: values.abbreviation,
        bio: values.bio,
      };
      await tx.insert(teams).values({ ...row, createdAt: by.at });
      await recordAudit(tx, {
        actorEmail: by.actorEmail,
        action: "create",
        entity: "team",
        entityId: values.id,
        before: null,
        after: row,
        at: by.at,
      });
    });
    return "created";
  } catch (error) {
    if (isUniqueViolation(error)) return "id-taken";
    throw error;
  }
}

/** Name, abbreviation and bio of an existing team; the id never changes. */
export async function updateTeam(
  db: Database,
  teamId: string,
  values: TeamFormValues,
  by: ActorStamp,
): Promise<"saved" | "not-found"> {
  return db.transaction(async (tx) => {
    const columns = { name: teams.name, abbreviation: teams.abbreviation, bio: teams.bio };
    const [before] = await tx.select(columns).from(teams).where(eq(teams.id, teamId)).for("update");
    if (!before) return "not-found";
    const after = { name: values.name, abbreviation: values.abbreviation, bio: values.bio };
    await tx.update(teams).set(after).where(eq(teams.id, teamId));
    await recordAudit(tx, {
      actorEmail: by.actorEmail,
      action: "update",
      entity: "team",
      entityId: teamId,
      before,
      after,
      at: by.at,
    });
    return "saved";
  });
}
