// The link of a signup's confirmation email (docs/league-rules.md#signups-and-fees):
// signed for the waiting signup's id (SIGNED_LINKS.confirmSignup), for this
// site (APP_URL) and this server's secret.
import { appUrl } from "~/auth/auth.server";
import { authSecret } from "~/auth/secret.server";
import { signedLinkUrl } from "./signed-links.server";

export function signupConfirmUrl(pendingId: string): string {
  return signedLinkUrl(appUrl(), authSecret(), "confirmSignup", [pendingId]);
}
