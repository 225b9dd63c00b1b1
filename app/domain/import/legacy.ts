// The original site's "Download All Data" file mapped to our tables
// (docs/league-rules.md#imports-from-the-original-site): an object keyed by
// collection (comments, gameStats, games, league, players, playerViews,
// prayer_intentions, seasons, signups, teams). The league document holds
// games, gameStats, players, seasonTeams and teams in snake_case; the players
// collection is camelCase. Pure: validates everything and either returns every
// row or throws a LegacyImportError naming the first bad record, so the caller
// writes all or nothing.
import { markIncompleteBoxScores } from "./legacy-box-scores";
import { BLOCKS_STEALS_TRACKED_AFTER } from "~/domain/games/state";
import { type Doc, documentsOf, LegacyImportError, type Located, Reader } from "./legacy-fields";
import {
  type ImportedComment,
  type ImportedPlayer,
  type ImportedPrayer,
  type ImportedSignup,
  mapComments,
  mapGames,
  mapGameStats,
  mapPlayers,
  mapPrayers,
  mapSignups,
  mergeSources,
  requireUnique,
} from "./legacy-records";
import {
  addCurrentTeamsFromTeamDocs,
  addRosterFromPlayerCopies,
  type ImportedRoster,
  type ImportedSeasonTeam,
  type ImportedTeam,
  mapSeasonTeams,
  mapTeams,
} from "./legacy-teams";
import { CURRENT_SEASON_ID } from "~/domain/league";
import { leagueDate } from "~/domain/time/league-time";
import type { Game, GameStat } from "~/domain/types";

export { LegacyImportError, parseLegacyTimestamp } from "./legacy-fields";

export const LEGACY_COLLECTIONS = [
  "comments",
  "gameStats",
  "games",
  "league",
  "players",
  "playerViews",
  "prayer_intentions",
  "seasons",
  "signups",
  "teams",
] as const;

/** Collections that only hold numbers the site computes from games and stats. */
const DERIVED_COLLECTIONS = ["playerViews", "seasons"];

export interface ImportedLeague {
  seasons: {
    id: number;
    name: string;
    isCurrent: boolean;
    registrationOpen: boolean;
    blocksStealsAfter: Date | null;
    playerTableAfter: Date | null;
    draftWindows: never[];
  }[];
  teams: ImportedTeam[];
  players: ImportedPlayer[];
  seasonTeams: ImportedSeasonTeam[];
  seasonRosters: ImportedRoster[];
  games: Game[];
  gameStats: GameStat[];
  signups: ImportedSignup[];
  comments: ImportedComment[];
  prayerIntentions: ImportedPrayer[];
}

export interface LegacyImport {
  league: ImportedLeague;
  /** Things worth telling the person importing (ignored collections, repaired records). */
  notes: string[];
}

export type ExportFormat = "ours" | "original";

/** Which kind of file this is: our own export, the original site's, or neither (null). */
export function detectExportFormat(json: unknown): ExportFormat | null {
  if (typeof json !== "object" || json === null || Array.isArray(json)) return null;
  if ("format" in json) return "ours";
  const keys = Object.keys(json);
  return keys.some((k) => (LEGACY_COLLECTIONS as readonly string[]).includes(k))
    ? "original"
    : null;
}

/** The league document ({product}_2); a file may also hold the test league of the playoff template. */
function leagueDocument(raw: Doc, notes: string[]): Doc {
  const docs = documentsOf(raw.league, "league");
  if (docs.length === 0) return {};
  if (docs.length === 1) return (docs[0] as Located).doc;
  const main = docs.filter((d) => d.id?.endsWith("_2"));
  if (main.length !== 1) {
    throw new LegacyImportError(
      `Bad collection league: ${docs.length} documents and not exactly one whose id ends in _2 (ids: ${docs.map((d) => d.id ?? "?").join(", ")}).`,
    );
  }
  const chosen = main[0] as Located;
  notes.push(
    `Used the league document ${chosen.id}; ignored ${docs.length - 1} other league document(s).`,
  );
  return chosen.doc;
}

