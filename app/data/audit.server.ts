// The audit log: who changed what, when (every admin write records one entry
// in the same transaction as the change).
import { desc } from "drizzle-orm";
import type { Executor } from "~/db/connection.server";
import { auditLog } from "~/db/schema";

export interface AuditEntry {
  actorEmail: string;
  action: string;
  entity: string;
  entityId?: string | null;
  before?: unknown;
  after?: unknown;
  at?: Date;
}

export async function recordAudit(db: Executor, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    actorEmail: entry.actorEmail,
    action: entry.action,
    entity: entry.entity,
    entityId: entry.entityId ?? null,
    before: entry.before ?? null,
    after: entry.after ?? null,
    ...(entry.at ? { createdAt: entry.at } : {}),
  });
}

export async function latestAuditEntries(db: Executor, limit = 20) {
  return db
    .select({
      id: auditLog.id,
      actorEmail: auditLog.actorEmail,
      action: auditLog.action,
      entity: auditLog.entity,
      entityId: auditLog.entityId,
      createdAt: auditLog.createdAt,
    })
    .from(auditLog)
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(limit);
}
