// The signup rules (docs/league-rules.md#signups-and-fees): the new-player
// form's schema (the player field rules of app/domain/people/fields.ts, names,
// email, phone and age required, the choice lists with their defaults), the
// returning signup's fields, and the name search.
import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import {
  countSignups,
  HEIGHT_FEET,
  HEIGHT_INCHES,
  JERSEY_SIZES,
  jerseySizeLabel,
  nameMatches,
  NewPlayerSchema,
  normalizeSearch,
  playersCount,
  ReturningSignupSchema,
  SIGNUP_ERROR,
} from "~/domain/signups/signup";

const valid = {
  firstName: "  Kevin ",
  lastName: "O'Brien",
  email: " Kevin.OBrien@Example.org ",
  phone: "(617) 555-0134",
  age: "34",
  heightFeet: "6",
  heightInches: "2",
  jerseySize: "XXL",
};

/** The field errors of a failed parse. */
function errorsOf(result: ReturnType<typeof parse>): Record<string, string[] | null> | undefined {
  return result.status === "error" ? (result.error ?? undefined) : undefined;
}

/** Parses like the route does: form fields as strings, conform's coercion. */
function parse(fields: Record<string, string>) {
  return parseWithZod(new URLSearchParams(fields), { schema: NewPlayerSchema });
}

describe("NewPlayerSchema", () => {
  it("accepts a full form, trimming names and lower-casing the email", () => {
    const result = parse(valid);
    expect(result.status).toBe("success");
    if (result.status !== "success") return;
    expect(result.value).toEqual({
      firstName: "Kevin",
      lastName: "O'Brien",
      email: "kevin.obrien@example.org",
      phone: "(617) 555-0134",
      age: 34,
      heightFeet: 6,
      heightInches: 2,
      jerseySize: "XXL",
    });
  });

  it("defaults height to 6 ft 0 in and the jersey to L", () => {
    const { heightFeet: _f, heightInches: _i, jerseySize: _j, ...rest } = valid;
    const result = parse(rest);
    expect(result.status).toBe("success");
    if (result.status !== "success") return;
    expect(result.value).toMatchObject({ heightFeet: 6, heightInches: 0, jerseySize: "L" });
  });

  it.each([
    ["firstName", "Enter a first name."],
    ["lastName", "Enter a last name."],
    ["email", "Enter an email address."],
    ["phone", "Enter a phone number."],
    ["age", "Enter an age between 16 and 99."],
  ])("says what is missing when %s is empty", (field, message) => {
    const result = parse({ ...valid, [field]: "   " });
    expect(result.status).toBe("error");
    expect(errorsOf(result)?.[field]).toEqual([message]);
  });

  it("gives one message per bad field and keeps the typed values for the form", () => {
    const result = parse({ ...valid, firstName: "", email: "not-an-email", age: "abc" });
    expect(result.status).toBe("error");
    expect(Object.keys(errorsOf(result) ?? {}).sort()).toEqual(["age", "email", "firstName"]);
    expect(errorsOf(result)?.email).toEqual(["Enter an email address like name@example.org."]);
    const reply = result.reply();
    expect(reply.initialValue).toMatchObject({ email: "not-an-email", lastName: "O'Brien" });
  });

  it.each([
    ["phone", "call me", "Use digits, spaces and + ( ) - . only."],
    ["phone", "555-12", "Enter a phone number with at least 7 digits."],
    ["phone", "6".repeat(31), "Use at most 30 characters."],
    ["age", "12", "Enter an age between 16 and 99."],
    ["age", "15", "Enter an age between 16 and 99."],
    ["age", "100", "Enter an age between 16 and 99."],
    ["age", "30.5", "Enter an age between 16 and 99."],
    ["heightFeet", "4", "Choose 5, 6 or 7 feet."],
    ["heightInches", "12", "Choose 0 to 11 inches."],
    ["jerseySize", "XS", "Choose a jersey size."],
    ["firstName", "x".repeat(61), "Use at most 60 characters."],
    ["email", `${"x".repeat(243)}@example.org`, "Use at most 254 characters."],
  ])("refuses %s = %j", (field, value, message) => {
    const result = parse({ ...valid, [field]: value });
    expect(errorsOf(result)?.[field]).toEqual([message]);
  });

  it("takes the bounds themselves: 60-character names, ages 16 and 99, 30-character phones", () => {
    for (const changes of [
      { firstName: "x".repeat(55), lastName: "y".repeat(60) },
      { age: "16" },
      { age: "99" },
      { phone: `+1 (617) 555-0134 ${"1".repeat(12)}` },
    ]) {
      expect(parse({ ...valid, ...changes }).status).toBe("success");
    }
  });

  it("keeps markup in a name as plain text (it is escaped when shown)", () => {
    const result = parse({ ...valid, firstName: "<script>alert(1)</script>" });
    expect(result.status).toBe("success");
  });
});

describe("choice lists", () => {
  it("offers 5-7 feet, 0-11 inches and S to XXL shown as 2XL", () => {
    expect(HEIGHT_FEET).toEqual([5, 6, 7]);
    expect(HEIGHT_INCHES).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
    expect(JERSEY_SIZES.map(jerseySizeLabel)).toEqual(["S", "M", "L", "XL", "2XL"]);
  });
});

describe("ReturningSignupSchema", () => {
  it("takes the signup intent and a player id", () => {
    expect(ReturningSignupSchema.parse({ intent: "signup", playerId: "ab12cd34ef" })).toEqual({
      intent: "signup",
      playerId: "ab12cd34ef",
    });
  });

  it.each([
    [{ intent: "signup" }],
    [{ intent: "signup", playerId: "" }],
    [{ intent: "signup", playerId: "../../etc" }],
    [{ intent: "delete", playerId: "ab12cd34ef" }],
  ])("answers 'error with signup' to %j", (input) => {
    const result = ReturningSignupSchema.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(SIGNUP_ERROR);
  });
});

describe("name search", () => {
  it("normalises spaces and case, and caps the length", () => {
    expect(normalizeSearch("  Pat   MURPHY ")).toBe("pat murphy");
    expect(normalizeSearch("Ｐａｔ\u00a0Murphy")).toBe("pat murphy");
    expect(normalizeSearch(null)).toBe("");
    expect(normalizeSearch("   ")).toBe("");
    expect(normalizeSearch("x".repeat(500))).toHaveLength(100);
  });

  it.each([
    ["pat murphy", true],
    ["PAT MURPHY", true],
    ["t mur", true],
    ["murphy", true],
    ["murphy pat", false],
    ["", false],
    ["   ", false],
  ])("'Pat Murphy' matches %j: %s", (search, expected) => {
    expect(nameMatches("Pat", "Murphy", search)).toBe(expected);
  });
});

describe("counts", () => {
  it("counts new and returning signups", () => {
    const rows = [{ status: "new" }, { status: "returning" }, { status: "returning" }] as const;
    expect(countSignups(rows)).toEqual({ total: 3, new: 1, returning: 2 });
    expect(countSignups([])).toEqual({ total: 0, new: 0, returning: 0 });
    expect(playersCount(0)).toBe("0 players");
    expect(playersCount(1)).toBe("1 player");
    expect(playersCount(2)).toBe("2 players");
  });
});
