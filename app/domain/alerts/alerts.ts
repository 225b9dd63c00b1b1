// Email alerts for players (docs/league-rules.md#email-alerts): who gets which
// alert, what it says, and the key that makes queueing the same alert twice a
// no-op. Pure: the queries gather the players and the game, the outbox sends.
import { z } from "zod";
import { formatLocation } from "~/domain/games/state";
import { escapeHtml } from "~/domain/html-text";
import { LEAGUE_NAME } from "~/domain/league";
import { formatGameDay, formatGameTime } from "~/domain/time/league-time";
import { shownText } from "~/domain/shown-text";

/**
 * The emails a player chooses on /account: two alerts (off until he turns
 * them on) and the availability reminders (on until he turns them off).
 */
export type AlertKind = "gameChanges" | "results" | "reminders";

export interface AlertPreferences {
  gameChanges: boolean;
  results: boolean;
  reminders: boolean;
}

/** A player who never chose. */
export const DEFAULT_EMAIL_CHOICES: AlertPreferences = {
  gameChanges: false,
  results: false,
  reminders: true,
};

/** The /account form: a ticked box sends "on", an unticked one nothing. */
export const alertPreferencesSchema = z.object({
  gameChanges: z.boolean({ error: "Tick the box or leave it empty." }).default(false),
  results: z.boolean({ error: "Tick the box or leave it empty." }).default(false),
  reminders: z.boolean({ error: "Tick the box or leave it empty." }).default(false),
});

export const ALERT_LABELS: Record<AlertKind, string> = {
  gameChanges: "Email me when my team's games are postponed or moved",
  results: "Email me my team's final results",
  reminders: "Remind me two days before each game to say whether I'm in",
};

/** A player on the roster of one of the game's teams, with what he asked for. */
export interface AlertCandidate extends AlertPreferences {
  playerId: string;
  firstName: string;
  email: string;
}

export interface AlertRecipient {
  playerId: string;
  firstName: string;
  email: string;
}

/** Anything that can take mail: something@something, no spaces. */
const MAILABLE = /^[^\s@]+@[^\s@]+$/;

/**
 * Who gets an alert of this kind: the candidates who turned it on and have an
 * email that can take mail; one email per player and per address (two players
 * sharing an address get one), in player-id order so runs are repeatable.
 */
export function alertRecipients(candidates: AlertCandidate[], kind: AlertKind): AlertRecipient[] {
  const seenPlayers = new Set<string>();
  const seenAddresses = new Set<string>();
  const recipients: AlertRecipient[] = [];
  const sorted = [...candidates].sort((a, b) => a.playerId.localeCompare(b.playerId));
  for (const candidate of sorted) {
    const email = candidate.email.trim();
    const address = email.toLowerCase();
    if (!candidate[kind] || !MAILABLE.test(email)) continue;
    if (seenPlayers.has(candidate.playerId) || seenAddresses.has(address)) continue;
    seenPlayers.add(candidate.playerId);
    seenAddresses.add(address);
    recipients.push({ playerId: candidate.playerId, firstName: candidate.firstName, email });
  }
  return recipients;
}

/** Absolute links an alert carries: the site's address and the player's signed opt-out. */
export interface AlertLinks {
  /** Scheme, host and port, no trailing slash. */
  origin: string;
  unsubscribeUrl(playerId: string): string;
}

/** One message for the outbox (app/data/outbox.server.ts queueEmail). */
export interface OutgoingAlert {
  dedupeKey: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  headers: Record<string, string>;
}

/** The game as an alert describes it: names already chosen, location as its code. */
export interface AlertGame {
  id: string;
  awayName: string;
  homeName: string;
  startsAt: Date;
  location: string;
}

export interface AlertResult {
  awayScore: number;
  homeScore: number;
}

/** Where and when a game is, or that it is postponed (date kept, time unknown). */
export interface GameSlot {
  postponed: boolean;
  startsAt: Date;
  location: string;
}

/**
 * A result is announced when the game had none, or its score changed: saving
 * again to correct a stat line sends nothing, a corrected score does.
 */
export function announcesResult(
  before: { winnerId: string | null; awayScore: number | null; homeScore: number | null },
  after: AlertResult,
): boolean {
  return (
    before.winnerId === null ||
    before.awayScore !== after.awayScore ||
    before.homeScore !== after.homeScore
  );
}

/** A game change is announced when the status or the slot changed. */
export function announcesChange(before: GameSlot, after: GameSlot): boolean {
  if (before.postponed !== after.postponed) return true;
  if (after.postponed) return false;
  return (
    before.startsAt.getTime() !== after.startsAt.getTime() || before.location !== after.location
  );
}

