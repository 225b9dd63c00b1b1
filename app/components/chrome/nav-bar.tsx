import type { Ref } from "react";
import { Link } from "~/components/link";
import { LEAGUE_NAME } from "~/domain/league";
import { AccountIcon, HamburgerIcon, LeagueLogo, PrayingHandsIcon } from "./icons";
import { MENU_ID } from "./site-menu";

export type NavBarProps = {
  /** Shown as the page title; a <p>, never a heading (pages own their h1). */
  title: string;
  /** The account icon shows only when a user is signed in. */
  signedIn: boolean;
  menuOpen: boolean;
  /** Before hydration the hamburger is a plain link to the #menu fallback. */
  hydrated: boolean;
  onOpenMenu: () => void;
  hamburgerRef?: Ref<HTMLButtonElement>;
};

/** The compact sticky bar at the top of every page. */
export function NavBar({
  title,
  signedIn,
  menuOpen,
  hydrated,
  onOpenMenu,
  hamburgerRef,
}: NavBarProps) {
  return (
    <nav className="navbar" aria-label="Main">
      <Link to="/" className="navbar-logo">
        <LeagueLogo size={40} label={LEAGUE_NAME} />
      </Link>
      <p className="navbar-title">{title}</p>
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
            className="icon-button"
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
            className="icon-button"
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
