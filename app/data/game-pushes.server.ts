// Queueing the pushes of a game's news (docs/league-rules.md#push-notifications)
// inside the transaction that makes the news, like its emails
// (app/data/game-alerts.server.ts): a refused or rolled-back change pushes
// nothing, a committed one cannot lose its pushes. Each goes to every device
// that follows either team, once.
import type { Executor } from "~/db/connection.server";
import { announcesChange, type GameSlot } from "~/domain/alerts/alerts";
import { isCompleted } from "~/domain/games/state";
import {
  cancelledNotice,
  changeNotice,
  finalNotice,
  liveNotice,
  reminderNotice,
} from "~/domain/push/news";
import type { Game } from "~/domain/types";
import { alertGame } from "./game-alerts.server";
import { gameById } from "./games.server";
import { queuePushToFollowers, queuePushToPlayer } from "./push-deliveries.server";

const sides = (game: Game) => [game.homeTeamId, game.awayTeamId];

/** The game was started live in `tx`. Returns the pushes queued. */
export async function queueLivePushes(tx: Executor, game: Game, at: Date): Promise<number> {
  return queuePushToFollowers(tx, liveNotice(await alertGame(tx, game), at), sides(game), at);
}

/**
 * After a result was saved in `tx` (`before` is the game as it was): the
 * final score, when the game had none. A corrected result is not pushed again.
 */
export async function queueFinalPushes(tx: Executor, before: Game, at: Date): Promise<number> {
  if (isCompleted(before)) return 0;
  const game = await gameById(tx, before.id);
  if (!game || game.awayScore === null || game.homeScore === null) return 0;
  const result = { awayScore: game.awayScore, homeScore: game.homeScore };
  const notice = finalNotice(await alertGame(tx, game), result, at);
  return queuePushToFollowers(tx, notice, sides(game), at);
}

const slotOf = (game: Game): GameSlot => ({
  postponed: game.status === "postponed",
  startsAt: game.startsAt,
  location: game.location,
});

/** After a game was postponed or moved in `tx`, when that is news (announcesChange). */
export async function queueChangePushes(
  tx: Executor,
  before: Game,
  after: Game,
  at: Date,
): Promise<number> {
  if (!announcesChange(slotOf(before), slotOf(after))) return 0;
  const notice = changeNotice(await alertGame(tx, after), slotOf(before), slotOf(after), at);
  return queuePushToFollowers(tx, notice, sides(after), at);
}

/** A game deleted from the schedule in `tx` (queued before its row goes: the push names it). */
export async function queueCancelledPushes(tx: Executor, game: Game, at: Date): Promise<number> {
  const notice = cancelledNotice(await alertGame(tx, game), at);
  return queuePushToFollowers(tx, notice, sides(game), at);
}

/** "Are you in?" to the devices these players saved while signed in. */
export async function queueReminderPushes(
  tx: Executor,
  game: Game,
  playerIds: readonly string[],
  now: Date,
): Promise<number> {
  if (playerIds.length === 0) return 0;
  const notice = reminderNotice(await alertGame(tx, game), now);
  let queued = 0;
  for (const playerId of new Set(playerIds)) {
    queued += await queuePushToPlayer(tx, notice, playerId, now);
  }
  return queued;
}
