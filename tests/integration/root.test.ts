// The root loader, the data of the chrome around every page: who is signed in
// (the account icon and the menu's way in) and the season the menu's
// Standings opens.
import { beforeAll, describe, expect, it } from "vitest";
import { yesTo } from "../support/admin-forms";
import { startApp, type TestApp } from "../support/app";

let app: TestApp;
let loader: (args: unknown) => Promise<Record<string, unknown>>;

beforeAll(async () => {
  app = await startApp();
  loader = (await import("~/root")).loader as never;
}, 120_000);

const rootFor = async (email?: string) =>
  loader({
    request: app.request("/", { cookie: email ? await app.cookieFor(email) : undefined }),
    params: {},
    context: {},
  });

describe("root loader", () => {
  it("tells the menu who is signed in and which season is current", async () => {
    expect(await rootFor()).toMatchObject({ signedIn: false, isAdmin: false, currentSeasonId: 4 });
    expect(await rootFor("player@example.org")).toMatchObject({
      signedIn: true,
      isAdmin: false,
      currentSeasonId: 4,
    });
    expect(await rootFor("admin@example.org")).toMatchObject({
      signedIn: true,
      isAdmin: true,
      currentSeasonId: 4,
    });
  });

  it("follows the current season as soon as an admin makes another one current", async () => {
    const { makeSeasonCurrent } = await import("~/data/season-lifecycle.server");
    const { leagueVersion, leagueVersionAfterWrite } = await import("~/data/league-version.server");
    const by = { actorEmail: "admin@example.org", at: new Date() };
    // As the request handler does around an admin's post: the write, then the
    // version once it is heard (the announcement comes asynchronously).
    const write = async (seasonId: number) => {
      const before = await leagueVersion(app.db);
      const { shown } = await yesTo(app.db, seasonId, { confirm: "make-current" });
      await makeSeasonCurrent(app.db, seasonId, by, shown!);
      await leagueVersionAfterWrite(app.db, before);
    };
    await write(3);
    expect((await rootFor()).currentSeasonId).toBe(3);
    await write(4);
    expect((await rootFor()).currentSeasonId).toBe(4);
  });
});
