// Which scripts a page sends (docs/architecture.md#pages-that-read-ship-no-framework).
// A page that only reads is React rendered on the server and sent as HTML:
// no React runtime, no router context, no loader data in the page. What moves
// on it is an island: a small browser module of app/islands/ that enhances
// markup which already works without it. A page with controls that need
// React (the scorer, forms with live checks, a player's answers) hydrates.
//
// Each route declares it in its `handle` (RouteHandle: `hydrate`, `islands`);
// this module alone decides, from the matched routes and the viewer, and the
// server's entry hands the decision to the root's layout.
import { createContext, useContext } from "react";

import { ISLANDS, type IslandName } from "./island-names";

/**
 * When a route's page hydrates:
 * - "never": a page that reads, for everyone; islands only.
 * - "signed-in": it reads for a visitor, and carries a signed-in viewer's own
 *   controls (a game's comments, his availability answers), so it hydrates
 *   for him.
 * A route that declares nothing hydrates (admin pages, forms).
 */
export type Hydration = "never" | "signed-in";

/** What a route module's `handle` may say about its scripts. */
export interface ScriptsHandle {
  hydrate?: Hydration;
  /** The islands its page needs besides the menu, which every read page has. */
  islands?: readonly IslandName[];
}

/** The decision for one response. */
export type PageScripts = { hydrate: true } | { hydrate: false; islands: IslandName[] };

function scriptsOf(handle: unknown): ScriptsHandle {
  return typeof handle === "object" && handle !== null ? (handle as ScriptsHandle) : {};
}

/**
 * A page hydrates unless every matched route with a component says it needs
 * not for this viewer. Its islands are the menu and those its routes name.
 */
export function pageScripts(handles: readonly unknown[], signedIn: boolean): PageScripts {
  const declared = handles.map(scriptsOf);
  const page = declared.at(-1);
  const reads = page?.hydrate === "never" || (page?.hydrate === "signed-in" && !signedIn);
  if (!reads) return { hydrate: true };
  const islands = new Set<IslandName>(["menu"]);
  for (const handle of declared) for (const name of handle.islands ?? []) islands.add(name);
  return { hydrate: false, islands: ISLANDS.filter((name) => islands.has(name)) };
}

/** The decision with each island's address, as the root's layout writes it. */
export type PageScriptTags = { hydrate: true } | { hydrate: false; islands: string[] };

const PageScriptsContext = createContext<PageScriptTags>({ hydrate: true });

export const PageScriptsProvider = PageScriptsContext.Provider;

/** In the browser a page is always a hydrating one: the others run no React. */
export function usePageScripts(): PageScriptTags {
  return useContext(PageScriptsContext);
}
