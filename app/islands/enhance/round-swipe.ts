// The playoff bracket's swipe (PlayoffBracket): on a touch screen a
// horizontal swipe goes to the next or previous round's link, in place of
// this history entry and at this scroll, as those links do.
import { roundAfterSwipe } from "~/domain/playoffs/swipe";
import { go } from "./kept-scroll";

export function swipeRounds(bracket: HTMLElement): void {
  const links = [...bracket.querySelectorAll<HTMLAnchorElement>("nav a[href]")];
  const index = links.findIndex((link) => link.getAttribute("aria-current") === "true");
  let start: { x: number; y: number } | null = null;
  bracket.addEventListener(
    "touchstart",
    (event) => {
      const touch = event.touches[0];
      start = touch ? { x: touch.clientX, y: touch.clientY } : null;
    },
    { passive: true },
  );
  bracket.addEventListener("touchend", (event) => {
    const touch = event.changedTouches[0];
    const from = start;
    start = null;
    if (!from || !touch || index < 0) return;
    const to = roundAfterSwipe(index, links.length, touch.clientX - from.x, touch.clientY - from.y);
    const target = to === null ? undefined : links[to];
    if (target) go(target.href, { replace: true, keepScroll: true });
  });
  bracket.dataset.enhanced = "";
}
