// Splat route: every URL no other route matches answers 404 with the chrome
// and the "Page not found" page. Registered as route("*", "routes/not-found.tsx").
import { data } from "react-router";
import { GeneralErrorBoundary, NotFoundPage } from "~/components/error-boundary";
import type { RouteHandle } from "~/components/chrome/page-title";
import { LEAGUE_NAME } from "~/domain/league";
import type { Route } from "./+types/not-found";

export const handle: RouteHandle = {
  hydrate: "never",
  title: "Not found",
};

export function meta(_: Route.MetaArgs) {
  return [{ title: `Page not found | ${LEAGUE_NAME}` }];
}

export function loader() {
  throw data(null, { status: 404 });
}

export function action() {
  throw data(null, { status: 404 });
}

/** Never reached (the loader always throws), but keeps this a UI route, not a resource route. */
export default function NotFound() {
  return <NotFoundPage />;
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
