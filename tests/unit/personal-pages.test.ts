// Which addresses no cache may store (app/server/personal-pages.server.ts;
// issue 26 §9): the pages signed links open, and the ones that are one person's.
import { describe, expect, it } from "vitest";
import { isPersonalPage } from "~/server/personal-pages.server";

describe("isPersonalPage", () => {
  it.each([
    "/login",
    "/login.data",
    "/login/verify",
    "/login/verify.data",
    "/account",
    "/account.data",
    "/admin",
    "/admin.data",
    "/admin/games",
    "/admin/games/g1/schedule.data",
    "/admin/data.json",
    "/availability",
    "/availability.data",
    "/availability/remind",
    "/availability/invite",
    "/availability/accept",
    "/alerts/unsubscribe",
    "/alerts/unsubscribe.data",
    "/signup/confirm",
    "/signup/confirm.data",
    "/Signup/%43onfirm",
    "/players/p1/edit",
    // Other spellings of the same addresses, as the router finds them.
    "/Login/Verify",
    "/LOGIN/verify",
    "/%6Cogin/verify",
    "/%6c%6F%67%69%6E",
    "/ACCOUNT",
    "/Account.data",
    "/Admin/players",
    "/ADMIN/data.json",
    "/players/p1/EDIT",
    "/players/P%31/%65dit",
    "/./availability",
    "/%2e/availability",
    "/teams/../account",
    "/teams/%2e%2e/account",
    "//account",
    "/admin//games",
    "/alerts%2Funsubscribe/../alerts/unsubscribe",
    "/%41vailability/remind",
  ])("%s is never stored", (path) => {
    expect(isPersonalPage(path)).toBe(true);
  });

  it.each([
    "/",
    "/_root.data",
    "/teams",
    "/games/g1",
    "/players/p1",
    "/administrator",
    "/logins",
    "/Teams",
    "/players/%2Fedit",
    "/%",
    "/signup",
    "/signup/all",
    "/signup/confirmed",
  ])("%s is not", (path) => {
    expect(isPersonalPage(path)).toBe(false);
  });
});
