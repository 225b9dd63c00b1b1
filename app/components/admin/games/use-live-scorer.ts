// The scorer's phone (docs/league-rules.md#live-games). Each tap becomes an
// event with an id made here and joins a queue kept in localStorage until the
// server acknowledges it, so a tap survives a dropped connection, a reload or
// a flat battery. The queue is sent oldest first, one post at a time, again
// and again (with growing pauses) until it gets through; the server stores
// each id once. What the phone shows is the server's events (from the game's
// stream, which also brings the other scorers' taps) with the taps not yet
// seen there applied on top.
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import {
  applyLiveEvent,
  lastBasketOf,
  type LiveEvent,
  type LivePoints,
  type LiveState,
  type LiveTap,
} from "~/domain/live/game";
import type { LiveFeedView } from "~/views/live";
import { useLiveStream } from "~/components/live/use-live-games";

export interface QueuedTap extends LiveTap {
  playerName: string | null;
  /** When it was tapped, as this phone shows it. */
  time: string;
}

/** How the last post went (with taps queued and no trouble: they are being sent). */
export type SendStatus =
  { kind: "sent" } | { kind: "waiting"; reason: string } | { kind: "refused"; message: string };

const RETRY_MS = { first: 1_000, max: 10_000 };

function newTapId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
}

function clockTime(): string {
  return new Date().toLocaleTimeString([], { hour: "numeric", minute: "2-digit" });
}

function asEvent(tap: QueuedTap, gameId: string): LiveEvent {
  return { ...tap, seq: 0, gameId };
}

function readQueue(key: string): QueuedTap[] {
  try {
    const stored = JSON.parse(localStorage.getItem(key) ?? "[]") as unknown;
    return Array.isArray(stored) ? (stored as QueuedTap[]) : [];
  } catch {
    return [];
  }
}

