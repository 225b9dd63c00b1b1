// Sign-in redirect targets: only paths on this site, whatever an attacker writes.
import { describe, expect, it } from "vitest";
import { DEFAULT_AFTER_SIGN_IN, safeRedirectTarget } from "~/auth/redirect-target";

/** Each of these, as a browser resolves it, leaves the site or is not a plain path. */
const HOSTILE_TARGETS: string[] = [
  "//evil.example",
  "///evil.example",
  "/\\evil.example",
  "\\\\evil.example",
  "/\t/evil.example",
  "/%09/evil.example",
  "/\n/evil.example",
  "/%0A/evil.example",
  "/\r/evil.example",
  "/%0D%0A/evil.example",
  "/\u0000/evil.example",
  "/%00/evil.example",
  "/%5C/evil.example",
  "/%5c%5cevil.example",
  "/%2F/evil.example",
  "/%2f%2fevil.example",
  "/%2F%252Fevil.example",
  "https://evil.example",
  "http:evil.example",
  "javascript:alert(1)",
  "JaVaScRiPt:alert(1)",
  " /evil",
  "  //evil.example",
  "\t//evil.example",
  "／／evil.example", // fullwidth solidus
  "\u2215\u2215evil.example", // division slash
  "/\u2028/evil.example",
  "/\u007f/evil.example",
  "data:text/html,<script>alert(1)</script>",
  "",
  "evil.example",
  "/login?redirect=//evil.example",
  "/./login",
  "/logout",
];

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
