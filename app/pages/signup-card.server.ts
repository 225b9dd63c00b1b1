// The signup card of /account and the home page (docs/league-rules.md#signups-and-fees):
// while a season takes signups, a signed-in player signs himself up with one
// tap (no search, no form, no email: he is who he signed in as), then reads
// that he is signed up and whether his fee is paid. Anyone else is invited
// to /signup.
import { data } from "react-router";
import type { Viewer } from "~/auth/viewer.server";
import { registrationSeason } from "~/data/season-lifecycle.server";
import { adminPlayerSignup, signUpReturningPlayer } from "~/data/signups.server";
import type { Executor } from "~/db/connection.server";
import type { SignupCardView } from "~/views/signup-card";

export const SIGNUPS_CLOSED = "Signups are closed: no season is taking them now.";
export const NOT_A_PLAYER_SIGNUP =
  "Only a player signs himself up here: sign in with the email you play under, or sign up as a new player.";

/** The card for this viewer (null when no season takes signups). */
export async function signupCardFor(
  db: Executor,
  viewer: Viewer | null,
): Promise<SignupCardView | null> {
  const season = await registrationSeason(db);
  if (!season) return null;
  const seasonName = season.name;
  if (!viewer?.player) return { state: "invite", seasonName };
  const signup = await adminPlayerSignup(db, season.id, viewer.player.id);
  return signup
    ? { state: "signed-up", seasonName, paid: signup.paid }
    : { state: "open", seasonName };
}

export type SignupCardReply = { signup: "refused"; message: string };

const refuse = (message: string, status: number) =>
  data<SignupCardReply>({ signup: "refused", message }, { status });

/**
 * Signs the signed-in player up for the season taking signups. Signing up
 * twice (a double tap, a second tab) is no mistake: he is signed up, and
 * the card says so. Null when done; else the refusal to answer.
 */
export async function signUpViewer(db: Executor, viewer: Viewer, at: Date) {
  if (!viewer.player) return refuse(NOT_A_PLAYER_SIGNUP, 403);
  const season = await registrationSeason(db);
  if (!season) return refuse(SIGNUPS_CLOSED, 409);
  const outcome = await signUpReturningPlayer(db, {
    seasonId: season.id,
    playerId: viewer.player.id,
    now: at,
  });
  if (outcome.ok || outcome.reason === "already-signed-up") return null;
  if (outcome.reason === "season-refused") return refuse(outcome.message, 409);
  return refuse(NOT_A_PLAYER_SIGNUP, 403);
}
