// /alerts/unsubscribe?p={playerId}&s={signature}: the link in every alert
// email (docs/league-rules.md#email-alerts). Opening it only asks (mail
// scanners follow links, so a GET changes nothing); posting to it turns all
// of the player's alerts off: the page's button, or the mail provider's
// one-click Unsubscribe (RFC 8058), which posts from its own servers with
// no cookie and no Origin. The signature is the only permission needed.
import { data } from "react-router";
import { authSecret } from "~/auth/secret.server";
import { now } from "~/clock.server";
import { alertPreferences, turnOffAlerts } from "~/data/email-preferences.server";
import { playerRefs } from "~/data/players.server";
import type { Database } from "~/db/connection.server";
import { isRecordId } from "~/domain/ids";
import { fullName } from "~/domain/people/name";
import { isUnsubscribeSignature, UNSUBSCRIBE_PATH } from "~/email/unsubscribe-link.server";

export const BAD_UNSUBSCRIBE_LINK =
  "This unsubscribe link is not valid: it may have been cut short when it was copied. Open it again from the email, or sign in and choose your alerts on your account page.";

/** A signature is 43 characters; anything much longer is not one. */
const MAX_SIGNATURE_LENGTH = 100;

/** The player the link was signed for, or null when the link is not one of ours. */
function signedPlayerId(query: URLSearchParams): string | null {
  const playerId = query.get("p");
  const signature = query.get("s");
  if (!isRecordId(playerId) || !signature || signature.length > MAX_SIGNATURE_LENGTH) return null;
  return isUnsubscribeSignature(authSecret(), playerId, signature) ? playerId : null;
}

function badLink() {
  return data({ state: "bad-link" as const, message: BAD_UNSUBSCRIBE_LINK }, { status: 400 });
}

async function playerName(db: Database, playerId: string): Promise<string | null> {
  const player = (await playerRefs(db, [playerId])).get(playerId);
  return player ? fullName(player) : null;
}

/** The question: whose alerts, whether any is on, and where the button posts. */
export async function loadUnsubscribePage(db: Database, query: URLSearchParams) {
  const playerId = signedPlayerId(query);
  if (!playerId) return badLink();
  const [name, alerts] = await Promise.all([
    playerName(db, playerId),
    alertPreferences(db, playerId),
  ]);
  const link = new URLSearchParams({ p: playerId, s: query.get("s")! });
  return data({
    state: "confirm" as const,
    name,
    anyOn: alerts.gameChanges || alerts.results,
    action: `${UNSUBSCRIBE_PATH}?${link}`,
  });
}

/** Every alert off; whatever the body says (the one-click body is `List-Unsubscribe=One-Click`). */
export async function unsubscribeFromAlerts(db: Database, query: URLSearchParams) {
  const playerId = signedPlayerId(query);
  if (!playerId) return badLink();
  await turnOffAlerts(db, playerId, now());
  return data({ state: "done" as const, name: await playerName(db, playerId) });
}
