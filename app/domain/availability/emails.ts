// The emails of "Will we have five?" (docs/league-rules.md#availability):
// the reminder with its In / Out / Maybe links, the captain's summary with
// "remind the silent ones", the "need a sub" email and a sub's invitation.
// Pure: the data layer chooses the recipients and queues what these return.
import {
  gameUrl,
  matchup,
  renderEmail,
  slotText,
  unsubscribeHeaders,
  type AlertGame,
  type AlertLinks,
  type AlertRecipient,
  type OutgoingAlert,
} from "~/domain/alerts/alerts";
import {
  ANSWER_LABELS,
  ANSWERS,
  countsText,
  countAnswers,
  PLAYERS_NEEDED,
  type AvailabilityAnswer,
  type MemberAnswer,
} from "./availability";
import { formatGameDay } from "~/domain/time/league-time";
import { fullName } from "~/domain/people/name";

/** Signed links that act without a sign-in (app/email/signed-links.server.ts). */
export interface AvailabilityLinks {
  /** Answers for this player and game only. */
  answerUrl(gameId: string, playerId: string, answer: AvailabilityAnswer): string;
  /** The captain's "remind the silent ones" for his team's game. */
  remindSilentUrl(gameId: string, teamId: string, captainId: string): string;
  /** The captain's invitation of one sub to his team's game. */
  inviteSubUrl(gameId: string, teamId: string, subId: string, captainId: string): string;
  /** The sub's acceptance. */
  acceptSubUrl(gameId: string, teamId: string, subId: string): string;
}

export type LeagueEmailLinks = AlertLinks & AvailabilityLinks;

/** A game as these emails describe it: the alert's, and the team the email is about. */
export interface TeamGame extends AlertGame {
  teamId: string;
  teamName: string;
}

const when = (game: AlertGame) =>
  slotText({ postponed: false, startsAt: game.startsAt, location: game.location });

function withUnsubscribe(
  recipient: Pick<AlertRecipient, "playerId">,
  links: AlertLinks,
): Record<string, string> {
  return unsubscribeHeaders(links.unsubscribeUrl(recipient.playerId));
}

export function reminderKey(gameId: string, startsAt: Date, playerId: string): string {
  return `reminder:${gameId}:${startsAt.toISOString()}:${playerId}`;
}

/**
 * "Are you in?": the game, and one link per answer. Sent 48 hours before to
 * each rostered player with no answer; `nudgedAt` makes it the captain's
 * "remind the silent ones", which may come once more.
 */
export function reminderEmail(
  game: TeamGame,
  recipient: AlertRecipient,
  links: LeagueEmailLinks,
  nudgedAt?: Date,
): OutgoingAlert {
  const body = renderEmail(
    recipient,
    "you play for the " + game.teamName + " (turn reminders off on your account page)",
    {
      lines: [
        nudgedAt
          ? `Your captain asks: are you in for ${matchup(game)}?`
          : `Are you in for ${matchup(game)}?`,
        `${when(game)}.`,
        `Tap one: your team sees the count, and the captain knows whether to find a sub.`,
      ],
      buttons: ANSWERS.map((answer) => ({
        label: ANSWER_LABELS[answer],
        url: links.answerUrl(game.id, recipient.playerId, answer),
      })),
      after: [`Game page: ${gameUrl(game, links)}`],
    },
    links,
  );
  return {
    dedupeKey: nudgedAt
      ? `nudge:${game.id}:${nudgedAt.toISOString()}:${recipient.playerId}`
      : reminderKey(game.id, game.startsAt, recipient.playerId),
    to: recipient.email,
    subject: `Are you in? ${matchup(game)}, ${formatGameDay(game.startsAt)}`,
    ...body,
    headers: withUnsubscribe(recipient, links),
  };
}

const names = (members: MemberAnswer[]) =>
  members.length === 0
    ? "nobody"
    : members.map((m) => `${fullName(m)}${m.isSub ? " (sub)" : ""}`).join(", ");

/**
 * The captain's summary, 24 hours before: who is in, maybe, out and silent,
 * and one link that reminds the silent ones.
 */
