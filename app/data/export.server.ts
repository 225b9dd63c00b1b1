// "Download All Data" and its way back: every league table in one versioned
// JSON file, and a restore of such a file (or of rows mapped from the original
// site's export) into an EMPTY league database, in one transaction.
// Sign-in tables (user, session, account, verification) are never exported:
// they hold password hashes and live sessions; people sign in again.
import { asc, getTableColumns, getTableName, sql, type Column } from "drizzle-orm";
import { getTableConfig, type PgTable } from "drizzle-orm/pg-core";
import type { Database, Executor } from "~/db/connection.server";
import * as schema from "~/db/schema";
import { recordAudit } from "./audit.server";
import { finalRuleBreach } from "~/domain/games/state";

export const EXPORT_FORMAT = "parish-league-export";
export const EXPORT_VERSION = 1;

/** The league tables, parents before children (the order rows are written back in). */
// Parents before the rows that point at them (a season names its champion team).
export const LEAGUE_TABLES: readonly PgTable[] = [
  schema.teams,
  schema.seasons,
  schema.players,
  schema.seasonTeams,
  schema.seasonRosters,
  schema.games,
  schema.gameStats,
  schema.liveEvents,
  schema.signups,
  schema.drafts,
  schema.draftPicks,
  schema.scheduleDrafts,
  schema.comments,
  schema.prayerIntentions,
  schema.emailPreferences,
  schema.availability,
  schema.subOffers,
  schema.subInvites,
];

type FileRow = Record<string, unknown>;
/** Rows as Drizzle inserts them (JS property names, Date objects), keyed by SQL table name. */
export type LeagueRows = Record<string, Record<string, unknown>[]>;

export interface LeagueExport {
  format: typeof EXPORT_FORMAT;
  version: typeof EXPORT_VERSION;
  exportedAt: string;
  /** SQL table name → rows with SQL column names; timestamps as ISO strings. */
  tables: Record<string, FileRow[]>;
  /**
   * The audit log travels beside the tables: restoring it adds one more entry
   * (the import itself), so it cannot round-trip unchanged like the tables do.
   */
  auditLog: FileRow[];
}

/** Refused or bad input: the message is for the person importing; nothing was written. */
export class ImportRefused extends Error {
  override name = "ImportRefused";
}

function primaryKeyColumns(table: PgTable): Column[] {
  const config = getTableConfig(table);
  const composite = config.primaryKeys[0]?.columns;
  return composite ?? config.columns.filter((c) => c.primary);
}

function toFileRow(table: PgTable, row: Record<string, unknown>): FileRow {
  const out: FileRow = {};
  for (const [key, column] of Object.entries(getTableColumns(table))) {
    const value = row[key];
    out[column.name] = value instanceof Date ? value.toISOString() : (value ?? null);
  }
  return out;
}

async function tableRows(db: Executor, table: PgTable): Promise<FileRow[]> {
  const rows = await db
    .select()
    .from(table)
    .orderBy(...primaryKeyColumns(table).map((c) => asc(c)));
  return rows.map((row) => toFileRow(table, row as Record<string, unknown>));
}

/**
 * One snapshot for the whole file: a game saved during an export is in it with
 * all its stat lines and its audit entry, or not at all. PostgreSQL's default
 * READ COMMITTED would let each SELECT see what was committed since the one
 * before; REPEATABLE READ reads every table as of the first. Read only: an
 * export never writes. (PGlite has one connection, so its transactions are
 * snapshots anyway; the settings are the same there.)
 */
const SNAPSHOT = { isolationLevel: "repeatable read", accessMode: "read only" } as const;

/** Every league table and the audit log, as one consistent snapshot. */
export async function exportLeague(db: Database, at: Date): Promise<LeagueExport> {
  return db.transaction(async (tx) => {
    const tables: Record<string, FileRow[]> = {};
    for (const table of LEAGUE_TABLES) tables[getTableName(table)] = await tableRows(tx, table);
    return {
      format: EXPORT_FORMAT,
      version: EXPORT_VERSION,
      exportedAt: at.toISOString(),
      tables,
      auditLog: await tableRows(tx, schema.auditLog),
    };
  }, SNAPSHOT);
}

