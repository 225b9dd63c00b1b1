// Query-string switches (standings view, playoff round, leader stat) that only
// change how a page shows the data it already has.
import { useSearchParams, type ShouldRevalidateFunctionArgs } from "react-router";

/** A route's shouldRevalidate that keeps its data when only these parameters change. */
export function keepDataWhenOnly(viewParams: readonly string[]) {
  return ({
    currentUrl,
    nextUrl,
    formMethod,
    defaultShouldRevalidate,
  }: ShouldRevalidateFunctionArgs) => {
    // A post, another page, or the same address asked again (a live game's
    // page reloading its data when the game ends): load as usual.
    if (formMethod || currentUrl.pathname !== nextUrl.pathname) return defaultShouldRevalidate;
    if (currentUrl.href === nextUrl.href) return defaultShouldRevalidate;
    const strip = (u: URL) => {
      const p = new URLSearchParams(u.search);
      viewParams.forEach((k) => p.delete(k));
      return p.toString();
    };
    return strip(currentUrl) === strip(nextUrl) ? false : defaultShouldRevalidate;
  };
}

/** The current query string with one parameter set: links that work without JavaScript. */
export function useHrefWith(): (key: string, value: string) => string {
  const [params] = useSearchParams();
  return (key, value) => {
    const next = new URLSearchParams(params);
    next.set(key, value);
    return `?${next.toString()}`;
  };
}
