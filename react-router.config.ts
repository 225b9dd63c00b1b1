import type { Config } from "@react-router/dev/config";

export default {
  ssr: true,
  // BUILD_DIR lets several builds live side by side (parallel work, benchmarks).
  buildDirectory: process.env.BUILD_DIR ?? "build",
  // Every route's manifest comes with the first page (about 3 KB gzipped), so
  // the browser never asks /__manifest for the routes its links lead to, and
  // the page is not rendered a second time once they arrive.
  routeDiscovery: { mode: "initial" },
} satisfies Config;
