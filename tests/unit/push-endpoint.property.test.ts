// Which push endpoints the server may post to (app/domain/push/endpoint.ts):
// public https hosts only, whatever way an address is written.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { addressRefusal, isAllowedOrigin, pushEndpointRefusal } from "~/domain/push/endpoint";

const octet = fc.integer({ min: 0, max: 255 });
const v4 = (a: number, b: number, c: number, d: number) => `${a}.${b}.${c}.${d}`;

/** IPv4 ranges that are never a push service's. */
const privateV4 = fc.oneof(
  fc.tuple(octet, octet, octet).map(([b, c, d]) => v4(127, b, c, d)),
  fc.tuple(octet, octet, octet).map(([b, c, d]) => v4(10, b, c, d)),
  fc.tuple(fc.integer({ min: 16, max: 31 }), octet, octet).map(([b, c, d]) => v4(172, b, c, d)),
  fc.tuple(octet, octet).map(([c, d]) => v4(192, 168, c, d)),
  fc.tuple(octet, octet).map(([c, d]) => v4(169, 254, c, d)),
  fc.tuple(fc.integer({ min: 64, max: 127 }), octet, octet).map(([b, c, d]) => v4(100, b, c, d)),
  fc.tuple(octet, octet, octet).map(([b, c, d]) => v4(0, b, c, d)),
  fc
    .tuple(fc.integer({ min: 224, max: 255 }), octet, octet, octet)
    .map(([a, b, c, d]) => v4(a, b, c, d)),
);

/**
 * IPv6 outside global unicast (2000::/3), none of them IPv4-mapped (their first
 * group is not zero): ipaddr.js calls many of them unicast, as 4000::1 or
 * 8000::1, yet no push service is there.
 */
const outsideGlobalV6 = fc
  .tuple(
    fc.oneof(fc.integer({ min: 1, max: 0x1fff }), fc.integer({ min: 0x4000, max: 0xffff })),
    fc.array(fc.integer({ min: 0, max: 0xffff }), { minLength: 7, maxLength: 7 }),
  )
  .map(([first, rest]) => [first, ...rest].map((group) => group.toString(16)).join(":"));

/** Names that mean something only on this machine or its network. */
const localSuffix = fc.constantFrom(
  "localhost",
  "local",
  "localdomain",
  "internal",
  "intranet",
  "lan",
  "home.arpa",
);
const label = fc.stringMatching(/^[a-z][a-z0-9]{0,10}$/);

/**
 * An origin as the config lists it (PUSH_ALLOWED_ORIGINS goes through
 * `new URL(origin).origin`): https://10.0.0.1:443 is listed as https://10.0.0.1.
 */
const listedOrigin = (origin: string) => new URL(origin).origin;

/** How a URL may write an IPv4 address: dotted, one number, hex, IPv4-mapped IPv6. */
function spellings(address: string): string[] {
  const parts = address.split(".").map(Number);
  const n = ((parts[0]! << 24) >>> 0) + (parts[1]! << 16) + (parts[2]! << 8) + parts[3]!;
  const hex = (x: number) => x.toString(16);
  return [
    address,
    String(n),
    `0x${hex(n)}`,
    `[::ffff:${address}]`,
    `[::ffff:${hex((parts[0]! << 8) + parts[1]!)}:${hex((parts[2]! << 8) + parts[3]!)}]`,
  ];
}

