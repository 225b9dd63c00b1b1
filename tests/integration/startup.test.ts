// Start-up failures end with one sentence that says what to fix.
import { afterEach, describe, expect, it, vi } from "vitest";
import { openDatabase, StartupError } from "~/db/connection.server";

describe("opening the database", () => {
  it("names an unwritable data directory and how to fix it", async () => {
    const attempt = openDatabase({ dir: "/proc/no-such-league/db" });
    await expect(attempt).rejects.toBeInstanceOf(StartupError);
    await expect(attempt).rejects.toThrow(
      /^The data directory \/proc\/no-such-league\/db is not writable: set DATA_DIR to a folder this user can write, or fix its permissions\.$/,
    );
  });

  it("says when PostgreSQL is unreachable", async () => {
    const attempt = openDatabase({ url: "postgres://league@127.0.0.1:9/league" });
    await expect(attempt).rejects.toBeInstanceOf(StartupError);
    await expect(attempt).rejects.toThrow(
      /^PostgreSQL at DATABASE_URL is unreachable \(.+\): start the server or correct DATABASE_URL\.$/,
    );
  });
});

describe("BETTER_AUTH_SECRET on PostgreSQL", () => {
  const saved = { ...process.env };
  afterEach(() => {
    process.env = { ...saved };
    vi.resetModules();
  });

  const SENTENCE =
    /^BETTER_AUTH_SECRET is required with DATABASE_URL \(every instance must sign sessions with the same key\): create one with "openssl rand -base64 32" and set it on every instance\.$/;

  /** prepareServer with a fresh environment (config.server caches what it read). */
  async function prepareWith(env: Record<string, string | undefined>) {
    for (const [name, value] of Object.entries(env)) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
    vi.resetModules();
    const { prepareServer } = await import("~/startup.server");
    const connection = await import("~/db/connection.server");
    return { attempt: prepareServer(() => {}), StartupError: connection.StartupError };
  }

  it("refuses to start without it, before touching the database, in one sentence", async () => {
    // Port 9: nothing listens; the refusal comes first.
    const { attempt, StartupError } = await prepareWith({
      DATABASE_URL: "postgres://league@127.0.0.1:9/league",
      BETTER_AUTH_SECRET: undefined,
    });
    await expect(attempt).rejects.toBeInstanceOf(StartupError);
    await expect(attempt).rejects.toThrow(SENTENCE);
  });

  it("refuses a key shorter than 32 characters", async () => {
    const { attempt } = await prepareWith({
      DATABASE_URL: "postgres://league@127.0.0.1:9/league",
      BETTER_AUTH_SECRET: "too-short",
    });
    await expect(attempt).rejects.toThrow(SENTENCE);
  });

  it("goes on to the database with a long enough key", async () => {
    const { attempt } = await prepareWith({
      DATABASE_URL: "postgres://league@127.0.0.1:9/league",
      BETTER_AUTH_SECRET: "x".repeat(32),
    });
    await expect(attempt).rejects.toThrow(/^PostgreSQL at DATABASE_URL is unreachable/);
  });
});

describe("the start's last lines", () => {
  it("give the address to open, and the demo accounts when this start created them", async () => {
    const { servingLines } = await import("~/startup.server");
    expect(servingLines(3000, { demoCreated: false })).toEqual([
      "Serving the league at http://localhost:3000",
    ]);
    expect(servingLines(3000, { demoCreated: true })).toEqual([
      "Serving the league at http://localhost:3000",
      "Demo accounts, password southie-hoops: player@example.org (Pat Murphy), admin@example.org (League Admin).",
    ]);
  });
});
