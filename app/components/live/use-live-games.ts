// Follows live games in the browser: starts from the state the page was drawn
// with and applies each event its stream brings (the same reducer as the
// server). EventSource reconnects by itself and says the last event it saw,
// so nothing is missed: after a dropped connection and after the server ends
// a stream whose lifetime is up. A refusal (429: too many streams from one
// address, 503: the server is full or stopping) closes it for good, so it is
// opened again a little later, resuming after the last event it got. The
// stream is held only while the page is visible: a hidden tab or a locked
// phone closes it, and it resumes where it stopped when the page is seen again.
import { useEffect, useRef, useState } from "react";
import { useRevalidator } from "react-router";
import { applyLiveEvent, NOT_STARTED, type LiveEvent, type LiveState } from "~/domain/live/game";
import type { LiveFeedView } from "~/views/live";

type Message = LiveEvent | { kind: "resync" };

/** After a refusal, the stream is asked for again after this long (plus up to as much again). */
const REOPEN_MS = 30_000;

/** The stream's address resuming after `lastEventId` (its `after`), if one came. */
function resumingAfter(url: string, lastEventId: string): string {
  if (!/^\d+$/.test(lastEventId)) return url;
  const resumed = new URL(url, window.location.href);
  resumed.searchParams.set("after", lastEventId);
  return `${resumed.pathname}${resumed.search}`;
}

/** The stream an address opens, whatever it resumes after. */
function streamPath(url: string | null): string | null {
  return url === null ? null : url.split("?")[0]!;
}

export type LiveStates = ReadonlyMap<string, LiveState>;

function statesOf(feed: LiveFeedView | null): Map<string, LiveState> {
  return new Map((feed?.games ?? []).map((g) => [g.gameId, g.state]));
}

/**
 * Feed the stream's events into `apply`. `reload`: when a game starts, ends or
 * is abandoned, the page's data is loaded again (a game page's final brings
 * its box score); pages of cards change them in place instead, so a tip-off
 * does not make every open page ask for its data at once. A stream too far
 * behind (resync) always loads the page's data again.
 */
export function useLiveStream(
  streamUrl: string | null,
  apply: (event: LiveEvent) => void,
  { reload = true }: { reload?: boolean } = {},
): { connected: boolean } {
  const { revalidate } = useRevalidator();
  const applyRef = useRef(apply);
  const revalidateRef = useRef(revalidate);
  const reloadRef = useRef(reload);
  useEffect(() => {
    applyRef.current = apply;
    revalidateRef.current = revalidate;
    reloadRef.current = reload;
  });
  // The first address is kept while the stream is the same: reloaded data
  // (a later `after`) must not open a second one. Another stream (a page
  // with none, then a game day's, or another game's) replaces it.
  const [url, setUrl] = useState(streamUrl);
  if (streamPath(streamUrl) !== streamPath(url)) setUrl(streamUrl);
  const [connected, setConnected] = useState(false);
  useEffect(() => {
    if (!url || typeof EventSource === "undefined") return;
    /** The stream open (or reconnecting); undefined while closed. */
    let source: EventSource | undefined;
    /** A reopen waiting after a refusal. */
    let reopen: number | undefined;
    let lastEventId = "";
    const hidden = () => document.visibilityState === "hidden";
    const open = () => {
      reopen = undefined;
      if (hidden()) return; // opened when the page is seen again
      const current = new EventSource(resumingAfter(url, lastEventId));
      source = current;
      current.onopen = () => setConnected(true);
      current.onerror = () => {
        setConnected(false);
        if (current.readyState !== EventSource.CLOSED) return; // it reconnects by itself
        source = undefined;
        reopen = window.setTimeout(open, REOPEN_MS * (1 + Math.random()));
      };
      current.onmessage = (message: MessageEvent<string>) => {
        if (message.lastEventId) lastEventId = message.lastEventId;
        const event = JSON.parse(message.data) as Message;
        if (event.kind === "resync") {
          void revalidateRef.current();
          return;
        }
        applyRef.current(event);
        if (reloadRef.current && event.kind !== "score" && event.kind !== "undo") {
          void revalidateRef.current();
        }
      };
    };
    const onVisibility = () => {
      if (hidden()) {
        source?.close();
        source = undefined;
        setConnected(false);
      } else if (!source && reopen === undefined) {
        open();
      }
    };
    document.addEventListener("visibilitychange", onVisibility);
    open();
    return () => {
      document.removeEventListener("visibilitychange", onVisibility);
      window.clearTimeout(reopen);
      source?.close();
    };
  }, [url]);
  return { connected };
}

/**
 * The live games of a page, kept current by its stream (`reload`: see
 * useLiveStream).
 */
export function useLiveGames(
  feed: LiveFeedView | null,
  { reload = true }: { reload?: boolean } = {},
): LiveStates {
  const [states, setStates] = useState(() => statesOf(feed));
  // Reloaded page data (a game started or ended) replaces what we had;
  // events the stream already applied past it stay (they carry a later seq).
  const [seen, setSeen] = useState(feed);
  if (feed !== seen) {
    setSeen(feed);
    setStates((current) => {
      const next = statesOf(feed);
      for (const [gameId, state] of current) {
        const fresh = next.get(gameId);
        if (fresh && state.seq > fresh.seq) next.set(gameId, state);
      }
      return next;
    });
  }
  useLiveStream(
    feed?.streamUrl ?? null,
    (event) =>
      setStates((current) => {
        const next = new Map(current);
        next.set(event.gameId, applyLiveEvent(current.get(event.gameId) ?? NOT_STARTED, event));
        return next;
      }),
    { reload },
  );
  return states;
}
