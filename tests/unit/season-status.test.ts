import { describe, expect, it } from "vitest";
import { currentSeasonIdOf, seasonStatus } from "~/domain/season/status";

describe("season status", () => {
  it("takes the flagged season as current, else the latest", () => {
    expect(
      currentSeasonIdOf([
        { id: 3, isCurrent: false },
        { id: 4, isCurrent: true },
        { id: 5, isCurrent: false },
      ]),
    ).toBe(4);
    expect(
      currentSeasonIdOf([
        { id: 2, isCurrent: false },
        { id: 7, isCurrent: false },
      ]),
    ).toBe(7);
    expect(currentSeasonIdOf([])).toBeNull();
  });

  it("calls seasons below the current one Completed and those above it Upcoming", () => {
    expect([3, 4, 5].map((id) => seasonStatus(id, 4))).toEqual([
      "Completed",
      "Current",
      "Upcoming",
    ]);
    expect(seasonStatus(1, null)).toBe("Completed");
  });
});
