// The four pages the availability emails link to (docs/league-rules.md#availability),
// each acting without a sign-in: the signed link (app/email/availability-links.server.ts)
// is the only permission, for the ids it names and nothing else.
//
//   /availability?g&p&a&s          a player's In / Out / Maybe
//   /availability/remind?g&t&c&s   the captain's "remind the silent ones"
//   /availability/invite?g&t&p&c&s the captain invites a sub
//   /availability/accept?g&t&p&s   the sub's "Yes, I'll play"
//
// Opening a link (GET) never changes anything: mail scanners and link
// previewers fetch every link of an email, so recording on GET would record
// all three answers of a reminder (the last one fetched would win), send the
// reminders and invitations nobody asked for. Each page asks; a POST acts.
// For the answer link the page's script posts the answer the link names once
// on load, so one tap from the email is enough in a browser
// (app/routes/availability.tsx); without JavaScript one more tap records it.
//
// What the link cannot vouch for is checked again on every request: the
// game is still open for answers, the player still plays for the team, the
// captain is still the team's captain this season. A missing or forged link
// is a 400, a refusal a 403/409/410 with a clear message, never a 5xx.
import { data } from "react-router";
import type { LinkGame } from "~/views/availability-link";
import {
  acceptSubInvite,
  gameAvailability,
  inviteSub,
  openGameOrRefusal,
  setAnswer,
  subsForGame,
  type AvailabilityRefusal,
  type GameTeamAvailability,
} from "~/data/availability.server";
import { queueNudges, queueSubInvite } from "~/data/availability-emails.server";
import { playerRefs } from "~/data/players.server";
import type { Database, Executor } from "~/db/connection.server";
import { answerSchema, silentMembers, type AvailabilityAnswer } from "~/domain/availability";
import { formatLocation, matchupText } from "~/domain/game-state";
import { formatGameDay, formatGameTime } from "~/domain/time";
import type { Game } from "~/domain/types";
import {
  AVAILABILITY_LINKS,
  signedLinkIds,
  type AvailabilityLinkKind,
} from "~/email/availability-links.server";

export const BAD_AVAILABILITY_LINK =
  "This link is not valid: it may have been cut short when it was copied. Open it again from the email, or sign in and answer on the game's page.";
export const NOT_CAPTAIN =
  "This link was for the team's captain, and that player is no longer its captain this season. The captain can use the game's page.";
export const METHOD_NOT_ALLOWED = "This link can only be opened or its button pressed.";

type GameView = LinkGame;

export type RefusedPage = { state: "refused"; title: string; message: string };

function refused(status: number, title: string, message: string) {
  return data<RefusedPage>({ state: "refused", title, message }, { status });
}

const badLink = () => refused(400, "This link does not work", BAD_AVAILABILITY_LINK);
/** Any method but GET and POST (the route asks before anything is read). */
export const linkMethodNotAllowed = () =>
  data<RefusedPage>(
    { state: "refused", title: "Not allowed", message: METHOD_NOT_ALLOWED },
    { status: 405, headers: { Allow: "GET, HEAD, POST" } },
  );

const REFUSAL_TITLES: Record<AvailabilityRefusal["status"], string> = {
  403: "Not on either team",
  409: "Not possible",
  410: "This game is closed",
};

/** A refusal of the data layer, with its status. */
const refusedBy = ({ status, message }: AvailabilityRefusal) =>
  refused(status, REFUSAL_TITLES[status], message);

/** The link's own address (its ids and signature), for the page's form to post to. */
function linkAction(kind: AvailabilityLinkKind, query: URLSearchParams): string {
  const link = AVAILABILITY_LINKS[kind];
  const kept = new URLSearchParams(link.ids.map((name) => [name, query.get(name) ?? ""]));
  kept.set("s", query.get("s") ?? "");
  return `${link.path}?${kept}`;
}

function gameView(game: Game, sides: GameTeamAvailability[]): GameView {
  return {
    gameId: game.id,
    matchup: matchupText(game, (id) => sides.find((s) => s.teamId === id)?.teamName),
    day: formatGameDay(game.startsAt),
    time: formatGameTime(game.startsAt),
    place: formatLocation(game.location),
  };
}

async function firstNameOf(db: Executor, playerId: string): Promise<string | null> {
  return (await playerRefs(db, [playerId])).get(playerId)?.firstName ?? null;
}

/** The game and its sides, or the refusal when it is gone or closed. */
async function openGame(db: Executor, gameId: string, at: Date) {
  const game = await openGameOrRefusal(db, gameId, at);
  if ("ok" in game) return { refusal: refusedBy(game) } as const;
  return { game, sides: await gameAvailability(db, game) } as const;
}

