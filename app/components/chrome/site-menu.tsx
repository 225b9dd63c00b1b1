import type { Ref } from "react";
import { NavLink } from "react-router";
import { LEAGUE_SHORT_NAME } from "~/domain/league";
import { CloseIcon } from "./icons";

export const MENU_ID = "menu";

/** The five links of the full-screen menu. */
export const MENU_LINKS = [
  { to: "/", label: "Home" },
  { to: "/teams", label: "Teams" },
  { to: "/schedule", label: "Schedule" },
  { to: "/prayer-intentions/new", label: "Prayer Intention" },
  { to: "/southietimes", label: "Southie Times" },
] as const;

export type SiteMenuProps = {
  open: boolean;
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
export function SiteMenu({ open, hydrated, onClose, closeButtonRef, dialogRef }: SiteMenuProps) {
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
          {MENU_LINKS.map((link) => (
            <li key={link.to}>
              <NavLink to={link.to} end={link.to === "/"} onClick={onClose}>
                {link.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}
