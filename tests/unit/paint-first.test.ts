import { describe, expect, it } from "vitest";
import { paintFirst } from "~/server/paint-first.server";

const entry = `;
import * as route0 from "/assets/root-A.js";
window.__reactRouterRouteModules = {"root":route0};
import("/assets/entry.client-B.js");`;

const page = [
  '<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"/>',
  '<link rel="stylesheet" href="/assets/site.css"/>',
  '<link rel="modulepreload" href="/assets/entry.client-B.js"/>',
  '<link rel="modulepreload" href="/assets/root-A.js"/>',
  "</head><body><main>Standings</main>",
  '<script nonce="abc">window.__reactRouterContext = {};</script>',
  `<script nonce="abc" type="module" async="">${entry}</script>`,
  '<script nonce="abc">window.__reactRouterContext.streamController.close();</script>',
  "</body></html>",
].join("");

describe("paintFirst", () => {
  const out = paintFirst(page);

  it("drops the module preloads and keeps the stylesheet", () => {
    expect(out).not.toContain("modulepreload");
    expect(out).toContain('<link rel="stylesheet" href="/assets/site.css"/>');
  });

  it("keeps the entry script's text, waiting as text/plain, followed by its starter", () => {
    expect(out).not.toContain('<script nonce="abc" type="module"');
    expect(out).toContain(
      `<script nonce="abc" type="text/plain">${entry}</script><script nonce="abc">`,
    );
    const starter = out.slice(out.indexOf(`${entry}</script>`) + entry.length + 9);
    expect(starter).toMatch(/^<script nonce="abc">\(\(\)=>\{.*PerformanceObserver.*<\/script>/);
    // Everything else is unchanged, in order.
    expect(out).toContain("<main>Standings</main>");
    expect(out.indexOf("streamController.close")).toBeGreaterThan(out.indexOf("text/plain"));
  });

  it("leaves a page without React Router's entry as it is, but for the preloads", () => {
    const plain =
      '<html><head><link rel="modulepreload" href="/x.js"/></head><body>Hi</body></html>';
    expect(paintFirst(plain)).toBe("<html><head></head><body>Hi</body></html>");
  });
});
