// Real server processes for system tests: `node server.mjs` from the
// production build (npm test builds before this suite runs), each with its own
// data directory and port on 127.0.0.1, stopped after the test file.
import { spawn, type ChildProcess } from "node:child_process";
import { cpSync, mkdtempSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { untilAnswering, type Supervised } from "./child-process";
import { httpFetch } from "../support/http-client";

export const SYSTEM_NOW = "2026-11-22T17:00:00.000Z";
/** The demo accounts' password (README). */
export const DEMO_PASSWORD = "southie-hoops";

export interface RunningServer extends Supervised {
  url: string;
  /** Its data directory (the embedded database, and the mail outbox without SMTP_URL). */
  dataDir: string;
  port: number;
  process: ChildProcess;
}

/** A free TCP port on loopback. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}

/**
 * The system tests' copy of what a first start makes at SYSTEM_NOW
 * (./global-setup.ts), or undefined: outside Vitest (the journeys) and
 * without that setup, servers make their own.
 */
async function serverTemplate(): Promise<string | undefined> {
  if (!process.env.VITEST) return undefined;
  try {
    const { inject } = await import("vitest");
    return inject("serverTemplate");
  } catch {
    return undefined;
  }
}

/**
 * Starts `node server.mjs` and waits until it answers. Without DATABASE_URL
 * it runs on a fresh embedded database with the demo league: a copy of the
 * run's template when the server would make the same one (no DATA_DIR of its
 * own, the pinned clock at SYSTEM_NOW, the regular-season demo), else made by
 * the server itself, as always with `fresh`. With PORT in `env` it listens
 * there (a restart behind a proxy keeps its port).
 */
export async function startServer(
  env: Record<string, string> = {},
  { fresh = false }: { fresh?: boolean } = {},
): Promise<RunningServer> {
  const port = env.PORT ? Number(env.PORT) : await freePort();
  const url = `http://127.0.0.1:${port}`;
  // The parent's database and mail settings never leak into a test server.
  const { DATABASE_URL: _db, SMTP_URL: _smtp, ...inherited } = process.env;
  const dataDir = env.DATA_DIR ?? mkdtempSync(path.join(tmpdir(), "league-system-"));
  const sameLeague =
    !fresh &&
    !env.DATA_DIR &&
    !env.DATABASE_URL &&
    (env.NOW ?? SYSTEM_NOW) === SYSTEM_NOW &&
    (env.DEMO_PHASE ?? process.env.DEMO_PHASE ?? "season") === "season";
  const template = sameLeague ? await serverTemplate() : undefined;
  if (template) cpSync(template, dataDir, { recursive: true });
  const child = spawn(process.execPath, ["server.mjs"], {
    cwd: process.cwd(),
    env: {
      ...inherited,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      NOW: SYSTEM_NOW,
      APP_URL: url,
      ADMIN_EMAILS: "admin@example.org",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const supervised = await untilAnswering("The server", child, {
    url: `${url}/our-story`,
    ready: (status) => status < 500,
    timeoutMs: 120_000,
    stopMs: 10_000,
  });
  return { url, dataDir, port, process: child, ...supervised };
}

/** Signs in with the demo password through /login and returns the Cookie header. */
export async function signIn(server: { url: string }, email: string): Promise<string> {
  const response = await httpFetch(`${server.url}/login`, {
    method: "POST",
    redirect: "manual",
    headers: { Origin: server.url },
    body: new URLSearchParams({ email, password: DEMO_PASSWORD, redirect: "/account" }),
  });
  const cookies = response.headers.getSetCookie().map((c) => c.split(";")[0]);
  if (response.status !== 302 || cookies.length === 0) {
    throw new Error(`Signing in as ${email} failed: ${response.status}`);
  }
  return cookies.join("; ");
}
