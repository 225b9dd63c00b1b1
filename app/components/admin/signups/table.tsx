// /admin/signups' list: newest first, the paid box right after the name so it
// is on screen on a phone; the table scrolls sideways for the rest.
import { Link } from "~/components/link";
import { SignupPaidToggle } from "./paid-toggle";
import type { SignupTableRow } from "~/views/admin-signups";
import { TableScroll } from "~/components/table-scroll";

export const STATUS_LABEL = { new: "New", returning: "Returning" } as const;

export function SignupCounts({ total, paid, unpaid }: Record<"total" | "paid" | "unpaid", number>) {
  return (
    <ul className="signups-counts" aria-label="Signup counts">
      <li>
        <span className="signups-count">{total}</span> signed up
      </li>
      <li>
        <span className="signups-count">{paid}</span> paid
      </li>
      <li>
        <span className="signups-count">{unpaid}</span> unpaid
      </li>
    </ul>
  );
}

export function SignupsTable({ rows, seasonId }: { rows: SignupTableRow[]; seasonId: number }) {
  if (rows.length === 0) {
    return <p className="empty">No signups for season {seasonId} yet.</p>;
  }
  return (
    <TableScroll label={`Signups for season ${seasonId}`}>
      <table className="table signups-table">
        <thead>
          <tr>
            <th scope="col">Player</th>
            <th scope="col">Paid</th>
            <th scope="col">Status</th>
            <th scope="col">Signed up</th>
            <th scope="col">
              <span className="visually-hidden">Details</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id}>
              <th scope="row">
                <Link to={`/players/${row.playerId}`}>{row.name}</Link>
              </th>
              <td>
                <SignupPaidToggle signupId={row.id} paid={row.paid} name={row.name} />
              </td>
              <td>{STATUS_LABEL[row.status]}</td>
              <td>
                <time dateTime={row.at}>{row.date}</time>
              </td>
              <td>
                <Link
                  to={`?player=${encodeURIComponent(row.playerId)}`}
                  className="signups-details-link"
                  aria-label={`Details for ${row.name}`}
                >
                  Details
                </Link>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}
