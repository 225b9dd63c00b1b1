// What a page that does not hydrate carries (docs/architecture.md): its
// server-rendered HTML and its islands, no React Router (no router context,
// no route modules, no other script of the build).
import { expect, type Page } from "@playwright/test";

/** An island's script as the build writes it (vite.config.ts, league:islands). */
const ISLAND_SCRIPT = /^\/assets\/island-[a-z]+-[\w-]+\.js$/;

/** Fails unless the page has no React Router context and loaded no script but islands. */
export async function expectNoRouter(page: Page) {
  const found = await page.evaluate(() => ({
    context: typeof (window as { __reactRouterContext?: unknown }).__reactRouterContext,
    scripts: [
      ...[...document.querySelectorAll("script[src]")].map((el) => (el as HTMLScriptElement).src),
      ...[...document.querySelectorAll('link[rel="modulepreload"]')].map(
        (el) => (el as HTMLLinkElement).href,
      ),
      ...performance.getEntriesByType("resource").map((entry) => entry.name),
    ]
      .map((url) => new URL(url, location.href))
      .filter((url) => url.origin === location.origin && url.pathname.endsWith(".js"))
      .map((url) => url.pathname),
  }));
  expect(found.context, "React Router's context").toBe("undefined");
  expect(found.scripts.length, "the page's islands").toBeGreaterThan(0);
  for (const script of found.scripts) expect(script).toMatch(ISLAND_SCRIPT);
}
