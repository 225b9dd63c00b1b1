import type { ReactNode } from "react";
import type { PlayerPageData } from "~/views/player";
import { AdminEditLink } from "~/components/chrome/admin-edit-link";
import { ChartFigure } from "~/components/charts/chart-figure";
import { PlayerSeasonChart } from "~/components/charts/player-season-chart";
import { PlayerAveragesTable } from "./averages-table";
import { PlayerGameLogs } from "./game-logs";
import { PlayerProfile } from "./profile";
import { TitledSection } from "~/components/chrome/titled-section";

/** The whole player page, shared by /players/{id} and /players (default player). */
export function PlayerPage({
  data,
  note,
  canEdit = false,
}: {
  data: PlayerPageData;
  note?: ReactNode;
  /** The viewer is this player or an admin (decided by the loader, per request). */
  canEdit?: boolean;
}) {
  return (
    <div className="page player-page">
      {note}
      <div className="player-head">
        <PlayerProfile player={data.player} />
        {/* The pencil is for the player himself or an admin; the edit page
            checks the role again on the server. */}
        <AdminEditLink
          href={`/players/${data.player.id}/edit`}
          show={canEdit}
          label={`Edit ${data.player.name}`}
        />
      </div>

      <TitledSection titleId="averages-title" title="Season averages">
        {data.averages.length === 0 ? (
          <p className="empty">No games played yet.</p>
        ) : (
          <>
            <PlayerAveragesTable rows={data.averages} career={data.career} />
            {data.careerChart ? <ChartFigure figure={data.careerChart} /> : null}
            <p className="muted small stats-note">
              The &lsquo;all&rsquo; row is computed from every game played, not by averaging the
              seasons. Blocks and steals are averaged over the games in which they were recorded
              (&lsquo;–&rsquo; where they never were).
            </p>
          </>
        )}
      </TitledSection>

      <TitledSection titleId="games-title" title="All Games">
        {data.seasonChart ? <PlayerSeasonChart view={data.seasonChart} /> : null}
        <PlayerGameLogs seasons={data.gameLogs} playerId={data.player.id} />
      </TitledSection>
    </div>
  );
}
