// The audit log: who changed what, when (every admin write records one entry
// in the same transaction as the change).
import { and, desc, eq, inArray, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Executor } from "~/db/connection.server";
import { auditLog, games, players, seasons, teams } from "~/db/schema";
import { shown } from "./shown-columns.server";

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

/**
 * The latest entries, each with the names of what it is about, found in the
 * same query (left joins on the entry's kind and id): the game with its teams,
 * the team, the player, the season. A record deleted since joins nothing.
 */
export async function latestAuditEntries(db: Executor, limit = 20) {
  const home = alias(teams, "audit_home");
  const away = alias(teams, "audit_away");
  const team = alias(teams, "audit_team");
  return db
    .select({
      id: auditLog.id,
      actorEmail: auditLog.actorEmail,
      action: auditLog.action,
      entity: auditLog.entity,
      entityId: auditLog.entityId,
      createdAt: auditLog.createdAt,
      game: {
        startsAt: games.startsAt,
        homeTeamId: games.homeTeamId,
        awayTeamId: games.awayTeamId,
        homePlaceholder: games.homePlaceholder,
        awayPlaceholder: games.awayPlaceholder,
        homeName: shown(home.name),
        awayName: shown(away.name),
      },
      teamName: shown(team.name),
      player: { firstName: players.firstName, lastName: players.lastName },
      seasonName: shown(seasons.name),
    })
    .from(auditLog)
    .leftJoin(games, and(eq(auditLog.entity, "game"), eq(games.id, auditLog.entityId)))
    .leftJoin(home, eq(home.id, games.homeTeamId))
    .leftJoin(away, eq(away.id, games.awayTeamId))
    .leftJoin(team, and(eq(auditLog.entity, "team"), eq(team.id, auditLog.entityId)))
    .leftJoin(players, and(eq(auditLog.entity, "player"), eq(players.id, auditLog.entityId)))
    .leftJoin(
      seasons,
      // A season's and a draft's entries carry the season's number as text.
      and(
        inArray(auditLog.entity, ["season", "draft"]),
        eq(sql`${seasons.id}::text`, auditLog.entityId),
      ),
    )
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(limit);
}

/** A deleted game as its deletion recorded it: its teams and start, or undefined. */
export async function deletedGame(
  db: Executor,
  gameId: string,
): Promise<{ awayTeamId: string | null; homeTeamId: string | null; startsAt: Date } | undefined> {
  const [entry] = await db
    .select({ before: auditLog.before })
    .from(auditLog)
    .where(
      and(
        eq(auditLog.action, "delete-game"),
        eq(auditLog.entity, "game"),
        eq(auditLog.entityId, gameId),
      ),
    )
    .orderBy(desc(auditLog.createdAt))
    .limit(1);
  const before = entry?.before as
    | { awayTeamId?: string | null; homeTeamId?: string | null; startsAt?: string }
    | null
    | undefined;
  if (!before?.startsAt) return undefined;
  const startsAt = new Date(before.startsAt);
  if (Number.isNaN(startsAt.getTime())) return undefined;
  return { awayTeamId: before.awayTeamId ?? null, homeTeamId: before.homeTeamId ?? null, startsAt };
}
