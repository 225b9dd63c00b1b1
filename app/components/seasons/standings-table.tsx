import { Link } from "~/components/link";
import { formatWinPct, type StandingRow } from "~/domain/stats/standings";
import { TableScroll, TeamNameCell } from "~/components/table-scroll";
import { TeamChip } from "~/components/teams/color";

/** '+12', '-5', '0'. */
export function formatPointDiff(diff: number): string {
  return diff > 0 ? `+${diff}` : String(diff);
}

/** A standings row's team: its place, its colour, its name (abbreviated on a phone) linking to its page. */
export function StandingsTeam({ row }: { row: StandingRow }) {
  return (
    <>
      <span className="standings-place">{row.place}</span> <TeamChip color={row.color} />
      <Link to={`/teams/${row.teamId}`} title={row.name}>
        <TeamNameCell name={row.name} abbreviation={row.abbreviation} />
      </Link>
    </>
  );
}

const COLUMNS: { label: string; title: string }[] = [
  { label: "W", title: "Wins" },
  { label: "L", title: "Losses" },
  { label: "PCT", title: "Win percentage" },
  { label: "PF", title: "Points for" },
  { label: "PA", title: "Points against" },
  { label: "+/-", title: "Point differential" },
  { label: "Strk", title: "Streak" },
];

/** Full standings: TEAM, W, L, PCT, PF, PA, +/-, Strk; scrolls sideways on phones, team abbreviated. */
export function SeasonStandingsTable({ rows, caption }: { rows: StandingRow[]; caption: string }) {
  return (
    <TableScroll label={caption}>
      <table className="table standings-table season-standings">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">TEAM</th>
            {COLUMNS.map((c) => (
              <th key={c.label} scope="col" className="num" title={c.title}>
                {c.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.teamId}>
              <th scope="row">
                <span className="season-team">
                  <StandingsTeam row={r} />
                </span>
              </th>
              <td className="num">{r.wins}</td>
              <td className="num">{r.losses}</td>
              <td className="num">{formatWinPct(r.winPct)}</td>
              <td className="num">{r.pointsFor}</td>
              <td className="num">{r.pointsAgainst}</td>
              <td className="num">{formatPointDiff(r.pointDiff)}</td>
              <td className="num">{r.streak || "–"}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}
