// /admin/csv/{paid|contacts|heights}: the current season's signups as CSV
// (docs/league-rules.md#signups-and-fees).
import { seasonSignupContacts } from "~/data/signups.server";
import { signupsSeasonOr } from "~/data/season-lifecycle.server";
import type { Database } from "~/db/connection.server";
import { csvFileName, reportRows, type CsvReport } from "~/domain/signups/csv-reports";
import { leagueDay } from "~/domain/time/days";
import { toCsv } from "~/domain/csv-text";

/**
 * The report's text and file name for `seasonId` (default: the season taking
 * signups, else the current one), or null when there is no such season.
 */
export async function signupReport(
  db: Database,
  report: CsvReport,
  at: Date,
  seasonId: number | null = null,
) {
  const season = await signupsSeasonOr(db, seasonId);
  if (!season) return null;
  return {
    csv: toCsv(reportRows(report, await seasonSignupContacts(db, season.id))),
    fileName: csvFileName(report, season.id, leagueDay(at)),
  };
}
