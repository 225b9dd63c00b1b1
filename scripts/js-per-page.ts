// `npm run js-size`: how much JavaScript a first visit of each public page
// loads, from the build (run `npx react-router build` first; this builds
// nothing). A first visit loads React Router's entry module, the root route's
// and the page's route module, and everything they import: the very list the
// build manifest lists for the page (React Router would preload them all). Bytes are the
// files' own (raw) and gzipped at level 6, as the server compresses them.
//
// It also checks the rule of docs/architecture.md#paint-first: zod and
// @conform-to/* load only on the pages listed in FORM_PAGES, whose forms a
// visitor fills in. Any other page that loads them is flagged, and the exit
// code is 1. Which packages each chunk holds comes from the file vite.config.ts
// writes beside the build (chunk names alone don't say).
//
// BUILD_DIR picks the build (default build/).
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";

const BUILD_DIR = process.env.BUILD_DIR ?? "build";
const CLIENT_DIR = path.join(BUILD_DIR, "client");
/** Written by the chunk-packages plugin of vite.config.ts. */
const CHUNK_PACKAGES = path.join(CLIENT_DIR, ".vite/chunk-packages.json");
/** The form-validation libraries. */
const FORM_LIBRARIES = /^(zod|@conform-to\/.*)$/;
/**
 * Route ids of the public pages whose forms a visitor fills in: these may load
 * the form libraries. Forms that only a signed-in player or an admin sees on an
 * otherwise read-only page (a game's comments, the draft pick, the prayer
 * toggle) don't make a page a form page: the first visit is a reader's.
 */
const FORM_PAGES = new Set([
  "routes/login",
  "routes/account",
  "routes/player-edit",
  "routes/signup-new",
  "routes/signup-returning",
  "routes/prayer-intention-new",
  "routes/availability",
  "routes/availability-remind",
  "routes/availability-invite",
  "routes/availability-accept",
  "routes/alerts-unsubscribe",
]);

interface ManifestRoute {
  id: string;
  parentId?: string;
  path?: string;
  index?: boolean;
  module: string;
  imports?: string[];
  hasDefaultExport: boolean;
}
interface Manifest {
  entry: { module: string; imports: string[] };
  routes: Record<string, ManifestRoute>;
}

/** React Router's browser manifest: build/client/assets/manifest-<hash>.js. */
function readManifest(): Manifest {
  const assets = path.join(CLIENT_DIR, "assets");
  if (!existsSync(assets)) throw new Error(`No build in ${BUILD_DIR}/: run npx react-router build`);
  const file = readdirSync(assets).find((name) => /^manifest-\w+\.js$/.test(name));
  if (!file) throw new Error(`No React Router manifest in ${assets}`);
  const text = readFileSync(path.join(assets, file), "utf8");
  const json = text.slice(text.indexOf("=") + 1).replace(/;\s*$/, "");
  return JSON.parse(json) as Manifest;
}

/** The npm packages in each chunk ("assets/x.js" → names), or null for a build without the file. */
function readChunkPackages(): Record<string, string[]> | null {
  if (!existsSync(CHUNK_PACKAGES)) return null;
  return JSON.parse(readFileSync(CHUNK_PACKAGES, "utf8")) as Record<string, string[]>;
}

/** "/teams/:teamId", from the route and its parents. */
function fullPath(manifest: Manifest, route: ManifestRoute): string {
  const parts: string[] = [];
  for (let at: ManifestRoute | undefined = route; at; at = manifest.routes[at.parentId ?? ""]) {
    if (at.path) parts.unshift(at.path);
  }
  return `/${parts.join("/")}`;
}

/** Pages (routes with a component) outside /admin, the error page aside. */
function publicPages(manifest: Manifest): ManifestRoute[] {
  return Object.values(manifest.routes).filter((route) => {
    if (!route.hasDefaultExport || route.id === "root" || route.path === "*") return false;
    return !fullPath(manifest, route).startsWith("/admin");
  });
}

/** Every module a first visit of the page loads, as "/assets/…" URLs. */
function firstVisitModules(manifest: Manifest, route: ManifestRoute): string[] {
  const modules = new Set([manifest.entry.module, ...manifest.entry.imports]);
  for (let at: ManifestRoute | undefined = route; at; at = manifest.routes[at.parentId ?? ""]) {
    modules.add(at.module);
    for (const one of at.imports ?? []) modules.add(one);
  }
  return [...modules];
}

const sizes = new Map<string, { raw: number; gzip: number }>();
function sizeOf(url: string): { raw: number; gzip: number } {
  let size = sizes.get(url);
  if (!size) {
    const bytes = readFileSync(path.join(CLIENT_DIR, url));
    size = { raw: bytes.byteLength, gzip: gzipSync(bytes, { level: 6 }).byteLength };
    sizes.set(url, size);
  }
  return size;
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);

const manifest = readManifest();
const chunkPackages = readChunkPackages();
const rows: string[][] = [];
const flagged: string[] = [];
for (const route of publicPages(manifest).sort((a, b) =>
  fullPath(manifest, a).localeCompare(fullPath(manifest, b)),
)) {
  const modules = firstVisitModules(manifest, route);
  const raw = modules.reduce((sum, url) => sum + sizeOf(url).raw, 0);
  const gzip = modules.reduce((sum, url) => sum + sizeOf(url).gzip, 0);
  const formLibraries = chunkPackages
    ? [
        ...new Set(
          modules.flatMap((url) =>
            (chunkPackages[url.replace(/^\//, "")] ?? []).filter((p) => FORM_LIBRARIES.test(p)),
          ),
        ),
      ].sort()
    : null;
  const formPage = FORM_PAGES.has(route.id);
  const flag = !formPage && formLibraries !== null && formLibraries.length > 0;
  if (flag) flagged.push(`${fullPath(manifest, route)} (${route.id}): ${formLibraries.join(", ")}`);
  rows.push([
    fullPath(manifest, route),
    formPage ? "form" : "read",
    String(modules.length),
    kb(raw),
    kb(gzip),
    formLibraries === null ? "?" : formLibraries.join(" ") || "-",
    flag ? "FLAG" : "",
  ]);
}

const header = ["page", "kind", "files", "raw KB", "gzip KB", "form libraries", ""];
const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]?.length ?? 0)));
const line = (cells: string[]) =>
  cells
    .map((c, i) => ([2, 3, 4].includes(i) ? c.padStart(widths[i] ?? 0) : c.padEnd(widths[i] ?? 0)))
    .join("  ")
    .trimEnd();
console.log(`JavaScript of a first visit, ${BUILD_DIR}/ (kind: form = may load form libraries):`);
console.log(line(header));
for (const row of rows) console.log(line(row));
if (!chunkPackages) {
  console.log(`\nNo ${CHUNK_PACKAGES}: this build cannot tell which pages load zod or conform.`);
  process.exitCode = 1;
} else if (flagged.length > 0) {
  console.log(`\nFLAGGED: read-only pages that load form libraries:\n  ${flagged.join("\n  ")}`);
  process.exitCode = 1;
} else {
  console.log("\nNo read-only page loads zod or @conform-to.");
}
