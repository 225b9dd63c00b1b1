// Constants of the league; docs/league-rules.md says where each applies.
// Change them here, nowhere else.
import type { StatKey } from "./types";

export const LEAGUE_NAME = "Southie Parish Basketball League";
export const LEAGUE_SHORT_NAME = "Southie Parish League";
/**
 * The league's colours where CSS cannot reach: the installed app's theme and
 * splash (app/domain/web-manifest.ts, the theme-color of every page). The
 * same as app.css's --color-text (navy) and --color-bg (paper); a unit test
 * (tests/unit/web-manifest.test.ts) keeps the two in step.
 */
export const LEAGUE_COLOURS = { navy: "#14233f", paper: "#f7f5f0" } as const;
/** Every date and time is shown in the league's zone, never the server's. */
export const LEAGUE_TIME_ZONE = "America/New_York";
export const CURRENT_SEASON_ID = 4;
export const MASS_TIMES_URL = "https://www.gateofheavenparish.org/mass-times";

export const STAT_KEYS: readonly StatKey[] = [
  "points",
  "rebounds",
  "assists",
  "blocks",
  "steals",
] as const;

/** Blocks and steals are recorded only since a date (see tracksBlocksSteals). */
export function isBlocksOrSteals(stat: StatKey): boolean {
  return stat === "blocks" || stat === "steals";
}

/** The stats a game's sheet and box score have: all five, or without blocks and steals. */
export function trackedStatKeys(tracksBlocksSteals: boolean): StatKey[] {
  return STAT_KEYS.filter((k) => tracksBlocksSteals || !isBlocksOrSteals(k));
}

export const STAT_UNITS: Record<StatKey, string> = {
  points: "PPG",
  rebounds: "RPG",
  assists: "APG",
  blocks: "BPG",
  steals: "SPG",
};

export const STAT_LABELS: Record<StatKey, string> = {
  points: "Points",
  rebounds: "Rebounds",
  assists: "Assists",
  blocks: "Blocks",
  steals: "Steals",
};

/**
 * The league's gyms, by code. Every form that places a game (move, add a game,
 * the generator's slots) offers exactly these and accepts nothing else.
 */
export const LOCATIONS: Record<string, string> = {
  sbca: "South Boston Catholic Academy",
  "b&gc": "Boys & Girls Club",
  "jpt-school": "Joseph P. Tynan School",
  condon: "Condon School",
};

export const LOCATION_CODES = Object.keys(LOCATIONS) as [string, ...string[]];

/** Whether `code` is one of the league's gyms (own keys only: "constructor" is not a gym). */
export function isLeagueLocation(code: string): boolean {
  return Object.hasOwn(LOCATIONS, code);
}

/** The answer to a gym that is not one of the league's, whichever form sent it. */
export const NOT_A_LEAGUE_LOCATION = "Choose one of the league's locations.";

/** The gyms as a form's select lists them. */
export function locationOptions(): { code: string; name: string }[] {
  return Object.entries(LOCATIONS).map(([code, name]) => ({ code, name }));
}

export const LEADERS_TOP_SEASON = 10;
export const LEADERS_TOP_GAME = 3;
export const LEADERS_TOP_ALL_TIME = 20;
/** Players with fewer games played are not listed once a season has more than LEADER_MIN_SEASON_GAMES completed games. */
export const LEADER_MIN_GAMES = 5;
export const LEADER_MIN_SEASON_GAMES = 40;

export const HOME_UPCOMING_DAYS = 7;
export const HOME_UPCOMING_DAYS_PLAYOFFS = 2;
/** The home page's Recent Scores: the results of today and the 6 league days before. */
export const RECENT_SCORES_DAYS = 7;
export const SWIPE_THRESHOLD_PX = 10;
export const DRAFT_SLOT_MINUTES = 30;
