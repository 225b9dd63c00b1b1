// /admin/teams/new: adding a team. The caller has already checked requireAdmin.
import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect } from "react-router";
import type { Viewer } from "~/auth/viewer.server";
import { now } from "~/clock.server";
import { createTeam, teamIdTaken } from "~/data/teams.server";
import type { Database } from "~/db/connection.server";
import { TEAM_ID_TAKEN_MESSAGE, teamCreateSchema } from "~/domain/teams/form";
import { withinFieldLimits } from "~/form-reply";

/**
 * Adds the team as the admin `viewer`; a taken id, or a name or abbreviation
 * another team has, is refused on its field.
 */
export async function saveNewTeam(db: Database, viewer: Viewer, form: FormData) {
  const submission = parseWithZod(form, { schema: teamCreateSchema });
  if (submission.status !== "success") {
    return data(
      { result: withinFieldLimits(teamCreateSchema, submission.reply()) },
      { status: 400 },
    );
  }
  const refuse = (field: string, message: string) =>
    data(
      {
        result: withinFieldLimits(
          teamCreateSchema,
          submission.reply({ fieldErrors: { [field]: [message] } }),
        ),
      },
      { status: 400 },
    );
  const values = submission.value;
  if (await teamIdTaken(db, values.id)) return refuse("id", TEAM_ID_TAKEN_MESSAGE);
  const outcome = await createTeam(db, values, { actorEmail: viewer.email, at: now() });
  if (outcome === "id-taken") return refuse("id", TEAM_ID_TAKEN_MESSAGE);
  if (outcome !== "created") return refuse(outcome.field, outcome.message);
  throw redirect(`/admin/teams?created=${encodeURIComponent(values.id)}`);
}
