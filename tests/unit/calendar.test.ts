import { describe, expect, it } from "vitest";
import {
  calendarEventEnd,
  calendarEventStatus,
  calendarEventSummary,
} from "~/domain/schedule/calendar-feed";
import type { TeamRef } from "~/domain/types";
import { game, result } from "./fixtures";

const teams = new Map<string, TeamRef>([
  ["home", { id: "home", name: "Shamrocks", abbreviation: "SHAM", color: "#1f6f43" }],
  ["away", { id: "away", name: "Friars", abbreviation: "FRI", color: "#6b2c91" }],
]);

describe("calendar events", () => {
  it("reads 'Away at Home' before the game", () => {
    expect(calendarEventSummary(game(), teams)).toBe("Friars at Shamrocks");
  });

  it("adds the scores once final", () => {
    expect(calendarEventSummary(result("home", 54, "away", 70), teams)).toBe(
      "Friars 70 at Shamrocks 54",
    );
  });

  it("marks postponed games in the summary and as cancelled", () => {
    const postponed = game({ status: "postponed" });
    expect(calendarEventSummary(postponed, teams)).toBe("Postponed: Friars at Shamrocks");
    expect(calendarEventStatus(postponed)).toBe("CANCELLED");
    expect(calendarEventStatus(game())).toBe("CONFIRMED");
  });

  it("names the playoff round and uses placeholders until the bracket is set", () => {
    const final = game({
      type: "playoff",
      playoffRound: "final",
      homeTeamId: null,
      awayTeamId: null,
      homePlaceholder: "Winner East",
      awayPlaceholder: null,
    });
    expect(calendarEventSummary(final, teams)).toBe("Final: TBD at Winner East");
  });

  it("books an hour", () => {
    const g = game({ startsAt: new Date("2026-11-22T13:00:00Z") });
    expect(calendarEventEnd(g).toISOString()).toBe("2026-11-22T14:00:00.000Z");
  });
});
