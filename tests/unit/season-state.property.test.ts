// The season state machine (app/domain/season/state.ts) against the table
// "What each state allows" in docs/league-rules.md#seasons. Long random
// sequences of admin and player actions are played on a small model league;
// before each one, the model's own oracle (written from that table, not from
// the code) says which state the season is in and whether the write is
// allowed, and seasonState / seasonWriteRefusal must agree. The action is
// applied only when allowed, as the writes in app/data do, and the league
// never reaches a forbidden state. Every (state, write) pair must be tried.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  seasonState,
  seasonWriteRefusal,
  type SeasonFacts,
  type SeasonState,
  type SeasonWrite,
} from "~/domain/season/state";

interface ModelGame {
  status: "scheduled" | "live" | "completed" | "postponed";
}
interface ModelSeason {
  id: number;
  isCurrent: boolean;
  closed: boolean;
  registrationOpen: boolean;
  champion: string | null;
  games: ModelGame[];
  /** The state the season was in when each signup was written. */
  signups: SeasonState[];
  teamChanges: SeasonState[];
  /** Each state the season was seen in, in order, without repeats: its year so far. */
  seen: SeasonState[];
  /** Games it still had to play when a later season was made current over it. */
  leftUnplayed: number;
}
type League = ModelSeason[];

const STATES: SeasonState[] = ["upcoming", "current", "completed", "closed"];
const WRITES: SeasonWrite[] = [
  "schedule",
  "play",
  "roster",
  "teams",
  "bracket",
  "open-signups",
  "signup",
  "fees",
  "close-signups",
  "make-current",
  "close",
  "reopen",
];

// ---- The oracle, from docs/league-rules.md#seasons --------------------------

/** "The one flagged isCurrent; if none is flagged, the one with the highest number." */
function oracleCurrentId(league: League): number | null {
  for (const s of league) if (s.isCurrent) return s.id;
  let highest: number | null = null;
  for (const s of league) if (highest === null || s.id > highest) highest = s.id;
  return highest;
}

/** Closed when an admin closed it; else below the current one Completed, above it Upcoming. */
function oracleState(league: League, season: ModelSeason): SeasonState {
  if (season.closed) return "closed";
  const current = oracleCurrentId(league);
  if (season.id === current) return "current";
  return season.id < (current as number) ? "completed" : "upcoming";
}

/** The table's columns, row by row ("(is)" for make current: nothing to refuse). */
const TABLE: Record<SeasonWrite, Record<SeasonState, boolean>> = {
  schedule: { upcoming: true, current: true, completed: true, closed: false },
  play: { upcoming: true, current: true, completed: true, closed: false },
  roster: { upcoming: true, current: true, completed: true, closed: false },
  teams: { upcoming: true, current: true, completed: false, closed: false },
  bracket: { upcoming: true, current: true, completed: true, closed: false },
  "open-signups": { upcoming: true, current: true, completed: false, closed: false },
  signup: { upcoming: true, current: true, completed: false, closed: false },
  fees: { upcoming: true, current: true, completed: true, closed: false },
  "close-signups": { upcoming: true, current: true, completed: true, closed: true },
  "make-current": { upcoming: true, current: true, completed: true, closed: false },
  close: { upcoming: true, current: true, completed: true, closed: false },
  reopen: { upcoming: false, current: false, completed: false, closed: true },
};

function oracleAllows(league: League, season: ModelSeason, write: SeasonWrite): boolean {
  const state = oracleState(league, season);
  if (!TABLE[write][state]) return false;
  // "a signup (only while the season takes them)"
  if (write === "signup") return season.registrationOpen;
  // "close: only with games, every one with a result"
  if (write === "close") {
    return season.games.length > 0 && season.games.every((g) => g.status === "completed");
  }
  // "make current: only once its schedule is published, and not while a
  // season it would complete (the current one, an upcoming one below it)
  // has games still to play (scheduled or live)"
  if (write === "make-current" && state !== "current") {
    return season.games.length > 0 && oracleLeftUnplayed(league, season).length === 0;
  }
  return true;
}

const toPlay = (s: ModelSeason) =>
  s.games.filter((g) => g.status === "scheduled" || g.status === "live").length;

/** The open seasons making `season` current would complete with games still to play. */
function oracleLeftUnplayed(league: League, season: ModelSeason): ModelSeason[] {
  const current = oracleCurrentId(league) as number;
  return league.filter((s) => !s.closed && s.id >= current && s.id < season.id && toPlay(s) > 0);
}

