// Installable and offline (docs/architecture.md#installable-and-offline), in
// Chromium on a Pixel 7: Chromium finds nothing missing to install the site;
// a page read before reads offline with the line saying when it was kept; a
// page never read shows the offline page; a personal page, a signed-in
// viewer's page or a signed link is never kept; signing in drops what was
// kept; a new worker takes over at the next visit.
import {
  copyFileSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { mkdirSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { formatGameTime } from "../../app/domain/time/league-time";
import { startServer } from "../system/server";
import { DEMO_ADMIN, signIn, DEMO_PASSWORD } from "./auth";
import { expect, test } from "./fixtures";
import { cacheNames, keptPages, PAGE_CACHE, waitForWorker, waitUntilKept } from "./service-worker";
import { ANY_SCREEN } from "./support";

/** Width and height from a PNG's IHDR chunk, after checking the signature. */
function pngSize(bytes: Buffer): { width: number; height: number } {
  expect(bytes.subarray(0, 8).toString("hex")).toBe("89504e470d0a1a0a");
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

test(
  "Chromium finds the site installable: manifest, icons and a worker",
  ANY_SCREEN,
  async ({ page }) => {
    await page.goto("/");
    await waitForWorker(page);
    const cdp = await page.context().newCDPSession(page);
    const { installabilityErrors } = await cdp.send("Page.getInstallabilityErrors");
    expect(installabilityErrors).toEqual([]);

    const href = await page.locator('link[rel="manifest"]').getAttribute("href");
    expect(href).toBe("/manifest.webmanifest");
    const answer = await page.request.get(href!);
    expect(answer.headers()["content-type"]).toContain("application/manifest+json");
    expect(answer.headers()["cache-control"]).toBe("private, no-cache");
    const manifest = (await answer.json()) as {
      start_url: string;
      display: string;
      icons: { src: string; sizes: string; purpose: string }[];
      shortcuts: { url: string }[];
    };
    expect(manifest).toMatchObject({ start_url: "/", scope: "/", display: "standalone" });
    expect(manifest.shortcuts.map((s) => s.url)).toContain("/schedule");
    for (const icon of manifest.icons) {
      const png = await page.request.get(icon.src);
      expect(png.headers()["cache-control"]).toContain("immutable");
      const [width, height] = icon.sizes.split("x").map(Number);
      expect(pngSize(await png.body()), `${icon.src} (${icon.purpose})`).toEqual({ width, height });
    }
    expect(manifest.icons.map((i) => `${i.sizes} ${i.purpose}`).sort()).toEqual([
      "192x192 any",
      "512x512 any",
      "512x512 maskable",
    ]);

    // The worker's script is asked for afresh on every visit.
    const worker = await page.request.get("/sw.js");
    expect(worker.headers()["cache-control"]).toBe("no-cache");
    expect(worker.headers()["content-type"]).toContain("text/javascript");
  },
);

test(
  "a page read before reads offline, saying since when; one never read shows the offline page",
  ANY_SCREEN,
  async ({ page, context }) => {
    // The first page read is kept too, though it loaded before the worker.
    await page.goto("/schedule");
    await waitForWorker(page);
    await waitUntilKept(page, "/schedule");
    const keptAt = await page.evaluate(async (name) => {
      const kept = await (await caches.open(name)).match("/schedule");
      return kept?.headers.get("X-Kept-At") ?? "";
    }, PAGE_CACHE);

    await context.setOffline(true);
    await page.reload();
    const note = page.locator(".offline-note");
    await expect(note).toHaveText(`Offline: as of ${formatGameTime(new Date(keptAt))}`);
    // Seen, not under the sticky header: a reload restores the reader's place.
    await expect(note).toBeInViewport({ ratio: 1 });
    expect(
      await note.evaluate((el) => {
        const box = el.getBoundingClientRect();
        return el.contains(
          document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2),
        );
      }),
    ).toBe(true);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    // The site's stylesheet came from the worker too: the line is styled.
    expect(await note.evaluate((el) => getComputedStyle(el).fontWeight)).toBe("600");

    // A page never read: the offline page, with the site's chrome and a link to what is kept.
    const answer = await page.goto("/teams");
    expect(answer?.status()).toBe(503);
    await expect(page.getByRole("heading", { name: "No signal" })).toBeVisible();
    await expect(page.locator(".site-header")).toBeVisible();
    const kept = page.locator(".kept-pages").getByRole("link");
    await expect(kept).toHaveCount(1);
    await expect(kept).toHaveAttribute("href", "/schedule");
    // Followed with goto, not a tap: a tap's page is prerendered (Speculation
    // Rules) in a page of its own that the test's offline switch does not reach.
    await page.goto((await kept.getAttribute("href"))!);
    await expect(page.locator(".offline-note")).toBeVisible();

    // Back online, the network's page again, without the line.
    await context.setOffline(false);
    await page.reload();
    await expect(page.locator(".offline-note")).toHaveCount(0);
  },
);

test(
  "never kept: signed links, a query, personal pages, a signed-in viewer's pages",
  ANY_SCREEN,
  async ({ page }) => {
    await page.goto("/teams");
    await waitForWorker(page);
    await waitUntilKept(page, "/teams");
    await page.goto("/schedule?week=2");
    await page.goto("/signup/confirm?token=not-a-real-one");
    await page.goto("/login");
    // Signed in (through the form's own post: no worker sees it), then pages read as him.
    await signIn(page, DEMO_ADMIN, "/admin");
    await page.goto("/players");
    await page.goto("/account");
    await page.goto("/our-story");
    await waitUntilKept(page, "/teams"); // the worker has had its say on each of them
    expect((await keptPages(page)).sort()).toEqual(["/teams"]);
  },
);

test("signing in on the device drops the pages kept before", ANY_SCREEN, async ({ page }) => {
  await page.goto("/teams");
  await waitForWorker(page);
  await waitUntilKept(page, "/teams");
  await page.goto("/login");
  await page.getByLabel("Email").fill(DEMO_ADMIN);
  await page.getByLabel(/^Password/).fill(DEMO_PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect.poll(() => keptPages(page)).toEqual([]);
});

test.describe("a new worker", () => {
  test.describe.configure({ timeout: 180_000 });

  test(
    "takes over at the next visit and deletes the old version's cache",
    ANY_SCREEN,
    async ({ page }) => {
      // A build of this test's own: the same server and files, with its own sw.js to change.
      const build = mkdtempSync(path.join(tmpdir(), "league-sw-build-"));
      const client = path.join(build, "client");
      mkdirSync(client);
      symlinkSync(path.resolve("build/server"), path.join(build, "server"));
      for (const entry of readdirSync("build/client")) {
        if (entry !== "sw.js")
          symlinkSync(path.resolve("build/client", entry), path.join(client, entry));
      }
      copyFileSync("build/client/sw.js", path.join(client, "sw.js"));
      const server = await startServer({ BUILD_DIR: build, LOG_LEVEL: "warn" });
      try {
        await page.goto(`${server.url}/`);
        await waitForWorker(page);
        const offlineCache = (names: string[]) =>
          names.filter((n) => n.startsWith("league-offline-"));
        await expect.poll(async () => offlineCache(await cacheNames(page))).toHaveLength(1);
        const [before] = offlineCache(await cacheNames(page));
        const version = before!.slice("league-offline-".length);

        // A deploy: the same worker under a new version.
        const script = readFileSync(path.join(client, "sw.js"), "utf8");
        expect(script).toContain(`"${version}"`);
        writeFileSync(
          path.join(client, "sw.js"),
          script.replaceAll(`"${version}"`, `"${version}-next"`),
        );

        await page.goto(`${server.url}/schedule`);
        await expect
          .poll(async () => offlineCache(await cacheNames(page)), { timeout: 15_000 })
          .toEqual([`league-offline-${version}-next`]);
        // The new one controls the page, and still keeps what is read.
        await page.reload();
        await waitUntilKept(page, "/schedule");
      } finally {
        await server.stop();
        rmSync(build, { recursive: true, force: true });
      }
    },
  );
});
