import { sql } from "drizzle-orm";
import type { Executor } from "./connection.server";

/**
 * Tells the query planner how big the tables are now. PostgreSQL's autovacuum
 * does this eventually; PGlite never does, and without statistics it picks
 * nested loops that make the records page hundreds of times slower.
 */
export async function refreshPlannerStatistics(db: Executor): Promise<void> {
  await db.execute(sql`analyze`);
}
