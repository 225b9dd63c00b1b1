// The three CSV downloads (docs/league-rules.md#signups-and-fees), for a
// season's signups: names with paid; names with email and phone (paid only);
// names with height. This module picks the rows and columns; ./csv-text.ts
// turns them into CSV (kept apart so the dashboard's browser code never loads
// the CSV writer).
import { formatHeight } from "~/domain/people/choices";

export interface SignupContact {
  firstName: string;
  lastName: string;
  email: string;
  phone: string | null;
  heightFeet: number | null;
  heightInches: number | null;
  paid: boolean;
}

export type CsvReport = "paid" | "contacts" | "heights";

export const CSV_REPORTS: Record<CsvReport, { label: string; file: string }> = {
  paid: { label: "Names with paid", file: "paid" },
  contacts: { label: "Names with email and phone (paid only)", file: "contacts-paid" },
  heights: { label: "Names with height", file: "heights" },
};

export function isCsvReport(name: string | undefined): name is CsvReport {
  return name !== undefined && Object.hasOwn(CSV_REPORTS, name);
}

/** The report's header row and one row per signup. */
export function reportRows(report: CsvReport, signups: readonly SignupContact[]): string[][] {
  switch (report) {
    case "paid":
      return [
        ["First Name", "Last Name", "Paid"],
        ...signups.map((s) => [s.firstName, s.lastName, s.paid ? "Yes" : "No"]),
      ];
    case "contacts":
      return [
        ["First Name", "Last Name", "Email", "Phone"],
        ...signups
          .filter((s) => s.paid)
          .map((s) => [s.firstName, s.lastName, s.email, s.phone ?? ""]),
      ];
    case "heights":
      return [
        ["First Name", "Last Name", "Height"],
        ...signups.map((s) => [
          s.firstName,
          s.lastName,
          formatHeight(s.heightFeet, s.heightInches) ?? "",
        ]),
      ];
  }
}

/** e.g. season-4-paid-2026-11-22.csv */
export function csvFileName(report: CsvReport, seasonId: number, day: string): string {
  return `season-${seasonId}-${CSV_REPORTS[report].file}-${day}.csv`;
}
