// /admin/csv/{paid|contacts|heights}: the current season's signups as CSV
// (names with paid; names with email and phone, paid only; names with height;
// docs/league-rules.md#signups-and-fees). Admins only.
import { requireAdmin } from "~/auth/viewer.server";
import { now } from "~/clock.server";
import { database } from "~/db/index.server";
import { isCsvReport } from "~/domain/signups/csv-reports";
import { seasonQuery } from "~/http.server";
import { signupReport } from "~/pages/admin-csv.server";
import type { Route } from "./+types/admin-csv";

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAdmin(request);
  const report = params.report;
  if (!isCsvReport(report)) throw new Response("No such report", { status: 404 });
  const file = await signupReport(
    await database(),
    report,
    now(),
    seasonQuery(new URL(request.url)),
  );
  if (!file) throw new Response("No such season", { status: 404 });
  return new Response(file.csv, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${file.fileName}"`,
      "Cache-Control": "no-store",
    },
  });
}
