// The service worker, served as /sw.js (scope /): the site readable with no
// signal, and the notifications of Web Push (docs/architecture.md#installable-and-offline).
// Hand-written rather than Workbox or Serwist: what it must never keep is
// this site's own rule (./keep.ts), its strategies are two (network first
// for pages, cache first for hashed files), and the whole is a few KB that
// change only with the site.
//
// Built by esbuild at build time (vite-plugins/service-worker.ts) into
// build/client/sw.js, with the build's version and what to fetch on install
// written in; the server sends it `no-cache`, the page registers it with
// updateViaCache "none": each visit asks whether it changed.
import {
  changesSession,
  isKeptAsset,
  keptTime,
  leftAlone,
  mayKeepPage,
  offlineNote,
  titleOf,
  withKeptPages,
  withOfflineNote,
  type KeptPage,
} from "./keep";
import { noticeOf, noticeTarget } from "./notice";

declare const self: ServiceWorkerGlobalScope;
/** A hash of this worker and of what it fetches on install (written in by the build). */
declare const __SW_VERSION__: string;
/** The offline page first, then the site's stylesheet, islands and icons (written in by the build). */
declare const __PRECACHE__: { offline: string; files: string[]; icon: string };

const VERSION = __SW_VERSION__;
const { offline: OFFLINE_PAGE, files: PRECACHED_FILES, icon: ICON } = __PRECACHE__;

/** The offline page of this version (it links this version's stylesheet). */
const OFFLINE_CACHE = `league-offline-${VERSION}`;
/** Hashed files, fonts and icons: never change under their name, so kept across versions. */
const ASSET_CACHE = "league-assets-1";
/** The public pages read on this device. */
const PAGE_CACHE = "league-pages-1";
const CACHES = new Set([OFFLINE_CACHE, ASSET_CACHE, PAGE_CACHE]);

/** How many of each are kept: the oldest go first. */
const MAX_PAGES = 40;
const MAX_ASSETS = 80;

/** Headers of a kept page: when it was kept, and its title (for the offline page's list). */
const KEPT_AT = "X-Kept-At";
const KEPT_TITLE = "X-Kept-Title";

self.addEventListener("install", (event) => {
  event.waitUntil(
    (async () => {
      const offline = await caches.open(OFFLINE_CACHE);
      // Signed out, whoever is signed in now: it is shown to anyone on this device.
      await offline.add(new Request(OFFLINE_PAGE, { cache: "no-cache", credentials: "omit" }));
      await (await caches.open(ASSET_CACHE)).addAll(PRECACHED_FILES);
      // A new version takes over at once: the next visit runs it.
      await self.skipWaiting();
    })(),
  );
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    (async () => {
      for (const name of await caches.keys()) {
        if (name.startsWith("league-") && !CACHES.has(name)) await caches.delete(name);
      }
      // The page is asked for while the worker starts, not after.
      await self.registration.navigationPreload?.enable();
      await self.clients.claim();
      await keepOpenPages();
    })(),
  );
});

/**
 * The pages open when the worker first arrives were loaded before it could
 * keep them: asked for again once, so the page a visitor was reading on his
 * first visit reads offline too.
 */
async function keepOpenPages(): Promise<void> {
  const pages = await caches.open(PAGE_CACHE);
  for (const client of await self.clients.matchAll({ type: "window" })) {
    const url = new URL(client.url);
    url.hash = "";
    if (await pages.match(url.href)) continue;
    try {
      const response = await fetch(url.href, { cache: "no-cache" });
      if (mayKeepPage(url, response)) await keepPage(url, response);
    } catch {
      // No signal now: it is kept when next read.
    }
  }
}

self.addEventListener("fetch", (event) => {
  const { request } = event;
  const url = new URL(request.url);
  if (changesSession(request.method, url)) {
    event.waitUntil(caches.delete(PAGE_CACHE));
    return;
  }
  if (leftAlone(request.method, url, self.location.origin)) return;
  if (request.mode === "navigate") {
    event.respondWith(page(event, url));
  } else if (isKeptAsset(url)) {
    event.respondWith(asset(request));
  }
  // Anything else (`.data`, the manifest, pictures, calendars) goes as if no worker were here.
});