// --- /availability: a player's answer ---------------------------------------

export type AnswerPage =
  | RefusedPage
  | {
      state: "ask" | "done";
      game: GameView;
      teamName: string;
      firstName: string;
      /** The answer recorded now (null: none yet). */
      current: AvailabilityAnswer | null;
      /** The answer the link names, which the page's script posts once. */
      suggested: AvailabilityAnswer | null;
      message: string | null;
      action: string;
    };

export function answerMessage(answer: AvailabilityAnswer, game: GameView): string {
  const when = `${game.matchup}, ${game.day} at ${game.time}`;
  if (answer === "in") return `You're in for ${when}.`;
  if (answer === "out") return `You're out for ${when}.`;
  return `Maybe for ${when}: answer In or Out when you know.`;
}

async function answerPage(
  db: Executor,
  query: URLSearchParams,
  ids: string[],
  at: Date,
  state: "ask" | "done",
  error: string | null = null,
) {
  const [gameId, playerId] = ids as [string, string];
  const open = await openGame(db, gameId, at);
  if (open.refusal) return open.refusal;
  const side = open.sides.find((s) => s.members.some((m) => m.playerId === playerId));
  const member = side?.members.find((m) => m.playerId === playerId);
  if (!side || !member) {
    return refused(
      403,
      "Not on either team",
      "This player is not on either team of this game, so he has no answer to give.",
    );
  }
  const game = gameView(open.game, open.sides);
  const suggested = answerSchema.safeParse(query.get("a")).data ?? null;
  return data<AnswerPage>(
    {
      state,
      game,
      teamName: side.teamName,
      firstName: member.firstName,
      current: member.answer,
      suggested,
      message:
        error ?? (state === "done" && member.answer ? answerMessage(member.answer, game) : null),
      action: linkAction("answer", query),
    },
    { status: error ? 400 : 200 },
  );
}

export async function loadAnswerPage(db: Database, query: URLSearchParams, at: Date) {
  const ids = signedLinkIds("answer", query);
  if (!ids) return badLink();
  return answerPage(db, query, ids, at, "ask");
}

/** The answer posted (`form`: null when the body was no form). */
export async function postAnswer(
  db: Database,
  query: URLSearchParams,
  form: FormData | null,
  at: Date,
) {
  const ids = signedLinkIds("answer", query);
  if (!ids) return badLink();
  const parsed = answerSchema.safeParse(form?.get("answer"));
  if (!parsed.success) return answerPage(db, query, ids, at, "ask", "Choose In, Out or Maybe.");
  const [gameId, playerId] = ids as [string, string];
  const result = await setAnswer(db, {
    gameId,
    playerId,
    answer: parsed.data,
    setBy: "link",
    now: at,
  });
  if (!result.ok) return refusedBy(result);
  return answerPage(db, query, ids, at, "done");
}

// --- The captain's pages: remind and invite ------------------------------------

/** The game, the team and its captain as the link names them, all still so. */
async function captainsGame(
  db: Executor,
  gameId: string,
  teamId: string,
  captainId: string,
  at: Date,
) {
  const open = await openGame(db, gameId, at);
  if (open.refusal) return { refusal: open.refusal } as const;
  const side = open.sides.find((s) => s.teamId === teamId);
  if (!side) {
    return {
      refusal: refused(403, "Not your game", "That team does not play in this game."),
    } as const;
  }
  if (side.captainId !== captainId) {
    return { refusal: refused(403, "Not the captain", NOT_CAPTAIN) } as const;
  }
  return { game: open.game, sides: open.sides, side } as const;
}

export type RemindPage =
  | RefusedPage
  | {
      state: "ask" | "done";
      game: GameView;
      teamName: string;
      silent: number;
      reminded: number | null;
      action: string;
    };

const silentOnes = (side: GameTeamAvailability) => silentMembers(side.members).length;

export async function loadRemindPage(db: Database, query: URLSearchParams, at: Date) {
  const ids = signedLinkIds("remind", query);
  if (!ids) return badLink();
  const [gameId, teamId, captainId] = ids as [string, string, string];
  const found = await captainsGame(db, gameId, teamId, captainId, at);
  if (found.refusal) return found.refusal;
  return data<RemindPage>({
    state: "ask",
    game: gameView(found.game, found.sides),
    teamName: found.side.teamName,
    silent: silentOnes(found.side),
    reminded: null,
    action: linkAction("remind", query),
  });
}

