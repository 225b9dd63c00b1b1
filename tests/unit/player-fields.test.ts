// The player field rules, once (docs/league-rules.md#players): each field's
// bounds, email normalization, the stored-record check the imports use, and
// the signup and edit forms agreeing on every field they share.
import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { LoginSchema } from "~/domain/people/login";
import {
  AGE_MAX,
  AGE_MIN,
  checkStoredPlayer,
  EMAIL_MAX,
  emailClash,
  emailClashProblem,
  JERSEY_MAX,
  JERSEY_MIN,
  NAME_MAX,
  normalizeEmail,
  PHONE_MAX,
  PlayerFieldsSchema,
  playerRuleProblem,
} from "~/domain/people/fields";
import { playerFormSchema } from "~/domain/people/form";
import { NewPlayerSchema } from "~/domain/signups/signup";

const valid: Record<string, string> = {
  firstName: "Pat",
  lastName: "Murphy",
  email: "player@example.org",
  phone: "617-555-0100",
  age: "38",
  heightFeet: "6",
  heightInches: "0",
  jerseyNumber: "7",
  jerseySize: "L",
};

/** The field's messages when the form is parsed as a route does (strings, conform's coercion). */
function fieldErrors(
  schema: Parameters<typeof parseWithZod>[1]["schema"],
  form: Record<string, string>,
  field: string,
): string[] | null {
  const submission = parseWithZod(new URLSearchParams(form), { schema });
  if (submission.status === "success") return null;
  return submission.reply().error?.[field] ?? null;
}

const accepts = (field: string, value: string) =>
  fieldErrors(PlayerFieldsSchema, { ...valid, [field]: value }, field) === null;

describe("normalizeEmail", () => {
  it("trims and lower-cases", () => {
    expect(normalizeEmail("  Pat.New@Example.ORG ")).toBe("pat.new@example.org");
    expect(normalizeEmail("\tPLAYER@example.org\n")).toBe("player@example.org");
    expect(normalizeEmail("player@example.org")).toBe("player@example.org");
  });

  it("is what the email field stores, and what sign-in looks up", () => {
    const typed = "  Pat.New@Example.ORG ";
    expect(PlayerFieldsSchema.shape.email.parse(typed)).toBe(normalizeEmail(typed));
    expect(LoginSchema.parse({ email: typed }).email).toBe("pat.new@example.org");
  });
});

describe("each field's bounds", () => {
  it.each([
    ["firstName", "x", true],
    ["firstName", "x".repeat(NAME_MAX), true],
    ["firstName", "x".repeat(NAME_MAX + 1), false],
    ["firstName", "   ", false],
    ["lastName", "y".repeat(NAME_MAX), true],
    ["lastName", "y".repeat(NAME_MAX + 1), false],
    ["email", "a@example.org", true],
    ["email", `${"x".repeat(EMAIL_MAX - "@example.org".length)}@example.org`, true],
    ["email", `${"x".repeat(EMAIL_MAX - "@example.org".length + 1)}@example.org`, false],
    ["email", "not-an-email", false],
    ["email", "a@b", false],
    ["phone", "617 555 0100", true],
    ["phone", "+1 (617) 555.0100", true],
    ["phone", "555-0100", true],
    ["phone", "555-010", false],
    ["phone", "6".repeat(PHONE_MAX), true],
    ["phone", "6".repeat(PHONE_MAX + 1), false],
    ["phone", "617-555-0100 x2", false],
    ["age", String(AGE_MIN), true],
    ["age", String(AGE_MIN - 1), false],
    ["age", String(AGE_MAX), true],
    ["age", String(AGE_MAX + 1), false],
    ["age", "30.5", false],
    ["age", "old", false],
    ["jerseyNumber", String(JERSEY_MIN), true],
    ["jerseyNumber", String(JERSEY_MIN - 1), false],
    ["jerseyNumber", String(JERSEY_MAX), true],
    ["jerseyNumber", String(JERSEY_MAX + 1), false],
    ["heightFeet", "5", true],
    ["heightFeet", "7", true],
    ["heightFeet", "4", false],
    ["heightFeet", "8", false],
    ["heightInches", "0", true],
    ["heightInches", "11", true],
    ["heightInches", "12", false],
    ["jerseySize", "XXL", true],
    ["jerseySize", "2XL", false],
  ])("%s = %j: %s", (field, value, ok) => {
    expect(accepts(field, value)).toBe(ok);
  });

  it("the limits are the league's: names 60, email 254, phone 30, age 16-99, jersey 0-99", () => {
    expect([NAME_MAX, EMAIL_MAX, PHONE_MAX, AGE_MIN, AGE_MAX, JERSEY_MIN, JERSEY_MAX]).toEqual([
      60, 254, 30, 16, 99, 0, 99,
    ]);
  });
});

