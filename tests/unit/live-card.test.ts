// A game card changed in place by the live stream (docs/league-rules.md#live-games):
// LIVE with the running score, then Final with the result the final carries,
// back to its day and time after an abandon; a result the server drew stands.
import { describe, expect, it } from "vitest";
import type { GameCardData } from "~/domain/games/card";
import { liveCard } from "~/domain/live/card";
import { applyLiveEvent, liveStateOf, NOT_STARTED, type LiveEvent } from "~/domain/live/game";

const card = (display: GameCardData["display"], scores: [number, number] | null = null) =>
  ({
    id: "g1",
    display,
    day: "Sat, Nov 28",
    time: "9:00 AM",
    location: "Gym",
    matchup: null,
    away: {
      teamId: "a",
      name: "Saints",
      abbreviation: "SAI",
      color: null,
      score: scores?.[0] ?? null,
      won: false,
    },
    home: {
      teamId: "h",
      name: "Gaels",
      abbreviation: "GAE",
      color: null,
      score: scores?.[1] ?? null,
      won: false,
    },
  }) satisfies GameCardData;

let seq = 0;
const event = (kind: LiveEvent["kind"], more: Partial<LiveEvent> = {}): LiveEvent => ({
  seq: ++seq,
  id: `e${seq}`,
  gameId: "g1",
  kind,
  teamId: null,
  playerId: null,
  playerName: null,
  points: null,
  undoes: null,
  time: "9:05 AM",
  ...more,
});
const basket = (teamId: string, points: number) => event("score", { teamId, points });
const shown = (c: GameCardData) => [c.display, c.away.score, c.home.score, c.away.won, c.home.won];

describe("liveCard", () => {
  it("leaves the card as drawn while the stream has said nothing of it", () => {
    expect(liveCard(card("upcoming"), undefined)).toEqual(card("upcoming"));
    expect(liveCard(card("upcoming"), NOT_STARTED)).toEqual(card("upcoming"));
  });

  it("turns an upcoming card LIVE at the start, with the running score", () => {
    const live = liveStateOf([event("start"), basket("h", 2), basket("a", 3), basket("h", 2)]);
    expect(shown(liveCard(card("upcoming"), live))).toEqual(["live", 3, 4, false, false]);
  });

  it("turns it Final with the result the final carries, the winner marked", () => {
    const final = liveStateOf([
      event("start"),
      basket("h", 2),
      event("final", { final: { away: 41, home: 44, winnerId: "h" } }),
    ]);
    expect(final.final).toEqual({ away: 41, home: 44, winnerId: "h" });
    expect(shown(liveCard(card("live"), final))).toEqual(["final", 41, 44, false, true]);
    // A sheet typed in without live scoring: a final alone.
    const typed = applyLiveEvent(
      NOT_STARTED,
      event("final", { final: { away: 50, home: 38, winnerId: "a" } }),
    );
    expect(shown(liveCard(card("upcoming"), typed))).toEqual(["final", 50, 38, true, false]);
  });

  it("puts a card drawn LIVE back to its day and time after an abandon, or a final erased since", () => {
    const abandoned = liveStateOf([event("start"), basket("a", 2), event("abandon")]);
    expect(shown(liveCard(card("live", [2, 0]), abandoned))).toEqual([
      "upcoming",
      null,
      null,
      false,
      false,
    ]);
    const erased = liveStateOf([event("start"), event("final", { final: null })]);
    expect(liveCard(card("live"), erased).display).toBe("upcoming");
    expect(liveCard(card("upcoming"), abandoned)).toEqual(card("upcoming"));
  });

  it("never changes a result the server drew (a forfeit, no stats, a final)", () => {
    const live = liveStateOf([event("start"), basket("a", 2)]);
    for (const display of ["final", "forfeit", "no-stats"] as const) {
      expect(liveCard(card(display, [20, 0]), live)).toEqual(card(display, [20, 0]));
    }
  });
});
