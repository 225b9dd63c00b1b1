// Changing a published schedule (docs/league-rules.md#changing-a-published-schedule):
// add a game, delete an unplayed one, and "Gym closed" for a whole day. Each is
// one transaction with its audit entries and the players' alert emails.
// Two admins' changes to one season take turns (an advisory lock per season),
// so each checks the schedule the other left. Row locks are taken game first,
// season second, as a result save takes them, so the two never deadlock.
// Delete and Gym closed carry the key of what the page showed (the game; the
// moves): shown again here with the same functions (shownGame, shownMoves) from
// what is found under the locks, a different key refuses the change.
import { confirmationRefusal } from "~/domain/confirmation";
import { asc, eq, sql } from "drizzle-orm";
import type { Database, Transaction } from "~/db/connection.server";
import { games, seasons } from "~/db/schema";
import {
  addGameRefusal,
  deleteGameRefusal,
  planGymClosed,
  shownGame,
  shownMoves,
  type GymClosedInput,
  type NewGame,
  type TeamNames,
} from "~/domain/schedule/changes";
import { leagueDay } from "~/domain/time/days";
import type { Game } from "~/domain/types";
import { recordAudit } from "./audit.server";
import { applyGameChange, ScheduleChangeRefused } from "./game-schedule.server";
import { queueScheduleNewsAlerts } from "./game-alerts.server";
import { queueCancelledPushes } from "./game-pushes.server";
import { seasonGames } from "./games.server";
import { planGameJobs } from "./scheduled-jobs.server";
import { seasonWrite, type SeasonWriteGrant } from "./season-state.server";
import { seasonTeamsOf } from "./seasons.server";
import { newId } from "./signups.server";
import { listTeams, type ActorStamp } from "./teams.server";

/** pg_advisory_xact_lock's first key for schedule changes (the second is the season). */
const SCHEDULE_TURN_KEY = 740216;

/**
 * Takes the season's schedule turn and asks its state: the grant to change
 * its schedule, or a refusal (a closed or missing season).
 */
async function openSeasonTurn(tx: Transaction, seasonId: number): Promise<SeasonWriteGrant> {
  await tx.execute(sql`select pg_advisory_xact_lock(${SCHEDULE_TURN_KEY}, ${seasonId})`);
  const [row] = await tx.select({ id: seasons.id }).from(seasons).where(eq(seasons.id, seasonId));
  if (!row) throw new ScheduleChangeRefused(404, "This season no longer exists.");
  const season = await seasonWrite(tx, seasonId, "schedule");
  if (typeof season === "string") throw new ScheduleChangeRefused(409, season);
  return season;
}

/** The season's games, locked until the transaction ends. */
function lockedSeasonGames(tx: Transaction, seasonId: number): Promise<Game[]> {
  return tx
    .select()
    .from(games)
    .where(eq(games.seasonId, seasonId))
    .orderBy(asc(games.id))
    .for("update");
}

/**
 * The season's teams by id, and how messages name them (seasonTeamsOf, as a
 * lookup); `nameOf` is the page's lookup, the one its shown moves name teams by.
 */
async function seasonTeamNames(tx: Transaction, seasonId: number) {
  const byId = new Map((await seasonTeamsOf(tx, seasonId)).map((t) => [t.id, t.name]));
  const names: TeamNames = (id) => byId.get(id) ?? id;
  const nameOf = (id: string) => byId.get(id);
  return { ids: new Set(byId.keys()), names, nameOf };
}

/** Adds a regular-season game; returns its id and the alerts queued. */
export async function addSeasonGame(
  db: Database,
  seasonId: number,
  game: NewGame,
  by: ActorStamp,
): Promise<{ gameId: string; emailed: number }> {
  return db.transaction(async (tx) => {
    const season = await openSeasonTurn(tx, seasonId);
    const { ids, names } = await seasonTeamNames(tx, seasonId);
    const refused = addGameRefusal(
      await seasonGames(tx, seasonId),
      game,
      ids,
      leagueDay(by.at),
      names,
    );
    if (refused) throw new ScheduleChangeRefused(409, refused);
    const [added] = await season.tx
      .insert(games)
      .values({
        id: newId(),
        seasonId,
        type: "regular_season",
        status: "scheduled",
        ...game,
        updatedAt: by.at,
      })
      .returning();
    await recordAudit(tx, {
      actorEmail: by.actorEmail,
      action: "add-game",
      entity: "game",
      entityId: added!.id,
      after: { ...game, startsAt: game.startsAt.toISOString() },
      at: by.at,
    });
    await planGameJobs(tx, added!, by.at);
    const emailed = await queueScheduleNewsAlerts(tx, "added", added!, by.at);
    return { gameId: added!.id, emailed };
  });
}

