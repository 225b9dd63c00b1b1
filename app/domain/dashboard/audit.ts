// How an audit log entry reads on the admin dashboard: what was done to which
// game, team, player or season, and to whom (a signup, a roster place, a
// captain, a draft pick), named as the league names them.
import { matchupText } from "~/domain/games/state";
import { fullName } from "~/domain/people/name";
import { formatGameDay } from "~/domain/time/league-time";

const ADMIN_PAGE: Record<string, string> = {
  game: "/admin/games/",
  team: "/admin/teams/",
  player: "/admin/players/",
  season: "/admin/seasons/",
};

/**
 * The records an entry may be about, as the audit query's left joins found
 * them: null fields (or objects) where there is no such record, or no more.
 * An entry about a signup, a roster place, a captain or a draft pick names
 * the player (and team, season) it concerns: the query finds them by the
 * ids the entry carries (its record id, or the player and team ids its
 * before/after hold), so old entries read by name too and a name corrected
 * since reads corrected.
 */
export interface AuditNames {
  entity: string;
  action: string;
  game: {
    startsAt: Date | null;
    homeTeamId: string | null;
    awayTeamId: string | null;
    homePlaceholder: string | null;
    awayPlaceholder: string | null;
    homeName: string | null;
    awayName: string | null;
  } | null;
  teamName: string | null;
  player: { firstName: string | null; lastName: string | null } | null;
  seasonName: string | null;
  /** A draft entry's pick number. */
  pickNumber: number | null;
}

function playerName(entry: AuditNames): string | null {
  const { firstName, lastName } = entry.player ?? {};
  return firstName && lastName ? fullName({ firstName, lastName }) : null;
}

/** ' (Winter 2027)', or nothing when the season is gone. */
const inSeason = (entry: AuditNames) => (entry.seasonName ? ` (${entry.seasonName})` : "");

/**
 * The entry's record by name: 'Friars at Shamrocks, Sat, Nov 28', 'Shamrocks',
 * 'Pat Murphy', the season's name, 'Pat Murphy (Winter 2027)' for a signup,
 * 'Pat Murphy to the Saints (pick 7)' for a draft pick, 'Pat Murphy to the
 * Saints (Winter 2027)' for a roster place. Null when the record no longer
 * exists (a deleted game) or its kind names nobody (an import).
 */
export function auditSubjectName(entry: AuditNames): string | null {
  switch (entry.entity) {
    case "game": {
      const game = entry.game;
      if (!game?.startsAt) return null;
      const names = new Map([
        [game.homeTeamId, game.homeName],
        [game.awayTeamId, game.awayName],
      ]);
      const matchup = matchupText(game, (id) => names.get(id) ?? undefined);
      return `${matchup}, ${formatGameDay(game.startsAt)}`;
    }
    case "team":
      return entry.teamName;
    case "player":
      return playerName(entry);
    case "season":
      return entry.seasonName;
    case "signup": {
      const player = playerName(entry);
      return player ? `${player}${inSeason(entry)}` : null;
    }
    case "draft": {
      const player = playerName(entry);
      if (player && entry.teamName) {
        const pick = entry.pickNumber === null ? "" : ` (pick ${entry.pickNumber})`;
        return `${player} to the ${entry.teamName}${pick}`;
      }
      return entry.seasonName ? `${entry.seasonName} draft` : null;
    }
    case "season-roster": {
      const player = playerName(entry);
      if (!player || !entry.teamName) return null;
      const way = entry.action === "remove-player" ? "from" : "to";
      return `${player} ${way} the ${entry.teamName}${inSeason(entry)}`;
    }
    case "season-team": {
      if (!entry.teamName) return null;
      const captain = playerName(entry) ?? "no captain";
      return `${captain} for the ${entry.teamName}${inSeason(entry)}`;
    }
    default:
      return null;
  }
}

/**
 * 'start-live' on game g12 → 'Start live: Friars at Shamrocks, Sat, Nov 28',
 * linked to the game's admin page. A one-word action says what it acted on
 * ('Update team: Shamrocks'). Without a `name` (the record is gone, or its kind
 * is not named) the entry reads 'Delete game: game g12', unlinked: a deleted
 * record's page would be a 404.
 */
export function describeAudit(entry: {
  action: string;
  entity: string;
  entityId: string | null;
  name: string | null;
}): { what: string; href: string | null } {
  const action = entry.action.replace(/[-_]/g, " ");
  const verb = action.charAt(0).toUpperCase() + action.slice(1);
  if (entry.name === null) {
    const target = [entry.entity, entry.entityId].filter(Boolean).join(" ");
    return { what: `${verb}: ${target}`, href: null };
  }
  return {
    what: `${action.includes(" ") ? verb : `${verb} ${entry.entity}`}: ${entry.name}`,
    href: entry.entityId ? adminPageOf(entry.entity, entry.entityId) : null,
  };
}

/** The admin page of the record an entry is about, or null (a signup, an import). */
function adminPageOf(entity: string, entityId: string): string | null {
  const page = ADMIN_PAGE[entity];
  if (page) return `${page}${encodeURIComponent(entityId)}`;
  // A draft entry's id is its season's number; a roster place's or captain's is "season/team".
  if (entity === "draft") return `/admin/seasons/${encodeURIComponent(entityId)}/draft`;
  const [season, team, ...rest] = entityId.split("/");
  if ((entity === "season-roster" || entity === "season-team") && season && team && !rest.length) {
    return `/admin/seasons/${encodeURIComponent(season)}/teams/${encodeURIComponent(team)}`;
  }
  return null;
}
