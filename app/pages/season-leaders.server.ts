// Season leaders with the names and teams the pages show.
import { cachedPageData } from "~/data/page-cache.server";
import type { Executor } from "~/db/connection.server";
import { leaderMinimumApplies, leadersFromTotals } from "~/domain/stats/leaders";
import { LEADERS_TOP_SEASON, STAT_KEYS } from "~/domain/league";
import type { StatKey } from "~/domain/types";
import { seasonPlayerTotals } from "~/data/stats.server";
import { playerRefs } from "~/data/players.server";
import { nameOrUnknown } from "~/domain/people/name";
import type { LeaderView } from "~/views/leaders";

/**
 * Top 10 per stat of a season, from totals the database adds up (a traded
 * player shows his latest team). Cached per league version: the home page
 * and the season's page show the same leaders, so after a result is saved
 * the first of them to be asked computes them for both.
 */
export function seasonLeaders(
  db: Executor,
  season: { id: number },
  completedGames: number,
  teamsById: Map<string, { abbreviation: string }>,
): Promise<Record<StatKey, LeaderView[]>> {
  return cachedPageData(db, `season-leaders:${season.id}:${completedGames}`, async () => {
    const leaders = leadersFromTotals(await seasonPlayerTotals(db, season.id), {
      top: LEADERS_TOP_SEASON,
      enforceMinimum: leaderMinimumApplies(completedGames),
    });
    const names = await playerRefs(
      db,
      STAT_KEYS.flatMap((k) => leaders[k].map((l) => l.playerId)),
    );
    const view = {} as Record<StatKey, LeaderView[]>;
    for (const key of STAT_KEYS) {
      view[key] = leaders[key].map((l) => {
        const p = names.get(l.playerId);
        return {
          playerId: l.playerId,
          name: nameOrUnknown(p),
          teamAbbreviation: teamsById.get(l.teamId)?.abbreviation ?? "",
          label: l.label,
          value: l.value,
        };
      });
    }
    return view;
  });
}
