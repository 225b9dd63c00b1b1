// The three signup CSVs (docs/league-rules.md#signups-and-fees): names with
// paid; names with email and phone, paid only; names with height. Quoting by
// csv-stringify; formulas typed into a name never run in a spreadsheet.
import { describe, expect, it } from "vitest";
import {
  csvFileName,
  isCsvReport,
  reportRows,
  type SignupContact,
} from "~/domain/signups/csv-reports";
import { neutralizeFormula } from "~/domain/csv-text";
import { leagueDay } from "~/domain/time/days";
import { toCsv } from "~/domain/csv-text";

const signup = (overrides: Partial<SignupContact>): SignupContact => ({
  firstName: "Pat",
  lastName: "Murphy",
  email: "pat@example.org",
  phone: "617-555-0100",
  heightFeet: 6,
  heightInches: 2,
  paid: true,
  ...overrides,
});

const signups = [
  signup({}),
  signup({ firstName: "Kevin", lastName: "O'Brien, Jr.", email: "kev@example.org", paid: false }),
  signup({ firstName: "Sean", lastName: "Ng", phone: null, heightFeet: null, heightInches: null }),
];

describe("report rows", () => {
  it("names with paid: every signup, Yes or No", () => {
    expect(reportRows("paid", signups)).toEqual([
      ["First Name", "Last Name", "Paid"],
      ["Pat", "Murphy", "Yes"],
      ["Kevin", "O'Brien, Jr.", "No"],
      ["Sean", "Ng", "Yes"],
    ]);
  });

  it("names with email and phone: paid signups only, a missing phone blank", () => {
    expect(reportRows("contacts", signups)).toEqual([
      ["First Name", "Last Name", "Email", "Phone"],
      ["Pat", "Murphy", "pat@example.org", "617-555-0100"],
      ["Sean", "Ng", "pat@example.org", ""],
    ]);
  });

  it("names with height: feet and inches, blank when unknown", () => {
    expect(reportRows("heights", signups)).toEqual([
      ["First Name", "Last Name", "Height"],
      ["Pat", "Murphy", `6'2"`],
      ["Kevin", "O'Brien, Jr.", `6'2"`],
      ["Sean", "Ng", ""],
    ]);
  });

  it("an empty season still has its header row", () => {
    expect(toCsv(reportRows("paid", []))).toBe("First Name,Last Name,Paid\r\n");
  });
});

describe("CSV text", () => {
  it("quotes commas and quotes (csv-stringify), one line per row", () => {
    expect(toCsv(reportRows("heights", signups.slice(0, 2)))).toBe(
      'First Name,Last Name,Height\r\nPat,Murphy,"6\'2"""\r\nKevin,"O\'Brien, Jr.","6\'2"""\r\n',
    );
  });

  it("neutralizes spreadsheet formulas but leaves phone numbers alone", () => {
    expect(neutralizeFormula('=HYPERLINK("http://evil")')).toBe('\'=HYPERLINK("http://evil")');
    expect(neutralizeFormula("@SUM(A1)")).toBe("'@SUM(A1)");
    expect(neutralizeFormula("-2+3")).toBe("'-2+3");
    expect(neutralizeFormula("-5")).toBe("-5");
    expect(neutralizeFormula("+1 (617) 555-0100")).toBe("+1 (617) 555-0100");
    expect(neutralizeFormula("+cmd|' /C calc'!A0")).toBe("'+cmd|' /C calc'!A0");
    expect(neutralizeFormula("Murphy")).toBe("Murphy");
    const csv = toCsv([["=1+1", "Pat"]]);
    expect(csv).toBe("'=1+1,Pat\r\n");
  });
});

describe("report names and files", () => {
  it("knows the three reports and nothing else", () => {
    expect(["paid", "contacts", "heights"].every(isCsvReport)).toBe(true);
    expect(isCsvReport("toString")).toBe(false);
    expect(isCsvReport(undefined)).toBe(false);
  });

  it("names files by season, report and the league's day", () => {
    // 03:00 UTC on the 23rd is still the 22nd in Boston.
    const day = leagueDay(new Date("2026-11-23T03:00:00Z"));
    expect(day).toBe("2026-11-22");
    expect(csvFileName("contacts", 4, day)).toBe("season-4-contacts-paid-2026-11-22.csv");
  });
});
