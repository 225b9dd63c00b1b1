// Spectators' live streams (Server-Sent Events) on this instance. The hub
// listens for the database's NOTIFY on the live channel: on PostgreSQL every
// instance hears every write, whichever instance made it; on PGlite the one
// process hears its own. On each notification it reads the new events ONCE
// (however many streams are open) and writes each to the streams that follow
// that game. A stream that reconnects says the last event it saw
// (Last-Event-ID) and first gets what it missed, read from the database.
import { latestLiveSeq, LIVE_CHANNEL, liveEventsSince } from "~/data/live-events.server";
import type { Database } from "~/db/connection.server";
import { openAppDatabase } from "~/db/index.server";
import type { LiveEvent } from "~/domain/live-game";
import { log } from "~/log.server";
import { endStreamsWhenStopping } from "./lifecycle.server";

/** More open streams than this on one instance are refused (503): a bound on memory. */
export const MAX_STREAMS = 5_000;
/** A comment line this often keeps proxies and phones from closing an idle stream. */
const HEARTBEAT_MS = 20_000;
/** Events read per query while catching up. */
const PAGE = 500;
/** A reconnecting stream further behind than this is told to reload instead. */
const REPLAY_LIMIT = 2_000;

export interface StreamSink {
  /** Queues text for the client; false when the client reads too slowly (the stream is dropped). */
  write(text: string): boolean;
  close(): void;
}

interface Stream {
  gameId: string | null;
  sink: StreamSink;
  /** The last event written to it. */
  sentSeq: number;
  /** While it catches up on what it missed: what arrived meanwhile. */
  held: LiveEvent[] | null;
}

export class StreamRefused extends Error {}

/** One SSE message: the event's seq is its id, so a reconnect resumes after it. */
export function sseMessage(event: LiveEvent | { kind: "resync" }, seq?: number): string {
  return `${seq !== undefined ? `id: ${seq}\n` : ""}data: ${JSON.stringify(event)}\n\n`;
}

export class LiveHub {
  private readonly streams = new Set<Stream>();
  private seq = 0;
  private pulling = false;
  private pullAgain = false;
  private heartbeat: NodeJS.Timeout | undefined;
  private stopListening: (() => Promise<void>) | undefined;

  constructor(private readonly db: Database) {}

  async start(listen: Awaited<ReturnType<typeof openAppDatabase>>["listen"]): Promise<void> {
    // Listen first, then read where we are: nothing committed in between is missed.
    this.stopListening = await listen(LIVE_CHANNEL, {
      onNotify: () => this.pull(),
      onReconnect: () => this.pull(),
    });
    this.seq = await latestLiveSeq(this.db);
    this.heartbeat = setInterval(() => this.broadcast(": ping\n\n"), HEARTBEAT_MS);
    this.heartbeat.unref();
  }

  get size(): number {
    return this.streams.size;
  }

  /**
   * A new stream of one game's events (or all games', `gameId` null). With
   * `afterSeq`, it first gets the events after it; without, only new ones.
   * Answers a function that ends it.
   */
  async open(gameId: string | null, afterSeq: number | null, sink: StreamSink) {
    if (this.streams.size >= MAX_STREAMS) throw new StreamRefused("Too many open streams.");
    const stream: Stream = {
      gameId,
      sink,
      sentSeq: afterSeq ?? this.seq,
      held: afterSeq === null ? null : [],
    };
    this.streams.add(stream);
    const close = () => this.streams.delete(stream);
    sink.write("retry: 2000\n\n");
    if (afterSeq !== null) await this.catchUp(stream, afterSeq);
    return close;
  }

  private async catchUp(stream: Stream, afterSeq: number): Promise<void> {
    try {
      const missed = await liveEventsSince(this.db, afterSeq, {
        gameId: stream.gameId,
        limit: REPLAY_LIMIT + 1,
      });
      if (missed.length > REPLAY_LIMIT) {
        // Too far behind to replay: the page reloads its data instead.
        stream.sentSeq = Math.max(this.seq, missed.at(-1)!.seq);
        this.send(stream, sseMessage({ kind: "resync" }, stream.sentSeq));
      } else {
        for (const event of missed) this.write(stream, event);
      }
    } finally {
      const held = stream.held ?? [];
      stream.held = null;
      for (const event of held) this.write(stream, event);
    }
  }

  private deliverTo(stream: Stream, event: LiveEvent, text?: string) {
    if (stream.held) stream.held.push(event);
    else this.write(stream, event, text);
  }

  /** Each event once, in order: what a stream already has is skipped. */
  private write(stream: Stream, event: LiveEvent, text = sseMessage(event, event.seq)) {
    if (event.seq <= stream.sentSeq) return;
    stream.sentSeq = event.seq;
    this.send(stream, text);
  }

  private send(stream: Stream, text: string): void {
    if (!stream.sink.write(text)) {
      this.streams.delete(stream);
      stream.sink.close();
    }
  }

  private broadcast(text: string): void {
    for (const stream of this.streams) this.send(stream, text);
  }

  /** Reads what is new, once for all streams; notifications during a read start one more. */
  pull(): void {
    if (this.pulling) {
      this.pullAgain = true;
      return;
    }
    this.pulling = true;
    void this.drain().finally(() => (this.pulling = false));
  }

  private async drain(): Promise<void> {
    try {
      do {
        this.pullAgain = false;
        for (;;) {
          const events = await liveEventsSince(this.db, this.seq, { limit: PAGE });
          for (const event of events) {
            this.seq = event.seq;
            const text = sseMessage(event, event.seq);
            for (const stream of this.streams) {
              if (stream.gameId === null || stream.gameId === event.gameId) {
                this.deliverTo(stream, event, text);
              }
            }
          }
          if (events.length < PAGE) break;
        }
      } while (this.pullAgain);
    } catch (error) {
      log().error({ err: error }, "Reading live events failed: trying again in a second.");
      setTimeout(() => this.pull(), 1_000).unref();
    }
  }

  /** Ends every stream (the server is stopping: clients reconnect elsewhere). */
  closeStreams(): void {
    for (const stream of this.streams) stream.sink.close();
    this.streams.clear();
  }

  async stop(): Promise<void> {
    clearInterval(this.heartbeat);
    this.closeStreams();
    await this.stopListening?.();
  }
}

const holder = globalThis as typeof globalThis & { __liveHub?: Promise<LiveHub> };

/** The process's hub, started on first use. */
export function liveHub(): Promise<LiveHub> {
  holder.__liveHub ??= (async () => {
    const opened = await openAppDatabase();
    const hub = new LiveHub(opened.db);
    await hub.start(opened.listen);
    endStreamsWhenStopping(() => hub.closeStreams());
    return hub;
  })().catch((error: unknown) => {
    holder.__liveHub = undefined;
    throw error;
  });
  return holder.__liveHub;
}

/** The hub if it was started (the server is stopping: nothing to start). */
export function runningLiveHub(): Promise<LiveHub> | undefined {
  return holder.__liveHub;
}
