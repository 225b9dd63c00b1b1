// The site's links between its pages: plain <a> elements, and one click
// listener on the document (useLinkNavigation, mounted once in the root) that
// turns their clicks into client-side navigations. React Router's <Link> does
// the same per link, at the cost of some twenty hooks and an effect each; on a
// draft board or a season's schedule (hundreds of links) that was much of the
// work a phone did while hydrating, before it could answer a tap.
import { useEffect, type AnchorHTMLAttributes } from "react";
import { useNavigate } from "react-router";

/** Marks the anchors the listener routes; any other <a> (downloads, feeds) loads as a document. */
const ROUTED = "data-route";

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href"> {
  /** An absolute path ("/games/12") or a query of the current page ("?page=2"). */
  to: string;
  /** Replace the current history entry instead of adding one. */
  replace?: boolean;
  /** Keep the scroll position (a toggle that changes part of the page). */
  preventScrollReset?: boolean;
}

export function Link({ to, replace, preventScrollReset, ...rest }: LinkProps) {
  return (
    <a
      {...rest}
      href={to}
      data-route=""
      data-replace={replace ? "" : undefined}
      data-keep-scroll={preventScrollReset ? "" : undefined}
    />
  );
}

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

/** Routes clicks on the site's links through React Router once the page is hydrated. */
export function useLinkNavigation() {
  const navigate = useNavigate();
  useEffect(() => {
    function onClick(event: MouseEvent) {
      const anchor = event.target instanceof Element ? event.target.closest("a") : null;
      const navigation = anchor ? linkNavigation(event, anchor, window.location) : null;
      if (!navigation) return;
      event.preventDefault();
      void navigate(navigation.to, {
        replace: navigation.replace,
        preventScrollReset: navigation.preventScrollReset,
      });
    }
    document.addEventListener("click", onClick);
    return () => document.removeEventListener("click", onClick);
  }, [navigate]);
}
