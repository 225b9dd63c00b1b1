// A game's card (app/domain/games/card.ts): each side with its own team, score
// and win mark, the day and time on the league's clocks, the gym by name.
import { describe, expect, it } from "vitest";
import { toGameCard } from "~/domain/games/card";
import type { TeamRef } from "~/domain/types";
import { game, result } from "./fixtures";

const teams = new Map<string, TeamRef>([
  ["home", { id: "home", name: "Shamrocks", abbreviation: "SHA", color: "#1f6f43" }],
  ["away", { id: "away", name: "Friars", abbreviation: "FRI", color: "#7a1f2b" }],
]);

describe("toGameCard", () => {
  it("keeps each side's team, score and win mark on its own side", () => {
    // Saturday 28 November 2026, 9:15 AM in Boston.
    const final = result("home", 54, "away", 70, "2026-11-28T14:15:00Z", { location: "condon" });
    const card = toGameCard(final, teams, [{ status: "played" }]);
    expect(card.home).toEqual({
      teamId: "home",
      name: "Shamrocks",
      abbreviation: "SHA",
      color: "#1f6f43",
      score: 54,
      won: false,
    });
    expect(card.away).toEqual({
      teamId: "away",
      name: "Friars",
      abbreviation: "FRI",
      color: "#7a1f2b",
      score: 70,
      won: true,
    });
    expect([card.display, card.day, card.time, card.location]).toEqual([
      "final",
      "Sat, Nov 28",
      "9:15 AM",
      "Condon School",
    ]);
  });

  it("a side still to be decided reads its placeholder, with no team, colour or win", () => {
    const semifinal = game({
      homeTeamId: null,
      homePlaceholder: "Winner 1vs8",
      awayTeamId: "away",
    });
    const card = toGameCard(semifinal, teams, []);
    expect(card.home).toEqual({
      teamId: null,
      name: "Winner 1vs8",
      abbreviation: null,
      color: null,
      score: null,
      won: false,
    });
    expect(card.away.won).toBe(false);
    expect(card.display).toBe("upcoming");
  });
});
