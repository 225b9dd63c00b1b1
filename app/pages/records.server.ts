// All-time records (/records): leaders over every season's lines, top 20 per stat.
import { careerTotals } from "~/data/stats.server";
import type { Database } from "~/db/connection.server";
import { allTimeLeadersFromTotals } from "~/domain/stats/career";
import { LEADERS_RULES } from "~/domain/stats/leaders";
import { LEADERS_TOP_ALL_TIME, STAT_KEYS } from "~/domain/league";
import { nameOrUnknown } from "~/domain/people/name";
import type { RecordRowView } from "~/views/records";
import { cachedPageData } from "~/data/page-cache.server";

/**
 * One query whatever the number of seasons: career totals per player (with
 * names), summed by the database; the ranking rules are applied here.
 */
export async function loadRecordsPage(db: Database) {
  const careers = await careerTotals(db);
  const leaders = allTimeLeadersFromTotals(careers, LEADERS_TOP_ALL_TIME);
  const names = new Map(careers.map((c) => [c.playerId, c]));
  const tables = STAT_KEYS.map((stat) => ({
    stat,
    rows: leaders[stat].map((l): RecordRowView => {
      const p = names.get(l.playerId);
      return {
        playerId: l.playerId,
        name: nameOrUnknown(p),
        label: l.label,
        gamesPlayed: l.gamesPlayed,
        value: l.value,
      };
    }),
  }));
  return { tables, rules: LEADERS_RULES, top: LEADERS_TOP_ALL_TIME };
}

export type RecordsPageData = Awaited<ReturnType<typeof loadRecordsPage>>;

/** Cached per league version: the whole history is read again only after a change. */
export function recordsPage(db: Database): Promise<RecordsPageData> {
  return cachedPageData(db, "records", () => loadRecordsPage(db));
}
