// How an audit log entry reads on the admin dashboard.

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