// ---- The model league -----------------------------------------------------

function facts(league: League, season: ModelSeason): SeasonFacts {
  return {
    id: season.id,
    currentId: oracleCurrentId(league),
    closed: season.closed,
    registrationOpen: season.registrationOpen,
    games: season.games.length,
    gamesWithoutResult: season.games.filter((g) => g.status !== "completed").length,
    // Every other open season's games to play, whichever side of it: the rule picks.
    toPlayElsewhere: league
      .filter((s) => s !== season && !s.closed)
      .map((s) => ({ season: s.id, games: toPlay(s) })),
  };
}

/** Notes each season's state after an action: the years the runs went through. */
function see(league: League): void {
  for (const s of league) {
    const state = oracleState(league, s);
    if (s.seen.at(-1) !== state) s.seen.push(state);
  }
}

type Action =
  | { kind: "start-next" }
  | { kind: "write"; write: SeasonWrite; season: number; game: number; champion: string | null };

/** Every (state, write) pair tried, over all runs. */
const tried = new Map<string, number>();
/** Make current refused to a season with games (a season left unplayed), over all runs. */
let refusedOverUnplayed = 0;
/** Seasons that went through the whole year, upcoming to closed, over all runs. */
let wholeYears = 0;

/** Plays the action; throws when the code and the oracle disagree. */
function play(league: League, action: Action): void {
  if (action.kind === "start-next") {
    const id = league.length + 1;
    // Starting the next season flags the latest one, so the new one starts Upcoming.
    const latest = league[league.length - 1];
    if (latest && !league.some((s) => s.isCurrent)) latest.isCurrent = true;
    league.push({
      id,
      isCurrent: false,
      closed: false,
      registrationOpen: false,
      champion: null,
      games: [],
      signups: [],
      teamChanges: [],
      seen: [],
      leftUnplayed: 0,
    });
    see(league);
    return;
  }
  if (league.length === 0) return;
  // Seasons are picked among those that exist: the later ones more often.
  const season = league[league.length - 1 - (action.season % league.length)]!;
  const { write } = action;
  const state = oracleState(league, season);
  const key = `${state} × ${write}`;
  tried.set(key, (tried.get(key) ?? 0) + 1);
  const f = facts(league, season);
  expect(seasonState(f), `season ${season.id}'s state`).toBe(state);
  const allowed = oracleAllows(league, season, write);
  const refusal = seasonWriteRefusal(f, write);
  expect(refusal === null, `${key} (${JSON.stringify(f)}): ${refusal}`).toBe(allowed);
  if (!allowed) {
    if (write === "make-current" && season.games.length > 0) refusedOverUnplayed++;
    return;
  }
  // Results are mostly entered in order: the first game without one, else any game.
  const next = season.games.find((g) => g.status !== "completed");
  const game =
    write === "play" && next && action.game % 4 !== 0
      ? next
      : season.games[action.game % Math.max(1, season.games.length)];
  switch (write) {
    case "schedule":
      // Add a game, or postpone or delete one: the ways a schedule changes.
      if (action.game % 4 === 1 && game && game.status !== "completed") game.status = "postponed";
      else if (action.game % 4 === 2 && game && game.status !== "completed") {
        season.games.splice(season.games.indexOf(game), 1);
      } else season.games.push({ status: "scheduled" });
      break;
    case "play":
      // Start live, save a result, or erase one: whichever the game allows.
      if (game?.status === "scheduled" || game?.status === "postponed") {
        game.status = action.game % 3 === 0 ? "live" : "completed";
      } else if (game?.status === "live") game.status = "completed";
      else if (game?.status === "completed" && action.game % 5 === 0) game.status = "scheduled";
      break;
    case "teams":
      season.teamChanges.push(state);
      break;
    case "signup":
      season.signups.push(state);
      break;
    case "close-signups":
      season.registrationOpen = false;
      break;
    case "open-signups":
      // One season at a time: opening these closes another's (after the admin's yes).
      for (const s of league) s.registrationOpen = false;
      season.registrationOpen = true;
      break;
    case "make-current":
      for (const s of oracleLeftUnplayed(league, season)) s.leftUnplayed += toPlay(s);
      for (const s of league) s.isCurrent = false;
      season.isCurrent = true;
      // The rule: the season it leaves behind (now Completed) stops taking signups.
      for (const s of league) if (s.id < season.id) s.registrationOpen = false;
      break;
    case "close":
      season.closed = true;
      season.champion = action.champion;
      break;
    case "reopen":
      season.closed = false;
      season.champion = null;
      break;
    case "roster":
    case "bracket":
    case "fees":
      break;
  }
  see(league);
}