/** The file's text, byte for byte the same from Download All Data and `npm run backup`. */
export function exportText(file: LeagueExport): string {
  return JSON.stringify(file, null, 1);
}

function describe(value: unknown): string {
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 60 ? `${text.slice(0, 57)}...` : text;
}

/** One file row back to an insertable row, checking each column's type. */
function fromFileRow(table: PgTable, row: unknown, where: string): Record<string, unknown> {
  if (typeof row !== "object" || row === null || Array.isArray(row)) {
    throw new ImportRefused(`Bad row ${where}: expected an object, got ${describe(row)}.`);
  }
  const columns = Object.entries(getTableColumns(table));
  const known = new Set(columns.map(([, c]) => c.name));
  const extra = Object.keys(row).find((name) => !known.has(name));
  if (extra) throw new ImportRefused(`Bad row ${where}: unknown column "${extra}".`);
  const out: Record<string, unknown> = {};
  for (const [key, column] of columns) {
    const value = (row as FileRow)[column.name];
    const bad = (expected: string): never => {
      throw new ImportRefused(
        `Bad row ${where}, column "${column.name}": expected ${expected}, got ${describe(value)}.`,
      );
    };
    if (value === undefined || value === null) {
      if (column.notNull && !column.hasDefault) bad("a value");
      if (value === null && column.notNull) bad("a value (not null)");
      continue;
    }
    switch (column.columnType) {
      case "PgText":
        if (typeof value !== "string") bad("text");
        break;
      case "PgInteger":
      case "PgSerial":
        if (!Number.isSafeInteger(value)) bad("a whole number");
        break;
      case "PgBoolean":
        if (typeof value !== "boolean") bad("true or false");
        break;
      case "PgTimestamp": {
        if (typeof value !== "string" || Number.isNaN(Date.parse(value))) bad("an ISO date");
        out[key] = new Date(value as string);
        continue;
      }
      case "PgArray":
        if (!Array.isArray(value) || value.some((v) => typeof v !== "string"))
          bad("a list of text");
        break;
      default: // jsonb: any JSON
        break;
    }
    out[key] = value;
  }
  return out;
}

/** Our own export file → rows to restore. Throws ImportRefused on the first bad row. */
export function parseLeagueExport(json: unknown): {
  rows: LeagueRows;
  auditLog: LeagueRows[string];
} {
  const file = json as Partial<LeagueExport> | null;
  if (file?.format !== EXPORT_FORMAT) throw new ImportRefused("This is not a league export file.");
  if (file.version !== EXPORT_VERSION) {
    throw new ImportRefused(
      `This export has version ${describe(file.version)}; this site reads version ${EXPORT_VERSION}.`,
    );
  }
  if (typeof file.tables !== "object" || file.tables === null) {
    throw new ImportRefused('The export has no "tables".');
  }
  const names = new Set(LEAGUE_TABLES.map((t) => getTableName(t)));
  const unknown = Object.keys(file.tables).find((name) => !names.has(name));
  if (unknown) throw new ImportRefused(`The export has an unknown table "${unknown}".`);
  const rowsOf = (table: PgTable, value: unknown, label: string) => {
    if (value === undefined) return [];
    if (!Array.isArray(value)) throw new ImportRefused(`Table ${label} is not a list of rows.`);
    return value.map((row, i) => fromFileRow(table, row, `${label}[${i}]`));
  };
  const rows: LeagueRows = {};
  for (const table of LEAGUE_TABLES) {
    const name = getTableName(table);
    rows[name] = rowsOf(table, file.tables[name], name);
  }
  refuseBrokenFinals(rows.games ?? []);
  return { rows, auditLog: rowsOf(schema.auditLog, file.auditLog, "auditLog") };
}

/** The database would refuse these too (games_final_chk); this names the game. */
function refuseBrokenFinals(games: Record<string, unknown>[]): void {
  games.forEach((row, i) => {
    const breach = finalRuleBreach(row as Parameters<typeof finalRuleBreach>[0]);
    if (breach) {
      throw new ImportRefused(
        `Game ${String(row.id)} (games[${i}]) cannot be imported: ${breach}.`,
      );
    }
  });
}

