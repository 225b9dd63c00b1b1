import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

// System tests: real `node server.mjs` processes from the production build
// (`npm run build` first), talked to over HTTP. One file at a time: each
// starts servers of its own, and the machine has few cores.
export default defineConfig({
  resolve: { alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) } },
  test: {
    include: ["tests/system/**/*.test.ts"],
    // The demo league's data folder, made once and copied by each server.
    globalSetup: ["tests/system/global-setup.ts"],
    fileParallelism: false,
    testTimeout: 180_000,
    hookTimeout: 180_000,
  },
});
