// The menu's island (docs/architecture.md#pages-that-read-ship-no-framework).
// As served, ☰ is a link to #menu and the menu opens through CSS :target;
// this makes it the dialog a hydrated page has: ☰ and ✕ become buttons, the
// page behind is inert and does not scroll, Escape closes, Tab stays inside,
// and focus goes to ✕ on opening and back to ☰ on closing. The markup and
// attributes are the ones SiteChrome draws once React runs, so the page
// reads the same to a screen reader and to the journeys either way; the
// focus trap and the wide-screen rule are the chrome's own (menu-dialog.ts).
// Being on every page that reads, it also registers the service worker.
import { trapTab, WIDE_BAR } from "~/components/chrome/menu-dialog";
import { registerServiceWorker } from "~/service-worker/register";

/** A button in place of `link`, with its class, label and icon. */
function buttonFor(link: HTMLAnchorElement): HTMLButtonElement {
  const button = document.createElement("button");
  button.type = "button";
  button.className = link.className;
  for (const name of ["aria-label", "aria-controls"]) {
    const value = link.getAttribute(name);
    if (value !== null) button.setAttribute(name, value);
  }
  button.append(...link.childNodes);
  link.replaceWith(button);
  return button;
}

function enhance(): void {
  const menu = document.getElementById("menu");
  const openLink = document.querySelector<HTMLAnchorElement>('.navbar a[href="#menu"]');
  const closeLink = menu?.querySelector<HTMLAnchorElement>('.menu-bar a[href="#main"]');
  if (!menu || !openLink || !closeLink) return;
  // Opened through :target before this ran: it stays open, as a dialog.
  const openedByLink = location.hash === "#menu";
  menu.dataset.enhanced = "";
  const hamburger = buttonFor(openLink);
  hamburger.setAttribute("aria-expanded", "false");
  const close = buttonFor(closeLink);
  /** What the open menu covers: made inert, as SiteChrome does. */
  const behind = document.querySelectorAll<HTMLElement>(
    ".skip-link, .site-header, #main, .site-footer",
  );
  /** The bar's icons that hide while the menu is open (SiteChrome hides them too). */
  const barIcons = document.querySelectorAll<HTMLElement>(".navbar-actions > *");
  const hiddenBefore = new Map([...barIcons].map((el) => [el, el.hidden]));

  const setOpen = (open: boolean) => {
    menu.hidden = !open;
    hamburger.setAttribute("aria-expanded", String(open));
    for (const el of behind) el.inert = open;
    for (const el of barIcons) el.hidden = open || (hiddenBefore.get(el) ?? false);
    const lock = open ? "hidden" : "";
    document.documentElement.style.overflow = lock;
    document.body.style.overflow = lock;
    (open ? close : hamburger).focus();
  };

  hamburger.addEventListener("click", () => setOpen(true));
  close.addEventListener("click", () => setOpen(false));
  // A link in the menu leads away; the page restored by Back shows it closed.
  menu.addEventListener("click", (event) => {
    if ((event.target as Element).closest("a[href]")) setOpen(false);
  });
  document.addEventListener("keydown", (event) => {
    if (menu.hidden) return;
    if (event.key === "Escape") {
      event.preventDefault();
      setOpen(false);
    } else if (event.key === "Tab") {
      trapTab(event, menu);
    }
  });
  window.matchMedia(WIDE_BAR).addEventListener("change", (wide) => {
    if (wide.matches && !menu.hidden) setOpen(false);
  });
  if (openedByLink) {
    history.replaceState(history.state, "", location.pathname + location.search);
    setOpen(true);
  }
}

enhance();
registerServiceWorker();
