// The one reading of a request's address (app/server/request-address.server.ts):
// a Host that is not a plain host[:port] is refused, an absolute-form target
// names its own host, and the page's origin is APP_URL's whatever the Host says.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  NOT_UNDERSTOOD,
  readRequestAddress,
  UNREADABLE,
  type AddressInput,
} from "~/server/request-address.server";

const SITE = "https://league.example.org";

function read(target: string, hosts: string[], siteOrigin: string | null = null) {
  return readRequestAddress({ target, hosts, protocol: "http", siteOrigin });
}

function urlOf(input: Partial<AddressInput> & { target: string }): string {
  const reading = readRequestAddress({
    hosts: ["localhost:3000"],
    protocol: "http",
    siteOrigin: null,
    ...input,
  });
  if ("refused" in reading) throw new Error(`refused: ${reading.refused}`);
  return reading.address.url.href;
}

describe("the Host header", () => {
  it.each([
    ["localhost:3000#", "a fragment mark"],
    ["localhost:3000/games/g1?", "a path"],
    ["evil.example/games/g1?", "a path after another host"],
    ["localhost:3000?x", "a query"],
    ["user@localhost:3000", "a user name"],
    ["localhost:3000 ", "a space"],
    ["local host", "a space inside"],
    ["localhost:", "an empty port"],
    ["localhost:99999", "a port past 65535"],
    ["localhost:3000:3000", "two ports"],
    ["[::1", "an unclosed IP literal"],
    ["[zz::1]", "an IP literal of letters"],
    ["loc%61lhost", "percent-encoding"],
    ["", "nothing"],
    ["localhost\\evil", "a backslash"],
  ])("%j (%s) is refused", (host) => {
    expect(read("/teams", [host])).toEqual({ refused: NOT_UNDERSTOOD });
  });

  it("two Host lines are refused, even when they agree", () => {
    expect(read("/teams", ["localhost:3000", "localhost:3000"])).toEqual({
      refused: NOT_UNDERSTOOD,
    });
  });

  it("no Host at all is refused (HTTP/1.0 without one)", () => {
    expect(read("/teams", [])).toEqual({ refused: NOT_UNDERSTOOD });
  });

  it.each([
    ["localhost:3000", "http://localhost:3000/teams"],
    ["LOCALHOST:3000", "http://localhost:3000/teams"],
    ["127.0.0.1", "http://127.0.0.1/teams"],
    ["[::1]:8080", "http://[::1]:8080/teams"],
    ["league.example.org:80", "http://league.example.org/teams"],
  ])("%j is read as written by the URL parser", (host, href) => {
    expect(urlOf({ target: "/teams", hosts: [host] })).toBe(href);
  });
});

