// /admin/csv/{paid|contacts|heights}: the current season's signups as CSV
// (docs/league-rules.md#signups-and-fees).
import { seasonSignupContacts } from "~/data/signups.server";
import { currentSeason } from "~/data/seasons.server";
import type { Database } from "~/db/connection.server";
import { csvFileName, leagueDay, reportRows, type CsvReport } from "~/domain/csv-reports";
import { toCsv } from "~/domain/csv-text";

/** The report's text and file name, or null when there is no season yet. */
export async function signupReport(db: Database, report: CsvReport, at: Date) {
  const season = await currentSeason(db);
  if (!season) return null;
  return {
    csv: toCsv(reportRows(report, await seasonSignupContacts(db, season.id))),
    fileName: csvFileName(report, season.id, leagueDay(at)),
  };
}
