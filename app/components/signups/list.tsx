// The public signup list: names, new or returning, and the day they signed up.
// Never emails or phones: the list is public.
import { fullName } from "~/domain/people/name";
export interface SignupListItem {
  playerId: string;
  firstName: string;
  lastName: string;
  status: "new" | "returning";
  /** ISO date. */
  createdAt: string;
  /** The day, as the league says it ("Nov 3"). */
  signedUpOn: string;
}

export function SignupList({ rows, caption }: { rows: SignupListItem[]; caption: string }) {
  return (
    <table className="table signup-table">
      <caption className="visually-hidden">{caption}</caption>
      <thead>
        <tr>
          <th scope="col">Name</th>
          <th scope="col">Status</th>
          <th scope="col" className="num">
            Signed up
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.playerId}>
            <th scope="row">{fullName(row)}</th>
            <td>{row.status === "new" ? "New" : "Returning"}</td>
            <td className="num">
              <time dateTime={row.createdAt}>{row.signedUpOn}</time>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
