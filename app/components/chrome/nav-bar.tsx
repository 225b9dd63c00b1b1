import type { Ref } from "react";
import { useLocation } from "react-router";
import { Link } from "~/components/link";
import { LEAGUE_NAME } from "~/domain/league";
import { AccountIcon, HamburgerIcon, LeagueLogo, PrayingHandsIcon } from "./icons";
import { accountLinks, MENU_ID, menuLinks, SignOutForm, type MenuLink } from "./site-menu";

export type NavBarProps = {
  /** Shown as the page title; a <p>, never a heading (pages own their h1). */
  title: string;
  /** The account icon shows only when a user is signed in. */
  signedIn: boolean;
  /** The bar's own links (a wide screen) include Admin for admins. */
  isAdmin: boolean;
  /** Where the bar's Standings leads (as the menu's). */
  currentSeasonId: number | null;
  menuOpen: boolean;
  /** Before hydration the hamburger is a plain link to the #menu fallback. */
  hydrated: boolean;
  onOpenMenu: () => void;
  hamburgerRef?: Ref<HTMLButtonElement>;
};

/**
 * Whether a bar link leads to the page shown or one under it (as the menu's
 * NavLink says it; Home only on the home page). The bar's links are the light
 * `Link`s: they are drawn, hidden, on every phone page too.
 */
export function isCurrent(pathname: string, to: string): boolean {
  const path = pathname.toLowerCase().replace(/(.)\/$/, "$1");
  if (to === "/") return path === "/";
  return path === to || path.startsWith(`${to}/`);
}

/**
 * The compact sticky bar at the top of every page. On a phone: logo, page
 * title, prayer and account icons and the ☰ that opens the menu. From 1024 px
 * wide (chrome.css) the menu's links are in the bar itself instead of the
 * title, the icons and the ☰: a desktop has the room, and a link a click away
 * beats a menu two clicks away. Both are in the served page (CSS picks one),
 * so the bar works the same before and without scripts.
 */
export function NavBar({
  title,
  signedIn,
  isAdmin,
  currentSeasonId,
  menuOpen,
  hydrated,
  onOpenMenu,
  hamburgerRef,
}: NavBarProps) {
  const { pathname } = useLocation();
  return (
    <nav className="navbar" aria-label="Main">
      <Link to="/" className="navbar-logo">
        <LeagueLogo size={40} label={LEAGUE_NAME} />
      </Link>
      <p className="navbar-title">{title}</p>
      <ul className="navbar-links">
        <BarLinks links={menuLinks(currentSeasonId)} pathname={pathname} />
      </ul>
      <ul className="navbar-links navbar-account-links">
        <BarLinks links={accountLinks(signedIn, isAdmin)} pathname={pathname} />
        {signedIn ? (
          <li>
            <SignOutForm className="navbar-sign-out" />
          </li>
        ) : null}
      </ul>
      <div className="navbar-actions">
        <Link
          to="/prayer-intentions/new"
          className="icon-button"
          aria-label="Write a prayer intention"
          hidden={menuOpen}
        >
          <PrayingHandsIcon />
        </Link>
        {signedIn ? (
          <Link to="/account" className="icon-button" aria-label="Account" hidden={menuOpen}>
            <AccountIcon />
          </Link>
        ) : null}
        {hydrated ? (
          <button
            ref={hamburgerRef}
            type="button"
            className="icon-button navbar-menu-button"
            aria-label="Open menu"
            aria-expanded={menuOpen}
            aria-controls={MENU_ID}
            hidden={menuOpen}
            onClick={onOpenMenu}
          >
            <HamburgerIcon />
          </button>
        ) : (
          <a
            href={`#${MENU_ID}`}
            className="icon-button navbar-menu-button"
            aria-label="Open menu"
            aria-controls={MENU_ID}
          >
            <HamburgerIcon />
          </a>
        )}
      </div>
    </nav>
  );
}

/** The bar's items for a list of the menu's links, the page shown marked current. */
function BarLinks({ links, pathname }: { links: MenuLink[]; pathname: string }) {
  return links.map((link) => (
    <li key={link.label}>
      <Link to={link.to} aria-current={isCurrent(pathname, link.to) ? "page" : undefined}>
        {link.label}
      </Link>
    </li>
  ));
}
