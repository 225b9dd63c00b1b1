import { Link } from "~/components/link";
import { formatWinPct, type StandingRow } from "~/domain/stats/standings";
import { TableScroll, TeamNameCell } from "~/components/table-scroll";
import { TeamChip } from "~/components/teams/color";

/** Compact standings for the home page: place, team, W, L, PCT, streak. */
export function StandingsTable({ rows, caption }: { rows: StandingRow[]; caption: string }) {
  return (
    <TableScroll label={caption}>
      <table className="table standings-table">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Team</th>
            <th scope="col" className="num">
              W
            </th>
            <th scope="col" className="num">
              L
            </th>
            <th scope="col" className="num">
              PCT
            </th>
            <th scope="col" className="num">
              Strk
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.teamId}>
              <th scope="row">
                <span className="standings-place">{r.place}</span> <TeamChip color={r.color} />
                <Link to={`/teams/${r.teamId}`} title={r.name}>
                  <TeamNameCell name={r.name} abbreviation={r.abbreviation} />
                </Link>
              </th>
              <td className="num">{r.wins}</td>
              <td className="num">{r.losses}</td>
              <td className="num">{formatWinPct(r.winPct)}</td>
              <td className="num">{r.streak || "–"}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}
