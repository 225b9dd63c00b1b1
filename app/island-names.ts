// The islands, each app/islands/{name}.ts (docs/architecture.md#pages-that-read-ship-no-framework):
// the one list the build (vite.config.ts) bundles and routes name them from
// (app/page-scripts.tsx). Plain data, so the build's config can read it.
export const ISLANDS = ["menu", "live", "enhance", "follow"] as const;
export type IslandName = (typeof ISLANDS)[number];
