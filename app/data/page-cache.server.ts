// Page data cached per league version (./league-version.server.ts): a cached
// value is reused only while nothing it could show has changed, so a saved
// result shows on the very next request. Pages whose rendered HTML is cached
// for visitors (app/server/rendered-pages.server.ts) rarely get here; signed-in
// viewers and the pages of several views of the same data do.
import type { Executor } from "~/db/connection.server";
import { leagueVersion } from "./league-version.server";

const MAX_ENTRIES = 1000;
const entries = new Map<string, { version: number; value: unknown; changesAt: number }>();

/** For data the clock changes: now, and when the computed value stops being true. */
export interface ClockDependence<T> {
  now: Date;
  changesAt: (value: T) => Date | null;
}

/**
 * The value computed for `key` at the current league version (and, with
 * `clock`, before the moment it changes). Callers must treat it as
 * read-only: it is shared by every request until the next write.
 */
export async function cachedPageData<T>(
  db: Executor,
  key: string,
  compute: () => Promise<T>,
  clock?: ClockDependence<T>,
): Promise<T> {
  const version = await leagueVersion(db);
  const hit = entries.get(key);
  const at = clock?.now.getTime() ?? 0;
  if (hit && hit.version === version && at < hit.changesAt) return hit.value as T;
  const value = await compute();
  if (entries.size >= MAX_ENTRIES) entries.clear();
  const changesAt = clock?.changesAt(value)?.getTime() ?? Number.POSITIVE_INFINITY;
  entries.set(key, { version, value, changesAt });
  return value;
}
