// Importing a data file, whichever kind it is: our own "Download All Data"
// export, or the original site's (mapped by app/domain/import/legacy). Both
// end in restoreLeague: one transaction into an empty league database.
import { getTableColumns } from "drizzle-orm";
import type { Database } from "~/db/connection.server";
import { players as playersTable } from "~/db/schema";
import {
  detectExportFormat,
  type ExportFormat,
  LegacyImportError,
  mapLegacyExport,
} from "~/domain/import/legacy";
import { ImportRefused, parseLeagueExport, restoreLeague, type LeagueRows } from "./export.server";
import { refreshPlannerStatistics } from "~/db/planner.server";
import { checkImportedTypedNames } from "~/domain/import/typed-names";
import {
  checkStoredPlayer,
  emailClash,
  emailClashProblem,
  normalizeEmail,
  playerRuleProblem,
  type EmailOwner,
  type PlayerFieldName,
} from "~/domain/people/fields";

export interface ImportReport {
  format: ExportFormat;
  /** Rows written per table (SQL table names). */
  counts: Record<string, number>;
  notes: string[];
}

export interface ImportActor {
  actorEmail: string;
  at: Date;
}

/** The original site's records as rows of our tables. */
function legacyRows(json: unknown): { rows: LeagueRows; notes: string[] } {
  const { league, notes } = mapLegacyExport(json);
  const rows: LeagueRows = {
    seasons: league.seasons,
    teams: league.teams,
    players: league.players,
    season_teams: league.seasonTeams,
    season_rosters: league.seasonRosters,
    games: league.games,
    game_stats: league.gameStats,
    signups: league.signups,
    comments: league.comments,
    prayer_intentions: league.prayerIntentions,
  } as unknown as LeagueRows;
  return { rows, notes };
}

/** A data file checked and turned into rows, before any database is touched. */
export interface DataFile {
  format: ExportFormat;
  rows: LeagueRows;
  /** Our own files carry the audit log (the original site had none). */
  auditLog?: LeagueRows[string];
  notes: string[];
}

/**
 * Parses and checks a data file. Throws ImportRefused with a message for the
 * person importing (the first bad record, or why it was refused). `only:
 * "ours"` (a restore) takes this site's own files only: restoring a backup
 * must give back exactly what was backed up, which a mapped original-site
 * export never does.
 */
export function readDataFile(text: string, only?: "ours"): DataFile {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw new ImportRefused(
      `The file is not valid JSON (${error instanceof Error ? error.message : String(error)}).`,
    );
  }
  const format = detectExportFormat(json);
  if (format === null) {
    throw new ImportRefused(
      "This file is neither this site's Download All Data file nor the original site's: nothing was imported.",
    );
  }
  if (only === "ours" && format !== "ours") {
    throw new ImportRefused(
      "This is the original site's export, not a backup of this site: restore takes only files from npm run backup or Download All Data (load this one with npm run import). Nothing was written.",
    );
  }
  if (format === "ours") {
    const parsed = parseLeagueExport(json);
    const purpose = only === "ours" ? "restore" : "import";
    const players = checkedPlayers(parsed.rows.players ?? [], purpose);
    const rows = { ...parsed.rows, players };
    return { format, ...parsed, rows: checkedTypedNames(rows, purpose), notes: [] };
  }
  try {
    return { format, ...legacyRows(json) };
  } catch (error) {
    if (error instanceof LegacyImportError)
      throw new ImportRefused(`${error.message} Nothing was written.`);
    throw error;
  }
}

/**
 * Imports a data file (its text, or as read by readDataFile) into an empty
 * league database, in one transaction. Throws ImportRefused when the file or
 * the database refuses; in that case nothing was written.
 */
export async function importDataFile(
  db: Database,
  file: string | DataFile,
  actor: ImportActor,
): Promise<ImportReport> {
  const { format, rows, auditLog, notes } = typeof file === "string" ? readDataFile(file) : file;
  const source = format === "ours" ? "league export" : "original site export";
  const counts = await restoreLeague(db, rows, { ...actor, source, auditLog });
  await refreshPlannerStatistics(db);
  return { format, counts, notes };
}

/**
 * An import holds the names people typed (seasons, teams, prayers) to the
 * forms' rule for names (app/domain/people/typed-name.ts) and stores them
 * normalized; a restore gives back what was backed up.
 */
function checkedTypedNames(rows: LeagueRows, purpose: "import" | "restore"): LeagueRows {
  if (purpose === "restore") return rows;
  const checked = checkImportedTypedNames(rows);
  if (!checked.ok)
    throw new ImportRefused(`${checked.message.replace(/\.$/, "")}. Nothing was written.`);
  return checked.rows;
}

/** A player field's column name in the file (first_name, jersey_size…). */
function columnOf(field: PlayerFieldName): string {
  return getTableColumns(playersTable)[field].name;
}

/**
 * The players of one of our own files, as they are written. An import holds
 * each to the player field rules (app/domain/people/fields.ts; a column that
 * may be null may be null) and stores what they give: names and phone
 * trimmed, email normalized. A restore gives back what was backed up, even a
 * record an older rule let in, so only its emails are normalized (the
 * database takes no other). Either way two players whose emails are the same
 * once normalized are refused, naming both.
 */
function checkedPlayers(
  rows: Record<string, unknown>[],
  purpose: "import" | "restore",
): Record<string, unknown>[] {
  const checked = rows.map((row, i) => {
    if (purpose === "restore") {
      return typeof row.email === "string" ? { ...row, email: normalizeEmail(row.email) } : row;
    }
    const result = checkStoredPlayer(row);
    if (!result.ok) {
      throw new ImportRefused(
        `Bad row players[${i}] (id ${String(row.id)}), column "${columnOf(result.field)}": ${playerRuleProblem(result, row)}.`,
      );
    }
    return { ...row, ...result.values };
  });
  const clash = emailClash(checked.map((row, i) => ({ i, email: String(row.email) })));
  if (clash) {
    const [first, second] = clash.map(({ i }) => ({
      ...(checked[i] as unknown as EmailOwner),
      email: String(rows[i]?.email),
    })) as [EmailOwner, EmailOwner];
    throw new ImportRefused(
      `Bad rows players[${clash[0].i}] and players[${clash[1].i}]: ${emailClashProblem(first, second)}.`,
    );
  }
  return checked;
}
