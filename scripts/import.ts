// Imports a data file into the configured database: `npm run import -- FILE`.
// FILE is this site's "Download All Data" file (/admin/data.json) or the
// original site's "Download All Data" export; the format is detected. The
// database must hold no league yet: everything is written in one transaction,
// or nothing (the first bad record is named).
//
// `npm run restore -- FILE` (this script with --restore) is the same for a
// backup: it takes only this site's own files (npm run backup, Download All
// Data), so what comes back is exactly what was saved (docs/backups.md).
//
// The database is PGlite in DATA_DIR (default ./data) or PostgreSQL when
// DATABASE_URL is set. Only one process may own a PGlite folder: while a
// server answers on its control socket, both refuse. A fresh DATA_DIR is
// created and migrated here, and a server started on it afterwards keeps the
// imported league (no demo league).
import { readFileSync } from "node:fs";
import { databaseTarget, env } from "../app/config.server";
import { openDatabase } from "../app/db/connection.server";
import { ImportRefused } from "../app/data/export.server";
import { importDataFile, readDataFile, type DataFile } from "../app/data/legacy-import.server";
import { controlSocketPath, serverAnswers } from "../app/server/control-socket.server";

async function main(): Promise<number> {
  const args = process.argv.slice(2).filter((a) => a !== "--");
  const restore = args.includes("--restore");
  const files = args.filter((a) => a !== "--restore");
  const command = restore ? "restore" : "import";
  if (files.length !== 1 || files[0]?.startsWith("-")) {
    console.error(
      restore
        ? "Usage: npm run restore -- FILE   (a backup: from npm run backup or Download All Data)"
        : "Usage: npm run import -- FILE   (a league export or the original site's export)",
    );
    return 2;
  }
  const file = files[0] as string;
  let text: string;
  try {
    text = readFileSync(file, "utf8");
  } catch (error) {
    console.error(`Cannot read ${file}: ${error instanceof Error ? error.message : error}`);
    return 1;
  }
  let data: DataFile;
  try {
    // Checked before any database is opened: a refused file leaves a fresh DATA_DIR empty.
    data = readDataFile(text, restore ? "ours" : undefined);
  } catch (error) {
    if (!(error instanceof ImportRefused)) throw error;
    console.error(`${restore ? "Restore" : "Import"} refused: ${error.message}`);
    return 1;
  }
  const target = databaseTarget();
  if ("dir" in target && (await serverAnswers(env().dataDir))) {
    console.error(
      `The server is running on ${env().dataDir} (it answers on ${controlSocketPath(env().dataDir)}): stop it first, since only one process may use the embedded database.`,
    );
    return 1;
  }
  const where = "url" in target ? "PostgreSQL (DATABASE_URL)" : `PGlite in ${target.dir}`;
  const database = await openDatabase(target);
  try {
    const report = await importDataFile(database.db, data, {
      actorEmail: `command line (npm run ${command})`,
      at: new Date(),
    });
    const kind = report.format === "ours" ? "league export" : "original site export";
    console.log(`${restore ? "Restored" : "Imported"} ${file} (${kind}) into ${where}:`);
    for (const [table, count] of Object.entries(report.counts)) {
      console.log(`  ${table.padEnd(18)} ${String(count).padStart(6)}`);
    }
    for (const note of report.notes) console.log(`  note: ${note}`);
    return 0;
  } catch (error) {
    if (error instanceof ImportRefused) {
      console.error(`${restore ? "Restore" : "Import"} refused: ${error.message}`);
      return 1;
    }
    throw error;
  } finally {
    await database.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
