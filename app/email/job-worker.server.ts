// The scheduled-jobs worker (docs/production.md#scheduled-jobs): every
// POLL_MS it plans the jobs of the games still to come and runs the ones
// that are due (app/data/scheduled-jobs.server.ts). Every instance runs one;
// the database makes sure each job runs once. The emails a job queues go
// out through the outbox worker.
import { now as clockNow } from "~/clock.server";
import { env } from "~/config.server";
import { planJobs, runDueJobs } from "~/data/scheduled-jobs.server";
import type { Database } from "~/db/connection.server";
import { database } from "~/db/index.server";
import { log } from "~/log.server";
import { closeWhenStopping } from "~/server/lifecycle.server";

/** How often the worker plans and looks for due jobs: a reminder is at most this late. */
export const POLL_MS = 30_000;

export interface JobWorker {
  /** One round: plan, then run what is due. */
  tick(): Promise<void>;
  start(): void;
  /** Finishes the round under way, then stops. */
  stop(): Promise<void>;
}

export function createJobWorker(options: {
  db: Database;
  now?: () => Date;
  pollMs?: number;
}): JobWorker {
  const now = options.now ?? clockNow;
  const pollMs = options.pollMs ?? POLL_MS;
  const { db } = options;

  async function tick(): Promise<void> {
    await planJobs(db, now());
    for (const run of await runDueJobs(db, now())) {
      log().info(
        { jobId: run.id, gameId: run.gameId },
        `Job ${run.kind} ${run.status}: ${run.outcome}`,
      );
    }
  }

  let stopping = false;
  let running: Promise<void> | null = null;
  let timer: NodeJS.Timeout | null = null;
  let wake: (() => void) | null = null;

  async function loop(): Promise<void> {
    while (!stopping) {
      try {
        await tick();
      } catch (error) {
        // The database is unreachable for a moment: the next round tries again.
        log().error({ err: error }, `Scheduled jobs could not run: ${String(error)}`);
      }
      if (stopping) break;
      await new Promise<void>((resolve) => {
        wake = resolve;
        timer = setTimeout(resolve, pollMs);
      });
    }
  }

  return {
    tick,
    start() {
      running ??= loop();
    },
    async stop() {
      stopping = true;
      if (timer) clearTimeout(timer);
      wake?.();
      await running;
    },
  };
}

/** Starts the process's worker (unless REMINDERS=off), stopped with the server (SIGTERM). */
export async function startJobWorker(): Promise<void> {
  if (env().REMINDERS === "off") {
    log().info("REMINDERS=off: no reminders or captains' summaries are planned or sent.");
    return;
  }
  const worker = createJobWorker({ db: await database() });
  worker.start();
  closeWhenStopping(() => worker.stop());
}
