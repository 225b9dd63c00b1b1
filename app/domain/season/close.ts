// Closing a season (docs/league-rules.md#seasons): only once it has games and
// every one is settled, with a champion or none; a closed season stands as it
// is until an admin reopens it (the rules: state.ts).
import { isCompleted } from "~/domain/games/state";
import type { Game } from "~/domain/types";

/** The champion field's value for "No champion" when closing a season. */
export const NO_CHAMPION = "none";

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

/**
 * The champion a season shows: once it is closed, the one the admin named
 * (none when he chose No champion); until then, its final's winner.
 */
export function seasonChampionId(
  season: { championTeamId: string | null; closedAt: Date | null },
  games: Pick<Game, "playoffRound" | "status" | "winnerId">[],
): string | null {
  return season.closedAt ? season.championTeamId : finalWinner(games);
}

/** Each season's champion team (seasonChampionId), by season id; seasons without one are left out. */
export function seasonChampions(
  seasons: { id: number; championTeamId: string | null; closedAt: Date | null }[],
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
