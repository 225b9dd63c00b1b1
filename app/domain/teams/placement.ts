// Who may go on a team (docs/league-rules.md#teams-and-rosters,
// docs/league-rules.md#the-draft): the one rule behind both ways onto a
// season's roster, the admin's roster editor (addRosterPlayer) and a draft pick
// (draftPlayer). Only a paid signup of the season who is on no team that season
// goes on a team; a draft pick also leaves the draft's core players alone.
// The writes ask it inside their transactions; the draft board asks it to
// disable the admin's button and say why.

/** What the rule looks at, read for one player and one season. */
export interface PlacementFacts {
  /** The player's full name; null when there is no such player. */
  playerName: string | null;
  seasonId: number;
  /** His signup for the season; null when he has not signed up. */
  signup: { paid: boolean } | null;
  /** The team he is on that season, if any. */
  teamName: string | null;
  /**
   * A core player of the season's draft (he stays with his team and is not
   * drafted). Only a draft pick asks: the roster editor is how a core player
   * is put on his team.
   */
  corePlayer?: boolean;
}

/** Why a player cannot go on a team, the first that applies, in this order. */
export type PlacementBar = "no-player" | "not-signed-up" | "on-a-team" | "core-player" | "not-paid";

export function placementBar(facts: PlacementFacts): PlacementBar | null {
  if (facts.playerName === null) return "no-player";
  if (!facts.signup) return "not-signed-up";
  if (facts.teamName !== null) return "on-a-team";
  if (facts.corePlayer) return "core-player";
  if (!facts.signup.paid) return "not-paid";
  return null;
}

/** The sentence an admin is told when the write is refused, or null when it may go ahead. */
export function placementRefusal(facts: PlacementFacts): string | null {
  const bar = placementBar(facts);
  const name = facts.playerName ?? "That player";
  switch (bar) {
    case null:
      return null;
    case "no-player":
      return "That player no longer exists.";
    case "not-signed-up":
      return `${name} has not signed up for season ${facts.seasonId}.`;
    case "on-a-team":
      return `${name} is already on ${facts.teamName} this season.`;
    case "core-player":
      return `${name} is a core player and is not drafted.`;
    case "not-paid":
      return `${name} has not paid for season ${facts.seasonId} yet. Mark the signup paid first.`;
  }
}

/** A few words for next to the player on the draft board (an admin's disabled button). */
export const PLACEMENT_BAR_LABELS: Record<PlacementBar, string> = {
  "no-player": "No such player",
  "not-signed-up": "Not signed up",
  "on-a-team": "On a team",
  "core-player": "Core player",
  "not-paid": "Fee not paid",
};
