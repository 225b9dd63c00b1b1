// Spectators' live streams (Server-Sent Events) on this instance. The hub
// listens for the database's NOTIFY on the live channel: on PostgreSQL every
// instance hears every write, whichever instance made it; on PGlite the one
// process hears its own. On each notification it reads the new events ONCE
// (however many streams are open) and writes each to the streams that follow
// that game. A stream that reconnects says the last event it saw
// (Last-Event-ID) and first gets what it missed, read from the database.
//
// Limits, so that no client can hold every stream: at most `perClient` open
// streams per client address on this instance (429 beyond), and each stream
// ends after `lifetimeMs` (the browser reconnects with Last-Event-ID and
// resumes). The count is this process's: a stream is a connection to it.
import { latestLiveSeq, LIVE_CHANNEL, liveEventsSince } from "~/data/live-events.server";
import type { Database } from "~/db/connection.server";
import { env } from "~/config.server";
import { openAppDatabase } from "~/db/index.server";
import type { LiveEvent } from "~/domain/live/game";
import { log } from "~/log.server";
import { endStreamsWhenStopping } from "./lifecycle.server";

/** More open streams than this on one instance are refused (503): a bound on memory. */
export const MAX_STREAMS = 5_000;
/** A comment line this often keeps proxies and phones from closing an idle stream. */
const HEARTBEAT_MS = 20_000;
/** Events read per query while following the live channel. */
const PAGE = 500;
/**
 * A reconnecting stream is sent at most this many missed events, read in one
 * bounded query; one further behind is told to reload the page's data (the
 * current state, with the game's baskets) and then gets new events.
 */
export const REPLAY_LIMIT = 200;
/** The browser's wait before it reconnects (sent as `retry:`). */
const RETRY_MS = 2_000;

export interface StreamLimits {
  /** Open streams one client may hold on this instance. */
  perClient: number;
  /** A stream ends after this long (each a little sooner, at random, so a crowd spreads out). */
  lifetimeMs: number;
}

const NO_LIMITS: StreamLimits = { perClient: Infinity, lifetimeMs: 0 };

export interface StreamSink {
  /** Queues text for the client; false when the client reads too slowly (the stream is dropped). */
  write(text: string): boolean;
  close(): void;
}

interface Stream {
  gameId: string | null;
  /** Who holds it (the client's address). */
  client: string;
  /** Ends it when its lifetime is up. */
  timer: NodeJS.Timeout | undefined;
  sink: StreamSink;
  /** The last event written to it. */
  sentSeq: number;
  /** While it catches up on what it missed: what arrived meanwhile. */
  held: LiveEvent[] | null;
}

/** A stream not opened: 503 when the instance is full, 429 when the client holds its share. */
export class StreamRefused extends Error {
  constructor(
    message: string,
    readonly status: 429 | 503,
    readonly retryAfterSeconds: number,
  ) {
    super(message);
  }
}

/** One SSE message: the event's seq is its id, so a reconnect resumes after it. */
export function sseMessage(event: LiveEvent | { kind: "resync" }, seq?: number): string {
  return `${seq !== undefined ? `id: ${seq}\n` : ""}data: ${JSON.stringify(event)}\n\n`;
}

export class LiveHub {
  private readonly streams = new Set<Stream>();
  /** Open streams per client. */
  private readonly perClient = new Map<string, number>();
  private seq = 0;
  private pulling = false;
  private pullAgain = false;
  private heartbeat: NodeJS.Timeout | undefined;
  private stopListening: (() => Promise<void>) | undefined;

  constructor(
    private readonly db: Database,
    private readonly limits: StreamLimits = NO_LIMITS,
  ) {}

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

  /** How many streams `client` holds open here. */
  heldBy(client: string): number {
    return this.perClient.get(client) ?? 0;
  }

  /** Why a new stream for `client` would be refused now (null: it would open). */
  refusal(client: string): StreamRefused | null {
    if (this.streams.size >= MAX_STREAMS) {
      return new StreamRefused("Too many open streams: try again in a moment.", 503, 5);
    }
    if (this.heldBy(client) >= this.limits.perClient) {
      return new StreamRefused(
        "Too many live streams from your address: close some pages and try again.",
        429,
        30,
      );
    }
    return null;
  }

  /**
   * A new stream of one game's events (or all games', `gameId` null). With
   * `afterSeq`, it first gets the events after it; without, only new ones.
   * `client` is who asks (its address). Answers a function that ends it.
   */
  async open(
    gameId: string | null,
    afterSeq: number | null,
    sink: StreamSink,
    client = "local",
  ): Promise<() => void> {
    const refusal = this.refusal(client);
    if (refusal) throw refusal;
    const stream: Stream = {
      gameId,
      client,
      timer: undefined,
      sink,
      sentSeq: afterSeq ?? this.seq,
      held: afterSeq === null ? null : [],
    };
    this.streams.add(stream);
    this.perClient.set(client, this.heldBy(client) + 1);
    if (this.limits.lifetimeMs > 0) {
      const lifetime = this.limits.lifetimeMs * (0.9 + 0.1 * Math.random());
      stream.timer = setTimeout(() => this.expire(stream), lifetime);
      stream.timer.unref();
    }
    sink.write(`retry: ${RETRY_MS}\n\n`);
    if (afterSeq !== null) await this.catchUp(stream, afterSeq);
    return () => this.remove(stream);
  }

  /** Forgets a stream (once, however many times asked). */
  private remove(stream: Stream): void {
    if (!this.streams.delete(stream)) return;
    clearTimeout(stream.timer);
    const held = this.heldBy(stream.client) - 1;
    if (held > 0) this.perClient.set(stream.client, held);
    else this.perClient.delete(stream.client);
  }

  /**
   * Its lifetime is up: it ends, after an `id:` line naming the last event it
   * was sent, so the browser's reconnect (Last-Event-ID) resumes right after it.
   */
  private expire(stream: Stream): void {
    if (!this.streams.has(stream)) return;
    this.remove(stream);
    stream.sink.write(`id: ${stream.sentSeq}\n\n`);
    stream.sink.close();
  }

  private async catchUp(stream: Stream, afterSeq: number): Promise<void> {
    try {
      // One read of at most REPLAY_LIMIT + 1 events, however far behind.
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
      this.remove(stream);
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
    for (const stream of [...this.streams]) {
      this.remove(stream);
      stream.sink.close();
    }
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
    const config = env();
    const hub = new LiveHub(opened.db, {
      perClient: config.LIVE_STREAMS_PER_CLIENT,
      lifetimeMs: config.LIVE_STREAM_SECONDS * 1000,
    });
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
