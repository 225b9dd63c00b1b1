import { describe, expect, it } from "vitest";
import { fullName, nameOrUnknown, teammateNames } from "~/domain/people/name";

describe("player names", () => {
  it("are the first name, then the last", () => {
    expect(fullName({ firstName: "Pat", lastName: "Murphy" })).toBe("Pat Murphy");
  });
  it("read 'Unknown player' when the player is missing", () => {
    expect(nameOrUnknown(undefined)).toBe("Unknown player");
    expect(nameOrUnknown({ firstName: "Sean", lastName: "Walsh" })).toBe("Sean Walsh");
  });

  describe("on the live scorer's chips (teammateNames)", () => {
    const p = (firstName: string, lastName: string) => ({ firstName, lastName });
    it("are the whole last name, however long", () => {
      expect(teammateNames([p("Pat", "Murphy"), p("Sean", "Fitzgerald-Cunningham")])).toEqual([
        "Murphy",
        "Fitzgerald-Cunningham",
      ]);
    });
    it("add the first initial when two teammates share the last name", () => {
      expect(
        teammateNames([p("Jim", "Cougill"), p("Mike", "Cougill"), p("Pat", "Murphy")]),
      ).toEqual(["J. Cougill", "M. Cougill", "Murphy"]);
    });
    it("compare last names and initials whatever their case", () => {
      expect(teammateNames([p("jim", "Cougill"), p("Mike", "cougill")])).toEqual([
        "j. Cougill",
        "M. cougill",
      ]);
      expect(teammateNames([p("Jim", "Cougill"), p("john", "COUGILL")])).toEqual([
        "Jim Cougill",
        "john COUGILL",
      ]);
    });
    it("are the full names when the initial is shared too", () => {
      expect(
        teammateNames([p("Jim", "Cougill"), p("John", "Cougill"), p("Mike", "Cougill")]),
      ).toEqual(["Jim Cougill", "John Cougill", "M. Cougill"]);
    });
    it("of nobody are none", () => {
      expect(teammateNames([])).toEqual([]);
    });
  });
});
