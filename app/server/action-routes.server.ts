// What a post to an address reaches: a route with an action (its body is
// read), a page without one (405), or no route at all (404, like /api/auth/…).
// Only the first ever has its body read.
import { matchRoutes, type RouteObject, type ServerBuild } from "react-router";

const NOT_FOUND_ROUTE = "routes/not-found";

export type PostTarget = "action" | "page" | "none";

export function postTargetMatcher(build: ServerBuild): (pathname: string) => PostTarget {
  const entries = Object.values(build.routes).filter((route) => route !== undefined);
  const tree = (parentId: string | undefined): RouteObject[] =>
    entries
      .filter((route) => route.parentId === parentId)
      .map((route) =>
        route.index
          ? { id: route.id, index: true, path: route.path }
          : { id: route.id, path: route.path, children: tree(route.id) },
      );
  const routes = tree(undefined);

  return (pathname) => {
    // Client-side navigations post to "{path}.data" ("/_root.data" for "/").
    const path = pathname === "/_root.data" ? "/" : pathname.replace(/\.data$/, "");
    const leaf = matchRoutes(routes, path)?.at(-1)?.route.id;
    if (!leaf || leaf === NOT_FOUND_ROUTE) return "none";
    return typeof build.routes[leaf]?.module.action === "function" ? "action" : "page";
  };
}