describe("the signup and the edit form share the rules", () => {
  const signup = {
    firstName: valid.firstName!,
    lastName: valid.lastName!,
    email: valid.email!,
    phone: valid.phone!,
    age: valid.age!,
    heightFeet: valid.heightFeet!,
    heightInches: valid.heightInches!,
    jerseySize: valid.jerseySize!,
  };
  const edit = { ...valid, imageUrl: "https://example.org/pat.jpg" };
  const values: Record<string, string[]> = {
    firstName: [
      "Pat",
      "  Pat ",
      "",
      "   ",
      "x".repeat(50),
      "x".repeat(55),
      "x".repeat(60),
      "x".repeat(61),
    ],
    lastName: ["Murphy", "", "y".repeat(60), "y".repeat(61)],
    email: ["PAT@Example.org", " pat@example.org ", "", "nope", "a@b", `${"x".repeat(250)}@e.org`],
    phone: [
      "617-555-0100",
      "",
      "call me",
      "555-12",
      "6".repeat(25),
      "6".repeat(26),
      "6".repeat(31),
    ],
    age: ["", "9", "10", "12", "15", "16", "99", "100", "30.5", "abc"],
    heightFeet: ["4", "5", "7", "8"],
    heightInches: ["0", "11", "12", "-1"],
    jerseySize: ["S", "XXL", "XS", "2XL"],
  };
  for (const [field, list] of Object.entries(values)) {
    it.each(list)(`${field} = %j gets the same answer from both`, (value) => {
      const fromSignup = fieldErrors(NewPlayerSchema, { ...signup, [field]: value }, field);
      const fromEdit = fieldErrors(playerFormSchema, { ...edit, [field]: value }, field);
      expect(fromSignup).toEqual(fromEdit);
    });
  }

  it("both store the email normalized", () => {
    const email = "  Pat.New@Example.ORG ";
    const a = parseWithZod(new URLSearchParams({ ...signup, email }), { schema: NewPlayerSchema });
    const b = parseWithZod(new URLSearchParams({ ...edit, email }), { schema: playerFormSchema });
    expect(a.status === "success" && a.value.email).toBe("pat.new@example.org");
    expect(b.status === "success" && b.value.email).toBe("pat.new@example.org");
  });
});

describe("a stored or imported player (checkStoredPlayer)", () => {
  const pat = { firstName: "Pat", lastName: "Murphy", email: "player@example.org" };

  it("may lack what old records lack: phone, age, height, jersey", () => {
    expect(checkStoredPlayer(pat)).toEqual({
      ok: true,
      values: {
        ...pat,
        phone: null,
        age: null,
        heightFeet: null,
        heightInches: null,
        jerseyNumber: null,
        jerseySize: null,
      },
    });
  });

  it("stores names and phone trimmed and the email normalized", () => {
    const result = checkStoredPlayer({
      firstName: " Pat ",
      lastName: "Murphy ",
      email: " Player@Example.org",
      phone: " 617-555-0100 ",
      age: 38,
    });
    expect(result.ok && result.values).toMatchObject({
      firstName: "Pat",
      lastName: "Murphy",
      email: "player@example.org",
      phone: "617-555-0100",
      age: 38,
    });
  });

  it.each([
    [{ firstName: "" }, "firstName", "Enter a first name."],
    [{ email: undefined }, "email", "Enter an email address."],
    [{ email: "pat at example.org" }, "email", "Enter an email address like name@example.org."],
    [{ phone: "n/a" }, "phone", "Use digits, spaces and + ( ) - . only."],
    [{ age: 12 }, "age", "Enter an age between 16 and 99."],
    [{ age: 0 }, "age", "Enter an age between 16 and 99."],
    [{ heightFeet: 4 }, "heightFeet", "Choose 5, 6 or 7 feet."],
    [{ heightInches: 12 }, "heightInches", "Choose 0 to 11 inches."],
    [{ jerseyNumber: 100 }, "jerseyNumber", "Enter a jersey number between 0 and 99."],
    [{ jerseySize: "2XL" }, "jerseySize", "Choose a jersey size."],
  ])("refuses %j, naming the field", (change, field, message) => {
    expect(checkStoredPlayer({ ...pat, ...change })).toMatchObject({ ok: false, field, message });
  });

  it("says which player breaks which rule", () => {
    const result = checkStoredPlayer({ ...pat, age: 12 });
    if (result.ok) throw new Error("expected a breach");
    expect(playerRuleProblem(result, pat)).toBe(
      "12 for Pat Murphy breaks the player rules: Enter an age between 16 and 99",
    );
  });
});

describe("emails that clash once normalized", () => {
  it("finds the first two, in order", () => {
    const players = [
      { id: "a", email: "pat@example.org" },
      { id: "b", email: "sean@example.org" },
      { id: "c", email: " PAT@example.org" },
    ];
    expect(emailClash(players)).toEqual([players[0], players[2]]);
    expect(emailClash(players.slice(0, 2))).toBeNull();
  });

  it("names both players, as the migration does", () => {
    expect(
      emailClashProblem(
        { id: "a", email: "pat@example.org", firstName: "Pat", lastName: "Murphy" },
        { id: "c", email: "PAT@example.org", firstName: "Patrick", lastName: "Murphy" },
      ),
    ).toBe(
      "players Pat Murphy (a, pat@example.org) and Patrick Murphy (c, PAT@example.org) have the same email once it is trimmed and lower-cased; emails are unique",
    );
  });
});
