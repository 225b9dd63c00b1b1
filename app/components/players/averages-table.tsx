import { Link } from "~/components/link";
import { STAT_KEYS, STAT_LABELS, STAT_UNITS } from "~/domain/league";
import type { AverageRowView } from "~/views/player";
import { TableScroll } from "~/components/table-scroll";

function SeasonCell({ row }: { row: AverageRowView }) {
  if (row.season === "all") {
    return (
      <th scope="row">
        all<span className="visually-hidden"> seasons (career)</span>
      </th>
    );
  }
  return (
    <th scope="row">
      <Link
        to={`/seasons/${row.season}`}
        title={row.seasonName ?? undefined}
        className="season-link"
      >
        <span className="visually-hidden">Season </span>
        {row.season}
      </Link>
    </th>
  );
}

function AverageRowCells({ row }: { row: AverageRowView }) {
  return (
    <>
      <SeasonCell row={row} />
      <td>
        {row.teams.map((t, i) => (
          <span key={t.id}>
            {i > 0 ? ", " : null}
            <Link to={`/teams/${t.id}`}>{t.abbreviation}</Link>
          </span>
        ))}
      </td>
      <td className="num">{row.gamesPlayed}</td>
      {STAT_KEYS.map((key) => (
        <td key={key} className="num">
          {row.perGame[key]}
        </td>
      ))}
    </>
  );
}

/**
 * Per-season averages and the career 'all' row (computed from game rows, not
 * from the season averages above it). Scrolls sideways on phones with the
 * season column held in place.
 */
export function PlayerAveragesTable({
  rows,
  career,
}: {
  rows: AverageRowView[];
  career: AverageRowView;
}) {
  return (
    <TableScroll label="Averages by season">
      <table className="table stats-table">
        <caption className="visually-hidden">Season averages and career ('all')</caption>
        <thead>
          <tr>
            <th scope="col">Season</th>
            <th scope="col">Team(s)</th>
            <th scope="col" className="num">
              <abbr title="Games played">GP</abbr>
            </th>
            {STAT_KEYS.map((key) => (
              <th key={key} scope="col" className="num">
                <abbr title={`${STAT_LABELS[key]} per game`}>{STAT_UNITS[key]}</abbr>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.season}>
              <AverageRowCells row={row} />
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr className="stats-career-row" data-testid="career-row">
            <AverageRowCells row={career} />
          </tr>
        </tfoot>
      </table>
    </TableScroll>
  );
}