/** What must never be: each a sentence, so a failure says which. */
function forbidden(league: League): string[] {
  const wrong: string[] = [];
  for (const season of league) {
    const state = oracleState(league, season);
    const name = `season ${season.id}`;
    if (season.closed && season.games.length === 0) wrong.push(`${name} closed without games`);
    if (season.closed && season.games.some((g) => g.status !== "completed")) {
      wrong.push(`${name} closed with a game without a result`);
    }
    if (season.champion !== null && !season.closed) wrong.push(`${name} has a champion, open`);
    if (season.champion !== null && !season.games.some((g) => g.status === "completed")) {
      wrong.push(`${name} has a champion without a completed game`);
    }
    if (season.registrationOpen && state === "completed") {
      wrong.push(`${name} takes signups while completed`);
    }
    for (const at of season.signups) {
      if (at === "completed" || at === "closed") wrong.push(`${name} took a signup while ${at}`);
    }
    if (season.leftUnplayed > 0) {
      wrong.push(`${name} was left behind with ${season.leftUnplayed} games to play`);
    }
    for (const at of season.teamChanges) {
      if (at === "completed" || at === "closed") wrong.push(`${name} changed teams while ${at}`);
    }
  }
  if (league.filter((s) => s.registrationOpen).length > 1) wrong.push("two seasons take signups");
  return wrong;
}

// Writes weighted so that seasons fill with games and results (and so close),
// and every write is tried in every state.
const write: fc.Arbitrary<SeasonWrite> = fc.oneof(
  { weight: 10, arbitrary: fc.constant("play" as const) },
  { weight: 3, arbitrary: fc.constant("schedule" as const) },
  { weight: 3, arbitrary: fc.constant("close" as const) },
  { weight: 2, arbitrary: fc.constant("reopen" as const) },
  { weight: 3, arbitrary: fc.constant("make-current" as const) },
  { weight: 2, arbitrary: fc.constant("open-signups" as const) },
  { weight: 2, arbitrary: fc.constant("signup" as const) },
  { weight: 1, arbitrary: fc.constant("close-signups" as const) },
  { weight: 1, arbitrary: fc.constant("fees" as const) },
  {
    weight: 3,
    arbitrary: fc.constantFrom("roster" as const, "teams" as const, "bracket" as const),
  },
);
const action: fc.Arbitrary<Action> = fc.oneof(
  { weight: 1, arbitrary: fc.constant({ kind: "start-next" as const }) },
  {
    weight: 20,
    arbitrary: fc.record({
      kind: fc.constant("write" as const),
      write,
      season: fc.nat(3),
      game: fc.nat(30),
      champion: fc.option(fc.constantFrom("saints", "friars"), { nil: null }),
    }),
  },
);

