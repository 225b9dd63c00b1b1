// Imports a data file into the configured database: `npm run import -- FILE`.
// FILE is this site's "Download All Data" file (/admin/data.json) or the
// original site's "Download All Data" export; the format is detected. The
// database must hold no league yet: everything is written in one transaction,
// or nothing (the first bad record is named).
//
// The database is PGlite in DATA_DIR (default ./data) or PostgreSQL when
// DATABASE_URL is set. Only one process may own a PGlite folder: stop the
// server first. A fresh DATA_DIR is created and migrated here, and a server
// started on it afterwards keeps the imported league (no demo league).
import { readFileSync } from "node:fs";
import { databaseTarget } from "../app/config.server";
import { openDatabase } from "../app/db/connection.server";
import { ImportRefused } from "../app/data/export.server";
import { importDataFile } from "../app/data/legacy-import.server";

const ACTOR = "command line (npm run import)";

async function main(): Promise<number> {
  const files = process.argv.slice(2).filter((a) => a !== "--");
  if (files.length !== 1 || files[0]?.startsWith("-")) {
    console.error(
      "Usage: npm run import -- FILE   (a league export or the original site's export)",
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
  const target = databaseTarget();
  const where = "url" in target ? "PostgreSQL (DATABASE_URL)" : `PGlite in ${target.dir}`;
  const database = await openDatabase(target);
  try {
    const report = await importDataFile(database.db, text, { actorEmail: ACTOR, at: new Date() });
    const kind = report.format === "ours" ? "league export" : "original site export";
    console.log(`Imported ${file} (${kind}) into ${where}:`);
    for (const [table, count] of Object.entries(report.counts)) {
      console.log(`  ${table.padEnd(18)} ${String(count).padStart(6)}`);
    }
    for (const note of report.notes) console.log(`  note: ${note}`);
    return 0;
  } catch (error) {
    if (error instanceof ImportRefused) {
      console.error(`Import refused: ${error.message}`);
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
