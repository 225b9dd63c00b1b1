// Registers the service worker (./sw.ts) from every page: the menu island of
// the pages that read, the root of those that hydrate. After the load event,
// so its install (a few files fetched) never competes with the first paint.
// updateViaCache "none": the browser asks the server for /sw.js on every
// check, whatever caches say, so a new deploy is found on the next visit.
export function registerServiceWorker(): void {
  if (!("serviceWorker" in navigator)) return;
  const register = () => {
    navigator.serviceWorker
      .register("/sw.js", { scope: "/", updateViaCache: "none" })
      .catch(() => undefined); // no worker (a dev server, a private window): the site works without
  };
  if (document.readyState === "complete") register();
  else addEventListener("load", register, { once: true });
}
