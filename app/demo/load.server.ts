// Writes a generated demo league into the database, and empties it again.
import { getTableName, is, sql } from "drizzle-orm";
import { PgTable } from "drizzle-orm/pg-core";
import type { Database, Executor } from "../db/connection.server";
import { refreshPlannerStatistics } from "../db/planner.server";
import * as schema from "../db/schema";
import type { DemoLeague } from "./types";

/** Rows per INSERT: keeps every statement far below PostgreSQL's 65535-parameter limit. */
const CHUNK = 500;

async function insertChunked<T extends PgTable>(
  db: Executor,
  table: T,
  rows: T["$inferInsert"][],
): Promise<void> {
  for (let i = 0; i < rows.length; i += CHUNK) {
    await db.insert(table).values(rows.slice(i, i + CHUNK));
  }
}

/** Inserts the whole league in one transaction, parents before children. */
export async function loadDemoLeague(db: Database, league: DemoLeague): Promise<void> {
  // Top-level comments first, so a reply never points at a row not yet written.
  const comments = [
    ...league.comments.filter((c) => !c.replyToId),
    ...league.comments.filter((c) => c.replyToId),
  ];
  await db.transaction(async (tx) => {
    await insertChunked(tx, schema.seasons, league.seasons);
    await insertChunked(tx, schema.teams, league.teams);
    await insertChunked(tx, schema.players, league.players);
    await insertChunked(tx, schema.seasonTeams, league.seasonTeams);
    await insertChunked(tx, schema.seasonRosters, league.seasonRosters);
    await insertChunked(tx, schema.games, league.games);
    await insertChunked(tx, schema.gameStats, league.gameStats);
    // In time order: their seq numbers the taps as the server would have.
    await insertChunked(tx, schema.liveEvents, league.liveEvents);
    await insertChunked(tx, schema.signups, league.signups);
    await insertChunked(tx, schema.drafts, league.drafts);
    await insertChunked(tx, schema.draftPicks, league.draftPicks);
    await insertChunked(tx, schema.comments, comments);
    await insertChunked(tx, schema.prayerIntentions, league.prayerIntentions);
    await insertChunked(tx, schema.availability, league.availability);
  });
  await refreshPlannerStatistics(db);
}

/** True when no season exists yet, i.e. no league has been loaded. */
export async function isDatabaseEmpty(db: Executor): Promise<boolean> {
  const rows = await db.select({ id: schema.seasons.id }).from(schema.seasons).limit(1);
  return rows.length === 0;
}

/** Every table in the schema: league data, the audit log and sign-in data alike. */
function allTableNames(): string[] {
  return Object.values(schema)
    .filter((value: unknown): value is PgTable => is(value, PgTable))
    .map((table) => getTableName(table));
}

/** Deletes all league rows and all users, sessions and sign-in tokens, in one transaction. */
export async function clearLeagueData(db: Database): Promise<void> {
  const list = allTableNames()
    .map((name) => `"${name}"`)
    .join(", ");
  await db.transaction(async (tx) => {
    await tx.execute(sql.raw(`TRUNCATE TABLE ${list} RESTART IDENTITY CASCADE`));
  });
}
