import { Link } from "~/components/link";
import { formatStatValue } from "~/domain/stats/leaders";
import { STAT_LABELS, STAT_UNITS } from "~/domain/league";
import type { RecordsTable } from "~/views/records";
import { TableScroll } from "~/components/table-scroll";
import { TitledSection } from "~/components/chrome/titled-section";

/** One stat's all-time leaders: rank ('T' for ties), player, games, per-game value. */
export function RecordsLeaderTable({ table }: { table: RecordsTable }) {
  const { stat, rows } = table;
  const label = STAT_LABELS[stat];
  const headingId = `records-${stat}`;
  return (
    <TitledSection titleId={headingId} className="records-stat" title={label}>
      {rows.length === 0 ? (
        <p className="empty">No {label.toLowerCase()} recorded yet.</p>
      ) : (
        <TableScroll label={`${label} records`}>
          <table className="table stats-table records-table">
            <caption className="visually-hidden">All-time {label.toLowerCase()} per game</caption>
            <thead>
              <tr>
                <th scope="col">Rank</th>
                <th scope="col">Player</th>
                <th scope="col" className="num">
                  <abbr title="Games played">GP</abbr>
                </th>
                <th scope="col" className="num">
                  <abbr title={`${label} per game`}>{STAT_UNITS[stat]}</abbr>
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((r) => (
                <tr key={r.playerId}>
                  <td className="records-rank">{r.label}</td>
                  <th scope="row" className="records-player">
                    <Link to={`/players/${r.playerId}`}>{r.name}</Link>
                  </th>
                  <td className="num">{r.gamesPlayed}</td>
                  <td className="num">
                    {formatStatValue(r.value)}{" "}
                    <span className="muted small">{STAT_UNITS[stat]}</span>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      )}
    </TitledSection>
  );
}
