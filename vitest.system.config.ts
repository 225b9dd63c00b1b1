import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

// System tests: real `node server.mjs` processes from the production build
// (`npm run build` first), talked to over HTTP. Two files at a time: each
// starts servers of its own on free ports with their own data, and a file
// spends most of its time waiting on its servers (one at a time used three
// quarters of one core of two).
export default defineConfig({
  resolve: { alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) } },
  test: {
    include: ["tests/system/**/*.test.ts"],
    // The demo league's data folder, made once and copied by each server.
    globalSetup: ["tests/system/global-setup.ts"],
    maxWorkers: 2,
    testTimeout: 180_000,
    hookTimeout: 180_000,
  },
});
