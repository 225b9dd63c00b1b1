// Fresh, migrated databases for integration tests: always an embedded PGlite
// in a temp folder, and a new PostgreSQL database per call when
// TEST_DATABASE_URL is set (so test files never share state). Each is a copy
// of the run's template (./global-setup.ts): empty and migrated, or holding
// the demo league; without templates (system tests) it is built from nothing.
import { cpSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
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

/** The databases every data-layer suite runs against. */
export const databaseKinds: {
  name: string;
  open: (template?: Template) => Promise<TestDatabase>;
}[] = [
  { name: "PGlite", open: freshPglite },
  ...(process.env.TEST_DATABASE_URL
    ? [
        {
          name: "PostgreSQL",
          open: (template?: Template) => freshPostgres(process.env.TEST_DATABASE_URL!, template),
        },
      ]
    : []),
];
