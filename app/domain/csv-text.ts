// Rows to CSV text: csv-stringify does the quoting; formulas are neutralized
// first, and each cell is shown as stored text is (shown-text.ts: a
// bidi control in a name cannot reorder the next cell of a line). Server-side
// only (csv-stringify needs Node's Buffer).
import { stringify } from "csv-stringify/sync";
import { shownText } from "./shown-text";

export function toCsv(rows: readonly string[][]): string {
  return stringify(
    rows.map((row) => row.map((cell) => shownText(neutralizeFormula(cell)))),
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
