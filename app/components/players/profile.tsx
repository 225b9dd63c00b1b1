import { Link } from "~/components/link";
import type { PlayerPageData } from "~/views/player";

/** Name (the page's h1), team, jersey number and height. */
export function PlayerProfile({ player }: { player: PlayerPageData["player"] }) {
  return (
    <header className="player-profile">
      {player.imageUrl ? (
        <img src={player.imageUrl} alt="" width={96} height={96} className="player-photo" />
      ) : null}
      <div>
        <h1>{player.name}</h1>
        <dl className="player-facts">
          <div>
            <dt>{player.team?.current === false ? "Last team" : "Team"}</dt>
            <dd>
              {player.team ? (
                <>
                  <Link to={`/teams/${player.team.id}`}>{player.team.name}</Link>
                  {player.team.current ? null : (
                    <span className="muted"> ({player.team.seasonName})</span>
                  )}
                </>
              ) : (
                "–"
              )}
            </dd>
          </div>
          <div>
            <dt>Jersey</dt>
            <dd>{player.jerseyNumber === null ? "–" : `#${player.jerseyNumber}`}</dd>
          </div>
          <div>
            <dt>Height</dt>
            <dd>{player.height ?? "–"}</dd>
          </div>
        </dl>
      </div>
    </header>
  );
}
