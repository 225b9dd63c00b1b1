// Rows to CSV text: csv-stringify does the quoting; formulas are neutralized
// first. Server-side only (csv-stringify needs Node's Buffer).
import { stringify } from "csv-stringify/sync";

export function toCsv(rows: readonly string[][]): string {
  return stringify(
    rows.map((row) => row.map(neutralizeFormula)),
    { record_delimiter: "\r\n" },
  );
}

/**
 * Names and phones are typed by the public: a cell such as =HYPERLINK(...)
 * would run as a formula in a spreadsheet. Such cells get a leading
 * apostrophe; a plain phone number like +1 617 555 0100 is left alone.
 */
export function neutralizeFormula(cell: string): string {
  if (!/^[=+\-@\t\r]/.test(cell)) return cell;
  if (/^[+-]?[\d\s().-]+$/.test(cell)) return cell;
  return `'${cell}`;
}
