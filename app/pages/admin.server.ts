// /admin: the dashboard's data: the season's player emails and the latest
// changes from the audit log.
import { seasonPlayerEmails } from "~/data/signups.server";
import { latestAuditEntries } from "~/data/audit.server";
import { currentSeason } from "~/data/seasons.server";
import type { Database } from "~/db/connection.server";
import { describeAudit } from "~/domain/audit";
import { formatGameTime, formatShortDate } from "~/domain/time";
import type { AuditRow } from "~/views/admin";

const AUDIT_ENTRIES = 20;

export async function loadAdminDashboard(db: Database) {
  const [season, audit] = await Promise.all([
    currentSeason(db),
    latestAuditEntries(db, AUDIT_ENTRIES),
  ]);
  const emails = season ? await seasonPlayerEmails(db, season.id) : [];
  return {
    seasonId: season?.id ?? null,
    emails,
    audit: audit.map((entry): AuditRow => ({
      id: entry.id,
      who: entry.actorEmail,
      when: `${formatShortDate(entry.createdAt)}, ${formatGameTime(entry.createdAt)}`,
      at: entry.createdAt.toISOString(),
      ...describeAudit(entry),
    })),
  };
}
