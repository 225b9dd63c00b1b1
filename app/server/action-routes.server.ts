// What a post to an address reaches: a route with an action (its body is
// read), a page without one (405), or no route at all (404, like /api/auth/…).
// Only the first ever has its body read. And which `.data` addresses are
// never answered (the live streams').
import { matchRoutes, type RouteObject, type ServerBuild } from "react-router";

const NOT_FOUND_ROUTE = "routes/not-found";

export type PostTarget = "action" | "page" | "none";

export function postTargetMatcher(
  build: ServerBuild,
): (pathname: string, search?: string) => PostTarget {
  const routes = routeTree(build);

  return (pathname, search = "") => {
    let leaf = leafRoute(routes, pathname);
    if (!leaf || leaf === NOT_FOUND_ROUTE) return "none";
    // An index route's action takes posts that say `?index` (as its forms do);
    // any other post to its address goes to its parent, as React Router routes it.
    if (build.routes[leaf]?.index && !new URLSearchParams(search).has("index")) {
      leaf = build.routes[leaf]?.parentId ?? leaf;
    }
    return typeof build.routes[leaf]?.module.action === "function" ? "action" : "page";
  };
}

/**
 * Whether an address is the `.data` twin of a never-ending answer (a route
 * whose `handle` says `eventStream`: the live streams). React Router would
 * buffer such an answer whole, which never comes: these addresses are 404.
 */
export function streamDataMatcher(build: ServerBuild): (pathname: string) => boolean {
  const routes = routeTree(build);
  return (pathname) => {
    if (!pathname.endsWith(".data")) return false;
    const leaf = leafRoute(routes, pathname);
    const handle = leaf ? (build.routes[leaf]?.module.handle as { eventStream?: boolean }) : null;
    return handle?.eventStream === true;
  };
}

function routeTree(build: ServerBuild): RouteObject[] {
  const entries = Object.values(build.routes).filter((route) => route !== undefined);
  const tree = (parentId: string | undefined): RouteObject[] =>
    entries
      .filter((route) => route.parentId === parentId)
      .map((route) =>
        route.index
          ? { id: route.id, index: true, path: route.path }
          : { id: route.id, path: route.path, children: tree(route.id) },
      );
  return tree(undefined);
}

/** The route an address reaches; client-side navigations ask "{path}.data" ("/_root.data" for "/"). */
function leafRoute(routes: RouteObject[], pathname: string): string | undefined {
  const path = pathname === "/_root.data" ? "/" : pathname.replace(/\.data$/, "");
  return matchRoutes(routes, path)?.at(-1)?.route.id;
}
