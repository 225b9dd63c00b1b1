// One team's box score: a row per player (name, jersey number, stats, or
// 'DNP'), then the team's totals. Wide, so it scrolls in its own box with the
// name column held in place.
import { Link } from "~/components/link";
import { notPlayedLabel, STAT_ABBREVIATIONS } from "~/domain/games/box-score";
import { STAT_LABELS } from "~/domain/league";
import type { StatKey } from "~/domain/types";
import type { BoxScoreView } from "~/views/game";
import { TableScroll } from "~/components/table-scroll";

export function BoxScore({ box, statKeys }: { box: BoxScoreView; statKeys: StatKey[] }) {
  const label = `${box.teamName} box score`;
  return (
    <TableScroll label={label} className="box-score">
      <table className="table">
        <caption>
          <Link to={`/teams/${box.teamId}`}>{box.teamName}</Link>
        </caption>
        <thead>
          <tr>
            <th scope="col">Player</th>
            <th scope="col" className="num">
              <abbr title="Jersey number">#</abbr>
            </th>
            <StatColumnHeads keys={statKeys} />
          </tr>
        </thead>
        <tbody>
          {box.lines.map((line) => {
            const notPlayed = notPlayedLabel(line.status);
            return (
              <tr key={line.playerId} className={notPlayed ? "not-played" : undefined}>
                <th scope="row">
                  <Link to={`/players/${line.playerId}`}>{line.name}</Link>
                </th>
                <td className="num">{line.jerseyNumber ?? "–"}</td>
                {notPlayed ? (
                  <td colSpan={statKeys.length} className="box-score-status">
                    {notPlayed}
                  </td>
                ) : (
                  statKeys.map((k) => (
                    <td key={k} className="num">
                      {line[k]}
                    </td>
                  ))
                )}
              </tr>
            );
          })}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">Totals</th>
            <td />
            {statKeys.map((k) => (
              <td key={k} className="num">
                {box.totals[k]}
              </td>
            ))}
          </tr>
        </tfoot>
      </table>
    </TableScroll>
  );
}

/** A table's head cells of the stats shown: the abbreviation, its name on hover and for screen readers. */
export function StatColumnHeads({ keys }: { keys: readonly StatKey[] }) {
  return keys.map((key) => (
    <th key={key} scope="col" className="num">
      <abbr title={STAT_LABELS[key]}>{STAT_ABBREVIATIONS[key]}</abbr>
    </th>
  ));
}
