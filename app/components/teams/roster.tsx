import { Link } from "~/components/link";
import type { RosterRow } from "~/views/team";
import { TableScroll } from "~/components/table-scroll";

/** The season roster in jersey-number order; the captain carries a written badge, not only a colour. */
export function TeamRoster({ roster, caption }: { roster: RosterRow[]; caption: string }) {
  if (roster.length === 0) return <p className="empty">No players on the roster yet.</p>;
  return (
    <TableScroll label={caption}>
      <table className="table team-roster">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col" className="num">
              <span aria-hidden="true">#</span>
              <span className="visually-hidden">Jersey number</span>
            </th>
            <th scope="col">Player</th>
            <th scope="col">Height</th>
          </tr>
        </thead>
        <tbody>
          {roster.map((p) => (
            <tr key={p.id} className={p.isCaptain ? "is-captain" : undefined}>
              <td className="num team-roster-number">{p.jerseyNumber ?? "–"}</td>
              <th scope="row">
                <Link to={`/players/${p.id}`}>{p.name}</Link>
                {p.isCaptain ? <span className="captain-badge">Captain</span> : null}
              </th>
              <td>{p.height ?? "–"}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}
