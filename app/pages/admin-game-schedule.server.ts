// /admin/games/{id}/schedule: postpone a game, or give it a new date, time and
// place (docs/league-rules.md#postponing-and-moving-a-game). The caller has
// already checked requireAdmin.
import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect } from "react-router";
import type { Viewer } from "~/auth/viewer.server";
import { now } from "~/clock.server";
import { postponeGame, rescheduleGame, ScheduleChangeRefused } from "~/data/game-schedule.server";
import { deleteSeasonGame } from "~/data/schedule-changes.server";
import { gameWithSeason } from "~/data/games.server";
import { listTeams } from "~/data/teams.server";
import type { Database } from "~/db/connection.server";
import {
  rescheduledStart,
  rescheduleSchema,
  scheduleFormDefaults,
  scheduleLockReason,
} from "~/domain/schedule/game-moves";
import { deleteGameRefusal, shownGame } from "~/domain/schedule/changes";
import { locationOptions } from "~/domain/league";
import { refusal, withinFieldLimits, type FormReply } from "~/form-reply";
import { foundOr404 } from "~/http.server";

export async function loadGameSchedulePage(db: Database, gameId: string) {
  const [found, teams] = await Promise.all([gameWithSeason(db, gameId), listTeams(db)]);
  const { game } = foundOr404(found, "Game not found");
  const names = new Map(teams.map((t) => [t.id, t.name]));
  // The game as shown, and the key its Delete carries: the delete shows it
  // again, with the same function, from the game and names it finds.
  const { key, ...shown } = shownGame(game, (id) => names.get(id));
  return {
    game: { id: game.id, ...shown },
    /** Why the game cannot be changed (live, or has a result), or null. */
    locked: scheduleLockReason(game),
    /** Why it cannot be deleted (played, live, a playoff game), or null. */
    deleteLocked: deleteGameRefusal(game),
    /** What Delete's Yes carries: the key of the game as this page shows it. */
    deleteKey: key,
    defaultValue: scheduleFormDefaults(game.startsAt, game.location),
    locations: locationOptions(),
  };
}

export type GameSchedulePage = Awaited<ReturnType<typeof loadGameSchedulePage>>;

function done(gameId: string, what: "postponed" | "moved", emailed: number) {
  return redirect(`/admin/games/${gameId}/schedule?done=${what}&emailed=${emailed}`);
}

export const DELETE_NOT_CONFIRMED = "Tick “Yes, delete this game” to delete it.";

/**
 * Postpone (`intent=postpone`), delete (`intent=delete`, with the box ticked)
 * or move, as the admin `viewer`; the id comes from the address.
 */
export async function changeGameSchedule(
  db: Database,
  gameId: string,
  viewer: Viewer,
  form: FormData,
) {
  foundOr404(await gameWithSeason(db, gameId), "Game not found");
  try {
    if (form.get("intent") === "delete") {
      if (form.get("confirm") !== "yes") {
        return data<FormReply>({ result: refusal(DELETE_NOT_CONFIRMED) }, { status: 400 });
      }
      const deleted = await deleteSeasonGame(
        db,
        gameId,
        { actorEmail: viewer.email, at: now() },
        form.get("shown"),
      );
      return redirect(
        `/admin/seasons/${deleted.seasonId}/schedule?deleted=1&emailed=${deleted.emailed}`,
      );
    }
    if (form.get("intent") === "postpone") {
      const emailed = await postponeGame(db, gameId, viewer.email, now());
      return done(gameId, "postponed", emailed);
    }
    const submission = parseWithZod(form, { schema: rescheduleSchema });
    if (submission.status !== "success") {
      return data<FormReply>(
        { result: withinFieldLimits(rescheduleSchema, submission.reply()) },
        { status: 400 },
      );
    }
    const { location } = submission.value;
    const startsAt = rescheduledStart(submission.value);
    const emailed = await rescheduleGame(db, gameId, { startsAt, location }, viewer.email, now());
    return done(gameId, "moved", emailed);
  } catch (error) {
    if (error instanceof ScheduleChangeRefused) {
      return data<FormReply>({ result: refusal(error.message) }, { status: error.status });
    }
    throw error;
  }
}
