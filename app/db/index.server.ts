// The process-wide database, opened (and migrated) once on first use.
// Kept on globalThis so a dev-server module reload never opens a second
// PGlite on the same folder (only one process/instance may own it).
import { databaseTarget } from "~/config.server";
import { openDatabase, type Database, type OpenDatabase } from "./connection.server";

const holder = globalThis as typeof globalThis & { __leagueDb?: Promise<OpenDatabase> };

export function openAppDatabase(): Promise<OpenDatabase> {
  holder.__leagueDb ??= openDatabase(databaseTarget());
  return holder.__leagueDb;
}

export async function database(): Promise<Database> {
  return (await openAppDatabase()).db;
}

/** Closes the process-wide database, if it was opened (graceful shutdown). */
export async function closeAppDatabase(): Promise<void> {
  const opened = holder.__leagueDb;
  if (!opened) return;
  holder.__leagueDb = undefined;
  await (await opened).close();
}
