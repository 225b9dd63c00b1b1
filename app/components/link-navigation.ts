// Which clicks on the site's links are the page's to handle, and which stay
// the browser's: the rule React Router's <Link> follows. Plain TypeScript (no
// React), so the enhance island applies it too on the pages that do not hydrate.

/** Marks the anchors the listener routes; any other <a> (downloads, feeds) loads as a document. */
export const ROUTED = "data-route";

/** What a click on a routed link asks of the router, or null to leave it to the browser. */
export interface LinkNavigation {
  to: string;
  replace: boolean;
  preventScrollReset: boolean;
}

type ClickLike = Pick<
  MouseEvent,
  "button" | "metaKey" | "altKey" | "ctrlKey" | "shiftKey" | "defaultPrevented"
>;
type AnchorLike = Pick<HTMLAnchorElement, "href" | "target" | "hasAttribute">;
type LocationLike = Pick<Location, "origin" | "pathname" | "search" | "hash">;

/**
 * The rule React Router's <Link> follows: only a plain left click on a link
 * to this site that opens in the same tab is routed; a modified click (new
 * tab, new window, download) or one a handler already took stays the
 * browser's. A link to the page already shown replaces its history entry.
 */
export function linkNavigation(
  event: ClickLike,
  anchor: AnchorLike,
  location: LocationLike,
): LinkNavigation | null {
  if (event.defaultPrevented || event.button !== 0) return null;
  if (event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return null;
  if (!anchor.hasAttribute(ROUTED) || anchor.hasAttribute("download")) return null;
  if (anchor.target && anchor.target !== "_self") return null;
  const url = new URL(anchor.href);
  if (url.origin !== location.origin) return null;
  const to = url.pathname + url.search + url.hash;
  const here = location.pathname + location.search + location.hash;
  return {
    to,
    replace: anchor.hasAttribute("data-replace") || to === here,
    preventScrollReset: anchor.hasAttribute("data-keep-scroll"),
  };
}
