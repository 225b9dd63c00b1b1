// /admin/data.json: "Download All Data", every league table in one
// versioned JSON file (the format: docs/backups.md). Admins only.
import { requireAdmin } from "~/auth/viewer.server";
import { now } from "~/clock.server";
import { database } from "~/db/index.server";
import { leagueExportFile } from "~/pages/admin-export.server";
import type { Route } from "./+types/admin-export";

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const file = await leagueExportFile(await database(), now());
  return new Response(file.text, {
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      "Content-Disposition": `attachment; filename="${file.fileName}"`,
      "Cache-Control": "no-store",
    },
  });
}
