import { useEffect, useRef } from "react";
import { useFetcher } from "react-router";
import { Link } from "~/components/link";
import { GAME_LOG_MARK_SEPARATOR } from "~/domain/stats/career";
import { STAT_KEYS } from "~/domain/league";
import type { GameLogRowView, GameLogSeasonSummary, PlayerPageData } from "~/views/player";
import { StatColumnHeads } from "~/components/games/box-score";
import { TableScroll } from "~/components/table-scroll";

function resultClass(won: boolean | null) {
  if (won === true) return "stats-result win";
  if (won === false) return "stats-result loss";
  return "stats-result muted";
}

function GameLogTable({
  season,
  games,
}: {
  season: GameLogSeasonSummary;
  games: GameLogRowView[];
}) {
  return (
    <TableScroll label={`Games of season ${season.seasonId}`}>
      <table className="table stats-table">
        <caption className="visually-hidden">
          Games of season {season.seasonId}, {season.seasonName}
        </caption>
        <thead>
          <tr>
            <th scope="col">Date</th>
            <th scope="col">Opponent</th>
            <th scope="col">Result</th>
            <StatColumnHeads keys={STAT_KEYS} />
          </tr>
        </thead>
        <tbody>
          {games.map((g) => (
            <tr key={g.gameId}>
              <th scope="row">{g.date}</th>
              <td>
                <Link to={`/games/${g.gameId}`}>
                  {g.prefix} {g.opponent}
                </Link>
              </td>
              <td className={resultClass(g.won)}>
                {g.outcome}
                {g.mark ? (
                  <span className="stats-result-mark">
                    {g.outcome ? (
                      <span className="stats-result-sep">{GAME_LOG_MARK_SEPARATOR}</span>
                    ) : null}
                    {g.mark}
                  </span>
                ) : null}
              </td>
              {STAT_KEYS.map((key) => (
                <td key={key} className="num">
                  {g.stats[key]}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}

function SeasonSummary({ season }: { season: GameLogSeasonSummary }) {
  return (
    <summary>
      <span className="stats-accordion-title">
        Season {season.seasonId} <span className="muted">· {season.seasonName}</span>
      </span>
      <span className="muted small">
        {season.gameCount} {season.gameCount === 1 ? "game" : "games"}
      </span>
    </summary>
  );
}

/**
 * A season whose rows the page did not send: opening it fetches them. Without
 * JavaScript it offers a link to the page with that season's games open. On a
 * page that does not hydrate, the enhance island fetches data-games-href and
 * puts in the table that page serves for this season.
 */
function LazySeason({ season, playerId }: { season: GameLogSeasonSummary; playerId: string }) {
  const fetcher = useFetcher<PlayerPageData>();
  const href = `/players/${playerId}?games=${season.seasonId}`;
  const games = fetcher.data?.gameLogs.find((s) => s.seasonId === season.seasonId)?.games;
  const details = useRef<HTMLDetailsElement>(null);
  const { load } = fetcher;
  // Opened before the page's script ran (scripts wait for the first paint):
  // its toggle event came before React listened, so load once it does.
  useEffect(() => {
    if (details.current?.open) void load(href);
  }, [load, href]);
  return (
    <details
      ref={details}
      className="stats-accordion-item"
      id={`games-${season.seasonId}`}
      data-games-href={href}
      onToggle={(event) => {
        if (event.currentTarget.open && !games && fetcher.state === "idle") void load(href);
      }}
    >
      <SeasonSummary season={season} />
      {games ? (
        <GameLogTable season={season} games={games} />
      ) : fetcher.state === "loading" ? (
        <p className="muted small stats-accordion-status" role="status">
          Loading games…
        </p>
      ) : (
        <p className="small stats-accordion-status">
          <Link to={`${href}#games-${season.seasonId}`}>
            Show the games of season {season.seasonId}
          </Link>
        </p>
      )}
    </details>
  );
}

/**
 * 'All Games': one <details> per season (works without JavaScript). The season
 * the page sent rows for is open; the others load theirs when opened.
 */
export function PlayerGameLogs({
  seasons,
  playerId,
}: {
  seasons: GameLogSeasonSummary[];
  playerId: string;
}) {
  if (seasons.length === 0) return <p className="empty">No games played yet.</p>;
  return (
    <div className="stats-accordion">
      {seasons.map((season) =>
        season.games ? (
          <details
            key={season.seasonId}
            open
            className="stats-accordion-item"
            id={`games-${season.seasonId}`}
          >
            <SeasonSummary season={season} />
            <GameLogTable season={season} games={season.games} />
          </details>
        ) : (
          <LazySeason key={season.seasonId} season={season} playerId={playerId} />
        ),
      )}
    </div>
  );
}
