// /account: who is signed in and, for a player, his alert emails
// (docs/league-rules.md#email-alerts). The route has already checked requireUser.
import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect } from "react-router";
import type { Viewer } from "~/auth/viewer.server";
import { now } from "~/clock.server";
import { alertPreferences, saveAlertPreferences } from "~/data/email-preferences.server";
import type { Database } from "~/db/connection.server";
import { alertPreferencesSchema } from "~/domain/alerts";
import { refusal, withinFieldLimits, type FormReply } from "~/form-reply";

export const NOT_A_PLAYER_ALERTS =
  "Email alerts are for players: sign in with the email you signed up with.";

export async function loadAccountPage(db: Database, viewer: Viewer) {
  return {
    firstName: viewer.player?.firstName ?? null,
    name: viewer.name,
    email: viewer.email,
    playerId: viewer.player?.id ?? null,
    isAdmin: viewer.isAdmin,
    /** Null for someone who is not a player: no alerts to choose. */
    alerts: viewer.player ? await alertPreferences(db, viewer.player.id) : null,
  };
}

/** Saves the signed-in player's two alert choices; then back to /account, saying so. */
export async function saveAccountAlerts(db: Database, viewer: Viewer, form: FormData) {
  if (!viewer.player) {
    return data<FormReply>({ result: refusal(NOT_A_PLAYER_ALERTS) }, { status: 403 });
  }
  const submission = parseWithZod(form, { schema: alertPreferencesSchema });
  if (submission.status !== "success") {
    return data<FormReply>(
      { result: withinFieldLimits(alertPreferencesSchema, submission.reply()) },
      { status: 400 },
    );
  }
  await saveAlertPreferences(db, viewer.player.id, submission.value, now());
  throw redirect("/account?alerts=saved");
}
