// Which addresses have an action: a post to any other address (a page
// without a form, the not-found page, /api/auth/…) is answered by React
// Router (405 or 404) without its body ever being read.
import { matchRoutes, type RouteObject, type ServerBuild } from "react-router";

const NOT_FOUND_ROUTE = "routes/not-found";

export function actionRouteMatcher(build: ServerBuild): (pathname: string) => boolean {
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
    if (!leaf || leaf === NOT_FOUND_ROUTE) return false;
    return typeof build.routes[leaf]?.module.action === "function";
  };
}
