// The season state machine's facts, read inside a write's transaction
// (app/domain/season/state.ts says what they allow). Part of the seasons
// aggregate. The season's row is locked first: a share lock for the writes
// that change what is in a season (two can run at once, a close waits for
// them), an update lock for those that change its state (close, reopen, make
// current, signups), which wait for the others and make them wait.
import { and, count, eq, isNull, ne } from "drizzle-orm";
import type { Executor } from "~/db/connection.server";
import { games, scheduleDrafts, seasonRosters, seasons, signups } from "~/db/schema";
import { currentSeasonIdOf } from "~/domain/season/status";
import { seasonWriteRefusal, type SeasonFacts, type SeasonWrite } from "~/domain/season/state";

const STATE_CHANGES: ReadonlySet<SeasonWrite> = new Set([
  "close",
  "reopen",
  "make-current",
  "open-signups",
]);

export const SEASON_GONE = "This season no longer exists.";

/** The season's facts, its row locked for this transaction; undefined when it does not exist. */
export async function lockedSeasonFacts(
  tx: Executor,
  seasonId: number,
  write: SeasonWrite,
): Promise<SeasonFacts | undefined> {
  const [row] = await tx
    .select({ closedAt: seasons.closedAt, registrationOpen: seasons.registrationOpen })
    .from(seasons)
    .where(eq(seasons.id, seasonId))
    .for(STATE_CHANGES.has(write) ? "update" : "share");
  if (!row) return undefined;
  // One after the other: a transaction is one connection.
  const all = await tx.select({ n: count() }).from(games).where(eq(games.seasonId, seasonId));
  const unresolved = await tx
    .select({ n: count() })
    .from(games)
    .where(and(eq(games.seasonId, seasonId), ne(games.status, "completed")));
  const flags = await tx.select({ id: seasons.id, isCurrent: seasons.isCurrent }).from(seasons);
  return {
    id: seasonId,
    currentId: currentSeasonIdOf(flags),
    closed: row.closedAt !== null,
    registrationOpen: row.registrationOpen,
    games: Number(all[0]?.n ?? 0),
    gamesWithoutResult: Number(unresolved[0]?.n ?? 0),
  };
}

/**
 * Why this write to the season must be refused (its state, or that it no
 * longer exists), or null. Call it first inside the write's transaction.
 */
export async function seasonWriteRefused(
  tx: Executor,
  seasonId: number,
  write: SeasonWrite,
): Promise<string | null> {
  const facts = await lockedSeasonFacts(tx, seasonId, write);
  if (!facts) return SEASON_GONE;
  return seasonWriteRefusal(facts, write);
}

/** How far a season's people have come, for its checklist (read, not locked). */
export async function seasonPeopleProgress(db: Executor, seasonId: number) {
  const [signedUp, onRosters, undrafted, draft] = await Promise.all([
    db.select({ n: count() }).from(signups).where(eq(signups.seasonId, seasonId)),
    db.select({ n: count() }).from(seasonRosters).where(eq(seasonRosters.seasonId, seasonId)),
    // Signed up and on no team: the draft's players still to place.
    db
      .select({ n: count() })
      .from(signups)
      .leftJoin(
        seasonRosters,
        and(
          eq(seasonRosters.seasonId, signups.seasonId),
          eq(seasonRosters.playerId, signups.playerId),
        ),
      )
      .where(and(eq(signups.seasonId, seasonId), isNull(seasonRosters.playerId))),
    db
      .select({ revision: scheduleDrafts.revision })
      .from(scheduleDrafts)
      .where(eq(scheduleDrafts.seasonId, seasonId)),
  ]);
  return {
    signups: Number(signedUp[0]?.n ?? 0),
    rostered: Number(onRosters[0]?.n ?? 0),
    undrafted: Number(undrafted[0]?.n ?? 0),
    drafted: draft.length > 0,
  };
}
