// The web app manifest (docs/architecture.md#installable-and-offline): what a
// phone needs to install the site as an app of its home screen. Pure: the
// route (app/routes/manifest.ts) gives it the built icons' addresses and,
// where the device follows a team, that team, which becomes a shortcut.
import { LEAGUE_COLOURS, LEAGUE_NAME, LEAGUE_SHORT_NAME } from "./league";

/** The icons drawn from the logo at build time (vite.config.ts, league:app-icons). */
export interface AppIcons {
  /** 192 × 192 PNG, the logo on a transparent ground. */
  any192: string;
  /** 512 × 512 PNG, the same. */
  any512: string;
  /** 512 × 512 PNG, the logo inside the maskable safe zone on a navy square. */
  maskable512: string;
}

export interface WebManifestInput {
  icons: AppIcons;
  /** The team this device follows, for a shortcut to its page. */
  followedTeam?: { id: string; name: string };
}

interface Shortcut {
  name: string;
  short_name?: string;
  url: string;
  icons: { src: string; sizes: string; type: string }[];
}

export function webManifest({ icons, followedTeam }: WebManifestInput) {
  const shortcutIcons = [{ src: icons.any192, sizes: "192x192", type: "image/png" }];
  const shortcuts: Shortcut[] = [{ name: "Schedule", url: "/schedule", icons: shortcutIcons }];
  if (followedTeam) {
    shortcuts.push({
      name: followedTeam.name,
      url: `/teams/${encodeURIComponent(followedTeam.id)}`,
      icons: shortcutIcons,
    });
  }
  return {
    id: "/",
    name: LEAGUE_NAME,
    short_name: LEAGUE_SHORT_NAME,
    description: `Schedule, scores, standings and teams of the ${LEAGUE_NAME}.`,
    start_url: "/",
    scope: "/",
    display: "standalone",
    theme_color: LEAGUE_COLOURS.navy,
    background_color: LEAGUE_COLOURS.paper,
    icons: [
      { src: icons.any192, sizes: "192x192", type: "image/png", purpose: "any" },
      { src: icons.any512, sizes: "512x512", type: "image/png", purpose: "any" },
      { src: icons.maskable512, sizes: "512x512", type: "image/png", purpose: "maskable" },
    ],
    shortcuts,
  };
}