/** Network first; the kept copy, or the offline page, when the network fails. */
async function page(event: FetchEvent, url: URL): Promise<Response> {
  try {
    // fetch(request) keeps the navigation's redirect mode and streams the body through.
    const preloaded = (await event.preloadResponse) as Response | undefined;
    const response = preloaded ?? (await fetch(event.request));
    if (mayKeepPage(url, response)) event.waitUntil(keepPage(url, response.clone()));
    return response;
  } catch (error) {
    const kept = url.search === "" ? await keptPage(url) : undefined;
    if (kept) return kept;
    const offline = await offlinePage();
    if (offline) return offline;
    throw error;
  }
}

async function keepPage(url: URL, response: Response): Promise<void> {
  const html = await response.text();
  const headers = new Headers(response.headers);
  // The body is kept decoded: its transfer headers no longer apply.
  headers.delete("Content-Encoding");
  headers.delete("Content-Length");
  headers.set(KEPT_AT, new Date().toISOString());
  headers.set(KEPT_TITLE, encodeURIComponent(titleOf(html)));
  const pages = await caches.open(PAGE_CACHE);
  await pages.delete(url.href); // put again: the newest goes last, trimming takes the first
  await pages.put(url.href, new Response(html, { status: 200, headers }));
  await trim(pages, MAX_PAGES);
}

async function keptPage(url: URL): Promise<Response | undefined> {
  const kept = await (await caches.open(PAGE_CACHE)).match(url.href);
  if (!kept) return undefined;
  const keptAt = new Date(kept.headers.get(KEPT_AT) ?? Date.now());
  const html = withOfflineNote(await kept.text(), offlineNote(keptAt, new Date()));
  return new Response(html, { status: 200, headers: kept.headers });
}

/** The offline page, listing the kept pages. */
async function offlinePage(): Promise<Response | undefined> {
  const offline = await (await caches.open(OFFLINE_CACHE)).match(OFFLINE_PAGE);
  if (!offline) return undefined;
  const pages = await caches.open(PAGE_CACHE);
  const now = new Date();
  const kept: KeptPage[] = [];
  for (const request of await pages.keys()) {
    const response = await pages.match(request);
    const at = response?.headers.get(KEPT_AT);
    kept.push({
      path: new URL(request.url).pathname,
      title: decodeURIComponent(response?.headers.get(KEPT_TITLE) ?? ""),
      keptAt: keptTime(at ? new Date(at) : now, now),
    });
  }
  const html = withKeptPages(await offline.text(), kept.reverse());
  return new Response(html, { status: 503, headers: offline.headers });
}

/** Cache first: a hashed file never changes under its name. */
async function asset(request: Request): Promise<Response> {
  const assets = await caches.open(ASSET_CACHE);
  const kept = await assets.match(request);
  if (kept) return kept;
  const response = await fetch(request);
  if (response.ok && response.type === "basic") {
    await assets.put(request, response.clone());
    await trim(assets, MAX_ASSETS);
  }
  return response;
}

async function trim(cache: Cache, max: number): Promise<void> {
  const keys = await cache.keys();
  for (const key of keys.slice(0, Math.max(0, keys.length - max))) await cache.delete(key);
}

// Web Push: the server sends JSON { title, body, url, tag } (./notice.ts).
self.addEventListener("push", (event) => {
  const notice = noticeOf(() => event.data?.json());
  event.waitUntil(
    self.registration.showNotification(notice.title, {
      body: notice.body,
      tag: notice.tag,
      data: { url: notice.url },
      icon: ICON,
      badge: ICON,
    }),
  );
});

self.addEventListener("notificationclick", (event) => {
  event.notification.close();
  const data = event.notification.data as { url?: unknown } | null;
  event.waitUntil(openNotice(noticeTarget(data?.url, self.location.origin)));
});

/**
 * A tapped notice's page: the window already showing it comes to the front;
 * else a window of the site goes there (the installed app is one window);
 * else a new one opens.
 */
async function openNotice(target: string): Promise<void> {
  const windows = await self.clients.matchAll({ type: "window", includeUncontrolled: true });
  const showing = windows.find((client) => client.url === target);
  if (showing) {
    await showing.focus();
    return;
  }
  // Only a window this worker controls can be sent elsewhere.
  const ours = (await self.clients.matchAll({ type: "window" }))[0];
  const moved = ours ? await ours.navigate(target) : null;
  if (moved)
    await moved.focus().catch(() => undefined); // brought forward where the browser allows
  else await self.clients.openWindow(target);
}
