// The season schedule generator, run off the event loop
// (docs/architecture.md#heavy-work-off-the-event-loop). A hard search takes
// seconds of CPU; on the event loop it would stall every visitor meanwhile.
// So it runs in a small pool of worker threads (piscina) at a lower CPU
// priority than the thread serving requests, with a time budget per search.
// The pool belongs to this process; what a search found is kept in the
// database by the caller, so every instance shows and publishes the same draft.
import { availableParallelism } from "node:os";
import { outOfTimeReason } from "~/domain/season-schedule/refusals";
import type { ScheduleInput, ScheduleResult } from "~/domain/season-schedule/types";
import { lazyWorkerPool } from "./worker-entry.server";

/** The longest an admin waits for Generate or Reshuffle, waiting for a thread included. */
export const SEARCH_BUDGET_MS = 30_000;
/** Searches that may wait for a thread; past that, Generate is refused as busy. */
const MAX_WAITING = 4;
/** Threads: one core is left to the event loop; two at most (one search takes one core). */
const SEARCH_THREADS = Math.max(1, Math.min(2, availableParallelism() - 1));
/** nice(2) steps below the serving thread: on a busy machine, requests go first. */
const NICE_INCREMENT = 10;

/** Too many searches already wait on this instance: nothing was searched. */
export class SearchesBusy extends Error {
  constructor() {
    super("Other schedules are being generated right now: try again in a minute.");
  }
}

const searches = lazyWorkerPool<ScheduleInput, ScheduleResult>("schedule-search-worker", {
  minThreads: 0,
  maxThreads: SEARCH_THREADS,
  // A thread costs some 30 ms to start: kept a minute for the next Reshuffle.
  idleTimeout: 60_000,
  maxQueue: MAX_WAITING,
  niceIncrement: NICE_INCREMENT,
});
const searchPool = searches.threads;

/** Stops the threads (a search under way is abandoned): at shutdown, and at the end of a script. */
export const closeScheduleSearches = searches.close;

/**
 * The generator's answer for `input`, computed on a worker thread. A search
 * still running after `budgetMs` (waiting included) is stopped and answered
 * as a refusal that another seed may avoid. Throws SearchesBusy when too many
 * searches already wait.
 */
export async function searchSchedule(
  input: ScheduleInput,
  budgetMs = SEARCH_BUDGET_MS,
): Promise<ScheduleResult> {
  const threads = searchPool();
  if (threads.queueSize >= MAX_WAITING) throw new SearchesBusy();
  try {
    return (await threads.run(input, { signal: AbortSignal.timeout(budgetMs) })) as ScheduleResult;
  } catch (error) {
    if (error instanceof Error && error.name === "AbortError") {
      return { ok: false, reason: outOfTimeReason(budgetMs), anotherSeedMayHelp: true };
    }
    if (error instanceof Error && /queue is at limit/i.test(error.message))
      throw new SearchesBusy();
    throw error;
  }
}
