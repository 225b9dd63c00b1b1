// How a game is named in titles and link previews.
import { matchupText, sideLabel } from "./state";
import type { Game, TeamRef } from "~/domain/types";

/** 'Harbor Hawks at Shamrocks' (placeholders or 'TBD' until the bracket is set). */
export function matchupTitle(game: Game, teamsById: Map<string, TeamRef>): string {
  return matchupText(game, (id) => teamsById.get(id)?.name);
}

/**
 * 'Shamrocks 66, Broadway Bulldogs 65': the winner first, as a headline reads.
 * Null until the game has a winner and both scores.
 */
export function scoreHeadline(game: Game, teamsById: Map<string, TeamRef>): string | null {
  if (game.winnerId === null || game.homeScore === null || game.awayScore === null) return null;
  const home = `${sideLabel(game, "home", teamsById)} ${game.homeScore}`;
  const away = `${sideLabel(game, "away", teamsById)} ${game.awayScore}`;
  return game.winnerId === game.awayTeamId ? `${away}, ${home}` : `${home}, ${away}`;
}
