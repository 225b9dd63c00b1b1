// /signup/returning: the name search and the one-tap signup of a returning
// player for the current season (docs/league-rules.md#signups-and-fees).
import { data, redirect } from "react-router";
import { overLimit } from "~/auth/rate-limit.server";
import { now } from "~/clock.server";
import { registrationSeason } from "~/data/season-lifecycle.server";
import { SEARCH_LIMIT, searchPlayersForSignup, signUpReturningPlayer } from "~/data/signups.server";
import type { Database } from "~/db/connection.server";
import { normalizeSearch, ReturningSignupSchema, SEARCH_MAX, SIGNUP_ERROR } from "~/domain/signup";
import { refusal, type FormReply } from "~/form-reply";
import { foundOr404 } from "~/http.server";

const NO_SEASON = "No season is open for signups";

/** `raw` is the `q` query parameter: null before any search. */
export async function loadReturningSignup(db: Database, raw: string | null) {
  const season = foundOr404(await registrationSeason(db), NO_SEASON);
  // No ?q at all: nothing searched yet. An empty ?q= is an empty search (it finds nobody).
  const searched = raw !== null;
  const q = (raw ?? "").slice(0, SEARCH_MAX);
  // One more than we show tells us whether to ask for a longer name.
  const found = searched
    ? await searchPlayersForSignup(db, season.id, normalizeSearch(q), SEARCH_LIMIT + 1)
    : [];
  const rows = found.slice(0, SEARCH_LIMIT);
  return {
    season: { id: season.id, name: season.name },
    q,
    searched,
    rows,
    more: found.length > rows.length,
  };
}

/** A refusal says what went wrong, then what to do; an existing signup links to it. */
export type ReturningSignupReply = FormReply<{ welcomeHref?: string }>;

function refuse(
  text: string,
  detail: string | null,
  init: number | ResponseInit,
  welcomeHref?: string,
) {
  const result = refusal(detail ? [text, detail] : text);
  return data<ReturningSignupReply>(welcomeHref ? { result, welcomeHref } : { result }, init);
}

/** Signs up the chosen player, counted against the sender's per-IP limit. */
export async function signUpReturning(db: Database, form: FormData, senderIp: string) {
  const limited = await overLimit([["signupPerIp", senderIp]]);
  if (limited) return refuse(limited.message, null, { status: 429, headers: limited.headers });
  const parsed = ReturningSignupSchema.safeParse(Object.fromEntries(form));
  if (!parsed.success) {
    return refuse(SIGNUP_ERROR, "Search for your name and try again.", 400);
  }
  const season = foundOr404(await registrationSeason(db), NO_SEASON);
  const outcome = await signUpReturningPlayer(db, {
    seasonId: season.id,
    playerId: parsed.data.playerId,
    now: now(),
  });
  if (outcome.ok) return redirect(`/signup/all/${outcome.player.id}`);
  if (outcome.reason === "season-refused") return refuse(outcome.message, null, 409);
  if (outcome.reason === "already-signed-up") {
    const { id, firstName, lastName } = outcome.player;
    return refuse(
      `${firstName} ${lastName} is already signed up for Season ${season.id}.`,
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
