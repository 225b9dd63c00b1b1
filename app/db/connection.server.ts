// One database for the process: PGlite on disk under DATA_DIR by default,
// real PostgreSQL when DATABASE_URL is set. Migrations run here, at start-up:
// the server (the only owner of a PGlite folder) is also the one that
// migrates; on PostgreSQL, where several instances may start at once, they
// take turns under an advisory lock, so the first migrates and the others
// find nothing left to do.
import { accessSync, constants, existsSync, mkdirSync } from "node:fs";
import path from "node:path";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import type { Pool, PoolClient } from "pg";
import { log } from "~/log.server";
import { makePrivate, PRIVATE_DIR_MODE } from "./private-files.server";
import * as schema from "./schema";

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;
export type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];
/** Anything that can run a query: the database or an open transaction. */
export type Executor = Database | Transaction;

export interface OpenDatabase {
  db: Database;
  kind: "pglite" | "postgres";
  close: () => Promise<void>;
  /**
   * Calls `onNotify` after each NOTIFY on `channel` (sent by any process on
   * this database), `onLost` when the listening connection is lost (nothing
   * is heard until `onReconnect`), and `onReconnect` when it is back and
   * notifications may have been missed. Answers a function that stops
   * listening.
   */
  listen: (channel: string, handlers: ListenHandlers) => Promise<() => Promise<void>>;
}

export interface ListenHandlers {
  onNotify: (payload: string) => void;
  onLost?: () => void;
  onReconnect?: () => void;
}

export const MIGRATIONS_FOLDER = path.resolve(process.cwd(), "drizzle");

/** pg_advisory_lock key held while migrating (any fixed number unique to this app). */
const MIGRATION_LOCK_KEY = 7_346_501_923;

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
  for (const level of missing) mkdirSync(level, { mode: PRIVATE_DIR_MODE });
  accessSync(dir, constants.W_OK);
}

/** Creates the folder if need be, or says in one sentence why it cannot be used. */
export function claimWritableDir(dir: string): void {
  try {
    makeWritableDir(dir);
  } catch {
    throw new StartupError(
      `The data directory ${path.resolve(dir)} is not writable: set DATA_DIR to a folder this user can write, or fix its permissions.`,
    );
  }
}

async function openPglite(dir: string): Promise<OpenDatabase> {
  claimWritableDir(dir);
  const { PGlite } = await import("@electric-sql/pglite");
  const { drizzle } = await import("drizzle-orm/pglite");
  const { migrate } = await import("drizzle-orm/pglite/migrator");
  const client = new PGlite(dir);
  await client.waitReady;
  makePrivate(dir);
  // The planner's default cost of a random read (4) is that of a spinning
  // disk. PGlite's pages are in the process's memory or the OS's cache, so a
  // lookup by index costs about what a sequential read does; with 4 it
  // scanned every stat line of every season to read one season's.
  await client.exec("set random_page_cost = 1.1");
  const db = drizzle(client, { schema });
  await migrate(db, { migrationsFolder: MIGRATIONS_FOLDER });
  return {
    db: db as unknown as Database,
    kind: "pglite",
    close: () => client.close(),
    // One process owns the folder, so every NOTIFY comes from this process.
    listen: (channel, { onNotify }) => client.listen(channel, onNotify),
  };
}

async function openPostgres(url: string): Promise<OpenDatabase> {
  const { default: pg } = await import("pg");
  const { drizzle } = await import("drizzle-orm/node-postgres");
  const { migrate } = await import("drizzle-orm/node-postgres/migrator");
  const pool = new pg.Pool({ connectionString: url, max: 10, connectionTimeoutMillis: 5000 });
  // An idle connection dropped by the server (restart, admin command) must not
  // crash the process: the pool replaces it on the next query.
  pool.on("error", (error) => log().error(`PostgreSQL connection lost: ${error.message}`));
  // The pool listens for a connection's errors only while it sits idle. One
  // cut while lent out (a transaction between two statements when PostgreSQL
  // restarts) emits 'error' on its client with nobody listening, which would
  // end the process. Its statements fail on their own and the pool drops the
  // broken connection when it comes back: nothing more to do here.
  pool.on("connect", (client) => client.on("error", () => {}));
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
  try {
    await migrateLocked(pool, async (client) => {
      await migrate(drizzle(client, { schema }), { migrationsFolder: MIGRATIONS_FOLDER });
    });
  } catch (error) {
    await pool.end().catch(() => {});
    throw error;
  }
  const db = drizzle(pool, { schema });
  const listeners = new Set<() => Promise<void>>();
  return {
    db: db as unknown as Database,
    kind: "postgres",
    close: async () => {
      await Promise.all([...listeners].map((stop) => stop()));
      await pool.end();
    },
    listen: async (channel, handlers) => {
      const stop = await listenPostgres(url, channel, handlers);
      listeners.add(stop);
      return async () => {
        listeners.delete(stop);
        await stop();
      };
    },
  };
}

const RECONNECT_MS = { first: 500, max: 10_000 };

/**
 * LISTEN needs a connection of its own that stays open (a pooled one would
 * go back to the pool). When it drops, it is opened again with growing
 * pauses, and `onReconnect` says that notifications may have been missed.
 */
async function listenPostgres(
  url: string,
  channel: string,
  { onNotify, onLost, onReconnect }: ListenHandlers,
): Promise<() => Promise<void>> {
  const { default: pg } = await import("pg");
  let client: InstanceType<typeof pg.Client> | null = null;
  let stopped = false;
  let pause = RECONNECT_MS.first;
  let timer: NodeJS.Timeout | undefined;

  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000 });
    next.on("notification", (message) => {
      if (message.channel === channel) onNotify(message.payload ?? "");
    });
    next.on("error", (error) => {
      log().warn(`Listening for ${channel} failed (${error.message}): connecting again.`);
      retry(next);
    });
    next.on("end", () => retry(next));
    try {
      await next.connect();
      await next.query(`LISTEN "${channel.replaceAll('"', "")}"`);
    } catch (error) {
      await next.end().catch(() => {});
      throw error;
    }
    client = next;
    pause = RECONNECT_MS.first;
  };
  const retry = (broken: InstanceType<typeof pg.Client>) => {
    if (stopped || client !== broken) return;
    client = null;
    onLost?.();
    broken.end().catch(() => {});
    schedule();
  };
  const schedule = () => {
    timer = setTimeout(() => {
      connect().then(
        () => onReconnect?.(),
        () => {
          pause = Math.min(pause * 2, RECONNECT_MS.max);
          if (!stopped) schedule();
        },
      );
    }, pause);
    timer.unref();
  };

  await connect();
  return async () => {
    stopped = true;
    clearTimeout(timer);
    const open = client;
    client = null;
    await open?.end().catch(() => {});
  };
}

/**
 * Runs the migrations on one connection that holds the migration lock, so
 * instances starting together migrate one after another (drizzle's migrate
 * alone would run the same migrations twice at once). The lock belongs to the
 * connection: released here, or by the server if the connection dies.
 */
async function migrateLocked(pool: Pool, run: (client: PoolClient) => Promise<void>) {
  const client = await pool.connect();
  let unlocked = false;
  try {
    await client.query("select pg_advisory_lock($1)", [MIGRATION_LOCK_KEY]);
    try {
      await run(client);
    } finally {
      await client.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK_KEY]).then(
        () => (unlocked = true),
        () => {},
      );
    }
  } finally {
    // A connection still holding the lock (or broken) is closed, not reused:
    // closing it releases the lock.
    client.release(!unlocked);
  }
}
