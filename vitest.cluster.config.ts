import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

// The cluster test: PostgreSQL, three `node server.mjs` instances from the
// production build and Caddy with deploy/Caddyfile (`npm run build` first).
export default defineConfig({
  resolve: { alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) } },
  test: {
    include: ["tests/cluster/**/*.test.ts"],
    fileParallelism: false,
    testTimeout: 240_000,
    hookTimeout: 180_000,
  },
});
