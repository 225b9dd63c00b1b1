// The availability part of /games/{id} (docs/league-rules.md#availability):
// each team's counts for everyone, the names for the team's players and
// admins, a player's own In / Out / Maybe, a captain's control per name, the
// sub list for the game's day and the captain's Invite. Every post is checked
// again here: who may answer for whom, and whether answers are still taken.
import { data, redirect } from "react-router";
import { z } from "zod";
import type { Viewer } from "~/auth/viewer.server";
import { now } from "~/clock.server";
import {
  gameAvailability,
  inviteSub,
  setAnswer,
  setSubOffer,
  subOfferDays,
  subsForGame,
  type GameTeamAvailability,
} from "~/data/availability.server";
import { queueSubInvite } from "~/data/availability-emails.server";
import { gameById } from "~/data/games.server";
import type { Database } from "~/db/connection.server";
import {
  ANSWER_LABELS,
  ANSWERS,
  ANSWERS_CLOSED,
  answerSchema,
  countAnswers,
  countsText,
  isOpenForAnswers,
  leagueDay,
  mayAnswerFor,
  seesContacts,
  seesNames,
  type AvailabilityAnswer,
  type AvailabilityViewer,
} from "~/domain/availability/availability";
import { fullName } from "~/domain/people/name";
import { formatGameDay } from "~/domain/time/league-time";
import { refusal, type FormReply } from "~/form-reply";
import type { AvailabilityTeamView, GameAvailabilityView } from "~/views/game-availability";

export const AVAILABILITY_INTENTS = ["availability", "sub-offer", "invite-sub"] as const;
export type AvailabilityIntent = (typeof AVAILABILITY_INTENTS)[number];

export const NOT_YOURS = "You may only answer for yourself (a captain for his team).";
const NOT_A_CAPTAIN = "Only the team's captain or an admin may invite a sub.";
const NOT_ON_A_TEAM = "That player is not on either team of this game.";

const asViewer = (viewer: Viewer | null): AvailabilityViewer => ({
  playerId: viewer?.player?.id ?? null,
  isAdmin: viewer?.isAdmin ?? false,
});

const GROUPS: { answer: AvailabilityAnswer | null; label: string }[] = [
  ...ANSWERS.map((answer) => ({ answer, label: ANSWER_LABELS[answer] })),
  { answer: null, label: "No answer" },
];

function teamView(side: GameTeamAvailability, who: AvailabilityViewer): AvailabilityTeamView {
  const names = seesNames(who, side.members);
  return {
    teamId: side.teamId,
    teamName: side.teamName,
    counts: countsText(countAnswers(side.members)),
    groups: names
      ? GROUPS.map(({ answer, label }) => ({
          label,
          members: side.members
            .filter((m) => m.answer === answer)
            .map((m) => ({
              playerId: m.playerId,
              name: fullName(m),
              isSub: m.isSub,
              answer: m.answer,
              // His own buttons are above: the control per name is the captain's.
              canSet: m.playerId !== who.playerId && mayAnswerFor(who, m.playerId, side),
            })),
        }))
      : null,
  };
}

/** What the game page shows of availability; null once the game is no longer open. */
export async function loadGameAvailability(
  db: Database,
  gameId: string,
  viewer: Viewer | null,
): Promise<GameAvailabilityView | null> {
  const game = await gameById(db, gameId);
  if (!game || !game.homeTeamId || !game.awayTeamId || !isOpenForAnswers(game, now())) return null;
  const who = asViewer(viewer);
  const sides = await gameAvailability(db, game);
  const own = sides.flatMap((s) => s.members.map((m) => ({ ...m, team: s })));
  const mine = own.find((m) => m.playerId === who.playerId);
  const day = leagueDay(game.startsAt);
  const inviting = sides.filter((s) => seesContacts(who, s));
  const offered =
    who.playerId && !mine ? (await subOfferDays(db, who.playerId)).includes(day) : false;
  const subs = inviting.length > 0 ? await subsForGame(db, game) : [];
  return {
    gameId: game.id,
    day: formatGameDay(game.startsAt),
    closesAt: game.startsAt.toISOString(),
    teams: sides.map((s) => teamView(s, who)),
    mine: mine ? { teamName: mine.team.teamName, answer: mine.answer } : null,
    subOffer: who.playerId && !mine ? { offered } : null,
    subList:
      inviting.length > 0
        ? {
            teams: inviting.map((s) => ({ teamId: s.teamId, teamName: s.teamName })),
            subs: subs.map((s) => ({
              playerId: s.playerId,
              name: fullName(s),
              email: s.email,
              phone: s.phone,
              invited: s.invited,
              accepted: s.accepted,
            })),
          }
        : null,
  };
}

