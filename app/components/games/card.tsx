import { Link } from "~/components/link";
import type { GameCardData, GameCardSide } from "~/domain/games/card";
import { LIVE_TEXT } from "~/domain/games/state";
import { DATE_TO_COME } from "~/domain/schedule/page";
import { liveCard } from "~/domain/live/card";
import { useLiveCard } from "~/components/live/live-cards";
import { TeamChip } from "~/components/teams/color";
import { TitledSection } from "~/components/chrome/titled-section";

function Side({ side, showScore }: { side: GameCardSide; showScore: boolean }) {
  return (
    <div className={side.won ? "game-card-side winner" : "game-card-side"}>
      <span className="game-card-team">
        <TeamChip color={side.color} />
        {side.name}
      </span>
      {showScore && side.score !== null ? (
        <span className="game-card-score">{side.score}</span>
      ) : null}
    </div>
  );
}

const STATE_LABELS = {
  final: "Final",
  forfeit: "Forfeit",
  "no-stats": "Final",
  live: LIVE_TEXT,
  upcoming: null,
  postponed: "Postponed",
} as const;

/**
 * One game as a tappable card: teams, scores when played or live, otherwise
 * day, time and place. Inside <LiveCards> it follows the page's live stream
 * (LIVE and the running score, then Final), in place.
 */
export function GameCard({ game: drawn }: { game: GameCardData }) {
  const game = liveCard(drawn, useLiveCard(drawn.id));
  const played =
    game.display === "final" ||
    game.display === "forfeit" ||
    game.display === "no-stats" ||
    game.display === "live";
  const state = STATE_LABELS[game.display];
  const label = `${game.away.name} at ${game.home.name}`;
  const postponed = game.display === "postponed";
  // What the card shows, read out: the score; 'Postponed', its date to come and
  // the day it was set for (neither holds any more); or when.
  const when = played
    ? `${state} ${game.away.score}–${game.home.score}`
    : postponed
      ? `${state}, ${DATE_TO_COME.toLowerCase()} (was ${game.day})`
      : `${game.day} ${game.time}`;
  return (
    <Link to={`/games/${game.id}`} className="game-card" aria-label={`${label}, ${when}`}>
      <div className="game-card-meta">
        {state ? (
          <span
            className={game.display === "live" ? "game-card-state live-badge" : "game-card-state"}
          >
            {state}
          </span>
        ) : (
          <span>{game.time}</span>
        )}
        <span>{postponed ? DATE_TO_COME : game.day}</span>
      </div>
      <Side side={game.away} showScore={played} />
      <Side side={game.home} showScore={played} />
      {postponed ? <div className="game-card-location">Was {game.day}</div> : null}
      {!played && !postponed ? <div className="game-card-location">{game.location}</div> : null}
      {game.matchup ? <div className="game-card-matchup">{game.matchup}</div> : null}
    </Link>
  );
}

export function GameCardList({ games }: { games: GameCardData[] }) {
  return (
    <ul className="game-card-list">
      {games.map((g) => (
        <li key={g.id}>
          <GameCard game={g} />
        </li>
      ))}
    </ul>
  );
}

/** "Live Now": the games being scored live, first on the pages that list games. */
export function LiveNowSection({
  games,
  id,
}: {
  games: GameCardData[];
  /** The section's anchor (the schedule's "Live Now" link leads to it). */
  id?: string;
}) {
  if (games.length === 0) return null;
  return (
    <TitledSection titleId="live-title" id={id} title="Live Now">
      <GameCardList games={games} />
    </TitledSection>
  );
}
