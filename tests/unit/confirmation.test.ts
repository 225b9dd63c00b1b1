// Consequences said before they happen (docs/league-rules.md#seasons): a Yes
// carries a key of what its question showed, and a Yes whose key no longer
// matches what is stored is stale and refused. The keys here are written by
// hand, as the page would have sent them.
import { describe, expect, it } from "vitest";
import { closeKey, confirmationRefusal, gameKey, makeCurrentKey } from "~/domain/confirmation";

describe("confirmationRefusal", () => {
  it("accepts the Yes whose key is the facts' key", () => {
    expect(confirmationRefusal("12", "12", "Close Season 4")).toBeNull();
  });

  it.each([
    ["no answer", null],
    ["no field", undefined],
    ["an empty answer", ""],
  ])("asks for a yes first when there is %s", (_, given) => {
    expect(confirmationRefusal(given, "12", "Close Season 4")).toBe(
      "Close Season 4 needs a yes first: answer the question on the page.",
    );
  });

  it("asks for a yes first when the answer is a file, not a text", () => {
    const file = new File(["12"], "key.txt");
    expect(confirmationRefusal(file, "12", "Close Season 4")).toMatch(/needs a yes first/);
  });

  it.each([
    ["a game was added since", "12", "13"],
    ["another season was made current", "3", "4"],
    ["the key differs only in case or spacing", "none", " none"],
  ])("refuses a stale Yes: %s", (_, given, key) => {
    expect(confirmationRefusal(given, key, "Make Season 5 current")).toBe(
      "Make Season 5 current: what the question showed has changed since. Read it again and answer it.",
    );
  });
});

describe("the keys a Yes carries", () => {
  it("Make current: which season was current, or none", () => {
    expect(makeCurrentKey(4)).toBe("4");
    expect(makeCurrentKey(3)).toBe("3");
    expect(makeCurrentKey(null)).toBe("none");
  });

  it("Close: how many games the season had", () => {
    expect(closeKey(112)).toBe("112");
    expect(closeKey(113)).toBe("113");
    expect(closeKey(0)).toBe("0");
  });

  it("Delete game: when, where and in which state the page showed it", () => {
    const startsAt = new Date("2026-11-28T14:00:00.000Z");
    expect(gameKey({ startsAt, location: "sbca", status: "scheduled" })).toBe(
      "2026-11-28T14:00:00.000Z@sbca:scheduled",
    );
    expect(gameKey({ startsAt, location: "condon", status: "postponed" })).toBe(
      "2026-11-28T14:00:00.000Z@condon:postponed",
    );
    expect(gameKey({ startsAt, location: "sbca" })).toBe("2026-11-28T14:00:00.000Z@sbca:scheduled");
    expect(gameKey({ startsAt, location: "sbca", status: null })).toBe(
      "2026-11-28T14:00:00.000Z@sbca:scheduled",
    );
  });
});
