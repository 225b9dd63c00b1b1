// /signup/new: the new player form (docs/league-rules.md#signups-and-fees). A
// valid form writes no player yet: it emails the address typed a link to
// confirm (./signup-confirm.server.ts), and his record and signup are made
// when he taps it. The page then says where the link went.
import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "react-router";
import { overLimit } from "~/auth/rate-limit.server";
import { registrationSeason } from "~/data/season-lifecycle.server";
import type { Database } from "~/db/connection.server";
import { EMAIL_TAKEN, NewPlayerSchema, SIGNUP_ERROR } from "~/domain/signups/signup";
import { withinFieldLimits, type FormReply } from "~/form-reply";
import { foundOr404 } from "~/http.server";
import { askConfirmation } from "./signup-confirm.server";

const NO_SEASON = "No season is open for signups";

/** `emailed`: the sentence saying where the link to confirm went. */
export type NewSignupReply = FormReply<{ emailed?: string }>;

export async function loadNewPlayerSignup(db: Database) {
  const season = foundOr404(await registrationSeason(db), NO_SEASON);
  return { season: { id: season.id, name: season.name } };
}

/**
 * A new player's signup, counted against the sender's per-IP limit: an email
 * already in the league is refused on its field; a valid form is answered
 * with `emailed`, the sentence saying where the link to confirm went.
 */
export async function signUpNew(db: Database, form: FormData, senderIp: string, at: Date) {
  const submission = parseWithZod(form, { schema: NewPlayerSchema });
  const reply = (errors?: { formErrors?: string[]; fieldErrors?: Record<string, string[]> }) =>
    withinFieldLimits(NewPlayerSchema, submission.reply(errors));
  const limited = await overLimit([["signupPerIp", senderIp]]);
  if (limited) {
    return data<NewSignupReply>(
      { result: reply({ formErrors: [limited.message] }) },
      { status: 429, headers: limited.headers },
    );
  }
  if (submission.status !== "success")
    return data<NewSignupReply>({ result: reply() }, { status: 400 });
  const season = foundOr404(await registrationSeason(db), NO_SEASON);
  const asked = await askConfirmation(db, {
    seasonId: season.id,
    who: { newPlayer: submission.value },
    at,
  });
  if (asked.ok) return data<NewSignupReply>({ result: reply(), emailed: asked.sentence });
  if (asked.reason === "limited") {
    return data<NewSignupReply>(
      { result: reply({ formErrors: [asked.limit.message] }) },
      { status: 429, headers: asked.limit.headers },
    );
  }
  const errors =
    asked.reason === "email-taken"
      ? { fieldErrors: { email: [EMAIL_TAKEN] } }
      : { formErrors: [asked.reason === "season-refused" ? asked.message : SIGNUP_ERROR] };
  return data<NewSignupReply>({ result: reply(errors) }, { status: 409 });
}
