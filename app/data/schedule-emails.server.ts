// Each player's team schedule by email (docs/league-rules.md#email-alerts):
// at Publish to every rostered player of the season who asked for news of
// his team's games, and to a player who joins a roster after that (a draft
// pick, the roster editor) when he joins. Always queued in the transaction of
// the write it follows, so the email exists exactly when the write does; the
// key (scheduleEmailKey) lets each player have it once per season.
import { and, count, eq, inArray, isNotNull, or } from "drizzle-orm";
import type { Executor } from "~/db/connection.server";
import { emailPreferences, games, players, seasonRosters, seasons, teams } from "~/db/schema";
import { alertRecipients, type AlertRecipient } from "~/domain/alerts/alerts";
import {
  teamSchedule,
  teamScheduleEmail,
  type ScheduleOccasion,
} from "~/domain/alerts/schedule-email";
import { alertLinks } from "./game-alerts.server";
import { queueEmail } from "./outbox.server";
import type { SeasonWriteGrant } from "./season-state.server";
import { shown } from "./shown-columns.server";

export interface ScheduleEmailRecipient extends AlertRecipient {
  teamId: string;
}

/**
 * Who is emailed his team's schedule among the season's rostered players
 * (all of them, or only `playerId`): those who asked for news of their
 * team's games, by the alerts' rule (alertRecipients: an address that takes
 * mail, one email per address). The page counts these for Publish's question
 * and Publish emails exactly these, read again under the season's lock.
 */
export async function scheduleEmailRecipients(
  db: Executor,
  seasonId: number,
  playerId?: string,
): Promise<ScheduleEmailRecipient[]> {
  const roster = await db
    .select({
      playerId: players.id,
      firstName: players.firstName,
      email: players.email,
      teamId: seasonRosters.teamId,
      gameChanges: emailPreferences.gameChanges,
    })
    .from(seasonRosters)
    .innerJoin(players, eq(players.id, seasonRosters.playerId))
    .leftJoin(emailPreferences, eq(emailPreferences.playerId, players.id))
    .where(
      and(
        eq(seasonRosters.seasonId, seasonId),
        playerId === undefined ? undefined : eq(seasonRosters.playerId, playerId),
      ),
    );
  const teamOf = new Map(roster.map((r) => [r.playerId, r.teamId]));
  const recipients = alertRecipients(
    roster.map((r) => ({
      ...r,
      gameChanges: r.gameChanges ?? false,
      results: false,
      reminders: false,
    })),
    "gameChanges",
  );
  return recipients.map((r) => ({ ...r, teamId: teamOf.get(r.playerId)! }));
}

/**
 * Whether the season's schedule is out: Publish stamped it, or it has its
 * regular-season games some other way (the page's rule too; Publish is then
 * refused, so no other announcement is coming).
 */
export async function scheduleIsOut(db: Executor, seasonId: number): Promise<boolean> {
  const [season] = await db
    .select({ id: seasons.id })
    .from(seasons)
    .where(and(eq(seasons.id, seasonId), isNotNull(seasons.schedulePublishedAt)));
  if (season) return true;
  const [regular] = await db
    .select({ n: count() })
    .from(games)
    .where(and(eq(games.seasonId, seasonId), eq(games.type, "regular_season")));
  return Number(regular?.n ?? 0) > 0;
}

/**
 * Queues each recipient's team schedule, read from the season's games as
 * `tx` sees them (Publish's just written). `onlyWithGames`: a team with
 * nothing left to play sends nothing (a late joiner). Returns how many were
 * new (a player who had his already is not emailed again).
 */
export async function queueTeamSchedules(
  tx: Executor,
  seasonId: number,
  recipients: readonly ScheduleEmailRecipient[],
  occasion: ScheduleOccasion,
  at: Date,
  { onlyWithGames = false }: { onlyWithGames?: boolean } = {},
): Promise<number> {
  if (recipients.length === 0) return 0;
  const [season] = await tx
    .select({ id: seasons.id, name: shown(seasons.name) })
    .from(seasons)
    .where(eq(seasons.id, seasonId));
  if (!season) return 0;
  const teamIds = [...new Set(recipients.map((r) => r.teamId))];
  const seasonGames = await tx
    .select({
      startsAt: games.startsAt,
      location: games.location,
      status: games.status,
      homeTeamId: games.homeTeamId,
      awayTeamId: games.awayTeamId,
    })
    .from(games)
    .where(
      and(
        eq(games.seasonId, seasonId),
        or(inArray(games.homeTeamId, teamIds), inArray(games.awayTeamId, teamIds)),
      ),
    );
  const opponentIds = [
    ...new Set(seasonGames.flatMap((g) => [g.homeTeamId, g.awayTeamId])),
    ...teamIds,
  ].filter((id): id is string => id !== null);
  const names = new Map(
    (
      await tx
        .select({ id: teams.id, name: shown(teams.name) })
        .from(teams)
        .where(inArray(teams.id, [...new Set(opponentIds)]))
    ).map((t) => [t.id, t.name]),
  );
  const nameOf = (id: string) => names.get(id) ?? id;
  let queued = 0;
  for (const recipient of recipients) {
    const schedule = teamSchedule(seasonGames, recipient.teamId, nameOf);
    if (onlyWithGames && schedule.games.length === 0) continue;
    const email = teamScheduleEmail(
      {
        season,
        team: { id: recipient.teamId, name: nameOf(recipient.teamId) },
        occasion,
        schedule,
      },
      recipient,
      alertLinks(),
    );
    if (await queueEmail(tx, { ...email, queuedAt: at })) queued++;
  }
  return queued;
}

/**
 * After `playerId` was put on a roster under `season`'s grant (its row
 * locked, so a Publish is either committed before or waits): his team's
 * schedule, when the season's is out and he asked for news of his games.
 * Once per season: a player removed and added again, or moved to another
 * team, is not emailed again. True when an email was queued.
 */
export async function queueJoinedSchedule(
  season: SeasonWriteGrant,
  playerId: string,
  at: Date,
): Promise<boolean> {
  const { tx, seasonId } = season;
  if (!(await scheduleIsOut(tx, seasonId))) return false;
  const recipients = await scheduleEmailRecipients(tx, seasonId, playerId);
  const queued = await queueTeamSchedules(tx, seasonId, recipients, { kind: "joined" }, at, {
    onlyWithGames: true,
  });
  return queued > 0;
}
