// The code a share-picture thread runs (app/server/share-image.server.ts
// starts the threads): a game's ShareImage (app/domain/game-story/share-image.ts)
// drawn as a 1200×630 PNG. satori lays the boxes and text out into an SVG
// (text as paths, from Inter's WOFF files), then resvg paints the SVG into a
// PNG, here on this thread: no browser, and nothing on the event loop that
// answers requests. Nothing of the web server is loaded. The production build
// emits it as build/server/share-image-worker.js (vite.config.ts); in
// development and tests the thread runs this file through tsx.
//
// A change to the drawing below moves DRAWING_VERSION in share-image.server.ts.
import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { threadId } from "node:worker_threads";
import { Resvg } from "@resvg/resvg-js";
import type { ReactElement } from "react";
import satori, { type SatoriOptions } from "satori";
import {
  SHARE_IMAGE_HEIGHT,
  SHARE_IMAGE_WIDTH,
  type ShareBand,
  type ShareImage,
} from "~/domain/game-story/share-image";

/** What a thread answers: the PNG, and which thread drew it (tests check it was not the server's). */
export interface DrawnPicture {
  png: Uint8Array;
  threadId: number;
}

/** The site's navy and its quieter text (app/app.css), which read on it at 11:1. */
const NAVY = "#14233f";
const WHITE = "#ffffff";
const QUIET = "#c9d3e3";
/** The live badge's red: white on it reads at 5.9:1. */
const LIVE_RED = "#c8102e";

/**
 * Inter, latin and latin-ext (Ł, ő, ș…), in the two weights drawn: read once
 * per thread. Each subset is a family of its own: satori falls back along
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
 * and from the built worker in build/server alike: both resolve node_modules
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

export default async function drawInThread(image: ShareImage): Promise<DrawnPicture> {
  const svg = await satori(picture(image), {
    width: SHARE_IMAGE_WIDTH,
    height: SHARE_IMAGE_HEIGHT,
    fonts: await loadFonts(),
  });
  // On this thread (not libuv's pool, which the server's files and zlib share).
  const png = new Resvg(svg, {
    fitTo: { mode: "original" },
    font: { loadSystemFonts: false }, // satori drew the text as paths
  })
    .render()
    .asPng();
  return { png, threadId };
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
