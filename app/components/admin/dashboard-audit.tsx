// The latest admin changes: who, when, what (the audit log).
import { Link } from "react-router";

export interface AuditRow {
  id: number;
  who: string;
  when: string;
  /** ISO time for the <time> element. */
  at: string;
  what: string;
  href: string | null;
}

const ADMIN_PAGE: Record<string, string> = {
  game: "/admin/games/",
  team: "/admin/teams/",
  player: "/admin/players/",
  season: "/admin/seasons/",
};

/** 'save-result' on 'game' g12 → 'Save result: game g12', linked to its admin page. */
export function describeAudit(entry: { action: string; entity: string; entityId: string | null }): {
  what: string;
  href: string | null;
} {
  const action = entry.action.replace(/[-_]/g, " ");
  const verb = action.charAt(0).toUpperCase() + action.slice(1);
  const target = [entry.entity, entry.entityId].filter(Boolean).join(" ");
  const page = ADMIN_PAGE[entry.entity];
  return {
    what: `${verb}: ${target}`,
    href: page && entry.entityId ? `${page}${encodeURIComponent(entry.entityId)}` : null,
  };
}

export function DashboardAudit({ entries }: { entries: AuditRow[] }) {
  if (entries.length === 0) return <p className="empty">No changes recorded yet.</p>;
  return (
    <div className="table-scroll" tabIndex={0} role="region" aria-label="Latest changes">
      <table className="table">
        <thead>
          <tr>
            <th scope="col">When</th>
            <th scope="col">Who</th>
            <th scope="col">What</th>
          </tr>
        </thead>
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
