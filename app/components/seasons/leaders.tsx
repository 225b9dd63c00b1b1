import { Link } from "~/components/link";
import { formatStatValue } from "~/domain/stats/leaders";
import { STAT_KEYS, STAT_LABELS, STAT_UNITS } from "~/domain/league";
import type { StatKey } from "~/domain/types";
import type { LeaderView } from "~/views/leaders";
import { StatToggle } from "~/components/stat-toggle";

export interface SeasonLeadersProps {
  leaders: Record<StatKey, LeaderView[]>;
  stat: StatKey;
  statHref: (stat: StatKey) => string;
}

/** Leaders of one stat at a time, with a switch between stats (links without JavaScript). */
/** The leaders section's head (its id names the section), with the way to the all-time records. */
export function SeasonLeadersHead() {
  return (
    <div className="section-head">
      <h2 id="leaders-title" className="section-title">
        Season Leaders
      </h2>
      <Link to="/records" className="more-link">
        All-time records
      </Link>
    </div>
  );
}

export function SeasonLeaders({ leaders, stat, statHref }: SeasonLeadersProps) {
  const rows = leaders[stat];
  return (
    <div>
      <StatToggle statKeys={STAT_KEYS} stat={stat} statHref={statHref} />
      {rows.length === 0 ? (
        <p className="muted">No {STAT_LABELS[stat].toLowerCase()} recorded yet.</p>
      ) : (
        <ol className="leader-list">
          {rows.map((l) => (
            <li key={l.playerId}>
              <span className="leader-rank">{l.label}</span>
              <Link to={`/players/${l.playerId}`} className="leader-name">
                {l.name}
              </Link>
              <span className="leader-team muted">{l.teamAbbreviation}</span>
              <span className="leader-value">
                {formatStatValue(l.value)}{" "}
                <abbr title={`${STAT_LABELS[stat]} per game`}>{STAT_UNITS[stat]}</abbr>
              </span>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
