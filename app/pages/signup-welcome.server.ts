// /signup/all/{playerId}: the answer after a signup, where every signup ends
// (his own tap, a confirmation's Confirm). Anyone with the link can open it,
// so it gives his first name, the season, and what the league has said of
// its fee and draft (with whether his fee is paid, which the public draft
// board shows too): nothing else of his.
import { now } from "~/clock.server";
import { signupsSeason } from "~/data/season-lifecycle.server";
import { seasonFeeOf } from "~/data/season-fee.server";
import { adminPlayerSignup } from "~/data/signups.server";
import type { Database } from "~/db/connection.server";
import { seasonFeeSentences } from "~/domain/season/fee";
import { leagueDay } from "~/domain/time/days";
import { foundOr404 } from "~/http.server";
import { shownText } from "~/domain/shown-text";

const NOT_FOUND = "Signup not found";

/** 404 unless `playerId` is signed up for the current season. */
export async function loadSignupWelcome(db: Database, playerId: string, at: Date = now()) {
  const season = foundOr404(await signupsSeason(db), NOT_FOUND);
  const signup = foundOr404(await adminPlayerSignup(db, season.id, playerId), NOT_FOUND);
  return {
    season: { id: season.id, name: season.name },
    firstName: shownText(signup.firstName),
    status: signup.status,
    /** The fee, how to pay it, whether his is paid, and the draft: one sentence each. */
    fee: seasonFeeSentences(seasonFeeOf(season), { paid: signup.paid, today: leagueDay(at) }),
  };
}
