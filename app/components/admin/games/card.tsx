// /admin's Game day: the games of today (or of the next game day) as cards
// with big buttons for the courtside phone: Score live, Enter result, or
// Edit result once it is final.
import { Link } from "~/components/link";
import { liveScorerPath } from "~/domain/live/game";
import type { AdminGameDayView, AdminGameView } from "~/views/admin";

/** 'Live · 12–10', 'Final · 45–40', 'Postponed', 'No result yet'; null for a game to come. */
export function gameStateText(game: AdminGameView): string | null {
  switch (game.state) {
    case "live":
      return `Live · ${game.score ?? "0–0"}`;
    case "final":
      return `Final · ${game.score ?? ""}`;
    case "postponed":
      return "Postponed";
    case "no-result":
      return "No result yet";
    default:
      return null;
  }
}

interface GameAction {
  label: string;
  to: string;
  primary: boolean;
}

/**
 * The card's buttons. Score live of a game not yet live opens the game page's
 * own confirmation step (?start=confirm): the start is still asked first.
 */
function cardActions(game: AdminGameView): GameAction[] {
  const page = `/admin/games/${game.id}`;
  switch (game.state) {
    case "live":
      return [{ label: "Score live", to: liveScorerPath(game.id), primary: true }];
    case "final":
      return [{ label: "Edit result", to: page, primary: false }];
    case "postponed":
      return [{ label: "Reschedule", to: `${page}/schedule`, primary: false }];
    default:
      return [
        ...(game.canScore
          ? [{ label: "Score live", to: `${page}?start=confirm`, primary: true }]
          : []),
        { label: "Enter result", to: page, primary: !game.canScore },
      ];
  }
}

function GameDayCard({ game }: { game: AdminGameView }) {
  const state = gameStateText(game);
  return (
    <li className={`admin-game-card${game.state === "live" ? " is-live" : ""}`}>
      <h3 className="admin-game-matchup">
        {game.matchup}
        {game.playoff ? <span className="muted small"> · playoffs</span> : null}
      </h3>
      <p className="admin-game-facts">
        {game.time} · {game.gym}
      </p>
      {state ? <p className="admin-game-state">{state}</p> : null}
      <div className="admin-game-actions">
        {cardActions(game).map((action) => (
          <Link
            key={action.label}
            to={action.to}
            className={action.primary ? "button" : "button button-secondary"}
            // Starts with the visible text (voice control), then says which game.
            aria-label={`${action.label}: ${game.matchup}, ${game.time}`}
          >
            {action.label}
          </Link>
        ))}
      </div>
    </li>
  );
}

export function GameDay({ gameDay }: { gameDay: AdminGameDayView | null }) {
  return (
    <section className="admin-gameday" aria-labelledby="game-day-title">
      <h2 id="game-day-title" className="section-title">
        Game day
      </h2>
      {gameDay === null ? (
        <p className="empty">No games to come this season.</p>
      ) : (
        <>
          <p className="admin-gameday-when">
            {gameDay.today ? `Today, ${gameDay.label}` : `Next game day: ${gameDay.label}`}
          </p>
          <ul className="admin-game-cards">
            {gameDay.games.map((game) => (
              <GameDayCard key={game.id} game={game} />
            ))}
          </ul>
        </>
      )}
      <p>
        <Link to="/admin/games">All games</Link>
      </p>
    </section>
  );
}
