// Sign-in redirect targets: only paths on this site, whatever an attacker writes.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  DEFAULT_AFTER_SIGN_IN,
  keptRedirectTarget,
  landingAfterSignIn,
  safeRedirectTarget,
  signInPage,
} from "~/auth/redirect-target";
import { HOSTILE_TARGETS } from "../support/hostile-targets";

describe("safeRedirectTarget", () => {
  it.each(HOSTILE_TARGETS.map((target) => [JSON.stringify(target), target]))(
    "refuses %s",
    (_, target) => {
      expect(safeRedirectTarget(target)).toBe(DEFAULT_AFTER_SIGN_IN);
    },
  );

  it.each([
    ["/games/12", "/games/12"],
    ["/schedule/teams/celtics?games=2", "/schedule/teams/celtics?games=2"],
    ["/players/abc#games", "/players/abc#games"],
    ["/signup/returning?q=pat%20murphy", "/signup/returning?q=pat%20murphy"],
    ["/a/../games/3", "/games/3"],
    ["/joão", "/jo%C3%A3o"],
    // A no-break space is not stripped by browsers: it stays in the path.
    ["/\u00a0/evil.example", "/%C2%A0/evil.example"],
    ["/loginx", "/loginx"],
  ])("keeps %s as %s", (target, expected) => {
    expect(safeRedirectTarget(target)).toBe(expected);
  });

  it("refuses what is not a string", () => {
    for (const value of [null, undefined, 42, ["/games/1"], { path: "/" }]) {
      expect(safeRedirectTarget(value)).toBe(DEFAULT_AFTER_SIGN_IN);
    }
  });

  it("answers only ASCII, so the target is always a valid Location header", () => {
    for (const target of [...HOSTILE_TARGETS, "/é", "/😀?x=ü"]) {
      expect(safeRedirectTarget(target)).toMatch(/^[\x21-\x7e]+$/);
    }
  });
});

describe("signInPage", () => {
  it("keeps where the person was going in the query, encoded", () => {
    expect(signInPage("/admin/games?season=4")).toBe(
      "/login?redirect=%2Fadmin%2Fgames%3Fseason%3D4",
    );
  });

  it("is plain /login when he was going nowhere in particular", () => {
    expect(signInPage(null)).toBe("/login");
  });
});

describe("landingAfterSignIn", () => {
  const admin = { isAdmin: true, isPlayer: false };
  const player = { isAdmin: false, isPlayer: true };
  const both = { isAdmin: true, isPlayer: true };
  const neither = { isAdmin: false, isPlayer: false };

  it("goes where the person was going, whoever he is", () => {
    for (const role of [admin, player, both, neither]) {
      expect(landingAfterSignIn("/games/12", role)).toBe("/games/12");
      expect(landingAfterSignIn("/account", role)).toBe("/account");
    }
  });

  it("without a page asked for: /admin for an admin who is not a player, else /account", () => {
    for (const asked of [undefined, null, "", ...HOSTILE_TARGETS]) {
      expect(landingAfterSignIn(asked, admin)).toBe("/admin");
      expect(landingAfterSignIn(asked, player)).toBe("/account");
      expect(landingAfterSignIn(asked, both)).toBe("/account");
      expect(landingAfterSignIn(asked, neither)).toBe("/account");
    }
  });

  // Issue 40 §8: "/%6cogin" was kept and led back to the sign-in page. The
  // path is read as the router reads it (routedPath), whatever the spelling.
  it.each([
    "/login",
    "/%6cogin",
    "/%6Cogin",
    "/%6c%6f%67%69%6e",
    "/LOGIN",
    "/LoGiN?x=1",
    "/./login",
    "/%2e/login",
    "/games/../login",
    "/games/%2e%2e/login",
    "//login",
    "/login/",
    "/login/verify",
    "/Log%69n/Verify?token=x",
    "/login.data",
    "/%6cogin.data",
    "/logout",
    "/%6Cogout",
    "/LOGOUT#top",
  ])("never lands on the sign-in pages: %s", (target) => {
    expect(keptRedirectTarget(target)).toBeNull();
    expect(landingAfterSignIn(target, { isAdmin: false, isPlayer: true })).toBe("/account");
  });

  it.each([
    ["/loginx", "/loginx"],
    ["/%6coginx", "/%6coginx"],
    ["/games?next=/login", "/games?next=/login"],
    ["/players/login", "/players/login"],
    ["/login-help", "/login-help"],
  ])("keeps a page that only looks like the sign-in page: %s", (target, expected) => {
    expect(keptRedirectTarget(target)).toBe(expected);
  });

  it("keeps only what safeRedirectTarget keeps", () => {
    expect(keptRedirectTarget("/a/../games/3")).toBe("/games/3");
    expect(keptRedirectTarget("/login?redirect=/x")).toBeNull();
    for (const target of HOSTILE_TARGETS) expect(keptRedirectTarget(target)).toBeNull();
  });
});

/** Whether `target`, sent as a Location header by `origin`, keeps the browser on `origin`. */
function staysOn(origin: string, target: string): boolean {
  const url = new URL(target, origin);
  return url.origin === origin && url.pathname + url.search + url.hash === target;
}

// Pieces attackers combine: dot segments (plain and percent-encoded), slashes
// and their encodings, backslashes, tabs and newlines, userinfo, schemes.
const PIECES = [
  "/",
  "//",
  ".",
  "..",
  "%2e",
  "%2E",
  "%2e%2e",
  ".%2e",
  "%2f",
  "%2F",
  "%5c",
  "\\",
  "\t",
  "\n",
  "\r",
  " ",
  "@",
  ":",
  "?",
  "#",
  "evil.example",
  "user:pw@",
  "http:",
  "https://evil.example",
  "javascript:",
  "admin",
  "games",
  "%09",
  "%00",
  "\u3000",
  "%252f",
];
const hostileish = fc
  .array(fc.constantFrom(...PIECES), { maxLength: 12 })
  .map((parts) => parts.join(""));

describe("keptRedirectTarget, for any string", () => {
  const origins = [
    "https://league.invalid",
    "https://southie-league.example",
    "http://127.0.0.1:3000",
  ];

  it("answers a path that keeps the browser on the site, whatever the site's origin", () => {
    fc.assert(
      fc.property(fc.oneof(hostileish, fc.string(), fc.webPath(), fc.webUrl()), (value) => {
        const target = keptRedirectTarget(value);
        if (target === null) return;
        expect(target).toMatch(/^\/(?![/\\])[\x21-\x7e]*$/);
        for (const origin of origins) expect(staysOn(origin, target)).toBe(true);
      }),
      { numRuns: 5000 },
    );
  });

  it("answers only what the browser would have reached: the resolved path, never the raw input", () => {
    fc.assert(
      fc.property(fc.webPath(), (path) => {
        const value = `/${path.replace(/^\/+/, "")}`;
        const target = keptRedirectTarget(value);
        if (target === null) return;
        const browser = new URL(value, "https://league.invalid");
        expect(target).toBe(browser.pathname + browser.search + browser.hash);
      }),
    );
  });

  it("lands the sign-in on a page of the site for any string", () => {
    fc.assert(
      fc.property(
        fc.oneof(hostileish, fc.string()),
        fc.boolean(),
        fc.boolean(),
        (value, isAdmin, isPlayer) => {
          const landing = landingAfterSignIn(value, { isAdmin, isPlayer });
          for (const origin of origins) expect(staysOn(origin, landing)).toBe(true);
        },
      ),
    );
  });
});
