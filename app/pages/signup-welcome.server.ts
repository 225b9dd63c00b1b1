// /signup/all/{playerId}: the confirmation after a signup. Anyone with the
// link can open it, so it gives the first name and season only.
import { signupsSeason } from "~/data/season-lifecycle.server";
import { playerSignup } from "~/data/signups.server";
import type { Database } from "~/db/connection.server";
import { foundOr404 } from "~/http.server";
import { shownText } from "~/domain/shown-text";

const NOT_FOUND = "Signup not found";

/** 404 unless `playerId` is signed up for the current season. */
export async function loadSignupWelcome(db: Database, playerId: string) {
  const season = foundOr404(await signupsSeason(db), NOT_FOUND);
  const signup = foundOr404(await playerSignup(db, season.id, playerId), NOT_FOUND);
  return {
    season: { id: season.id, name: season.name },
    firstName: shownText(signup.firstName),
    status: signup.status,
  };
}
