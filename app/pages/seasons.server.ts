// /seasons: every season with its status and champion.
import { completedFinals } from "~/data/games.server";
import { listSeasons } from "~/data/seasons.server";
import { listTeams } from "~/data/teams.server";
import type { Database } from "~/db/connection.server";
import { seasonChampions } from "~/domain/season/close";
import { currentSeasonIdOf, seasonStatus } from "~/domain/season/status";

export async function loadSeasonsPage(db: Database) {
  const [seasons, finals, teams] = await Promise.all([
    listSeasons(db),
    completedFinals(db),
    listTeams(db),
  ]);
  const currentId = currentSeasonIdOf(seasons);
  const champions = seasonChampions(seasons, finals);
  const names = new Map(teams.map((t) => [t.id, t.name]));
  return {
    // Newest first: the season people look for is usually the latest one.
    seasons: [...seasons]
      .sort((a, b) => b.id - a.id)
      .map((s) => {
        const championId = champions.get(s.id);
        return {
          id: s.id,
          name: s.name,
          status: seasonStatus(s.id, currentId),
          champion: championId ? (names.get(championId) ?? championId) : null,
        };
      }),
  };
}
