// Which clicks on the site's links the router takes, and which stay the browser's.
import { renderToStaticMarkup } from "react-dom/server";
import { createElement } from "react";
import { describe, expect, it } from "vitest";
import { Link, linkNavigation } from "~/components/link";

const here = {
  origin: "https://league.example",
  pathname: "/draft",
  search: "",
  hash: "",
};

const plainClick = {
  button: 0,
  metaKey: false,
  altKey: false,
  ctrlKey: false,
  shiftKey: false,
  defaultPrevented: false,
};

/** An anchor as the browser sees it: href resolved, attributes as rendered. */
function anchor(href: string, attributes: Record<string, string> = { "data-route": "" }) {
  return {
    href: new URL(href, "https://league.example/draft").href,
    target: attributes.target ?? "",
    hasAttribute: (name: string) => name in attributes,
  };
}

describe("linkNavigation", () => {
  it("routes a plain left click on a site link", () => {
    expect(linkNavigation(plainClick, anchor("/players/abc"), here)).toEqual({
      to: "/players/abc",
      replace: false,
      preventScrollReset: false,
    });
  });

  it("keeps the query and the fragment", () => {
    expect(linkNavigation(plainClick, anchor("/players/abc?games=3#games-3"), here)?.to).toBe(
      "/players/abc?games=3#games-3",
    );
    expect(linkNavigation(plainClick, anchor("?stat=reb"), here)?.to).toBe("/draft?stat=reb");
  });

  it.each([
    ["the middle button", { button: 1 }],
    ["Ctrl (new tab)", { ctrlKey: true }],
    ["Cmd (new tab)", { metaKey: true }],
    ["Shift (new window)", { shiftKey: true }],
    ["Alt (download)", { altKey: true }],
    ["a click a handler already took", { defaultPrevented: true }],
  ])("leaves %s to the browser", (_, change) => {
    expect(linkNavigation({ ...plainClick, ...change }, anchor("/players/abc"), here)).toBeNull();
  });

  it.each([
    ["an anchor that is not a site link", anchor("/calendar.ics", {})],
    ["a download", anchor("/admin/export.csv", { "data-route": "", download: "" })],
    ["a new tab", anchor("/players/abc", { "data-route": "", target: "_blank" })],
    ["another site", anchor("https://example.org/", { "data-route": "" })],
  ])("leaves %s to the browser", (_, link) => {
    expect(linkNavigation(plainClick, link, here)).toBeNull();
  });

  it("routes a link that names the same tab", () => {
    const link = anchor("/players/abc", { "data-route": "", target: "_self" });
    expect(linkNavigation(plainClick, link, here)?.to).toBe("/players/abc");
  });

  it("replaces the history entry when asked, or when the link is the page already shown", () => {
    const asked = anchor("?stat=reb", { "data-route": "", "data-replace": "" });
    expect(linkNavigation(plainClick, asked, here)?.replace).toBe(true);
    expect(linkNavigation(plainClick, anchor("/draft"), here)?.replace).toBe(true);
  });

  it("keeps the scroll position when asked", () => {
    const toggle = anchor("?stat=reb", { "data-route": "", "data-keep-scroll": "" });
    expect(linkNavigation(plainClick, toggle, here)?.preventScrollReset).toBe(true);
  });
});

describe("Link", () => {
  it("renders a plain anchor the listener recognises, with its options as attributes", () => {
    const html = renderToStaticMarkup(
      createElement(Link, { to: "?stat=reb", replace: true, preventScrollReset: true }, "REB"),
    );
    expect(html).toBe(
      '<a href="?stat=reb" data-route="" data-replace="" data-keep-scroll="">REB</a>',
    );
    expect(renderToStaticMarkup(createElement(Link, { to: "/games/3" }, "Game"))).toBe(
      '<a href="/games/3" data-route="">Game</a>',
    );
  });
});
