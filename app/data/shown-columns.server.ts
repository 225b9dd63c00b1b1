// Stored text read for showing (docs/security.md#input): the column as the
// domain's shownText gives it (app/domain/shown-text.ts), so a bidi
// control an older version stored cannot reorder the page, title, email or
// picture the value ends up in. Edit forms, exports and comparisons read the
// plain columns: they need the text as it is stored.
import { sql, type SQL } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { shownText } from "~/domain/shown-text";

/** A text column, read as it is shown. */
export function shown(column: AnyPgColumn): SQL<string> {
  return sql<string>`${column}`.mapWith(shownText);
}

/** A nullable text column, read as it is shown (drizzle never decodes a null). */
export function shownOrNull(column: AnyPgColumn): SQL<string | null> {
  return sql<string | null>`${column}`.mapWith(shownText);
}
