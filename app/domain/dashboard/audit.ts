// How an audit log entry reads on the admin dashboard: what was done to which
// game, team, player or season, named as the league names it.
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
 */
export interface AuditNames {
  entity: string;
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
}

/**
 * The entry's record by name: 'Friars at Shamrocks, Sat, Nov 28', 'Shamrocks',
 * 'Pat Murphy', the season's name ('… draft' for a pick). Null when the record
 * no longer exists (a deleted game) or its kind is not named (signups, rosters).
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
    case "player": {
      const { firstName, lastName } = entry.player ?? {};
      return firstName && lastName ? fullName({ firstName, lastName }) : null;
    }
    case "season":
      return entry.seasonName;
    case "draft":
      return entry.seasonName ? `${entry.seasonName} draft` : null;
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
  const page = ADMIN_PAGE[entry.entity];
  return {
    what: `${action.includes(" ") ? verb : `${verb} ${entry.entity}`}: ${entry.name}`,
    href: page && entry.entityId ? `${page}${encodeURIComponent(entry.entityId)}` : null,
  };
}
