// /admin/teams/{teamId}: the team form's data and its save. The caller has
// already checked requireAdmin.
import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect } from "react-router";
import type { Viewer } from "~/auth/viewer.server";
import { now } from "~/clock.server";
import { storedTeam, teamById, updateTeam } from "~/data/teams.server";
import type { Database } from "~/db/connection.server";
import { bioText, teamEditSchema } from "~/domain/teams/form";
import { shownText } from "~/domain/shown-text";
import { foundOr404 } from "~/http.server";
import { withinFieldLimits } from "~/form-reply";

export async function loadTeamEditForm(db: Database, teamId: string) {
  const team = foundOr404(await storedTeam(db, teamId), "Team not found");
  return {
    team: { id: team.id, name: shownText(team.name) },
    defaultValue: {
      name: team.name,
      abbreviation: team.abbreviation,
      color: team.color,
      bio: bioText(team.bio),
    },
  };
}

/** Saves the edit as the admin `viewer`; the id comes from the address, never the form. */
export async function saveTeamEdit(db: Database, teamId: string, viewer: Viewer, form: FormData) {
  foundOr404(await teamById(db, teamId), "Team not found");
  const submission = parseWithZod(form, { schema: teamEditSchema });
  if (submission.status !== "success") {
    return data({ result: withinFieldLimits(teamEditSchema, submission.reply()) }, { status: 400 });
  }
  const outcome = await updateTeam(db, teamId, submission.value, {
    actorEmail: viewer.email,
    at: now(),
  });
  if (outcome === "not-found") throw data("Team not found", { status: 404 });
  if (outcome !== "saved") {
    const reply = submission.reply({ fieldErrors: { [outcome.field]: [outcome.message] } });
    return data({ result: withinFieldLimits(teamEditSchema, reply) }, { status: 400 });
  }
  throw redirect(`/admin/teams?saved=${encodeURIComponent(teamId)}`);
}
