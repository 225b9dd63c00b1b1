// Queueing the emails of "Will we have five?" (docs/league-rules.md#availability),
// always inside the caller's transaction: the job that sends reminders, the
// captain's "remind the silent ones", an invitation. A rolled-back
// transaction queues nothing; a committed one cannot lose its emails (the
// outbox sends them), and every email has a key so it is queued once.
//
// "Are you in?" goes to one player about one game at most once in 12 hours
// (app/domain/availability/reminder-gap.ts), whoever sends it: the outbox's rows say when
// each went (their key names the game and the player), and the senders of one
// game's reminders take turns (an advisory lock), so the second sees the first's.
import { and, eq, inArray, ne, or, sql } from "drizzle-orm";
import type { Executor } from "~/db/connection.server";
import { emailOutbox, emailPreferences, players } from "~/db/schema";
import {
  alertRecipients,
  type AlertCandidate,
  type AlertGame,
  type AlertRecipient,
} from "~/domain/alerts/alerts";
import {
  countAnswers,
  isShortOfPlayers,
  silentMembers,
  type MemberAnswer,
} from "~/domain/availability/availability";
import {
  captainSummaryEmail,
  needSubEmail,
  reminderEmail,
  subInviteEmail,
  type LeagueEmailLinks,
  type SubAsker,
  type TeamGame,
} from "~/domain/availability/emails";
import type { Game } from "~/domain/types";
import { normalizeEmail } from "~/domain/people/fields";
import { remindable } from "~/domain/availability/reminder-gap";
import { gameAvailability, subsForGame } from "./availability.server";
import { alertGame } from "./game-alerts.server";
import { queueReminderPushes } from "./game-pushes.server";
import { queueEmail } from "./outbox.server";

// The links (the site's address, the server's secret) and the admins'
// addresses come from the settings, which this layer does not read: the
// server provides them once at start-up (app/startup.server.ts). Every
// instance computes the same from the same settings.
let settings: { links: LeagueEmailLinks; adminEmails: readonly string[] } | null = null;

export function provideAvailabilityEmailSettings(value: {
  links: LeagueEmailLinks;
  adminEmails: readonly string[];
}): void {
  settings = value;
}

function provided() {
  if (!settings) {
    throw new Error("Availability email settings were not provided (at start-up).");
  }
  return settings;
}

/** Reminders come after alerts of a change in the outbox's queue. */
const REMINDER_PRIORITY = 1;

/** pg_advisory_xact_lock's first key for a game's reminders (the second is the game's hash). */
const REMINDER_TURN_KEY = 740217;

/**
 * Takes the game's reminder turn, until the caller's transaction ends: two
 * senders of one game's reminders (the job, a captain's press, two presses)
 * take turns, so the second reads the reminders the first queued.
 */
