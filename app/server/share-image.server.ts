// A game's share picture (app/domain/game-story/share-image.ts) as a 1200×630
// PNG, drawn off the event loop (docs/architecture.md#heavy-work-off-the-event-loop):
// satori's layout takes 40–80 ms of CPU per picture, which on the thread that
// answers requests would hold every visitor up as long. So pictures are drawn
// by app/server/share-image-worker.ts in a small pool of worker threads of
// their own (piscina), at a lower CPU priority than the serving thread, a
// drawing or two at a time, with a bounded queue: past it a picture is
// refused at once (DrawingsBusy: the route answers 503 with Retry-After).
//
// A drawing is kept by what it shows (a hash of the ShareImage and of
// DRAWING_VERSION), not by who asked: it can never be stale, on any instance,
// since a changed result or a new live score is a new key. The picture's
// address carries that hash (?v=), and the route answers a picture only at
// its current address, so a made-up version draws nothing. The rendered-page
// cache (app/server/rendered-pages.server.ts) keeps the route's answer for
// signed-out visitors per league version in front of this; this keep spares
// a new drawing when the league version moved for something else, and for
// signed-in viewers.
import { createHash } from "node:crypto";
import { availableParallelism } from "node:os";
import { LRUCache } from "lru-cache";
import type { ShareImage } from "~/domain/game-story/share-image";
import type { DrawnPicture } from "./share-image-worker";
import { lazyWorkerPool } from "./worker-entry.server";

/** Moves when the drawing (share-image-worker.ts) changes, so that no picture drawn before is reused. */
const DRAWING_VERSION = 1;
/** A picture is 30–80 KB: some hundred and fifty games' pictures. */
const KEEP_BYTES = 8 * 1024 * 1024;
/** Threads: one core is left to the event loop; two at most. */
const DRAWING_THREADS = Math.max(1, Math.min(2, availableParallelism() - 1));
/** Pictures that may wait for a thread (a drawing takes 40–80 ms: the queue drains within a second). */
const MAX_WAITING = 8;
/** Drawings under way at most, drawing and waiting: one more is refused. */
export const MAX_DRAWINGS = DRAWING_THREADS + MAX_WAITING;
/** What a refused picture's answer says to wait, in seconds (the queue is empty by then). */
export const DRAWINGS_RETRY_AFTER_S = 2;
/** nice(2) steps below the serving thread: on a busy machine, requests go first. */
const NICE_INCREMENT = 10;

/** Too many pictures are being drawn on this instance right now: nothing was drawn. */
export class DrawingsBusy extends Error {
  constructor() {
    super("Too many pictures are being drawn right now: try again in a moment.");
  }
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
const counts = { drawn: 0, kept: 0, refused: 0 };
/** The threads that drew pictures (never the event loop's). */
const drawnOn = new Set<number>();

/** How many pictures were drawn, answered from the keep, and refused as busy (tests, bench). */
export function shareImageCounts(): { drawn: number; kept: number; refused: number } {
  return { ...counts };
}

/** The ids of the threads that drew this process's pictures (worker_threads' threadId). */
export function shareImageThreads(): number[] {
  return [...drawnOn];
}

const drawingThreads = lazyWorkerPool<ShareImage, DrawnPicture>("share-image-worker", {
  minThreads: 0,
  maxThreads: DRAWING_THREADS,
  // Starting a thread and loading satori, its layout engine and the fonts
  // takes a few hundred ms: kept a minute for the next bot of a share.
  idleTimeout: 60_000,
  // The queue's bound is MAX_DRAWINGS, counted below (by distinct picture).
  niceIncrement: NICE_INCREMENT,
});
const drawingPool = drawingThreads.threads;

/** Stops the threads (a drawing under way is abandoned): at shutdown, and at the end of a test or script. */
export const closeShareImageDrawing = drawingThreads.close;

/**
 * The PNG of `image`: kept from an earlier drawing of the same picture, else
 * drawn on a worker thread. Throws DrawingsBusy, at once, when MAX_DRAWINGS
 * other pictures are already being drawn or wait for a thread.
 */
export async function shareImagePng(image: ShareImage): Promise<Buffer> {
  const tag = shareImageTag(image);
  const png = kept.get(tag);
  if (png) {
    counts.kept++;
    return png;
  }
  let pending = drawing.get(tag);
  if (!pending) {
    if (drawing.size >= MAX_DRAWINGS) {
      counts.refused++;
      throw new DrawingsBusy();
    }
    pending = draw(tag, image).finally(() => drawing.delete(tag));
    drawing.set(tag, pending);
  }
  return pending;
}

async function draw(tag: string, image: ShareImage): Promise<Buffer> {
  const drawn = await drawingPool().run(image);
  // A copy arrives (structured clone): its bytes as a Buffer, without copying again.
  const png = Buffer.from(drawn.png.buffer, drawn.png.byteOffset, drawn.png.byteLength);
  counts.drawn++;
  drawnOn.add(drawn.threadId);
  kept.set(tag, png);
  return png;
}
