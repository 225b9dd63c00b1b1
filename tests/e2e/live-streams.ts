// What the live journeys read of a page's streams: every EventSource it
// opens is kept on window.__streams by an init script of its context.
import type { BrowserContext, Page } from "@playwright/test";

/** Every EventSource the context's pages make, kept on window.__streams. */
export async function countStreams(context: BrowserContext) {
  await context.addInitScript(() => {
    const Native = window.EventSource;
    const made: EventSource[] = [];
    (window as unknown as { __streams: EventSource[] }).__streams = made;
    window.EventSource = class extends Native {
      constructor(url: string | URL, init?: EventSourceInit) {
        super(url, init);
        made.push(this);
      }
    };
  });
}

/** The paths of the streams the page made, and whether each is still open (not CLOSED). */
export const streamsOf = (page: Page) =>
  page.evaluate(() =>
    (window as unknown as { __streams: EventSource[] }).__streams.map((s) => ({
      path: new URL(s.url).pathname,
      open: s.readyState !== EventSource.CLOSED,
    })),
  );
