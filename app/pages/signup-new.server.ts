// /signup/new: the new player form (docs/league-rules.md#signups-and-fees). One
// POST creates the player and the season's signup together, then shows the
// welcome page.
import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect } from "react-router";
import { overLimit } from "~/auth/rate-limit.server";
import { now } from "~/clock.server";
import { registrationSeason } from "~/data/season-lifecycle.server";
import { signUpNewPlayer } from "~/data/signups.server";
import type { Database } from "~/db/connection.server";
import { EMAIL_TAKEN, NewPlayerSchema } from "~/domain/signup";
import { withinFieldLimits } from "~/form-reply";
import { foundOr404 } from "~/http.server";

const NO_SEASON = "No season is open for signups";

export async function loadNewPlayerSignup(db: Database) {
  const season = foundOr404(await registrationSeason(db), NO_SEASON);
  return { season: { id: season.id, name: season.name } };
}

/**
 * Signs up a new player for the current season, counted against the sender's
 * per-IP limit; an email already in the league is refused on its field.
 */
export async function signUpNew(db: Database, form: FormData, senderIp: string) {
  const submission = parseWithZod(form, { schema: NewPlayerSchema });
  const limited = await overLimit([["signupPerIp", senderIp]]);
  if (limited) {
    return data(
      {
        result: withinFieldLimits(
          NewPlayerSchema,
          submission.reply({ formErrors: [limited.message] }),
        ),
      },
      { status: 429, headers: limited.headers },
    );
  }
  if (submission.status !== "success") {
    return data(
      { result: withinFieldLimits(NewPlayerSchema, submission.reply()) },
      { status: 400 },
    );
  }
  const season = foundOr404(await registrationSeason(db), NO_SEASON);
  const outcome = await signUpNewPlayer(db, {
    seasonId: season.id,
    player: submission.value,
    now: now(),
  });
  if (!outcome.ok) {
    const errors =
      outcome.reason === "season-refused"
        ? { formErrors: [outcome.message] }
        : { fieldErrors: { email: [EMAIL_TAKEN] } };
    return data(
      { result: withinFieldLimits(NewPlayerSchema, submission.reply(errors)) },
      { status: 409 },
    );
  }
  return redirect(`/signup/all/${outcome.playerId}`);
}
