import { describe, expect, it } from "vitest";
import { fullName, nameOrUnknown } from "~/domain/player-name";

describe("player names", () => {
  it("are the first name, then the last", () => {
    expect(fullName({ firstName: "Pat", lastName: "Murphy" })).toBe("Pat Murphy");
  });
  it("read 'Unknown player' when the player is missing", () => {
    expect(nameOrUnknown(undefined)).toBe("Unknown player");
    expect(nameOrUnknown({ firstName: "Sean", lastName: "Walsh" })).toBe("Sean Walsh");
  });
});