/** Replies after the comments they answer, whatever the order in the file. */
function parentsFirst(comments: Record<string, unknown>[]): Record<string, unknown>[] {
  const written = new Set<unknown>();
  const out: Record<string, unknown>[] = [];
  let pending = comments;
  while (pending.length) {
    const ready = pending.filter((c) => c.replyToId == null || written.has(c.replyToId));
    if (ready.length === 0) return [...out, ...pending]; // a dangling reply: the database says so
    for (const c of ready) written.add(c.id);
    out.push(...ready);
    pending = pending.filter((c) => !ready.includes(c));
  }
  return out;
}

const CHUNK = 500;

/** League tables that already hold rows (an import needs none). */
export async function nonEmptyTables(tx: Executor): Promise<string[]> {
  const found: string[] = [];
  for (const table of LEAGUE_TABLES) {
    const [row] = await tx
      .select({ one: sql<number>`1` })
      .from(table)
      .limit(1);
    if (row) found.push(getTableName(table));
  }
  return found;
}

/** 'seasons, teams, players and 9 more' */
function tableList(names: string[]): string {
  const shown = names.slice(0, 3).join(", ");
  return names.length > 3 ? `${shown} and ${names.length - 3} more` : shown;
}

export interface RestoreOptions {
  actorEmail: string;
  at: Date;
  /** What was imported, for the audit entry ("league export", "original site export"). */
  source: string;
  auditLog?: Record<string, unknown>[];
}

/**
 * Writes every row in ONE transaction into an empty league database, then an
 * audit entry for the import. Refuses (writing nothing) when any league table
 * already holds rows. Returns rows written per table.
 */
export async function restoreLeague(
  db: Database,
  rows: LeagueRows,
  options: RestoreOptions,
): Promise<Record<string, number>> {
  try {
    return await db.transaction(async (tx) => {
      // Two imports at once: the second waits, then finds the league full.
      await tx.execute(sql`select pg_advisory_xact_lock(740215)`);
      const full = await nonEmptyTables(tx);
      if (full.length) {
        throw new ImportRefused(
          `The database already holds league data (${tableList(full)}): an import only fills an empty database. Nothing was written.`,
        );
      }
      const counts: Record<string, number> = {};
      for (const table of LEAGUE_TABLES) {
        const name = getTableName(table);
        let list = rows[name] ?? [];
        if (table === schema.comments) list = parentsFirst(list);
        for (let i = 0; i < list.length; i += CHUNK) {
          await tx.insert(table).values(list.slice(i, i + CHUNK) as never);
        }
        counts[name] = list.length;
      }
      // Live events keep their seq (streams resume by it): new ones number on from there.
      await tx.execute(
        sql`select setval(pg_get_serial_sequence('live_events', 'seq'), coalesce((select max(seq) from live_events), 0) + 1, false)`,
      );
      await restoreAuditLog(tx, options.auditLog ?? []);
      await recordAudit(tx, {
        actorEmail: options.actorEmail,
        action: "import",
        entity: "league",
        after: { source: options.source, counts },
        at: options.at,
      });
      return counts;
    });
  } catch (error) {
    if (error instanceof ImportRefused) throw error;
    throw new ImportRefused(
      `The database refused the data: ${databaseMessage(error)}. Nothing was written.`,
    );
  }
}

/** Entries keep their ids when the log is empty, so the history reads the same. */
async function restoreAuditLog(tx: Executor, entries: Record<string, unknown>[]): Promise<void> {
  if (entries.length === 0) return;
  const [existing] = await tx.select({ id: schema.auditLog.id }).from(schema.auditLog).limit(1);
  const list = existing ? entries.map(({ id: _id, ...rest }) => rest) : entries;
  for (let i = 0; i < list.length; i += CHUNK) {
    await tx.insert(schema.auditLog).values(list.slice(i, i + CHUNK) as never);
  }
  await tx.execute(
    sql`select setval(pg_get_serial_sequence('audit_log', 'id'), (select max(id) from audit_log))`,
  );
}

function databaseMessage(error: unknown): string {
  // Drizzle wraps the driver's error; the driver's message and detail say what broke.
  const cause = (error as { cause?: unknown })?.cause ?? error;
  const { message, detail } = cause as { message?: string; detail?: string };
  return [message ?? String(cause), detail].filter(Boolean).join(" — ").replace(/\.$/, "");
}
