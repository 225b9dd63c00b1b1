// The top of a game page: the matchup, both teams with their scores (or
// records before the game), and when and where it is played.
import { Link } from "~/components/link";
import { AdminEditLink } from "~/components/chrome/admin-edit-link";
import { LIVE_TEXT, POSTPONED_TEXT } from "~/domain/games/state";
import type { LiveScore } from "~/domain/live/game";
import type { GamePageData, GameSideView } from "~/views/game";

const STATUS_LABELS: Record<GamePageData["display"], string | null> = {
  final: "Final",
  forfeit: "Final",
  "no-stats": "Final",
  live: LIVE_TEXT,
  upcoming: null,
  postponed: POSTPONED_TEXT,
};

function kickerOf(game: GamePageData): string {
  if (!game.playoff) return `${game.season.name} · Regular season`;
  return [game.playoff.label, game.playoff.conference, game.playoff.matchup]
    .filter(Boolean)
    .join(" · ");
}

function Side({ side, role, played }: { side: GameSideView; role: string; played: boolean }) {
  return (
    <li className={side.won ? "game-side winner" : "game-side"}>
      <span className="game-side-role">{role}</span>
      <span className="game-side-name">
        {side.teamId ? <Link to={`/teams/${side.teamId}`}>{side.name}</Link> : side.name}
        {side.won ? <span className="game-winner-mark">Winner</span> : null}
      </span>
      {side.record !== null ? (
        <span className="game-side-record">
          <span className="visually-hidden">Record </span>
          {side.record}
          {side.playoffRecord ? (
            <span className="game-side-playoffs"> · {side.playoffRecord}</span>
          ) : null}
        </span>
      ) : null}
      {played && side.score !== null ? (
        <span className="game-side-score">
          <span className="visually-hidden">Score </span>
          {side.score}
        </span>
      ) : null}
    </li>
  );
}

/** `liveScore`: the running score of a live game, kept current by its stream. */
export function GameScoreboard({
  game,
  canEdit,
  liveScore,
}: {
  game: GamePageData;
  canEdit: boolean;
  liveScore?: LiveScore | null;
}) {
  const played =
    game.display === "final" ||
    game.display === "forfeit" ||
    game.display === "no-stats" ||
    game.display === "live";
  const status = STATUS_LABELS[game.display];
  const away = liveScore ? { ...game.away, score: liveScore.away } : game.away;
  const home = liveScore ? { ...game.home, score: liveScore.home } : game.home;
  return (
    <header className="game-header">
      <div className="game-title-row">
        <div>
          <p className="game-kicker">{kickerOf(game)}</p>
          <h1>{game.title}</h1>
        </div>
        <AdminEditLink href={`/admin/games/${game.id}`} show={canEdit} />
      </div>
      <div
        className={game.display === "live" ? "card game-scoreboard live" : "card game-scoreboard"}
      >
        <p className="game-status">
          {status ? (
            <strong className={game.display === "live" ? "live-badge" : undefined}>{status}</strong>
          ) : null}
          {status ? " · " : null}
          {game.display === "upcoming" ? `${game.day} · ${game.time}` : game.day}
        </p>
        {/* A live score is read out when it changes. */}
        <ul className="game-sides" aria-live={game.display === "live" ? "polite" : undefined}>
          <Side side={away} role="Away" played={played} />
          <Side side={home} role="Home" played={played} />
        </ul>
        <dl className="game-facts">
          <div>
            <dt>Date</dt>
            <dd>{game.date}</dd>
          </div>
          {game.display !== "postponed" ? (
            <div>
              <dt>Time</dt>
              <dd>{game.time}</dd>
            </div>
          ) : null}
          <div>
            <dt>Location</dt>
            <dd>{game.location}</dd>
          </div>
        </dl>
      </div>
    </header>
  );
}

/** Back to the bracket (playoffs of the current season), all games, each team's games. */
export function GameLinks({ game }: { game: GamePageData }) {
  return (
    <nav className="game-links" aria-label="More games">
      <ul>
        {game.playoff && game.season.isCurrent ? (
          <li>
            <Link to={`/?round=${game.playoff.round}`}>Back to the bracket</Link>
          </li>
        ) : null}
        <li>
          <Link to={game.links.allGames}>All Games</Link>
        </li>
        {game.links.teams.map((t) => (
          <li key={t.teamId}>
            <Link to={t.href}>{t.name} schedule</Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
