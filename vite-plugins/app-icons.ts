// The installed app's icons (docs/architecture.md#installable-and-offline),
// drawn from the league's logo (public/logo.svg) at build time with resvg:
// 192 and 512 px for any use, and a 512 px maskable one whose logo sits
// inside the safe zone (the middle circle of 80 % of the width, which every
// launcher's mask keeps) on a navy square. Emitted as hashed files under
// assets/ (kept a year, like every hashed asset), their addresses exported by
// the module `virtual:app-icons` to the manifest's route and the root layout.
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { Resvg } from "@resvg/resvg-js";
import type { Plugin } from "vite";
import { LEAGUE_COLOURS } from "../app/domain/league";
import type { AppIcons } from "../app/domain/web-manifest";

const LOGO = fileURLToPath(new URL("../public/logo.svg", import.meta.url));
const MODULE_ID = "virtual:app-icons";
const RESOLVED_ID = `\0${MODULE_ID}`;

/** The logo's disc is 57/120 of its width; the maskable safe zone's radius is 40 % of the icon. */
const MASKABLE_LOGO_SHARE = 0.8;

function render(svg: string, size: number): Buffer {
  return new Resvg(svg, {
    fitTo: { mode: "width", value: size },
    // The badge's initials are set in Georgia, else any serif: the system's
    // (Liberation Serif on Debian, Times New Roman's metrics).
    font: { loadSystemFonts: true, serifFamily: "Liberation Serif" },
  })
    .render()
    .asPng();
}

/** The logo, scaled to `share` of a navy square `size` wide, centred. */
function onNavySquare(logo: string, size: number, share: number): string {
  const inner = logo.replace(/^[\s\S]*?<svg\b[^>]*>/, "").replace(/<\/svg>\s*$/, "");
  const side = size * share;
  const at = (size - side) / 2;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">
<rect width="${size}" height="${size}" fill="${LEAGUE_COLOURS.navy}"/>
<svg x="${at}" y="${at}" width="${side}" height="${side}" viewBox="0 0 120 120">${inner}</svg>
</svg>`;
}

interface Icon {
  key: keyof AppIcons;
  png: Buffer;
  fileName: string;
}

function drawIcons(): Icon[] {
  const logo = readFileSync(LOGO, "utf8");
  const drawn: [keyof AppIcons, string, Buffer][] = [
    ["any192", "icon-192", render(logo, 192)],
    ["any512", "icon-512", render(logo, 512)],
    ["maskable512", "icon-maskable-512", render(onNavySquare(logo, 512, MASKABLE_LOGO_SHARE), 512)],
  ];
  return drawn.map(([key, name, png]) => {
    const hash = createHash("sha256").update(png).digest("base64url").slice(0, 8);
    return { key, png, fileName: `assets/${name}-${hash}.png` };
  });
}

export function appIcons(): Plugin {
  let icons: Icon[] | undefined;
  const drawnIcons = () => (icons ??= drawIcons());
  return {
    name: "league:app-icons",
    resolveId: (id) => (id === MODULE_ID ? RESOLVED_ID : undefined),
    load(id) {
      if (id !== RESOLVED_ID) return undefined;
      const urls = Object.fromEntries(drawnIcons().map((i) => [i.key, `/${i.fileName}`]));
      return `export const APP_ICONS = ${JSON.stringify(urls)};`;
    },
    generateBundle() {
      // The browser build writes the files; the server's only needs their addresses.
      if (this.environment.name !== "client") return;
      for (const icon of drawnIcons()) {
        this.emitFile({ type: "asset", fileName: icon.fileName, source: icon.png });
      }
    },
    configureServer(server) {
      // Under the dev server the same addresses are answered from memory.
      server.middlewares.use((req, res, next) => {
        const icon = drawnIcons().find((i) => req.url === `/${i.fileName}`);
        if (!icon) return next();
        res.setHeader("Content-Type", "image/png");
        res.end(icon.png);
      });
    },
  };
}
