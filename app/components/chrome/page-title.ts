import { useMatches } from "react-router";
import { LEAGUE_SHORT_NAME } from "~/domain/league";
import type { ScriptsHandle } from "~/page-scripts";

/**
 * What a route module may export as `handle`, e.g.
 *   export const handle: RouteHandle = { title: "Standings" };
 * or, to name the page from its loader data (data is undefined when the loader failed):
 *   export const handle: RouteHandle = {
 *     title: (data) => (data as { team?: { name: string } } | undefined)?.team?.name,
 *   };
 * The nav bar shows the title of the deepest matched route that has one.
 * `hydrate` and `islands` say which scripts the page sends (app/page-scripts.tsx).
 */
export type RouteHandle = ScriptsHandle & {
  title?: string | ((data: unknown) => string | undefined);
};

function titleOf(handle: unknown, data: unknown): string | undefined {
  if (typeof handle !== "object" || handle === null) return undefined;
  const title = (handle as RouteHandle).title;
  if (typeof title === "function") return title(data) || undefined;
  return typeof title === "string" && title !== "" ? title : undefined;
}

/** Title of the deepest match whose `handle.title` gives one, else LEAGUE_SHORT_NAME. */
export function usePageTitle(): string {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const match = matches[i];
    if (!match) continue;
    const title = titleOf(match.handle, match.loaderData);
    if (title) return title;
  }
  return LEAGUE_SHORT_NAME;
}