export function captainSummaryEmail(
  game: TeamGame,
  members: MemberAnswer[],
  captain: AlertRecipient,
  links: LeagueEmailLinks,
): OutgoingAlert {
  const by = (answer: AvailabilityAnswer | null) => members.filter((m) => m.answer === answer);
  const counts = countAnswers(members);
  const silent = by(null);
  const body = renderEmail(
    captain,
    `you captain the ${game.teamName}`,
    {
      lines: [
        `${matchup(game)}, ${when(game)}.`,
        `${game.teamName}: ${countsText(counts)}.`,
        `In: ${names(by("in"))}.`,
        `Maybe: ${names(by("maybe"))}.`,
        `Out: ${names(by("out"))}.`,
        `No answer: ${names(silent)}.`,
        ...(counts.in < PLAYERS_NEEDED
          ? [`Fewer than ${PLAYERS_NEEDED} are in: a separate email lists the subs.`]
          : []),
      ],
      buttons: [
        ...(silent.length > 0
          ? [
              {
                label: `Remind the ${silent.length} silent`,
                url: links.remindSilentUrl(game.id, game.teamId, captain.playerId),
              },
            ]
          : []),
        { label: "Game page", url: gameUrl(game, links) },
      ],
    },
    links,
  );
  return {
    dedupeKey: `captain-summary:${game.id}:${game.startsAt.toISOString()}:${game.teamId}:${captain.playerId}`,
    to: captain.email,
    subject: `${game.teamName}: ${counts.in} in for ${formatGameDay(game.startsAt)}`,
    ...body,
    headers: withUnsubscribe(captain, links),
  };
}

/** A sub on the list for the game's day, as the "need a sub" email shows him. */
export interface SubCandidate {
  playerId: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string | null;
}

/** Who gets "need a sub": the team's captain (a player) or an admin (perhaps not a player). */
export interface SubAsker {
  /** The player he is, if any: the unsubscribe link and the captain's invite links need it. */
  playerId: string | null;
  firstName: string;
  email: string;
  isCaptain: boolean;
}

/**
 * "Need a sub": the team is short of five 24 hours before; the subs on the
 * list for that day with their email and phone (captains and admins only get
 * this email), and for the captain an Invite link per sub.
 */
export function needSubEmail(
  game: TeamGame,
  inCount: number,
  subs: SubCandidate[],
  asker: SubAsker,
  links: LeagueEmailLinks,
): OutgoingAlert {
  const subLine = (sub: SubCandidate) =>
    `${fullName(sub)}: ${sub.email}${sub.phone ? `, ${sub.phone}` : ""}`;
  const invites =
    asker.isCaptain && asker.playerId
      ? subs.map((sub) => ({
          label: `Invite ${fullName(sub)}`,
          url: links.inviteSubUrl(game.id, game.teamId, sub.playerId, asker.playerId!),
        }))
      : [];
  const lines = [
    `The ${game.teamName} have ${inCount} in for ${matchup(game)}, ${when(game)}: fewer than ${PLAYERS_NEEDED}.`,
    subs.length === 0
      ? "Nobody is on the sub list for that day yet."
      : `On the sub list for that day: ${subs.map(subLine).join("; ")}.`,
  ];
  const why = asker.isCaptain ? `you captain the ${game.teamName}` : "you run the league";
  const body = renderEmail(
    { playerId: asker.playerId, firstName: asker.firstName },
    why,
    { lines, buttons: [...invites, { label: "Game page", url: gameUrl(game, links) }] },
    links,
  );
  return {
    dedupeKey: `need-sub:${game.id}:${game.startsAt.toISOString()}:${game.teamId}:${asker.email.toLowerCase()}`,
    to: asker.email,
    subject: `Need a sub: ${game.teamName}, ${formatGameDay(game.startsAt)}`,
    ...body,
    headers: asker.playerId ? withUnsubscribe({ playerId: asker.playerId }, links) : {},
  };
}

/** The invitation to a sub, with the one-tap link that makes him In for that game. */
export function subInviteEmail(
  game: TeamGame,
  sub: AlertRecipient,
  invitedAt: Date,
  links: LeagueEmailLinks,
): OutgoingAlert {
  const body = renderEmail(
    sub,
    "you are on the sub list for that day",
    {
      lines: [
        `The ${game.teamName} need a player for ${matchup(game)}, ${when(game)}.`,
        "Can you play? One tap says yes: you are in for that game as their sub.",
      ],
      buttons: [
        { label: "Yes, I'll play", url: links.acceptSubUrl(game.id, game.teamId, sub.playerId) },
        { label: "Game page", url: gameUrl(game, links) },
      ],
    },
    links,
  );
  return {
    dedupeKey: `sub-invite:${game.id}:${sub.playerId}:${invitedAt.toISOString()}`,
    to: sub.email,
    subject: `Can you sub? ${game.teamName}, ${formatGameDay(game.startsAt)}`,
    ...body,
    headers: withUnsubscribe(sub, links),
  };
}
