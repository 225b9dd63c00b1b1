// The four pages the availability emails link to (docs/league-rules.md#availability),
// each acting without a sign-in: the signed link (app/email/availability-links.server.ts)
// is the only permission, for the ids it names and nothing else.
//
//   /availability?g&p&a&s          a player's In / Out / Maybe
//   /availability/remind?g&t&c&s   the captain's "remind the silent ones"
//   /availability/invite?g&t&p&c&s the captain invites a sub
//   /availability/accept?g&t&p&s   the sub's "Yes, I'll play"
//
// All four have one shape (`signedLinkPage`, in ./signed-link-page.server.ts):
// verify the link's signature, re-check what the link cannot vouch for (the
// game is still open for answers, the player still plays for the team, the
// captain is still the team's captain, the sub is still on the list), act on
// POST only, and answer the page as the data now says.
//
// Opening a link (GET, HEAD) never changes anything, and no script on the page
// acts for the reader: mail scanners and link previewers fetch every link of
// an email, and some run the page's scripts, so acting on load would record
// all three answers of a reminder (the last one fetched would win), send the
// reminders and invitations nobody asked for. Each page asks, with the
// answer the link names chosen; the reader's tap posts it.
//
// A missing or forged link is a 400, a refusal a 403/409/410 with a clear
// message, never a 5xx.
import type { LinkGame } from "~/views/availability-link";
import {
  acceptSubInvite,
  gameAvailability,
  inviteSub,
  openGameOrRefusal,
  OFF_THE_SUB_LIST,
  setAnswer,
  subInviteOf,
  subsForGame,
  type AvailabilityRefusal,
  type GameTeamAvailability,
  type SubListEntry,
} from "~/data/availability.server";
import { lastRemindersOf, queueNudges, queueSubInvite } from "~/data/availability-emails.server";
import { playerRefs } from "~/data/players.server";
import type { Database, Executor } from "~/db/connection.server";
import {
  answerSchema,
  silentMembers,
  type AvailabilityAnswer,
} from "~/domain/availability/availability";
import { formatLocation, matchupText } from "~/domain/games/state";
import { nextRemindableAt, remindable } from "~/domain/availability/reminder-gap";
import { formatGameDay, formatGameTime } from "~/domain/time/league-time";
import type { Game } from "~/domain/types";
import {
  isRefusal,
  refuse,
  signedLinkPage,
  type LinkPage,
  type Refusal,
} from "./signed-link-page.server";
import { fullName } from "~/domain/people/name";
import { shownText } from "~/domain/shown-text";

export const NOT_CAPTAIN =
  "This link was for the team's captain, and that player is no longer its captain this season. The captain can use the game's page.";
export const CHOOSE_AN_ANSWER = "Choose In, Out or Maybe.";
export const INVITATION_NOT_OPEN = "This invitation is no longer open.";
export { OFF_THE_SUB_LIST };
export {
  BAD_AVAILABILITY_LINK,
  linkMethodNotAllowed,
  METHOD_NOT_ALLOWED,
  type LinkPage,
  type RefusedPage,
} from "./signed-link-page.server";

type GameView = LinkGame;

const REFUSAL_TITLES: Record<AvailabilityRefusal["status"], string> = {
  403: "Not on either team",
  409: "Not possible",
  410: "This game is closed",
};

/** A refusal of the data layer, with its status. */
const refusedBy = ({ status, message }: AvailabilityRefusal): Refusal =>
  refuse(status, REFUSAL_TITLES[status], message);

// --- What the pages share ------------------------------------------------------

function gameView(game: Game, sides: GameTeamAvailability[]): GameView {
  return {
    gameId: game.id,
    matchup: matchupText(game, (id) => sides.find((s) => s.teamId === id)?.teamName),
    day: formatGameDay(game.startsAt),
    time: formatGameTime(game.startsAt),
    place: formatLocation(game.location),
  };
}

/** 'Thu, Nov 26 at 3:00 PM' in the league zone. */
const moment = (at: Date) => `${formatGameDay(at)} at ${formatGameTime(at)}`;

/** The game and its sides, or the refusal when it is gone or closed. */
async function openGame(db: Executor, gameId: string, at: Date) {
  const game = await openGameOrRefusal(db, gameId, at);
  if ("ok" in game) return refusedBy(game);
  return { game, sides: await gameAvailability(db, game) };
}

