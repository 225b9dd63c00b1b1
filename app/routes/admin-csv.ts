// /admin/csv/{paid|contacts|heights}: the current season's signups as CSV
// (names with paid; names with email and phone, paid only; names with height;
// docs/league-rules.md#signups-and-fees). Admins only.
import { requireAdmin } from "~/auth/viewer.server";
import { now } from "~/clock.server";
import { seasonSignupContacts } from "~/data/admin-reports.server";
import { currentSeason } from "~/data/seasons.server";
import { database } from "~/db/index.server";
import { csvFileName, isCsvReport, leagueDay, reportRows } from "~/domain/csv-reports";
import { toCsv } from "~/domain/csv-text";
import type { Route } from "./+types/admin-csv";

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAdmin(request);
  const report = params.report;
  if (!isCsvReport(report)) throw new Response("No such report", { status: 404 });
  const db = await database();
  const season = await currentSeason(db);
  if (!season) throw new Response("No season yet", { status: 404 });
  const csv = toCsv(reportRows(report, await seasonSignupContacts(db, season.id)));
  return new Response(csv, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${csvFileName(report, season.id, leagueDay(now()))}"`,
      "Cache-Control": "no-store",
    },
  });
}