export async function remindSilentOnes(db: Database, query: URLSearchParams, at: Date) {
  const ids = signedLinkIds("remind", query);
  if (!ids) return badLink();
  const [gameId, teamId, captainId] = ids as [string, string, string];
  return db.transaction(async (tx) => {
    const found = await captainsGame(tx, gameId, teamId, captainId, at);
    if (found.refusal) return found.refusal;
    const reminded = await queueNudges(tx, found.game, teamId, at);
    return data<RemindPage>({
      state: "done",
      game: gameView(found.game, found.sides),
      teamName: found.side.teamName,
      silent: silentOnes(found.side),
      reminded,
      action: linkAction("remind", query),
    });
  });
}

export type InvitePage =
  | RefusedPage
  | {
      state: "ask" | "done";
      game: GameView;
      teamName: string;
      subName: string;
      /** Already invited (by this team or another) before this page. */
      alreadyInvited: boolean;
      action: string;
    };

async function inviteContext(db: Executor, ids: string[], at: Date) {
  const [gameId, teamId, subId, captainId] = ids as [string, string, string, string];
  const found = await captainsGame(db, gameId, teamId, captainId, at);
  if (found.refusal) return found;
  const sub = (await subsForGame(db, found.game)).find((s) => s.playerId === subId);
  if (!sub) {
    return {
      refusal: refused(
        409,
        "Not on the sub list",
        "That player is no longer on the sub list for this day.",
      ),
    } as const;
  }
  return { ...found, sub } as const;
}

export async function loadInvitePage(db: Database, query: URLSearchParams, at: Date) {
  const ids = signedLinkIds("invite", query);
  if (!ids) return badLink();
  const found = await inviteContext(db, ids, at);
  if (found.refusal) return found.refusal;
  return data<InvitePage>({
    state: "ask",
    game: gameView(found.game, found.sides),
    teamName: found.side.teamName,
    subName: `${found.sub.firstName} ${found.sub.lastName}`,
    alreadyInvited: found.sub.invited,
    action: linkAction("invite", query),
  });
}

export async function inviteFromLink(db: Database, query: URLSearchParams, at: Date) {
  const ids = signedLinkIds("invite", query);
  if (!ids) return badLink();
  const [gameId, teamId, subId] = ids as [string, string, string, string];
  return db.transaction(async (tx) => {
    const found = await inviteContext(tx, ids, at);
    if (found.refusal) return found.refusal;
    const invited = await inviteSub(tx, { gameId, teamId, playerId: subId, now: at });
    if (!invited.ok) return refusedBy(invited);
    if (invited.isNew) await queueSubInvite(tx, found.game, teamId, subId, at);
    return data<InvitePage>({
      state: "done",
      game: gameView(found.game, found.sides),
      teamName: found.side.teamName,
      subName: `${found.sub.firstName} ${found.sub.lastName}`,
      alreadyInvited: !invited.isNew,
      action: linkAction("invite", query),
    });
  });
}

// --- /availability/accept: the sub's "Yes, I'll play" -----------------------

export type AcceptPage =
  | RefusedPage
  | {
      state: "ask" | "done";
      game: GameView;
      teamName: string;
      firstName: string | null;
      accepted: boolean;
      action: string;
    };

async function acceptPage(
  db: Executor,
  query: URLSearchParams,
  ids: string[],
  at: Date,
  state: "ask" | "done",
) {
  const [gameId, teamId, subId] = ids as [string, string, string];
  const open = await openGame(db, gameId, at);
  if (open.refusal) return open.refusal;
  const side = open.sides.find((s) => s.teamId === teamId);
  if (!side) return refused(409, "Not possible", "That team does not play in this game.");
  return data<AcceptPage>({
    state,
    game: gameView(open.game, open.sides),
    teamName: side.teamName,
    firstName: await firstNameOf(db, subId),
    accepted: side.members.some((m) => m.playerId === subId && m.answer === "in"),
    action: linkAction("accept", query),
  });
}

export async function loadAcceptPage(db: Database, query: URLSearchParams, at: Date) {
  const ids = signedLinkIds("accept", query);
  if (!ids) return badLink();
  return acceptPage(db, query, ids, at, "ask");
}

export async function acceptFromLink(db: Database, query: URLSearchParams, at: Date) {
  const ids = signedLinkIds("accept", query);
  if (!ids) return badLink();
  const [gameId, teamId, subId] = ids as [string, string, string];
  return db.transaction(async (tx) => {
    const result = await acceptSubInvite(tx, { gameId, teamId, playerId: subId, now: at });
    if (!result.ok) return refusedBy(result);
    return acceptPage(tx, query, ids, at, "done");
  });
}
