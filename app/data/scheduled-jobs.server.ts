// Jobs due at a moment (docs/production.md#scheduled-jobs): each game's
// reminders (two days before) and captains' summaries (one day before).
//
// Planning derives the jobs from the games, so every way a game comes to be
// or changes (a new season, an import, a move, a postponement) is covered:
// a job per kind, game and start time, inserted once (its key), and pending
// jobs whose game is no longer at that time are cancelled.
//
// Running: a transaction claims the earliest due job with FOR UPDATE SKIP
// LOCKED, checks it still fits its game, queues its emails in the outbox and
// marks it done, and commits. A job only writes to the database, so it is
// done exactly once or, if the process dies, not at all (the lock goes with
// the connection and the next claim takes it). Other instances skip the
// locked row instead of waiting for it.
import { and, asc, eq, gt, inArray, isNotNull, lte, sql } from "drizzle-orm";
import type { Database, Executor } from "~/db/connection.server";
import { games, scheduledJobs } from "~/db/schema";
import { jobsForGame, jobStillValid, type JobKind } from "~/domain/availability/availability";
import type { Game } from "~/domain/types";
import { queueCaptainSummaries, queueReminders } from "./availability-emails.server";

/** Plans one game's jobs (after its time or status changed, in that transaction). */
export async function planGameJobs(db: Executor, game: Game, now: Date): Promise<void> {
  await cancelStaleJobs(db, now, [game.id]);
  const planned = jobsForGame(game, now);
  if (planned.length > 0) await db.insert(scheduledJobs).values(planned).onConflictDoNothing();
}

/**
 * How far ahead games are planned: their jobs fall due at most two days
 * before them, so games further out wait for a later round (planning fewer
 * rows keeps each round cheap).
 */
const PLAN_AHEAD_MS = 4 * 24 * 3600_000;

/** Plans the jobs of the scheduled games of the next few days. Returns how many are new. */
export async function planJobs(db: Executor, now: Date): Promise<number> {
  await cancelStaleJobs(db, now);
  const upcoming = await db
    .select()
    .from(games)
    .where(
      and(
        eq(games.status, "scheduled"),
        gt(games.startsAt, now),
        lte(games.startsAt, new Date(now.getTime() + PLAN_AHEAD_MS)),
        isNotNull(games.homeTeamId),
        isNotNull(games.awayTeamId),
      ),
    );
  const planned = upcoming.flatMap((game) => jobsForGame(game, now));
  if (planned.length === 0) return 0;
  const inserted = await db
    .insert(scheduledJobs)
    .values(planned)
    .onConflictDoNothing()
    .returning({ id: scheduledJobs.id });
  return inserted.length;
}

/** Pending jobs whose game moved, was postponed or is gone by now: cancelled, with why. */
async function cancelStaleJobs(db: Executor, now: Date, gameIds?: string[]): Promise<void> {
  await db.execute(sql`
    update ${scheduledJobs} j
    set status = 'cancelled', done_at = ${now.toISOString()}::timestamptz,
      outcome = case
        when g.status <> 'scheduled' then 'The game is ' || g.status || '.'
        else 'The game moved: its new time has jobs of its own.' end
    from ${games} g
    where g.id = j.game_id and j.status = 'pending'
      and (g.status <> 'scheduled' or g.starts_at <> j.game_starts_at)
      ${gameIds ? sql`and j.game_id in ${gameIds}` : sql``}`);
}

export interface JobRun {
  id: number;
  kind: JobKind;
  gameId: string;
  status: "done" | "cancelled";
  outcome: string;
}

const runners: Record<JobKind, (db: Executor, game: Game, now: Date) => Promise<number>> = {
  reminders: queueReminders,
  "captain-summary": queueCaptainSummaries,
};

/** Claims, runs and commits the earliest due job, if any. */
export async function runNextDueJob(db: Database, now: Date): Promise<JobRun | null> {
  return db.transaction(async (tx) => {
    const [job] = await tx
      .select()
      .from(scheduledJobs)
      .where(and(eq(scheduledJobs.status, "pending"), lte(scheduledJobs.runAt, now)))
      .orderBy(asc(scheduledJobs.runAt), asc(scheduledJobs.id))
      .limit(1)
      .for("update", { skipLocked: true });
    if (!job) return null;
    const [game] = await tx.select().from(games).where(eq(games.id, job.gameId));
    const check = jobStillValid(job, game, now);
    let status: JobRun["status"] = "cancelled";
    let outcome = check.valid ? "" : check.reason;
    if (check.valid) {
      const queued = await runners[job.kind](tx, game!, now);
      status = "done";
      outcome = `${queued} email${queued === 1 ? "" : "s"} queued.`;
    }
    await tx
      .update(scheduledJobs)
      .set({ status, outcome, doneAt: now })
      .where(eq(scheduledJobs.id, job.id));
    return { id: job.id, kind: job.kind, gameId: job.gameId, status, outcome };
  });
}

/** Runs every job due by `now` (in order), returning what each did. */
export async function runDueJobs(db: Database, now: Date): Promise<JobRun[]> {
  const runs: JobRun[] = [];
  for (let run = await runNextDueJob(db, now); run; run = await runNextDueJob(db, now)) {
    runs.push(run);
  }
  return runs;
}

/** The jobs of some games, for tests and the admin's eyes. */
export async function jobsOfGames(db: Executor, gameIds: string[]) {
  if (gameIds.length === 0) return [];
  return db
    .select()
    .from(scheduledJobs)
    .where(inArray(scheduledJobs.gameId, gameIds))
    .orderBy(asc(scheduledJobs.runAt), asc(scheduledJobs.id));
}