/** The game, the team and its captain as the link names them, all still so. */
async function captainsGame(
  db: Executor,
  gameId: string,
  teamId: string,
  captainId: string,
  at: Date,
) {
  const open = await openGame(db, gameId, at);
  if (isRefusal(open)) return open;
  const side = open.sides.find((s) => s.teamId === teamId);
  if (!side) return refuse(403, "Not your game", "That team does not play in this game.");
  if (side.captainId !== captainId) return refuse(403, "Not the captain", NOT_CAPTAIN);
  return { ...open, side };
}

// --- /availability: a player's answer ---------------------------------------

export function answerMessage(answer: AvailabilityAnswer, game: GameView): string {
  const when = `${game.matchup}, ${game.day} at ${game.time}`;
  if (answer === "in") return `You're in for ${when}.`;
  if (answer === "out") return `You're out for ${when}.`;
  return `Maybe for ${when}: answer In or Out when you know.`;
}

const answerLink = signedLinkPage({
  kind: "answer",
  async check(db, ids, _query, at) {
    const [gameId, playerId] = ids as [string, string];
    const open = await openGame(db, gameId, at);
    if (isRefusal(open)) return open;
    const side = open.sides.find((s) => s.members.some((m) => m.playerId === playerId));
    const member = side?.members.find((m) => m.playerId === playerId);
    if (!side || !member) {
      return refuse(
        403,
        "Not on either team",
        "This player is not on either team of this game, so he has no answer to give.",
      );
    }
    return { game: gameView(open.game, open.sides), side, member };
  },
  async act(tx, _found, ids, form, at) {
    const parsed = answerSchema.safeParse(form?.get("answer"));
    if (!parsed.success) return refuse(400, "No answer chosen", CHOOSE_AN_ANSWER);
    const [gameId, playerId] = ids as [string, string];
    const result = await setAnswer(tx, {
      gameId,
      playerId,
      answer: parsed.data,
      setBy: "link",
      now: at,
    });
    return result.ok ? parsed.data : refusedBy(result);
  },
  show({ game, side, member }, done, query) {
    return {
      game,
      teamName: side.teamName,
      firstName: shownText(member.firstName),
      /** The answer recorded now (null: none yet). */
      current: member.answer,
      /** The answer the link names: chosen on the page, recorded only when he confirms. */
      suggested: answerSchema.safeParse(query.get("a")).data ?? null,
      /** After a post: what was saved. */
      message: done ? answerMessage(done, game) : null,
    };
  },
});

export type AnswerPage = LinkPage<{
  game: GameView;
  teamName: string;
  firstName: string;
  current: AvailabilityAnswer | null;
  suggested: AvailabilityAnswer | null;
  message: string | null;
}>;

export const loadAnswerPage = answerLink.load;
export const postAnswer = answerLink.post;

// --- /availability/remind: the captain's "remind the silent ones" -------------

const remindLink = signedLinkPage({
  kind: "remind",
  async check(db, ids, _query, at) {
    const [gameId, teamId, captainId] = ids as [string, string, string];
    const found = await captainsGame(db, gameId, teamId, captainId, at);
    if (isRefusal(found)) return found;
    const last = await lastRemindersOf(db, gameId);
    const silent = silentMembers(found.side.members);
    const team = found.side.members.map((m) => m.playerId);
    const times = team.flatMap((id) => last.get(id) ?? []);
    const latest = times.reduce<Date | null>((a, b) => (!a || b > a ? b : a), null);
    const waiting = nextRemindableAt(
      silent.map((m) => m.playerId),
      last,
      at,
    );
    return {
      ...found,
      silent: silent.length,
      due: remindable(silent, last, at).length,
      lastRemindedAt: latest ? moment(latest) : null,
      nextRemindAt: waiting ? moment(waiting) : null,
    };
  },
  async act(tx, found, _ids, _form, at) {
    return { reminded: await queueNudges(tx, found.game, found.side.teamId, at) };
  },
  show(found, done) {
    return {
      game: gameView(found.game, found.sides),
      teamName: found.side.teamName,
      /** The team's players without an answer. */
      silent: found.silent,
      /** Of them, the ones no reminder reached in the last 12 hours. */
      due: found.due,
      /** When the last reminder about this game went to a player of the team. */
      lastRemindedAt: found.lastRemindedAt,
      /** When the next of the silent ones reminded too recently may be reminded. */
      nextRemindAt: found.nextRemindAt,
      reminded: done?.reminded ?? null,
    };
  },
});