/** The seasons the records mention, the latest one current (the original's current season is 4). */
function seasonsOf(ids: Iterable<number>): ImportedLeague["seasons"] {
  const sorted = [...new Set(ids)].sort((a, b) => a - b);
  const latest = sorted.at(-1);
  return sorted.map((id) => ({
    id,
    name: `Season ${id}`,
    isCurrent: id === latest,
    // Signups went to the current season: it keeps taking them.
    registrationOpen: id === latest,
    blocksStealsAfter: BLOCKS_STEALS_TRACKED_AFTER,
    // The original season 4 stays out of the draft's player table until 8 June 2025.
    playerTableAfter: id === CURRENT_SEASON_ID ? leagueDate(2025, 6, 8) : null,
    draftWindows: [],
  }));
}

export function mapLegacyExport(raw: unknown): LegacyImport {
  if (detectExportFormat(raw) !== "original") {
    throw new LegacyImportError(
      `Not an export of the original site: expected an object keyed by collection (${LEGACY_COLLECTIONS.join(", ")}).`,
    );
  }
  const file = raw as Doc;
  const notes: string[] = [];
  const league = leagueDocument(file, notes);
  for (const name of DERIVED_COLLECTIONS) {
    const count = documentsOf(file[name], name).length;
    if (count)
      notes.push(
        `Skipped ${count} ${name} document(s): derived data, computed from games and stats.`,
      );
  }
  for (const name of Object.keys(file)) {
    if (![...LEGACY_COLLECTIONS, "seasonTeams"].includes(name))
      notes.push(`Ignored the unknown collection ${name}.`);
  }

  /** A collection's documents from the league document and from the file, one per key. */
  const merged = (name: string, key: (r: Reader) => string, leagueIdFields?: string[]) =>
    mergeSources(
      documentsOf(league[name], `league.${name}`, leagueIdFields),
      documentsOf(file[name], name),
      key,
    );
  const byId = (r: Reader) => r.docId();
  const teamDocs = merged("teams", byId);
  const teams = mapTeams(teamDocs);
  const teamIds = new Set(teams.map((t) => t.id));
  const teamReaders = new Map(teamDocs.map((at) => [new Reader(at).docId(), new Reader(at)]));

  const { players, teamOf } = mapPlayers(merged("players", byId, ["player_id", "id"]));
  const playerIds = new Set(players.map((p) => p.id));

  const seasonTeamKey = (r: Reader) =>
    `${r.requiredInt("season", 1)}:${r.requiredId("team_id", "teamId")}`;
  const { seasonTeams, rosters, onTeam } = mapSeasonTeams(
    merged("seasonTeams", seasonTeamKey),
    teamIds,
    playerIds,
    teamReaders,
  );

  const games = mapGames(merged("games", byId), teamIds, notes);
  const gameIds = new Set(games.map((g) => g.id));
  const statKey = (r: Reader) =>
    `${r.requiredId("game_id", "gameId")}:${r.requiredId("player_id", "playerId")}`;
  const gameStats = mapGameStats(merged("gameStats", statKey), games, playerIds);
  const teamNames = new Map(teams.map((t) => [t.id, t.name]));
  const checkedGames = markIncompleteBoxScores(
    games,
    gameStats,
    (id) => teamNames.get(id) ?? id,
    notes,
  );
  const signupDocs = documentsOf(file.signups, "signups");
  requireUnique(signupDocs, "signup");
  const signups = mapSignups(signupDocs, playerIds, notes);
  const comments = mapComments(documentsOf(file.comments, "comments"), gameIds, playerIds);
  const prayerDocs = documentsOf(file.prayer_intentions, "prayer_intentions");
  requireUnique(prayerDocs, "prayer intention");
  const prayerIntentions = mapPrayers(prayerDocs);

  const seasons = seasonsOf([
    ...games.map((g) => g.seasonId),
    ...seasonTeams.map((t) => t.seasonId),
    ...signups.map((s) => s.seasonId),
  ]);
  const current = seasons.find((s) => s.isCurrent)?.id;
  if (current !== undefined) {
    addCurrentTeamsFromTeamDocs(
      current,
      teams,
      teamReaders,
      seasonTeams,
      rosters,
      onTeam,
      playerIds,
      notes,
    );
    addRosterFromPlayerCopies(current, teamOf, seasonTeams, rosters, onTeam, notes);
  }

  return {
    league: {
      seasons,
      teams,
      players,
      seasonTeams,
      seasonRosters: rosters,
      games: checkedGames,
      gameStats,
      signups,
      comments,
      prayerIntentions,
    },
    notes,
  };
}