describe("the season state machine", () => {
  it("allows each write in each state as the table says, and never reaches a forbidden state", () => {
    tried.clear();
    wholeYears = 0;
    refusedOverUnplayed = 0;
    fc.assert(
      fc.property(fc.array(action, { minLength: 150, maxLength: 400 }), (actions) => {
        // Two seasons to start with: the first current, the second upcoming.
        const league: League = [];
        play(league, { kind: "start-next" });
        play(league, { kind: "start-next" });
        for (const a of actions) {
          play(league, a);
          expect(forbidden(league), JSON.stringify(a)).toEqual([]);
        }
        wholeYears += league.filter((s) =>
          ["upcoming", "current", "completed", "closed"].every((state, i, year) => {
            const at = s.seen.indexOf(state as SeasonState);
            return at >= 0 && (i === 0 || at > s.seen.indexOf(year[i - 1] as SeasonState));
          }),
        ).length;
      }),
      { numRuns: 300, seed: 20261128 },
    );
    // The runs reach the end of the year: seasons made current in turn,
    // left completed and closed, and Make current refused over games to play.
    expect(wholeYears, "seasons taken from upcoming to closed").toBeGreaterThanOrEqual(10);
    expect(refusedOverUnplayed, "make current refused over games to play").toBeGreaterThan(20);
    const never = STATES.flatMap((s) => WRITES.map((w) => `${s} × ${w}`)).filter(
      (k) => !tried.has(k),
    );
    expect(never, "(state, write) pairs never tried").toEqual([]);
  });

  it("refuses every write to a closed season but reopening and closing its signups, naming the way forward", () => {
    const closed = {
      id: 6,
      currentId: 5,
      closed: true,
      registrationOpen: false,
      games: 3,
      gamesWithoutResult: 0,
      toPlayElsewhere: [],
    };
    for (const write of WRITES.filter((w) => w !== "reopen" && w !== "close-signups")) {
      expect(seasonWriteRefusal(closed, write), write).toMatch(
        /^Season 6 is (closed: reopen it to .+|already closed)\.$/,
      );
    }
    expect(seasonWriteRefusal(closed, "reopen")).toBeNull();
    expect(seasonWriteRefusal({ ...closed, registrationOpen: true }, "close-signups")).toBeNull();
    // Issue 40 §6: a closed season's fees changed (set-paid skipped the state machine).
    expect(seasonWriteRefusal(closed, "fees")).toBe(
      "Season 6 is closed: reopen it to record its fees.",
    );
    expect(seasonWriteRefusal(closed, "schedule")).toBe(
      "Season 6 is closed: reopen it to change its schedule.",
    );
  });

  it("closes only a season with games, every one with a result", () => {
    const base = {
      id: 5,
      currentId: 4,
      closed: false,
      registrationOpen: false,
      toPlayElsewhere: [],
    };
    expect(seasonWriteRefusal({ ...base, games: 0, gamesWithoutResult: 0 }, "close")).toBe(
      "Season 5 has no games yet: publish its schedule and play it before closing it.",
    );
    expect(seasonWriteRefusal({ ...base, games: 112, gamesWithoutResult: 24 }, "close")).toBe(
      "Season 5 cannot close yet: 24 games have no result.",
    );
    expect(seasonWriteRefusal({ ...base, games: 112, gamesWithoutResult: 0 }, "close")).toBeNull();
  });

  it("takes signups only for an upcoming or the current season", () => {
    const season = (id: number) => ({
      id,
      currentId: 4,
      closed: false,
      registrationOpen: true,
      games: 0,
      gamesWithoutResult: 0,
      toPlayElsewhere: [],
    });
    expect(seasonWriteRefusal(season(1), "open-signups")).toBe(
      "Season 1 is completed: only an upcoming or the current season can take signups.",
    );
    expect(seasonWriteRefusal(season(1), "signup")).not.toBeNull();
    expect(seasonWriteRefusal(season(4), "open-signups")).toBeNull();
    expect(seasonWriteRefusal(season(5), "open-signups")).toBeNull();
    expect(seasonWriteRefusal({ ...season(5), registrationOpen: false }, "signup")).toBe(
      "Season 5 is not taking signups.",
    );
  });

  it("makes a season current only once it has games, and never over a season still being played (issue 41)", () => {
    const five = {
      id: 5,
      currentId: 4,
      closed: false,
      registrationOpen: false,
      games: 112,
      gamesWithoutResult: 112,
      toPlayElsewhere: [
        { season: 3, games: 2 },
        { season: 4, games: 51 },
      ],
    };
    expect(seasonWriteRefusal(five, "make-current")).toBe(
      "Season 5 cannot be made current yet: season 4 still has 51 games to play. Enter their results, postpone or delete them, or close season 4 once every game has its result; then make season 5 current.",
    );
    // Season 3 is behind the current one: already completed, not left behind now.
    expect(
      seasonWriteRefusal({ ...five, toPlayElsewhere: [{ season: 3, games: 2 }] }, "make-current"),
    ).toBeNull();
    expect(
      seasonWriteRefusal(
        {
          ...five,
          id: 6,
          toPlayElsewhere: [
            { season: 4, games: 1 },
            { season: 5, games: 112 },
          ],
        },
        "make-current",
      ),
    ).toBe(
      "Season 6 cannot be made current yet: season 4 still has 1 game to play and season 5 still has 112 games to play. Enter their results, postpone or delete them, or close those seasons once every game has its result; then make season 6 current.",
    );
    expect(seasonWriteRefusal({ ...five, games: 0, gamesWithoutResult: 0 }, "make-current")).toBe(
      "Season 5 has no games yet: publish its schedule before making it current.",
    );
    // Going back to an earlier season leaves nothing behind; the current one is current already.
    expect(seasonWriteRefusal({ ...five, id: 3 }, "make-current")).toBeNull();
    expect(seasonWriteRefusal({ ...five, id: 4, games: 0 }, "make-current")).toBeNull();
  });
});
