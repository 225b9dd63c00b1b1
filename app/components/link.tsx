// The site's links between its pages: plain <a> elements, and one click
// listener on the document (useLinkNavigation, mounted once in the root) that
// turns their clicks into client-side navigations. React Router's <Link> does
// the same per link, at the cost of some twenty hooks and an effect each; on a
// draft board or a season's schedule (hundreds of links) that was much of the
// work a phone did while hydrating, before it could answer a tap.
import { useEffect, type AnchorHTMLAttributes } from "react";
import { useNavigate } from "react-router";
import { linkNavigation } from "~/components/link-navigation";

export { linkNavigation, type LinkNavigation } from "~/components/link-navigation";

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