async function reminderTurn(db: Executor, gameId: string): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(${REMINDER_TURN_KEY}, hashtext(${gameId}))`);
}

/**
 * When each player was last sent "Are you in?" about this game, from the
 * outbox (the 48-hour reminder's key is `reminder:{game}:{start}:{player}`,
 * a captain's `nudge:{game}:{at}:{player}`). One that failed to send does not
 * count; one still waiting does.
 */
export async function lastRemindersOf(db: Executor, gameId: string): Promise<Map<string, Date>> {
  const playerId = sql<string>`regexp_replace(${emailOutbox.dedupeKey}, '^.*:', '')`;
  const rows = await db
    .select({ playerId, at: sql<Date | string>`max(${emailOutbox.createdAt})` })
    .from(emailOutbox)
    .where(
      and(
        or(
          sql`starts_with(${emailOutbox.dedupeKey}, ${`reminder:${gameId}:`})`,
          sql`starts_with(${emailOutbox.dedupeKey}, ${`nudge:${gameId}:`})`,
        ),
        ne(emailOutbox.status, "failed"),
      ),
    )
    .groupBy(playerId);
  return new Map(rows.map((row) => [row.playerId, new Date(row.at)]));
}

/** Of a team's silent players, the ones no reminder about this game reached in 12 hours. */
async function silentToRemind(db: Executor, game: Game, members: MemberAnswer[], now: Date) {
  const last = await lastRemindersOf(db, game.id);
  return remindable(silentMembers(members), last, now).map((m) => m.playerId);
}

/**
 * The mailable ones among these players who did not turn reminders off (the
 * unsubscribe link of any email turns them off), one per address, in
 * player-id order.
 */
async function reminderRecipients(db: Executor, playerIds: string[]): Promise<AlertRecipient[]> {
  if (playerIds.length === 0) return [];
  const rows = await db
    .select({
      playerId: players.id,
      firstName: players.firstName,
      email: players.email,
      reminders: emailPreferences.reminders,
    })
    .from(players)
    .leftJoin(emailPreferences, eq(emailPreferences.playerId, players.id))
    .where(inArray(players.id, playerIds));
  const candidates: AlertCandidate[] = rows.map((row) => ({
    ...row,
    gameChanges: false,
    results: false,
    reminders: row.reminders ?? true,
  }));
  return alertRecipients(candidates, "reminders");
}

/** The game as these emails describe it, about one of its teams. */
function aboutTeam(game: Game, described: AlertGame, teamId: string): TeamGame {
  const teamName = teamId === game.homeTeamId ? described.homeName : described.awayName;
  return { ...described, teamId, teamName };
}

async function queueAll(db: Executor, emails: Parameters<typeof queueEmail>[1][]) {
  let queued = 0;
  for (const email of emails) if (await queueEmail(db, email)) queued++;
  return queued;
}

/**
 * The 48-hour job: every rostered player of both teams with no answer gets
 * one reminder (unless he turned them off, or was reminded about this game in
 * the last 12 hours). Returns how many were queued.
 */
export async function queueReminders(db: Executor, game: Game, now: Date): Promise<number> {
  const { links } = provided();
  await reminderTurn(db, game.id);
  const described = await alertGame(db, game);
  let queued = 0;
  for (const side of await gameAvailability(db, game)) {
    const about = aboutTeam(game, described, side.teamId);
    const recipients = await reminderRecipients(
      db,
      await silentToRemind(db, game, side.members, now),
    );
    queued += await queueAll(
      db,
      recipients.map((r) => ({
        ...reminderEmail(about, r, links),
        priority: REMINDER_PRIORITY,
        queuedAt: now,
      })),
    );
    // The same players' signed-in devices get it as a push too.
    await queueReminderPushes(
      db,
      game,
      recipients.map((r) => r.playerId),
      now,
    );
  }
  return queued;
}

/**
 * The 24-hour job: each team's captain gets the summary; a team with fewer
 * than five In also gets "need a sub", to its captain and to the admins.
 */
export async function queueCaptainSummaries(db: Executor, game: Game, now: Date) {
  const { links, adminEmails } = provided();
  const described = await alertGame(db, game);
  const askingAdmins = await adminAskers(db, adminEmails);
  let queued = 0;
  for (const side of await gameAvailability(db, game)) {
    const about = aboutTeam(game, described, side.teamId);
    const [mailableCaptain] = side.captainId ? await reminderRecipients(db, [side.captainId]) : [];
    const emails: Parameters<typeof queueEmail>[1][] = [];
    if (mailableCaptain) {
      emails.push({
        ...captainSummaryEmail(about, side.members, mailableCaptain, links),
        queuedAt: now,
      });
    }
    const counts = countAnswers(side.members);
    if (isShortOfPlayers(counts)) {
      const subs = (await subsForGame(db, game)).filter((s) => !s.accepted);
      const askers: SubAsker[] = [
        ...(mailableCaptain ? [{ ...mailableCaptain, isCaptain: true }] : []),
        ...askingAdmins,
      ];
      const seen = new Set<string>();
      for (const asker of askers) {
        const address = normalizeEmail(asker.email);
        if (seen.has(address)) continue;
        seen.add(address);
        emails.push({
          ...needSubEmail(about, counts.in, subs, asker, links),
          queuedAt: now,
        });
      }
    }
    queued += await queueAll(db, emails);
  }
  return queued;
}

/**
 * The admins, as players when they are (their first name, their unsubscribe
 * link). Player emails are stored normalized, so the plain column is compared.
 */
async function adminAskers(db: Executor, adminEmails: readonly string[]): Promise<SubAsker[]> {
  if (adminEmails.length === 0) return [];
  const known = await db
    .select({ playerId: players.id, firstName: players.firstName, email: players.email })
    .from(players)
    .where(inArray(players.email, adminEmails.map(normalizeEmail)));
  return adminEmails.map((email) => {
    const player = known.find((p) => p.email === normalizeEmail(email));
    return {
      playerId: player?.playerId ?? null,
      firstName: player?.firstName ?? "there",
      email,
      isCaptain: false,
    };
  });
}

/**
 * The captain's "remind the silent ones": a reminder to each player of his
 * team still without an answer (reminders off are respected), unless one
 * reached him about this game in the last 12 hours: pressing again (or after
 * the 48-hour reminder) sends nothing more to him.
 */
export async function queueNudges(
  db: Executor,
  game: Game,
  teamId: string,
  at: Date,
): Promise<number> {
  const { links } = provided();
  await reminderTurn(db, game.id);
  const side = (await gameAvailability(db, game)).find((s) => s.teamId === teamId);
  if (!side) return 0;
  const about = aboutTeam(game, await alertGame(db, game), teamId);
  const recipients = await reminderRecipients(db, await silentToRemind(db, game, side.members, at));
  return queueAll(
    db,
    recipients.map((r) => ({ ...reminderEmail(about, r, links, at), queuedAt: at })),
  );
}

/** The invitation email to a sub (queued with the invitation itself). */
export async function queueSubInvite(
  db: Executor,
  game: Game,
  teamId: string,
  subId: string,
  at: Date,
): Promise<number> {
  const { links } = provided();
  const [recipient] = await reminderRecipients(db, [subId]);
  if (!recipient) return 0;
  const about = aboutTeam(game, await alertGame(db, game), teamId);
  return queueAll(db, [{ ...subInviteEmail(about, recipient, at, links), queuedAt: at }]);
}
