// Postponing and moving a game (docs/league-rules.md#postponing-and-moving-a-game):
// the game, its audit entry and the players' alert emails in ONE transaction.
// The schedule, the calendar feeds and the game page read the games table, so
// they show the change on the next request.
import { eq } from "drizzle-orm";
import type { Database, Transaction } from "~/db/connection.server";
import { availability, games, subInvites } from "~/db/schema";
import {
  ALREADY_POSTPONED,
  answersLapse,
  NOTHING_CHANGED,
  scheduleLockReason,
} from "~/domain/schedule/game-moves";
import type { Game } from "~/domain/types";
import { recordAudit } from "./audit.server";
import { queueGameChangeAlerts } from "./game-alerts.server";
import { queueChangePushes } from "./game-pushes.server";
import { planGameJobs } from "./scheduled-jobs.server";
import { seasonWrite, type SeasonWriteGrant } from "./season-state.server";

/** A change that cannot be made; `status` is the HTTP answer, the message is for the admin. */
export class ScheduleChangeRefused extends Error {
  constructor(
    readonly status: 400 | 404 | 409,
    message: string,
  ) {
    super(message);
  }
}

/**
 * The game, locked until the transaction ends (a result save waits, and then
 * sees the change), and the grant to change its season's schedule.
 */
async function lockedGame(
  tx: Transaction,
  gameId: string,
): Promise<{ game: Game; season: SeasonWriteGrant }> {
  const [game] = await tx.select().from(games).where(eq(games.id, gameId)).for("update");
  if (!game) throw new ScheduleChangeRefused(404, "This game no longer exists.");
  const season = await seasonWrite(tx, game.seasonId, "schedule");
  if (typeof season === "string") throw new ScheduleChangeRefused(409, season);
  const locked = scheduleLockReason(game);
  if (locked) throw new ScheduleChangeRefused(409, locked);
  return { game, season };
}

const slot = (game: Game) => ({
  status: game.status,
  startsAt: game.startsAt.toISOString(),
  location: game.location,
});

/**
 * Writes a postponement or move of `before` (locked by the caller, under the
 * grant to change its season's schedule) with its audit entry, its reminders
 * and its alert emails. A game moved to another day loses its answers and sub
 * invitations: they were given for the old day, and the new day's reminders
 * ask again. Returns the alerts queued.
 */
export async function applyGameChange(
  season: SeasonWriteGrant,
  before: Game,
  change: Pick<Game, "status" | "startsAt" | "location">,
  action: "postpone-game" | "reschedule-game",
  actorEmail: string,
  at: Date,
): Promise<number> {
  const { tx } = season;
  const [after] = await season.tx
    .update(games)
    .set({ ...change, updatedAt: at })
    .where(eq(games.id, before.id))
    .returning();
  await recordAudit(tx, {
    actorEmail,
    action,
    entity: "game",
    entityId: before.id,
    before: slot(before),
    after: slot(after!),
    at,
  });
  if (answersLapse(before, after!)) {
    await tx.delete(availability).where(eq(availability.gameId, before.id));
    await tx.delete(subInvites).where(eq(subInvites.gameId, before.id));
  }
  // Its reminders follow: those of the old time are cancelled, the new time gets its own.
  await planGameJobs(tx, after!, at);
  await queueChangePushes(tx, before, after!, at);
  return queueGameChangeAlerts(tx, before, after!, at);
}

/** Postponed: the date stays (pages show the day, no time). Returns the alerts queued. */
export async function postponeGame(
  db: Database,
  gameId: string,
  actorEmail: string,
  at: Date,
): Promise<number> {
  return db.transaction(async (tx) => {
    const { game: before, season } = await lockedGame(tx, gameId);
    if (before.status === "postponed") throw new ScheduleChangeRefused(409, ALREADY_POSTPONED);
    return applyGameChange(
      season,
      before,
      { status: "postponed", startsAt: before.startsAt, location: before.location },
      "postpone-game",
      actorEmail,
      at,
    );
  });
}

/**
 * A new start and place; a postponed game is scheduled again (even at its old
 * time). Returns the alerts queued.
 */
export async function rescheduleGame(
  db: Database,
  gameId: string,
  next: { startsAt: Date; location: string },
  actorEmail: string,
  at: Date,
): Promise<number> {
  return db.transaction(async (tx) => {
    const { game: before, season } = await lockedGame(tx, gameId);
    const unchanged =
      before.status === "scheduled" &&
      before.startsAt.getTime() === next.startsAt.getTime() &&
      before.location === next.location;
    if (unchanged) throw new ScheduleChangeRefused(400, NOTHING_CHANGED);
    return applyGameChange(
      season,
      before,
      { status: "scheduled", ...next },
      "reschedule-game",
      actorEmail,
      at,
    );
  });
}
