import { createHash } from "node:crypto";
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { build as esbuild } from "esbuild";
import { ISLANDS } from "./app/island-names";
import { reactRouter } from "@react-router/dev/vite";
import { defineConfig, type Plugin } from "vite";
import { appIcons } from "./vite-plugins/app-icons";
import { serviceWorker } from "./vite-plugins/service-worker";

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

/** Where the server (app/server/islands.server.ts) finds their addresses. */
const ISLANDS_FILE = ".vite/islands.json";

/**
 * The islands of the pages that do not hydrate
 * (docs/architecture.md#pages-that-read-ship-no-framework): each bundled on
 * its own, minified, with nothing shared with React's chunks, so a read page
 * loads exactly its islands' bytes. Written beside the browser build as
 * assets/island-{name}-{hash}.js, kept a year like every hashed asset.
 */
function islands(): Plugin {
  let outDir = "";
  return {
    name: "league:islands",
    apply: (_config, { isSsrBuild, command }) => command === "build" && !isSsrBuild,
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async writeBundle() {
      const sources: Record<string, string> = {};
      for (const name of ISLANDS) {
        const result = await esbuild({
          entryPoints: [fileURLToPath(new URL(`./app/islands/${name}.ts`, import.meta.url))],
          bundle: true,
          minify: true,
          format: "esm",
          target: "es2022",
          write: false,
          alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) },
        });
        const code = result.outputFiles[0]!.contents;
        const hash = createHash("sha256").update(code).digest("base64url").slice(0, 8);
        const file = `assets/island-${name}-${hash}.js`;
        mkdirSync(path.join(outDir, "assets"), { recursive: true });
        writeFileSync(path.join(outDir, file), code);
        sources[name] = `/${file}`;
      }
      mkdirSync(path.join(outDir, ".vite"), { recursive: true });
      writeFileSync(path.join(outDir, ISLANDS_FILE), `${JSON.stringify(sources, null, 1)}\n`);
    },
  };
}

export default defineConfig({
  plugins: [
    reactRouter(),
    chunkPackages(),
    workerThreads(),
    islands(),
    appIcons(),
    serviceWorker({ islandsFile: ISLANDS_FILE }),
  ],
  resolve: { alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) } },
  server: { host: "127.0.0.1" },
});
