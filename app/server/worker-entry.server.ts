// Where a worker thread's code is (docs/architecture.md#heavy-work-off-the-event-loop).
// The production build emits each thread's module beside the server bundle
// (build/server/<name>.js, vite.config.ts), and this module is then inside
// build/server/index.js; in development and under Vitest this module is its
// own source file in app/server, beside the threads' TypeScript sources, and
// a thread runs its source through tsx (a dev dependency, as those are).
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { Piscina } from "piscina";
import { closeWhenStopping } from "./lifecycle.server";

/** Piscina's `filename` (and `execArgv` for the source) of the thread module `name` ("schedule-search-worker"). */
export function workerEntry(name: string): { filename: string; execArgv?: string[] } {
  const built = new URL(`./${name}.js`, import.meta.url);
  if (existsSync(fileURLToPath(built))) return { filename: built.href };
  const source = new URL(`./${name}.ts`, import.meta.url);
  return { filename: source.href, execArgv: ["--import", "tsx"] };
}

/**
 * A pool of worker threads for the thread module `name`, started on its first
 * use (a process that never needs it starts no thread), stopped when the
 * server stops, and stopped on demand (`close`: the end of a test or script).
 * `options` are Piscina's, the module's place aside.
 */
/** Piscina's options (the package does not export their type). */
type PoolOptions = NonNullable<ConstructorParameters<typeof Piscina>[0]>;

export function lazyWorkerPool<Task, Answer>(
  name: string,
  options: Omit<PoolOptions, "filename" | "execArgv">,
): { threads(): Piscina<Task, Answer>; close(): Promise<void> } {
  let pool: Piscina<Task, Answer> | undefined;
  const close = async () => {
    const stopping = pool;
    pool = undefined;
    await stopping?.destroy();
  };
  return {
    threads() {
      if (pool) return pool;
      pool = new Piscina<Task, Answer>({ ...workerEntry(name), ...options });
      closeWhenStopping(close);
      return pool;
    },
    close,
  };
}
