// /account: who is signed in and, for a player, his emails
// (docs/league-rules.md#email-alerts), his answers for his next games and the
// days he can sub on (docs/league-rules.md#availability). The route has already checked requireUser.
import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect } from "react-router";
import type { Viewer } from "~/auth/viewer.server";
import { now } from "~/clock.server";
import {
  nextGamesOf,
  setAnswer,
  setSubOffer,
  subOfferDays,
  upcomingGameDays,
} from "~/data/availability.server";
import { alertPreferences, saveAlertPreferences } from "~/data/email-preferences.server";
import { gameById } from "~/data/games.server";
import type { Database } from "~/db/connection.server";
import { alertPreferencesSchema } from "~/domain/alerts/alerts";
import { ANSWER_LABELS, answerSchema } from "~/domain/availability/availability";
import { formatGameDay, formatGameTime } from "~/domain/time/league-time";
import { z } from "zod";
import { refusal, withinFieldLimits, type FormReply } from "~/form-reply";
import { splitSubDays } from "~/domain/availability/sub-days";
import { leagueDay } from "~/domain/availability/availability";
import { signUpViewer, signupCardFor } from "./signup-card.server";
import { shownText } from "~/domain/shown-text";

export const NOT_A_PLAYER_ALERTS =
  "Email alerts are for players: sign in with the email you signed up with.";

export const NOT_A_PLAYER_AVAILABILITY =
  "Answers and the sub list are for players: sign in with the email you signed up with.";

export async function loadAccountPage(db: Database, viewer: Viewer) {
  return {
    /** While a season takes signups: his one tap, or his signup, fee and draft (until it begins). */
    signup: await signupCardFor(db, viewer, now(), { afterSignups: true }),
    firstName: viewer.player ? shownText(viewer.player.firstName) : null,
    name: viewer.name,
    email: viewer.email,
    playerId: viewer.player?.id ?? null,
    isAdmin: viewer.isAdmin,
    /** Null for someone who is not a player: no alerts to choose. */
    alerts: viewer.player ? await alertPreferences(db, viewer.player.id) : null,
    availability: viewer.player ? await availabilityOf(db, viewer.player.id) : null,
  };
}

/** A date of the sub list ('2026-11-28') as the page writes it: 'Sat, Nov 28'. */
const dayLabel = (day: string) => formatGameDay(new Date(`${day}T17:00:00Z`));

/** His next games with his answers, and the game days he may offer to sub on. */
async function availabilityOf(db: Database, playerId: string) {
  const at = now();
  const [games, days, offered] = await Promise.all([
    nextGamesOf(db, playerId, at),
    upcomingGameDays(db, at),
    subOfferDays(db, playerId),
  ]);
  return {
    nextGames: games.map((g) => ({
      gameId: g.gameId,
      when: `${formatGameDay(g.startsAt)}, ${formatGameTime(g.startsAt)}`,
      title: `${g.teamName} ${g.isHome ? "vs" : "at"} ${g.opponentName}`,
      isSub: g.isSub,
      answer: g.answer,
    })),
    subDays: splitSubDays(
      days.map((day) => ({ day, label: dayLabel(day), offered: offered.includes(day) })),
      leagueDay(at),
    ),
  };
}

const answerForm = z.object({ gameId: z.string().max(64), answer: answerSchema });

/**
 * A post by script (stay=yes, app/components/save-status.tsx) is answered with
 * what was saved, the page staying as it is; a plain form post is redirected.
 */
const byScript = (form: FormData) => form.get("stay") === "yes";
const saved = (message: string, extra: object = {}) =>
  data<FormReply<{ message: string }>>({ result: { status: "success" }, message, ...extra });

/**
 * The /account posts: intent "signup" (his one tap), "availability" (his
 * answer for one of his next games), "sub-days" (the game days he can sub
 * on), else his alert choices.
 */
export async function postAccount(db: Database, viewer: Viewer, form: FormData) {
  const intent = form.get("intent");
  if (intent === "signup") {
    const refused = await signUpViewer(db, viewer, now());
    if (refused) return refused;
    // The page comes back with the card saying he is signed up, where he tapped.
    throw redirect("/account");
  }
  if (intent !== "availability" && intent !== "sub-days") {
    return saveAccountAlerts(db, viewer, form);
  }
  const refuse = (message: string, status: number) =>
    data<FormReply<{ form: string }>>({ result: refusal(message), form: intent }, { status });
  if (!viewer.player) return refuse(NOT_A_PLAYER_AVAILABILITY, 403);
  const at = now();
  if (intent === "availability") {
    const parsed = answerForm.safeParse(Object.fromEntries(form));
    if (!parsed.success) {
      return refuse("Choose In, Out or Maybe.", 400);
    }
    const answered = await setAnswer(db, {
      ...parsed.data,
      playerId: viewer.player.id,
      setBy: "self",
      now: at,
    });
    if (!answered.ok) return refuse(answered.message, answered.status);
    if (!byScript(form)) throw redirect("/account#next-games");
    const game = await gameById(db, parsed.data.gameId);
    const day = game ? ` for ${formatGameDay(game.startsAt)}` : "";
    return saved(`Saved: you're ${ANSWER_LABELS[parsed.data.answer]}${day}.`, { form: intent });
  }
  const chosen = new Set(form.getAll("day").map(String));
  const days = await upcomingGameDays(db, at);
  if ([...chosen].some((day) => !days.includes(day))) {
    return refuse("There are no games still to come on one of those days.", 400);
  }
  await db.transaction(async (tx) => {
    for (const day of days) {
      await setSubOffer(tx, {
        playerId: viewer.player!.id,
        day,
        available: chosen.has(day),
        now: at,
      });
    }
  });
  if (!byScript(form)) throw redirect("/account?sub-days=saved#sub-list");
  return saved("Your sub days are saved.", { form: intent });
}

/** Saves the signed-in player's alert choices; then back to /account saying so (by script: the message). */
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
  if (!byScript(form)) throw redirect("/account?alerts=saved");
  return saved("Your email choices are saved.");
}
