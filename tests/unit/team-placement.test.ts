// Who may go on a team (docs/league-rules.md#the-draft, #teams-and-rosters): one rule for
// the roster editor and the draft pick.
import { describe, expect, it } from "vitest";
import {
  PLACEMENT_BAR_LABELS,
  placementBar,
  placementRefusal,
  type PlacementFacts,
} from "~/domain/teams/placement";

const free: PlacementFacts = {
  playerName: "Pat Murphy",
  seasonId: 4,
  signup: { paid: true },
  teamName: null,
  corePlayer: false,
};

describe("placementBar and placementRefusal", () => {
  it("lets a paid signup on no team, not a core player, go on a team", () => {
    expect(placementBar(free)).toBeNull();
    expect(placementRefusal(free)).toBeNull();
    // The roster editor does not ask about core players.
    const { corePlayer: _, ...roster } = free;
    expect(placementRefusal(roster)).toBeNull();
  });

  it("refuses an unpaid signup, with a sentence that says what to do", () => {
    const unpaid = { ...free, signup: { paid: false } };
    expect(placementBar(unpaid)).toBe("not-paid");
    expect(placementRefusal(unpaid)).toBe(
      "Pat Murphy has not paid for season 4 yet. Mark the signup paid first.",
    );
    expect(PLACEMENT_BAR_LABELS["not-paid"]).toBe("Fee not paid");
  });

  it("refuses a player who did not sign up, or does not exist", () => {
    expect(placementRefusal({ ...free, signup: null })).toBe(
      "Pat Murphy has not signed up for season 4.",
    );
    expect(placementBar({ ...free, playerName: null, signup: null })).toBe("no-player");
    expect(placementRefusal({ ...free, playerName: null })).toBe("That player no longer exists.");
  });

  it("refuses a player already on a team, and a core player (for the draft)", () => {
    expect(placementRefusal({ ...free, teamName: "Harbor Hawks" })).toBe(
      "Pat Murphy is already on Harbor Hawks this season.",
    );
    expect(placementRefusal({ ...free, corePlayer: true })).toBe(
      "Pat Murphy is a core player and is not drafted.",
    );
  });

  it("names the first reason that applies: signup, team, core player, then the fee", () => {
    const everything: PlacementFacts = {
      ...free,
      signup: { paid: false },
      teamName: "Shamrocks",
      corePlayer: true,
    };
    expect(placementBar(everything)).toBe("on-a-team");
    expect(placementBar({ ...everything, teamName: null })).toBe("core-player");
    expect(placementBar({ ...everything, teamName: null, corePlayer: false })).toBe("not-paid");
    expect(placementBar({ ...everything, signup: null })).toBe("not-signed-up");
  });

  it("has a short label for every reason", () => {
    for (const label of Object.values(PLACEMENT_BAR_LABELS)) expect(label).toMatch(/^\S.{2,20}$/);
  });
});
