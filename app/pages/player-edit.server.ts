// The player edit form's loader and action work, shared by the player's own
// page (/players/{id}/edit) and the admin one (/admin/players/{id}). The
// caller checks the role first (requirePlayerOrAdmin or requireAdmin) and says
// where a save goes; nothing here trusts the form for the player id.
import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect } from "react-router";
import { now } from "~/clock.server";
import { editablePlayer, emailTakenByOther, updatePlayer } from "~/data/players.server";
import type { Database } from "~/db/connection.server";
import { playerFormDefaults, playerFormSchema } from "~/domain/people/form";
import { foundOr404 } from "~/http.server";
import { withinFieldLimits } from "~/form-reply";
import { fullName } from "~/domain/people/name";

export const EMAIL_TAKEN_MESSAGE =
  "Another player already uses this email. Each player needs their own.";

/** The form's starting values for a player, or a 404 for an unknown id. */
export async function loadPlayerEditForm(db: Database, playerId: string) {
  const player = foundOr404(await editablePlayer(db, playerId), "Player not found");
  return {
    player: { id: player.id, name: fullName(player) },
    defaultValue: playerFormDefaults(player),
  };
}

/**
 * Validates and saves the posted form for `playerId`. Bad input or a taken
 * email → the form again with messages and what was typed (400); an unknown
 * player → 404; a save → redirect to `savedTo`.
 */
export async function savePlayerEditForm(
  db: Database,
  form: FormData,
  opts: { playerId: string; actorEmail: string; savedTo: string },
) {
  foundOr404(await editablePlayer(db, opts.playerId), "Player not found");
  const submission = parseWithZod(form, { schema: playerFormSchema });
  if (submission.status !== "success") {
    return data(
      { result: withinFieldLimits(playerFormSchema, submission.reply()) },
      { status: 400 },
    );
  }
  const emailTaken = () =>
    data(
      {
        result: withinFieldLimits(
          playerFormSchema,
          submission.reply({ fieldErrors: { email: [EMAIL_TAKEN_MESSAGE] } }),
        ),
      },
      { status: 400 },
    );
  if (await emailTakenByOther(db, submission.value.email, opts.playerId)) return emailTaken();
  const outcome = await updatePlayer(db, opts.playerId, submission.value, {
    actorEmail: opts.actorEmail,
    at: now(),
  });
  if (outcome === "email-taken") return emailTaken();
  if (outcome === "not-found") throw data("Player not found", { status: 404 });
  throw redirect(opts.savedTo);
}