/**
 * One key per alert and player and change: the moment of the change is part of
 * it, so a transaction that runs again (same moment) queues nothing new while
 * a later change (an erase and a new save, a second move) alerts again.
 */
export function resultAlertKey(gameId: string, savedAt: Date, playerId: string): string {
  return `result:${gameId}:${savedAt.getTime()}:${playerId}`;
}

export function changeAlertKey(gameId: string, changedAt: Date, playerId: string): string {
  return `game-change:${gameId}:${changedAt.getTime()}:${playerId}`;
}

/** 'Friars at Shamrocks': the away side first, as the league writes its games. */
export function matchup(game: Pick<AlertGame, "awayName" | "homeName">): string {
  return `${game.awayName} at ${game.homeName}`;
}

/** 'Sat, Nov 28, 9:15 AM at Condon School', or 'postponed (from Sat, Nov 28)'. */
export function slotText(slot: GameSlot): string {
  const day = formatGameDay(slot.startsAt);
  if (slot.postponed) return `postponed (from ${day})`;
  return `${day}, ${formatGameTime(slot.startsAt)} at ${formatLocation(slot.location)}`;
}

export function resultSubject(game: AlertGame, result: AlertResult): string {
  return `Final: ${game.awayName} ${result.awayScore} at ${game.homeName} ${result.homeScore}`;
}

export function changeSubject(game: AlertGame, before: GameSlot, after: GameSlot): string {
  if (after.postponed) return `Postponed: ${matchup(game)}, ${formatGameDay(before.startsAt)}`;
  const day = formatGameDay(after.startsAt);
  const time = formatGameTime(after.startsAt);
  if (before.postponed) return `Rescheduled: ${matchup(game)}, now ${day}, ${time}`;
  if (before.startsAt.getTime() === after.startsAt.getTime()) {
    return `New place: ${matchup(game)}, ${day} at ${formatLocation(after.location)}`;
  }
  return `New time: ${matchup(game)}, now ${day}, ${time}`;
}

/** RFC 2369 and RFC 8058: mail providers show an Unsubscribe button that posts to the link. */
export function unsubscribeHeaders(unsubscribeUrl: string): Record<string, string> {
  return {
    "List-Unsubscribe": `<${unsubscribeUrl}>`,
    "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
  };
}

export interface EmailBody {
  /** Paragraphs of plain text (no links). */
  lines: string[];
  /** Items after the paragraphs (a team's games): a line each, a list in the HTML. */
  list?: string[];
  /** Buttons, in order (each a line of its own in the plain text). */
  buttons: { label: string; url: string }[];
  /** Paragraphs after the buttons. */
  after?: string[];
}

/**
 * The plain text and the small HTML of a league email (alerts, reminders,
 * captains' summaries), with the same footer on every one: why he gets it,
 * and for a player the one-click way out and where to choose (an admin who
 * is no player gets the emails of his job, and has nothing to choose).
 */
export function renderEmail(
  recipient: { playerId: string | null; firstName: string },
  why: string,
  body: EmailBody,
  links: AlertLinks,
): { text: string; html: string } {
  const choices = recipient.playerId
    ? { unsubscribe: links.unsubscribeUrl(recipient.playerId), account: `${links.origin}/account` }
    : null;
  const footer = `You get this email because ${why} on the ${LEAGUE_NAME} website.`;
  const after = body.after ?? [];
  const list = body.list ?? [];
  const text = [
    `Hi ${shownText(recipient.firstName)},`,
    "",
    ...body.lines.flatMap((line) => [line, ""]),
    ...(list.length > 0 ? [...list.map((item) => `- ${item}`), ""] : []),
    ...body.buttons.map((button) => `${button.label}: ${button.url}`),
    "",
    ...after.flatMap((line) => [line, ""]),
    "--",
    footer,
    ...(choices
      ? [`Stop these emails: ${choices.unsubscribe}`, `Choose your emails: ${choices.account}`]
      : []),
  ].join("\n");
  const button = ({ label, url }: { label: string; url: string }) =>
    `<a href="${escapeHtml(url)}" style="display:inline-block;margin:0 8px 8px 0;padding:12px 20px;background:#14233f;color:#fff;border-radius:6px;text-decoration:none">${escapeHtml(label)}</a>`;
  const listHtml =
    list.length > 0
      ? `\n<ul>${list.map((item) => `<li>${escapeHtml(item)}</li>`).join("")}</ul>`
      : "";
  const choiceLinks = choices
    ? ` <a href="${escapeHtml(choices.unsubscribe)}">Stop these emails</a> · <a href="${escapeHtml(choices.account)}">Choose your emails</a>`
    : "";
  const html = `<p>Hi ${escapeHtml(shownText(recipient.firstName))},</p>
${body.lines.map((line) => `<p>${escapeHtml(line)}</p>`).join("\n")}${listHtml}
<p>${body.buttons.map(button).join("")}</p>
${after.map((line) => `<p>${escapeHtml(line)}</p>`).join("\n")}
<p style="color:#555;font-size:13px">${escapeHtml(footer)}${choiceLinks}</p>`;
  return { text, html };
}

