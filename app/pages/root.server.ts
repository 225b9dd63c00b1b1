// What the root route (the chrome around every page) reads from the league:
// the season whose standings the menu's "Standings" opens. Cached per league
// version: it changes only when an admin makes another season current (a
// write, which moves the version), so most pages pay no query for it.
import { cachedPageData } from "~/data/page-cache.server";
import { currentSeason } from "~/data/seasons.server";
import type { Database } from "~/db/connection.server";

/** The current season's id (the latest when none is flagged), null before any season exists. */
export function loadMenuSeasonId(db: Database): Promise<number | null> {
  return cachedPageData(db, "menu-season", async () => (await currentSeason(db))?.id ?? null);
}
