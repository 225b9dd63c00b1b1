// Fresh, migrated databases for integration tests: always an embedded PGlite
// in a temp folder, and a new PostgreSQL database per call when
// TEST_DATABASE_URL is set (so test files never share state).
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { openDatabase, type OpenDatabase } from "~/db/connection.server";

export interface TestDatabase extends OpenDatabase {
  dispose: () => Promise<void>;
  /** The PostgreSQL database's address (PostgreSQL only). */
  url?: string;
}

export async function freshPglite(): Promise<TestDatabase> {
  const dir = mkdtempSync(path.join(tmpdir(), "league-test-"));
  const opened = await openDatabase({ dir });
  return {
    ...opened,
    dispose: async () => {
      await opened.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

let counter = 0;
export async function freshPostgres(baseUrl: string): Promise<TestDatabase> {
  const name = `league_t_${process.pid}_${Date.now().toString(36)}_${counter++}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  const opened = await openDatabase({ url: url.toString() });
  return {
    ...opened,
    url: url.toString(),
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
export const databaseKinds: { name: string; open: () => Promise<TestDatabase> }[] = [
  { name: "PGlite", open: freshPglite },
  ...(process.env.TEST_DATABASE_URL
    ? [{ name: "PostgreSQL", open: () => freshPostgres(process.env.TEST_DATABASE_URL!) }]
    : []),
];
