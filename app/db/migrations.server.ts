// Whether the database has every migration this build ships (the readiness check).
import { readFileSync } from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import { MIGRATIONS_FOLDER, type Executor } from "./connection.server";

/** How many migrations this build has (drizzle's journal). */
export function migrationsInBuild(): number {
  const journal = path.join(MIGRATIONS_FOLDER, "meta/_journal.json");
  return (JSON.parse(readFileSync(journal, "utf8")) as { entries: unknown[] }).entries.length;
}

/** How many the database has applied (drizzle records each in its own table). */
export async function appliedMigrationCount(db: Executor): Promise<number> {
  const result = await db.execute(
    sql`select count(*)::int as "n" from "drizzle"."__drizzle_migrations"`,
  );
  return Number((result as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0);
}
