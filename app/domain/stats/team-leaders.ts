// Leaders of one team's players, as a game preview shows them
// (docs/league-rules.md#leaders-and-records): the top 3 per stat among the
// players on the team's roster this season.
import { computeAllTimeLeaders, computeLeaders, type LeaderRow, type StatLine } from "./leaders";
import { LEADERS_TOP_GAME } from "~/domain/league";
import type { StatKey } from "~/domain/types";

/**
 * This season: the roster players' lines for this team (a player's games for
 * another team do not count here). `completedGames` is the season's number
 * of completed games, which decides whether the five-game minimum applies.
 */
export function teamSeasonLeaders(
  seasonLines: StatLine[],
  teamId: string,
  rosterIds: ReadonlySet<string>,
  completedGames: number,
  top: number = LEADERS_TOP_GAME,
): Record<StatKey, LeaderRow[]> {
  const own = seasonLines.filter((l) => l.teamId === teamId && rosterIds.has(l.playerId));
  return computeLeaders(own, { top, completedGames });
}

/** All-time: the same players' career lines, for whichever team they played. */
export function teamAllTimeLeaders(
  careerLines: StatLine[],
  rosterIds: ReadonlySet<string>,
  top: number = LEADERS_TOP_GAME,
): Record<StatKey, LeaderRow[]> {
  return computeAllTimeLeaders(
    careerLines.filter((l) => rosterIds.has(l.playerId)),
    top,
  );
}
