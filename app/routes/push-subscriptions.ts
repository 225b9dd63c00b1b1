// /push/subscriptions (docs/league-rules.md#push-notifications): the follow
// island's JSON API. GET says the server's VAPID key and what this device
// follows; POST `{ subscription, teams }` subscribes the device (201), the
// same endpoint again replaces its teams. Personal: never stored by a cache
// (app/server/personal-pages.server.ts); the body is capped at 8 KB and must
// be JSON (app/server/request-body.server.ts).
import { clientIp } from "~/auth/client-ip.server";
import { getViewer } from "~/auth/viewer.server";
import { now } from "~/clock.server";
import { database } from "~/db/index.server";
import { siteOrigin } from "~/http.server";
import { deviceFollows, subscribeDevice } from "~/pages/follow.server";
import { deviceSubscriptionId, rememberDevice } from "~/push/device-cookie.server";
import { refusePushEndpoint } from "~/push/endpoint-guard.server";
import type { Route } from "./+types/push-subscriptions";

export async function loader({ request }: Route.LoaderArgs) {
  const db = await database();
  return Response.json(await deviceFollows(db, await deviceSubscriptionId(request)));
}

export async function action({ request }: Route.ActionArgs) {
  // Same origin only, stricter than the forms' check: a browser's fetch always
  // says its Origin, and no other site's page may sign a device up.
  if (request.headers.get("Origin") !== siteOrigin(request)) {
    return Response.json(
      { message: "Only this site's own pages can follow teams." },
      { status: 403 },
    );
  }
  // The web server lets only JSON through to this address; its `.data` twin
  // gets a form, which is not a subscription.
  const body: unknown = await request.json().catch(() => undefined);
  if (body === undefined) {
    return Response.json({ message: "Send the subscription as JSON." }, { status: 400 });
  }
  const [db, viewer] = await Promise.all([database(), getViewer(request)]);
  const answer = await subscribeDevice(db, body, {
    ip: clientIp(request),
    playerId: viewer?.player?.id ?? null,
    at: now(),
    refuseEndpoint: refusePushEndpoint,
  });
  if (answer.status !== 201) {
    return Response.json(
      { message: answer.message },
      { status: answer.status, headers: answer.headers },
    );
  }
  return Response.json(
    { teams: answer.teams },
    { status: 201, headers: { "Set-Cookie": await rememberDevice(answer.subscriptionId) } },
  );
}
