import type { ReactNode } from "react";
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

export interface StandingsColumn {
  label: string;
  title: string;
  value: (row: StandingRow) => ReactNode;
}

export const WINS: StandingsColumn = { label: "W", title: "Wins", value: (r) => r.wins };
export const LOSSES: StandingsColumn = { label: "L", title: "Losses", value: (r) => r.losses };
export const WIN_PCT: StandingsColumn = {
  label: "PCT",
  title: "Win percentage",
  value: (r) => formatWinPct(r.winPct),
};
export const STREAK: StandingsColumn = {
  label: "Strk",
  title: "Streak",
  value: (r) => r.streak || "–",
};

const COLUMNS: StandingsColumn[] = [
  WINS,
  LOSSES,
  WIN_PCT,
  { label: "PF", title: "Points for", value: (r) => r.pointsFor },
  { label: "PA", title: "Points against", value: (r) => r.pointsAgainst },
  { label: "+/-", title: "Point differential", value: (r) => formatPointDiff(r.pointDiff) },
  STREAK,
];

/**
 * The table both standings draw: a row per team, its place and name first, then
 * `columns`. The full table titles its headings and wraps the team in
 * `.season-team`; the home page's compact one does neither.
 */
export function StandingsGrid({
  rows,
  caption,
  className,
  teamHeading,
  columns,
  full,
}: {
  rows: StandingRow[];
  caption: string;
  className: string;
  teamHeading: string;
  columns: StandingsColumn[];
  full: boolean;
}) {
  return (
    <TableScroll label={caption}>
      <table className={className}>
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{teamHeading}</th>
            {columns.map((c) => (
              <th key={c.label} scope="col" className="num" title={full ? c.title : undefined}>
                {c.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.teamId}>
              <th scope="row">
                {full ? (
                  <span className="season-team">
                    <StandingsTeam row={r} />
                  </span>
                ) : (
                  <StandingsTeam row={r} />
                )}
              </th>
              {columns.map((c) => (
                <td key={c.label} className="num">
                  {c.value(r)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}

/** Full standings: TEAM, W, L, PCT, PF, PA, +/-, Strk; scrolls sideways on phones, team abbreviated. */
export function SeasonStandingsTable({ rows, caption }: { rows: StandingRow[]; caption: string }) {
  return (
    <StandingsGrid
      rows={rows}
      caption={caption}
      className="table standings-table season-standings"
      teamHeading="TEAM"
      columns={COLUMNS}
      full
    />
  );
}
