// The "change the schedule" part of /admin/seasons/{season}/schedule, once it
// is published (docs/league-rules.md#changing-a-published-schedule): add a
// game, and "Gym closed", shown first (a GET: nothing changes) and carried out
// on confirmation. The caller has already checked requireAdmin.
import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect } from "react-router";
import type { Viewer } from "~/auth/viewer.server";
import { now } from "~/clock.server";
import { ScheduleChangeRefused } from "~/data/game-schedule.server";
import { seasonGames } from "~/data/games.server";
import { addSeasonGame, closeGymDay } from "~/data/schedule-changes.server";
import { seasonTeamsOf } from "~/data/seasons.server";
import type { Database } from "~/db/connection.server";
import { rescheduledStart } from "~/domain/schedule/game-moves";
import { locationOptions } from "~/domain/league";
import { leagueDay } from "~/domain/time/days";
import {
  addGameSchema,
  gymClosedDateProblem,
  isMovable,
  planGymClosed,
  shownMoves,
  type GymClosedInput,
} from "~/domain/schedule/changes";
import { formatGameDay } from "~/domain/time/league-time";
import { refusal, withinFieldLimits } from "~/form-reply";
import type { ScheduleChangeReply, ScheduleChangesData } from "~/views/season-schedule";

const DAY_TEXT = 10;

/**
 * "Gym closed" as the query (the moves shown) or the confirming form gives
 * it: `closed`, `mode`, `makeup` and `until`; null when no day was chosen.
 */
export function gymClosedInput(
  closed: unknown,
  mode: unknown,
  makeup: unknown,
  notAfter: unknown = null,
): GymClosedInput | null {
  const day = (value: unknown) =>
    typeof value === "string" ? value.trim().slice(0, DAY_TEXT) : "";
  const closedDay = day(closed);
  if (closedDay === "") return null;
  if (mode === "makeup") return { closedDay, mode: "makeup", makeupDay: day(makeup) };
  if (mode === "week") return { closedDay, mode: "week", notAfter: day(notAfter) || null };
  return { closedDay, mode: "shift" };
}

/** What the page shows to change a published schedule, and the moves asked for in `url`. */
export async function loadScheduleChanges(
  db: Database,
  seasonId: number,
  url: URL,
): Promise<ScheduleChangesData> {
  const at = now();
  const today = leagueDay(at);
  const [games, teams] = await Promise.all([
    seasonGames(db, seasonId),
    seasonTeamsOf(db, seasonId),
  ]);
  const names = new Map(teams.map((t) => [t.id, t.name]));
  const nameOf = (id: string) => names.get(id);
  const left = new Map<string, { label: string; games: number }>();
  for (const game of games) {
    const day = leagueDay(game.startsAt);
    if (!isMovable(game) || day < today) continue;
    const entry = left.get(day) ?? { label: formatGameDay(game.startsAt), games: 0 };
    entry.games++;
    left.set(day, entry);
  }
  const { searchParams: query } = url;
  const input = gymClosedInput(
    query.get("closed"),
    query.get("mode"),
    query.get("makeup"),
    query.get("until"),
  );
  // Planned on the games and teams just read: showing the moves writes nothing.
  const plan = input ? planGymClosed(games, input, today, (id) => names.get(id) ?? id) : null;
  return {
    teams: teams.map((t) => ({ id: t.id, name: t.name })),
    locations: locationOptions(),
    daysLeft: [...left].map(([day, entry]) => ({ day, ...entry })),
    today,
    gymClosed: input
      ? {
          input,
          // The moves as shown, and the key the confirmation carries (the
          // write shows them again, with the same function, from what it finds).
          plan: plan?.ok
            ? { ok: true as const, ...shownMoves(plan.moves, games, nameOf) }
            : { ok: false as const, reason: plan && !plan.ok ? plan.reason : "" },
        }
      : null,
  };
}

/** Add a game (`intent=add-game`) or carry out "Gym closed" (`intent=gym-closed`). */
export async function handleScheduleChange(
  db: Database,
  seasonId: number,
  viewer: Viewer,
  form: FormData,
) {
  const by = { actorEmail: viewer.email, at: now() };
  const base = `/admin/seasons/${seasonId}/schedule`;
  if (form.get("intent") === "gym-closed") {
    const input = gymClosedInput(
      form.get("closed"),
      form.get("mode"),
      form.get("makeup"),
      form.get("until"),
    );
    const refuse = (message: string, status: number) =>
      data<ScheduleChangeReply>({ result: refusal(message), form: "gym-closed" }, { status });
    if (!input) return refuse("Choose the day the gym is closed.", 400);
    const dateProblem = gymClosedDateProblem(input);
    if (dateProblem) return refuse(dateProblem, 400);
    try {
      const shown = String(form.get("shown") ?? "").slice(0, 20_000);
      const done = await closeGymDay(db, seasonId, input, shown, by);
      return redirect(`${base}?moved=${done.moved}&emailed=${done.emailed}`);
    } catch (error) {
      if (error instanceof ScheduleChangeRefused) return refuse(error.message, error.status);
      throw error;
    }
  }
  const submission = parseWithZod(form, { schema: addGameSchema });
  if (submission.status !== "success") {
    return data<ScheduleChangeReply>(
      { result: withinFieldLimits(addGameSchema, submission.reply()), form: "add-game" },
      { status: 400 },
    );
  }
  const { awayTeamId, homeTeamId, location } = submission.value;
  try {
    const added = await addSeasonGame(
      db,
      seasonId,
      { awayTeamId, homeTeamId, location, startsAt: rescheduledStart(submission.value) },
      by,
    );
    return redirect(`${base}?added=${added.gameId}&emailed=${added.emailed}`);
  } catch (error) {
    if (error instanceof ScheduleChangeRefused) {
      return data<ScheduleChangeReply>(
        {
          result: withinFieldLimits(
            addGameSchema,
            submission.reply({ formErrors: [error.message] }),
          ),
          form: "add-game",
        },
        { status: error.status },
      );
    }
    throw error;
  }
}
