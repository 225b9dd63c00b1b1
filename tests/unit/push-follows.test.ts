// What a device follows and what it sends to follow (app/domain/push):
// following adds a team once, unfollowing removes it, the others stay; the
// subscription body is a browser's PushSubscription.toJSON() and a short list.
import { createECDH, randomBytes } from "node:crypto";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { withTeam } from "~/domain/push/follows";
import { followRequestSchema, MAX_FOLLOWED_TEAMS } from "~/domain/push/subscription";

const teamId = fc.constantFrom("saints", "friars", "shamrocks", "harbor-hawks", "ravens");

describe("withTeam", () => {
  it("follows a team once, unfollows it entirely, and keeps the others", () => {
    fc.assert(
      fc.property(fc.array(teamId), teamId, fc.boolean(), (teams, team, follow) => {
        const after = withTeam(teams, team, follow);
        expect(after.filter((id) => id === team)).toHaveLength(follow ? 1 : 0);
        expect(after.filter((id) => id !== team)).toEqual(teams.filter((id) => id !== team));
      }),
    );
  });
});

function browserKeys() {
  const ecdh = createECDH("prime256v1");
  ecdh.generateKeys();
  return {
    p256dh: ecdh.getPublicKey().toString("base64url"),
    auth: randomBytes(16).toString("base64url"),
  };
}

describe("followRequestSchema", () => {
  const subscription = { endpoint: "https://push.example.org/x", expirationTime: null };

  it("takes real browser keys, and each team once", () => {
    for (let i = 0; i < 20; i++) {
      const parsed = followRequestSchema.parse({
        subscription: { ...subscription, keys: browserKeys() },
        teams: ["saints", "saints", "friars"],
      });
      expect(parsed.teams).toEqual(["saints", "friars"]);
    }
  });

  it("refuses keys that are not a P-256 point and a 16-byte secret", () => {
    const keys = browserKeys();
    const compressed = createECDH("prime256v1");
    compressed.generateKeys();
    for (const bad of [
      { ...keys, p256dh: compressed.getPublicKey(undefined, "compressed").toString("base64url") },
      { ...keys, p256dh: keys.p256dh.slice(1) },
      { ...keys, auth: randomBytes(15).toString("base64url") },
      { ...keys, auth: `${keys.auth.slice(1)}+` },
    ]) {
      const parsed = followRequestSchema.safeParse({
        subscription: { ...subscription, keys: bad },
        teams: [],
      });
      expect(parsed.success).toBe(false);
    }
  });

  const parses = (keys: { p256dh: string; auth: string }) =>
    followRequestSchema.safeParse({ subscription: { ...subscription, keys }, teams: [] }).success;
  const base64url = (bytes: Uint8Array) => Buffer.from(bytes).toString("base64url");

  it("takes a p256dh of 65 bytes only when it starts as an uncompressed point does (0x04)", () => {
    const { auth } = browserKeys();
    // Every first byte but 0x04: 0x05 to 0x07 share its first base64url
    // character, so the shape reads the second one too.
    const notUncompressed = fc.integer({ min: 0, max: 255 }).filter((byte) => byte !== 4);
    fc.assert(
      fc.property(
        notUncompressed,
        fc.uint8Array({ minLength: 64, maxLength: 64 }),
        (first, rest) => {
          expect(parses({ p256dh: base64url(Uint8Array.of(first, ...rest)), auth })).toBe(false);
          expect(parses({ p256dh: base64url(Uint8Array.of(4, ...rest)), auth })).toBe(true);
        },
      ),
      // A compressed point's prefixes, written out to 65 bytes.
      {
        examples: [
          [2, new Uint8Array(64)],
          [3, new Uint8Array(64).fill(255)],
          [5, new Uint8Array(64)],
          [7, new Uint8Array(64).fill(255)],
        ],
      },
    );
  });

  it("takes an auth secret of 16 bytes exactly", () => {
    const { p256dh } = browserKeys();
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 1, maxLength: 64 }), (secret) => {
        expect(parses({ p256dh, auth: base64url(secret) })).toBe(secret.length === 16);
      }),
      { examples: [[new Uint8Array(17)], [new Uint8Array(32)], [new Uint8Array(16)]] },
    );
  });

  it("takes as many teams as the bound, not one more", () => {
    const teams = Array.from({ length: MAX_FOLLOWED_TEAMS }, (_, i) => `team-${i}`);
    const parsed = followRequestSchema.safeParse({
      subscription: { ...subscription, keys: browserKeys() },
      teams,
    });
    expect(parsed.success).toBe(true);
  });

  it("refuses a list longer than any league's", () => {
    const teams = Array.from({ length: MAX_FOLLOWED_TEAMS + 1 }, (_, i) => `team-${i}`);
    const parsed = followRequestSchema.safeParse({
      subscription: { ...subscription, keys: browserKeys() },
      teams,
    });
    expect(parsed.success).toBe(false);
  });
});
