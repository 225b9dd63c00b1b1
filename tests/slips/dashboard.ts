// Slips in how an audit log entry reads (app/domain/dashboard/audit.ts).
import type { Slip } from "./slip";

const AUDIT = "app/domain/dashboard/audit.ts";

export const slips: Slip[] = [
  {
    file: AUDIT,
    slip: "a game's teams swapped (home named as away)",
    find: "        [game.homeTeamId, game.homeName],\n        [game.awayTeamId, game.awayName],",
    replace: "        [game.homeTeamId, game.awayName],\n        [game.awayTeamId, game.homeName],",
  },
  {
    file: AUDIT,
    slip: "a deleted game (no start) is still named, as an empty matchup",
    find: "      if (!game?.startsAt) return null;",
    replace: "      if (!game) return null;",
  },
  {
    file: AUDIT,
    slip: "a player with only a first name is named half",
    find: "return firstName && lastName ? fullName({ firstName, lastName }) : null;",
    replace: 'return firstName ? fullName({ firstName, lastName: lastName ?? "" }) : null;',
  },
  {
    file: AUDIT,
    slip: "a draft pick's entry named without 'draft'",
    find: "return entry.seasonName ? `${entry.seasonName} draft` : null;",
    replace: "return entry.seasonName;",
  },
  {
    file: AUDIT,
    slip: "an entry of an unnamed kind (signups) named by the season",
    find: "    default:\n      return null;",
    replace: "    default:\n      return entry.seasonName;",
  },
  {
    file: AUDIT,
    slip: "only the first hyphen of an action becomes a space",
    find: 'entry.action.replace(/[-_]/g, " ")',
    replace: 'entry.action.replace(/[-_]/, " ")',
  },
  {
    file: AUDIT,
    slip: "an entry whose record is gone still links to its (404) page",
    find: "    return { what: `${verb}: ${target}`, href: null };",
    replace:
      '    return { what: `${verb}: ${target}`, href: entry.entityId ? `${ADMIN_PAGE[entry.entity] ?? "/"}${entry.entityId}` : null };',
  },
  {
    file: AUDIT,
    slip: "a one-word action does not say what it acted on",
    find: 'what: `${action.includes(" ") ? verb : `${verb} ${entry.entity}`}: ${entry.name}`,',
    replace: "what: `${verb}: ${entry.name}`,",
  },
  {
    file: AUDIT,
    slip: "the record id in a link is not encoded",
    find: "if (page) return `${page}${encodeURIComponent(entityId)}`;",
    replace: "if (page) return `${page}${entityId}`;",
  },
  {
    file: AUDIT,
    slip: "a signup's entry names nobody (its player not read)",
    find: "      const player = playerName(entry);\n      return player ? `${player}${inSeason(entry)}` : null;",
    replace: "      return null;",
  },
  {
    file: AUDIT,
    slip: "a draft pick's entry leaves out its pick number",
    find: 'const pick = entry.pickNumber === null ? "" : ` (pick ${entry.pickNumber})`;',
    replace: 'const pick = "";',
  },
  {
    file: AUDIT,
    slip: "a player taken off a roster reads as added to it",
    find: 'const way = entry.action === "remove-player" ? "from" : "to";',
    replace: 'const way = "to";',
  },
  {
    file: AUDIT,
    slip: "a draft entry links to the season's page, not its draft page",
    find: 'if (entity === "draft") return `/admin/seasons/${encodeURIComponent(entityId)}/draft`;',
    replace: 'if (entity === "draft") return `/admin/seasons/${encodeURIComponent(entityId)}`;',
  },
];
