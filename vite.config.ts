import { fileURLToPath } from "node:url";
import { reactRouter } from "@react-router/dev/vite";
import { defineConfig, type Plugin } from "vite";

/** Where `npm run js-size` (scripts/js-per-page.ts) reads which packages each browser chunk holds. */
const CHUNK_PACKAGES_FILE = ".vite/chunk-packages.json";

/** The npm package a module belongs to ("@conform-to/react"), or null for the app's own. */
function packageOf(moduleId: string): string | null {
  const at = moduleId.lastIndexOf("/node_modules/");
  if (at < 0) return null;
  const [scope, name] = moduleId.slice(at + "/node_modules/".length).split("/");
  return scope?.startsWith("@") ? `${scope}/${name}` : (scope ?? null);
}

/**
 * Writes, beside the browser build, the npm packages in each of its chunks.
 * Chunk names say little (a shared chunk is named after one of its modules),
 * and `npm run js-size` must know which pages load zod or conform
 * (docs/architecture.md#paint-first). The folder is not served (dot folders
 * never are).
 */
function chunkPackages(): Plugin {
  return {
    name: "league:chunk-packages",
    apply: (_config, { isSsrBuild }) => !isSsrBuild,
    generateBundle(_options, bundle) {
      const packages: Record<string, string[]> = {};
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== "chunk") continue;
        const names = Object.keys(chunk.modules).map(packageOf);
        packages[chunk.fileName] = [...new Set(names)].filter((n) => n !== null).sort();
      }
      this.emitFile({
        type: "asset",
        fileName: CHUNK_PACKAGES_FILE,
        source: `${JSON.stringify(packages, null, 1)}\n`,
      });
    },
  };
}

/**
 * Worker threads load a module of their own (app/server/worker-entry.server.ts
 * finds it beside the server bundle): the server build emits each as
 * build/server/<name>.js, with what it runs bundled in and nothing of the web
 * server. The schedule generator's (app/server/schedule-search.server.ts) and
 * the share pictures' (app/server/share-image.server.ts).
 */
const WORKERS = ["schedule-search-worker", "share-image-worker"];

function workerThreads(): Plugin {
  return {
    name: "league:worker-threads",
    apply: (_config, { isSsrBuild }) => Boolean(isSsrBuild),
    buildStart() {
      for (const name of WORKERS) {
        this.emitFile({
          type: "chunk",
          id: fileURLToPath(new URL(`./app/server/${name}.ts`, import.meta.url)),
          fileName: `${name}.js`,
        });
      }
    },
  };
}

export default defineConfig({
  plugins: [reactRouter(), chunkPackages(), workerThreads()],
  resolve: { alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) } },
  server: { host: "127.0.0.1" },
});
