// A game card as the live stream has changed it since the page was drawn
// (docs/league-rules.md#live-games): the same card, in the same place, turned
// LIVE with the running score, then Final with the result the final carried,
// or back to its day and time when the scorer abandons.
import type { GameCardData, GameCardSide } from "~/domain/games/card";
import { liveScore, type LiveState } from "~/domain/live/game";

const DECIDED = new Set<GameCardData["display"]>(["final", "forfeit", "no-stats"]);

function scored(side: GameCardSide, score: number | null, won: boolean): GameCardSide {
  return { ...side, score, won };
}

/** What the card shows once `live` (the game's state from the stream, if any) is applied. */
export function liveCard(card: GameCardData, live: LiveState | undefined): GameCardData {
  // A result drawn by the server knows more (a forfeit, no stats): it stands.
  if (!live || DECIDED.has(card.display)) return card;
  switch (live.phase) {
    case "live": {
      const score = liveScore(live.baskets, card.home.teamId);
      return {
        ...card,
        display: "live",
        away: scored(card.away, score.away, false),
        home: scored(card.home, score.home, false),
      };
    }
    case "final": {
      const final = live.final;
      // Erased again since: no longer live, and no result to show.
      if (!final) return notLive(card);
      const won = (side: GameCardSide) => side.teamId !== null && side.teamId === final.winnerId;
      return {
        ...card,
        display: "final",
        away: scored(card.away, final.away, won(card.away)),
        home: scored(card.home, final.home, won(card.home)),
      };
    }
    case "abandoned":
      return notLive(card);
    case "not-started":
      return card;
  }
}

/** A card drawn LIVE whose game is to be played again: its day, time and place. */
function notLive(card: GameCardData): GameCardData {
  if (card.display !== "live") return card;
  return {
    ...card,
    display: "upcoming",
    away: scored(card.away, null, false),
    home: scored(card.home, null, false),
  };
}
