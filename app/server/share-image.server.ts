// Draws a game's share picture (app/domain/game-story/share-image.ts) as a 1200×630 PNG:
// satori lays the boxes and text out into an SVG (text as paths, from Inter's
// WOFF files), then resvg paints the SVG into a PNG on libuv's thread pool.
// No browser.
//
// A drawing is kept by what it shows (a hash of the ShareImage and of this
// file's DRAWING_VERSION), not by who asked: it can never be stale, on any
// instance, since a changed result or a new live score is a new key. The
// rendered-page cache (app/server/rendered-pages.server.ts) keeps the route's
// answer for signed-out visitors per league version in front of this; this keep
// spares a new drawing when the league version moved for something else, for
// signed-in viewers, and for the page's og:image address.
import { createHash } from "node:crypto";
import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { renderAsync } from "@resvg/resvg-js";
import { LRUCache } from "lru-cache";
import type { ReactElement } from "react";
import satori, { type SatoriOptions } from "satori";
import {
  SHARE_IMAGE_HEIGHT,
  SHARE_IMAGE_WIDTH,
  type ShareBand,
  type ShareImage,
} from "~/domain/game-story/share-image";

/** Moves when the drawing below changes, so that no picture drawn before is reused. */
const DRAWING_VERSION = 1;
/** A picture is 30–80 KB: some hundred games' pictures. */
const KEEP_BYTES = 8 * 1024 * 1024;

/** The site's navy and its quieter text (app/app.css), which read on it at 11:1. */
const NAVY = "#14233f";
const WHITE = "#ffffff";
const QUIET = "#c9d3e3";
/** The live badge's red: white on it reads at 5.9:1. */
const LIVE_RED = "#c8102e";

/**
 * Inter, latin and latin-ext (Ł, ő, ș…), in the two weights drawn: read once
 * per process. Each subset is a family of its own: satori falls back along
 * the family list for a missing glyph, but not between two files of one name.
 */
const FONT_FILES = [
  { file: "inter-latin-500-normal.woff", name: "Inter", weight: 500 },
  { file: "inter-latin-800-normal.woff", name: "Inter", weight: 800 },
  { file: "inter-latin-ext-500-normal.woff", name: "Inter Ext", weight: 500 },
  { file: "inter-latin-ext-800-normal.woff", name: "Inter Ext", weight: 800 },
] as const;
const FONT_FAMILY = "Inter, 'Inter Ext'";

let fonts: Promise<SatoriOptions["fonts"]> | undefined;

/**
 * Resolved as a package path, so it is found from the sources (dev, tests)
 * and from the built server in build/server alike: both resolve node_modules
 * upwards from where they are.
 */
function loadFonts(): Promise<SatoriOptions["fonts"]> {
  const require = createRequire(import.meta.url);
  fonts ??= Promise.all(
    FONT_FILES.map(async ({ file, name, weight }) => ({
      name,
      weight,
      style: "normal" as const,
      data: await readFile(require.resolve(`@fontsource/inter/files/${file}`)),
    })),
  ).catch((error: unknown) => {
    fonts = undefined; // try again on the next picture
    throw error;
  });
  return fonts;
}

/** What a picture is kept by, and the ETag and og:image address say: a hash of what it shows. */
export function shareImageTag(image: ShareImage): string {
  return createHash("sha256")
    .update(JSON.stringify([DRAWING_VERSION, image]))
    .digest("base64url")
    .slice(0, 16);
}

const kept = new LRUCache<string, Buffer>({
  maxSize: KEEP_BYTES,
  sizeCalculation: (png) => png.length,
});
/** Drawings under way: a burst of link-preview bots after a share waits for one. */
const drawing = new Map<string, Promise<Buffer>>();
const counts = { drawn: 0, kept: 0 };

/** How many pictures were drawn and how many were answered from the keep (tests, bench). */
export function shareImageCounts(): { drawn: number; kept: number } {
  return { ...counts };
}

/** The PNG of `image`: kept from an earlier drawing of the same picture, else drawn. */
export async function shareImagePng(image: ShareImage): Promise<Buffer> {
  const tag = shareImageTag(image);
  const png = kept.get(tag);
  if (png) {
    counts.kept++;
    return png;
  }
  let pending = drawing.get(tag);
  if (!pending) {
    pending = drawPng(image).finally(() => drawing.delete(tag));
    drawing.set(tag, pending);
  }
  const drawn = await pending;
  kept.set(tag, drawn);
  return drawn;
}

async function drawPng(image: ShareImage): Promise<Buffer> {
  const svg = await satori(picture(image), {
    width: SHARE_IMAGE_WIDTH,
    height: SHARE_IMAGE_HEIGHT,
    fonts: await loadFonts(),
  });
  const rendered = await renderAsync(svg, {
    fitTo: { mode: "original" },
    font: { loadSystemFonts: false }, // satori drew the text as paths
  });
  counts.drawn++;
  return rendered.asPng();
}

type Style = Record<string, string | number>;
type Child = ReactElement | string;

/** A satori element: the shape React.createElement makes, without React. */
function box(style: Style, ...children: Child[]): ReactElement {
  return {
    type: "div",
    key: null,
    props: { style: { display: "flex", ...style }, children },
  } as ReactElement;
}

function band({ name, nameSize, right, rightIsScore, background, text }: ShareBand) {
  return box(
    {
      height: 178,
      alignItems: "center",
      justifyContent: "space-between",
      padding: "0 48px",
      margin: "0 40px",
      borderRadius: 20,
      background,
      color: text,
      // A dark team colour on the navy still shows its edge.
      border: "3px solid rgba(255, 255, 255, 0.35)",
    },
    box({ maxWidth: 820, fontSize: nameSize, fontWeight: 800, lineHeight: 1.05 }, name),
    rightIsScore
      ? box({ fontSize: 132, fontWeight: 800, letterSpacing: -2 }, right)
      : box({ fontSize: 30, fontWeight: 800, letterSpacing: 3 }, right.toUpperCase()),
  );
}

function statusBadge(status: string | null): Child {
  if (!status) return "";
  const live = status.toUpperCase() === "LIVE";
  return box(
    {
      padding: "8px 22px",
      borderRadius: 12,
      background: live ? LIVE_RED : WHITE,
      color: live ? WHITE : NAVY,
      fontSize: 32,
      fontWeight: 800,
      letterSpacing: 3,
    },
    status.toUpperCase(),
  );
}

/** The picture: the league and the state on top, a band per team, then when and where. */
function picture(image: ShareImage): ReactElement {
  const toCome = image.bands[0].rightIsScore === false;
  return box(
    {
      width: SHARE_IMAGE_WIDTH,
      height: SHARE_IMAGE_HEIGHT,
      flexDirection: "column",
      background: NAVY,
      color: WHITE,
      fontFamily: FONT_FAMILY,
    },
    box(
      {
        height: 104,
        alignItems: "center",
        justifyContent: "space-between",
        padding: "0 56px",
      },
      box({ fontSize: 34, fontWeight: 800 }, image.league),
      statusBadge(image.status),
    ),
    box({ flexDirection: "column", gap: 14 }, band(image.bands[0]), band(image.bands[1])),
    box(
      { flexGrow: 1, flexDirection: "column", justifyContent: "center", padding: "0 56px" },
      box({ fontSize: toCome ? 52 : 40, fontWeight: 800 }, image.when),
      box({ fontSize: 28, fontWeight: 500, color: QUIET, marginTop: 6 }, image.detail),
    ),
  );
}
