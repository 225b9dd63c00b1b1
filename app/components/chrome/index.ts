export { SiteChrome, type SiteChromeProps } from "./site-chrome";
export { NavBar, type NavBarProps } from "./nav-bar";
export { SiteMenu, MENU_ID, menuLinks, accountLinks, type SiteMenuProps } from "./site-menu";
export { SiteFooter, FOOTER_LINKS } from "./site-footer";
export { LoadingPulse } from "./loading-pulse";
export { usePageTitle, type RouteHandle } from "./page-title";
export { useHydrated } from "./use-hydrated";
export { AccountIcon, CloseIcon, HamburgerIcon, LeagueLogo, PrayingHandsIcon } from "./icons";
