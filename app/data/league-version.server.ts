// The league version: a counter that every write to league data moves
// forward (database triggers, migrations 0001 and 0005), announced on the
// "league_version" channel at each commit. Cached pages are reused only while
// it stays the same.
//
// A server instance follows the announcements and so knows the version
// without a query per request: on PostgreSQL every instance hears every
// write, whichever instance (or script) made it; on PGlite the one process
// hears its own. While its listening connection is down it reads the version
// from the database on every request instead, as if nothing were known.
import { sql } from "drizzle-orm";
import type { Executor, ListenHandlers } from "~/db/connection.server";

export const LEAGUE_VERSION_CHANNEL = "league_version";

/** Reads the version from the database. */
export async function readLeagueVersion(db: Executor): Promise<number> {
  const result = await db.execute<{ version: string | number }>(
    sql`select "version" from "league_version" where "id" = 1`,
  );
  const row = (result as unknown as { rows: { version: string | number }[] }).rows[0];
  return Number(row?.version ?? 0);
}

type Listen = (channel: string, handlers: ListenHandlers) => Promise<() => Promise<void>>;

export class LeagueVersionWatcher {
  /** The highest version heard or read. */
  private latest = 0;
  /** The highest version announced to us. */
  private announced = 0;
  private waiting: { version: number; done: () => void }[] = [];
  /** The listening connection is up: announcements reach us. */
  private connected = false;
  /** Connected and caught up since: `latest` is the version. */
  private listening = false;
  /** Moves on each loss, so a read begun before a loss cannot vouch for after it. */
  private losses = 0;
  private stopListening: (() => Promise<void>) | undefined;

  constructor(private readonly db: Executor) {}

  async start(listen: Listen): Promise<void> {
    // Listen first, then read: nothing committed in between is missed.
    this.stopListening = await listen(LEAGUE_VERSION_CHANNEL, {
      onNotify: (payload) => this.wasAnnounced(Number(payload)),
      onLost: () => {
        this.losses++;
        this.connected = false;
        this.listening = false;
      },
      // What was announced meanwhile is lost: the next request reads.
      onReconnect: () => (this.connected = true),
    });
    this.connected = true;
    await this.current();
  }

  async stop(): Promise<void> {
    this.connected = false;
    this.listening = false;
    await this.stopListening?.();
  }

  /**
   * The current version: from memory while listening, else read from the
   * database (which, once the connection is back, catches up for good).
   */
  async current(): Promise<number> {
    if (this.listening) return this.latest;
    const losses = this.losses;
    const version = await this.refresh();
    if (this.connected && losses === this.losses) this.listening = true;
    return version;
  }

  /**
   * Reads the version now. After a write on this instance, so that the next
   * request here sees it even before the announcement arrives (on PostgreSQL
   * it comes on another connection).
   */
  async refresh(): Promise<number> {
    this.heard(await readLeagueVersion(this.db));
    return this.latest;
  }

  /**
   * After a request that may have written (`before`: the version when it
   * began): reads the version and, if it moved, waits (briefly)
   * until its announcement reaches this instance too. The database sends it
   * to every listening instance at once, so by then the others have it as
   * well, and a visitor sent to another instance right after sees the write.
   */
  async afterWrite(before: number, maxWaitMs = 250): Promise<number> {
    const version = await this.refresh();
    if (!this.listening || version <= before || this.announced >= version) return version;
    await new Promise<void>((resolve) => {
      const waiter = { version, done: resolve };
      this.waiting.push(waiter);
      setTimeout(() => {
        this.waiting = this.waiting.filter((w) => w !== waiter);
        resolve();
      }, maxWaitMs).unref();
    });
    return version;
  }

  private wasAnnounced(version: number): void {
    if (!Number.isFinite(version)) return;
    this.heard(version);
    this.announced = Math.max(this.announced, version);
    const due = this.waiting.filter((w) => w.version <= version);
    this.waiting = this.waiting.filter((w) => w.version > version);
    for (const waiter of due) waiter.done();
  }

  private heard(version: number): void {
    if (Number.isFinite(version) && version > this.latest) this.latest = version;
  }
}

const watchers = new WeakMap<object, LeagueVersionWatcher>();

/** Starts following the version of `db` (once per database, at server start). */
export async function watchLeagueVersion(db: Executor, listen: Listen): Promise<void> {
  if (watchers.has(db)) return;
  const watcher = new LeagueVersionWatcher(db);
  watchers.set(db, watcher);
  try {
    await watcher.start(listen);
  } catch (error) {
    watchers.delete(db);
    throw error;
  }
}

/** The version of `db`: known without a query when it is watched, else read. */
export function leagueVersion(db: Executor): Promise<number> {
  return watchers.get(db)?.current() ?? readLeagueVersion(db);
}

/**
 * After a request that may have written (`before`: the version when it
 * began): the version now, once every instance has heard of it (when watched).
 */
export function leagueVersionAfterWrite(db: Executor, before: number): Promise<number> {
  return watchers.get(db)?.afterWrite(before) ?? readLeagueVersion(db);
}
