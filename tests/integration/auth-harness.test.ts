// The signed-in test harness itself: a cookie from cookieFor is a real session
// that getViewer reads, with the roles of SPEC 6.
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
});
