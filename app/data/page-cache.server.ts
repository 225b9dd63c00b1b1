// Page data cached per league version. Every write to league data moves the
// version forward (database triggers, migration 0001), so a cached page is
// reused only while nothing it could show has changed: a saved result shows on
// the very next request, and unchanged pages cost one tiny query.
import { sql } from "drizzle-orm";
import type { Executor } from "~/db/connection.server";

const MAX_ENTRIES = 1000;
const entries = new Map<string, { version: string; value: unknown }>();

export async function leagueVersion(db: Executor): Promise<string> {
  const result = await db.execute<{ version: string | number }>(
    sql`select "version" from "league_version" where "id" = 1`,
  );
  const row = (result as unknown as { rows: { version: string | number }[] }).rows[0];
  return String(row?.version ?? "none");
}

/**
 * The value computed for `key` at the current league version. Callers must
 * treat it as read-only: it is shared by every request until the next write.
 */
export async function cachedPageData<T>(
  db: Executor,
  key: string,
  compute: () => Promise<T>,
): Promise<T> {
  const version = await leagueVersion(db);
  const hit = entries.get(key);
  if (hit && hit.version === version) return hit.value as T;
  const value = await compute();
  if (entries.size >= MAX_ENTRIES) entries.clear();
  entries.set(key, { version, value });
  return value;
}
