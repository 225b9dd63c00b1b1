import { formatWinPct, type StandingRow } from "~/domain/stats/standings";
import { TableScroll } from "~/components/table-scroll";
import { StandingsTeam } from "./standings-table";

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
                <StandingsTeam row={r} />
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
