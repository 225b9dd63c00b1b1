// Where each island's script is (docs/architecture.md#pages-that-read-ship-no-framework).
// The production build bundles every app/islands/{name}.ts on its own into
// build/client/assets/island-{name}-{hash}.js and lists them in
// build/client/.vite/islands.json (vite.config.ts); this module is then
// inside build/server/index.js. Under the Vite dev server the browser asks
// for the island's source, which Vite compiles on the fly.
import { existsSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import type { IslandName } from "~/island-names";

/** Written by the islands plugin of vite.config.ts. */
const BUILT = new URL("../client/.vite/islands.json", import.meta.url);

let built: Record<string, string> | null | undefined;

function builtIslands(): Record<string, string> | null {
  if (built === undefined) {
    const file = fileURLToPath(BUILT);
    built = existsSync(file)
      ? (JSON.parse(readFileSync(file, "utf8")) as Record<string, string>)
      : null;
  }
  return built;
}

/** The islands' addresses, in the order given. */
export function islandSources(names: readonly IslandName[]): string[] {
  const islands = builtIslands();
  return names.map((name) => {
    if (islands === null) return `/app/islands/${name}.ts`;
    const src = islands[name];
    if (!src) throw new Error(`The build has no island "${name}": build again`);
    return src;
  });
}
