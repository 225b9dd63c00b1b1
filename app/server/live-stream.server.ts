// GET /live and /games/{id}/live: a Server-Sent Events stream of live
// games' events (./live-hub.server.ts). Never compressed (a zlib context per
// open connection would cost more than the stream itself) and never cached.
import { isShuttingDown } from "./lifecycle.server";
import { liveHub, StreamRefused, type StreamSink } from "./live-hub.server";
import { log } from "~/log.server";

/** Messages queued for a client that does not read them before it is dropped (it reconnects). */
const MAX_QUEUED = 1_000;

const STREAM_HEADERS = {
  "Content-Type": "text/event-stream; charset=utf-8",
  "Cache-Control": "no-cache, no-transform",
  "X-Accel-Buffering": "no",
};

/** Where a stream resumes: the browser's Last-Event-ID on a reconnect, else the page's `after`. */
export function resumePoint(request: Request): number | null {
  const raw =
    request.headers.get("Last-Event-ID") ?? new URL(request.url).searchParams.get("after");
  if (raw === null || !/^\d{1,15}$/.test(raw)) return null;
  return Number(raw);
}

function unavailable(message: string): Response {
  return new Response(message, {
    status: 503,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Retry-After": "5" },
  });
}

export async function liveStreamResponse(
  request: Request,
  gameId: string | null,
): Promise<Response> {
  if (isShuttingDown()) return unavailable("This server is stopping: try again.");
  const hub = await liveHub();
  const encoder = new TextEncoder();
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  let closed = false;
  let end = () => {};
  const body = new ReadableStream<Uint8Array>({
    start: (c) => {
      controller = c;
    },
    cancel: () => {
      closed = true;
      end();
    },
  });
  const sink: StreamSink = {
    write: (text) => {
      if (closed) return false;
      controller.enqueue(encoder.encode(text));
      return (controller.desiredSize ?? 0) > -MAX_QUEUED;
    },
    close: () => {
      if (closed) return;
      closed = true;
      end();
      controller.close();
    },
  };
  try {
    end = await hub.open(gameId, resumePoint(request), sink);
  } catch (error) {
    if (error instanceof StreamRefused) return unavailable(error.message);
    log().error({ err: error }, "A live stream could not start.");
    return unavailable("Live updates are unavailable for a moment: try again.");
  }
  request.signal.addEventListener("abort", () => sink.close());
  if (request.signal.aborted || closed) sink.close();
  return new Response(body, { headers: STREAM_HEADERS });
}
