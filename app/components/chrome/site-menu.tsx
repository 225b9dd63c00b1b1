import type { Ref } from "react";
import { NavLink } from "react-router";
import { LEAGUE_SHORT_NAME } from "~/domain/league";
import { CloseIcon } from "./icons";

export const MENU_ID = "menu";

export type MenuLink = { to: string; label: string };

/** The menu's pages, in order. Standings opens the current season's page. */
export function menuLinks(currentSeasonId: number | null): MenuLink[] {
  return [
    { to: "/", label: "Home" },
    { to: "/teams", label: "Teams" },
    { to: "/schedule", label: "Schedule" },
    {
      to: currentSeasonId === null ? "/seasons" : `/seasons/${currentSeasonId}`,
      label: "Standings",
    },
    { to: "/records", label: "Records" },
    { to: "/prayer-intentions/new", label: "Prayer Intention" },
    { to: "/southietimes", label: "Southie Times" },
  ];
}

/** The way in: Sign in, or the viewer's own pages (Sign out is a form, after them). */
export function accountLinks(signedIn: boolean, isAdmin: boolean): MenuLink[] {
  if (!signedIn) return [{ to: "/login", label: "Sign in" }];
  return [
    { to: "/account", label: "My account" },
    ...(isAdmin ? [{ to: "/admin", label: "Admin" }] : []),
  ];
}

/**
 * Sign out, for the menu, the bar and the account page. A plain form: it signs
 * out before the page's scripts run (or without them), and the page load after
 * it leaves nothing of the signed-in pages in the browser's memory.
 */
export function SignOutForm({ className }: { className: string }) {
  return (
    <form method="post" action="/logout">
      <button type="submit" className={className}>
        Sign out
      </button>
    </form>
  );
}

export type SiteMenuProps = {
  open: boolean;
  signedIn: boolean;
  isAdmin: boolean;
  /** Where Standings leads: this season's page, or all seasons when null. */
  currentSeasonId: number | null;
  /**
   * Before hydration the menu is a CSS :target fallback (opened by the #menu
   * link, closed by a link away from it); afterwards React state drives it.
   */
  hydrated: boolean;
  onClose: () => void;
  closeButtonRef?: Ref<HTMLButtonElement>;
  dialogRef?: Ref<HTMLDivElement>;
};

/**
 * Full-screen menu dialog. Focus handling, Escape, the focus trap and the
 * scroll lock live in SiteChrome, which owns the open state.
 */
export function SiteMenu({
  open,
  signedIn,
  isAdmin,
  currentSeasonId,
  hydrated,
  onClose,
  closeButtonRef,
  dialogRef,
}: SiteMenuProps) {
  return (
    <div
      ref={dialogRef}
      id={MENU_ID}
      className="menu"
      role="dialog"
      aria-modal="true"
      aria-label="Menu"
      hidden={!open}
      data-enhanced={hydrated ? "" : undefined}
    >
      <div className="menu-bar">
        <span className="menu-brand">{LEAGUE_SHORT_NAME}</span>
        {hydrated ? (
          <button
            ref={closeButtonRef}
            type="button"
            className="icon-button"
            aria-label="Close menu"
            onClick={onClose}
          >
            <CloseIcon />
          </button>
        ) : (
          <a href="#main" className="icon-button" aria-label="Close menu">
            <CloseIcon />
          </a>
        )}
      </div>
      <nav aria-label="Primary" className="menu-nav">
        <ul className="menu-links">
          {menuLinks(currentSeasonId).map((link) => (
            <li key={link.label}>
              <NavLink to={link.to} end={link.to === "/"} onClick={onClose}>
                {link.label}
              </NavLink>
            </li>
          ))}
        </ul>
        <ul className="menu-links menu-account-links">
          {accountLinks(signedIn, isAdmin).map((link) => (
            <li key={link.label}>
              <NavLink to={link.to} onClick={onClose}>
                {link.label}
              </NavLink>
            </li>
          ))}
          {signedIn ? (
            <li>
              <SignOutForm className="menu-sign-out" />
            </li>
          ) : null}
        </ul>
      </nav>
    </div>
  );
}
