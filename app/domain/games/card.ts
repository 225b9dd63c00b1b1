// The small summary of a game shown on cards, lists and the bracket.
// Built on the server so dates are formatted once, in the league's zone.
import { formatLocation, gameDisplayState, sideLabel, type GameDisplay } from "./state";
import { formatGameDay, formatGameTime } from "~/domain/time/league-time";
import type { Game, GameStat, TeamRef } from "~/domain/types";

export interface GameCardSide {
  teamId: string | null;
  name: string;
  abbreviation: string | null;
  /** The team's colour, '#rrggbb'; null while the side is still to be decided. */
  color: string | null;
  score: number | null;
  won: boolean;
}

export interface GameCardData {
  id: string;
  display: GameDisplay;
  day: string;
  time: string;
  location: string;
  matchup: string | null;
  away: GameCardSide;
  home: GameCardSide;
}

export function toGameCard(
  game: Game,
  teamsById: Map<string, TeamRef>,
  stats: Pick<GameStat, "status">[],
): GameCardData {
  const side = (which: "home" | "away"): GameCardSide => {
    const teamId = which === "home" ? game.homeTeamId : game.awayTeamId;
    const team = teamId ? teamsById.get(teamId) : undefined;
    return {
      teamId: team ? team.id : null,
      name: sideLabel(game, which, teamsById),
      abbreviation: team?.abbreviation ?? null,
      color: team?.color ?? null,
      score: which === "home" ? game.homeScore : game.awayScore,
      won: game.winnerId !== null && game.winnerId === teamId,
    };
  };
  return {
    id: game.id,
    display: gameDisplayState(game, stats),
    day: formatGameDay(game.startsAt),
    time: formatGameTime(game.startsAt),
    location: formatLocation(game.location),
    matchup: game.matchup,
    away: side("away"),
    home: side("home"),
  };
}
