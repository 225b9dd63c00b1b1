// /manifest.webmanifest: the web app manifest linked from every page
// (docs/architecture.md#installable-and-offline), written by webManifest.
// `private, no-cache`: it names the team this device follows (its cookie,
// which the page's link sends: crossorigin="use-credentials").
import { APP_ICONS } from "virtual:app-icons";
import { database } from "~/db/index.server";
import { webManifest } from "~/domain/web-manifest";
import { followedTeamOf } from "~/pages/follow.server";
import { deviceSubscriptionId } from "~/push/device-cookie.server";
import type { Route } from "./+types/manifest";

export async function loader({ request }: Route.LoaderArgs) {
  const followedTeam = await followedTeamOf(await database(), await deviceSubscriptionId(request));
  const manifest = webManifest({ icons: APP_ICONS, followedTeam });
  return new Response(JSON.stringify(manifest), {
    headers: {
      "Content-Type": "application/manifest+json; charset=utf-8",
      "Cache-Control": "private, no-cache",
    },
  });
}
