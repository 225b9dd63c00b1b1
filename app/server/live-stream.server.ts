// GET /live and /games/{id}/live: a Server-Sent Events stream of live
// games' events (./live-hub.server.ts). Never compressed (a zlib context per
// open connection would cost more than the stream itself) and never cached.
// One client holds at most LIVE_STREAMS_PER_CLIENT of them here (429 beyond),
// each ends after LIVE_STREAM_SECONDS (the browser resumes), and a game that
// does not exist has none (404).
import { clientIp } from "~/auth/client-ip.server";
import { gameById } from "~/data/games.server";
import { database } from "~/db/index.server";
import { log } from "~/log.server";
import { isShuttingDown } from "./lifecycle.server";
import { liveHub, StreamRefused, type StreamSink } from "./live-hub.server";

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

function refused(message: string, status = 503, retryAfterSeconds = 5): Response {
  return new Response(message, {
    status,
    headers: {
      "Content-Type": "text/plain; charset=utf-8",
      "Retry-After": String(retryAfterSeconds),
      "Cache-Control": "no-store",
    },
  });
}

function unavailable(message: string): Response {
  return refused(message);
}

export async function liveStreamResponse(
  request: Request,
  gameId: string | null,
): Promise<Response> {
  if (isShuttingDown()) return unavailable("This server is stopping: try again.");
  const hub = await liveHub();
  const client = clientIp(request);
  // Checked again as it opens; first here, so a refused client costs no query.
  const refusal = hub.refusal(client);
  if (refusal) return refused(refusal.message, refusal.status, refusal.retryAfterSeconds);
  if (gameId !== null && !(await gameById(await database(), gameId))) {
    return new Response("No such game.", {
      status: 404,
      headers: { "Content-Type": "text/plain; charset=utf-8" },
    });
  }
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
    end = await hub.open(gameId, resumePoint(request), sink, client);
  } catch (error) {
    if (error instanceof StreamRefused) {
      return refused(error.message, error.status, error.retryAfterSeconds);
    }
    log().error({ err: error }, "A live stream could not start.");
    return unavailable("Live updates are unavailable for a moment: try again.");
  }
  request.signal.addEventListener("abort", () => sink.close());
  if (request.signal.aborted || closed) sink.close();
  return new Response(body, { headers: STREAM_HEADERS });
}
