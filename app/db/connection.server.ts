// One database for the process: PGlite on disk under DATA_DIR by default,
// real PostgreSQL when DATABASE_URL is set. Migrations run once, here, so the
// server (the only owner of a PGlite folder) is also the one that migrates.
import { accessSync, constants, existsSync, mkdirSync } from "node:fs";
import path from "node:path";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import * as schema from "./schema";

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;
export type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];
/** Anything that can run a query: the database or an open transaction. */
export type Executor = Database | Transaction;

export interface OpenDatabase {
  db: Database;
  kind: "pglite" | "postgres";
  close: () => Promise<void>;
}

const MIGRATIONS_FOLDER = path.resolve(process.cwd(), "drizzle");

export class StartupError extends Error {}

/** Opens and migrates a database. `target` is a postgres:// URL or a PGlite directory. */
export async function openDatabase(
  target: { url: string } | { dir: string },
): Promise<OpenDatabase> {
  if ("url" in target) return openPostgres(target.url);
  return openPglite(target.dir);
}

/**
 * Creates the folder one level at a time: `mkdirSync(…, { recursive: true })`
 * can spin forever on special file systems such as /proc.
 */
function makeWritableDir(dir: string): void {
  const missing: string[] = [];
  let at = path.resolve(dir);
  while (!existsSync(at)) {
    missing.unshift(at);
    at = path.dirname(at);
  }
  for (const level of missing) mkdirSync(level);
  accessSync(dir, constants.W_OK);
}

async function openPglite(dir: string): Promise<OpenDatabase> {
  try {
    makeWritableDir(dir);
  } catch {
    throw new StartupError(
      `The data directory ${path.resolve(dir)} is not writable: set DATA_DIR to a folder this user can write, or fix its permissions.`,
    );
  }
  const { PGlite } = await import("@electric-sql/pglite");
  const { drizzle } = await import("drizzle-orm/pglite");
  const { migrate } = await import("drizzle-orm/pglite/migrator");
  const client = new PGlite(dir);
  await client.waitReady;
  const db = drizzle(client, { schema });
  await migrate(db, { migrationsFolder: MIGRATIONS_FOLDER });
  return { db: db as unknown as Database, kind: "pglite", close: () => client.close() };
}

async function openPostgres(url: string): Promise<OpenDatabase> {
  const { default: pg } = await import("pg");
  const { drizzle } = await import("drizzle-orm/node-postgres");
  const { migrate } = await import("drizzle-orm/node-postgres/migrator");
  const pool = new pg.Pool({ connectionString: url, max: 10, connectionTimeoutMillis: 5000 });
  // An idle connection dropped by the server (restart, admin command) must not
  // crash the process: the pool replaces it on the next query.
  pool.on("error", (error) => console.error(`PostgreSQL connection lost: ${error.message}`));
  try {
    const c = await pool.connect();
    c.release();
  } catch (error) {
    await pool.end().catch(() => {});
    const reason = error instanceof Error ? error.message : String(error);
    throw new StartupError(
      `PostgreSQL at DATABASE_URL is unreachable (${reason}): start the server or correct DATABASE_URL.`,
    );
  }
  const db = drizzle(pool, { schema });
  await migrate(db, { migrationsFolder: MIGRATIONS_FOLDER });
  return { db: db as unknown as Database, kind: "postgres", close: () => pool.end() };
}
