// What the signed-link pages of availability emails share
// (app/pages/availability-links.server.ts): the game they are about, and a
// refusal (a bad link, a closed game, someone no longer captain).
import { Link } from "~/components/link";
import type { LinkGame } from "~/views/availability-link";

export function LinkGameCard({ game }: { game: LinkGame }) {
  return (
    <p className="card">
      <strong>{game.matchup}</strong>
      <br />
      {game.day} at {game.time}
      <br />
      {game.place}
      <br />
      <Link to={`/games/${encodeURIComponent(game.gameId)}`}>Game page</Link>
    </p>
  );
}

/** The whole page of a refused link. */
export function LinkRefused({ title, message }: { title: string; message: string }) {
  return (
    <div className="page narrow-page">
      <h1>{title}</h1>
      <p role="alert">{message}</p>
      <p>
        <Link to="/schedule" className="button">
          Schedule
        </Link>
      </p>
    </div>
  );
}
