// Importing this site's own data file: the names people typed (seasons, teams
// and their abbreviations, prayer intentions) under the same rule as the forms
// (~/domain/people/typed-name). Players' names go through the player field rules
// (~/domain/people/fields), which use the same rule. Pure.
import { checkTypedName, typedNameKey } from "~/domain/people/typed-name";

type Row = Record<string, unknown>;

interface TypedNameColumn {
  /** SQL table and column, as the file and the message name them. */
  table: string;
  column: string;
  /** The row's property (rows are as Drizzle inserts them). */
  property: string;
  /** How the refusal names the field: "the season's name". */
  field: string;
  /** No two rows may share it once spacing, width and case are set aside. */
  unique: boolean;
}

const TYPED_NAME_COLUMNS: readonly TypedNameColumn[] = [
  { table: "seasons", column: "name", property: "name", field: "the season's name", unique: true },
  { table: "teams", column: "name", property: "name", field: "the team's name", unique: true },
  {
    table: "teams",
    column: "abbreviation",
    property: "abbreviation",
    field: "the abbreviation",
    unique: true,
  },
  {
    table: "prayer_intentions",
    column: "name",
    property: "name",
    field: "the name",
    unique: false,
  },
];

export type TypedNamesCheck =
  { ok: true; rows: Record<string, Row[]> } | { ok: false; message: string };

/**
 * The file's rows with those names normalized, or the first row that breaks
 * the rule: 'Bad row teams[3] (id owls), column "name": …' (the caller adds
 * what happens next). A null name (a prayer without one) stays null.
 */
export function checkImportedTypedNames(rows: Record<string, Row[]>): TypedNamesCheck {
  const out: Record<string, Row[]> = { ...rows };
  for (const spec of TYPED_NAME_COLUMNS) {
    const seen = new Map<string, { index: number; row: Row }>();
    const checked: Row[] = [];
    for (const [index, row] of (out[spec.table] ?? []).entries()) {
      const value = row[spec.property];
      const where = `Bad row ${spec.table}[${index}] (id ${String(row.id)}), column "${spec.column}"`;
      if (typeof value !== "string") {
        checked.push(row);
        continue;
      }
      const result = checkTypedName(value, spec.field);
      if (!result.ok) return { ok: false, message: `${where}: ${result.message}` };
      if (spec.unique) {
        const key = typedNameKey(result.name);
        const earlier = seen.get(key);
        if (earlier) {
          return {
            ok: false,
            message: `${where}: ${spec.table}[${earlier.index}] (id ${String(earlier.row.id)}) has the same ${spec.column} “${String(earlier.row[spec.property])}” once spacing, width and case are set aside.`,
          };
        }
        seen.set(key, { index, row });
      }
      // A prayer's name that was only spaces is no name (shown as Anonymous), as on the form.
      const stored = result.name === "" && !spec.unique ? null : result.name;
      checked.push({ ...row, [spec.property]: stored });
    }
    out[spec.table] = checked;
  }
  return { ok: true, rows: out };
}
