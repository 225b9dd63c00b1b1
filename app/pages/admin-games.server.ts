// /admin/games: the current season's games, each with its result or state,
// linking to the result form.
import { seasonGames } from "~/data/games.server";
import { currentSeason } from "~/data/seasons.server";
import { listTeams } from "~/data/teams.server";
import type { Database } from "~/db/connection.server";
import { isCompleted, matchupText } from "~/domain/game-state";
import { formatGameDay, formatGameTime } from "~/domain/time";

export async function loadAdminGames(db: Database) {
  const season = await currentSeason(db);
  if (!season) return { season: null, games: [] };
  const [games, teams] = await Promise.all([seasonGames(db, season.id), listTeams(db)]);
  const name = new Map(teams.map((t) => [t.id, t.abbreviation]));
  return {
    season: { id: season.id, name: season.name },
    games: games.map((g) => ({
      id: g.id,
      when: `${formatGameDay(g.startsAt)}, ${formatGameTime(g.startsAt)}`,
      matchup: matchupText(g, (id) => name.get(id)),
      result: isCompleted(g)
        ? `${g.awayScore ?? 0}–${g.homeScore ?? 0}`
        : g.status === "postponed"
          ? "Postponed"
          : "",
      playoff: g.type === "playoff",
    })),
  };
}