export function gameUrl(game: Pick<AlertGame, "id">, links: AlertLinks): string {
  return `${links.origin}/games/${encodeURIComponent(game.id)}`;
}

/** The final-result email: the score and a link to the box score (the game page). */
export function resultAlert(
  game: AlertGame,
  result: AlertResult,
  recipient: AlertRecipient,
  links: AlertLinks,
  savedAt: Date,
): OutgoingAlert {
  const body = renderEmail(
    recipient,
    "you asked for your team's final results",
    {
      lines: [
        `Final, ${formatGameDay(game.startsAt)}: ${game.awayName} ${result.awayScore} at ${game.homeName} ${result.homeScore}.`,
      ],
      buttons: [{ label: "Box score", url: gameUrl(game, links) }],
    },
    links,
  );
  return {
    dedupeKey: resultAlertKey(game.id, savedAt, recipient.playerId),
    to: recipient.email,
    subject: resultSubject(game, result),
    ...body,
    headers: unsubscribeHeaders(links.unsubscribeUrl(recipient.playerId)),
  };
}

/** The game-change email: postponed, or where and when it was and now is. */
export function changeAlert(
  game: AlertGame,
  before: GameSlot,
  after: GameSlot,
  recipient: AlertRecipient,
  links: AlertLinks,
  changedAt: Date,
): OutgoingAlert {
  const lines = after.postponed
    ? [
        `${matchup(game)} on ${formatGameDay(before.startsAt)} is postponed.`,
        before.postponed ? "" : `It was set for ${slotText(before)}.`,
        "A new date will follow.",
      ].filter(Boolean)
    : [
        `${matchup(game)} has a new date, time or place.`,
        `Was: ${slotText(before)}.`,
        `Now: ${slotText(after)}.`,
      ];
  const body = renderEmail(
    recipient,
    "you asked for changes to your team's games",
    { lines, buttons: [{ label: "Game page", url: gameUrl(game, links) }] },
    links,
  );
  return {
    dedupeKey: changeAlertKey(game.id, changedAt, recipient.playerId),
    to: recipient.email,
    subject: changeSubject(game, before, after),
    ...body,
    headers: unsubscribeHeaders(links.unsubscribeUrl(recipient.playerId)),
  };
}

/** A game put on the schedule by hand, or taken off it (docs/league-rules.md#email-alerts). */
export type ScheduleNews = "added" | "cancelled";

export function scheduleNewsSubject(news: ScheduleNews, game: AlertGame): string {
  const day = formatGameDay(game.startsAt);
  if (news === "cancelled") return `Cancelled: ${matchup(game)}, ${day}`;
  return `New game: ${matchup(game)}, ${day}, ${formatGameTime(game.startsAt)}`;
}

/** The email of a game added to the schedule, or deleted from it, to a player who asked for game changes. */
export function scheduleNewsAlert(
  news: ScheduleNews,
  game: AlertGame,
  recipient: AlertRecipient,
  links: AlertLinks,
  at: Date,
): OutgoingAlert {
  const slot = { postponed: false, startsAt: game.startsAt, location: game.location };
  const lines =
    news === "added"
      ? [`${matchup(game)} is on the schedule: ${slotText(slot)}.`]
      : [`${matchup(game)} on ${slotText(slot)} is cancelled: it is off the schedule.`];
  const button =
    news === "added"
      ? { label: "Game page", url: gameUrl(game, links) }
      : { label: "Schedule", url: `${links.origin}/schedule` };
  const body = renderEmail(
    recipient,
    "you asked for changes to your team's games",
    { lines, buttons: [button] },
    links,
  );
  return {
    dedupeKey: `game-${news}:${game.id}:${at.getTime()}:${recipient.playerId}`,
    to: recipient.email,
    subject: scheduleNewsSubject(news, game),
    ...body,
    headers: unsubscribeHeaders(links.unsubscribeUrl(recipient.playerId)),
  };
}
