// `npm run backup [-- --dir FOLDER] [--keep N]`: writes the league as one
// export file (the same as the admin's Download All Data) named by the time,
// league-2026-11-23T06-00-00Z.json, into BACKUP_DIR (default
// DATA_DIR/backups), then keeps only the newest N of those files (14).
// Safe while the site runs: on PostgreSQL it reads one snapshot over its own
// connection; on the embedded database it asks the running server through its
// control socket (the server owns the folder), and opens the folder itself
// only when no server runs. See docs/backups.md.
//
// Prints one line. Exit codes: 0 written, 1 failed (one sentence), 2 usage.
import { existsSync } from "node:fs";
import { mkdir, open, readdir, rename, rm } from "node:fs/promises";
import path from "node:path";
import { parseArgs } from "node:util";
import { now } from "../app/clock.server";
import { databaseTarget, env } from "../app/config.server";
import { EXPORT_FORMAT, exportLeague, exportText } from "../app/data/export.server";
import { openDatabase } from "../app/db/connection.server";
import { backupFromRunningServer } from "../app/server/control-socket.server";

/** Our own files: the only ones retention ever deletes. */
const BACKUP_NAME = /^league-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\dZ\.json$/;
const DEFAULT_KEEP = 14;

class Usage extends Error {}

function options(args: string[]): { dir: string; keep: number } {
  let values: { dir?: string; keep?: string };
  try {
    ({ values } = parseArgs({
      args: args.filter((a) => a !== "--"),
      options: { dir: { type: "string" }, keep: { type: "string" } },
    }));
  } catch (error) {
    throw new Usage(error instanceof Error ? error.message : String(error));
  }
  const keep = values.keep === undefined ? DEFAULT_KEEP : Number(values.keep);
  if (values.keep !== undefined && (!/^\d+$/.test(values.keep) || keep < 1)) {
    throw new Usage("--keep needs a whole number, 1 or more.");
  }
  if (values.dir === "") throw new Usage("--dir needs a folder.");
  const dir = values.dir ?? env().BACKUP_DIR ?? path.join(env().dataDir, "backups");
  return { dir: path.resolve(dir), keep };
}

/** The export file's text, and how it was read. */
async function snapshot(): Promise<{ text: string; via: string }> {
  const target = databaseTarget();
  if ("url" in target) return { text: await exportDirectly(target), via: "from PostgreSQL" };
  const fromServer = await backupFromRunningServer(env().dataDir);
  if (fromServer !== null) return { text: fromServer, via: "via the running server" };
  // Opening a folder that does not exist would create an empty league and back that up.
  if (!existsSync(target.dir)) {
    throw new Error(
      `No server is running and there is no database in ${target.dir}: check DATA_DIR.`,
    );
  }
  return { text: await exportDirectly(target), via: "from the database folder: no server running" };
}

async function exportDirectly(target: { url: string } | { dir: string }): Promise<string> {
  const database = await openDatabase(target);
  try {
    return exportText(await exportLeague(database.db, now()));
  } finally {
    await database.close();
  }
}

/** Rows in all tables and the audit log; throws unless the text is a whole export. */
function countRows(text: string): number {
  const file = JSON.parse(text) as {
    format?: string;
    tables?: Record<string, unknown[]>;
    auditLog?: unknown[];
  };
  if (file.format !== EXPORT_FORMAT || !file.tables || !Array.isArray(file.auditLog)) {
    throw new Error("The snapshot is not a league export file.");
  }
  return Object.values(file.tables).reduce((sum, rows) => sum + rows.length, file.auditLog.length);
}

function backupName(at: Date): string {
  return `league-${at.toISOString().slice(0, 19).replaceAll(":", "-")}Z.json`;
}

/** A name not taken yet: a second backup within the same second waits for the next one. */
async function freshName(dir: string): Promise<string> {
  for (;;) {
    const name = backupName(new Date());
    if (!existsSync(path.join(dir, name))) return name;
    await new Promise((resolve) => setTimeout(resolve, 1000 - (Date.now() % 1000) + 10));
  }
}

/**
 * The file appears whole or not at all (written beside it, flushed to disk,
 * then renamed), so a crash or a full disk never leaves half a backup that
 * looks like a good one. Mode 0600: it holds names, emails and phone numbers.
 */
async function writeAtomically(file: string, text: string): Promise<void> {
  const temp = path.join(path.dirname(file), `.${path.basename(file)}.${process.pid}.tmp`);
  try {
    const handle = await open(temp, "wx", 0o600);
    try {
      await handle.writeFile(text);
      await handle.sync();
    } finally {
      await handle.close();
    }
    await rename(temp, file);
  } catch (error) {
    await rm(temp, { force: true });
    throw error;
  }
  // The rename itself is durable once the folder is flushed.
  const folder = await open(path.dirname(file), "r");
  await folder.sync().finally(() => folder.close());
}

/** Deletes our backups beyond the newest `keep` (the names sort by time). */
async function prune(dir: string, keep: number): Promise<number> {
  const ours = (await readdir(dir)).filter((name) => BACKUP_NAME.test(name)).sort();
  const old = ours.slice(0, Math.max(0, ours.length - keep));
  for (const name of old) await rm(path.join(dir, name));
  return old.length;
}

function size(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

async function main(): Promise<number> {
  let chosen: { dir: string; keep: number };
  try {
    chosen = options(process.argv.slice(2));
  } catch (error) {
    if (!(error instanceof Usage)) throw error;
    console.error(`${error.message}\nUsage: npm run backup -- [--dir FOLDER] [--keep N]`);
    return 2;
  }
  const { text, via } = await snapshot();
  const rows = countRows(text);
  await mkdir(chosen.dir, { recursive: true, mode: 0o700 });
  const file = path.join(chosen.dir, await freshName(chosen.dir));
  await writeAtomically(file, text);
  const removed = await prune(chosen.dir, chosen.keep);
  const pruned = removed ? `; removed ${removed} older` : "";
  console.log(
    `Backup written: ${file} (${size(Buffer.byteLength(text))}, ${rows.toLocaleString("en-US")} rows, ${via}${pruned})`,
  );
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(`Backup failed: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  },
);