export type RemindPage = LinkPage<{
  game: GameView;
  teamName: string;
  silent: number;
  due: number;
  lastRemindedAt: string | null;
  nextRemindAt: string | null;
  reminded: number | null;
}>;

export const loadRemindPage = remindLink.load;
export const remindSilentOnes = (db: Database, query: URLSearchParams, at: Date) =>
  remindLink.post(db, query, null, at);

// --- /availability/invite: the captain invites a sub ---------------------------

const subName = (sub: SubListEntry) => fullName(sub);

const inviteLink = signedLinkPage({
  kind: "invite",
  async check(db, ids, _query, at) {
    const [gameId, teamId, subId, captainId] = ids as [string, string, string, string];
    const found = await captainsGame(db, gameId, teamId, captainId, at);
    if (isRefusal(found)) return found;
    const sub = (await subsForGame(db, found.game)).find((s) => s.playerId === subId);
    if (!sub) {
      return refuse(
        409,
        "Not on the sub list",
        "That player is no longer on the sub list for this day.",
      );
    }
    return { ...found, sub };
  },
  async act(tx, found, _ids, _form, at) {
    const { game, side, sub } = found;
    const invited = await inviteSub(tx, {
      gameId: game.id,
      teamId: side.teamId,
      playerId: sub.playerId,
      now: at,
    });
    if (!invited.ok) return refusedBy(invited);
    if (invited.isNew) await queueSubInvite(tx, game, side.teamId, sub.playerId, at);
    return { isNew: invited.isNew === true };
  },
  show(found, done) {
    return {
      game: gameView(found.game, found.sides),
      teamName: found.side.teamName,
      subName: subName(found.sub),
      /** Already invited (by this team or another) before this page's post. */
      alreadyInvited: done ? !done.isNew : found.sub.invited,
    };
  },
});

export type InvitePage = LinkPage<{
  game: GameView;
  teamName: string;
  subName: string;
  alreadyInvited: boolean;
}>;

export const loadInvitePage = inviteLink.load;
export const inviteFromLink = (db: Database, query: URLSearchParams, at: Date) =>
  inviteLink.post(db, query, null, at);

// --- /availability/accept: the sub's "Yes, I'll play" -----------------------

const acceptLink = signedLinkPage({
  kind: "accept",
  async check(db, ids, _query, at) {
    const [gameId, teamId, subId] = ids as [string, string, string];
    const open = await openGame(db, gameId, at);
    if (isRefusal(open)) return open;
    const side = open.sides.find((s) => s.teamId === teamId);
    if (!side) return refuse(409, "Not possible", "That team does not play in this game.");
    const invite = await subInviteOf(db, gameId, subId);
    if (!invite || invite.teamId !== teamId) {
      return refuse(409, "Not possible", INVITATION_NOT_OPEN);
    }
    // Until he has said yes, he must still be on the sub list for the day.
    if (!invite.accepted && !(await subsForGame(db, open.game)).some((s) => s.playerId === subId)) {
      return refuse(409, "Not on the sub list", OFF_THE_SUB_LIST);
    }
    const firstName = (await playerRefs(db, [subId])).get(subId)?.firstName ?? null;
    return { ...open, side, subId, firstName };
  },
  async act(tx, found, _ids, _form, at) {
    const result = await acceptSubInvite(tx, {
      gameId: found.game.id,
      teamId: found.side.teamId,
      playerId: found.subId,
      now: at,
    });
    return result.ok ? true : refusedBy(result);
  },
  show(found) {
    return {
      game: gameView(found.game, found.sides),
      teamName: found.side.teamName,
      firstName: found.firstName === null ? null : shownText(found.firstName),
      /** He is In for the game, as the team's sub. */
      accepted: found.side.members.some((m) => m.playerId === found.subId && m.answer === "in"),
    };
  },
});

export type AcceptPage = LinkPage<{
  game: GameView;
  teamName: string;
  firstName: string | null;
  accepted: boolean;
}>;

export const loadAcceptPage = acceptLink.load;
export const acceptFromLink = (db: Database, query: URLSearchParams, at: Date) =>
  acceptLink.post(db, query, null, at);
