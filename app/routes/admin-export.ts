// /admin/data.json: "Download All Data", every league table in one
// versioned JSON file (see app/data/export.server.ts). Admins only.
import { requireAdmin } from "~/auth/viewer.server";
import { now } from "~/clock.server";
import { exportLeague, exportText } from "~/data/export.server";
import { database } from "~/db/index.server";
import { leagueDay } from "~/domain/csv-reports";
import type { Route } from "./+types/admin-export";

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const at = now();
  const data = await exportLeague(await database(), at);
  return new Response(exportText(data), {
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      "Content-Disposition": `attachment; filename="league-data-${leagueDay(at)}.json"`,
      "Cache-Control": "no-store",
    },
  });
}
