// Public pages carry validators so a reload is a cheap 304, yet they are
// revalidated on every load so a saved result shows at once.
import { expect, test } from "./fixtures";
import { ANY_SCREEN } from "./support";

test.describe("caching", ANY_SCREEN, () => {
  test("a public page has an ETag and revalidating cache headers, and answers 304", async ({
    request,
  }) => {
    const first = await request.get("/");
    expect(first.status()).toBe(200);
    const etag = first.headers()["etag"];
    expect(etag).toMatch(/^W\/".+"$/);
    expect(first.headers()["cache-control"]).toMatch(/no-cache|max-age=0, must-revalidate/);

    // The same bytes give the same ETag.
    const again = await request.get("/");
    expect(again.headers()["etag"]).toBe(etag);

    const revalidated = await request.get("/", { headers: { "If-None-Match": etag ?? "" } });
    expect(revalidated.status()).toBe(304);
    expect((await revalidated.body()).length).toBe(0);
    expect(revalidated.headers()["etag"]).toBe(etag);

    // A different page has different bytes, so a different ETag, and a stale
    // ETag gets the full page.
    const story = await request.get("/our-story");
    expect(story.headers()["etag"]).toMatch(/^W\/".+"$/);
    expect(story.headers()["etag"]).not.toBe(etag);
    const stale = await request.get("/our-story", { headers: { "If-None-Match": etag ?? "" } });
    expect(stale.status()).toBe(200);
    expect((await stale.text()).length).toBeGreaterThan(0);
  });

  test("client-side navigation data is revalidated the same way", async ({ request }) => {
    const data = await request.get("/draft.data");
    expect(data.status()).toBe(200);
    const etag = data.headers()["etag"];
    expect(etag).toMatch(/^W\/".+"$/);
    expect(data.headers()["cache-control"]).toMatch(/no-cache|must-revalidate/);
    const revalidated = await request.get("/draft.data", {
      headers: { "If-None-Match": etag ?? "" },
    });
    expect(revalidated.status()).toBe(304);
  });

  test("errors get no validators; built assets are cached for a year", async ({ request }) => {
    const missing = await request.get("/no-such-page");
    expect(missing.status()).toBe(404);
    expect(missing.headers()["etag"]).toBeUndefined();

    const html = await (await request.get("/")).text();
    const asset = html.match(/\/assets\/[\w.-]+\.(?:js|css)/)?.[0];
    expect(asset).toBeTruthy();
    const cached = await request.get(asset ?? "/");
    expect(cached.status()).toBe(200);
    expect(cached.headers()["cache-control"]).toMatch(/max-age=31536000.*immutable/);
  });
});