export function useLiveScorer(gameId: string, feed: LiveFeedView) {
  // Per run: taps left over from a run that was finished or abandoned never
  // reach a later one.
  const storageKey = `live-taps:${gameId}:${feed.games[0]!.state.runId ?? "none"}`;
  const postUrl = `/admin/games/${gameId}/live`;
  const [confirmed, setConfirmed] = useState<LiveState>(feed.games[0]!.state);
  /** Not yet acknowledged by the server (also in localStorage). */
  const [queue, setQueue] = useState<QueuedTap[]>([]);
  /** Acknowledged, but not yet back through the stream. */
  const [acked, setAcked] = useState<QueuedTap[]>([]);
  const [status, setStatus] = useState<SendStatus>({ kind: "sent" });
  const streamed = useRef(new Set(feed.games[0]!.state.baskets.map((b) => b.id)));
  /** The stored queue has been read into `queue` (state, not a ref: see below). */
  const [loaded, setLoaded] = useState(false);

  useEffect(() => {
    // Browser storage exists only after hydration: reading it is an effect.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setQueue(readQueue(storageKey));
    setLoaded(true);
  }, [storageKey]);
  useEffect(() => {
    // Only once the stored taps are in `queue`: writing the first render's
    // empty queue would erase them from storage until the next render.
    if (!loaded) return;
    if (queue.length > 0) localStorage.setItem(storageKey, JSON.stringify(queue));
    else localStorage.removeItem(storageKey);
  }, [queue, storageKey, loaded]);

  useLiveStream(feed.streamUrl, (event) => {
    if (event.gameId !== gameId) return;
    streamed.current.add(event.id);
    setConfirmed((state) => applyLiveEvent(state, event));
    setAcked((list) => list.filter((t) => t.id !== event.id));
  });

  // The sender: one post at a time with the whole queue, oldest first.
  const inFlight = useRef(false);
  const [retryAt, setRetryAt] = useState(0);
  const pause = useRef(RETRY_MS.first);
  useEffect(() => {
    if (queue.length === 0 || inFlight.current) return;
    const wait = retryAt - Date.now();
    if (wait > 0) {
      const timer = setTimeout(() => setRetryAt(0), wait);
      return () => clearTimeout(timer);
    }
    const batch = queue;
    inFlight.current = true;
    const failed = (reason: string) => {
      setStatus({ kind: "waiting", reason });
      setRetryAt(Date.now() + pause.current);
      pause.current = Math.min(pause.current * 2, RETRY_MS.max);
    };
    void send(postUrl, batch).then((answer) => {
      inFlight.current = false;
      if (answer.kind === "acked") {
        pause.current = RETRY_MS.first;
        setStatus({ kind: "sent" });
        const ids = new Set(answer.ids);
        setQueue((q) => q.filter((t) => !ids.has(t.id)));
        setAcked((list) => [
          ...list,
          ...batch.filter((t) => ids.has(t.id) && !streamed.current.has(t.id)),
        ]);
      } else if (answer.kind === "refused") {
        // Never countable (the game is over, or the taps are unreadable): dropped, and said.
        const ids = new Set(batch.map((t) => t.id));
        setQueue((q) => q.filter((t) => !ids.has(t.id)));
        setStatus({ kind: "refused", message: answer.message });
      } else failed(answer.message);
    });
  }, [queue, retryAt, postUrl]);

  useEffect(() => {
    const now = () => {
      pause.current = RETRY_MS.first;
      setRetryAt(0);
    };
    window.addEventListener("online", now);
    return () => window.removeEventListener("online", now);
  }, []);

  const shown = useMemo(
    () =>
      [...acked, ...queue].reduce(
        (state, tap) => applyLiveEvent(state, asEvent(tap, gameId)),
        confirmed,
      ),
    [acked, queue, confirmed, gameId],
  );

  const score = useCallback(
    (teamId: string, points: LivePoints, player: { id: string; name: string } | null) => {
      const tap: QueuedTap = {
        id: newTapId(),
        kind: "score",
        teamId,
        playerId: player?.id ?? null,
        playerName: player?.name ?? null,
        points,
        undoes: null,
        time: clockTime(),
      };
      setQueue((q) => [...q, tap]);
    },
    [],
  );

  const undo = useCallback(
    (teamId: string) => {
      const last = lastBasketOf(shown.baskets, teamId);
      if (!last) return;
      const tap: QueuedTap = {
        id: newTapId(),
        kind: "undo",
        teamId,
        playerId: null,
        playerName: null,
        points: null,
        undoes: last.id,
        time: clockTime(),
      };
      setQueue((q) => [...q, tap]);
    },
    [shown],
  );

  return {
    state: shown,
    unsent: queue,
    unsentIds: new Set(queue.map((t) => t.id)),
    status,
    score,
    undo,
  };
}

type SendAnswer =
  | { kind: "acked"; ids: string[] }
  | { kind: "refused"; message: string }
  | { kind: "retry"; message: string };

async function send(url: string, taps: QueuedTap[]): Promise<SendAnswer> {
  const body = new URLSearchParams({
    intent: "taps",
    taps: JSON.stringify(taps.map(({ playerName: _n, time: _t, ...tap }) => tap)),
  });
  let response: Response;
  try {
    response = await fetch(url, {
      method: "POST",
      body,
      headers: { Accept: "application/json" },
      credentials: "same-origin",
    });
  } catch {
    return { kind: "retry", message: "No connection: the taps are kept on this phone." };
  }
  const answer = (await response.json().catch(() => ({}))) as {
    acked?: string[];
    message?: string;
  };
  if (response.ok && answer.acked) return { kind: "acked", ids: answer.acked };
  if (response.status === 400 || response.status === 409) {
    return { kind: "refused", message: answer.message ?? "These taps were not counted." };
  }
  return {
    kind: "retry",
    message: answer.message ?? `The server did not take the taps (${response.status}): retrying.`,
  };
}
