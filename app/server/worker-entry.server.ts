// Where a worker thread's code is (docs/architecture.md#heavy-work-off-the-event-loop).
// The production build emits each thread's module beside the server bundle
// (build/server/<name>.js, vite.config.ts), and this module is then inside
// build/server/index.js; in development and under Vitest this module is its
// own source file in app/server, beside the threads' TypeScript sources, and
// a thread runs its source through tsx (a dev dependency, as those are).
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";

/** Piscina's `filename` (and `execArgv` for the source) of the thread module `name` ("schedule-search-worker"). */
export function workerEntry(name: string): { filename: string; execArgv?: string[] } {
  const built = new URL(`./${name}.js`, import.meta.url);
  if (existsSync(fileURLToPath(built))) return { filename: built.href };
  const source = new URL(`./${name}.ts`, import.meta.url);
  return { filename: source.href, execArgv: ["--import", "tsx"] };
}