const answerForm = z.object({
  answer: answerSchema,
  playerId: z.string().max(64).optional(),
});
const subOfferForm = z.object({ available: z.enum(["yes", "no"]) });
const inviteForm = z.object({ teamId: z.string().max(64), playerId: z.string().max(64) });

const refuse = (message: string, status: number) =>
  data<FormReply>({ result: refusal(message) }, status);

const back = (gameId: string) => redirect(`/games/${gameId}#availability`);

/**
 * What was saved: as data to a post by script (stay=yes, the page stays where
 * it is and says it, app/components/save-status.tsx), else back to the page.
 */
const saved = (gameId: string, form: FormData, message: string) =>
  form.get("stay") === "yes"
    ? data<FormReply<{ message: string }>>({ result: { status: "success" }, message })
    : back(gameId);

/** A post of one of AVAILABILITY_INTENTS by the signed-in viewer. */
export async function postAvailability(
  db: Database,
  gameId: string,
  viewer: Viewer,
  intent: AvailabilityIntent,
  form: FormData,
) {
  const game = await gameById(db, gameId);
  if (!game) throw new Response("Game not found", { status: 404 });
  const at = now();
  if (!isOpenForAnswers(game, at)) return refuse(ANSWERS_CLOSED, 410);
  const fields = Object.fromEntries(form);
  const who = asViewer(viewer);
  const sides = await gameAvailability(db, game);

  if (intent === "availability") {
    const parsed = answerForm.safeParse(fields);
    if (!parsed.success) return refuse(parsed.error.issues[0]?.message ?? "Check the form.", 400);
    const playerId = parsed.data.playerId || who.playerId;
    if (!playerId) return refuse(NOT_YOURS, 403);
    const side = sides.find((s) => s.members.some((m) => m.playerId === playerId));
    if (!side) return refuse(NOT_ON_A_TEAM, 400);
    if (!mayAnswerFor(who, playerId, side)) return refuse(NOT_YOURS, 403);
    const setBy =
      playerId === who.playerId ? "self" : who.playerId === side.captainId ? "captain" : "admin";
    const answered = await setAnswer(db, {
      gameId,
      playerId,
      answer: parsed.data.answer,
      setBy,
      now: at,
    });
    if (!answered.ok) return refuse(answered.message, answered.status);
    const member = side.members.find((m) => m.playerId === playerId);
    const whose = setBy === "self" || !member ? "you're" : `${fullName(member)} is`;
    const label = ANSWER_LABELS[parsed.data.answer];
    return saved(gameId, form, `Saved: ${whose} ${label} for ${formatGameDay(game.startsAt)}.`);
  }

  if (intent === "sub-offer") {
    if (!who.playerId) return refuse("The sub list is for players.", 403);
    if (sides.some((s) => s.members.some((m) => m.playerId === who.playerId))) {
      return refuse("You play in this game: the sub list is for the other players.", 400);
    }
    const parsed = subOfferForm.safeParse(fields);
    if (!parsed.success) return refuse("Choose whether you can sub.", 400);
    const available = parsed.data.available === "yes";
    const offered = await setSubOffer(db, {
      playerId: who.playerId,
      day: leagueDay(game.startsAt),
      available,
      now: at,
    });
    if (!offered.ok) return refuse(offered.message, offered.status);
    const list = `${available ? "on" : "off"} the sub list for ${formatGameDay(game.startsAt)}`;
    return saved(gameId, form, `Saved: you're ${list}.`);
  }

  const parsed = inviteForm.safeParse(fields);
  if (!parsed.success) return refuse("Choose a sub and a team.", 400);
  const side = sides.find((s) => s.teamId === parsed.data.teamId);
  if (!side) return refuse("That team does not play in this game.", 400);
  if (!seesContacts(who, side)) return refuse(NOT_A_CAPTAIN, 403);
  const invited = await db.transaction(async (tx) => {
    const result = await inviteSub(tx, {
      gameId,
      teamId: side.teamId,
      playerId: parsed.data.playerId,
      now: at,
    });
    if (result.ok && result.isNew)
      await queueSubInvite(tx, game, side.teamId, parsed.data.playerId, at);
    return result;
  });
  return invited.ok ? back(gameId) : refuse(invited.message, invited.status);
}
