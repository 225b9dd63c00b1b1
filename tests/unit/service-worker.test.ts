// The service worker's rules (app/service-worker/keep.ts, notice.ts): what it
// keeps, never keeps and leaves alone, how a kept page reads offline, and how
// it reads a push. The worker itself runs in Chromium in tests/e2e/offline.spec.ts.
import { describe, expect, it } from "vitest";
import {
  changesSession,
  isKeptAsset,
  leftAlone,
  mayKeepPage,
  offlineNote,
  titleOf,
  withKeptPages,
  withOfflineNote,
} from "~/service-worker/keep";
import { GENERIC_NOTICE, noticeOf, noticeTarget } from "~/service-worker/notice";

const ORIGIN = "https://league.example";
const at = (path: string) => new URL(path, ORIGIN);

/** A same-origin answer as fetch gives it to the worker. */
function answer(headers: Record<string, string>, status = 200): Response {
  const response = new Response("<html></html>", { status, headers });
  Object.defineProperty(response, "type", { value: "basic" });
  return response;
}
const PUBLIC = {
  "Content-Type": "text/html; charset=utf-8",
  "Cache-Control": "public, max-age=0, must-revalidate",
};

describe("what the worker keeps", () => {
  it("keeps a public page read with no query", () => {
    expect(mayKeepPage(at("/schedule"), answer(PUBLIC))).toBe(true);
    expect(mayKeepPage(at("/teams/t1"), answer(PUBLIC))).toBe(true);
  });

  it("never keeps private or no-store answers (a signed-in viewer's, personal pages)", () => {
    for (const cacheControl of ["private, no-cache", "private, no-store", "no-store", "Private"]) {
      const headers = { ...PUBLIC, "Cache-Control": cacheControl };
      expect(mayKeepPage(at("/schedule"), answer(headers)), cacheControl).toBe(false);
    }
  });

  it("never keeps personal pages, signed links, a device's own pages or .data", () => {
    for (const path of [
      "/login",
      "/account",
      "/admin/games",
      "/Admin",
      "/availability",
      "/alerts/unsubscribe",
      "/signup/confirm",
      "/players/p1/edit",
      "/schedule?token=abc",
      "/push/subscriptions",
      "/follow",
      "/manifest.webmanifest",
      "/offline",
      "/schedule.data",
    ]) {
      expect(mayKeepPage(at(path), answer(PUBLIC)), path).toBe(false);
    }
  });

  it("never keeps errors, redirects or what is not HTML", () => {
    expect(mayKeepPage(at("/schedule"), answer(PUBLIC, 404))).toBe(false);
    expect(
      mayKeepPage(at("/schedule"), answer({ ...PUBLIC, "Content-Type": "text/calendar" })),
    ).toBe(false);
  });

  it("leaves live streams, other sites and anything but GET alone", () => {
    expect(leftAlone("GET", at("/live"), ORIGIN)).toBe(true);
    expect(leftAlone("GET", at("/games/g1/live"), ORIGIN)).toBe(true);
    expect(leftAlone("POST", at("/schedule"), ORIGIN)).toBe(true);
    expect(leftAlone("GET", new URL("https://elsewhere.example/"), ORIGIN)).toBe(true);
    expect(leftAlone("GET", at("/schedule"), ORIGIN)).toBe(false);
  });

  it("keeps hashed files, fonts and the icon, cache first", () => {
    expect(isKeptAsset(at("/assets/site-abc.css"))).toBe(true);
    expect(isKeptAsset(at("/assets/icon-192-abc.png"))).toBe(true);
    expect(isKeptAsset(at("/favicon.svg"))).toBe(true);
    expect(isKeptAsset(at("/games/g1/share.png"))).toBe(false);
    expect(isKeptAsset(at("/calendar/league.ics"))).toBe(false);
  });

  it("drops the kept pages when the device signs in or out", () => {
    expect(changesSession("POST", at("/login"))).toBe(true);
    expect(changesSession("POST", at("/login.data"))).toBe(true);
    expect(changesSession("GET", at("/login/verify?token=x"))).toBe(true);
    expect(changesSession("POST", at("/logout"))).toBe(true);
    expect(changesSession("GET", at("/login"))).toBe(false);
    expect(changesSession("POST", at("/schedule"))).toBe(false);
  });
});

describe("a kept page read offline", () => {
  it("says when it was kept, in the league's time zone", () => {
    const keptAt = new Date("2026-11-22T00:42:00Z"); // 7:42 PM in Boston, Nov 21
    expect(offlineNote(keptAt, new Date("2026-11-22T01:00:00Z"))).toBe("Offline: as of 7:42 PM");
    expect(offlineNote(keptAt, new Date("2026-11-22T17:00:00Z"))).toBe(
      "Offline: as of Sat, Nov 21, 7:42 PM",
    );
  });

  it("writes the line as the last of the site's sticky header, seen whatever the scroll", () => {
    const html =
      '<header class="site-header"><nav class="navbar"><a href="/">Home</a></nav></header><main id="main"><header><h1>Game</h1></header></main>';
    expect(withOfflineNote(html, "Offline: as of 7:42 PM")).toBe(
      '<header class="site-header"><nav class="navbar"><a href="/">Home</a></nav><p class="offline-note" role="status">Offline: as of 7:42 PM</p></header><main id="main"><header><h1>Game</h1></header></main>',
    );
  });

  it("without the site's header, writes the line at the top of the main content", () => {
    const html =
      '<header>x</header><main id="main" class="site-main" tabindex="-1"><h1>Schedule</h1></main>';
    expect(withOfflineNote(html, "Offline: as of 7:42 PM")).toBe(
      '<header>x</header><main id="main" class="site-main" tabindex="-1"><p class="offline-note" role="status">Offline: as of 7:42 PM</p><h1>Schedule</h1></main>',
    );
  });

  it("lists the kept pages on the offline page, by their titles", () => {
    const html = '<main><div data-kept-pages=""><p>None yet.</p></div></main>';
    expect(titleOf("<title>Schedule | Southie Parish Basketball League</title>")).toBe("Schedule");
    expect(withKeptPages(html, [])).toBe(html);
    expect(withKeptPages(html, [{ path: "/schedule", title: "Schedule", keptAt: "7:42 PM" }])).toBe(
      '<main><div><p>Pages you read here before are still available:</p><ul class="kept-pages"><li><a href="/schedule">Schedule</a> <small>(as of 7:42 PM)</small></li></ul></div></main>',
    );
  });
});

describe("a push", () => {
  it("shows the server's title, body, url and tag", () => {
    const notice = {
      title: "Saints vs Friars is live",
      body: "Tip-off",
      url: "/games/g1",
      tag: "g1",
    };
    expect(noticeOf(() => notice)).toEqual(notice);
  });

  it("shows the generic notice for a payload it cannot read", () => {
    expect(noticeOf(() => JSON.parse("not json"))).toEqual(GENERIC_NOTICE);
    expect(noticeOf(() => undefined)).toEqual(GENERIC_NOTICE);
    expect(noticeOf(() => ({ body: "no title" }))).toEqual(GENERIC_NOTICE);
  });

  it("opens this site's pages only", () => {
    expect(noticeTarget("/games/g1", ORIGIN)).toBe(`${ORIGIN}/games/g1`);
    expect(noticeTarget("https://evil.example/x", ORIGIN)).toBe(`${ORIGIN}/`);
    expect(noticeTarget("javascript:alert(1)", ORIGIN)).toBe(`${ORIGIN}/`);
    expect(noticeTarget(undefined, ORIGIN)).toBe(`${ORIGIN}/`);
  });
});
