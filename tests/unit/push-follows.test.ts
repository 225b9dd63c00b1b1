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

  it("refuses a list longer than any league's", () => {
    const teams = Array.from({ length: MAX_FOLLOWED_TEAMS + 1 }, (_, i) => `team-${i}`);
    const parsed = followRequestSchema.safeParse({
      subscription: { ...subscription, keys: browserKeys() },
      teams,
    });
    expect(parsed.success).toBe(false);
  });
});
