// What the service worker (./sw.ts) keeps, never keeps and leaves alone, and
// how it writes a kept page shown offline (docs/architecture.md#installable-and-offline).
// Pure, so the unit tests read the same rules the worker runs.
import { LEAGUE_NAME } from "~/domain/league";
import { leagueDay } from "~/domain/time/days";
import { formatGameDay, formatGameTime } from "~/domain/time/league-time";
import { isPersonalPage } from "~/personal-paths";
import { routedPath } from "~/routed-path";

/** The live streams (Server-Sent Events): the worker never touches these requests. */
const STREAMS = /^\/(?:live|games\/[^/]+\/live)$/;

/**
 * Addresses no copy is kept of besides the personal pages: a device's own
 * (push subscriptions, what it follows), the manifest (it follows the
 * device), sign-out, and the offline page itself (kept apart, per version).
 */
const NEVER_KEPT = /^\/(?:push|follow|logout|offline|manifest\.webmanifest)(?:\/|\.data$|$)/;

/** Hashed build files (kept a year by the server too), fonts, and the site's icon. */
const ASSETS = /^\/(?:assets\/.+|favicon\.svg|logo\.svg|[^/]+\.(?:woff2?|ttf|otf))$/;

/** A request the worker lets through untouched: not a GET, another site's, or a live stream. */
export function leftAlone(method: string, url: URL, origin: string): boolean {
  return method !== "GET" || url.origin !== origin || STREAMS.test(routedPath(url.pathname));
}

/** A file kept on first use and then served from the device (cache first). */
export function isKeptAsset(url: URL): boolean {
  return url.search === "" && ASSETS.test(url.pathname);
}

/**
 * Whether a page's answer may be kept for reading offline: a public page,
 * read with no query (signed links carry their token there), answered 200 as
 * HTML that any cache may store. A signed-in viewer's pages are sent
 * `private` (app/entry.server.tsx), personal pages `private, no-store`: never
 * kept, so a kept page is always the one every signed-out visitor gets.
 */
export function mayKeepPage(url: URL, response: Response): boolean {
  if (url.search !== "" || response.status !== 200 || response.type !== "basic") return false;
  const path = routedPath(url.pathname);
  if (isPersonalPage(path) || NEVER_KEPT.test(path) || path.endsWith(".data")) return false;
  if (!(response.headers.get("Content-Type") ?? "").startsWith("text/html")) return false;
  const cacheControl = (response.headers.get("Cache-Control") ?? "").toLowerCase();
  return !/(?:^|[\s,])(?:no-store|private)(?:[\s,=]|$)/.test(cacheControl);
}

/**
 * A request that signs in or out (the sign-in form, the sign-in link, the
 * sign-out form, as a page or as `.data`): the kept pages are dropped, so none
 * read before outlives the session change on this device.
 */
export function changesSession(method: string, url: URL): boolean {
  const path = routedPath(url.pathname).replace(/\.data$/, "");
  if (path === "/login/verify") return true;
  return method !== "GET" && (path === "/login" || path === "/logout");
}

/** When a page was kept, in the league's zone: '7:42 PM', or 'Sat, Nov 21, 7:42 PM' from another day. */
export function keptTime(keptAt: Date, now: Date): string {
  const day = leagueDay(keptAt) === leagueDay(now) ? "" : `${formatGameDay(keptAt)}, `;
  return `${day}${formatGameTime(keptAt)}`;
}

/** The line a kept page shows offline: 'Offline: as of 7:42 PM'. */
export function offlineNote(keptAt: Date, now: Date): string {
  return `Offline: as of ${keptTime(keptAt, now)}`;
}

const SITE_HEADER_CLOSES = /<header class="site-header"[\s\S]*?(<\/header>)/;
const MAIN_OPENS = /<main\b[^>]*>/;

/**
 * The kept page's HTML with the offline note as the last line of the site's
 * header, which stays at the top as the page scrolls: it is seen whatever
 * the scroll (a reload restores the reader's place, below where a line at
 * the top of the content would be). A page without that header has it at
 * the top of its main content.
 */
export function withOfflineNote(html: string, note: string): string {
  const line = `<p class="offline-note" role="status">${note}</p>`;
  const header = SITE_HEADER_CLOSES.exec(html);
  if (header) {
    const at = header.index + header[0].length - header[1]!.length;
    return `${html.slice(0, at)}${line}${html.slice(at)}`;
  }
  const main = MAIN_OPENS.exec(html);
  if (!main) return html;
  const at = main.index + main[0].length;
  return `${html.slice(0, at)}${line}${html.slice(at)}`;
}

/** The page title's own part: "Schedule" of "Schedule | Southie Parish Basketball League". */
export function titleOf(html: string): string {
  const title = /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? "";
  return title.replace(` | ${LEAGUE_NAME}`, "").trim();
}

/** The offline page's element the worker fills with the kept pages (app/routes/offline.tsx). */
export const KEPT_PAGES_ATTRIBUTE = "data-kept-pages";
const KEPT_PAGES_SLOT = new RegExp(`<div ${KEPT_PAGES_ATTRIBUTE}="">[\\s\\S]*?</div>`);

export interface KeptPage {
  path: string;
  /** Already HTML text (taken from the page's own title). */
  title: string;
  /** keptTime's words. */
  keptAt: string;
}

/** The offline page with links to the kept pages in its slot, when there are any. */
export function withKeptPages(html: string, pages: readonly KeptPage[]): string {
  if (pages.length === 0) return html;
  const items = pages
    .map(
      (p) =>
        `<li><a href="${p.path}">${p.title || p.path}</a> <small>(as of ${p.keptAt})</small></li>`,
    )
    .join("");
  return html.replace(
    KEPT_PAGES_SLOT,
    `<div><p>Pages you read here before are still available:</p><ul class="kept-pages">${items}</ul></div>`,
  );
}
