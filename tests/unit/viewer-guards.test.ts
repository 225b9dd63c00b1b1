// The role rules every guarded loader and action reads (docs/league-rules.md#roles):
// an admin is a signed-in email listed in ADMIN_EMAILS, compared normalized
// (trimmed, lower case); a player's details are edited by the player himself
// or an admin, nobody else. The guards on a request (requireAdmin, requirePlayer…)
// are asked for real, with real sessions, by tests/integration/admin-authorization.test.ts.
import { beforeAll, describe, expect, it } from "vitest";
import * as viewer from "~/auth/viewer.server";
import type { Viewer } from "~/auth/viewer.server";

// Read once, at the first env() call: before any test asks.
beforeAll(() => {
  process.env.ADMIN_EMAILS = "admin@example.org";
});

const someone = (over: Partial<Viewer>): Viewer => ({
  userId: "u1",
  email: "pat@example.org",
  name: "Pat Murphy",
  isAdmin: false,
  player: null,
  ...over,
});
const pat = { id: "p1", firstName: "Pat", lastName: "Murphy" };

describe("isAdminEmail", () => {
  it.each(["admin@example.org", "Admin@Example.ORG", "  admin@example.org "])(
    "%j is the admin",
    (email) => {
      expect(viewer.isAdminEmail(email)).toBe(true);
    },
  );

  it.each(["pat@example.org", "admin@example.org.evil", "xadmin@example.org", ""])(
    "%j is not",
    (email) => {
      expect(viewer.isAdminEmail(email)).toBe(false);
    },
  );
});

describe("mayEditPlayer", () => {
  it("lets the player edit his own details", () => {
    expect(viewer.mayEditPlayer(someone({ player: pat }), "p1")).toBe(true);
  });

  it("keeps a player out of another player's details", () => {
    expect(viewer.mayEditPlayer(someone({ player: pat }), "p2")).toBe(false);
  });

  it("lets an admin edit anyone's, player or not", () => {
    expect(viewer.mayEditPlayer(someone({ isAdmin: true }), "p2")).toBe(true);
    expect(viewer.mayEditPlayer(someone({ isAdmin: true, player: pat }), "p2")).toBe(true);
  });

  it("keeps out a signed-in non-player and a visitor", () => {
    expect(viewer.mayEditPlayer(someone({}), "p1")).toBe(false);
    expect(viewer.mayEditPlayer(null, "p1")).toBe(false);
  });
});
