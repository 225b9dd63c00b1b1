// Rows to CSV text: csv-stringify does the quoting; formulas are neutralized
// first. Server-side only (csv-stringify needs Node's Buffer).
import { stringify } from "csv-stringify/sync";
import { neutralizeFormula } from "./signups/csv-reports";

export function toCsv(rows: readonly string[][]): string {
  return stringify(
    rows.map((row) => row.map(neutralizeFormula)),
    { record_delimiter: "\r\n" },
  );
}
