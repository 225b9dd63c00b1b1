// What the full-screen menu does as a dialog, with or without React: the
// hydrated chrome (SiteChrome) and the menu's island (app/islands/menu.ts)
// both take it from here, so the two keep one behaviour. No React here.

/** Where the bar shows the menu's links itself (chrome.css, "Wide screens"): an open menu closes. */
export const WIDE_BAR = "(min-width: 1024px)";

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** Keeps Tab and Shift+Tab inside `container`. */
export function trapTab(event: KeyboardEvent, container: HTMLElement): void {
  const focusables = [...container.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (el) => !el.hidden && el.getClientRects().length > 0,
  );
  const first = focusables[0];
  const last = focusables.at(-1);
  if (!first || !last) {
    event.preventDefault();
    return;
  }
  const active = document.activeElement;
  if (!(active instanceof HTMLElement) || !container.contains(active)) {
    event.preventDefault();
    (event.shiftKey ? last : first).focus();
  } else if (event.shiftKey && active === first) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && active === last) {
    event.preventDefault();
    first.focus();
  }
}
