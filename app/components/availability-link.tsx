// What the signed-link pages of availability emails share
// (app/pages/availability-links.server.ts): the game they are about, and a
// refusal (a bad link, a closed game, someone no longer captain).
import { Link } from "react-router";

export interface LinkGame {
  gameId: string;
  matchup: string;
  day: string;
  time: string;
  place: string;
}

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

export function LinkRefused({ title, message }: { title: string; message: string }) {
  return (
    <>
      <h1>{title}</h1>
      <p role="alert">{message}</p>
      <p>
        <Link to="/schedule" className="button">
          Schedule
        </Link>
      </p>
    </>
  );
}
