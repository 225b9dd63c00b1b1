// Queueing the players' alert emails for a game (docs/league-rules.md#email-alerts),
// always inside the transaction that changes the game: a refused or rolled
// back change queues nothing, a committed one cannot lose its alerts.
import { and, eq, inArray } from "drizzle-orm";
import type { Executor } from "~/db/connection.server";
import { emailPreferences, players, seasonRosters, teams } from "~/db/schema";
import {
  alertRecipients,
  announcesChange,
  announcesResult,
  changeAlert,
  resultAlert,
  scheduleNewsAlert,
  type AlertCandidate,
  type AlertGame,
  type AlertKind,
  type AlertLinks,
  type GameSlot,
  type ScheduleNews,
} from "~/domain/alerts/alerts";
import { sideName } from "~/domain/games/state";
import type { Game } from "~/domain/types";
import { gameById } from "./games.server";
import { queueEmail } from "./outbox.server";
import { shown } from "./shown-columns.server";

// The emails' links need the site's address and the server's secret, which
// this layer does not read (app/data imports only the database and the
// rules): the server provides them once at start-up (app/startup.server.ts,
// from app/email/unsubscribe-link.server.ts). Every instance computes the
// same links from the same settings, so nothing here is per-process state.
let links: AlertLinks | null = null;

export function provideAlertLinks(value: AlertLinks): void {
  links = value;
}

export function alertLinks(): AlertLinks {
  if (!links) throw new Error("Alert links were not provided (provideAlertLinks at start-up).");
  return links;
}

/** Everyone on either team's roster for the game's season, with his choices. */
async function alertCandidates(tx: Executor, game: Game): Promise<AlertCandidate[]> {
  const teamIds = [game.homeTeamId, game.awayTeamId].filter((id): id is string => id !== null);
  if (teamIds.length === 0) return [];
  const rows = await tx
    .select({
      playerId: players.id,
      firstName: players.firstName,
      email: players.email,
      gameChanges: emailPreferences.gameChanges,
      results: emailPreferences.results,
      reminders: emailPreferences.reminders,
    })
    .from(seasonRosters)
    .innerJoin(players, eq(players.id, seasonRosters.playerId))
    .leftJoin(emailPreferences, eq(emailPreferences.playerId, players.id))
    .where(and(eq(seasonRosters.seasonId, game.seasonId), inArray(seasonRosters.teamId, teamIds)));
  return rows.map((row) => ({
    ...row,
    gameChanges: row.gameChanges ?? false,
    results: row.results ?? false,
    reminders: row.reminders ?? true,
  }));
}

/** The game as emails name it: the teams' names (or the playoff placeholders), day and place. */
export async function alertGame(tx: Executor, game: Game): Promise<AlertGame> {
  const teamIds = [game.homeTeamId, game.awayTeamId].filter((id): id is string => id !== null);
  const names = new Map(
    teamIds.length === 0
      ? []
      : (
          await tx
            .select({ id: teams.id, name: shown(teams.name) })
            .from(teams)
            .where(inArray(teams.id, teamIds))
        ).map((t) => [t.id, t.name]),
  );
  const nameOf = (id: string) => names.get(id);
  return {
    id: game.id,
    awayName: sideName(game, "away", nameOf),
    homeName: sideName(game, "home", nameOf),
    startsAt: game.startsAt,
    location: game.location,
  };
}

async function recipientsFor(tx: Executor, game: Game, kind: AlertKind) {
  return alertRecipients(await alertCandidates(tx, game), kind);
}

/**
 * After a result was saved in `tx`: the result email to every player of
 * both teams who asked for results, unless the score is the one already
 * announced (`before` is the game as it was before the save).
 * Returns how many were queued.
 */
export async function queueResultAlerts(tx: Executor, before: Game, savedAt: Date) {
  const game = await gameById(tx, before.id);
  if (!game || game.awayScore === null || game.homeScore === null) return 0;
  const result = { awayScore: game.awayScore, homeScore: game.homeScore };
  if (!announcesResult(before, result)) return 0;
  const recipients = await recipientsFor(tx, game, "results");
  if (recipients.length === 0) return 0;
  const described = await alertGame(tx, game);
  let queued = 0;
  for (const recipient of recipients) {
    const alert = resultAlert(described, result, recipient, alertLinks(), savedAt);
    if (await queueEmail(tx, { ...alert, queuedAt: savedAt })) queued++;
  }
  return queued;
}

const slotOf = (game: Game): GameSlot => ({
  postponed: game.status === "postponed",
  startsAt: game.startsAt,
  location: game.location,
});

/**
 * After a game was postponed or moved in `tx`: the change email to every
 * player of both teams who asked for game changes. Returns how many were queued.
 */
export async function queueGameChangeAlerts(
  tx: Executor,
  before: Game,
  after: Game,
  changedAt: Date,
) {
  if (!announcesChange(slotOf(before), slotOf(after))) return 0;
  const recipients = await recipientsFor(tx, after, "gameChanges");
  if (recipients.length === 0) return 0;
  const described = await alertGame(tx, after);
  let queued = 0;
  for (const recipient of recipients) {
    const alert = changeAlert(
      described,
      slotOf(before),
      slotOf(after),
      recipient,
      alertLinks(),
      changedAt,
    );
    if (await queueEmail(tx, { ...alert, queuedAt: changedAt })) queued++;
  }
  return queued;
}

/**
 * A game added to the schedule (after its insert) or deleted from it (before
 * its delete), in `tx`: one email to every player of both teams who asked for
 * game changes. Returns how many were queued.
 */
export async function queueScheduleNewsAlerts(
  tx: Executor,
  news: ScheduleNews,
  game: Game,
  at: Date,
): Promise<number> {
  const recipients = await recipientsFor(tx, game, "gameChanges");
  if (recipients.length === 0) return 0;
  const described = await alertGame(tx, game);
  let queued = 0;
  for (const recipient of recipients) {
    const alert = scheduleNewsAlert(news, described, recipient, alertLinks(), at);
    if (await queueEmail(tx, { ...alert, queuedAt: at })) queued++;
  }
  return queued;
}
