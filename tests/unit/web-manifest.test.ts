// The web app manifest (app/domain/web-manifest.ts): what Chromium needs to
// install the site, the shortcuts, and the league's colours the same as the
// stylesheet's. Chromium's own verdict is in tests/e2e/offline.spec.ts.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { LEAGUE_COLOURS } from "~/domain/league";
import { webManifest } from "~/domain/web-manifest";

const icons = { any192: "/a/192.png", any512: "/a/512.png", maskable512: "/a/m512.png" };

describe("webManifest", () => {
  it("has what installing needs, and a shortcut to the schedule", () => {
    const manifest = webManifest({ icons });
    expect(manifest).toMatchObject({
      start_url: "/",
      scope: "/",
      display: "standalone",
      theme_color: "#14233f",
      background_color: "#f7f5f0",
    });
    expect(manifest.icons.map((i) => [i.sizes, i.purpose])).toEqual([
      ["192x192", "any"],
      ["512x512", "any"],
      ["512x512", "maskable"],
    ]);
    expect(manifest.shortcuts.map((s) => [s.name, s.url])).toEqual([["Schedule", "/schedule"]]);
  });

  it("adds the followed team's page as a shortcut", () => {
    const manifest = webManifest({ icons, followedTeam: { id: "saints", name: "Saints" } });
    expect(manifest.shortcuts.map((s) => [s.name, s.url])).toEqual([
      ["Schedule", "/schedule"],
      ["Saints", "/teams/saints"],
    ]);
  });

  it("takes the league's colours from the stylesheet's", () => {
    const css = readFileSync("app/app.css", "utf8");
    expect(css).toContain(`--color-text: ${LEAGUE_COLOURS.navy};`);
    expect(css).toContain(`--color-bg: ${LEAGUE_COLOURS.paper};`);
  });
});
