// The season state machine (docs/league-rules.md#seasons): the one place
// that says which writes a season's state allows. Every admin and player write
// to a season's rows asks seasonWriteRefusal inside its own transaction, with
// the season's row locked, through seasonWrite (app/data/season-state.server.ts),
// whose grant those writes need; it refuses with its sentence (409) when this
// answers one.
//
//   upcoming ──make current──▶ current ──next made current──▶ completed
//       │                         │                              │
//       └──────── close (every game has a result) ───────────────┘──▶ closed ──reopen──▶ (back)
//
// The league's year runs in one order (docs/league-rules.md#the-order-of-the-year),
// and the transitions guard its two joints: a season is made current only
// once its schedule is published, and only when the seasons it leaves behind
// (the current one, and any upcoming below it) have no game still to play.
//
// Upcoming, current and completed follow from which season is current (the
// one flagged, else the latest): those before it are completed, those after
// it upcoming. Closed is a season an admin closed: read-only until reopened.
// Taking signups, a drafted schedule and a published one are facts beside the
// state; the rules below read them where they matter.

export type SeasonState = "upcoming" | "current" | "completed" | "closed";

/** What the rules read of a season, counted in the write's transaction. */
export interface SeasonFacts {
  id: number;
  /** The current season's id (the flagged one, else the latest). */
  currentId: number | null;
  closed: boolean;
  registrationOpen: boolean;
  /** All its games, regular season and playoffs. */
  games: number;
  /** Its games without a result: to come, live or postponed. */
  gamesWithoutResult: number;
  /**
   * The other open (not closed) seasons' games still to play, scheduled or
   * live: what making this season current would leave behind. Read for
   * make-current only (empty for every other write, which does not ask).
   */
  toPlayElsewhere: readonly SeasonGamesToPlay[];
}

/** A season's games still to play: scheduled or live (a postponed game waits for a date). */
export interface SeasonGamesToPlay {
  season: number;
  games: number;
}

/** The kinds of write a season's state decides. */
export type SeasonWrite =
  /** Generate, publish, gym closed, add, delete, move or postpone a game. */
  | "schedule"
  /** Start live scoring, a tap, save or erase a result. */
  | "play"
  /** Roster changes, captains, draft picks. */
  | "roster"
  /** Which teams play and in which conference. */
  | "teams"
  /** Generate the playoff bracket. */
  | "bracket"
  /** Open its signups. */
  | "open-signups"
  /** A player signs up for it (or an admin adds a signup). */
  | "signup"
  /** A signup's fee marked paid or unpaid; the season's fee, how to pay it, its draft date. */
  | "fees"
  /** Close its signups (also when opening another season's, or making a later one current). */
  | "close-signups"
  | "make-current"
  | "close"
  | "reopen";

export function seasonState(facts: Pick<SeasonFacts, "id" | "currentId" | "closed">): SeasonState {
  if (facts.closed) return "closed";
  if (facts.currentId === null || facts.id === facts.currentId) return "current";
  return facts.id < facts.currentId ? "completed" : "upcoming";
}

/** What each write would do, as "reopen it to …" says it. */
const DOING: Record<Exclude<SeasonWrite, "close" | "reopen" | "close-signups">, string> = {
  schedule: "change its schedule",
  play: "score its games",
  roster: "change its rosters",
  teams: "change its teams",
  bracket: "change its playoffs",
  "open-signups": "take signups",
  signup: "take signups",
  fees: "record its fees",
  "make-current": "make it current",
};

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/**
 * Why the season's state forbids this write, in one sentence that names the
 * state and the way forward, or null when it is allowed.
 */
export function seasonWriteRefusal(facts: SeasonFacts, write: SeasonWrite): string | null {
  const state = seasonState(facts);
  const season = `Season ${facts.id}`;
  if (write === "reopen") return state === "closed" ? null : `${season} is not closed.`;
  // Stopping signups changes nothing the season keeps: allowed in every state,
  // so that opening another season's (or making a later one current) can close
  // them even on a closed season.
  if (write === "close-signups") return null;
  if (write === "close") {
    if (state === "closed") return `${season} is already closed.`;
    if (facts.games === 0) {
      return `${season} has no games yet: publish its schedule and play it before closing it.`;
    }
    if (facts.gamesWithoutResult > 0) {
      const open = plural(facts.gamesWithoutResult, "game has", "games have");
      return `${season} cannot close yet: ${open} no result.`;
    }
    return null;
  }
  if (state === "closed") return `${season} is closed: reopen it to ${DOING[write]}.`;
  if (write === "make-current") return makeCurrentRefusal(facts, state);
  if ((write === "open-signups" || write === "signup") && state === "completed") {
    return `${season} is completed: only an upcoming or the current season can take signups.`;
  }
  if (write === "signup" && !facts.registrationOpen) {
    return `${season} is not taking signups.`;
  }
  if (write === "teams" && state === "completed") {
    return `${season} is completed: its teams can no longer change.`;
  }
  return null;
}

/**
 * The seasons making `facts.id` current would complete while they still have
 * games to play: the current one and any upcoming one below it, open.
 */
export function seasonsLeftUnplayed(facts: SeasonFacts): SeasonGamesToPlay[] {
  const { currentId, id } = facts;
  if (currentId === null || id <= currentId) return [];
  return facts.toPlayElsewhere
    .filter((s) => s.season >= currentId && s.season < id && s.games > 0)
    .sort((a, b) => a.season - b.season);
}

/** Make current: only a season with its schedule, and never over a season still being played. */
function makeCurrentRefusal(facts: SeasonFacts, state: SeasonState): string | null {
  if (state === "current") return null;
  if (facts.games === 0) {
    return `Season ${facts.id} has no games yet: publish its schedule before making it current.`;
  }
  const unplayed = seasonsLeftUnplayed(facts);
  if (unplayed.length === 0) return null;
  const still = unplayed
    .map((s) => `season ${s.season} still has ${plural(s.games, "game", "games")} to play`)
    .join(" and ");
  const them = unplayed.length === 1 ? `season ${unplayed[0]!.season}` : "those seasons";
  return `Season ${facts.id} cannot be made current yet: ${still}. Enter their results, postpone or delete them, or close ${them} once every game has its result; then make season ${facts.id} current.`;
}
