// /admin/teams/new and /admin/teams/{teamId}: the team form's data and saves.
// The caller has already checked requireAdmin; the team id of an edit comes
// from the address, never from the form.
import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect } from "react-router";
import type { Viewer } from "~/auth/viewer.server";
import { now } from "~/clock.server";
import { createTeam, teamIdTaken, updateTeam } from "~/data/admin-teams.server";
import { teamById } from "~/data/teams.server";
import { database } from "~/db/index.server";
import {
  bioText,
  TEAM_ID_TAKEN_MESSAGE,
  teamCreateSchema,
  teamEditSchema,
} from "~/domain/team-form";
import { foundOr404 } from "~/http.server";
import { withinFieldLimits } from "~/form-reply";

export async function loadTeamEditForm(teamId: string) {
  const team = foundOr404(await teamById(await database(), teamId), "Team not found");
  return {
    team: { id: team.id, name: team.name },
    defaultValue: { name: team.name, abbreviation: team.abbreviation, bio: bioText(team.bio) },
  };
}

export async function saveNewTeam(request: Request, viewer: Viewer) {
  const db = await database();
  const submission = parseWithZod(await request.formData(), { schema: teamCreateSchema });
  if (submission.status !== "success") {
    return data(
      { result: withinFieldLimits(teamCreateSchema, submission.reply()) },
      { status: 400 },
    );
  }
  const idTaken = () =>
    data(
      {
        result: withinFieldLimits(
          teamCreateSchema,
          submission.reply({ fieldErrors: { id: [TEAM_ID_TAKEN_MESSAGE] } }),
        ),
      },
      { status: 400 },
    );
  const values = submission.value;
  if (await teamIdTaken(db, values.id)) return idTaken();
  const outcome = await createTeam(db, values, { actorEmail: viewer.email, at: now() });
  if (outcome === "id-taken") return idTaken();
  throw redirect(`/admin/teams?created=${encodeURIComponent(values.id)}`);
}

export async function saveTeamEdit(request: Request, teamId: string, viewer: Viewer) {
  const db = await database();
  foundOr404(await teamById(db, teamId), "Team not found");
  const submission = parseWithZod(await request.formData(), { schema: teamEditSchema });
  if (submission.status !== "success") {
    return data({ result: withinFieldLimits(teamEditSchema, submission.reply()) }, { status: 400 });
  }
  const outcome = await updateTeam(db, teamId, submission.value, {
    actorEmail: viewer.email,
    at: now(),
  });
  if (outcome === "not-found") throw data("Team not found", { status: 404 });
  throw redirect(`/admin/teams?saved=${encodeURIComponent(teamId)}`);
}
