import { availableParallelism } from "node:os";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";
import { appIcons } from "./vite-plugins/app-icons";

// Unit and integration tests run without the React Router plugin: they test
// the domain and data layers directly. Two projects: `unit` (pure rules, no
// database) and `integration` (data and server modules on PGlite, and on
// PostgreSQL with TEST_DATABASE_URL).
export default defineConfig({
  // The icons' addresses (`virtual:app-icons`), for the modules that name them.
  plugins: [appIcons()],
  resolve: { alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) } },
  test: {
    // Vitest's default is one worker per core but one: a single worker on a
    // two-core machine, where these tests spend much of their time waiting on
    // PostgreSQL and the disk. Two workers there halve the run (about 2.2 min).
    maxWorkers: Math.max(2, availableParallelism() - 1),
    // Worker threads, not child processes: each test file starts in a fresh
    // thread, which costs less than a fresh process (the integration tests
    // took 147 s instead of 182, with a fifth less CPU).
    pool: "threads",
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // The app's log (emails written to the outbox, …) stays out of test output.
    env: { LOG_LEVEL: "warn" },
    projects: [
      { extends: true, test: { name: "unit", include: ["tests/unit/**/*.test.ts"] } },
      {
        extends: true,
        test: {
          name: "integration",
          include: ["tests/integration/**/*.test.ts"],
          // Template databases, made once per run and copied by each test file.
          globalSetup: ["tests/support/global-setup.ts"],
        },
      },
      {
        extends: true,
        test: {
          // The push worker against the tests' own push service: in child
          // processes started after the setup wrote the service's certificate,
          // so NODE_EXTRA_CA_CERTS (read at a process's start) trusts it.
          name: "push",
          include: ["tests/push/**/*.test.ts"],
          pool: "forks",
          globalSetup: ["tests/support/global-setup.ts", "tests/support/push-ca-setup.ts"],
        },
      },
    ],
  },
});
