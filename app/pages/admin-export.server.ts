// /admin/data.json: "Download All Data", every league table in one versioned
// JSON file.
import { exportLeague, exportText } from "~/data/export.server";
import type { Database } from "~/db/connection.server";
import { leagueDay } from "~/domain/time/days";

export async function leagueExportFile(db: Database, at: Date) {
  return {
    text: exportText(await exportLeague(db, at)),
    fileName: `league-data-${leagueDay(at)}.json`,
  };
}
