// The signed-in test harness itself: a cookie from cookieFor is a real session
// that getViewer reads, with the roles of docs/league-rules.md#roles.
import { beforeAll, describe, expect, it } from "vitest";
import { startApp, type TestApp } from "../support/app";

let app: TestApp;
beforeAll(async () => {
  app = await startApp();
}, 120_000);

describe("viewer roles", () => {
  it("knows a player, an admin, a signed-in non-player and a visitor", async () => {
    const { getViewer } = await import("~/auth/viewer.server");
    const as = async (email?: string) =>
      getViewer(app.request("/", { cookie: email ? await app.cookieFor(email) : undefined }));
    const player = await as("PLAYER@example.org");
    expect(player?.player?.firstName).toBe("Pat");
    expect(player?.isAdmin).toBe(false);
    const admin = await as("admin@example.org");
    expect(admin?.isAdmin).toBe(true);
    const fan = await as("fan@example.org");
    expect(fan).toMatchObject({ isAdmin: false, player: null, email: "fan@example.org" });
    expect(await as()).toBeNull();
    // A forged cookie is nobody.
    expect(
      await getViewer(app.request("/", { cookie: "better-auth.session_token=forged.value" })),
    ).toBeNull();
  });

  it("guards admin pages: signed out → login and back, non-admin → home, admin passes", async () => {
    const { requireAdmin, requirePlayer } = await import("~/auth/viewer.server");
    const attempt = async (guard: typeof requireAdmin, email?: string) => {
      const cookie = email ? await app.cookieFor(email) : undefined;
      try {
        return await guard(app.request("/admin/games?season=4", { cookie }));
      } catch (thrown) {
        const response = thrown as Response;
        return `${response.status} ${response.headers.get("Location") ?? (await response.text())}`;
      }
    };
    expect(await attempt(requireAdmin)).toBe("302 /login?redirect=%2Fadmin%2Fgames%3Fseason%3D4");
    expect(await attempt(requireAdmin, "player@example.org")).toBe("302 /");
    expect(await attempt(requireAdmin, "ADMIN@example.org")).toMatchObject({ isAdmin: true });
    expect(await attempt(requirePlayer, "admin@example.org")).toMatch(/^403 Only players/);
    expect(await attempt(requirePlayer, "player@example.org")).toMatchObject({
      player: { firstName: "Pat" },
    });
  });
});
