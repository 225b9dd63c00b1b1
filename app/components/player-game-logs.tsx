import { Link } from "react-router";
import { STAT_KEYS, STAT_LABELS } from "~/domain/league";
import type { StatKey } from "~/domain/types";
import type { GameLogSeasonView } from "~/routes/player.server";

const SHORT: Record<StatKey, string> = {
  points: "PTS",
  rebounds: "REB",
  assists: "AST",
  blocks: "BLK",
  steals: "STL",
};

function resultClass(won: boolean | null) {
  if (won === true) return "stats-result win";
  if (won === false) return "stats-result loss";
  return "stats-result muted";
}

function GameLogTable({ season }: { season: GameLogSeasonView }) {
  return (
    <div
      className="table-scroll"
      tabIndex={0}
      role="region"
      aria-label={`Games of season ${season.seasonId}`}
    >
      <table className="table stats-table">
        <caption className="visually-hidden">
          Games of season {season.seasonId}, {season.seasonName}
        </caption>
        <thead>
          <tr>
            <th scope="col">Date</th>
            <th scope="col">Opponent</th>
            <th scope="col">Result</th>
            {STAT_KEYS.map((key) => (
              <th key={key} scope="col" className="num">
                <abbr title={STAT_LABELS[key]}>{SHORT[key]}</abbr>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {season.games.map((g) => (
            <tr key={g.gameId}>
              <th scope="row">{g.date}</th>
              <td>
                <Link to={`/games/${g.gameId}`}>
                  {g.prefix} {g.opponent}
                </Link>
              </td>
              <td className={resultClass(g.won)}>{g.result}</td>
              {STAT_KEYS.map((key) => (
                <td key={key} className="num">
                  {g.stats[key]}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/**
 * 'All Games': one <details> per season (works without JavaScript), the
 * newest season open.
 */
export function PlayerGameLogs({ seasons }: { seasons: GameLogSeasonView[] }) {
  if (seasons.length === 0) return <p className="empty">No games played yet.</p>;
  return (
    <div className="stats-accordion">
      {seasons.map((season, index) => (
        <details key={season.seasonId} open={index === 0} className="stats-accordion-item">
          <summary>
            <span className="stats-accordion-title">
              Season {season.seasonId} <span className="muted">· {season.seasonName}</span>
            </span>
            <span className="muted small">
              {season.games.length} {season.games.length === 1 ? "game" : "games"}
            </span>
          </summary>
          <GameLogTable season={season} />
        </details>
      ))}
    </div>
  );
}
