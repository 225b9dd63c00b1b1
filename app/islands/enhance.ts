// The enhance island (docs/architecture.md#pages-that-read-ship-no-framework):
// the few controls of the public read pages that React moved when they
// hydrated, done over the markup as served, which works without it. Each
// part picks up what the visitor did before it ran, and leaves a page that
// hydrates alone (such a page loads no island).
import { keepScrollOnToggles } from "./enhance/kept-scroll";
import { loadLazyGames } from "./enhance/lazy-games";
import { swipeRounds } from "./enhance/round-swipe";
import { submitOnChange } from "./enhance/submit-on-change";

keepScrollOnToggles();
for (const form of document.querySelectorAll<HTMLFormElement>("form[data-submit-on-change]")) {
  submitOnChange(form);
}
for (const details of document.querySelectorAll<HTMLDetailsElement>("details[data-games-href]")) {
  loadLazyGames(details);
}
for (const bracket of document.querySelectorAll<HTMLElement>("[data-round-swipe]")) {
  swipeRounds(bracket);
}