describe("the target", () => {
  it.each([
    ["/teams#top", "a fragment", NOT_UNDERSTOOD],
    ["teams", "no leading slash", NOT_UNDERSTOOD],
    ["*", "the asterisk form", NOT_UNDERSTOOD],
    ["localhost:3000", "the authority form", NOT_UNDERSTOOD],
    ["ftp://localhost:3000/teams", "another scheme", NOT_UNDERSTOOD],
    ["http://user@localhost:3000/teams", "a user name", NOT_UNDERSTOOD],
    ["http://evil.example/games/g1?/records", "a host with a path", null],
    ["/players/a%00b", "an encoded NUL", UNREADABLE],
    ["/signup/returning?q=a%00b", "an encoded NUL in the query", UNREADABLE],
    ["/players/a\u0000b", "a NUL", UNREADABLE],
  ])("%j (%s)", (target, _, refused) => {
    const reading = read(target, ["localhost:3000"]);
    if (refused) expect(reading).toEqual({ refused });
    else expect("address" in reading && reading.address.url.pathname).toBe("/games/g1");
  });

  it("a path that looks like an authority stays a path", () => {
    expect(urlOf({ target: "//evil.example/x" })).toBe("http://localhost:3000//evil.example/x");
    expect(urlOf({ target: "//evil.example/x", siteOrigin: SITE })).toBe(`${SITE}//evil.example/x`);
  });

  it("dot segments are resolved once, here, for everyone after", () => {
    expect(urlOf({ target: "/admin/../teams/./saints" })).toBe(
      "http://localhost:3000/teams/saints",
    );
    expect(urlOf({ target: "/%2e%2e/admin" })).toBe("http://localhost:3000/admin");
  });

  it("an absolute-form target names its own host; the Host line is ignored (RFC 9112)", () => {
    expect(urlOf({ target: "http://localhost:3000/records?", hosts: ["evil.example"] })).toBe(
      "http://localhost:3000/records",
    );
    expect(urlOf({ target: "HTTP://Localhost:3000", hosts: ["evil.example"] })).toBe(
      "http://localhost:3000/",
    );
    expect(urlOf({ target: "http://localhost:3000?x=1", hosts: ["evil.example"] })).toBe(
      "http://localhost:3000/?x=1",
    );
  });

  it("an absolute-form https target does not make a plain connection https", () => {
    expect(urlOf({ target: "https://localhost:3000/teams" })).toBe("http://localhost:3000/teams");
  });

  it("a proxy's scheme that is neither http nor https is refused", () => {
    expect(
      readRequestAddress({
        target: "/teams",
        hosts: ["localhost"],
        protocol: "javascript",
        siteOrigin: null,
      }),
    ).toEqual({ refused: NOT_UNDERSTOOD });
  });
});

describe("with APP_URL set", () => {
  it("the origin is the site's, whatever the Host or the absolute target says", () => {
    expect(urlOf({ target: "/games/g1", hosts: ["evil.example"], siteOrigin: SITE })).toBe(
      `${SITE}/games/g1`,
    );
    expect(
      urlOf({ target: "http://evil.example/records", hosts: ["x.example"], siteOrigin: SITE }),
    ).toBe(`${SITE}/records`);
  });
});

/** Strings of the characters that shape an address, and some that have no business there. */
const addressish = fc
  .array(
    fc.constantFrom(
      ..."ab.-_:/?#@[]%&=+ \\\t0123456789".split(""),
      "localhost",
      "evil.example",
      "games",
      "teams",
      "http://",
      "https://",
      "%2e",
      "%2f",
      "..",
      "\u0000",
      "é",
    ),
    { maxLength: 14 },
  )
  .map((parts) => parts.join(""));

describe("any Host and any target (property)", () => {
  it("the path and query come from the target alone; with APP_URL, the whole URL does", () => {
    fc.assert(
      fc.property(
        addressish,
        addressish,
        addressish,
        fc.boolean(),
        (rawTarget, hostA, hostB, withSite) => {
          const target = `/${rawTarget}`;
          const siteOrigin = withSite ? SITE : null;
          const a = readRequestAddress({ target, hosts: [hostA], protocol: "http", siteOrigin });
          const b = readRequestAddress({ target, hosts: [hostB], protocol: "http", siteOrigin });
          if ("refused" in a || "refused" in b) return;
          expect(a.address.url.pathname + a.address.url.search).toBe(
            b.address.url.pathname + b.address.url.search,
          );
          expect(a.address.url.hash).toBe("");
          if (withSite) expect(a.address.url.href).toBe(b.address.url.href);
          if (withSite) expect(a.address.url.origin).toBe(SITE);
        },
      ),
      { numRuns: 2000 },
    );
  });

  it("a Host that is read is a plain host[:port], and the URL's host is it", () => {
    fc.assert(
      fc.property(addressish, (host) => {
        const reading = read("/teams", [host]);
        if ("refused" in reading) return;
        expect(host).toMatch(/^(?:\[[0-9a-f:.]+\]|[a-z0-9._-]+)(?::\d{1,5})?$/i);
        expect(reading.address.url.pathname).toBe("/teams");
        expect(reading.address.url.host).toBe(new URL(`http://${host}`).host);
      }),
      { numRuns: 2000 },
    );
  });
});
