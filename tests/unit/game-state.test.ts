import { describe, expect, it } from "vitest";
import {
  BLOCKS_STEALS_TRACKED_AFTER,
  decideWinner,
  FORFEIT_TITLE,
  forfeitingTeamId,
  forfeitMessage,
  formatLocation,
  gameDisplayState,
  matchupText,
  NO_STATS_MESSAGE,
  NO_STATS_TITLE,
  sideLabel,
  statStatusOnSave,
  statValuesOnSave,
  tracksBlocksSteals,
} from "~/domain/games/state";
import { leagueDate } from "~/domain/time/league-time";
import type { StatStatus, TeamRef } from "~/domain/types";
import { game } from "./fixtures";

const decided = game({ status: "completed", winnerId: "home", homeScore: 50, awayScore: 40 });
const s = (...statuses: StatStatus[]) => statuses.map((status) => ({ status }));

describe("gameDisplayState", () => {
  it.each([
    { name: "winner and played lines", g: decided, stats: s("played", "dnp"), state: "final" },
    {
      name: "winner and a forfeit line",
      g: decided,
      stats: s("played", "forfeit"),
      state: "forfeit",
    },
    { name: "winner and no lines", g: decided, stats: [], state: "no-stats" },
    {
      name: "winner and only no-stats lines",
      g: decided,
      stats: s("no-stats", "no-stats"),
      state: "no-stats",
    },
    {
      name: "winner, some no-stats lines",
      g: decided,
      stats: s("no-stats", "dnp"),
      state: "final",
    },
    { name: "no winner, scheduled", g: game(), stats: [], state: "upcoming" },
    {
      name: "no winner, postponed",
      g: game({ status: "postponed" }),
      stats: [],
      state: "postponed",
    },
    { name: "no winner, forfeit lines", g: game(), stats: s("forfeit"), state: "upcoming" },
  ])("$name → $state", ({ g, stats, state }) => {
    expect(gameDisplayState(g, stats)).toBe(state);
  });
});

describe("forfeit and no-stats texts", () => {
  it("names the losing team as the forfeiting one", () => {
    expect(forfeitingTeamId(decided)).toBe("away");
    expect(forfeitingTeamId({ ...decided, winnerId: "away" })).toBe("home");
    expect(forfeitingTeamId(game())).toBeNull();
  });

  it("uses the exact page texts", () => {
    expect(FORFEIT_TITLE).toBe("Game Forfeited");
    expect(forfeitMessage("Saints")).toBe("This game was forfeited by Saints.");
    expect(NO_STATS_TITLE).toBe("No Stats");
    expect(NO_STATS_MESSAGE).toBe(
      "There were either no stats collected for this game or they are pending scorebook entry.",
    );
  });
});

describe("sideLabel", () => {
  const teams = new Map<string, TeamRef>([
    ["home", { id: "home", name: "Saints", abbreviation: "STS", color: "#14233f" }],
  ]);
  it.each([
    { name: "team set", g: game(), side: "home" as const, label: "Saints" },
    {
      name: "placeholder",
      g: game({ awayTeamId: null, awayPlaceholder: "Winner 1vs8" }),
      side: "away" as const,
      label: "Winner 1vs8",
    },
    { name: "nothing", g: game({ awayTeamId: null }), side: "away" as const, label: "TBD" },
    {
      name: "unknown team, placeholder",
      g: game({ awayPlaceholder: "Winner 4vs5" }),
      side: "away" as const,
      label: "Winner 4vs5",
    },
  ])("$name → $label", ({ g, side, label }) => {
    expect(sideLabel(g, side, teams)).toBe(label);
  });
});

describe("matchupText", () => {
  it("names the away side first, by whatever name the page uses", () => {
    const abbreviations = new Map([["home", "STS"]]);
    const g = game({ awayTeamId: null, awayPlaceholder: "Winner 1vs8" });
    expect(matchupText(g, (id) => abbreviations.get(id))).toBe("Winner 1vs8 at STS");
  });
});

describe("decideWinner", () => {
  it.each([
    [50, 40, "h"],
    [40, 50, "a"],
    [45, 45, "h"],
    [0, 0, "h"],
  ])("home %s, away %s → %s", (home, away, winner) => {
    expect(decideWinner("h", "a", home, away)).toBe(winner);
  });
});

describe("tracksBlocksSteals", () => {
  it.each([
    { name: "no cutoff", startsAt: leagueDate(2020, 1, 1), cutoff: null, tracks: true },
    {
      name: "game on 27 May 2024",
      startsAt: leagueDate(2024, 5, 27, 8),
      cutoff: BLOCKS_STEALS_TRACKED_AFTER,
      tracks: false,
    },
    {
      name: "last minute of 27 May",
      startsAt: leagueDate(2024, 5, 27, 23, 59),
      cutoff: BLOCKS_STEALS_TRACKED_AFTER,
      tracks: false,
    },
    {
      name: "game on 28 May 2024",
      startsAt: leagueDate(2024, 5, 28, 8),
      cutoff: BLOCKS_STEALS_TRACKED_AFTER,
      tracks: true,
    },
    { name: "game at the cutoff", startsAt: new Date(1000), cutoff: new Date(1000), tracks: false },
    {
      name: "game after the cutoff",
      startsAt: new Date(1001),
      cutoff: new Date(1000),
      tracks: true,
    },
  ])("$name → $tracks", ({ startsAt, cutoff, tracks }) => {
    expect(tracksBlocksSteals(startsAt, cutoff)).toBe(tracks);
  });
});

describe("statStatusOnSave", () => {
  const none = { forfeit: false, noStats: false };
  it.each([
    { name: "a value entered", entered: { points: 12 }, flags: none, status: "played" },
    { name: "0 entered counts", entered: { rebounds: 0 }, flags: none, status: "played" },
    {
      name: "value entered beats forfeit box",
      entered: { steals: 1 },
      flags: { forfeit: true, noStats: true },
      status: "played",
    },
    {
      name: "blank with forfeit box",
      entered: { points: null },
      flags: { forfeit: true, noStats: false },
      status: "forfeit",
    },
    {
      name: "forfeit beats no-stats",
      entered: {},
      flags: { forfeit: true, noStats: true },
      status: "forfeit",
    },
    {
      name: "blank with no-stats box",
      entered: { points: undefined },
      flags: { forfeit: false, noStats: true },
      status: "no-stats",
    },
    {
      name: "all blank, no box",
      entered: { points: null, assists: Number.NaN },
      flags: none,
      status: "dnp",
    },
    { name: "nothing at all", entered: {}, flags: none, status: "dnp" },
  ])("$name → $status", ({ entered, flags, status }) => {
    expect(statStatusOnSave(entered, flags)).toBe(status);
  });

  it("saves blank values as 0", () => {
    expect(
      statValuesOnSave({ points: 12, rebounds: null, assists: Number.NaN, blocks: 0 }),
    ).toEqual({
      points: 12,
      rebounds: 0,
      assists: 0,
      blocks: 0,
      steals: 0,
    });
  });
});

describe("formatLocation", () => {
  it.each([
    ["sbca", "South Boston Catholic Academy"],
    ["b&gc", "Boys & Girls Club"],
    ["jpt-school", "Joseph P. Tynan School"],
    ["condon", "Condon School"],
    ["gym", "gym"],
  ])("%s → %s", (code, name) => {
    expect(formatLocation(code)).toBe(name);
  });
});
