// Closing a season (docs/league-rules.md#seasons): only once every game is
// settled, with a champion; a closed season's results, rosters, captains and
// playoffs stand as they are until an admin reopens it.
import { isCompleted } from "./game-state";
import type { Game } from "./types";

/** Games that keep a season open: every game not completed (to come, live or postponed). */
export function unresolvedGames<G extends Pick<Game, "status" | "startsAt" | "id">>(
  games: G[],
): G[] {
  return games
    .filter((g) => !isCompleted(g))
    .sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime() || a.id.localeCompare(b.id));
}

/** The winner of the completed final, if the season got that far. */
export function finalWinner(
  games: Pick<Game, "playoffRound" | "status" | "winnerId">[],
): string | null {
  return games.find((g) => g.playoffRound === "final" && isCompleted(g))?.winnerId ?? null;
}

/** The champion a season shows: the one the admin named when closing it, else its final's winner. */
export function seasonChampionId(
  season: { championTeamId: string | null },
  games: Pick<Game, "playoffRound" | "status" | "winnerId">[],
): string | null {
  return season.championTeamId ?? finalWinner(games);
}

/** What a write to a closed season is told. */
export function closedSeasonMessage(seasonId: number): string {
  return `Season ${seasonId} is closed: its results, rosters, captains and playoffs can no longer change. An admin can reopen it on its page.`;
}

/** Each season's champion team (seasonChampionId), by season id; seasons without one are left out. */
export function seasonChampions(
  seasons: { id: number; championTeamId: string | null }[],
  finals: (Pick<Game, "playoffRound" | "status" | "winnerId"> & { seasonId: number })[],
): Map<number, string> {
  const champions = new Map<number, string>();
  for (const season of seasons) {
    const id = seasonChampionId(
      season,
      finals.filter((f) => f.seasonId === season.id),
    );
    if (id) champions.set(season.id, id);
  }
  return champions;
}
