// The role rules every guarded loader and action reads (docs/league-rules.md#roles):
// an admin is a signed-in email listed in ADMIN_EMAILS, compared normalized
// (trimmed, lower case); a player's details are edited by the player himself
// or an admin, nobody else. The guards on a request run here with the session
// stood in; every admin route is asked for real by tests/integration/admin-authorization.test.ts.
import { beforeAll, describe, expect, it, vi } from "vitest";
import * as viewer from "~/auth/viewer.server";
import type { Viewer } from "~/auth/viewer.server";

// The session and the player lookup stand in for the database: each test's
// request says who signed in by its Cookie header ("session_token=<email>").
vi.mock("~/auth/auth.server", () => ({
  auth: async () => ({
    api: {
      getSession: async ({ headers }: { headers: Headers }) => {
        const email = /session_token=([^;]+)/.exec(headers.get("Cookie") ?? "")?.[1];
        return email ? { user: { id: `u-${email}`, email, name: "" } } : null;
      },
    },
  }),
}));
vi.mock("~/db/index.server", () => ({ database: async () => ({}) }));
vi.mock("~/data/players.server", () => ({
  playerByEmail: async (_db: unknown, email: string) =>
    email === "pat@example.org" ? { id: "p1", firstName: "Pat", lastName: "Murphy" } : undefined,
}));

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

describe("the guards on a request", () => {
  const request = (email: string | null, path = "/admin/games") =>
    new Request(`https://league.example${path}`, {
      headers: email ? { Cookie: `session_token=${email}` } : {},
    });
  /** What the guard answers: "through", or where its redirect goes. */
  async function answer(guard: Promise<unknown>): Promise<string> {
    try {
      await guard;
      return "through";
    } catch (thrown) {
      if (thrown instanceof Response) return thrown.headers.get("Location") ?? `${thrown.status}`;
      throw thrown;
    }
  }

  it("requireAdmin lets the admin through, sends a player or another signed-in person to /", async () => {
    expect(await answer(viewer.requireAdmin(request("admin@example.org")))).toBe("through");
    expect(await answer(viewer.requireAdmin(request("Admin@Example.org")))).toBe("through");
    expect(await answer(viewer.requireAdmin(request("pat@example.org")))).toBe("/");
    expect(await answer(viewer.requireAdmin(request("someone@example.org")))).toBe("/");
  });

  it("requireAdmin sends a visitor to sign in, and back", async () => {
    expect(await answer(viewer.requireAdmin(request(null, "/admin/games?day=2")))).toBe(
      "/login?redirect=%2Fadmin%2Fgames%3Fday%3D2",
    );
  });

  it("requirePlayerOrAdmin lets the player himself and the admin through, no one else", async () => {
    const edit = (email: string | null, id: string) =>
      answer(viewer.requirePlayerOrAdmin(request(email, `/players/${id}/edit`), id));
    expect(await edit("pat@example.org", "p1")).toBe("through");
    expect(await edit("admin@example.org", "p2")).toBe("through");
    expect(await edit("pat@example.org", "p2")).toBe("/players/p2");
    expect(await edit("someone@example.org", "p1")).toBe("/players/p1");
  });

  it("requirePlayer refuses a signed-in person who is no player with a 403", async () => {
    expect(await answer(viewer.requirePlayer(request("pat@example.org", "/games/g1")))).toBe(
      "through",
    );
    expect(await answer(viewer.requirePlayer(request("someone@example.org", "/games/g1")))).toBe(
      "403",
    );
  });
});