/** Deletes an unplayed regular-season game; returns its season and the alerts queued. */
export async function deleteSeasonGame(
  db: Database,
  gameId: string,
  by: ActorStamp,
  shown: FormDataEntryValue | null,
): Promise<{ seasonId: number; emailed: number }> {
  return db.transaction(async (tx) => {
    const [game] = await tx.select().from(games).where(eq(games.id, gameId)).for("update");
    if (!game) throw new ScheduleChangeRefused(404, "This game no longer exists.");
    const season = await openSeasonTurn(tx, game.seasonId);
    const refused = deleteGameRefusal(game);
    if (refused) throw new ScheduleChangeRefused(409, refused);
    // The Yes names the game as the page showed it (teams, time, place, state):
    // changed since, it is not deleted. The page's names are the teams table's.
    const names = new Map((await listTeams(tx)).map((t) => [t.id, t.name]));
    const { key } = shownGame(game, (id) => names.get(id));
    const stale = confirmationRefusal(shown, key, "Deleting this game");
    if (stale) throw new ScheduleChangeRefused(409, stale);
    // Queued before the delete: the email names the teams, day and place.
    const emailed = await queueScheduleNewsAlerts(tx, "cancelled", game, by.at);
    await queueCancelledPushes(tx, game, by.at);
    await season.tx.delete(games).where(eq(games.id, gameId));
    await recordAudit(tx, {
      actorEmail: by.actorEmail,
      action: "delete-game",
      entity: "game",
      entityId: gameId,
      before: {
        seasonId: game.seasonId,
        awayTeamId: game.awayTeamId,
        homeTeamId: game.homeTeamId,
        status: game.status,
        startsAt: game.startsAt.toISOString(),
        location: game.location,
      },
      at: by.at,
    });
    return { seasonId: game.seasonId, emailed };
  });
}

/**
 * Carries out "Gym closed" as planned now, refused (409, nothing written) when
 * the plan is not the one the admin saw (`shownKey`, the key of the moves as
 * shownMoves showed them: another change came between). Each moved game gets its audit entry, loses its answers when its
 * day changes, gets new reminders, and one alert per player who asked.
 */
export async function closeGymDay(
  db: Database,
  seasonId: number,
  input: GymClosedInput,
  shownKey: string,
  by: ActorStamp,
): Promise<{ moved: number; emailed: number }> {
  return db.transaction(async (tx) => {
    const season = await openSeasonTurn(tx, seasonId);
    const { names, nameOf } = await seasonTeamNames(tx, seasonId);
    const current = await lockedSeasonGames(tx, seasonId);
    const plan = planGymClosed(current, input, leagueDay(by.at), names);
    if (!plan.ok) throw new ScheduleChangeRefused(409, plan.reason);
    if (shownMoves(plan.moves, current, nameOf).key !== shownKey) {
      throw new ScheduleChangeRefused(
        409,
        "The schedule changed since these moves were shown: look at them again, then confirm.",
      );
    }
    const byId = new Map(current.map((g) => [g.id, g]));
    let emailed = 0;
    for (const move of plan.moves) {
      const before = byId.get(move.gameId)!;
      emailed += await applyGameChange(
        season,
        before,
        { status: "scheduled", startsAt: move.to, location: before.location },
        "reschedule-game",
        by.actorEmail,
        by.at,
      );
    }
    await recordAudit(tx, {
      actorEmail: by.actorEmail,
      action: "gym-closed",
      entity: "season",
      entityId: String(seasonId),
      after: { ...input, moved: plan.moves.length, emailed },
      at: by.at,
    });
    return { moved: plan.moves.length, emailed };
  });
}
