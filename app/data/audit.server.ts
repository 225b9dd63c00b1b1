// The audit log: who changed what, when (every admin write records one entry
// in the same transaction as the change).
import { and, desc, eq, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Executor } from "~/db/connection.server";
import { auditLog, games, players, seasons, signups, teams } from "~/db/schema";
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
 * same query (left joins on the entry's kind and ids): the game with its
 * teams, the team, the player, the season. Entries about a signup, a roster
 * place, a captain or a draft pick name their player, team and season through
 * the ids they carry (the signup's row, "season/team", or the player and team
 * ids in before/after), read now rather than copied into the entry: every
 * entry already written reads by name, and a name corrected since reads
 * corrected. A record deleted since joins nothing.
 */
export async function latestAuditEntries(db: Executor, limit = 20) {
  const home = alias(teams, "audit_home");
  const away = alias(teams, "audit_away");
  const team = alias(teams, "audit_team");
  const { entity, entityId, before, after } = auditLog;
  const fromJson = (key: string) => sql`coalesce(${after}->>${key}, ${before}->>${key})`;
  const playerKey = sql`case ${entity}
    when 'player' then ${entityId}
    when 'signup' then ${signups.playerId}
    when 'draft' then ${fromJson("playerId")}
    when 'season-roster' then ${fromJson("playerId")}
    when 'season-team' then ${after}->>'captainId' end`;
  const teamKey = sql`case
    when ${entity} = 'team' then ${entityId}
    when ${entity} = 'draft' then ${fromJson("teamId")}
    when ${entity} in ('season-roster', 'season-team') then split_part(${entityId}, '/', 2) end`;
  // A season's and a draft's entries carry the season's number as text.
  const seasonKey = sql`case
    when ${entity} in ('season', 'draft') then ${entityId}
    when ${entity} = 'signup' then ${signups.seasonId}::text
    when ${entity} in ('season-roster', 'season-team') then split_part(${entityId}, '/', 1) end`;
  const pick = fromJson("pickNumber");
  return db
    .select({
      id: auditLog.id,
      actorEmail: auditLog.actorEmail,
      action: auditLog.action,
      entity,
      entityId,
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
      // Only a number is read as one (an imported log may hold anything).
      pickNumber: sql<number | null>`case when ${entity} = 'draft' and ${pick} ~ '^[0-9]{1,6}$'
        then (${pick})::int end`.mapWith(Number),
    })
    .from(auditLog)
    .leftJoin(games, and(eq(entity, "game"), eq(games.id, entityId)))
    .leftJoin(home, eq(home.id, games.homeTeamId))
    .leftJoin(away, eq(away.id, games.awayTeamId))
    .leftJoin(signups, and(eq(entity, "signup"), eq(signups.id, entityId)))
    .leftJoin(team, eq(team.id, teamKey))
    .leftJoin(players, eq(players.id, playerKey))
    .leftJoin(seasons, eq(sql`${seasons.id}::text`, seasonKey))
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
