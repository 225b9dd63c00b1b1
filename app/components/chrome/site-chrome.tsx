import { useEffect, useRef, useState, type ReactNode } from "react";
import { useLocation } from "react-router";
import { useLinkNavigation } from "~/components/link";
import { LoadingPulse } from "./loading-pulse";
import { NavBar } from "./nav-bar";
import { usePageTitle } from "./page-title";
import { SiteFooter } from "./site-footer";
import { SiteMenu } from "./site-menu";
import { trapTab, WIDE_BAR } from "./menu-dialog";
import { useHydrated } from "~/components/use-hydrated";

export type SiteChromeProps = {
  /** The account icon and the menu's account links follow who is signed in. */
  signedIn: boolean;
  /** The menu links to /admin for admins only. */
  isAdmin: boolean;
  /** The menu's Standings opens this season's page (all seasons when null). */
  currentSeasonId: number | null;
  /** Copyright year for the footer (null: unknown, the root loader failed). */
  year: number | null;
  /** Overrides the nav title taken from the matched routes' `handle.title`. */
  title?: string;
  children: ReactNode;
};

/** Locks page scrolling (html and body) while `locked`, restoring the previous styles after. */
function useScrollLock(locked: boolean) {
  useEffect(() => {
    if (!locked) return;
    const html = document.documentElement;
    const body = document.body;
    const previous = [html.style.overflow, body.style.overflow] as const;
    html.style.overflow = "hidden";
    body.style.overflow = "hidden";
    return () => {
      html.style.overflow = previous[0];
      body.style.overflow = previous[1];
    };
  }, [locked]);
}

/**
 * The common frame of every page: skip link, sticky nav bar with loading
 * pulse, full-screen menu, <main id="main"> around the page, and the footer.
 */
export function SiteChrome({
  signedIn,
  isAdmin,
  currentSeasonId,
  year,
  title,
  children,
}: SiteChromeProps) {
  useLinkNavigation();
  const pageTitle = usePageTitle();
  const hydrated = useHydrated();
  const [menuOpen, setMenuOpen] = useState(false);
  const hamburgerRef = useRef<HTMLButtonElement>(null);
  const closeButtonRef = useRef<HTMLButtonElement>(null);
  const dialogRef = useRef<HTMLDivElement>(null);
  const wasOpen = useRef(false);

  // Any navigation (a menu link, back/forward) closes the menu.
  const location = useLocation();
  const [locationKey, setLocationKey] = useState(location.key);
  if (location.key !== locationKey) {
    setLocationKey(location.key);
    setMenuOpen(false);
  }

  // Focus moves to the close button on open and back to the hamburger on close.
  useEffect(() => {
    if (menuOpen) {
      wasOpen.current = true;
      closeButtonRef.current?.focus();
    } else if (wasOpen.current) {
      wasOpen.current = false;
      hamburgerRef.current?.focus();
    }
  }, [menuOpen]);

  // Escape closes; Tab and Shift+Tab stay inside the menu.
  useEffect(() => {
    if (!menuOpen) return;
    function onKeyDown(event: KeyboardEvent) {
      if (event.key === "Escape") {
        event.preventDefault();
        setMenuOpen(false);
      } else if (event.key === "Tab" && dialogRef.current) {
        trapTab(event, dialogRef.current);
      }
    }
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [menuOpen]);

  // From 1024 px wide the menu's links are in the bar and the ☰ is gone: a
  // menu left open while the window grows closes (it would lock the page).
  useEffect(() => {
    const wide = window.matchMedia(WIDE_BAR);
    const close = () => {
      if (wide.matches) setMenuOpen(false);
    };
    wide.addEventListener("change", close);
    return () => wide.removeEventListener("change", close);
  }, []);

  useScrollLock(menuOpen);

  return (
    <>
      <a href="#main" className="skip-link" inert={menuOpen}>
        Skip to content
      </a>
      <header className="site-header" inert={menuOpen}>
        <LoadingPulse />
        <NavBar
          title={title ?? pageTitle}
          signedIn={signedIn}
          isAdmin={isAdmin}
          currentSeasonId={currentSeasonId}
          menuOpen={menuOpen}
          hydrated={hydrated}
          onOpenMenu={() => setMenuOpen(true)}
          hamburgerRef={hamburgerRef}
        />
      </header>
      <SiteMenu
        open={menuOpen}
        hydrated={hydrated}
        signedIn={signedIn}
        isAdmin={isAdmin}
        currentSeasonId={currentSeasonId}
        onClose={() => setMenuOpen(false)}
        closeButtonRef={closeButtonRef}
        dialogRef={dialogRef}
      />
      <main id="main" className="site-main" tabIndex={-1} inert={menuOpen}>
        {children}
      </main>
      <SiteFooter year={year} inert={menuOpen} />
    </>
  );
}
