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

export interface OwnServer {
  url: string;
  /** Stops the server and deletes its data directory. */
  stop(): Promise<void>;
}

/** Seeds the demo league into a new data directory named after `name`, and serves it. */
export async function startOwnServer(name: string): Promise<OwnServer> {
  const dataDir = mkdtempSync(path.join(tmpdir(), `league-${name}-`));
  let server: RunningServer | undefined;
  try {
    // The parent's database and mail settings never reach the seed.
    const { SMTP_URL: _smtp, DATABASE_URL: _db, ...inherited } = process.env;
    await promisify(execFile)(path.resolve("node_modules/.bin/tsx"), ["scripts/seed.ts"], {
      env: { ...inherited, NOW: SYSTEM_NOW, DATA_DIR: dataDir },
    });
    server = await startServer({ DATA_DIR: dataDir });
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

export { signInAdmin } from "./auth";