describe("push endpoints the server may post to", () => {
  it("refuses every private, loopback, link-local, CGNAT, unspecified or multicast IPv4, however written", () => {
    fc.assert(
      fc.property(privateV4, (address) => {
        for (const host of spellings(address)) {
          expect(pushEndpointRefusal(`https://${host}/push/1`, []), host).not.toBeNull();
        }
      }),
    );
  });

  it("refuses IPv6 loopback, unspecified, link-local, unique-local, multicast and documentation addresses", () => {
    for (const host of [
      "::1",
      "::",
      "fe80::1",
      "fd12:3456::1",
      "fc00::1",
      "ff02::1",
      "2001:db8::1",
      "64:ff9b::7f00:1",
    ]) {
      expect(pushEndpointRefusal(`https://[${host}]/p`, []), host).not.toBeNull();
      expect(addressRefusal(host), host).not.toBeNull();
    }
  });

  it("refuses every IPv6 address outside 2000::/3, even those ipaddr.js calls unicast", () => {
    expect(addressRefusal("4000::1")).not.toBeNull();
    expect(pushEndpointRefusal("https://[8000::1]/p", [])).not.toBeNull();
    fc.assert(
      fc.property(outsideGlobalV6, (address) => {
        expect(addressRefusal(address), address).not.toBeNull();
        expect(pushEndpointRefusal(`https://[${address}]/p`, []), address).not.toBeNull();
      }),
    );
  });

  it("refuses local names, under any name and written fully qualified (a trailing dot)", () => {
    fc.assert(
      fc.property(
        fc.option(label, { nil: undefined }),
        localSuffix,
        fc.boolean(),
        (under, suffix, dot) => {
          const host = `${under ? `${under}.` : ""}${suffix}${dot ? "." : ""}`;
          expect(pushEndpointRefusal(`https://${host}/push/1`, []), host).not.toBeNull();
        },
      ),
    );
    for (const host of [
      "metadata.google.internal",
      "localhost.",
      "printer.local.",
      "nas.home.arpa",
    ]) {
      expect(pushEndpointRefusal(`https://${host}/x`, []), host).not.toBeNull();
    }
  });

  it("refuses a name without a dot, whatever it is", () => {
    expect(pushEndpointRefusal("https://printer/x", [])).not.toBeNull();
    fc.assert(
      fc.property(label, fc.boolean(), (name, dot) => {
        const host = `${name}${dot ? "." : ""}`;
        expect(pushEndpointRefusal(`https://${host}/push/1`, []), host).not.toBeNull();
      }),
    );
  });

  it("takes public unicast addresses and public names over https", () => {
    expect(pushEndpointRefusal("https://8.8.8.8/push/1", [])).toBeNull();
    expect(pushEndpointRefusal("https://[2606:4700::1111]/push/1", [])).toBeNull();
    expect(pushEndpointRefusal("https://fcm.googleapis.com/fcm/send/abc:def", [])).toBeNull();
    expect(
      pushEndpointRefusal("https://updates.push.services.mozilla.com/wpush/v2/x", []),
    ).toBeNull();
    expect(pushEndpointRefusal("https://web.push.apple.com/QG9", [])).toBeNull();
  });

  it("refuses what is not https, local names, odd ports, credentials and overlong addresses", () => {
    const refused = [
      "http://fcm.googleapis.com/fcm/send/x",
      "ftp://example.org/x",
      "not a url",
      "https://localhost/x",
      "https://push.localhost/x",
      "https://printer.local/x",
      "https://intranet/x",
      "https://fcm.googleapis.com:8443/x",
      "https://user:pw@fcm.googleapis.com/x",
      "https://user@fcm.googleapis.com/x",
      "https://:pw@fcm.googleapis.com/x",
      `https://fcm.googleapis.com/${"x".repeat(3000)}`,
    ];
    for (const endpoint of refused) {
      expect(pushEndpointRefusal(endpoint, []), endpoint).not.toBeNull();
    }
  });

  it("lets a listed origin through, and only its exact origin", () => {
    fc.assert(
      fc.property(privateV4, fc.integer({ min: 1, max: 65535 }), (address, port) => {
        const origin = listedOrigin(`https://${address}:${port}`);
        expect(pushEndpointRefusal(`https://${address}:${port}/push/1`, [origin])).toBeNull();
        const otherPort = port === 65535 ? 1 : port + 1;
        expect(
          pushEndpointRefusal(`https://${address}:${otherPort}/push/1`, [origin]),
        ).not.toBeNull();
        expect(pushEndpointRefusal(`http://${address}:${port}/push/1`, [origin])).not.toBeNull();
      }),
      // 443 every run, not by chance: the https port is left out of an origin.
      { examples: [["127.0.0.1", 443]] },
    );
  });

  it("matches the allow list by whole origin, never by the start of the address", () => {
    // A listed origin whose port or host is the start of another's: 127.0.0.1:8
    // is not 127.0.0.1:80, nor push.example.test push.example.test.evil.example.
    fc.assert(
      fc.property(
        privateV4,
        fc.integer({ min: 1, max: 6553 }),
        fc.integer({ min: 0, max: 9 }),
        (address, port, digit) => {
          const origin = listedOrigin(`https://${address}:${port}`);
          const longer = `https://${address}:${port}${digit}/push/1`;
          expect(pushEndpointRefusal(longer, [origin]), longer).not.toBeNull();
          expect(isAllowedOrigin(longer, [origin]), longer).toBe(false);
          expect(isAllowedOrigin(`https://${address}:${port}/push/1`, [origin])).toBe(true);
        },
      ),
      { examples: [["127.0.0.1", 443, 0]] },
    );
    const listed = ["https://push.example.test"];
    for (const endpoint of [
      "https://push.example.test.evil.example/x",
      "https://push.example.test:8443/x",
      "https://push.example.test@evil.example/x",
      "https://push.example.testing/x",
    ]) {
      expect(isAllowedOrigin(endpoint, listed), endpoint).toBe(false);
    }
    expect(isAllowedOrigin("https://push.example.test/x", listed)).toBe(true);
  });
});
