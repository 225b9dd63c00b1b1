// The signup card of /account and the home page (docs/league-rules.md#signups-and-fees):
// while a season takes signups, a signed-in player signs himself up with one
// tap (no search, no form, no email: he is who he signed in as), then reads
// that he is signed up and whether his fee is paid. Anyone else is invited
// to /signup.
import { data } from "react-router";
import type { Viewer } from "~/auth/viewer.server";
import { draftSeason, registrationSeason } from "~/data/season-lifecycle.server";
import { seasonFeeOf } from "~/data/season-fee.server";
import { currentSeason } from "~/data/seasons.server";
import { seasonFeeSentences } from "~/domain/season/fee";
import { leagueDay } from "~/domain/time/days";
import { adminPlayerSignup, signUpReturningPlayer } from "~/data/signups.server";
import type { Executor } from "~/db/connection.server";
import type { SignupCardView } from "~/views/signup-card";

export const SIGNUPS_CLOSED = "Signups are closed: no season is taking them now.";
export const NOT_A_PLAYER_SIGNUP =
  "Only a player signs himself up here: sign in with the email you play under, or sign up as a new player.";

/**
 * The card for this viewer (null when no season takes signups). Signed up,
 * he reads the season's fee, how to pay it, whether his is paid and when
 * the draft is. `afterSignups` (his account page): once the signups close,
 * a player signed up for the season still to come keeps his card until it
 * becomes current, for the fee and draft between the two.
 */
export async function signupCardFor(
  db: Executor,
  viewer: Viewer | null,
  at: Date,
  { afterSignups = false }: { afterSignups?: boolean } = {},
): Promise<SignupCardView | null> {
  const season = (await registrationSeason(db)) ?? (afterSignups ? await comingSeason(db) : null);
  if (!season) return null;
  const seasonName = season.name;
  if (!viewer?.player) return season.registrationOpen ? { state: "invite", seasonName } : null;
  const signup = await adminPlayerSignup(db, season.id, viewer.player.id);
  if (!signup) return season.registrationOpen ? { state: "open", seasonName } : null;
  const fee = seasonFeeSentences(seasonFeeOf(season), {
    paid: signup.paid,
    today: leagueDay(at),
  });
  return { state: "signed-up", seasonName, paid: signup.paid, fee };
}

/** The latest season while it is still to come (started, not yet current, not closed). */
async function comingSeason(db: Executor) {
  const [latest, current] = await Promise.all([draftSeason(db), currentSeason(db)]);
  return latest && latest.id !== current?.id && latest.closedAt === null ? latest : undefined;
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
