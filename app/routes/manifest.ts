// /manifest.webmanifest: the web app manifest linked from every page
// (docs/architecture.md#installable-and-offline), written by webManifest.
// `private, no-cache`: it will name the team this device follows.
import { APP_ICONS } from "virtual:app-icons";
import { webManifest } from "~/domain/web-manifest";

export function loader() {
  // TODO(lead): followed team from the device cookie
  const manifest = webManifest({ icons: APP_ICONS, followedTeam: undefined });
  return new Response(JSON.stringify(manifest), {
    headers: {
      "Content-Type": "application/manifest+json; charset=utf-8",
      "Cache-Control": "private, no-cache",
    },
  });
}
