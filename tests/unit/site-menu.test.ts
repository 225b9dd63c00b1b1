// The menu as served (it works before and without scripts): the site's pages,
// Standings on the current season, and the way in for each kind of viewer,
// with Sign out a plain form that posts to /logout.
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { NavBar } from "~/components/chrome/nav-bar";
import { SiteMenu } from "~/components/chrome/site-menu";
import { isCurrent } from "~/components/chrome/nav-bar";

function render(viewer: { signedIn: boolean; isAdmin: boolean }, currentSeasonId: number | null) {
  const menu = createElement(SiteMenu, {
    open: true,
    hydrated: false,
    onClose: () => {},
    currentSeasonId,
    ...viewer,
  });
  const html = renderToStaticMarkup(
    createElement(MemoryRouter, { initialEntries: ["/teams"] }, menu),
  );
  const links = [...html.matchAll(/<a [^>]*href="([^"]*)"[^>]*>([^<]*)<\/a>/g)]
    .map(([, href, text]) => `${text} ${href}`)
    .filter((link) => !link.startsWith(" #")); // the Close link of the no-script menu
  return { html, links };
}

const PAGES = [
  "Home /",
  "Teams /teams",
  "Schedule /schedule",
  "Standings /seasons/4",
  "Records /records",
  "Prayer Intention /prayer-intentions/new",
  "Southie Times /southietimes",
];

describe("SiteMenu", () => {
  it("offers a visitor the pages and Sign in", () => {
    const { html, links } = render({ signedIn: false, isAdmin: false }, 4);
    expect(links).toEqual([...PAGES, "Sign in /login"]);
    expect(html).not.toContain("/logout");
  });

  it("offers a player his account and Sign out, a form posting to /logout", () => {
    const { html, links } = render({ signedIn: true, isAdmin: false }, 4);
    expect(links).toEqual([...PAGES, "My account /account"]);
    expect(html).toMatch(
      /<form action="\/logout" method="post"><button type="submit" class="menu-sign-out">Sign out<\/button><\/form>/,
    );
  });

  it("offers an admin Admin too", () => {
    const { html, links } = render({ signedIn: true, isAdmin: true }, 4);
    expect(links).toEqual([...PAGES, "My account /account", "Admin /admin"]);
    expect(html).toContain(">Sign out</button>");
  });

  it("leads Standings to all seasons before there is one", () => {
    expect(render({ signedIn: false, isAdmin: false }, null).links).toContain("Standings /seasons");
  });
});

describe("NavBar", () => {
  // From 1024 px wide the bar shows the menu's links itself (chrome.css): they
  // are in the served page, for every viewer, with the page shown marked.
  function renderBar(viewer: { signedIn: boolean; isAdmin: boolean }, path: string) {
    const bar = createElement(NavBar, {
      title: "Page",
      menuOpen: false,
      hydrated: false,
      onOpenMenu: () => {},
      currentSeasonId: 4,
      ...viewer,
    });
    const html = renderToStaticMarkup(createElement(MemoryRouter, { initialEntries: [path] }, bar));
    const lists = [...html.matchAll(/<ul class="navbar-links[^"]*">(.*?)<\/ul>/g)].map(
      ([, l]) => l!,
    );
    const links = lists
      .join("")
      .replace(/<form[^]*?<\/form>/g, "")
      .match(/<a [^>]*>[^<]*<\/a>/g)!
      .map((a) => {
        const [, href] = a.match(/href="([^"]*)"/)!;
        const current = a.includes('aria-current="page"') ? " (current)" : "";
        return `${a.replace(/<[^>]+>/g, "")} ${href}${current}`;
      });
    return { html: lists.join(""), links };
  }

  it("has the menu's links and the way in, the page shown marked", () => {
    expect(renderBar({ signedIn: false, isAdmin: false }, "/records").links).toEqual([
      ...PAGES.map((p) => (p === "Records /records" ? `${p} (current)` : p)),
      "Sign in /login",
    ]);
    const admin = renderBar({ signedIn: true, isAdmin: true }, "/admin/games");
    expect(admin.links).toEqual([...PAGES, "My account /account", "Admin /admin (current)"]);
    expect(admin.html).toMatch(
      /<form action="\/logout" method="post"><button type="submit" class="navbar-sign-out">Sign out<\/button><\/form>/,
    );
  });

  it("marks Home on the home page only, and a page under a link's", () => {
    expect(isCurrent("/", "/")).toBe(true);
    expect(isCurrent("/teams", "/")).toBe(false);
    expect(isCurrent("/teams/12", "/teams")).toBe(true);
    expect(isCurrent("/teams/", "/teams")).toBe(true);
    expect(isCurrent("/teamsx", "/teams")).toBe(false);
    expect(isCurrent("/Schedule", "/schedule")).toBe(true);
  });
});
