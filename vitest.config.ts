import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

// Unit and integration tests run without the React Router plugin: they test
// the domain and data layers directly.
export default defineConfig({
  resolve: { alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) } },
  test: {
    include: ["tests/unit/**/*.test.ts", "tests/integration/**/*.test.ts"],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // The app's log (emails written to the outbox, …) stays out of test output.
    env: { LOG_LEVEL: "warn" },
  },
});
