// A server of a journey's own, for journeys whose writes would change what
// other journeys read (starting a season, publishing its schedule): the demo
// league seeded into a throwaway data directory at the system tests' pinned
// "now", then `node server.mjs` from the production build on a free port
// (tests/system/server.ts), and the demo admin's sign-in on it.
import { execFile } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { startServer, SYSTEM_NOW, type RunningServer } from "../system/server";
import { test } from "./fixtures";

export interface OwnServer {
  url: string;
  /** Stops the server and deletes its data directory. */
  stop(): Promise<void>;
}

/**
 * Seeds the demo league into a new data directory named after `name`, and
 * serves it. `league` picks another demo league: more seasons before the
 * current one (the seed's --seasons), or the current one in its playoffs;
 * its `env` is added to the server's settings (SMTP_URL: its mail goes to the
 * journeys' SMTP receiver).
 */
export async function startOwnServer(
  name: string,
  league: {
    seasons?: number;
    phase?: "season" | "playoffs";
    env?: Record<string, string>;
  } = {},
): Promise<OwnServer> {
  const dataDir = mkdtempSync(path.join(tmpdir(), `league-${name}-`));
  let server: RunningServer | undefined;
  try {
    // The parent's database and mail settings never reach the seed.
    const { SMTP_URL: _smtp, DATABASE_URL: _db, ...inherited } = process.env;
    const args = league.seasons ? ["--seasons", String(league.seasons)] : [];
    const phase: Record<string, string> = league.phase ? { DEMO_PHASE: league.phase } : {};
    await promisify(execFile)(path.resolve("node_modules/.bin/tsx"), ["scripts/seed.ts", ...args], {
      env: { ...inherited, NOW: SYSTEM_NOW, DATA_DIR: dataDir, ...phase },
    });
    server = await startServer({ ...league.env, DATA_DIR: dataDir, ...phase });
  } catch (error) {
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  const running = server;
  return {
    url: running.url,
    async stop() {
      try {
        await running.stop();
      } finally {
        rmSync(dataDir, { recursive: true, force: true });
      }
    },
  };
}

/** Sat, Nov 28, 2026, 7:30 AM in Boston: the day's four games are still to come. */
export const GAME_DAY_MORNING = "2026-11-28T12:30:00.000Z";

/**
 * A server of the calling file's own, its clock on a game day's morning, up
 * from before the file's first journey to after its last: a game is started
 * live there without touching what other journeys read. Call it at the top of
 * the file; the answer gives the server once the journeys run.
 */
export function gameDayMorningServer(): () => RunningServer {
  let server: RunningServer | undefined;
  test.beforeAll(async () => {
    test.setTimeout(180_000);
    server = await startServer({ NOW: GAME_DAY_MORNING, REMINDERS: "off", LOG_LEVEL: "warn" });
  });
  test.afterAll(async () => {
    await server?.stop();
  });
  return () => {
    if (!server) throw new Error("The game-day server is not up: call this inside a journey.");
    return server;
  };
}

export { signInAdmin } from "./auth";
