// Importing a data file, whichever kind it is: our own "Download All Data"
// export, or the original site's (mapped by app/domain/legacy-import). Both
// end in restoreLeague: one transaction into an empty league database.
import type { Database } from "~/db/connection.server";
import {
  detectExportFormat,
  type ExportFormat,
  LegacyImportError,
  mapLegacyExport,
} from "~/domain/legacy-import";
import { ImportRefused, parseLeagueExport, restoreLeague, type LeagueRows } from "./export.server";
import { refreshPlannerStatistics } from "~/demo/load.server";

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

/**
 * Parses, checks and imports a data file. Throws ImportRefused with a message
 * for the person importing (the first bad record, or why it was refused);
 * in that case nothing was written.
 */
export async function importDataFile(
  db: Database,
  text: string,
  actor: ImportActor,
): Promise<ImportReport> {
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
  let counts: Record<string, number>;
  let notes: string[] = [];
  try {
    if (format === "ours") {
      const { rows, auditLog } = parseLeagueExport(json);
      counts = await restoreLeague(db, rows, { ...actor, source: "league export", auditLog });
    } else {
      const mapped = legacyRows(json);
      notes = mapped.notes;
      counts = await restoreLeague(db, mapped.rows, { ...actor, source: "original site export" });
    }
  } catch (error) {
    if (error instanceof LegacyImportError)
      throw new ImportRefused(`${error.message} Nothing was written.`);
    throw error;
  }
  await refreshPlannerStatistics(db);
  return { format, counts, notes };
}
