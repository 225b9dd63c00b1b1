// Form posts from other sites are refused (CSRF): the second lock on the door
// after the SameSite=Lax session cookie. Browsers say where a request comes
// from in Sec-Fetch-Site and Origin; a write from anywhere but this origin
// gets a 403, a read goes through.
import { describe, expect, it } from "vitest";
import { isCrossSiteWrite } from "~/server/cross-site.server";

const SITE = "http://league.example:3000";

/** "next" when the guard lets the request through, else the status it answers. */
function answer(method: string, headers: Record<string, string>): "next" | 403 {
  return isCrossSiteWrite(method, headers, SITE) ? 403 : "next";
}

describe("isCrossSiteWrite", () => {
  it.each([
    ["Sec-Fetch-Site: cross-site", { "sec-fetch-site": "cross-site" }],
    ["Sec-Fetch-Site: same-site (another subdomain)", { "sec-fetch-site": "same-site" }],
    ["an Origin of another site", { origin: "https://evil.example" }],
    ["an Origin on another port of this host", { origin: "http://league.example:4000" }],
    ["an Origin of this host on another scheme", { origin: "https://league.example:3000" }],
    ["Origin: null (a sandboxed page)", { origin: "null" }],
    ["an Origin that is no address", { origin: "not a url" }],
  ])("refuses a POST with %s", (_, headers) => {
    expect(answer("POST", headers)).toBe(403);
  });

  it.each(["PUT", "PATCH", "DELETE"])("refuses a cross-site %s too", (method) => {
    expect(answer(method, { "sec-fetch-site": "cross-site" })).toBe(403);
    expect(answer(method, { origin: "https://evil.example" })).toBe(403);
  });

  it.each([
    ["Sec-Fetch-Site: same-origin", { "sec-fetch-site": "same-origin" }],
    ["Sec-Fetch-Site: none (typed or bookmarked)", { "sec-fetch-site": "none" }],
    ["this origin", { origin: "http://league.example:3000" }],
    ["no Origin and no Sec-Fetch-Site (an old browser, curl)", {}],
  ])("lets a POST through with %s", (_, headers) => {
    expect(answer("POST", headers)).toBe("next");
  });

  it.each(["GET", "HEAD", "OPTIONS"])(
    "lets a cross-site %s through: it writes nothing",
    (method) => {
      expect(
        answer(method, { "sec-fetch-site": "cross-site", origin: "https://evil.example" }),
      ).toBe("next");
    },
  );
});
