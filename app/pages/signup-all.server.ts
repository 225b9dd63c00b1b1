// /signup/all: who has signed up for the current season, newest first, with
// counts. Public: names only (docs/league-rules.md#signups-and-fees).
import { signupsSeason } from "~/data/season-lifecycle.server";
import { seasonSignups } from "~/data/signups.server";
import type { Database } from "~/db/connection.server";
import { countSignups } from "~/domain/signups/signup";
import { formatShortDate } from "~/domain/time/league-time";
import { foundOr404 } from "~/http.server";

export async function loadSeasonSignups(db: Database) {
  const season = foundOr404(await signupsSeason(db), "No season is open for signups");
  const rows = await seasonSignups(db, season.id);
  return {
    season: { id: season.id, name: season.name },
    counts: countSignups(rows),
    // The day is said here, in the league's zone, so the page needs no zone table.
    rows: rows.map((r) => ({
      ...r,
      createdAt: r.createdAt.toISOString(),
      signedUpOn: formatShortDate(r.createdAt),
    })),
  };
}
