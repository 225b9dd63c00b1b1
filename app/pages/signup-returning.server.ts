// /signup/returning: the name search and the one-tap signup of a returning
// player for the season taking signups (docs/league-rules.md#signups-and-fees).
// A signed-in player tapping his own name is signed up at once; any other tap
// (signed out, or for someone else) only emails the player a link to confirm
// (./signup-confirm.server.ts), and the search says he is waiting.
import { data, redirect } from "react-router";
import { overLimit } from "~/auth/rate-limit.server";
import { registrationSeason } from "~/data/season-lifecycle.server";
import { playersWaitingToConfirm } from "~/data/pending-signups.server";
import { SEARCH_LIMIT, searchPlayersForSignup, signUpReturningPlayer } from "~/data/signups.server";
import type { Database } from "~/db/connection.server";
import {
  normalizeSearch,
  ReturningSignupSchema,
  SEARCH_MAX,
  SIGNUP_ERROR,
} from "~/domain/signups/signup";
import { NO_EMAIL_ON_RECORD } from "~/domain/signups/confirmation";
import { refusal, type FormReply } from "~/form-reply";
import { foundOr404 } from "~/http.server";
import { askConfirmation } from "./signup-confirm.server";
import { fullName } from "~/domain/people/name";

const NO_SEASON = "No season is open for signups";

/**
 * `raw` is the `q` query parameter: null before any search. `viewerPlayerId`:
 * the signed-in player's own record, which never waits for a confirmation
 * (he signs himself up with one tap).
 */
export async function loadReturningSignup(
  db: Database,
  raw: string | null,
  viewerPlayerId: string | null,
  at: Date,
) {
  const season = foundOr404(await registrationSeason(db), NO_SEASON);
  // No ?q at all: nothing searched yet. An empty ?q= is an empty search (it finds nobody).
  const searched = raw !== null;
  const q = (raw ?? "").slice(0, SEARCH_MAX);
  // One more than we show tells us whether to ask for a longer name.
  const found = searched
    ? await searchPlayersForSignup(db, season.id, normalizeSearch(q), SEARCH_LIMIT + 1)
    : [];
  const shown = found.slice(0, SEARCH_LIMIT);
  const waiting = await playersWaitingToConfirm(
    db,
    season.id,
    shown.filter((r) => !r.signedUp && r.id !== viewerPlayerId).map((r) => r.id),
    at,
  );
  return {
    season: { id: season.id, name: season.name },
    q,
    searched,
    rows: shown.map((row) => ({ ...row, waiting: waiting.has(row.id) })),
    more: found.length > shown.length,
  };
}

/**
 * A refusal says what went wrong, then what to do; an existing signup links
 * to it. `emailed`: the sentence saying where the link to confirm went.
 */
export type ReturningSignupReply = FormReply<{ welcomeHref?: string; emailed?: string }>;

function refuse(
  text: string,
  detail: string | null,
  init: number | ResponseInit,
  welcomeHref?: string,
) {
  const result = refusal(detail ? [text, detail] : text);
  return data<ReturningSignupReply>(welcomeHref ? { result, welcomeHref } : { result }, init);
}

/**
 * Signs up the chosen player, counted against the sender's per-IP limit: at
 * once when he is the signed-in player (`viewerPlayerId`), else by emailing
 * him a link to confirm.
 */
export async function signUpReturning(
  db: Database,
  form: FormData,
  senderIp: string,
  viewerPlayerId: string | null,
  at: Date,
) {
  const limited = await overLimit([["signupPerIp", senderIp]]);
  if (limited) return refuse(limited.message, null, { status: 429, headers: limited.headers });
  const parsed = ReturningSignupSchema.safeParse(Object.fromEntries(form));
  if (!parsed.success) {
    return refuse(SIGNUP_ERROR, "Search for your name and try again.", 400);
  }
  const season = foundOr404(await registrationSeason(db), NO_SEASON);
  const { playerId } = parsed.data;
  if (playerId === viewerPlayerId) {
    const outcome = await signUpReturningPlayer(db, { seasonId: season.id, playerId, now: at });
    if (outcome.ok) return redirect(`/signup/all/${outcome.player.id}`);
    return refused(outcome, season.id);
  }
  const asked = await askConfirmation(db, { seasonId: season.id, who: { playerId }, at });
  if (asked.ok) {
    return data<ReturningSignupReply>({ result: { status: "success" }, emailed: asked.sentence });
  }
  if (asked.reason === "limited") {
    return refuse(asked.limit.message, null, { status: 429, headers: asked.limit.headers });
  }
  if (asked.reason === "no-email") return refuse(NO_EMAIL_ON_RECORD, null, 409);
  // A new player's refusal, never a returning one's.
  if (asked.reason === "email-taken") return refuse(SIGNUP_ERROR, null, 409);
  return refused(asked, season.id);
}

/** The refusals a returning signup shares with its confirmation. */
function refused(
  outcome:
    | { reason: "unknown-player" }
    | { reason: "season-refused"; message: string }
    | {
        reason: "already-signed-up";
        player: { id: string; firstName: string; lastName: string };
      },
  seasonId: number,
) {
  if (outcome.reason === "season-refused") return refuse(outcome.message, null, 409);
  if (outcome.reason === "already-signed-up") {
    const { id } = outcome.player;
    return refuse(
      `${fullName(outcome.player)} is already signed up for Season ${seasonId}.`,
      "One signup per season is all it takes.",
      409,
      `/signup/all/${id}`,
    );
  }
  // A signup naming no player says 'error with signup' (and nothing internal).
  return refuse(
    SIGNUP_ERROR,
    "We could not find that player. Search for your name again, or sign up as a New Player.",
    404,
  );
}
