// APP_URL is read once, by the configuration, as an origin: the edge (every
// page's origin), the sign-in links, the emails' links and Message-IDs all take
// that one value, so no two of them can spell the site's address differently.
import { afterEach, describe, expect, it, vi } from "vitest";

const saved = process.env.APP_URL;

async function freshConfig(appUrl: string) {
  process.env.APP_URL = appUrl;
  vi.resetModules();
  const { env } = await import("~/config.server");
  const { appUrl: linksOrigin } = await import("~/auth/auth.server");
  return { env, linksOrigin };
}

afterEach(() => {
  if (saved === undefined) delete process.env.APP_URL;
  else process.env.APP_URL = saved;
  vi.resetModules();
});

describe("APP_URL", () => {
  it("is read as its origin, the one value the edge and the links take", async () => {
    for (const [given, origin] of [
      ["https://league.example.org", "https://league.example.org"],
      ["https://league.example.org/", "https://league.example.org"],
      ["HTTPS://League.Example.ORG:443/", "https://league.example.org"],
      ["http://127.0.0.1:3100", "http://127.0.0.1:3100"],
    ] as const) {
      const { env, linksOrigin } = await freshConfig(given);
      expect(env().APP_URL, given).toBe(origin);
      expect(linksOrigin(), given).toBe(origin);
    }
  });

  it("refuses an address with a path or a query, and leaves an empty one unset", async () => {
    for (const given of ["https://league.example.org/league", "https://league.example.org/?a=1"]) {
      const { env } = await freshConfig(given);
      expect(() => env(), given).toThrow(/APP_URL must be the site's address alone/);
    }
    const { env, linksOrigin } = await freshConfig("");
    expect(env().APP_URL).toBeUndefined();
    expect(linksOrigin()).toMatch(/^http:\/\/localhost:\d+$/);
  });
});
