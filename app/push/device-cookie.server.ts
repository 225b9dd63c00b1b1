// Which push subscription this browser is (docs/league-rules.md#push-notifications):
// a device follows teams without an account, so the server knows it by a
// cookie holding its subscription's id, set when the browser subscribes. The
// id is random (122 bits) and only this device's pages read it: the follow
// page, the subscription API and the manifest's shortcut. Public pages never
// do, so they stay the same for everyone and can be kept.
import { createCookie } from "react-router";
import { appUrl } from "~/auth/auth.server";

/** As long as browsers keep a cookie (400 days); every subscribe renews it. */
const MAX_AGE_SECONDS = 400 * 24 * 60 * 60;
const SUBSCRIPTION_ID = /^[0-9a-f-]{36}$/;

function deviceCookie() {
  return createCookie("league_device", {
    httpOnly: true,
    sameSite: "lax",
    path: "/",
    maxAge: MAX_AGE_SECONDS,
    secure: appUrl().startsWith("https:"),
  });
}

/** The subscription id this device's cookie names, if it carries a well-formed one. */
export async function deviceSubscriptionId(request: Request): Promise<string | null> {
  const value: unknown = await deviceCookie().parse(request.headers.get("Cookie"));
  return typeof value === "string" && SUBSCRIPTION_ID.test(value) ? value : null;
}

/** The Set-Cookie that makes this browser the device of subscription `id`. */
export function rememberDevice(id: string): Promise<string> {
  return deviceCookie().serialize(id);
}

/** The Set-Cookie that forgets it (the device stopped every notification). */
export function forgetDevice(): Promise<string> {
  return deviceCookie().serialize("", { maxAge: 0 });
}
