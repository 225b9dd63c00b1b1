// The service worker (app/service-worker/sw.ts, docs/architecture.md#installable-and-offline),
// bundled on its own by esbuild into build/client/sw.js once the browser
// build and its islands are written: it learns then what to fetch on
// install (the offline page, the site's stylesheet, the islands, the icons)
// and its version, a hash of its code and of that list, so any change to
// either is a new worker that the next visit installs. Not under assets/:
// its address must stay /sw.js, and the server sends it `no-cache`.
import { createHash } from "node:crypto";
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { build as esbuild } from "esbuild";
import type { Plugin } from "vite";

/** Where the worker's script is written, in the browser build. */
export const SERVICE_WORKER_FILE = "sw.js";

export function serviceWorker({ islandsFile }: { islandsFile: string }): Plugin {
  let outDir = "";
  return {
    name: "league:service-worker",
    apply: (_config, { isSsrBuild, command }) => command === "build" && !isSsrBuild,
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    writeBundle: {
      // After the islands' plugin has written their list.
      sequential: true,
      order: "post",
      async handler(_options, bundle) {
        const built = Object.values(bundle).map((file) => `/${file.fileName}`);
        const stylesheet = built.find((file) => /^\/assets\/site-[\w-]+\.css$/.test(file));
        const icons = built.filter((file) => /^\/assets\/icon-[\w-]+\.png$/.test(file));
        const icon = icons.find((file) => file.startsWith("/assets/icon-192-"));
        if (!stylesheet || !icon) throw new Error("The service worker found no site.css or icons");
        const islands = Object.values(
          JSON.parse(readFileSync(path.join(outDir, islandsFile), "utf8")) as Record<
            string,
            string
          >,
        );
        const files = [stylesheet, ...islands, ...icons].sort();
        const precache = { offline: "/offline", files, icon };
        const bundled = async (version: string) =>
          (
            await esbuild({
              entryPoints: [fileURLToPath(new URL("../app/service-worker/sw.ts", import.meta.url))],
              bundle: true,
              minify: true,
              format: "iife",
              target: "es2022",
              write: false,
              alias: { "~": fileURLToPath(new URL("../app", import.meta.url)) },
              define: {
                __SW_VERSION__: JSON.stringify(version),
                __PRECACHE__: JSON.stringify(precache),
              },
            })
          ).outputFiles[0]!.text;
        const version = createHash("sha256")
          .update(await bundled(""))
          .digest("base64url")
          .slice(0, 10);
        writeFileSync(path.join(outDir, SERVICE_WORKER_FILE), await bundled(version));
      },
    },
  };
}
