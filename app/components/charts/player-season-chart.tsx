// A player's season game by game (issue 33): one stat's bars with his season
// average as a line, and links to the other stats (?stat=rebounds) that work
// without JavaScript.
import type { PlayerSeasonChartView } from "~/views/player";
import { Link } from "../link";
import { ChartFigure } from "./chart-figure";

export function PlayerSeasonChart({ view }: { view: PlayerSeasonChartView }) {
  return (
    <div className="player-season-chart">
      <nav aria-label="Stat shown in the chart" className="chart-stat-links">
        {view.links.map((l) => (
          <Link
            key={l.stat}
            to={l.href}
            preventScrollReset
            aria-current={l.stat === view.stat ? "true" : undefined}
          >
            {l.label}
          </Link>
        ))}
      </nav>
      {view.chart ? (
        <ChartFigure figure={view.chart} />
      ) : (
        <p className="empty">No games with this stat recorded in this season.</p>
      )}
    </div>
  );
}
