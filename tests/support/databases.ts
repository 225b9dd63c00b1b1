// Fresh, migrated databases for integration tests: always an embedded PGlite
// in a temp folder, and a new PostgreSQL database per call when
// TEST_DATABASE_URL is set (so test files never share state), for the files
// where the engine matters (POSTGRES_TOO). Each is a copy
// of the run's template (./global-setup.ts): empty and migrated, or holding
// the demo league; without templates (system tests) it is built from nothing.
import { cpSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { expect } from "vitest";
import { openDatabase, type OpenDatabase } from "~/db/connection.server";
import { templates, type Template } from "./templates";

export interface TestDatabase extends OpenDatabase {
  dispose: () => Promise<void>;
  /** The PostgreSQL database's address (PostgreSQL only). */
  url?: string;
}

/** A copy of a template DATA_DIR into `dataDir`, if there are templates. */
export function copyPgliteTemplate(template: Template, dataDir: string): boolean {
  const from = templates()?.pglite[template];
  if (!from) return false;
  cpSync(from, dataDir, { recursive: true });
  return true;
}

export async function freshPglite(template: Template = "migrated"): Promise<TestDatabase> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "league-test-"));
  if (!copyPgliteTemplate(template, dataDir) && template !== "migrated") {
    throw new Error(`No "${template}" template: run this suite with Vitest's global setup.`);
  }
  const opened = await openDatabase({ dir: path.join(dataDir, "db") });
  return {
    ...opened,
    dispose: async () => {
      await opened.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

let counter = 0;

/**
 * A new database on the server: a copy of the template when the run has
 * templates (`copied`), else empty (opening it migrates it).
 */
export async function createPostgresDatabase(
  baseUrl: string,
  template: Template = "migrated",
): Promise<{ name: string; url: string; copied: boolean }> {
  const name = `league_t_${process.pid}_${Date.now().toString(36)}_${counter++}`;
  const from = templates()?.postgres?.[template];
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${name}${from ? ` template ${from}` : ""}`);
  } finally {
    await admin.end();
  }
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return { name, url: url.toString(), copied: Boolean(from) };
}

export async function freshPostgres(
  baseUrl: string,
  template: Template = "migrated",
): Promise<TestDatabase> {
  if (template !== "migrated" && !templates()?.postgres) {
    throw new Error(`No "${template}" template: run this suite with Vitest's global setup.`);
  }
  const { name, url } = await createPostgresDatabase(baseUrl, template);
  const opened = await openDatabase({ url });
  return {
    ...opened,
    url,
    dispose: async () => {
      await opened.close();
      const drop = new pg.Client({ connectionString: baseUrl });
      await drop.connect();
      await drop.query(`drop database if exists ${name} with (force)`);
      await drop.end();
    },
  };
}

/**
 * The test files whose suites run on PostgreSQL too (with TEST_DATABASE_URL),
 * and why; every other file runs its suites on PGlite alone. PGlite is
 * PostgreSQL itself, compiled to WebAssembly, behind one connection: a query
 * means the same on both, so running every suite twice checked the same SQL
 * twice. A file keeps its PostgreSQL run when what it checks can go
 * otherwise on a server with many connections, or on the production engine:
 *   - two things at once: requests or workers racing (a unique constraint or
 *     a lock deciding, an atomic upsert, SKIP LOCKED); PGlite runs one
 *     statement at a time, so no race ever happens there;
 *   - more than one connection or instance: LISTEN/NOTIFY, counters shared
 *     between processes, a snapshot read while another connection writes;
 *   - a transaction that must write all or nothing (on a pool, a write that
 *     slips out of the transaction's connection commits on its own);
 *   - migrations and whole-database loads (import, export, the demo league):
 *     the production engine's version (Debian's PostgreSQL, not PGlite's) and
 *     its driver's types and errors;
 *   - what the drivers convert differently: sums and counts computed in SQL,
 *     times computed in SQL, constraint errors read back from the driver.
 * A new data-layer test file runs on PGlite alone until it is listed here.
 */
export const POSTGRES_TOO: Record<string, string> = {
  "admin-players-signups":
    "paid toggles write nothing when the audit entry fails (one transaction)",
  "availability-links": "senders at once take turns; reminders due at a time computed in SQL",
  demo: "the whole demo league loaded and cleared",
  "draft-picks": "two admins drafting at once",
  "email-outbox": "racing workers, SKIP LOCKED, queueing inside a rolled-back transaction",
  "export-import": "a REPEATABLE READ snapshot, whole-database export and import",
  "game-alerts": "a save that does not commit queues nothing",
  "game-results": "a failing part writes nothing (one transaction)",
  "live-games": "two scorers at once; the hub hears taps from another instance",
  "one-rulebook": "check constraints refusing writes, read back from the driver's errors",
  "page-cache": "version announcements (NOTIFY) to another instance, a lost listening connection",
  "player-emails": "migration 0006, constraint errors, imports",
  players: "career and season totals summed in SQL",
  "rate-limit": "counts shared between instances, concurrent upserts",
  "schedule-emails": "two admins adding one player at once: one roster row, one email",
  "scheduled-jobs": "two workers racing for due jobs, times compared in SQL",
  "season-lifecycle": "two admins starting a season at once",
  signups: "two signups racing on the unique constraint; no player left by a failed signup",
  "typed-names-migration": "a migration's checks",
};

/** The test file being collected, as "name" for tests/integration/name.test.ts. */
function currentTestFile(): string | undefined {
  const testPath = expect.getState().testPath;
  return testPath ? path.basename(testPath).replace(/\.test\.ts$/, "") : undefined;
}

const postgresToo = (() => {
  const file = currentTestFile();
  return file !== undefined && file in POSTGRES_TOO;
})();

/** The databases this file's data-layer suites run against (see POSTGRES_TOO). */
export const databaseKinds: {
  name: string;
  open: (template?: Template) => Promise<TestDatabase>;
}[] = [
  { name: "PGlite", open: freshPglite },
  ...(process.env.TEST_DATABASE_URL && postgresToo
    ? [
        {
          name: "PostgreSQL",
          open: (template?: Template) => freshPostgres(process.env.TEST_DATABASE_URL!, template),
        },
      ]
    : []),
];
