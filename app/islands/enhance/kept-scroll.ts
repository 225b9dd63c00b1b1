// Toggles that change part of a page (a round, a leader stat, a standings
// view) are links marked data-replace and data-keep-scroll (Link). Without a
// client router each is a page load: this makes it take the place of the
// current history entry, and the new page open at the scroll this one had.
import { linkNavigation } from "~/components/link-navigation";

const KEY = "league:kept-scroll";

/** Goes to `href` as a marked link asks. */
export function go(
  href: string,
  { replace, keepScroll }: { replace: boolean; keepScroll: boolean },
) {
  const to = new URL(href, location.href).href;
  try {
    if (keepScroll) sessionStorage.setItem(KEY, JSON.stringify({ to, y: scrollY }));
  } catch {
    // No storage (a private mode): the page opens at the top.
  }
  if (replace) location.replace(to);
  else location.assign(to);
}

export function keepScrollOnToggles(): void {
  try {
    const kept = JSON.parse(sessionStorage.getItem(KEY) ?? "null") as {
      to: string;
      y: number;
    } | null;
    sessionStorage.removeItem(KEY);
    if (kept?.to === location.href) {
      scrollTo(0, kept.y);
      // Parts whose size CSS settles after the first layout (such as a wide
      // table's "Swipe for more →", shown by a scroll timeline) grow the page
      // a frame later, and the browser's scroll anchoring moves it off the
      // place it was put.
      // Once the page has settled, put it there again, unless the visitor
      // has scrolled since.
      let moved = false;
      const byVisitor = () => (moved = true);
      for (const type of ["wheel", "touchstart", "keydown"]) {
        addEventListener(type, byVisitor, { once: true, passive: true });
      }
      const settled = () =>
        requestAnimationFrame(() =>
          requestAnimationFrame(() => {
            if (!moved) scrollTo(0, kept.y);
          }),
        );
      if (document.readyState === "complete") settled();
      else addEventListener("load", settled, { once: true });
    }
  } catch {
    // Nothing kept.
  }
  document.addEventListener("click", (event) => {
    const anchor = event.target instanceof Element ? event.target.closest("a") : null;
    const navigation = anchor ? linkNavigation(event, anchor, location) : null;
    if (!navigation || !(navigation.replace || navigation.preventScrollReset)) return;
    event.preventDefault();
    go(navigation.to, { replace: navigation.replace, keepScroll: navigation.preventScrollReset });
  });
}
