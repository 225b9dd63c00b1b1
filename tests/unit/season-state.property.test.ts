// The season state machine (app/domain/season/state.ts): random sequences of
// admin actions, each applied only when seasonWriteRefusal allows it (as the
// writes in app/data do), never reach a forbidden state.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { currentSeasonIdOf } from "~/domain/season/status";
import {
  seasonState,
  seasonWriteRefusal,
  type SeasonFacts,
  type SeasonWrite,
} from "~/domain/season/state";

interface ModelGame {
  status: "scheduled" | "live" | "completed";
}
interface ModelSeason {
  id: number;
  isCurrent: boolean;
  closed: boolean;
  registrationOpen: boolean;
  champion: string | null;
  games: ModelGame[];
}
type League = ModelSeason[];

type Action =
  | { kind: "start-next" }
  | { kind: "add-game"; season: number }
  | { kind: "start-live"; season: number; game: number }
  | { kind: "save-result"; season: number; game: number }
  | { kind: "erase-result"; season: number; game: number }
  | { kind: "close"; season: number; champion: string | null }
  | { kind: "reopen"; season: number }
  | { kind: "open-signups"; season: number }
  | { kind: "close-signups"; season: number }
  | { kind: "make-current"; season: number };

function facts(league: League, season: ModelSeason): SeasonFacts {
  return {
    id: season.id,
    currentId: currentSeasonIdOf(league),
    closed: season.closed,
    registrationOpen: season.registrationOpen,
    games: season.games.length,
    gamesWithoutResult: season.games.filter((g) => g.status !== "completed").length,
  };
}

const WRITE: Record<Exclude<Action["kind"], "start-next" | "close-signups">, SeasonWrite> = {
  "add-game": "schedule",
  "start-live": "play",
  "save-result": "play",
  "erase-result": "play",
  close: "close",
  reopen: "reopen",
  "open-signups": "open-signups",
  "make-current": "make-current",
};

/** The action, applied as the data layer applies it when the rules allow it. */
function apply(league: League, action: Action): void {
  if (action.kind === "start-next") {
    const id = Math.max(0, ...league.map((s) => s.id)) + 1;
    // The latest season, current by default, is flagged so the new one starts upcoming.
    const latest = league.find((s) => s.id === id - 1);
    if (latest && !league.some((s) => s.isCurrent)) latest.isCurrent = true;
    league.push({
      id,
      isCurrent: false,
      closed: false,
      registrationOpen: false,
      champion: null,
      games: [],
    });
    return;
  }
  const season = league.find((s) => s.id === action.season);
  if (!season) return;
  if (action.kind === "close-signups") {
    season.registrationOpen = false;
    return;
  }
  if (seasonWriteRefusal(facts(league, season), WRITE[action.kind]) !== null) return;
  const game =
    "game" in action ? season.games[action.game % Math.max(1, season.games.length)] : undefined;
  switch (action.kind) {
    case "add-game":
      season.games.push({ status: "scheduled" });
      break;
    case "start-live":
      if (game?.status === "scheduled") game.status = "live";
      break;
    case "save-result":
      if (game) game.status = "completed";
      break;
    case "erase-result":
      if (game?.status === "completed") game.status = "scheduled";
      break;
    case "close":
      season.closed = true;
      season.champion = action.champion;
      break;
    case "reopen":
      season.closed = false;
      season.champion = null;
      break;
    case "open-signups":
      // One season at a time: opening these closes another's (after the admin's yes).
      for (const s of league) s.registrationOpen = false;
      season.registrationOpen = true;
      break;
    case "make-current":
      for (const s of league) s.isCurrent = false;
      season.isCurrent = true;
      // The seasons left behind are completed: their signups close.
      for (const s of league) if (s.id < season.id) s.registrationOpen = false;
      break;
  }
}

/** What must never be: each a sentence, so a failure says which. */
function forbidden(league: League): string[] {
  const wrong: string[] = [];
  for (const season of league) {
    const state = seasonState(facts(league, season));
    const name = `season ${season.id}`;
    if (season.closed && season.games.length === 0) wrong.push(`${name} closed without games`);
    if (season.closed && season.games.some((g) => g.status !== "completed")) {
      wrong.push(`${name} closed with a game without a result`);
    }
    if (season.champion !== null && !season.closed) wrong.push(`${name} has a champion, open`);
    if (season.champion !== null && !season.games.some((g) => g.status === "completed")) {
      wrong.push(`${name} has a champion without a completed game`);
    }
    if (season.registrationOpen && (state === "completed" || state === "closed")) {
      wrong.push(`${name} takes signups while ${state}`);
    }
  }
  if (league.filter((s) => s.registrationOpen).length > 1) wrong.push("two seasons take signups");
  return wrong;
}

const seasonNumber = fc.integer({ min: 1, max: 5 });
const action: fc.Arbitrary<Action> = fc.oneof(
  fc.constant({ kind: "start-next" as const }),
  seasonNumber.map((season) => ({ kind: "add-game" as const, season })),
  fc
    .tuple(seasonNumber, fc.nat(20))
    .map(([season, game]) => ({ kind: "start-live" as const, season, game })),
  fc
    .tuple(seasonNumber, fc.nat(20))
    .map(([season, game]) => ({ kind: "save-result" as const, season, game })),
  fc
    .tuple(seasonNumber, fc.nat(20))
    .map(([season, game]) => ({ kind: "erase-result" as const, season, game })),
  fc
    .tuple(seasonNumber, fc.option(fc.constantFrom("saints", "friars"), { nil: null }))
    .map(([season, champion]) => ({ kind: "close" as const, season, champion })),
  seasonNumber.map((season) => ({ kind: "reopen" as const, season })),
  seasonNumber.map((season) => ({ kind: "open-signups" as const, season })),
  seasonNumber.map((season) => ({ kind: "close-signups" as const, season })),
  seasonNumber.map((season) => ({ kind: "make-current" as const, season })),
);

describe("the season state machine", () => {
  it("never lets a sequence of admin actions reach a forbidden state", () => {
    fc.assert(
      fc.property(fc.array(action, { maxLength: 60 }), (actions) => {
        const league: League = [];
        for (const a of actions) {
          apply(league, a);
          expect(forbidden(league), JSON.stringify(a)).toEqual([]);
        }
      }),
      { numRuns: 2000 },
    );
  });

  it("refuses every write to a closed season but reopening, naming the way forward", () => {
    const closed = {
      id: 6,
      currentId: 5,
      closed: true,
      registrationOpen: false,
      games: 3,
      gamesWithoutResult: 0,
    };
    const writes: SeasonWrite[] = [
      "schedule",
      "play",
      "roster",
      "teams",
      "bracket",
      "open-signups",
      "signup",
      "make-current",
      "close",
    ];
    for (const write of writes) {
      expect(seasonWriteRefusal(closed, write), write).toMatch(
        /^Season 6 is (closed: reopen it to .+|already closed)\.$/,
      );
    }
    expect(seasonWriteRefusal(closed, "reopen")).toBeNull();
    expect(seasonWriteRefusal(closed, "schedule")).toBe(
      "Season 6 is closed: reopen it to change its schedule.",
    );
  });

  it("closes only a season with games, every one with a result", () => {
    const base = { id: 5, currentId: 4, closed: false, registrationOpen: false };
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
});
