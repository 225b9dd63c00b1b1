// Which push endpoints the server may post to (app/domain/push/endpoint.ts):
// public https hosts only, whatever way an address is written.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { addressRefusal, pushEndpointRefusal } from "~/domain/push/endpoint";

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
      `https://fcm.googleapis.com/${"x".repeat(3000)}`,
    ];
    for (const endpoint of refused) {
      expect(pushEndpointRefusal(endpoint, []), endpoint).not.toBeNull();
    }
  });

  it("lets a listed origin through, and only its exact origin", () => {
    fc.assert(
      fc.property(privateV4, fc.integer({ min: 1, max: 65535 }), (address, port) => {
        const origin = `https://${address}:${port}`;
        expect(pushEndpointRefusal(`${origin}/push/1`, [origin])).toBeNull();
        const otherPort = port === 65535 ? 1 : port + 1;
        expect(
          pushEndpointRefusal(`https://${address}:${otherPort}/push/1`, [origin]),
        ).not.toBeNull();
        expect(pushEndpointRefusal(`http://${address}:${port}/push/1`, [origin])).not.toBeNull();
      }),
    );
  });
});
