// The rule of docs/architecture.md#paint-first for pages that hydrate (a
// signed-in viewer's, forms; admin pages aside): zod and @conform-to/* load only on
// the pages listed in FORM_PAGES, whose forms a visitor fills in. Read from
// the build, not a browser: React Router's manifest lists the modules a route
// loads when it hydrates, and the file vite.config.ts writes beside the build
// says which packages each chunk holds (chunk names alone don't say). Part of
// `npm run js-size` (scripts/js-per-page.ts).
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";

/** The form-validation libraries. */
const FORM_LIBRARIES = /^(zod|@conform-to\/.*)$/;
/**
 * Route ids of the pages whose forms a visitor fills in: these may load the
 * form libraries. Forms that only a signed-in player or an admin sees on an
 * otherwise read-only page (a game's comments, the draft pick, the prayer
 * toggle) don't make a page a form page.
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
  module: string;
  imports?: string[];
  hasDefaultExport: boolean;
}
interface Manifest {
  entry: { module: string; imports: string[] };
  routes: Record<string, ManifestRoute>;
}

/** React Router's browser manifest: <build>/client/assets/manifest-<hash>.js. */
function readManifest(clientDir: string): Manifest {
  const assets = path.join(clientDir, "assets");
  const file = readdirSync(assets).find((name) => /^manifest-\w+\.js$/.test(name));
  if (!file) throw new Error(`No React Router manifest in ${assets}`);
  const text = readFileSync(path.join(assets, file), "utf8");
  return JSON.parse(text.slice(text.indexOf("=") + 1).replace(/;\s*$/, "")) as Manifest;
}

/** "/teams/:teamId", from the route and its parents. */
function fullPath(manifest: Manifest, route: ManifestRoute): string {
  const parts: string[] = [];
  for (let at: ManifestRoute | undefined = route; at; at = manifest.routes[at.parentId ?? ""]) {
    if (at.path) parts.unshift(at.path);
  }
  return `/${parts.join("/")}`;
}

/** Every module the page loads when it hydrates: the entry's, its own and its parents'. */
function hydrationModules(manifest: Manifest, route: ManifestRoute): string[] {
  const modules = new Set([manifest.entry.module, ...manifest.entry.imports]);
  for (let at: ManifestRoute | undefined = route; at; at = manifest.routes[at.parentId ?? ""]) {
    modules.add(at.module);
    for (const one of at.imports ?? []) modules.add(one);
  }
  return [...modules];
}

/**
 * Pages (routes with a component, the error page aside) that would load the
 * form libraries when they hydrate without being form pages, as
 * "/path (route id): libraries"; null for a build that cannot tell.
 */
export function formLibraryFlags(buildDir: string): string[] | null {
  const clientDir = path.join(buildDir, "client");
  const chunkFile = path.join(clientDir, ".vite/chunk-packages.json");
  if (!existsSync(chunkFile)) return null;
  const chunkPackages = JSON.parse(readFileSync(chunkFile, "utf8")) as Record<string, string[]>;
  const manifest = readManifest(clientDir);
  const flagged: string[] = [];
  for (const route of Object.values(manifest.routes)) {
    if (!route.hasDefaultExport || route.id === "root" || route.path === "*") continue;
    // Admin pages are forms for the league's few admins, on their own pages.
    if (FORM_PAGES.has(route.id) || fullPath(manifest, route).startsWith("/admin")) continue;
    const libraries = new Set(
      hydrationModules(manifest, route).flatMap((url) =>
        (chunkPackages[url.replace(/^\//, "")] ?? []).filter((p) => FORM_LIBRARIES.test(p)),
      ),
    );
    if (libraries.size > 0) {
      flagged.push(
        `${fullPath(manifest, route)} (${route.id}): ${[...libraries].sort().join(", ")}`,
      );
    }
  }
  return flagged.sort();
}
