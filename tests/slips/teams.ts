// Slips in the teams' rules (app/domain/teams/): docs/league-rules.md#team-colours
// and #teams-and-rosters.
import type { Slip } from "./slip";

const COLORS = "app/domain/teams/colors.ts";
const FORM = "app/domain/teams/form.ts";
const PLACEMENT = "app/domain/teams/placement.ts";
const PAGES = "app/domain/teams/pages.ts";

export const slips: Slip[] = [
  {
    file: COLORS,
    slip: "the text colour picks the one that contrasts less",
    find: "return contrastRatio(background, LIGHT_TEXT) >= contrastRatio(background, DARK_TEXT)",
    replace: "return contrastRatio(background, LIGHT_TEXT) <= contrastRatio(background, DARK_TEXT)",
  },
  {
    file: COLORS,
    slip: "a colour not lower-cased when stored",
    find: "return isTeamColor(trimmed) ? trimmed.toLowerCase() : null;",
    replace: "return isTeamColor(trimmed) ? trimmed : null;",
  },
  {
    file: COLORS,
    slip: "a colour with spaces around refused (no trim)",
    find: "const trimmed = value.trim();",
    replace: "const trimmed = value;",
  },
  {
    file: COLORS,
    slip: "a bar colour that only reads on one page background accepted",
    find: "const reads = (c: string) => PAGE_BACKGROUNDS.every((bg) => contrastRatio(c, bg) >= min);",
    replace:
      "const reads = (c: string) => PAGE_BACKGROUNDS.some((bg) => contrastRatio(c, bg) >= min);",
  },
  {
    file: FORM,
    slip: "the reserved id 'new' accepted",
    find: 'export const RESERVED_TEAM_IDS: readonly string[] = ["new"];',
    replace: "export const RESERVED_TEAM_IDS: readonly string[] = [];",
  },
  {
    file: FORM,
    slip: "team names compared case-sensitively",
    find: "const sameName = others.find((other) => typedNameKey(other.name) === typedNameKey(team.name));",
    replace: "const sameName = others.find((other) => other.name === team.name);",
  },
  {
    file: FORM,
    slip: "the abbreviation's length limit off by one",
    find: "export const TEAM_ABBREVIATION_MAX = 6;",
    replace: "export const TEAM_ABBREVIATION_MAX = 7;",
  },
  {
    file: PLACEMENT,
    slip: "an unpaid signup goes on a team",
    find: 'if (!facts.signup.paid) return "not-paid";',
    replace: "",
  },
  {
    file: PLACEMENT,
    slip: "a player already on a team goes on another",
    find: 'if (facts.teamName !== null) return "on-a-team";',
    replace: "",
  },
  {
    file: PLACEMENT,
    slip: "a core player drafted",
    find: 'if (facts.corePlayer) return "core-player";',
    replace: "",
  },
  {
    file: PAGES,
    slip: "players without a number listed first",
    find: "const number = (p: T) => p.jerseyNumber ?? Number.POSITIVE_INFINITY;",
    replace: "const number = (p: T) => p.jerseyNumber ?? -1;",
  },
  {
    file: PAGES,
    slip: "playoff games count in a team's regular-season record",
    find: '    games.filter((g) => g.type === "regular_season"),\n',
    replace: "    games,\n",
  },
  {
    file: PAGES,
    slip: "the last game is the oldest completed one",
    find: 'last: past.find((g) => g.status === "completed") ?? null,',
    replace: 'last: past.findLast((g) => g.status === "completed") ?? null,',
  },
];
