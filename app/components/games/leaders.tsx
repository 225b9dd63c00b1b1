// Leaders on the game page: the top 3 of the game per stat, and before a game
// the top 3 of each team's roster this season and all-time.
import { Link } from "~/components/link";
import { STAT_ABBREVIATIONS } from "~/domain/games/box-score";
import { LEADERS_RULES } from "~/domain/stats/leaders";
import { STAT_LABELS, STAT_UNITS } from "~/domain/league";
import type { StatKey } from "~/domain/types";
import type { LeaderEntryView, LeadersView, TeamLeadersView } from "~/views/game";
import { StatToggle } from "~/components/stat-toggle";

interface LeaderCardProps {
  title: string;
  heading: "h3" | "h4";
  rows: LeaderEntryView[];
  unit: string;
  unitTitle: string;
}

/** Consecutive rows sharing a rank label ('T2') become one group. */
function groupByRank(rows: LeaderEntryView[]): LeaderEntryView[][] {
  const groups: LeaderEntryView[][] = [];
  for (const row of rows) {
    const last = groups.at(-1);
    if (last && last[0]!.label === row.label) last.push(row);
    else groups.push([row]);
  }
  return groups;
}

/**
 * One stat's leaders. Tied players share one line (rank, their names, the
 * value), so a five-way tie for third does not bury the card.
 */
function LeaderCard({ title, heading: Heading, rows, unit, unitTitle }: LeaderCardProps) {
  return (
    <div className="card leader-card">
      <Heading className="leader-card-title">{title}</Heading>
      {rows.length === 0 ? (
        <p className="muted small">None recorded.</p>
      ) : (
        <ol className="leader-list">
          {groupByRank(rows).map((group) => (
            <li key={group[0]!.playerId}>
              <span className="leader-rank">{group[0]!.label}</span>
              <span className="leader-names">
                {group.map((r, i) => (
                  <span key={r.playerId}>
                    <Link to={`/players/${r.playerId}`} className="leader-name">
                      {r.name}
                    </Link>
                    {r.team ? <span className="leader-team muted"> {r.team}</span> : null}
                    {i < group.length - 1 ? ", " : null}
                  </span>
                ))}
              </span>
              <span className="leader-value">
                {group[0]!.value} <abbr title={unitTitle}>{unit}</abbr>
              </span>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}

/** A final game's leaders: one small card per stat, raw numbers, 'T' for ties. */
export function GameLeaders({ leaders }: { leaders: LeadersView }) {
  return (
    <div className="leader-cards">
      {leaders.map(({ stat, rows }) => (
        <LeaderCard
          key={stat}
          title={STAT_LABELS[stat]}
          heading="h3"
          rows={rows}
          unit={STAT_ABBREVIATIONS[stat]}
          unitTitle={STAT_LABELS[stat]}
        />
      ))}
    </div>
  );
}

export interface TeamLeadersProps {
  teams: TeamLeadersView[];
  statKeys: StatKey[];
  stat: StatKey;
  statHref: (stat: StatKey) => string;
}

/**
 * Both teams side by side, one stat at a time (links, so it works without
 * JavaScript): this season's leaders, then all-time leaders of the same players.
 */
export function TeamLeaders({ teams, statKeys, stat, statHref }: TeamLeadersProps) {
  const rowsOf = (view: LeadersView) => view.find((v) => v.stat === stat)?.rows ?? [];
  const groups = [
    { key: "season", title: "This season", pick: (t: TeamLeadersView) => t.season },
    { key: "all-time", title: "All-time", pick: (t: TeamLeadersView) => t.allTime },
  ] as const;
  return (
    <div>
      <StatToggle statKeys={statKeys} stat={stat} statHref={statHref} />
      {groups.map((group) => (
        <div key={group.key} className="team-leaders-group">
          <h3>
            {group.title}: {STAT_LABELS[stat].toLowerCase()} per game
          </h3>
          <div className="leader-cards two">
            {teams.map((team) => (
              <LeaderCard
                key={team.teamId}
                title={team.teamName}
                heading="h4"
                rows={rowsOf(group.pick(team))}
                unit={STAT_UNITS[stat]}
                unitTitle={`${STAT_LABELS[stat]} per game`}
              />
            ))}
          </div>
        </div>
      ))}
      <details className="leader-rules small">
        <summary>How leaders are ranked</summary>
        <ul>
          {LEADERS_RULES.map((rule) => (
            <li key={rule}>{rule}</li>
          ))}
        </ul>
      </details>
    </div>
  );
}
