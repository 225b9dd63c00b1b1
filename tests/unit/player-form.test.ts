// The player edit form's rules and choice lists (docs/league-rules.md#players).
import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import {
  BIRTHDAY_YEARS,
  birthdayToSave,
  DAYS,
  DEFAULT_HEIGHT_FEET,
  DEFAULT_HEIGHT_INCHES,
  DEFAULT_JERSEY_SIZE,
  HEIGHT_FEET,
  HEIGHT_INCHES,
  JERSEY_SIZES,
  jerseySizeLabel,
  MONTHS,
  playerFormDefaults,
  playerFormSchema,
  type PlayerFormValues,
  type StoredPlayerFields,
} from "~/domain/people/form";

const valid: Record<string, string> = {
  firstName: "Pat",
  lastName: "Murphy",
  email: "player@example.org",
  phone: "617-555-0100",
  imageUrl: "https://example.org/pat.jpg",
  age: "38",
  jerseyNumber: "7",
  heightFeet: "6",
  heightInches: "0",
  birthdayMonth: "3",
  birthdayDay: "17",
  birthdayYear: "1988",
  jerseySize: "L",
};

/** Parses a form as the action does (conform turns "" into "missing"). */
function parse(changes: Record<string, string> = {}) {
  return parseWithZod(new URLSearchParams({ ...valid, ...changes }), {
    schema: playerFormSchema,
  });
}

function errorsOf(changes: Record<string, string>) {
  const submission = parse(changes);
  expect(submission.status).toBe("error");
  return submission.reply().error ?? {};
}

function valuesOf(changes: Record<string, string> = {}): PlayerFormValues {
  const submission = parse(changes);
  if (submission.status !== "success") throw new Error(JSON.stringify(submission.reply().error));
  return submission.value;
}

describe("choice lists", () => {
  it("height: 5, 6, 7 feet (default 6) and 0-11 inches (default 0)", () => {
    expect([...HEIGHT_FEET]).toEqual([5, 6, 7]);
    expect(DEFAULT_HEIGHT_FEET).toBe(6);
    expect(HEIGHT_INCHES).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
    expect(DEFAULT_HEIGHT_INCHES).toBe(0);
  });

  it("birthday years run from 2010 down to 1951", () => {
    expect(BIRTHDAY_YEARS[0]).toBe(2010);
    expect(BIRTHDAY_YEARS.at(-1)).toBe(1951);
    expect(BIRTHDAY_YEARS).toHaveLength(60);
    expect(BIRTHDAY_YEARS.every((y, i) => i === 0 || y === BIRTHDAY_YEARS[i - 1]! - 1)).toBe(true);
    expect(MONTHS).toHaveLength(12);
    expect(DAYS).toEqual(Array.from({ length: 31 }, (_, i) => i + 1));
  });

  it("jersey sizes S to XXL, default L, XXL shown as 2XL", () => {
    expect([...JERSEY_SIZES]).toEqual(["S", "M", "L", "XL", "XXL"]);
    expect(DEFAULT_JERSEY_SIZE).toBe("L");
    expect(JERSEY_SIZES.map(jerseySizeLabel)).toEqual(["S", "M", "L", "XL", "2XL"]);
  });
});

