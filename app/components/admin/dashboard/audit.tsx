// The latest admin changes: who, when, what (the audit log).
import { Link } from "~/components/link";
import { ColumnHeads } from "~/components/table-scroll";
import type { AuditRow } from "~/views/admin";

export function DashboardAudit({ entries }: { entries: AuditRow[] }) {
  if (entries.length === 0) return <p className="empty">No changes recorded yet.</p>;
  return (
    <div className="table-scroll" tabIndex={0} role="region" aria-label="Latest changes">
      <table className="table">
        <ColumnHeads labels={["When", "Who", "What"]} />
        <tbody>
          {entries.map((e) => (
            <tr key={e.id}>
              <td>
                <time dateTime={e.at}>{e.when}</time>
              </td>
              <td>{e.who}</td>
              <td>{e.href ? <Link to={e.href}>{e.what}</Link> : e.what}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
