// A Web Push message as the service worker shows it: the server sends JSON
// { title, body, url, tag } (docs/architecture.md#installable-and-offline).
// Pure, for the unit tests.
import { LEAGUE_SHORT_NAME } from "~/domain/league";

export interface PushNotice {
  title: string;
  body: string;
  /** The page a tap opens. */
  url: string;
  /** A later notice with the same tag replaces this one (a game's live, then final). */
  tag?: string;
}

export const GENERIC_NOTICE: PushNotice = {
  title: LEAGUE_SHORT_NAME,
  body: "There is news from the league. Tap to open the site.",
  url: "/",
};

/** The push's notice, or the generic one when it cannot be read: a push is never silent. */
export function noticeOf(readJson: () => unknown): PushNotice {
  let notice: Partial<Record<keyof PushNotice, unknown>> | undefined;
  try {
    notice = readJson() as typeof notice;
  } catch {
    return GENERIC_NOTICE;
  }
  if (typeof notice !== "object" || notice === null) return GENERIC_NOTICE;
  if (typeof notice.title !== "string" || notice.title === "") return GENERIC_NOTICE;
  return {
    title: notice.title,
    body: typeof notice.body === "string" ? notice.body : "",
    url: typeof notice.url === "string" ? notice.url : "/",
    tag: typeof notice.tag === "string" && notice.tag !== "" ? notice.tag : undefined,
  };
}

/** The address a tapped notice opens: on this site only, else its home page. */
export function noticeTarget(url: unknown, origin: string): string {
  try {
    const target = new URL(typeof url === "string" ? url : "/", origin);
    if (target.origin === origin) return target.href;
  } catch {
    // Not an address: the home page.
  }
  return new URL("/", origin).href;
}