describe("playerFormSchema", () => {
  it("accepts a complete form, trimming text and turning numbers into numbers", () => {
    expect(valuesOf({ firstName: "  Pat ", jerseySize: "XXL" })).toEqual({
      firstName: "Pat",
      lastName: "Murphy",
      email: "player@example.org",
      phone: "617-555-0100",
      imageUrl: "https://example.org/pat.jpg",
      age: 38,
      jerseyNumber: 7,
      heightFeet: 6,
      heightInches: 0,
      birthdayMonth: 3,
      birthdayDay: 17,
      birthdayYear: 1988,
      jerseySize: "XXL",
    });
  });

  it("requires names, email, phone, image URL, age and jersey number", () => {
    const blank = Object.fromEntries(
      ["firstName", "lastName", "email", "phone", "imageUrl", "age", "jerseyNumber"].map((k) => [
        k,
        "",
      ]),
    );
    expect(errorsOf(blank)).toEqual({
      firstName: ["Enter a first name."],
      lastName: ["Enter a last name."],
      email: ["Enter an email address."],
      phone: ["Enter a phone number."],
      imageUrl: ["Enter the web address of a photo."],
      age: ["Enter an age."],
      jerseyNumber: ["Enter a jersey number."],
    });
    expect(errorsOf({ firstName: "   " })).toEqual({ firstName: ["Enter a first name."] });
  });

  it.each([
    ["firstName", "x".repeat(61), "Use at most 60 characters."],
    ["email", "not-an-email", "Enter an email address like name@example.org."],
    ["phone", "call me", "Use digits, spaces and + ( ) - . only."],
    ["phone", "555-01", "Enter a phone number with at least 7 digits."],
    [
      "imageUrl",
      "javascript:alert(1)",
      "Enter a web address that starts with https:// (or http://).",
    ],
    [
      "imageUrl",
      "ftp://example.org/pat.jpg",
      "Enter a web address that starts with https:// (or http://).",
    ],
    ["imageUrl", "pat.jpg", "Enter a web address that starts with https:// (or http://)."],
    ["age", "15", "Enter an age between 16 and 99."],
    ["age", "100", "Enter an age between 16 and 99."],
    ["age", "30.5", "Enter an age between 16 and 99."],
    ["age", "old", "Enter an age between 16 and 99."],
    ["jerseyNumber", "-1", "Enter a jersey number between 0 and 99."],
    ["jerseyNumber", "100", "Enter a jersey number between 0 and 99."],
    ["heightFeet", "4", "Choose 5, 6 or 7 feet."],
    ["heightInches", "12", "Choose 0 to 11 inches."],
    ["jerseySize", "XXXL", "Choose a jersey size."],
    ["birthdayYear", "2011", "Choose a birthday from the lists."],
    ["birthdayYear", "1950", "Choose a birthday from the lists."],
  ])("%s = %j → %s", (field, value, message) => {
    expect(errorsOf({ [field]: value })).toEqual({ [field]: [message] });
  });

  it("takes the bounds themselves", () => {
    const values = valuesOf({ age: "16", jerseyNumber: "0", heightFeet: "7", heightInches: "11" });
    expect(values).toMatchObject({ age: 16, jerseyNumber: 0, heightFeet: 7, heightInches: 11 });
    expect(valuesOf({ age: "99", jerseyNumber: "99", jerseySize: "S" })).toMatchObject({
      age: 99,
      jerseyNumber: 99,
    });
  });

  it("has no player id: one posted is ignored", () => {
    expect(valuesOf({ id: "someone-else" })).not.toHaveProperty("id");
  });

  it("birthday: all three parts or none, and a real date", () => {
    const none = valuesOf({ birthdayMonth: "", birthdayDay: "", birthdayYear: "" });
    expect(none.birthdayYear).toBeUndefined();
    expect(errorsOf({ birthdayDay: "" })).toEqual({
      birthday: ["Choose the month, day and year, or leave all three blank."],
    });
    expect(errorsOf({ birthdayMonth: "2", birthdayDay: "30" })).toEqual({
      birthday: ["That date does not exist."],
    });
    expect(valuesOf({ birthdayMonth: "2", birthdayDay: "29", birthdayYear: "1988" })).toMatchObject(
      { birthdayMonth: 2, birthdayDay: 29 },
    );
  });

  it("shows every message at once, the birthday's too", () => {
    const errors = errorsOf({
      age: "1.5",
      jerseyNumber: "x",
      email: "",
      birthdayDay: "31",
      birthdayMonth: "4",
    });
    expect(Object.keys(errors).sort()).toEqual(["age", "birthday", "email", "jerseyNumber"]);
  });
});

describe("birthdayToSave (saved only if the year is before 2007)", () => {
  it.each([
    [1951, { year: 1951, month: 3, day: 17 }],
    [1988, { year: 1988, month: 3, day: 17 }],
    [2006, { year: 2006, month: 3, day: 17 }],
    [2007, null],
    [2010, null],
  ])("year %i → %j", (year, expected) => {
    expect(birthdayToSave(valuesOf({ birthdayYear: String(year) }))).toEqual(expected);
  });

  it("no birthday chosen → null (the stored one stays)", () => {
    expect(
      birthdayToSave(valuesOf({ birthdayMonth: "", birthdayDay: "", birthdayYear: "" })),
    ).toBeNull();
  });
});

describe("playerFormDefaults", () => {
  const stored: StoredPlayerFields = {
    firstName: "Pat",
    lastName: "Murphy",
    email: "player@example.org",
    phone: "617-555-0100",
    imageUrl: null,
    heightFeet: 6,
    heightInches: 2,
    birthdayYear: 1988,
    birthdayMonth: 3,
    birthdayDay: 17,
    age: 38,
    jerseyNumber: 7,
    jerseySize: "XXL",
  };

  it("turns the stored player into form strings", () => {
    expect(playerFormDefaults(stored)).toEqual({
      firstName: "Pat",
      lastName: "Murphy",
      email: "player@example.org",
      phone: "617-555-0100",
      imageUrl: "",
      age: "38",
      jerseyNumber: "7",
      heightFeet: "6",
      heightInches: "2",
      birthdayYear: "1988",
      birthdayMonth: "3",
      birthdayDay: "17",
      jerseySize: "XXL",
    });
  });

  it("falls back to 6 ft 0 in and size L when missing or off the lists", () => {
    const defaults = playerFormDefaults({
      ...stored,
      heightFeet: null,
      heightInches: 14,
      jerseySize: "XXXL",
    });
    expect(defaults).toMatchObject({ heightFeet: "6", heightInches: "0", jerseySize: "L" });
    expect(playerFormDefaults({ ...stored, heightFeet: 4, jerseySize: null })).toMatchObject({
      heightFeet: "6",
      jerseySize: "L",
    });
  });

  it("leaves the birthday blank when the year list cannot show it", () => {
    for (const birthdayYear of [1950, 2012, null]) {
      expect(playerFormDefaults({ ...stored, birthdayYear })).toMatchObject({
        birthdayYear: "",
        birthdayMonth: "",
        birthdayDay: "",
      });
    }
  });
});
