// /admin/import: load a league data file into an empty database, all or
// nothing. The caller has already checked requireAdmin.
import { data } from "react-router";
import type { Viewer } from "~/auth/viewer.server";
import { now } from "~/clock.server";
import { ImportRefused, nonEmptyTables } from "~/data/export.server";
import { importDataFile, type ImportReport } from "~/data/legacy-import.server";
import type { Database } from "~/db/connection.server";
import { refusal, type FormReply } from "~/form-reply";

/** Far above a league's size (the demo's export is a few MB); stops accidents. */
const MAX_BYTES = 50 * 1024 * 1024;

/** A refusal is about the file field; an import reports what it loaded. */
export type ImportReply = FormReply<{ report?: ImportReport }>;

export async function loadAdminImport(db: Database) {
  return { tablesInUse: await nonEmptyTables(db) };
}

const refuseFile = (message: string) =>
  data<ImportReply>({ result: refusal(null, { fieldErrors: { file: message } }) }, { status: 400 });

export async function importUpload(db: Database, viewer: Viewer, form: FormData) {
  const file = form.get("file");
  if (typeof file === "string" || file === null || file.size === 0) {
    return refuseFile("Choose a data file (.json) to import.");
  }
  if (file.size > MAX_BYTES)
    return refuseFile("The file is larger than 50 MB: not a league export.");
  try {
    const report = await importDataFile(db, await file.text(), {
      actorEmail: viewer.email,
      at: now(),
    });
    return data<ImportReply>({ result: { status: "success" }, report });
  } catch (error) {
    if (error instanceof ImportRefused) return refuseFile(error.message);
    throw error;
  }
}
