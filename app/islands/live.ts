// The live island (docs/league-rules.md#live-games): a page that does not
// hydrate follows its live stream with the server's own markup. The element
// marked `data-live-stream` (its stream's address; empty when the page follows
// none) is the part the stream keeps current. At each event the island asks
// the server for the page again (a kept page is a lookup, an unchanged one a
// 304) and changes, in place, only what it now draws differently:
// - a game's page: the whole part, so a start or a final brings the
//   scoreboard, the play-by-play, the flow and the box score;
// - a page that lists games (`data-live-cards`): the event's game's cards,
//   where they stand, as drawn on the page that value names (the season's
//   schedule, which lists every card of the home and team pages: one kept
//   page for all of them), or on the page itself when it is empty. A resync
//   (the stream too far behind) redraws the whole part from the page itself.
// Nothing is drawn here: one rendering path, the server's.
//
// The stream follows the rules of useLiveStream (app/components/live/use-live-games.ts):
// it resumes after the last event seen, is asked for again 30 to 60 s after a
// refusal, is closed while the page is hidden, and is closed on pagehide and
// opened again when a back/forward brings the page back (so it can be kept).

const REOPEN_MS = 30_000;
/** A page older than the events it must show (another instance not caught up) is asked again after this, times the attempt. */
const STALE_MS = 250;
const STALE_TRIES = 8;
const CARD = "a.game-card";

interface Message {
  kind: string;
  gameId?: string;
}

/** The events a page's markup includes: its stream's `after`; all of them when it follows none. */
function afterOf(part: HTMLElement): number {
  const stream = part.dataset.liveStream;
  if (!stream) return Number.POSITIVE_INFINITY;
  return Number(new URL(stream, location.href).searchParams.get("after") ?? 0);
}

/** The stream's address resuming after `lastEventId`, if one came. */
function resumingAfter(url: string, lastEventId: string): string {
  if (!/^\d+$/.test(lastEventId)) return url;
  const resumed = new URL(url, location.href);
  resumed.searchParams.set("after", lastEventId);
  return `${resumed.pathname}${resumed.search}`;
}

/** The live part of the page at `url` as the server draws it now, or null (offline, an error page). */
async function load(url: string): Promise<HTMLElement | null> {
  try {
    const response = await fetch(url, { cache: "no-cache" });
    if (!response.ok) return null;
    const page = new DOMParser().parseFromString(await response.text(), "text/html");
    return page.querySelector<HTMLElement>("[data-live-stream]");
  } catch {
    return null;
  }
}

/**
 * Nodes that are one another's version: the same element (tag, id, link,
 * name) or the same kind of text. Matched nodes are changed in place, so the
 * link or button someone has focused stays where it is.
 */
function keyOf(node: Node): string {
  if (!(node instanceof Element)) return node.nodeName;
  const attributes = ["id", "href", "aria-labelledby"].map((name) => node.getAttribute(name));
  return `${node.tagName} ${attributes.join(" ")}`;
}

/** Makes `old` what `fresh` is, changing only what differs. */
function morph(old: Element, fresh: Element): void {
  for (const { name } of [...old.attributes]) {
    if (!fresh.hasAttribute(name)) old.removeAttribute(name);
  }
  for (const { name, value } of fresh.attributes) {
    if (old.getAttribute(name) !== value) old.setAttribute(name, value);
  }
  const pool = [...old.childNodes];
  const wanted = [...fresh.childNodes].map((next) => {
    const index = pool.findIndex((node) => keyOf(node) === keyOf(next));
    if (index < 0) return next;
    const [node] = pool.splice(index, 1) as [ChildNode];
    if (node.isEqualNode(next)) return node;
    if (node instanceof Element) morph(node, next as Element);
    else node.nodeValue = next.nodeValue;
    return node;
  });
  // What is gone goes first: the nodes kept are then in place, never moved.
  for (const node of pool) node.remove();
  let at = old.firstChild;
  for (const node of wanted) {
    if (node === at) at = at.nextSibling;
    else old.insertBefore(node, at);
  }
}

function follow(part: HTMLElement, url: string): void {
  const cardsOnly = part.hasAttribute("data-live-cards");
  const cardsFrom = part.dataset.liveCards || location.href;
  let source: EventSource | undefined;
  let reopen: number | undefined;
  let lastEventId = "";
  /** The page follows no stream any more (a game's final): nothing is opened again. */
  let ended = false;
  /** The last event the page shows, and the last it must show. */
  let shown = afterOf(part);
  let wanted = 0;
  /** A resync, or a game's page: the whole part is drawn again, not just cards. */
  let whole = false;
  let busy = false;

  const cards = () => [...part.querySelectorAll(CARD)];
  const hidden = () => document.visibilityState === "hidden";
  const close = () => {
    source?.close();
    source = undefined;
    window.clearTimeout(reopen);
    reopen = undefined;
  };

  const draw = (fresh: HTMLElement, all: boolean) => {
    if (all) morph(part, fresh);
    else {
      const drawn = new Map(
        [...fresh.querySelectorAll(CARD)].map((c) => [c.getAttribute("href"), c]),
      );
      for (const card of cards()) {
        const next = drawn.get(card.getAttribute("href"));
        if (next && !card.isEqualNode(next)) morph(card, next);
      }
    }
    if (!fresh.dataset.liveStream) {
      ended = true;
      close();
    }
  };

  // One page asked for at a time; events meanwhile are shown by the next.
  const refresh = async () => {
    busy = true;
    for (let tries = 0; (shown < wanted || whole) && tries < STALE_TRIES;) {
      const goal = wanted;
      const all = whole;
      whole = false;
      const fresh = await load(all ? location.href : cardsFrom);
      if (fresh && afterOf(fresh) >= goal) {
        draw(fresh, all);
        shown = Math.max(goal, afterOf(fresh));
        tries = 0;
      } else {
        whole ||= all;
        tries++;
        await new Promise((done) => setTimeout(done, STALE_MS * tries));
      }
    }
    busy = false;
  };

  const heard = (message: MessageEvent<string>) => {
    if (message.lastEventId) lastEventId = message.lastEventId;
    const event = JSON.parse(message.data) as Message;
    const resync = event.kind === "resync";
    // A page of cards changes for its own games only: another game's tap asks for nothing.
    const href = `/games/${event.gameId}`;
    if (cardsOnly && !resync && !cards().some((c) => c.getAttribute("href") === href)) return;
    wanted = Math.max(wanted, Number(message.lastEventId) || 0);
    if (resync || !cardsOnly) whole = true;
    if (!busy) void refresh();
  };

  const open = () => {
    reopen = undefined;
    if (ended || source || hidden()) return; // opened when the page is seen again
    const current = new EventSource(resumingAfter(url, lastEventId));
    source = current;
    current.onmessage = heard;
    current.onerror = () => {
      if (current.readyState !== EventSource.CLOSED) return; // it reconnects by itself
      // Refused (429, 503): asked for again a little later.
      source = undefined;
      reopen = window.setTimeout(open, REOPEN_MS * (1 + Math.random()));
    };
  };

  document.addEventListener("visibilitychange", () => {
    if (hidden()) {
      source?.close();
      source = undefined;
    } else if (reopen === undefined) {
      open();
    }
  });
  // Closed while the page is kept for Back (no `unload`: it would forbid the keeping).
  window.addEventListener("pagehide", close);
  window.addEventListener("pageshow", (event) => {
    if (event.persisted) open();
  });
  open();
}

const part = document.querySelector<HTMLElement>("[data-live-stream]");
const stream = part?.dataset.liveStream;
if (part && stream) follow(part, stream);
