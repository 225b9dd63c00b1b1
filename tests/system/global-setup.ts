// Once per system-test run, before any test file: the data folder a server's
// first start makes (the demo league as of SYSTEM_NOW and the demo accounts
// on a fresh embedded database), made by `scripts/seed.ts` as the
// integration tests' "demo" template is. A server then starts on a copy
// (./server.ts) instead of making it again: on two busy cores a first start
// costs some 8 s of CPU (initdb inside WebAssembly, every migration, the
// league), a start on a copy some 3 s. smoke.test.ts still starts one server
// from nothing, as a new installation does.
import { execFile } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import type { TestProject } from "vitest/node";
import { SYSTEM_NOW } from "./server";

declare module "vitest" {
  export interface ProvidedContext {
    /** A DATA_DIR holding the demo league as of SYSTEM_NOW, for servers to copy. */
    serverTemplate: string;
  }
}

export default async function setup(project: TestProject) {
  const dir = mkdtempSync(path.join(tmpdir(), "league-server-template-"));
  // The parent's database and mail settings never reach the seed.
  const { SMTP_URL: _smtp, DATABASE_URL: _db, DEMO_PHASE: _phase, ...inherited } = process.env;
  await promisify(execFile)(path.resolve("node_modules/.bin/tsx"), ["scripts/seed.ts"], {
    env: { ...inherited, NOW: SYSTEM_NOW, DATA_DIR: dir, LOG_LEVEL: "warn" },
  });
  project.provide("serverTemplate", dir);
  return () => rmSync(dir, { recursive: true, force: true });
}
