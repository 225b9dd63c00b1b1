// Start-up failures end with one sentence that says what to fix.
import { describe, expect, it } from "vitest";
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
